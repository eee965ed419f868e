package dev.clusterjob.logs;

import dev.clusterjob.logs.LogLines.Line;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * A log's physical lines, each numbered as the line it was pasted on: cleaned ({@link LogCleaner}), an escaped string's lines
 * one each ({@link EscapedString}), a doubled paste's added blank lines dropped and the frame taken off ({@link WrapSample}).
 * The first {@value WrapSample#SAMPLE} lines are read ahead ({@link #sample}) to learn how the log was pasted; {@link LogLines}
 * joins the pieces of a line cut at a column.
 */
final class PhysicalLines {
    private final BufferedReader in;
    /** The lines read ahead: the sample's, then the one {@link #peek} saw. */
    private final ArrayDeque<Line> physical = new ArrayDeque<>();
    /** The lines of an escaped string not read yet. */
    private final ArrayDeque<String> pieces = new ArrayDeque<>();
    private int read;
    /** What the first lines showed of the paste: null until they are read. */
    private WrapSample wrap;
    /** Whether the paste put a blank line after every line ({@link WrapSample#doubled}): every other blank line of a run is dropped. */
    private boolean doubled;
    /** The blank lines read since the last line with text. */
    private int blanks;

    PhysicalLines(BufferedReader in) {
        this.in = in;
    }

    /** What the first {@value WrapSample#SAMPLE} lines show of how the log was pasted, read from them once. */
    WrapSample sample() throws IOException {
        if (wrap != null) {
            return wrap;
        }
        List<Line> sample = new ArrayList<>();
        String s;
        while (sample.size() < WrapSample.SAMPLE && (s = readText()) != null) {
            sample.add(physicalLine(s));
        }
        doubled = WrapSample.doubled(sample.stream().map(Line::text).toList());
        if (doubled) {
            sample = sample.stream().filter(l -> single(l.text())).toList();
        }
        wrap = new WrapSample(sample);
        physical.addAll(wrap.lines());
        return wrap;
    }

    /** The next line (after {@link #sample}), or null at the end. */
    Line next() throws IOException {
        if (!physical.isEmpty()) {
            return physical.poll();
        }
        return readRaw();
    }

    /** The line {@link #next} returns next, or null at the end. */
    Line peek() throws IOException {
        if (physical.isEmpty()) {
            Line l = readRaw();
            if (l == null) {
                return null;
            }
            physical.add(l);
        }
        return physical.peek();
    }

    /** Whether a line of a doubled paste is the log's own: every line with text and every second blank line of a run. */
    private boolean single(String text) {
        if (!text.isBlank()) {
            blanks = 0;
            return true;
        }
        return ++blanks % 2 == 0;
    }

    /** The next line after the sample, cleaned (a doubled paste's added blank lines skipped), or null at the end. */
    private Line readRaw() throws IOException {
        String s;
        while ((s = readText()) != null) {
            Line l = physicalLine(s);
            if (!doubled || single(l.text())) {
                return wrap.strip(l); // without the frame, unless it comes off after the join
            }
        }
        return null;
    }

    /**
     * The next line's text: a physical line, or the next of the lines an escaped string on one held ({@link EscapedString}),
     * each numbered as the physical line they were pasted on.
     */
    private String readText() throws IOException {
        if (!pieces.isEmpty()) {
            return pieces.poll();
        }
        String s = in.readLine();
        if (s == null) {
            return null;
        }
        read++;
        List<String> held = EscapedString.lines(s);
        pieces.addAll(held.subList(1, held.size()));
        return held.get(0);
    }

    /** A line's text cleaned, with its length as it was cut (read only where the cleaner changed its length). */
    private Line physicalLine(String s) {
        String clean = LogCleaner.clean(s);
        return new Line(read, clean, clean.length() == s.length() ? 0 : LogCleaner.cutLength(s) - clean.length());
    }
}
