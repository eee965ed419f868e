package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The real-world doctor corpus as data: the open part (realworld/doctor) and, where this checkout has it, the
 * sealed part (realworld/doctor-sealed), each an index.tsv naming its logs with the expected cause code and the
 * node and peer that cause must name (format in realworld/doctor/README.md), and how one diagnosis is judged.
 */
final class DoctorCorpus {
    static final Path OPEN = Path.of("src/test/resources/realworld/doctor");
    static final Path SEALED = Path.of("src/test/resources/realworld/doctor-sealed");

    private DoctorCorpus() {
    }

    /** How doctor did on one log: right, the cause right but the node or peer not named, or the cause wrong. */
    enum Verdict {
        RIGHT("right"), NAMING("naming"), CAUSE("cause");

        final String word;

        Verdict(String word) {
            this.word = word;
        }

        static Verdict of(String word, String where) {
            for (Verdict v : values()) {
                if (v.word.equals(word)) {
                    return v;
                }
            }
            throw new IllegalStateException(where + ": expected 'cause' or 'naming', got '" + word + "'");
        }
    }

    /** A verdict and, unless right, what was expected and what doctor said. */
    record Judgement(Verdict verdict, String why) {
    }

    /**
     * One index line. {@code expect}: codes, the first the cause; empty for a healthy log. {@code nodes},
     * {@code peers}: the names the cause finding must carry (any one of them); empty when the log names none.
     */
    record Entry(Path dir, String file, String cls, List<String> expect, String versions, String source,
                 List<String> nodes, List<String> peers) {
        Path log() {
            return dir.resolve(file);
        }

        @Override
        public String toString() {
            return file + " [" + cls + "]";
        }
    }

    static List<Entry> read(Path dir) throws IOException {
        List<Entry> out = new ArrayList<>();
        List<String> lines = Files.readAllLines(dir.resolve("index.tsv"), StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", -1);
            if (f.length != 7) {
                throw new IllegalStateException(dir.resolve("index.tsv") + ":" + (i + 1)
                        + ": expected 7 tab-separated fields (file, class, expect, versions, source, node, peer), got " + f.length);
            }
            out.add(new Entry(dir, f[0], f[1], list(f[2], ","), f[3], f[4], list(f[5], "\\|"), list(f[6], "\\|")));
        }
        return out;
    }

    private static List<String> list(String field, String separator) {
        return field.equals("-") ? List.of() : Arrays.asList(field.split(separator));
    }

    static List<Finding> diagnose(Entry e) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(e.log(), StandardCharsets.UTF_8)) {
            return new LogDoctor(DoctorRules.bundled()).diagnose(e.file(), in, NodeMap.empty());
        }
    }

    static Judgement judge(Entry e, List<Finding> fs) {
        if (e.expect().isEmpty()) {
            List<String> errors = fs.stream().filter(f -> f.severity() == Severity.ERROR).map(Finding::code).toList();
            return errors.isEmpty() ? right() : new Judgement(Verdict.CAUSE, "expected no error, got " + errors);
        }
        List<String> codes = fs.stream().map(Finding::code).toList();
        if (codes.isEmpty()) {
            return new Judgement(Verdict.CAUSE, "expected " + e.expect() + ", got no finding");
        }
        if (!codes.get(0).equals(e.expect().get(0))) {
            return new Judgement(Verdict.CAUSE, "expected " + e.expect().get(0) + " first, got " + codes);
        }
        for (String c : e.expect()) {
            if (!codes.contains(c)) {
                return new Judgement(Verdict.CAUSE, "expected " + c + " among " + codes);
            }
        }
        Finding cause = fs.get(0);
        if (!e.nodes().isEmpty() && !names(e.nodes(), cause.host())) {
            return new Judgement(Verdict.NAMING, "expected the cause to name node " + String.join(" or ", e.nodes())
                    + ", it names host " + cause.host());
        }
        if (!e.peers().isEmpty() && !names(e.peers(), cause.peer()) && !names(e.peers(), cause.peerNode())) {
            return new Judgement(Verdict.NAMING, "expected the cause to name peer " + String.join(" or ", e.peers())
                    + ", it names peer " + cause.peer() + (cause.peerNode() == null ? "" : " (" + cause.peerNode() + ")"));
        }
        return right();
    }

    private static Judgement right() {
        return new Judgement(Verdict.RIGHT, null);
    }

    /** True when {@code actual} is one of {@code expected}, ignoring case and, for host names, the domain. */
    static boolean names(List<String> expected, String actual) {
        if (actual == null) {
            return false;
        }
        return expected.stream().anyMatch(x -> shortName(x).equals(shortName(actual)));
    }

    private static final Pattern ADDRESS = Pattern.compile("[0-9.]+|.*:.*");

    private static String shortName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (ADDRESS.matcher(n).matches()) {
            return n;
        }
        int dot = n.indexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }

    /** The known misses read once per corpus directory (dspeed: the corpus test read the file again for each of its 1,031 cases). */
    private static final Map<Path, Map<String, Verdict>> KNOWN_MISSES = new java.util.concurrent.ConcurrentHashMap<>();

    /** realworld/doctor/known-misses.tsv: log file -> the kind of miss doctor makes on it today (read-only). */
    static Map<String, Verdict> knownMisses(Path dir) throws IOException {
        try {
            return KNOWN_MISSES.computeIfAbsent(dir, d -> {
                try {
                    return java.util.Collections.unmodifiableMap(readKnownMisses(d));
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
        } catch (java.io.UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** A list file's lines in sorted order, blank lines and # comments left out (the sweeps' misses files). */
    static TreeSet<String> listedLines(Path file) throws IOException {
        TreeSet<String> out = new TreeSet<>();
        for (String l : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (!l.isBlank() && !l.startsWith("#")) {
                out.add(l);
            }
        }
        return out;
    }

    private static Map<String, Verdict> readKnownMisses(Path dir) throws IOException {
        Map<String, Verdict> out = new LinkedHashMap<>();
        Path file = dir.resolve("known-misses.tsv");
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            String where = file + ":" + (i + 1);
            if (f.length < 2 || out.put(f[0], Verdict.of(f[1], where)) != null) {
                throw new IllegalStateException(where + ": expected 'FILE<TAB>cause|naming', each file once: " + line);
            }
        }
        return out;
    }

    private static final Pattern CODE_ROW = Pattern.compile("^\\| `([a-z0-9.-]+)` \\|");

    /** Every code a corpus may expect: the bundled rules' codes and the new ones named in CODES.md. */
    static Set<String> vocabulary() throws IOException {
        Set<String> codes = new TreeSet<>();
        DoctorRules.bundled().rules().forEach(r -> codes.add(r.code()));
        for (String line : Files.readAllLines(OPEN.resolve("CODES.md"), StandardCharsets.UTF_8)) {
            Matcher m = CODE_ROW.matcher(line);
            if (m.find()) {
                codes.add(m.group(1));
            }
        }
        return codes;
    }

    /** The open logs doctor gets right as written that have a cause (healthy logs have no cause line to cut around or excerpt). */
    static List<Entry> rightWithCause() {
        try {
            Map<String, Verdict> misses = knownMisses(OPEN);
            return read(OPEN).stream().filter(e -> !misses.containsKey(e.file()) && !e.expect().isEmpty()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
