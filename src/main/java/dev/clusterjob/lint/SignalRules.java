package dev.clusterjob.lint;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;

import java.util.List;
import java.util.Set;

/**
 * The wiring of the signal before the time limit and of requeueing in a batch script (sbatch's --signal: "By default
 * all job steps will be signaled, but not the batch shell itself", "B: ... signal only the batch shell"; Slurm 20.11-24.11
 * send_job_warn_signal): a trap the signal never reaches, a handler that tells the training nothing or does not
 * requeue, a trap bash defers behind a foreground command, a requeued job whose log is truncated, scontrol inside a
 * container, an array task requeued by the wrong id, a signal torch elastic or NCCL already handles.
 */
final class SignalRules {
    /** The signals torchrun's agent handles itself (torch.distributed.elastic.multiprocessing.api: it stops the workers). */
    private static final Set<String> TORCH_ELASTIC = Set.of("TERM", "INT", "HUP", "QUIT");
    private static final Set<String> CONTAINERS = Set.of("singularity", "apptainer", "docker", "podman", "enroot", "ch-run", "shifter", "charliecloud");

    void check(String file, ScriptFacts f, List<Finding> out) {
        JobSignals s = new JobSignals(f.sh);
        if (s.signal != null) {
            signalLine(file, f, s, out);
        }
        for (JobSignals.Trap t : s.traps) {
            trap(file, f, s, t, out);
        }
        if ((s.requeue || requeuesAnywhere(f.sh)) && !s.append && !s.noRequeue && f.batch) {
            int line = s.requeueLine > 0 ? s.requeueLine : f.sh.directives().get(0).line();
            out.add(LintRule.REQUEUE_NO_APPEND.finding("a requeued job starts its script again with the same output file, and sbatch opens it "
                            + "truncated unless told otherwise (open-mode truncate, or JobFileAppend=0): the first run's log is gone",
                    "add #SBATCH --open-mode=append").at(file, line));
        }
        requeueCommands(file, f, s, out);
    }

    private static void signalLine(String file, ScriptFacts f, JobSignals s, List<Finding> out) {
        JobSignals.Trap trap = s.trapOf(s.signal.signal());
        if (!s.signal.batch() && trap != null) {
            out.add(LintRule.SIGNAL_NO_BATCH_FLAG.finding("'" + s.signal.text() + "' sends " + s.signal.signal() + " to the job's steps only, "
                            + "never to the batch shell, so the trap on line " + trap.line() + " never runs",
                    "write --signal=B:" + s.signal.signal() + rest(s.signal.text()) + " and let the trap pass it on to the training "
                            + "(scancel --signal=" + s.signal.signal() + " $SLURM_JOB_ID, or kill the launcher's pid)").at(file, s.signal.line()));
        } else if (!s.signal.batch() && JobSignals.trainsInTheBatchStep(f.sh)) {
            out.add(Finding.of(Severity.WARNING, LintRule.SIGNAL_NO_BATCH_FLAG.code(), "'" + s.signal.text() + "' sends "
                            + s.signal.signal() + " to job steps only, and this script starts its training without srun (in the batch step, "
                            + "which Slurm does not signal then): no process receives it",
                    "start the training with srun, or write --signal=B:" + s.signal.signal() + " and forward it from a trap")
                    .at(file, s.signal.line()));
        }
        String taken = taken(f, s.signal.signal());
        if (taken != null) {
            out.add(LintRule.SIGNAL_TAKEN.finding(s.signal.signal() + " is " + taken, "use USR1 or USR2 for the warning before the time limit "
                    + "(and let the training catch it to checkpoint)").at(file, s.signal.line()));
        }
    }

    private static String rest(String text) {
        int at = text.indexOf('@');
        if (at < 0) {
            return "";
        }
        int end = at + 1;
        while (end < text.length() && Character.isDigit(text.charAt(end))) {
            end++;
        }
        return text.substring(at, end);
    }

    /** Who else handles the signal: torchrun's agent, or NCCL's proxy thread (NCCL_PROXY_DUMP_SIGNAL); null when nobody. */
    private static String taken(ScriptFacts f, String signal) {
        boolean torchrun = f.sh.commands().stream().anyMatch(c -> c.words().stream().anyMatch(w -> {
            String b = ScriptFacts.base(w);
            return b.equals("torchrun") || b.equals("torch.distributed.run") || b.equals("torch.distributed.launch");
        }));
        boolean handled = f.assigns.stream().anyMatch(a -> a.name().equals("TORCHELASTIC_SIGNALS_TO_HANDLE"));
        if (torchrun && !handled && TORCH_ELASTIC.contains(signal)) {
            return "one of the signals torchrun's agent handles itself (TERM, INT, HUP, QUIT): on it torchrun stops every worker at once, "
                    + "so the training gets no time to checkpoint";
        }
        for (ScriptFacts.Assign a : f.assigns) {
            if (a.name().equals("NCCL_PROXY_DUMP_SIGNAL") && a.value() != null && a.value().matches("\\d{1,2}")
                    && JobSignals.name(a.value()).equals(signal)) {
                return "NCCL_PROXY_DUMP_SIGNAL's signal here: NCCL's proxy thread takes it to dump its state, replacing the process's own handler";
            }
        }
        return null;
    }

    private static void trap(String file, ScriptFacts f, JobSignals s, JobSignals.Trap t, List<Finding> out) {
        boolean jobSignal = s.signal != null && t.signals().contains(s.signal.signal()) && s.signal.batch();
        if (!jobSignal || !f.batch) {
            return;
        }
        ShellScript.Command fg = JobSignals.foregroundLauncher(f.sh);
        if (fg != null) {
            out.add(LintRule.SIGNAL_TRAP_DEFERRED.finding("the batch shell runs the training on line " + fg.line() + " in the foreground: bash "
                            + "runs a trap only once that command ends, so the trap on line " + t.line() + " comes too late",
                    "start it in the background and wait: '" + ScriptFacts.base(fg.words().get(ScriptFacts.programIndex(fg.words())))
                            + " ... &' then 'wait' (wait returns when the trap fires)").at(file, t.line()));
        }
        if (!JobSignals.forwards(t.handler()) && f.sh.commands().stream().anyMatch(SignalRules::launches)) {
            out.add(LintRule.SIGNAL_TRAP_NO_FORWARD.finding("the trap on " + s.signal.signal() + " does not pass the signal on: the training "
                            + "never learns that time is up, so it cannot checkpoint before the job ends",
                    "forward it: scancel --signal=" + s.signal.signal() + " \"$SLURM_JOB_ID\" (every step), or kill -" + s.signal.signal()
                            + " \"$pid\" of the launcher started with &").at(file, t.line()));
        }
        if (s.requeue && !JobSignals.requeues(t.handler())) {
            out.add(LintRule.SIGNAL_TRAP_NO_REQUEUE.finding("the job asks to be requeued (--requeue), but the trap on " + s.signal.signal()
                            + " neither requeues nor resubmits it: at the time limit it ends for good (Slurm requeues by itself only after a "
                            + "node failure or preemption)",
                    "add scontrol requeue \"$SLURM_JOB_ID\" to the trap (in an array job: ${SLURM_ARRAY_JOB_ID}_${SLURM_ARRAY_TASK_ID})")
                    .at(file, t.line()));
        }
    }

    private static boolean launches(ShellScript.Command c) {
        int p = ScriptFacts.programIndex(c.words());
        return p >= 0 && !c.inFunction() && JobSignals.LAUNCHERS.contains(ScriptFacts.base(c.words().get(p)));
    }

    private static boolean requeuesAnywhere(ShellScript sh) {
        return JobSignals.requeues(sh.commands().stream().filter(c -> {
            int p = ScriptFacts.programIndex(c.words());
            return p >= 0 && ScriptFacts.base(c.words().get(p)).equals("scontrol");
        }).toList());
    }

    /** Each scontrol requeue (the script's own, and the inline code of its traps): inside a container, or by the whole array's id. */
    private static void requeueCommands(String file, ScriptFacts f, JobSignals s, List<Finding> out) {
        for (ShellScript.Command c : f.sh.commands()) {
            requeueCommand(file, c, c.line(), s, out);
        }
        for (JobSignals.Trap t : s.traps) {
            for (ShellScript.Command c : t.inline()) {
                requeueCommand(file, c, t.line(), s, out);
            }
        }
    }

    private static void requeueCommand(String file, ShellScript.Command c, int line, JobSignals s, List<Finding> out) {
        int p = ScriptFacts.programIndex(c.words());
        if (p < 0) {
            return;
        }
        String prog = ScriptFacts.base(c.words().get(p));
        boolean container = CONTAINERS.contains(prog) || (prog.equals("srun")
                && c.words().stream().anyMatch(w -> w.raw().startsWith("--container-image") || w.raw().startsWith("--container-name")));
        if (container && c.words().stream().anyMatch(w -> w.raw().contains("scontrol"))) {
            out.add(LintRule.REQUEUE_SCONTROL_IN_CONTAINER.finding("scontrol runs inside the container here: images rarely have Slurm's "
                            + "client, its slurm.conf and munge's socket, so the requeue fails (command not found or an authentication error)",
                    "requeue from the batch shell, outside the container (a trap there), or bind Slurm's client, /etc/slurm and munge's socket "
                            + "into the container").at(file, line));
        }
        if (s.array && prog.equals("scontrol") && c.words().stream().anyMatch(w -> "requeue".equals(w.value()))) {
            wrongArrayId(file, c, line, out);
        }
    }

    private static void wrongArrayId(String file, ShellScript.Command c, int line, List<Finding> out) {
        for (ShellScript.Word w : c.words()) {
            List<String> names = w.expansions().stream().map(ShellScript.Expansion::name).toList();
            boolean task = names.contains("SLURM_ARRAY_TASK_ID");
            String whole = names.contains("SLURM_JOB_ID") ? "$SLURM_JOB_ID" : names.contains("SLURM_JOBID") ? "$SLURM_JOBID"
                    : names.contains("SLURM_ARRAY_JOB_ID") ? "$SLURM_ARRAY_JOB_ID" : null;
            if (whole != null && !task) {
                out.add(LintRule.REQUEUE_ARRAY_ID.finding("this is an array job: scontrol requeue " + whole + " requeues the whole array when the "
                                + "id is the array's (always for $SLURM_ARRAY_JOB_ID, and for the task whose own id is the array's), not just this task",
                        "requeue the task by its array id: scontrol requeue \"${SLURM_ARRAY_JOB_ID}_${SLURM_ARRAY_TASK_ID}\"").at(file, line));
            }
        }
    }
}
