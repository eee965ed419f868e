package dev.clusterjob.doctor;

import dev.clusterjob.doctor.DoctorCorpus.Entry;
import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A log keeps its cause when the user pastes only part of it. Users rarely paste a whole log: they paste the last screenful
 * (from a few lines before the error to the end), the part from the start to a little past the error where they stopped
 * copying, or only the lines around the error. For every open log doctor gets right as written (every failing log
 * known-misses.tsv does not list) whose cause finding carries a line number L, these parts are read ({@link #CUTS}):
 * <ul>
 * <li>{@code tail K}: lines L-K to the end, K = 0, 3, 15;</li>
 * <li>{@code head K}: lines 1 to L+K, K = 0, 3;</li>
 * <li>{@code window 10}: lines L-10 to L+10.</li>
 * </ul>
 * A part that is the whole log (the cause near its start or end) is not a cut and is not tried. Each part must give the
 * same first code as the log as written. Its cause must name the same node only when the part still carries, as a word,
 * the node the log's index line expects ({@link HostShapeTest#carried}): a part that lost every line naming the node cannot
 * name it, and the node is then not asked for; the same for the peer. The node is the same as the corpus judges one (domain
 * and case aside), and a node the index gives as an alternative ({@code a|b}) counts as the one the whole log names. The peer
 * must be the same as written. The parts doctor reads differently are exactly those {@code partial-misses.tsv} lists
 * ({@code LOG<TAB>CUT}): a new one fails the test, and so does a listed one doctor now gets right (remove its line).
 * target/partial-differences.tsv has what changed. Every cut on every log, each run: the logs' own diagnoses cost about as
 * much as all their parts (a rotation of half the cuts was measured no cheaper, docs/testing.md).
 */
class PartialPasteTest {
    private static final LogDoctor DOCTOR = new LogDoctor(DoctorRules.bundled());
    static final Path MISSES = RealWorldDoctorCorpusTest.DIR.resolve("partial-misses.tsv");

    /** A cut: its name in partial-misses.tsv and the lines it keeps of a log of {@code n} lines whose cause is on line {@code l} (1-based, inclusive). */
    enum Cut {
        TAIL_0("tail 0"), TAIL_3("tail 3"), TAIL_15("tail 15"), HEAD_0("head 0"), HEAD_3("head 3"), WINDOW_10("window 10");

        final String label;

        Cut(String label) {
            this.label = label;
        }

        /** The first and last line kept (1-based). */
        int[] keeps(int l, int n) {
            return switch (this) {
                case TAIL_0 -> new int[] {l, n};
                case TAIL_3 -> new int[] {Math.max(1, l - 3), n};
                case TAIL_15 -> new int[] {Math.max(1, l - 15), n};
                case HEAD_0 -> new int[] {1, Math.min(n, l)};
                case HEAD_3 -> new int[] {1, Math.min(n, l + 3)};
                case WINDOW_10 -> new int[] {Math.max(1, l - 10), Math.min(n, l + 10)};
            };
        }
    }

    static final List<Cut> CUTS = List.of(Cut.values());

    private static final List<Entry> ENTRIES = DoctorCorpus.rightWithCause();

    @Test
    void partsKeepTheCause() throws IOException {
        Map<String, String> found = ENTRIES.parallelStream().flatMap(e -> differences(e).entrySet().stream())
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a, TreeMap::new));
        Files.createDirectories(Path.of("target"));
        Files.write(Path.of("target/partial-differences.tsv"), found.entrySet().stream().map(x -> x.getKey() + "\t" + x.getValue()).toList());
        List<String> listed = List.copyOf(DoctorCorpus.listedLines(MISSES));
        List<String> unlisted = found.keySet().stream().filter(k -> !listed.contains(k)).map(k -> k + "\t" + found.get(k)).limit(100).toList();
        assertEquals(String.join("\n", listed), String.join("\n", found.keySet()),
                "the parts of logs doctor reads differently from the whole log (" + MISSES
                        + ": remove what it now gets right; target/partial-differences.tsv has what changed); not listed:\n" + String.join("\n", unlisted));
    }

    /** Most logs that doctor gets right have a cause line with a number, and most of those are cut somewhere: the sweep is not about a handful of logs. */
    @Test
    void mostLogsAreCut() {
        long cut = ENTRIES.parallelStream().filter(e -> {
            List<Finding> whole = whole(e);
            if (whole.isEmpty() || whole.get(0).line() <= 0) {
                return false;
            }
            int n = lines(read(e)).size();
            return CUTS.stream().anyMatch(c -> !Arrays.equals(c.keeps(whole.get(0).line(), n), new int[] {1, n}));
        }).count();
        assertTrue(cut * 4 >= ENTRIES.size() * 3, cut + " of " + ENTRIES.size() + " logs");
    }

    /** {@code LOG<TAB>CUT} -> what changed, for one log and every cut tried on it. */
    private static Map<String, String> differences(Entry e) {
        String log = read(e);
        List<Finding> whole = whole(e);
        Map<String, String> out = new LinkedHashMap<>();
        if (whole.isEmpty() || whole.get(0).line() <= 0) {
            return out;
        }
        Finding cause = whole.get(0);
        List<String> lines = lines(log);
        int n = lines.size();
        Map<String, List<Finding>> read = new HashMap<>();
        for (Cut c : CUTS) {
            int[] k = c.keeps(cause.line(), n);
            if (k[0] == 1 && k[1] == n) {
                continue;
            }
            String part = String.join("\n", lines.subList(k[0] - 1, k[1])) + "\n";
            boolean node = !e.nodes().isEmpty() && HostShapeTest.carried(e.nodes(), part) != null;
            boolean peer = !e.peers().isEmpty() && HostShapeTest.carried(e.peers(), part) != null;
            String want = key(whole, e, null, node, peer);
            String got = key(read.computeIfAbsent(part, PartialPasteTest::diagnose), e, cause, node, peer);
            if (!want.equals(got)) {
                out.put(e.file() + "\t" + c.label, "(" + want + " -> " + got + ")");
            }
        }
        return out;
    }

    /**
     * The first finding's code, and its host and peer where the part still names them: a node as the corpus judges one (its
     * domain and case aside: {@link DoctorCorpus#names}), and a node the index gives as an alternative ({@code a|b}, two nodes
     * that failed alike) is as right in a part as the one the whole log names.
     */
    static String key(List<Finding> fs, Entry e, Finding whole, boolean node, boolean peer) {
        if (fs.isEmpty()) {
            return "no finding";
        }
        Finding f = fs.get(0);
        String host = node && whole != null && f.host() != null && (DoctorCorpus.names(List.of(whole.host() == null ? "" : whole.host()), f.host())
                || DoctorCorpus.names(e.nodes(), f.host())) ? whole.host() : f.host();
        return f.code() + (node ? " host=" + host : "") + (peer ? " peer=" + f.peer() + " peerNode=" + f.peerNode() : "");
    }

    /** The log's physical lines, as doctor numbers them (a last line's newline ends it, it starts no empty line). */
    static List<String> lines(String log) {
        String body = log.endsWith("\n") ? log.substring(0, log.length() - 1) : log;
        return Arrays.asList(body.split("\n", -1));
    }

    /** The log as written, diagnosed once for both tests. */
    private static final Map<String, List<Finding>> WHOLE = new ConcurrentHashMap<>();

    private static List<Finding> whole(Entry e) {
        return WHOLE.computeIfAbsent(e.file(), f -> diagnose(read(e)));
    }

    private static String read(Entry e) {
        try {
            return Files.readString(e.log(), StandardCharsets.UTF_8);
        } catch (IOException x) {
            throw new UncheckedIOException(x);
        }
    }

    static List<Finding> diagnose(String log) {
        try {
            return DOCTOR.diagnose("part.log", new BufferedReader(new StringReader(log), Math.max(1, Math.min(8192, log.length()))), NodeMap.empty());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
