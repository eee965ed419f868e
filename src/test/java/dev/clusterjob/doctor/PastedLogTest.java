package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.logs.CutLogs;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A log's diagnosis does not change when it is pasted the ways users paste logs: cut at a column (a terminal's copy)
 * or at a blank (a mail or a forum) wherever the cut can be read back (CutLogs says when it cannot), colour codes kept, file names turned into markdown links, HTML's escapes (&amp;lt; for &lt;), a collector's time
 * stamp in front of every line, CRLF line ends; nor, for the cause and the peer, when a launcher's prefix is put in
 * front of every line ({@code [1,0]<stdout>:}, pdsh's {@code host: }, srun's {@code 0: }). Run over every real log of
 * the open corpus and of doctor's golden files, each property with its own random choices.
 */
class PastedLogTest {
    private static final LogDoctor DOCTOR = new LogDoctor(DoctorRules.bundled());
    private static final List<String> LOGS = logs();

    private static List<String> logs() {
        List<String> out = new ArrayList<>();
        for (Path dir : List.of(RealWorldDoctorCorpusTest.DIR, DoctorGoldenTest.DOCTOR, DoctorGoldenTest.FIXTURES)) {
            try (Stream<Path> s = Files.list(dir)) {
                for (Path p : s.filter(p -> p.toString().endsWith(".log") || p.toString().endsWith(".txt")).sorted().toList()) {
                    out.add(Files.readString(p, StandardCharsets.UTF_8));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    /** What a user reads first: each finding's code, severity, host, rank and peer, in order. */
    static List<String> diagnosis(String log) {
        try {
            List<Finding> fs = DOCTOR.diagnose("pasted.log", new BufferedReader(new StringReader(log)), NodeMap.empty());
            return fs.stream().map(f -> f.code() + " " + f.severity() + " host=" + f.host() + " rank=" + f.rank() + " peer=" + f.peer()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The cause and what it names that a prefix cannot change: the first code, every code, every peer. */
    static List<String> cause(String log) {
        List<String> d = diagnosis(log);
        LinkedHashSet<String> codes = new LinkedHashSet<>();
        List<String> peers = new ArrayList<>();
        for (String f : d) {
            codes.add(f.substring(0, f.indexOf(' ')));
            peers.add(f.substring(f.indexOf(" peer=")));
        }
        return List.of(d.isEmpty() ? "-" : d.get(0).substring(0, d.get(0).indexOf(' ')), codes.toString(), new LinkedHashSet<>(peers).toString());
    }

    @Provide
    Arbitrary<Integer> log() {
        return Arbitraries.integers().between(0, LOGS.size() - 1);
    }

    /** A log and a column at which it can be read back (CutLogs: no line exactly that long, no piece that starts a line). */
    record Cut(int log, int width) {
    }

    /**
     * Cut again or prefixed piece by piece, a log pasted already cut at a column (open-r1-620's, at 137) can be joined by no
     * reader: the cuts and the line prefixes are pasted onto logs as their programs wrote them; that log is its own case.
     */
    private static boolean asWritten(int log) {
        return !CutLogs.alreadyCut(CutLogs.lines(LOGS.get(log)));
    }

    private static boolean clear(Cut c, boolean column) {
        List<String> lines = CutLogs.lines(LOGS.get(c.log()));
        return asWritten(c.log()) && (column ? CutLogs.clearAtColumn(lines, c.width()) : CutLogs.clearAtBlanks(lines, c.width()));
    }

    private Arbitrary<Cut> cuts(boolean column) {
        return Combinators.combine(log(), Arbitraries.integers().between(50, 220)).as(Cut::new).filter(c -> clear(c, column));
    }

    @Provide
    Arbitrary<Cut> atColumn() {
        return cuts(true);
    }

    @Provide
    Arbitrary<Cut> atBlanks() {
        return cuts(false);
    }

    @Property(tries = 100)
    void cutAtAColumn(@ForAll("atColumn") Cut c) {
        String log = LOGS.get(c.log());
        assertEquals(diagnosis(log), diagnosis(CutLogs.text(CutLogs.atColumn(CutLogs.lines(log), c.width()))), "log " + c.log() + " cut at column " + c.width());
    }

    @Property(tries = 100)
    void cutAtBlanks(@ForAll("atBlanks") Cut c) {
        String log = LOGS.get(c.log());
        assertEquals(diagnosis(log), diagnosis(CutLogs.text(CutLogs.atBlanks(CutLogs.lines(log), c.width()))), "log " + c.log() + " cut at blanks before column " + c.width());
    }

    /** Most logs can be cut clearly at some column (every tenth from 50 to 220 tried): the properties are not about a handful of easy logs. */
    @org.junit.jupiter.api.Test
    void mostLogsHaveClearCuts() {
        int atColumn = 0;
        int atBlanks = 0;
        for (int i = 0; i < LOGS.size(); i++) {
            final int log = i;
            atColumn += java.util.stream.IntStream.iterate(50, w -> w <= 220, w -> w + 10).anyMatch(w -> clear(new Cut(log, w), true)) ? 1 : 0;
            atBlanks += java.util.stream.IntStream.iterate(50, w -> w <= 220, w -> w + 10).anyMatch(w -> clear(new Cut(log, w), false)) ? 1 : 0;
        }
        assertTrue(atColumn * 4 >= LOGS.size() * 3 && atBlanks * 2 >= LOGS.size(), atColumn + " and " + atBlanks + " of " + LOGS.size() + " logs");
    }

    @Property(tries = 100)
    void decorated(@ForAll("log") int i, @ForAll long seed) {
        String log = LOGS.get(i);
        Random r = new Random(seed);
        String pasted = log;
        boolean colour = r.nextBoolean();
        boolean links = r.nextBoolean();
        String stamp = r.nextBoolean() && asWritten(i) ? Arbitraries.of("[2024-05-01 10:00:00] ", "2024-05-01T10:00:00.123Z ", "[Mon Dec  1 10:00:00 2025] ")
                .sample() : null;
        if (colour) {
            pasted = colour(pasted, r);
        }
        if (links) {
            pasted = links(pasted);
        }
        if (stamp != null) {
            pasted = prefixed(pasted, stamp);
        }
        boolean html = r.nextBoolean();
        if (html) {
            pasted = html(pasted);
        }
        if (r.nextBoolean()) {
            pasted = pasted.replace("\n", "\r\n");
        }
        assertEquals(diagnosis(log), diagnosis(pasted), "log " + i + " with colour=" + colour + " links=" + links + " stamp=" + stamp + " html=" + html);
    }

    /** The log as a web page's HTML shows text (a forum's or a blog's source copied): the five escapes, '&' first. */
    private static String html(String log) {
        return log.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;").replace("'", "&#39;");
    }

    @Property(tries = 60)
    void launcherPrefix(@ForAll("logAsWritten") int i, @ForAll("prefix") String prefix) {
        String log = LOGS.get(i);
        assertEquals(cause(log), cause(prefixed(log, prefix)), "log " + i + " with every line prefixed '" + prefix + "'");
    }

    @Provide
    Arbitrary<Integer> logAsWritten() {
        return log().filter(PastedLogTest::asWritten);
    }

    @Provide
    Arbitrary<String> prefix() {
        return Arbitraries.of("[1,0]<stdout>:", "[1,3]<stderr>: ", "gpu-node-07: ", "0: ", " 12: ");
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
