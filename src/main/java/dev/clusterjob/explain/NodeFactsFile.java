package dev.clusterjob.explain;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.clusterjob.ClusterjobException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The nodes' own facts from {@code clusterjob probe --json} (docs/probe.md): per node its interfaces
 * with their state and addresses, its GPU count and CPU count. Explain names hosts after them,
 * answers {@code ip} and {@code hostname -I} with them, and checks NCCL_SOCKET_IFNAME and
 * GLOO_SOCKET_IFNAME against them.
 */
public record NodeFactsFile(List<Node> nodes) {
    /** One node: interfaces in probe order. */
    public record Node(String name, List<Iface> interfaces, Integer gpus, Integer cpus) {
    }

    /** An interface: "up", "down", "no-carrier" or "unknown", and its IPv4 addresses (with prefix length). */
    public record Iface(String name, String state, List<String> inet) {
    }

    public static NodeFactsFile none() {
        return new NodeFactsFile(List.of());
    }

    public boolean isEmpty() {
        return nodes.isEmpty();
    }

    /** Reads a probe --json file; a file that is not one is a bad-input error naming it. */
    public static NodeFactsFile read(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw ClusterjobException.badInput("--node-facts " + file, "no such file (write it with: clusterjob probe --json > FILE)");
        } catch (IOException e) {
            throw ClusterjobException.badInput("--node-facts " + file, "cannot read: " + e.getMessage());
        }
        Object root;
        try (JsonParser p = new JsonFactory().createParser(text)) {
            p.nextToken();
            root = value(p);
        } catch (IOException e) {
            throw ClusterjobException.badInput("--node-facts " + file, "not JSON: " + e.getMessage().lines().findFirst().orElse(""));
        }
        if (!(root instanceof Map<?, ?> m) || !(m.get("nodes") instanceof List<?> list)) {
            throw ClusterjobException.badInput("--node-facts " + file, "expected the output of clusterjob probe --json (an object with \"nodes\")");
        }
        List<Node> nodes = new ArrayList<>();
        for (Object o : list) {
            if (o instanceof Map<?, ?> n && n.get("node") instanceof String name) {
                nodes.add(node(name, n));
            }
        }
        return new NodeFactsFile(List.copyOf(nodes));
    }

    private static Node node(String name, Map<?, ?> n) {
        List<Iface> ifaces = new ArrayList<>();
        if (n.get("interfaces") instanceof List<?> l) {
            for (Object o : l) {
                if (o instanceof Map<?, ?> i && i.get("name") instanceof String iname) {
                    List<String> inet = new ArrayList<>();
                    if (i.get("inet") instanceof List<?> a) {
                        a.forEach(x -> inet.add(String.valueOf(x)));
                    }
                    ifaces.add(new Iface(iname, i.get("state") instanceof String s ? s : "unknown", List.copyOf(inet)));
                }
            }
        }
        Integer gpus = n.get("gpus") instanceof Map<?, ?> g && g.get("count") instanceof Number c ? c.intValue() : null;
        Integer cpus = null;
        if (n.get("env") instanceof Map<?, ?> e && e.get("nproc") instanceof String s && s.matches("\\d+")) {
            cpus = Integer.valueOf(s);
        }
        return new Node(name, List.copyOf(ifaces), gpus, cpus);
    }

    private static Object value(JsonParser p) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.START_OBJECT) {
            Map<String, Object> m = new LinkedHashMap<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String k = p.currentName();
                p.nextToken();
                m.put(k, value(p));
            }
            return m;
        }
        if (t == JsonToken.START_ARRAY) {
            List<Object> l = new ArrayList<>();
            while (p.nextToken() != JsonToken.END_ARRAY) {
                l.add(value(p));
            }
            return l;
        }
        if (t == JsonToken.VALUE_NUMBER_INT) {
            return p.getLongValue();
        }
        return t == JsonToken.VALUE_NULL ? null : p.getText();
    }

    /** The node called {@code host}, or null. */
    public Node node(String host) {
        return nodes.stream().filter(n -> n.name().equals(host)).findFirst().orElse(null);
    }

    /** The host of {@code hosts} that {@code addr} names: the name itself, its short form, or one of its addresses; else null. */
    public String hostOf(String addr, List<String> hosts) {
        for (String h : hosts) {
            if (h.equals(addr) || addr.startsWith(h + ".") || h.startsWith(addr + ".")) {
                return h;
            }
        }
        for (Node n : nodes) {
            for (Iface i : n.interfaces()) {
                for (String a : i.inet()) {
                    if (a.equals(addr) || a.startsWith(addr + "/")) {
                        return n.name();
                    }
                }
            }
        }
        return null;
    }

    /**
     * Why {@code var=value} cannot work on {@code host}, or null when it can (or the host is not known).
     * NCCL reads a comma list of name prefixes, '=' for exact names and '^' to exclude; gloo exact names.
     */
    public String interfaceProblem(String host, String var, String value) {
        Node n = node(host);
        if (n == null) {
            return null;
        }
        String spec = value;
        boolean nccl = var.startsWith("NCCL");
        boolean exclude = nccl && spec.startsWith("^");
        if (exclude) {
            spec = spec.substring(1);
        }
        boolean exact = !nccl || spec.startsWith("=");
        if (nccl && spec.startsWith("=")) {
            spec = spec.substring(1);
        }
        List<String> have = n.interfaces().stream().map(Iface::name).toList();
        List<String> upMatches = new ArrayList<>();
        List<String> downMatches = new ArrayList<>();
        for (Iface i : n.interfaces()) {
            boolean hit = false;
            for (String t : spec.split(",")) {
                String name = t.contains(":") ? t.substring(0, t.indexOf(':')) : t;
                hit |= !name.isEmpty() && (exact ? i.name().equals(name) : i.name().startsWith(name));
            }
            if (exclude) {
                hit = !hit && !i.name().equals("lo");
            }
            if (hit) {
                (i.state().equals("up") || i.state().equals("unknown") ? upMatches : downMatches).add(i.name() + " " + i.state());
            }
        }
        if (upMatches.isEmpty() && downMatches.isEmpty()) {
            return var + "=" + value + " matches no interface on " + host + " (it has " + String.join(", ", have) + ")";
        }
        if (upMatches.isEmpty()) {
            return var + "=" + value + " on " + host + ": " + String.join(", ", downMatches);
        }
        return null;
    }
}
