package dev.clusterjob.probe;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.Scontrol;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses what the collector script ({@code collect.sh}) prints: {@code srun --label} output is first
 * split per task ({@link #splitTasks}), then each task's text, a series of {@code @@SECTION args}
 * lines each followed by one source's raw output, becomes a {@link NodeFacts} ({@link #parse}) or a
 * list of routes ({@link #parseRoutes}). Pure functions, tested on real output.
 */
public final class CollectorOutput {
    private static final Pattern LABEL = Pattern.compile("^\\s*(\\d+): ?(.*)$");
    // 6: bond0@if7: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc noqueue state UP mode DEFAULT ...
    private static final Pattern LINK = Pattern.compile("^(\\d+):\\s+([^:@\\s]+)(?:@\\S+)?:\\s+<([^>]*)>(.*)$");
    // 6: bond0    inet 10.77.10.11/24 scope global bond0\       valid_lft forever ...
    private static final Pattern ADDR = Pattern.compile("^(\\d+):\\s+(\\S+)\\s+(inet6?)\\s+(\\S+)");
    private static final Pattern MTU = Pattern.compile("\\smtu (\\d+)");
    private static final Pattern OPER = Pattern.compile("\\sstate (\\S+)");

    private CollectorOutput() {
    }

    /** One section: its {@code @@} line's name and arguments, and the lines up to the next section. */
    record Section(String name, String args, List<String> lines) {
    }

    /**
     * Splits {@code srun --label} output into each task's text (task id order). Lines without a label
     * (srun's own messages) are ignored.
     */
    public static Map<Integer, String> splitTasks(String labelled) {
        Map<Integer, StringBuilder> m = new TreeMap<>();
        for (String line : labelled.split("\n", -1)) {
            Matcher x = LABEL.matcher(line);
            if (x.matches()) {
                m.computeIfAbsent(Integer.parseInt(x.group(1)), k -> new StringBuilder()).append(x.group(2)).append('\n');
            }
        }
        Map<Integer, String> out = new LinkedHashMap<>();
        m.forEach((k, v) -> out.put(k, v.toString()));
        return out;
    }

    static List<Section> sections(String text) {
        List<Section> out = new ArrayList<>();
        Section cur = null;
        for (String line : text.split("\n")) {
            if (line.startsWith("@@")) {
                String rest = line.substring(2).strip();
                int sp = rest.indexOf(' ');
                cur = new Section(sp < 0 ? rest : rest.substring(0, sp), sp < 0 ? "" : rest.substring(sp + 1).strip(), new ArrayList<>());
                out.add(cur);
            } else if (cur != null) {
                cur.lines().add(line);
            }
        }
        return out;
    }

    private static String nodeName(List<Section> sections, String where) {
        String node = null;
        boolean end = false;
        for (Section s : sections) {
            if (s.name().equals("node") && !s.args().isEmpty()) {
                node = s.args();
            }
            end |= s.name().equals("end");
        }
        if (node == null || !end) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, where + ": the collector's output is " + (node == null
                    ? "missing its @@node line" : "cut short (no @@end line)") + "; did the task run bash?");
        }
        return node;
    }

    /** The facts of one node from its collector text ({@code where} names the task in messages). */
    public static NodeFacts parse(String text, String where) {
        List<Section> sections = sections(text);
        String node = nodeName(sections, where);
        NodeReading reading = new NodeReading(where);
        for (Section s : sections) {
            SectionReader r = READERS.get(s.name());
            if (r != null) {
                r.read(reading, s); // @@probe, @@node, @@hostname, @@end and a newer collector's sections have none
            }
        }
        return reading.facts(node);
    }

    /** How one kind of section adds to a node's facts. */
    @FunctionalInterface
    private interface SectionReader {
        void read(NodeReading reading, Section section);
    }

    /** The section readers by the {@code @@} name collect.sh prints. */
    private static final Map<String, SectionReader> READERS = Map.ofEntries(
            Map.entry("ip-link", NodeReading::links),
            Map.entry("ip-addr", NodeReading::addresses),
            Map.entry("speed", NodeReading::speed),
            Map.entry("net-dev", NodeReading::netDev),
            Map.entry("ib-port", (r, s) -> r.ports.add(ibPort(s, r.where))),
            Map.entry("ibv_devinfo", (r, s) -> r.ibv = IbvDevinfo.parse(String.join("\n", s.lines()))),
            Map.entry("nvidia-smi", NodeReading::nvidiaSmi),
            Map.entry("rocm-smi", NodeReading::rocmSmi),
            Map.entry("gpu-topology", NodeReading::topology),
            Map.entry("env", NodeReading::env),
            Map.entry("scontrol-node", NodeReading::slurmNode));

    /** What the sections of one node's text have said so far. */
    private static final class NodeReading {
        final String where;
        final Map<String, Iface0> ifaces = new LinkedHashMap<>();
        final List<NodeFacts.IbPort> ports = new ArrayList<>();
        List<NodeFacts.IbPort> ibv = List.of();
        final List<NodeFacts.Gpu> gpus = new ArrayList<>();
        String gpuTool;
        String gpuError;
        final Map<String, String> env = new LinkedHashMap<>();
        final Map<String, String> slurm = new LinkedHashMap<>();
        boolean haveLink;
        String topology;

        NodeReading(String where) {
            this.where = where;
        }

        void links(Section s) {
            haveLink = true;
            for (String l : s.lines()) {
                Matcher m = LINK.matcher(l);
                if (m.find()) {
                    Iface0 i = ifaces.computeIfAbsent(m.group(2), Iface0::new);
                    for (String f : m.group(3).split(",")) {
                        if (!f.isBlank()) {
                            i.flags.add(f.trim());
                        }
                    }
                    Matcher mtu = MTU.matcher(m.group(4));
                    if (mtu.find()) {
                        i.mtu = Integer.parseInt(mtu.group(1));
                    }
                    Matcher st = OPER.matcher(m.group(4));
                    if (st.find()) {
                        i.oper = st.group(1);
                    }
                }
            }
        }

        void addresses(Section s) {
            for (String l : s.lines()) {
                Matcher m = ADDR.matcher(l);
                if (m.find()) {
                    Iface0 i = ifaces.computeIfAbsent(m.group(2), Iface0::new);
                    (m.group(3).equals("inet") ? i.inet : i.inet6).add(m.group(4));
                }
            }
        }

        void speed(Section s) {
            String[] a = s.args().split("\\s+", 2);
            if (a.length == 2 && ifaces.containsKey(a[0])) {
                ifaces.get(a[0]).speed = a[1];
            }
        }

        /** /proc/net/dev: the interfaces' names only, and only when ip-link said nothing. */
        void netDev(Section s) {
            if (haveLink) {
                return;
            }
            for (String l : s.lines()) {
                int colon = l.indexOf(':');
                if (colon > 0 && !l.contains("|")) {
                    ifaces.computeIfAbsent(l.substring(0, colon).strip(), Iface0::new);
                }
            }
        }

        void nvidiaSmi(Section s) {
            gpuTool = "nvidia-smi";
            for (String l : s.lines()) {
                String[] f = l.split(",\\s*");
                if (f.length >= 2 && f[0].strip().matches("\\d+")) {
                    gpus.add(new NodeFacts.Gpu(f[0].strip(), f[1].strip(), f.length > 2 ? f[2].strip() : null,
                            f.length > 3 ? f[3].strip() : null));
                } else if (!l.isBlank() && gpuError == null) {
                    gpuError = l.strip();
                }
            }
        }

        /** rocm-smi's CSV, read only when nvidia-smi found no GPU. */
        void rocmSmi(Section s) {
            if (!gpus.isEmpty()) {
                return;
            }
            gpuTool = "rocm-smi";
            for (String l : s.lines()) {
                String[] f = l.split(",");
                if (f[0].strip().matches("card\\d+")) {
                    gpus.add(new NodeFacts.Gpu(f[0].strip().substring(4), f.length > 1 ? f[f.length - 1].strip() : null, null, null));
                }
            }
            if (gpus.isEmpty() && !s.lines().isEmpty()) {
                gpuError = s.lines().get(0).strip();
            }
        }

        void topology(Section s) {
            // nvidia-smi underlines the header with ANSI escapes even when not on a terminal
            String t = String.join("\n", s.lines()).replaceAll("\u001b\\[[0-9;]*m", "").strip();
            topology = t.isEmpty() ? null : t;
        }

        void env(Section s) {
            for (String l : s.lines()) {
                int eq = l.indexOf('=');
                if (eq > 0) {
                    env.put(l.substring(0, eq), l.substring(eq + 1));
                }
            }
        }

        void slurmNode(Section s) {
            List<Map<String, String>> r = Scontrol.parseRecords(String.join("\n", s.lines()));
            if (!r.isEmpty() && r.get(0).containsKey("NodeName")) {
                slurm.putAll(r.get(0));
            }
        }

        NodeFacts facts(String node) {
            List<NodeFacts.Iface> list = new ArrayList<>();
            for (Iface0 i : ifaces.values()) {
                list.add(new NodeFacts.Iface(i.name, Set.copyOf(i.flags), i.mtu, i.oper, List.copyOf(i.inet), List.copyOf(i.inet6), i.speed));
            }
            String ibSource = !ports.isEmpty() ? "sysfs" : !ibv.isEmpty() ? "ibv_devinfo" : null;
            return new NodeFacts(node, List.copyOf(list), List.of(), List.copyOf(ports.isEmpty() ? ibv : ports), ibSource,
                    List.copyOf(gpus), gpuTool, gpuError, env, slurm, topology);
        }
    }

    private static final class Iface0 {
        final String name;
        final Set<String> flags = new LinkedHashSet<>();
        final List<String> inet = new ArrayList<>();
        final List<String> inet6 = new ArrayList<>();
        Integer mtu;
        String oper;
        String speed;

        Iface0(String name) {
            this.name = name;
        }
    }

    private static NodeFacts.IbPort ibPort(Section s, String where) {
        String[] a = s.args().split("\\s+");
        if (a.length != 2 || !a[1].matches("\\d+")) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, where + ": bad @@ib-port line '" + s.args() + "' (expected DEVICE PORT)");
        }
        Map<String, String> kv = new LinkedHashMap<>();
        List<NodeFacts.Gid> gids = new ArrayList<>();
        for (String l : s.lines()) {
            String[] f = l.strip().split("\\s+", 2);
            if (f[0].equals("gid")) {
                // gid INDEX GID NDEV TYPE...
                String[] g = f.length > 1 ? f[1].split("\\s+", 4) : new String[0];
                if (g.length >= 3 && g[0].matches("\\d+")) {
                    String type = g.length > 3 ? g[3].strip() : null;
                    gids.add(new NodeFacts.Gid(Integer.parseInt(g[0]), g[1], g[2].equals("-") ? null : g[2],
                            type == null || type.equals("?") ? null : type));
                }
            } else if (!f[0].isEmpty()) {
                kv.put(f[0], f.length > 1 ? f[1].strip() : "");
            }
        }
        gids.sort(java.util.Comparator.comparingInt(NodeFacts.Gid::index));
        return new NodeFacts.IbPort(a[0], Integer.parseInt(a[1]), stateWord(kv.get("state")), stateWord(kv.get("phys_state")),
                blank(kv.get("link_layer")), blank(kv.get("rate")), List.copyOf(gids));
    }

    /** "4: ACTIVE" (sysfs) or "PORT_ACTIVE (4)" (ibv_devinfo) -> ACTIVE; "5: LinkUp" -> LinkUp. */
    static String stateWord(String v) {
        if (v == null || v.isBlank()) {
            return null;
        }
        String t = v.strip();
        int colon = t.indexOf(": ");
        if (colon >= 0) {
            t = t.substring(colon + 2).strip();
        }
        int paren = t.indexOf(" (");
        if (paren > 0) {
            t = t.substring(0, paren);
        }
        return t.startsWith("PORT_") ? t.substring(5) : t;
    }

    private static String blank(String s) {
        return s == null || s.isBlank() ? null : s;
    }

    /** The routes of a second-pass ({@code routes ADDR...}) task, with the node it ran on. */
    public record Routes(String node, List<NodeFacts.Route> routes) {
    }

    public static Routes parseRoutes(String text, String where) {
        List<Section> sections = sections(text);
        String node = nodeName(sections, where);
        List<NodeFacts.Route> out = new ArrayList<>();
        for (Section s : sections) {
            if (s.name().equals("route")) {
                out.add(route(s.args(), String.join(" ", s.lines()).strip()));
            }
        }
        return new Routes(node, List.copyOf(out));
    }

    private static final Pattern DEV = Pattern.compile("\\sdev (\\S+)");
    private static final Pattern VIA = Pattern.compile("\\svia (\\S+)");
    private static final Pattern SRC = Pattern.compile("\\ssrc (\\S+)");

    /** One {@code ip -o route get ADDRESS} answer, e.g. {@code 10.77.10.12 dev bond0 src 10.77.10.11 uid 0 \ cache}. */
    static NodeFacts.Route route(String address, String answer) {
        String a = " " + answer;
        Matcher dev = DEV.matcher(a);
        if (!dev.find()) {
            return new NodeFacts.Route(address, null, null, null, false, answer.isEmpty() ? "no answer" : answer);
        }
        Matcher via = VIA.matcher(a);
        Matcher src = SRC.matcher(a);
        return new NodeFacts.Route(address, dev.group(1), via.find() ? via.group(1) : null, src.find() ? src.group(1) : null,
                answer.startsWith("local "), null);
    }
}
