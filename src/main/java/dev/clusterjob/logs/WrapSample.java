package dev.clusterjob.logs;

import dev.clusterjob.logs.LogLines.Line;

import java.util.ArrayList;
import java.util.List;

/**
 * What the first lines of a log show of how it was pasted: the frame around each line ({@link PasteFrame}, taken off the lines
 * that carry it, or off each line once its cut pieces are joined), the column it was cut at (0 when it was not), its longest
 * line, the narrower column word wrap shows and how many lines word wrap may have ended. Learned once from the first
 * {@value #SAMPLE} lines (cleaned, a doubled paste's added blank lines dropped), then applied to all.
 */
final class WrapSample {
    static final int SAMPLE = 4096;
    static final int MIN_WIDTH = 40;
    private PasteFrame frame;
    /** Whether the frame comes off each line after its cut pieces are joined (learned from the lines a cut at a column starts). */
    private boolean frameAfterJoin;
    /** Whether the frame was learned from the lines a cut starts (the paste framed the lines, then cut them). */
    private final boolean framedThenCut;
    /** The sample's lines, without the frame unless it comes off after the join. */
    private final List<Line> lines;
    private final int width;
    private final int longest;
    private final int wordWrap;
    private final int wrapPoints;
    /** The longest line once the pieces of a cut at a column are joined (and the frame taken off): the longest when none was. */
    private final int longestWritten;

    WrapSample(List<Line> read) {
        frame = PasteFrame.of(read.stream().map(Line::text).toList());
        int cutAt = 0;
        boolean fromStarts = false;
        if (frame.none()) {
            // pasted framed and then cut (a quoted block or a compose log cut by a terminal or a forum): the pieces of a cut
            // line lack the frame, the lines the program wrote still carry it
            cutAt = widthOf(new ArrayList<>(read));
            frame = frameOfStarts(read, cutAt);
            frameAfterJoin = cutAt > 0 && !frame.none();
            fromStarts = !frame.none();
        }
        framedThenCut = fromStarts;
        lines = !frame.none() && !frameAfterJoin ? read.stream().map(this::strip).toList() : read;
        width = fromStarts ? cutAt : widthOf(lines); // the cut's width as pasted: a frame taken off may leave equal lengths by chance
        int most = 0;
        for (Line l : lines) {
            most = Math.max(most, l.pastedLength());
        }
        longest = most;
        longestWritten = width == 0 ? longest : longestJoined(lines, width, frameAfterJoin ? frame : PasteFrame.NONE);
        wordWrap = wordWrapOf(lines);
        wrapPoints = wrapPointsOf(lines, longest, wordWrap);
    }

    /**
     * The frame of the lines cut pieces start ({@link #lineStarts}), when pieces were found: at a blank, two at least, or one where the
     * frame marks each line (a quote's '>', a diff's '+', a viewer's number: a line cut once in a short paste, its piece the one line
     * without the mark); an indentation alone needs two, as one line apart from the rest may be a line of its own (a wrapped excerpt's).
     */
    private static PasteFrame frameOfStarts(List<Line> read, int cutAt) {
        List<String> starts = new ArrayList<>();
        int pieces = lineStarts(new ArrayList<>(read), cutAt, starts);
        if (pieces == 0) {
            return PasteFrame.NONE;
        }
        PasteFrame f = PasteFrame.of(starts);
        return cutAt > 0 || pieces >= 2 || f.marked() ? f : PasteFrame.NONE;
    }

    PasteFrame frame() {
        return frame;
    }

    boolean frameAfterJoin() {
        return frameAfterJoin;
    }

    List<Line> lines() {
        return lines;
    }

    /** The column the log was cut at, 0 when it was not. */
    int width() {
        return width;
    }

    /** The longest line as pasted ({@link Line#pastedLength}). */
    int longest() {
        return longest;
    }

    /**
     * The line without the frame, unless the frame comes off after the join (then the line itself). A frame learned from the lines a
     * cut at a blank starts was there before the cut (the pieces lack it): the line keeps its length as pasted, the frame counted,
     * as word wrap counted it.
     */
    Line strip(Line l) {
        if (frame.none() || frameAfterJoin) {
            return l;
        }
        String t = frame.strip(l.text());
        return framedThenCut ? l.withPastedText(t) : l.withText(t);
    }

    /** The longest line as its program wrote it ({@link LogLines#longestWritten}). */
    int longestWritten() {
        return longestWritten;
    }

    /**
     * The longest of the lines joined from their pieces at the column {@code width} (each piece as long as the column goes on on
     * the next line, as LogLines joins them), read without the frame {@code frame} where it comes off after the join.
     */
    static int longestJoined(List<Line> lines, int width, PasteFrame frame) {
        int most = 0;
        StringBuilder text = new StringBuilder();
        int markup = 0;
        for (int i = 0; i < lines.size(); i++) {
            Line l = lines.get(i);
            text.append(l.text());
            markup += l.pastedLength() - l.text().length();
            if (l.pastedLength() != width || i + 1 == lines.size()) {
                most = Math.max(most, frame.strip(text.toString()).length() + markup);
                text.setLength(0);
                markup = 0;
            }
        }
        return most;
    }

    /** The longest line word wrap may have left ({@link LogLines#wordWrap}). */
    int wordWrap() {
        return wordWrap;
    }

    /** How many lines word wrap may have ended ({@link LogLines#wrapPoints}). */
    int wrapPoints() {
        return wrapPoints;
    }

    /**
     * Each line as its program wrote it started, into {@code starts}: a line that may be a piece of the one before (after a line
     * as long as the column the log was cut at, {@code width}, or, not cut at a column, after a line too long for the line's
     * first word to have fitted on it: word wrap, as LineScanner reads a cut at a blank) is replaced by the line its run started
     * with, so that a frame is judged on the lines that carry it, as many as the sample has (a framed line taken for a piece
     * counts as the framed line before it). Returns how many lines were taken for pieces.
     */
    static int lineStarts(List<Line> lines, int width, List<String> starts) {
        int longest = 0;
        for (Line l : lines) {
            longest = Math.max(longest, l.pastedLength());
        }
        int pieces = 0;
        String start = null;
        for (int i = 0; i < lines.size(); i++) {
            String t = lines.get(i).text();
            Line before = i == 0 ? null : lines.get(i - 1);
            int word = t.indexOf(' ');
            boolean piece = start != null && (width > 0 ? before.pastedLength() == width
                    : !before.text().isBlank() && before.pastedLength() + 1 + (word < 0 ? t.length() : word) > longest);
            pieces += piece ? 1 : 0;
            start = piece ? start : t;
            starts.add(start);
        }
        return pieces;
    }

    /** How many of these lines word wrap may have ended ({@link LogLines#wrapPoints}). */
    static int wrapPointsOf(List<Line> lines, int longest, int wordWrap) {
        int n = 0;
        for (int i = 0; i + 1 < lines.size(); i++) {
            Line a = lines.get(i);
            Line b = lines.get(i + 1);
            int length = a.text().stripTrailing().length();
            int word = length + 1 + Line.firstWord(b.text()).length();
            boolean past = length <= longest && word > longest || length <= wordWrap && word > wordWrap;
            n += length > 0 && LineStarts.startsWord(b.text()) && past && !a.followedAnewBy(b) && !LineStarts.ruler(a.text()) && !LineStarts.ruler(b.text()) ? 1 : 0;
        }
        return n;
    }

    /**
     * The narrowest width (a line's length, {@value #MIN_WIDTH} or more, or {@value #MIN_WIDTH} itself under lines all shorter) at
     * which every longer line has no blank after its first character up to that width, as word wrap leaves a word it could not
     * cut; the longest line when no narrower one does.
     */
    static int wordWrapOf(List<Line> lines) {
        int n = lines.size();
        int[] length = new int[n];
        int[] blank = new int[n]; // the first blank after the first character, or the line's length
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            String t = lines.get(i).text();
            length[i] = t.length();
            int b = t.length() > 1 ? t.indexOf(' ', 1) : -1;
            blank[i] = b < 0 ? t.length() : b;
            order[i] = i;
        }
        java.util.Arrays.sort(order, (a, b) -> Integer.compare(length[b], length[a]));
        // from the longest down: the lines longer than a width are those before it; their first blanks must all lie past it
        int longest = n == 0 ? 0 : length[order[0]];
        int best = longest;
        int firstBlank = Integer.MAX_VALUE;
        for (int k = 0; k < n; k++) {
            int w = length[order[k]];
            if (w < MIN_WIDTH) {
                break;
            }
            if (k > 0 && w < length[order[k - 1]]) {
                if (firstBlank > w) {
                    best = w;
                }
            }
            firstBlank = Math.min(firstBlank, blank[order[k]]);
        }
        // every line of the narrowest column or more starts with a word longer than it (a path), the others are shorter: word wrap
        // at that column leaves a log so, a short piece before each long word
        boolean shorter = n > 0 && length[order[n - 1]] < MIN_WIDTH;
        return shorter && firstBlank != Integer.MAX_VALUE && firstBlank > MIN_WIDTH ? MIN_WIDTH : best;
    }

    /** The wrap width of these lines (see the class comment), 0 when they were not cut. */
    static int widthOf(List<Line> lines) {
        int w = 0;
        for (Line l : lines) {
            w = Math.max(w, l.pastedLength());
        }
        if (w < MIN_WIDTH) {
            return 0;
        }
        int atWidth = 0;
        int continued = 0;
        String one = null;
        boolean distinct = false;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).pastedLength() == w) {
                atWidth++;
                one = one == null ? lines.get(i).text() : one;
                distinct |= !one.equals(lines.get(i).text());
                if (i + 1 < lines.size() && !lines.get(i + 1).startsLikeALine() && !lines.get(i).followedAnewBy(lines.get(i + 1))) {
                    continued++;
                }
            }
        }
        return atWidth >= 2 && distinct && continued * 2 > atWidth ? w : 0;
    }

    /**
     * Whether a web page's copy put a blank line after every line: four lines with text at least (a post's three paragraphs are
     * its own: sfepy-941's prose, its error in backticks between), no two of them next to each other, and an odd number of blank
     * lines between any two (one, or three where the log had one of its own).
     */
    static boolean doubled(List<String> texts) {
        int lines = 0;
        int run = -1; // blank lines since the last line with text, -1 before the first
        for (String t : texts) {
            if (t.isBlank()) {
                run += run >= 0 ? 1 : 0;
                continue;
            }
            if (run >= 0 && run % 2 == 0) {
                return false;
            }
            lines++;
            run = 0;
        }
        return lines >= 4;
    }
}
