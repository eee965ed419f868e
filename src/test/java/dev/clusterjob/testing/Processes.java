package dev.clusterjob.testing;

/** What tests do to processes they started. */
public final class Processes {
    private Processes() {
    }

    /** SIGKILLs {@code p} and every process it started (a clusterjob JVM's squeue, srun, ssh ...). */
    public static void killTree(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
    }
}
