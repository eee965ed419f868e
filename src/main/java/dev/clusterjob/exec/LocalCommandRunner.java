package dev.clusterjob.exec;

import org.apache.commons.exec.CommandLine;
import org.apache.commons.exec.DefaultExecuteResultHandler;
import org.apache.commons.exec.DefaultExecutor;
import org.apache.commons.exec.ProcessDestroyer;
import org.apache.commons.exec.PumpStreamHandler;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs programs on this machine through commons-exec: argv passed as-is (no shell, no quoting),
 * the caller's environment plus the command's extras, stdin from a string (else closed), stdout and
 * stderr captured. On timeout the process and everything it started are killed (SIGKILL), so a
 * wrapper's grandchild cannot keep the output pipes open and hang the caller.
 */
public final class LocalCommandRunner implements CommandRunner {
    /** How long to wait for the output pumps after the process is gone (a leaked fd must not hang us). */
    private static final Duration PUMP_DRAIN = Duration.ofSeconds(2);

    private final Map<String, String> baseEnv;

    /** A runner whose children inherit this JVM's environment. */
    public LocalCommandRunner() {
        this(System.getenv());
    }

    /** A runner whose children start from {@code baseEnv} (tests pass a fixed PATH). */
    public LocalCommandRunner(Map<String, String> baseEnv) {
        this.baseEnv = Map.copyOf(baseEnv);
    }

    @Override
    public String describe() {
        return "local";
    }

    @Override
    public CommandResult run(ExternalCommand command) throws ExecException {
        String program = command.argv().get(0);
        Map<String, String> env = new HashMap<>(baseEnv);
        env.putAll(command.env());
        // Resolve a bare name against the child's PATH (the JVM would use its own), so a PATH given
        // in the environment decides which sbatch runs, as it would in a shell.
        String executable = program.contains("/") ? program : findOnPath(program, env.get("PATH"));
        if (executable == null) {
            throw new ExecException("cannot run " + program + ": not found on PATH (" + env.getOrDefault("PATH", "") + ")");
        }
        CommandLine cl = new CommandLine(executable);
        for (String a : command.argv().subList(1, command.argv().size())) {
            cl.addArgument(a, false);
        }
        File dir = command.workDir() == null ? null : new File(command.workDir());
        if (dir != null && !dir.isDirectory()) {
            throw new ExecException("cannot run " + program + ": working directory " + dir + " does not exist");
        }

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ByteArrayInputStream in = command.stdin() == null ? null
                : new ByteArrayInputStream(command.stdin().getBytes(StandardCharsets.UTF_8));
        PumpStreamHandler pumps = new PumpStreamHandler(out, err, in);
        pumps.setStopTimeout(PUMP_DRAIN);
        AtomicReference<Process> started = new AtomicReference<>();
        DefaultExecutor.Builder<?> builder = DefaultExecutor.builder().setExecuteStreamHandler(pumps);
        if (dir != null) {
            builder.setWorkingDirectory(dir.toPath());
        }
        DefaultExecutor executor = builder.get();
        executor.setProcessDestroyer(new Capture(started));
        executor.setExitValues(null);
        DefaultExecuteResultHandler done = new DefaultExecuteResultHandler();

        long t0 = System.nanoTime();
        boolean timedOut = false;
        try {
            executor.execute(cl, env, done);
            if (command.timeout() == null) {
                done.waitFor();
            } else {
                done.waitFor(command.timeout());
                if (!done.hasResult()) {
                    timedOut = true;
                    killTree(started.get());
                    done.waitFor(PUMP_DRAIN.multipliedBy(2));
                }
            }
        } catch (IOException e) {
            throw notStarted(program, e);
        } catch (InterruptedException e) {
            killTree(started.get());
            Thread.currentThread().interrupt();
            throw new ExecException("interrupted while running " + program, e);
        }
        Duration took = Duration.ofNanos(System.nanoTime() - t0);

        Process p = started.get();
        if (p == null) {
            throw notStarted(program, done.getException());
        }
        int exit;
        if (timedOut) {
            exit = -1;
        } else if (done.hasResult() && done.getException() == null) {
            exit = done.getExitValue();
        } else if (!p.isAlive()) {
            exit = p.exitValue();
        } else {
            exit = -1;
        }
        return new CommandResult(command, exit, out.toString(StandardCharsets.UTF_8),
                err.toString(StandardCharsets.UTF_8), took, timedOut);
    }

    /** Kills {@code p} and its descendants; descendants are listed first, while they still hang under p. */
    private static void killTree(Process p) {
        if (p == null) {
            return;
        }
        List<ProcessHandle> kids = p.descendants().toList();
        kids.forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        try {
            p.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static ExecException notStarted(String program, Throwable e) {
        String why = e == null ? "unknown error" : rootMessage(e);
        if (program.contains("/") && !Files.isExecutable(Path.of(program))) {
            return new ExecException("cannot run " + program + ": no such executable file", e);
        }
        return new ExecException("cannot run " + program + ": " + why, e);
    }

    private static String findOnPath(String program, String path) {
        if (path == null) {
            return null;
        }
        for (String d : path.split(File.pathSeparator)) {
            Path candidate = Path.of(d.isEmpty() ? "." : d, program);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return candidate.toString();
            }
        }
        return null;
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String m = t.getMessage() == null ? t.toString() : t.getMessage();
        return m.lines().findFirst().orElse(m);
    }

    /**
     * commons-exec does not hand out the Process; it does register it with a ProcessDestroyer as it
     * starts, which is where this one keeps it, so a timeout can kill the whole tree.
     */
    private record Capture(AtomicReference<Process> started) implements ProcessDestroyer {
        @Override
        public boolean add(Process process) {
            started.set(process);
            return true;
        }

        @Override
        public boolean remove(Process process) {
            return true;
        }

        @Override
        public int size() {
            return started.get() == null ? 0 : 1;
        }
    }
}
