package dev.clusterjob.cli;

/**
 * The exit codes of a command that waits for jobs (submit --wait, wait), as their --help lists them: one text for
 * both footers (picocli formats {@code %n} as a line break). The codes themselves: submit/JobOutcome and ExitCodes.
 */
final class WaitExitCodes {
    static final String HELP =
            "  0      every job COMPLETED%n" +
            "  1-255  the failed job's own exit code (128+N: killed by signal N)%n" +
            "  69     stopped by preflight (a node, or a program not found)%n" +
            "  80     TIMEOUT%n" +
            "  81     CANCELLED%n" +
            "  82     NODE_FAIL%n" +
            "  83     OUT_OF_MEMORY%n" +
            "  84     PREEMPTED%n" +
            "  85     other failure (BOOT_FAIL, DEADLINE, never launched ...)%n" +
            "  86     final state unknown%n" +
            "  87     cannot start: pending for a reason that never clears by itself (e.g.%n" +
            "         PartitionNodeLimit), printed with what to change; left queued unless%n" +
            "         --cancel-unstartable%n" +
            "  91     stopped by the fabric gate%n" +
            "  130    interrupted";

    private WaitExitCodes() {
    }
}
