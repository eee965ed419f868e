package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.logs.CutLogs;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A log's diagnosis does not change when it is pasted the ways users paste logs: cut at a column (a terminal's copy)
 * or at a blank (a mail or a forum) wherever the cut can be read back (CutLogs says when it cannot), colour codes kept,
 * file names turned into markdown links, HTML's escapes (&amp;lt; for &lt;), a web page's no-break spaces, a collector's time stamp in front of every
 * line, CRLF line ends, a web page's and an editor's shapes ({@link #webPastes}); nor, for the cause and the peer, when a launcher's prefix is put in front of every line
 * ({@code [1,0]<stdout>:}, pdsh's {@code host: }, srun's {@code 0: }). Every real log of the open corpus and of
 * doctor's golden files, every way below (cuts at every third column from 50 to 220), the same ways on every run:
 * the pastes doctor reads differently are exactly those {@code paste-misses.tsv} lists (remove a line when doctor
 * gets it right; a new one fails the test).
 */
class PastedLogTest {
    private static final LogDoctor DOCTOR = new LogDoctor(DoctorRules.bundled());
    private static final Map<String, String> LOGS = logs();
    static final Path MISSES = RealWorldDoctorCorpusTest.DIR.resolve("paste-misses.tsv");
    private static final List<String> STAMPS = List.of("[2024-05-01 10:00:00] ", "2024-05-01T10:00:00.123Z ", "[Mon Dec  1 10:00:00 2025] ",
            "2024/05/01 10:00:00 ", "[10:00:00.123] ", "1733372229.123456 ");
    private static final List<String> PREFIXES = List.of("[1,0]<stdout>:", "[1,3]<stderr>: ", "gpu-node-07: ", "0: ", " 12: ",
            // a frame around every line (PasteFrame): a markdown code block's indentation, docker compose's service column,
            // journald's header, kubectl logs --prefix's and stern's pod columns
            "    ", "trainer-1  | ", "Dec 05 03:00:00 gpu-node-07 python3[12345]: ", "[pod/trainer-worker-1/pytorch] ",
            "trainer-worker-1 pytorch ");

    /** Every log by name (its folder's last part, a slash, its file name), in name order. */
    private static Map<String, String> logs() {
        Map<String, String> out = new LinkedHashMap<>();
        for (Path dir : List.of(RealWorldDoctorCorpusTest.DIR, DoctorGoldenTest.DOCTOR, DoctorGoldenTest.FIXTURES)) {
            try (Stream<Path> s = Files.list(dir)) {
                for (Path p : s.filter(p -> p.toString().endsWith(".log") || p.toString().endsWith(".txt")).sorted().toList()) {
                    out.put(dir.getFileName() + "/" + p.getFileName(), Files.readString(p, StandardCharsets.UTF_8));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    /**
     * Cut again or prefixed piece by piece, a log pasted already cut at a column (open-r1-620's, at 137) can be joined by no
     * reader: the cuts and the line prefixes are pasted onto logs as their programs wrote them; that log is its own case.
     */
    private static boolean asWritten(String log) {
        return !CutLogs.alreadyCut(CutLogs.lines(log));
    }

    /** The ways {@code log} is pasted, by name: each cut a reader can join, each decoration alone and all at once, each prefix. */
    static Map<String, String> pastes(String log) {
        Map<String, String> out = new LinkedHashMap<>();
        if (asWritten(log)) {
            List<String> lines = CutLogs.lines(log);
            for (int w = 50; w <= 220; w += 3) {
                if (CutLogs.clearAtColumn(lines, w)) {
                    out.put("cut at column " + w, CutLogs.text(CutLogs.atColumn(lines, w)));
                }
                if (CutLogs.clearAtBlanks(lines, w)) {
                    out.put("cut at blanks before column " + w, CutLogs.text(CutLogs.atBlanks(lines, w)));
                }
            }
            for (String stamp : STAMPS) {
                out.put(stamped(stamp), prefixed(log, stamp));
            }
        }
        out.put("coloured", colour(log, new Random(log.length())));
        out.put("with links", links(log));
        out.put("HTML-escaped", html(log));
        out.put("CRLF", log.replace("\n", "\r\n"));
        out.put("no-break spaces", log.replace(' ', '\u00A0'));
        out.putAll(webPastes(log));
        out.put("all of them", html(prefixed(links(colour(log, new Random(log.length()))), STAMPS.get(0))).replace("\n", "\r\n"));
        return out;
    }

    /**
     * The shapes a web page, a mail or an editor gives a whole paste, each found in open logs as published: a blank line after
     * every line (a page's paragraphs copied: autoformer-25, deepspeed-5318, dekr-18), every line behind a quote marker
     * (adios2-3456, cime-3303, hypre-1231) or a tab (a code block: gvnn-19, genopred-46 tab most lines), behind a viewer's line
     * number (parthenon-237's CI page, ray-8883's and burrmill-17's vim), typographic quotes and full-width colons (ct3d-5,
     * chatlaw-39; loss-landscape-20, nccl-1170), blanks after every line (must-7, accelerate-3413, anomalydiffusion-56).
     */
    static Map<String, String> webPastes(String log) {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("blank line after every line", log.replace("\n", "\n\n"));
        out.put("quoted '> '", prefixed(log, "> "));
        out.put("tab-indented", prefixed(log, "\t"));
        out.put("line-numbered", numbered(log));
        out.put("typographic quotes and colons", typographic(log));
        out.put("trailing blanks", log.replace("\n", "   \n"));
        return out;
    }

    /** Each line behind its number and a blank, from 1, as a CI job's page shows it. */
    static String numbered(String log) {
        StringBuilder b = new StringBuilder();
        int n = 0;
        for (String line : log.split("\n", -1)) {
            b.append(++n).append(' ').append(line).append('\n');
        }
        return b.toString();
    }

    /** A word processor's quotes (an opening one after a blank, a closing one elsewhere) and an input method's full-width colon. */
    static String typographic(String log) {
        StringBuilder b = new StringBuilder(log.length());
        boolean open = true;
        for (int i = 0; i < log.length(); i++) {
            char c = log.charAt(i);
            boolean start = i == 0 || Character.isWhitespace(log.charAt(i - 1));
            if (c == '\'') {
                b.append(start ? '\u2018' : '\u2019');
            } else if (c == '"') {
                b.append(open ? '\u201C' : '\u201D');
                open = !open;
            } else {
                b.append(c);
            }
        }
        return b.toString().replace(": ", "\uFF1A ");
    }

    /**
     * Every log's pastes, the logs side by side (a parallel stream: LogDoctor keeps no state between diagnoses, its caches are
     * concurrent), so that the test takes both cores when the suite leaves one free; the misses are sorted, as before.
     */
    @Test
    void everyPasteReadsAsTheLogDoes() throws IOException {
        TreeSet<String> misses = LOGS.entrySet().parallelStream().flatMap(e -> missesOf(e.getKey(), e.getValue()).stream())
                .collect(Collectors.toCollection(TreeSet::new));
        Files.createDirectories(Path.of("target"));
        Files.write(Path.of("target/paste-differences.tsv"), misses);
        List<String> listed = DoctorCorpus.listedLines(MISSES).stream().filter(l -> tried(l) && !EscapedPasteTest.listedHere(l)).toList();
        // the whole list as found (the assertion's message is cut short where many lines differ)
        Files.write(Path.of("target", "paste-differences.tsv"), misses);
        assertEquals(String.join("\n", listed), String.join("\n", misses),
                "the pastes doctor reads differently from the log (" + MISSES + ": remove what it now gets right;"
                        + " target/paste-differences.tsv has what doctor reads differently now)");
    }

    /** {@code -Dcj.paste.all=true}: every paste on every log (about twice the diagnoses the unit tests' run makes). */
    static final boolean ALL_CUTS = Boolean.getBoolean("cj.paste.all");
    private static final Pattern CUT = Pattern.compile("\tcut at (?:column|blanks before column) (\\d+)$");

    /**
     * Whether the unit tests' run tries the paste {@code FILE<TAB>HOW}, in turn from a place the file name chooses (String's
     * hash is fixed by the language), so that a new log moves no other log's pastes: of the 57 cut columns (50 to 220, every
     * third) every sixth, so every column meets a sixth of the logs; of the time stamps and of the line prefixes every
     * third, so each meets a third of the logs; every other paste always. {@link #ALL_CUTS} tries them all;
     * paste-misses.tsv lists what either way finds.
     */
    static boolean tried(String line) {
        if (ALL_CUTS) {
            return true;
        }
        int tab = line.indexOf('\t');
        String file = line.substring(0, tab);
        Matcher m = CUT.matcher(line);
        if (m.find()) {
            return Math.floorMod(file.hashCode() + (Integer.parseInt(m.group(1)) - 50) / 3, 6) == 0;
        }
        int turn = turnOf(line.substring(tab + 1));
        return turn < 0 || Math.floorMod(file.hashCode() + turn, 3) == 0;
    }

    /** The place of a paste among the time stamps or among the line prefixes, -1 for any other paste. */
    private static int turnOf(String how) {
        for (int i = 0; i < STAMPS.size(); i++) {
            if (how.equals(stamped(STAMPS.get(i)))) {
                return i;
            }
        }
        for (int i = 0; i < PREFIXES.size(); i++) {
            if (how.equals(prefixedWay(PREFIXES.get(i)))) {
                return i;
            }
        }
        return -1;
    }

    private static String stamped(String stamp) {
        return "stamped '" + stamp + "'";
    }

    private static String prefixedWay(String prefix) {
        return "prefixed '" + prefix + "' (cause and peers)";
    }

    /** The pastes of one log that doctor reads differently from the log, as {@code FILE<TAB>HOW}. */
    private static List<String> missesOf(String file, String log) {
        List<String> misses = new ArrayList<>();
        List<String> whole = diagnosis(log);
        // Many pastes are the same text (a cut at a column past the log's longest line leaves it as it was, and
        // so do the wider cuts after it): each text is diagnosed once per log, the same comparisons still made.
        Map<String, List<String>> read = new HashMap<>(Map.of(log, whole));
        for (Map.Entry<String, String> p : pastes(log).entrySet()) {
            if (!tried(file + "\t" + p.getKey())) {
                continue;
            }
            boolean allOfThem = p.getKey().equals("all of them") && !asWritten(log);
            if (!allOfThem && !whole.equals(read.computeIfAbsent(p.getValue(), PastedLogTest::diagnosis))) {
                misses.add(file + "\t" + p.getKey());
            }
        }
        if (asWritten(log)) {
            List<String> cause = causeIn(whole); // the log's own diagnosis, read above
            for (String prefix : PREFIXES) {
                String way = file + "\t" + prefixedWay(prefix);
                if (tried(way) && !cause.equals(cause(prefixed(log, prefix)))) {
                    misses.add(way);
                }
            }
        }
        return misses;
    }

    /** Most logs can be cut clearly at some column (every tenth from 50 to 220 tried): the sweep is not about a handful of easy logs. */
    @Test
    void mostLogsHaveClearCuts() {
        int atColumn = 0;
        int atBlanks = 0;
        for (String log : LOGS.values()) {
            List<String> lines = CutLogs.lines(log);
            boolean written = asWritten(log);
            atColumn += written && IntStream.iterate(50, w -> w <= 220, w -> w + 10).anyMatch(w -> CutLogs.clearAtColumn(lines, w)) ? 1 : 0;
            atBlanks += written && IntStream.iterate(50, w -> w <= 220, w -> w + 10).anyMatch(w -> CutLogs.clearAtBlanks(lines, w)) ? 1 : 0;
        }
        assertTrue(atColumn * 4 >= LOGS.size() * 3 && atBlanks * 2 >= LOGS.size(), atColumn + " and " + atBlanks + " of " + LOGS.size() + " logs");
    }

    /** What a user reads first: each finding's code, severity, host, rank and peer, in order. */
    static List<String> diagnosis(String log) {
        try {
            // a buffer no larger than the text: the default 8,192 characters, zeroed for each of the test's quarter million pastes, cost more than small logs' reading
            List<Finding> fs = DOCTOR.diagnose("pasted.log", new BufferedReader(new StringReader(log), Math.max(1, Math.min(8192, log.length()))), NodeMap.empty());
            return fs.stream().map(f -> f.code() + " " + f.severity() + " host=" + f.host() + " rank=" + f.rank() + " peer=" + f.peer()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The cause and what it names that a prefix cannot change: the first code, every code, every peer. */
    static List<String> cause(String log) {
        return causeIn(diagnosis(log));
    }

    /** {@link #cause} of a diagnosis already made. */
    static List<String> causeIn(List<String> d) {
        LinkedHashSet<String> codes = new LinkedHashSet<>();
        List<String> peers = new ArrayList<>();
        for (String f : d) {
            codes.add(f.substring(0, f.indexOf(' ')));
            peers.add(f.substring(f.indexOf(" peer=")));
        }
        return List.of(d.isEmpty() ? "-" : d.get(0).substring(0, d.get(0).indexOf(' ')), codes.toString(), new LinkedHashSet<>(peers).toString());
    }

    /** The log as a web page's HTML shows text (a forum's or a blog's source copied): the five escapes, '&' first. */
    private static String html(String log) {
        return log.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;").replace("'", "&#39;");
    }

    private static final Pattern WORD = Pattern.compile("(?<=^| )(WARN|ERROR|error|INFO|Traceback|RuntimeError)(?= |:)");

    /** A terminal's colour around the words a logger colours. */
    static String colour(String log, Random r) {
        Matcher m = WORD.matcher(log);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            String code = r.nextBoolean() ? "\u001B[1;31m" : "\u001B[33m";
            m.appendReplacement(b, Matcher.quoteReplacement(code + m.group(1) + "\u001B[0m"));
        }
        m.appendTail(b);
        return b.toString();
    }

    private static final Pattern FILE = Pattern.compile("\\b([A-Za-z_][\\w/]*\\.(?:cc|py|cu|cpp|sh))(:\\d+)?\\b");

    /** A chat tool's links for file names: {@code init.cc:12} becomes {@code [init.cc](http://init.cc):12}. */
    static String links(String log) {
        return FILE.matcher(log).replaceAll(m -> Matcher.quoteReplacement("[" + m.group(1) + "](http://" + m.group(1) + ")"
                + (m.group(2) == null ? "" : m.group(2))));
    }

    static String prefixed(String log, String prefix) {
        StringBuilder b = new StringBuilder();
        for (String line : log.split("\n", -1)) {
            b.append(prefix).append(line).append('\n');
        }
        return b.toString();
    }
}
