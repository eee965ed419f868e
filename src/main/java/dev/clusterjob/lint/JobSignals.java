package dev.clusterjob.lint;

import dev.clusterjob.slurm.ExitStatus;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a batch script says about the signal Slurm sends before the time limit and about requeueing: the
 * {@code #SBATCH --signal}, {@code --requeue}, {@code --open-mode} and {@code --array} lines, the {@code trap}s and
 * the commands their handlers run (inline, or the functions they name, one call deep), and the training commands
 * of the batch shell and whether it waits for them in the background.
 */
final class JobSignals {
    /** {@code --signal=[{R|B}:]SIG[@TIME]}: the signal by name (USR1), whether B: sends it to the batch shell only. */
    record SignalLine(String signal, boolean batch, int line, String text) {
    }

    /** A trap: the signals it handles (by name), its handler's commands (with the functions it calls), its inline code's, where. */
    record Trap(Set<String> signals, List<ShellScript.Command> handler, List<ShellScript.Command> inline, int line) {
    }

    private static final Pattern SIGNAL = Pattern.compile("--signal[= ](?:([RB]{1,2}):)?([A-Za-z0-9]+)(?:@(\\d+))?");
    private static final Pattern OPTION = Pattern.compile("(?:^|\\s)(--requeue|--no-requeue|--open-mode[= ]\\w+|--array[= ]\\S+|-a \\S+)");
    /** Programs that start the training (or the step that runs it). */
    static final Set<String> LAUNCHERS = Set.of("srun", "mpirun", "mpiexec", "torchrun", "deepspeed", "accelerate", "horovodrun",
            "llamafactory-cli", "python", "python3");

    final SignalLine signal;
    final boolean requeue;
    final boolean noRequeue;
    final boolean append;
    final boolean array;
    final int requeueLine;
    final List<Trap> traps = new ArrayList<>();

    JobSignals(ShellScript sh) {
        SignalLine sig = null;
        boolean rq = false;
        boolean nrq = false;
        boolean app = false;
        boolean arr = false;
        int rqLine = 0;
        for (ShellScript.Directive d : sh.directives()) {
            Matcher m = SIGNAL.matcher(d.text());
            if (m.find()) {
                sig = new SignalLine(name(m.group(2)), m.group(1) != null && m.group(1).contains("B"), d.line(), d.text().trim());
            }
            Matcher o = OPTION.matcher(d.text());
            while (o.find()) {
                String opt = o.group(1);
                rq |= opt.equals("--requeue");
                rqLine = opt.equals("--requeue") ? d.line() : rqLine;
                nrq |= opt.equals("--no-requeue");
                app |= opt.matches("--open-mode[= ]append");
                arr |= opt.startsWith("--array") || opt.startsWith("-a ");
            }
        }
        signal = sig;
        requeue = rq;
        noRequeue = nrq;
        append = app;
        array = arr;
        requeueLine = rqLine;
        readTraps(sh);
    }

    /** A signal's name without SIG, upper case; a number by its name (10 -> USR1). */
    static String name(String s) {
        String u = s.toUpperCase(Locale.ROOT);
        if (u.matches("\\d{1,2}")) {
            u = ExitStatus.signalName(Integer.parseInt(u));
        }
        return u.startsWith("SIG") ? u.substring(3) : u;
    }

    private void readTraps(ShellScript sh) {
        for (ShellScript.Command c : sh.commands()) {
            List<ShellScript.Word> w = c.words();
            int p = ScriptFacts.programIndex(w);
            if (p < 0 || !ScriptFacts.base(w.get(p)).equals("trap") || w.size() < p + 3) {
                continue;
            }
            String action = text(w.get(p + 1));
            Set<String> signals = new HashSet<>();
            for (int k = p + 2; k < w.size(); k++) {
                if (w.get(k).value() != null) {
                    signals.add(name(w.get(k).value()));
                }
            }
            signals.removeAll(Set.of("EXIT", "ERR", "DEBUG", "RETURN", "0"));
            if (!signals.isEmpty() && !action.isEmpty() && !action.equals("-")) {
                traps.add(new Trap(signals, handler(sh, action), ShellScript.parse(action).commands(), c.line()));
            }
        }
    }

    /** A word's text: its literal value, else what it says between its outer quotes (a handler with expansions). */
    private static String text(ShellScript.Word w) {
        if (w.value() != null) {
            return w.value().trim();
        }
        String r = w.raw();
        return r.length() >= 2 && (r.startsWith("\"") || r.startsWith("'")) ? r.substring(1, r.length() - 1).trim() : r;
    }

    /** The handler's commands: the action's own, with the commands of the script's functions it calls (one call deep, twice). */
    private static List<ShellScript.Command> handler(ShellScript sh, String action) {
        List<ShellScript.Command> out = new ArrayList<>(ShellScript.parse(action).commands());
        Set<String> seen = new HashSet<>();
        for (int depth = 0; depth < 3; depth++) {
            List<ShellScript.Command> more = new ArrayList<>();
            for (ShellScript.Command c : out) {
                int p = ScriptFacts.programIndex(c.words());
                String called = p < 0 ? null : ScriptFacts.base(c.words().get(p));
                if (called != null && seen.add(called)) {
                    sh.commands().stream().filter(f -> called.equals(f.function())).forEach(more::add);
                }
            }
            out.addAll(more);
        }
        return out;
    }

    /** The trap that handles {@code signal}, or null. */
    Trap trapOf(String signal) {
        return traps.stream().filter(t -> t.signals().contains(signal)).findFirst().orElse(null);
    }

    /** Whether the commands send a signal on (kill, pkill, killall, scancel --signal). */
    static boolean forwards(List<ShellScript.Command> commands) {
        for (ShellScript.Command c : commands) {
            int p = ScriptFacts.programIndex(c.words());
            String prog = p < 0 ? "" : ScriptFacts.base(c.words().get(p));
            boolean scancelSignal = prog.equals("scancel") && c.words().stream().anyMatch(x -> x.raw().startsWith("--signal") || x.raw().equals("-s"));
            if (prog.equals("kill") || prog.equals("pkill") || prog.equals("killall") || scancelSignal) {
                return true;
            }
        }
        return false;
    }

    /** Whether the commands requeue the job (scontrol requeue) or submit it again (sbatch). */
    static boolean requeues(List<ShellScript.Command> commands) {
        for (ShellScript.Command c : commands) {
            int p = ScriptFacts.programIndex(c.words());
            String prog = p < 0 ? "" : ScriptFacts.base(c.words().get(p));
            if (prog.equals("sbatch") || (prog.equals("scontrol") && c.words().stream().anyMatch(x -> "requeue".equals(x.value())))) {
                return true;
            }
        }
        return false;
    }

    /** The batch shell's training commands (not in functions or traps), first foreground one or null. */
    static ShellScript.Command foregroundLauncher(ShellScript sh) {
        for (ShellScript.Command c : sh.commands()) {
            int p = ScriptFacts.programIndex(c.words());
            if (p >= 0 && !c.inFunction() && !c.background() && LAUNCHERS.contains(ScriptFacts.base(c.words().get(p)))) {
                return c;
            }
        }
        return null;
    }

    /** Whether the batch shell starts a training command itself (not through srun or mpirun). */
    static boolean trainsInTheBatchStep(ShellScript sh) {
        boolean step = false;
        boolean direct = false;
        for (ShellScript.Command c : sh.commands()) {
            int p = ScriptFacts.programIndex(c.words());
            String prog = p < 0 || c.inFunction() ? "" : ScriptFacts.base(c.words().get(p));
            step |= prog.equals("srun");
            direct |= LAUNCHERS.contains(prog) && !prog.equals("srun") && !prog.equals("mpirun") && !prog.equals("mpiexec");
        }
        return direct && !step;
    }
}
