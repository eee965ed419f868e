package dev.clusterjob.trace;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Start-up phase marks for docs/performance.md: with {@code CLUSTERJOB_TRACE_STARTUP=1} in the
 * environment, the milliseconds since this class loaded, per thread and phase, with the CPU the marking
 * thread has used so far, go to stderr at exit, and then the CPU of every thread of the process (the
 * JVM's own, such as the compiler's, included), from Linux's {@code /proc}. Off, a mark costs one boolean
 * test; nothing is formatted until the end.
 */
public final class Trace {
    private static final boolean ON = System.getenv("CLUSTERJOB_TRACE_STARTUP") != null;
    private static final int MAX = 64;
    private static final long T0 = System.nanoTime();
    private static final long[] AT = new long[MAX];
    private static final String[] WHAT = new String[MAX];
    private static int count;

    private Trace() {
    }

    public static void mark(String what) {
        if (ON) {
            record(Thread.currentThread().getName() + ": " + what + " [cpu " + cpu(Path.of("/proc/thread-self")) + "]");
        }
    }

    private static synchronized void record(String what) {
        if (count < MAX) {
            AT[count] = System.nanoTime();
            WHAT[count++] = what;
        }
    }

    /**
     * Prints the marks (when on) as one line, {@code startup-trace: 1.2 main: args parsed [cpu 50.1] | ...}, and the
     * threads' CPU as another, {@code startup-threads: java 7.4 | java 80.2 | C1 CompilerThre 41.0 | ...}: Linux names the launcher's thread and the main thread after the program (threads that ended
     * before are not in it).
     */
    public static void dump() {
        if (ON) {
            mark("exit");
            StringBuilder sb = new StringBuilder("startup-trace:");
            synchronized (Trace.class) {
                for (int i = 0; i < count; i++) {
                    sb.append(i == 0 ? " " : " | ").append((AT[i] - T0) / 100_000 / 10.0).append(' ').append(WHAT[i]);
                }
            }
            System.err.println(sb);
            System.err.println("startup-threads: " + threads(Path.of("/proc/self/task")));
        }
    }

    /** Each thread under a {@code /proc/PID/task} folder: its name and CPU milliseconds, {@code " | "} between them. */
    static String threads(Path tasks) {
        StringBuilder sb = new StringBuilder();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(tasks)) {
            for (Path task : ds) {
                String name = Files.readString(task.resolve("comm")).strip();
                sb.append(sb.isEmpty() ? "" : " | ").append(name).append(' ').append(cpu(task));
            }
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
        return sb.toString();
    }

    /** The CPU milliseconds of the thread whose {@code /proc} folder is {@code task} (its schedstat's first field, ns), or "?". */
    static String cpu(Path task) {
        try {
            String s = Files.readString(task.resolve("schedstat"));
            return String.valueOf(Long.parseLong(s.substring(0, s.indexOf(' '))) / 100_000 / 10.0);
        } catch (IOException | RuntimeException e) {
            return "?";
        }
    }
}
