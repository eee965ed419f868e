package dev.clusterjob.probe;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses {@code ibv_devinfo} (and {@code ibv_devinfo -v}) text into ports: {@code hca_id:} starts a
 * device, {@code port:} a port, then {@code state:}, {@code phys_state:}, {@code link_layer:} and,
 * with -v, {@code GID[  3]:  0000:...:0b00:0048, RoCE v2} lines (the type suffix is printed by
 * rdma-core since 2020, linux-rdma/rdma-core#682). Used when /sys/class/infiniband lists no port.
 */
public final class IbvDevinfo {
    private static final Pattern GID = Pattern.compile("GID\\[\\s*(\\d+)\\]:\\s*([0-9a-fA-F:]+)(?:,\\s*(.+))?");

    private IbvDevinfo() {
    }

    public static List<NodeFacts.IbPort> parse(String text) {
        List<NodeFacts.IbPort> out = new ArrayList<>();
        String dev = null;
        Integer port = null;
        String state = null;
        String phys = null;
        String layer = null;
        String rate = null;
        List<NodeFacts.Gid> gids = new ArrayList<>();
        for (String raw : text.split("\n")) {
            String l = raw.strip();
            String low = l.replace("*", "");
            if (low.startsWith("hca_id:") || low.startsWith("port:")) {
                if (dev != null && port != null) {
                    out.add(new NodeFacts.IbPort(dev, port, state, phys, layer, rate, List.copyOf(gids)));
                }
                port = null;
                state = phys = layer = rate = null;
                gids = new ArrayList<>();
                String v = low.substring(low.indexOf(':') + 1).strip();
                if (low.startsWith("hca_id:")) {
                    dev = v;
                } else if (v.matches("\\d+")) {
                    port = Integer.parseInt(v);
                }
                continue;
            }
            if (port == null) {
                continue;
            }
            Matcher g = GID.matcher(low);
            if (g.find()) {
                gids.add(new NodeFacts.Gid(Integer.parseInt(g.group(1)), g.group(2), null, g.group(3) == null ? null : g.group(3).strip()));
            } else if (low.startsWith("state:")) {
                state = CollectorOutput.stateWord(low.substring(6));
            } else if (low.startsWith("phys_state:")) {
                phys = CollectorOutput.stateWord(low.substring(11));
            } else if (low.startsWith("link_layer:")) {
                layer = low.substring(11).strip();
            } else if (low.startsWith("active_speed:")) {
                rate = low.substring(13).strip();
            }
        }
        if (dev != null && port != null) {
            out.add(new NodeFacts.IbPort(dev, port, state, phys, layer, rate, List.copyOf(gids)));
        }
        return out;
    }
}
