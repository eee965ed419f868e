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
        CommandLine cl = commandLine(command.argv(), env);
        File dir = command.workDir() == null ? null : new File(command.workDir());
        if (dir != null && !dir.isDirectory()) {
            throw new ExecException("cannot run " + program + ": working directory " + dir + " does not exist");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        AtomicReference<Process> started = new AtomicReference<>();
        DefaultExecutor executor = executor(command.stdin(), dir, out, err, started);
        DefaultExecuteResultHandler done = new DefaultExecuteResultHandler();

        long t0 = System.nanoTime();
        boolean timedOut = execute(executor, cl, env, command.timeout(), done, started, program);
        Duration took = Duration.ofNanos(System.nanoTime() - t0);

        Process p = started.get();
        if (p == null) {
            throw notStarted(program, done.getException());
        }
        return new CommandResult(command, exitCode(timedOut, done, p), out.toString(StandardCharsets.UTF_8),
                err.toString(StandardCharsets.UTF_8), took, timedOut);
    }

    /**
     * The program and its arguments, each passed as it is (no quoting). A bare name is resolved against the
     * child's PATH (the JVM would use its own), so a PATH given in the environment decides which sbatch runs,
     * as it would in a shell.
     */
    private static CommandLine commandLine(List<String> argv, Map<String, String> env) throws ExecException {
        String program = argv.get(0);
        String executable = program.contains("/") ? program : findOnPath(program, env.get("PATH"));
        if (executable == null) {
            throw new ExecException("cannot run " + program + ": not found on PATH (" + env.getOrDefault("PATH", "") + ")");
        }
        CommandLine cl = new CommandLine(executable);
        for (String a : argv.subList(1, argv.size())) {
            cl.addArgument(a, false);
        }
        return cl;
    }

    /** An executor that pumps the child's output into {@code out}/{@code err}, feeds it {@code stdin}, and hands its process to {@code started}. */
    private static DefaultExecutor executor(String stdin, File dir, ByteArrayOutputStream out, ByteArrayOutputStream err,
                                            AtomicReference<Process> started) {
        ByteArrayInputStream in = stdin == null ? null : new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8));
        PumpStreamHandler pumps = new PumpStreamHandler(out, err, in);
        pumps.setStopTimeout(PUMP_DRAIN);
        DefaultExecutor.Builder<?> builder = DefaultExecutor.builder().setExecuteStreamHandler(pumps);
        if (dir != null) {
            builder.setWorkingDirectory(dir.toPath());
        }
        DefaultExecutor executor = builder.get();
        executor.setProcessDestroyer(new Capture(started));
        executor.setExitValues(null);
        return executor;
    }

    /** Starts the child and waits for it, at most {@code timeout} (null: no limit); true when it was killed for running past it. */
    private static boolean execute(DefaultExecutor executor, CommandLine cl, Map<String, String> env, Duration timeout,
                                   DefaultExecuteResultHandler done, AtomicReference<Process> started, String program) throws ExecException {
        try {
            executor.execute(cl, env, done);
            if (timeout == null) {
                done.waitFor();
                return false;
            }
            done.waitFor(timeout);
            if (done.hasResult()) {
                return false;
            }
            killTree(started.get());
            done.waitFor(PUMP_DRAIN.multipliedBy(2));
            return true;
        } catch (IOException e) {
            throw notStarted(program, e);
        } catch (InterruptedException e) {
            killTree(started.get());
            Thread.currentThread().interrupt();
            throw new ExecException("interrupted while running " + program, e);
        }
    }

    /** The child's exit code; -1 when it timed out or its end is not known. */
    private static int exitCode(boolean timedOut, DefaultExecuteResultHandler done, Process p) {
        if (timedOut) {
            return -1;
        }
        if (done.hasResult() && done.getException() == null) {
            return done.getExitValue();
        }
        return p.isAlive() ? -1 : p.exitValue();
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
