package dev.clusterjob.explain;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.ExecException;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.exec.LocalCommandRunner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs one script for real with bash in a {@link SimulationFolder}: a stripped environment (only
 * what {@link #environment} builds: nothing of the caller's leaks in), the stand-ins first on PATH,
 * every bash reading the prelude, under a time limit; by default inside a Linux namespace with no
 * network where everything but the folder is read-only ({@code unshare}). Returns what happened.
 */
public final class Simulation {
    /** What a run did: the script's exit code and output, whether the time limit stopped it, the processes and notes. */
    public record Outcome(int exitCode, boolean timedOut, String stdout, String stderr, List<ProcessRecord> processes,
                          List<Note> notes, Duration took) {
    }

    /** A stand-in's line about something it could not follow, skipped, warned about or refused. */
    public record Note(int line, String kind, String host, String script, String text) {
    }

    /** How the script is started: as a batch script (Slurm variables) or by hand on the first host (none). */
    public record Setup(SlurmStack stack, int torch, JobUser user, String firstHost, List<String> nodes,
                        Map<String, String> slurmEnv, boolean sandbox, Duration limit) {
    }

    private final String hostPath;

    public Simulation(String hostPath) {
        this.hostPath = hostPath;
    }

    /** Runs {@code script} (a file in {@code folder}) with {@code args} as {@code setup} says. */
    public Outcome run(SimulationFolder folder, Path script, List<String> args, Setup setup) throws IOException {
        String bash = need("bash");
        List<String> argv = new ArrayList<>();
        if (setup.sandbox()) {
            argv.addAll(List.of(need("unshare"), "--user", "--map-root-user", "--net", "--mount", "--", bash,
                    folder.bin().resolve(".sandbox").toString(), folder.root().toString(), String.valueOf(setup.user().uid()),
                    String.valueOf(setup.user().gid()), "--"));
        }
        argv.add(bash);
        argv.add(script.toString());
        argv.addAll(args);
        Map<String, String> env = environment(folder, setup, bash);
        env.put("CJX_SCRIPT", script.toString());
        if (System.getenv("CLUSTERJOB_EXPLAIN_KEEP") != null) {
            StringBuilder b = new StringBuilder();
            env.forEach((k, v) -> b.append(k).append('=').append(v).append('\0'));
            Files.writeString(folder.root().resolve("env0"), b);
        }
        ExternalCommand cmd = new ExternalCommand(argv, Map.of(), folder.work().toString(), null, setup.limit());
        CommandResult r;
        try (LocalCommandRunner runner = new LocalCommandRunner(env)) {
            r = runner.run(cmd);
        } catch (ExecException e) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, "explain: " + e.getMessage(), e);
        }
        if (setup.sandbox() && r.exitCode() != 0 && r.stderr().startsWith("unshare:")) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, "explain: cannot start the private namespace the simulation runs in ("
                    + r.stderr().lines().findFirst().orElse("") + "); run with --no-sandbox to run the script without it"
                    + " (it can then write outside its folder and reach the network)");
        }
        List<String> own = List.of(folder.bin().toString(), folder.tools().toString());
        return new Outcome(r.exitCode(), r.timedOut(), r.stdout(), r.stderr(), ProcessRecord.readAll(folder.records(), own),
                notes(folder.notes()), r.duration());
    }

    /** The whole environment the batch shell starts with. */
    Map<String, String> environment(SimulationFolder f, Setup s, String bash) {
        Map<String, String> e = new LinkedHashMap<>();
        String path = f.bin() + ":" + f.tools();
        e.put("HOME", f.home().toString());
        e.put("USER", s.user().name());
        e.put("LOGNAME", s.user().name());
        e.put("SHELL", "/bin/bash");
        e.put("LANG", "C.UTF-8");
        e.put("PATH", path);
        e.put("TMPDIR", f.tmp().toString());
        e.putAll(s.slurmEnv());
        e.put("BASH_ENV", f.root().resolve("prelude.sh").toString());
        e.put("CJX_DIR", f.root().toString());
        e.put("CJX_TOP", "1");
        // when the simulation began (epoch s): the torchrun stand-in's rendezvous waits longer on a machine slow to start it
        e.put("CJX_T0", String.valueOf(System.currentTimeMillis() / 1000));
        e.put("CJX_STACK", s.stack().version());
        e.put("CJX_MPI", String.valueOf(s.stack().openMpi()));
        e.put("CJX_TORCH", String.valueOf(s.torch()));
        e.put("CJX_NODES", String.join(",", s.nodes()));
        e.put("CJX_HOST", s.firstHost());
        e.put("CJX_BASH", bash);
        e.put("CJX_ENV", need("env"));
        e.put("CJX_HOME", f.home().toString());
        e.put("CJX_USER", s.user().name());
        e.put("CJX_UID", String.valueOf(s.user().uid()));
        e.put("CJX_PATH", path);
        if (s.sandbox()) {
            e.put("CJX_MOUNT", need("mount"));
            e.put("CJX_UNSHARE", need("unshare"));
        }
        return e;
    }

    private String need(String program) {
        String p = SimulationFolder.find(program, hostPath);
        if (p == null) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, "explain: needs " + program + " on PATH (" + hostPath + ")"
                    + (program.equals("unshare") || program.equals("mount") ? "; or run with --no-sandbox" : ""));
        }
        return p;
    }

    static List<Note> notes(Path file) throws IOException {
        List<Note> out = new ArrayList<>();
        for (String l : Files.readAllLines(file)) {
            String[] f = l.split("\t", 5);
            if (f.length == 5) {
                int line;
                try {
                    line = Integer.parseInt(f[0]);
                } catch (NumberFormatException e) {
                    line = 0;
                }
                out.add(new Note(line, f[1], f[2], f[3], f[4]));
            }
        }
        return out;
    }
}
