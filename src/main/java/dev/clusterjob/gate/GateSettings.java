package dev.clusterjob.gate;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.yaml.YamlBlock;
import dev.clusterjob.yaml.YamlNode;

import java.util.List;
import java.util.Locale;

/**
 * The {@code gate:} block of a profile or job spec, as written: every field may be null ("not set
 * here"). {@code gate: true} / {@code gate: false} set only {@link #enabled}; a mapping turns the
 * gate on and sets its keys. Layers (profile chain, spec, --gate) merge key by key, later wins.
 *
 * @param python interpreter for the torch probe (default python3)
 * @param minBytes judge sizes from here up (also where the sweep's judged part starts)
 * @param maxBytes the largest size measured
 * @param perNode run each node alone first, traffic forced through its NIC (NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1)
 * @param spareNodes extra nodes to allocate so bad ones can be left out without queueing again
 * @param timeoutS the whole gate's time budget in seconds
 */
public record GateSettings(
        Boolean enabled,
        Tool tool,
        String binary,
        String python,
        Double minBusbwGbps,
        Long minBytes,
        Long maxBytes,
        Boolean perNode,
        Integer spareNodes,
        Integer timeoutS) {

    /** The keys of a {@code gate:} mapping. */
    public static final List<String> KEYS = List.of("tool", "binary", "python", "min_busbw_gbps", "min_bytes", "max_bytes",
            "per_node", "spare_nodes", "timeout_s");

    /** Nothing set. */
    public static final GateSettings UNSET = new GateSettings(null, null, null, null, null, null, null, null, null, null);

    /** What measures the bandwidth: nccl-tests' all_reduce_perf, clusterjob's torch probe, or whichever is there. */
    public enum Tool {
        AUTO, NCCL_TESTS, TORCH_PROBE;

        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        static Tool parse(String s) {
            for (Tool t : values()) {
                if (t.id().equals(s)) {
                    return t;
                }
            }
            return null;
        }
    }

    /** Only {@code enabled} set (the --gate / --no-gate flag, or {@code gate: true|false}). */
    public static GateSettings enabled(boolean on) {
        return new GateSettings(on, null, null, null, null, null, null, null, null, null);
    }

    /**
     * Reads {@code gate:} from a spec or profile; {@code field} prefixes messages ("gate", "profiles.x.gate").
     * Errors are one line naming file:line.
     */
    public static GateSettings parse(YamlNode node, String field) {
        Boolean on = YamlBlock.toggle(node);
        if (on != null) {
            return enabled(on);
        }
        YamlBlock b = YamlBlock.read(node, field, KEYS, "true, false or a mapping of gate keys", GateSettings::value);
        Long minBytes = b.get("min_bytes", Long.class);
        Long maxBytes = b.get("max_bytes", Long.class);
        if (minBytes != null && maxBytes != null && minBytes > maxBytes) {
            throw ClusterjobException.badInput(b.where(), field + ": min_bytes (" + minBytes + ") is larger than max_bytes (" + maxBytes + ")");
        }
        return new GateSettings(true, b.get("tool", Tool.class), b.get("binary", String.class), b.get("python", String.class),
                b.get("min_busbw_gbps", Double.class), minBytes, maxBytes, b.get("per_node", Boolean.class),
                b.get("spare_nodes", Integer.class), b.get("timeout_s", Integer.class));
    }

    /** {@code over}'s set fields replace this one's. */
    public GateSettings with(GateSettings over) {
        if (over == null) {
            return this;
        }
        return new GateSettings(pick(over.enabled, enabled), pick(over.tool, tool), pick(over.binary, binary),
                pick(over.python, python), pick(over.minBusbwGbps, minBusbwGbps), pick(over.minBytes, minBytes),
                pick(over.maxBytes, maxBytes), pick(over.perNode, perNode), pick(over.spareNodes, spareNodes),
                pick(over.timeoutS, timeoutS));
    }

    private static <T> T pick(T over, T base) {
        return over != null ? over : base;
    }

    private static Object value(YamlBlock.Entry e) {
        return switch (e.key()) {
            case "tool" -> tool(e);
            case "binary", "python" -> word(e);
            case "min_busbw_gbps" -> gbps(e);
            case "min_bytes", "max_bytes" -> bytes(e);
            case "per_node" -> e.bool();
            case "spare_nodes" -> e.integer(0);
            case "timeout_s" -> e.integer(10);
            default -> throw new IllegalStateException("key not in KEYS: " + e.key());
        };
    }

    private static Tool tool(YamlBlock.Entry e) {
        String t = e.string();
        Tool tool = Tool.parse(t);
        if (tool == null) {
            throw e.bad("expected auto, nccl-tests or torch-probe, got '" + t + "'");
        }
        return tool;
    }

    private static String word(YamlBlock.Entry e) {
        String s = e.string();
        if (s.isBlank() || s.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
            throw e.bad("expected a program name or path, got '" + s + "'");
        }
        if (s.startsWith("-")) {
            // the gate runs it as srun's program ("srun OPTIONS PROGRAM ..."): a leading '-' would be read as one of srun's options
            throw e.bad("expected a program name or path, got '" + s + "' (a leading '-' would be taken for an option of srun; write ./" + s + ")");
        }
        return s;
    }

    private static double gbps(YamlBlock.Entry e) {
        YamlNode v = e.value();
        if (v instanceof YamlNode.Scalar s && (s.type() == YamlNode.Scalar.Type.INT || s.type() == YamlNode.Scalar.Type.FLOAT)) {
            try {
                double d = Double.parseDouble(s.text().replace("_", ""));
                if (d >= 0 && Double.isFinite(d)) {
                    return d;
                }
            } catch (NumberFormatException ignored) {
                // reported below
            }
        }
        throw e.bad("expected a number of GB/s >= 0 (e.g. 40 or 0.5), got " + v.kind());
    }

    private static long bytes(YamlBlock.Entry e) {
        YamlNode v = e.value();
        if (v instanceof YamlNode.Scalar s && (s.type() == YamlNode.Scalar.Type.INT || s.type() == YamlNode.Scalar.Type.STRING)) {
            Long b = ByteSize.parse(s.text().replace("_", ""));
            if (b != null && b >= 4) {
                return b;
            }
        }
        throw e.bad("expected a size of at least 4 bytes such as 1048576, 256M or 1G, got " + v.kind());
    }
}
