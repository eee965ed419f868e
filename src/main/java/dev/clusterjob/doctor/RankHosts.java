package dev.clusterjob.doctor;

import dev.clusterjob.logs.Ranks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rank to host: the one place that says which host a global rank ran on, as the log tells it (a line prefix that names host and
 * rank, NCCL's {@code comm 0x.. rank R nRanks N} under its {@code host:pid:tid} header, srun's {@code HOST: task N} and
 * {@code launching STEP on host HOST, N tasks: [0-3]}). NCCL numbers ranks per communicator: a rank is looked up in the largest
 * communicator that has it (the world's), and ranks without a communicator size (a launcher's task, torch's global rank) before
 * all. The first host seen for a rank in one communicator size keeps it.
 */
final class RankHosts {
    /** Ranks a launcher or torch numbered globally (no communicator size). */
    private static final int GLOBAL = Integer.MAX_VALUE;
    private static final Pattern RANGE = Pattern.compile("(\\d{1,7})(?:\\s*-\\s*(\\d{1,7}))?");
    private static final int MAX_RANGE = 65_536;
    /** One host of a Python dict of hosts to rank lists; a hostfile's "user@host" is that host. */
    private static final Pattern DICT_ENTRY = Pattern.compile("'(?:[\\w.-]+@)?([A-Za-z0-9][\\w.-]*)': \\[([\\d, ]*)\\]");

    /** Communicator size (largest first) to rank to host. */
    private final TreeMap<Integer, Map<Integer, String>> bySize = new TreeMap<>(java.util.Comparator.reverseOrder());

    /** A global rank's host. */
    void put(int rank, String host) {
        put(rank, host, null);
    }

    /** A rank's host in a communicator of {@code size} ranks (null: a global rank). */
    void put(int rank, String host, Integer size) {
        if (host != null && rank >= 0) {
            bySize.computeIfAbsent(size == null ? GLOBAL : size, k -> new java.util.HashMap<>()).putIfAbsent(rank, host);
        }
    }

    /** Every rank of a list ({@code 0-3}, {@code [0,2-3]}, {@code {1, 5}}) on one host. */
    void putAll(String ranks, String host) {
        for (int r : parse(ranks)) {
            put(r, host);
        }
    }

    /** A launcher's map of hosts to their global ranks, as Python prints a dict ({@code {'gpu-01': [0, 1], 'gpu-02': [2, 3]}}). */
    void putMap(String dict) {
        Matcher m = DICT_ENTRY.matcher(dict == null ? "" : dict);
        while (m.find()) {
            putAll(m.group(2), m.group(1));
        }
    }

    /** The host of this rank, or null. */
    String hostOf(Integer rank) {
        if (rank == null) {
            return null;
        }
        for (Map<Integer, String> ranks : bySize.values()) {
            String host = ranks.get(rank);
            if (host != null) {
                return host;
            }
        }
        return null;
    }

    /** The ranks a list names, in its order: numbers and ranges between any brackets, commas and blanks. */
    static List<Integer> parse(String list) {
        List<Integer> out = new ArrayList<>();
        if (list == null) {
            return out;
        }
        Matcher m = RANGE.matcher(list);
        while (m.find()) {
            Integer from = Ranks.of(m.group(1));
            Integer to = m.group(2) == null ? from : Ranks.of(m.group(2));
            if (from == null || to == null) {
                continue;
            }
            for (int r = from; r <= to && r - from < MAX_RANGE; r++) {
                out.add(r);
            }
        }
        return out;
    }

    /** "11 on gpu-02, 12 on gpu-03" for the ranks of a list whose host is known ("12" alone where not), or null when none is. */
    String where(List<Integer> ranks) {
        List<String> parts = new ArrayList<>();
        boolean any = false;
        for (int r : ranks) {
            String h = hostOf(r);
            any |= h != null;
            parts.add(h == null ? String.valueOf(r) : r + " on " + h);
        }
        return any ? String.join(", ", parts) : null;
    }
}
