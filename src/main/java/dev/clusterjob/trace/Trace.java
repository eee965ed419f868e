package dev.clusterjob.trace;

/**
 * Start-up phase marks for docs/performance.md: with {@code CLUSTERJOB_TRACE_STARTUP=1} in the
 * environment, the milliseconds since this class loaded, per thread and phase, go to stderr at exit.
 * Off, a mark costs one boolean test; nothing is formatted until the end.
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
            record(Thread.currentThread().getName() + ": " + what);
        }
    }

    private static synchronized void record(String what) {
        if (count < MAX) {
            AT[count] = System.nanoTime();
            WHAT[count++] = what;
        }
    }

    /** Prints the marks (when on) as one line: {@code startup-trace: 1.2 main: args parsed | ...}. */
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
        }
    }
}
