package dev.clusterjob.sweep;

/**
 * One measured pair of a sweep: hosts {@code a} and {@code b} (a before b in Slurm's order), the bus
 * bandwidth the gate's judge read from the probe's table, and what went wrong, if anything.
 *
 * @param round the round it ran in (1-based)
 * @param busbwGbps the judged busbw (best of the largest sizes, docs/gate.md), or null when the run printed no row
 * @param error null, or the gate's reason word when the run failed for another reason than being slow:
 *              {@code timeout}, {@code nccl-error}, {@code no-rows}, {@code truncated}, {@code step-failed} ...
 * @param exit the exit status of the run's srun step (124: stopped at the pair's time limit)
 */
public record PairResult(int round, String a, String b, Double busbwGbps, String error, int exit) {
    /** What the pair counts as in a node's median: its busbw, 0 when it failed or printed nothing. */
    public double figure() {
        return error != null || busbwGbps == null ? 0.0 : busbwGbps;
    }

    /** Whether it involves {@code host}. */
    public boolean has(String host) {
        return a.equals(host) || b.equals(host);
    }

    /** The other host of the pair. */
    public String partner(String host) {
        return a.equals(host) ? b : a;
    }
}
