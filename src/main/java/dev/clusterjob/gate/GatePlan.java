package dev.clusterjob.gate;

/**
 * The gate step as rendered: {@link GateSettings} with every default filled in (docs/gate.md, "Keys").
 * Sizes left unset are chosen at run time: the torch probe picks them by backend (nccl 4M..1G, gloo
 * 16K..4M), nccl-tests runs 4M..1G, and runs are judged on their largest sizes (largest / 8 and up).
 *
 * @param minBusbwGbps the floor, or null for correctness-only judging
 * @param minBytes judge the sizes from here up, or null for "largest / 8"
 * @param maxBytes the largest size measured, or null for the tool's default
 * @param sweepFrom the smallest size measured (min_bytes / 64: the curve's lower part costs little), or null
 */
public record GatePlan(
        GateSettings.Tool tool,
        String binary,
        String python,
        Double minBusbwGbps,
        Long minBytes,
        Long maxBytes,
        Long sweepFrom,
        boolean perNode,
        int spareNodes,
        int timeoutS) {

    public static final int DEFAULT_TIMEOUT_S = 120;

    /** Fills in defaults; {@code gpus} says whether the partition has GPUs (without, only the torch probe can run). */
    public static GatePlan resolve(GateSettings s, boolean gpus) {
        Long min = s.minBytes();
        Long max = s.maxBytes();
        if (min != null && max == null) {
            max = min * 4;
        } else if (max != null && min == null) {
            min = Math.max(4, max / 4);
        }
        GateSettings.Tool tool = s.tool() != null ? s.tool() : gpus ? GateSettings.Tool.AUTO : GateSettings.Tool.TORCH_PROBE;
        return new GatePlan(tool,
                s.binary() != null ? s.binary() : "all_reduce_perf",
                s.python() != null ? s.python() : "python3",
                s.minBusbwGbps(), min, max, min == null ? null : Math.max(4, min / 64),
                s.perNode() != null && s.perNode(),
                s.spareNodes() != null ? s.spareNodes() : 0,
                s.timeoutS() != null ? s.timeoutS() : DEFAULT_TIMEOUT_S);
    }

    /** The floor as the script prints it, or "" for none. */
    public String minBusbwText() {
        return minBusbwGbps == null ? "" : GateCriteria.plain(minBusbwGbps);
    }
}
