package dev.clusterjob.doctor;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Addresses of the job's nodes, so that a peer IP in a log ({@code Got completion from peer
 * 33.254.160.139}) can be named ({@code node2}). Built by resolving each node name; names that do
 * not resolve are listed in {@link #unresolved()}.
 */
public final class NodeMap {
    /** Resolves a host name to its addresses (textual); the real one uses the system resolver (/etc/hosts, DNS). */
    @FunctionalInterface
    public interface Resolver {
        List<String> addresses(String host) throws UnknownHostException;
    }

    /** The system resolver ({@link InetAddress#getAllByName}). */
    public static final Resolver SYSTEM = host -> {
        List<String> out = new ArrayList<>();
        for (InetAddress a : InetAddress.getAllByName(host)) {
            out.add(a.getHostAddress());
        }
        return out;
    };

    private static final NodeMap EMPTY = new NodeMap(Map.of(), List.of());

    private final Map<String, String> byAddress;
    private final List<String> unresolved;

    private NodeMap(Map<String, String> byAddress, List<String> unresolved) {
        this.byAddress = Collections.unmodifiableMap(byAddress);
        this.unresolved = List.copyOf(unresolved);
    }

    public static NodeMap empty() {
        return EMPTY;
    }

    /** Resolves every node (the first node claiming an address keeps it). */
    public static NodeMap resolve(List<String> nodes, Resolver resolver) {
        Map<String, String> map = new LinkedHashMap<>();
        List<String> bad = new ArrayList<>();
        for (String n : nodes) {
            try {
                for (String a : resolver.addresses(n)) {
                    map.putIfAbsent(normalize(a), n);
                }
            } catch (UnknownHostException | SecurityException e) {
                bad.add(n);
            }
        }
        return new NodeMap(map, bad);
    }

    /** The node with this address, or null. */
    public String node(String address) {
        return address == null ? null : byAddress.get(normalize(address));
    }

    public List<String> unresolved() {
        return unresolved;
    }

    public boolean isEmpty() {
        return byAddress.isEmpty();
    }

    /** IPv4-mapped forms ({@code ::ffff:10.0.0.1}) and brackets reduce to the plain address. */
    static String normalize(String a) {
        String s = a.trim();
        if (s.startsWith("[") && s.endsWith("]")) {
            s = s.substring(1, s.length() - 1);
        }
        if (s.regionMatches(true, 0, "::ffff:", 0, 7) && s.substring(7).matches("\\d+\\.\\d+\\.\\d+\\.\\d+")) {
            s = s.substring(7);
        }
        return s.toLowerCase(java.util.Locale.ROOT);
    }
}
