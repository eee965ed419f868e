package dev.clusterjob.logs;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayDeque;

/**
 * A log read as the lines the programs wrote: each physical line cleaned ({@link LogCleaner}) and without the frame a paste
 * or a collector put around every line ({@link PasteFrame}, learned from the first lines), and lines
 * that a terminal or a paste cut at a fixed column joined again. Streams (NCCL INFO logs can be
 * gigabytes): the wrap width is learned from the first {@value WrapSample#SAMPLE} lines and then applied to all.
 *
 * <p>A log is taken as cut at column W when W is its longest line (at least {@value WrapSample#MIN_WIDTH} columns),
 * at least two lines have exactly W characters, and most of those are followed by a line that does not
 * start like a log line (a launcher prefix, a timestamp, NCCL's header, a Slurm or Python message) nor after them
 * ({@link Line#followedAnewBy}: the same line again, the next row of a table of rows that long); a
 * W-long line is then joined with the next one unless that one starts a line of its own ({@link Line#followedAnewBy}). Lines cut at blanks (word wrap) have no fixed width, nor
 * has a log with one cut line only: the doctor matches across the cut for those. The physical lines come from
 * {@link PhysicalLines}, what the first lines show from {@link WrapSample}, how a line starts from {@link LineStarts}.
 */
public final class LogLines {
    /** One line: the physical line it starts on (1-based), its text, and its launcher prefixes (read once). */
    public static final class Line {
        private final int number;
        private final String text;
        /**
         * The characters the cleaner took off the line as it was cut ({@link LogCleaner#cutLength}: colour codes, bold markers),
         * less those it put in (a full-width colon's blank).
         */
        private final int markup;
        private LinePrefix prefix;
        private int start = -1;
        private String kind;
        /** Whether it starts as a program's line ({@link LineStarts#programStarts}): 0 not read yet, 1 yes, 2 no (startsStrongly and prefixKind both ask). */
        private byte program;
        private Line bare;

        public Line(int number, String text) {
            this(number, text, 0);
        }

        /** A line whose text as cut was {@code markup} characters longer (colour codes, bold markers; negative when shorter). */
        public Line(int number, String text, int markup) {
            this.number = number;
            this.text = text;
            this.markup = markup;
        }

        /** The line's length as it was cut, its colour codes and bold markers counted: where a cut at a column ended it. */
        public int pastedLength() {
            return text.length() + markup;
        }

        /** The line read past a frame with {@code other}, its length as pasted kept: the frame counted where a cut was made. */
        Line withPastedText(String other) {
            return new Line(number, other, markup + text.length() - other.length());
        }

        /** This line's markup with the text {@code other}: the same line read past a frame. */
        Line withText(String other) {
            return new Line(number, other, markup);
        }

        public int number() {
            return number;
        }

        public String text() {
            return text;
        }

        /** The text's launcher and collector prefixes ({@link LinePrefix}). */
        public LinePrefix prefix() {
            if (prefix == null) {
                prefix = LinePrefix.parse(text);
            }
            return prefix;
        }

        /** Whether it starts as a program's line usually does (or with a launcher's or collector's prefix): likely no piece of a cut one. */
        public boolean startsLikeALine() {
            if (start < 0) {
                start = startsStrongly() ? 2 : LineStarts.startsOften(text) ? 1 : 0;
            }
            return start > 0;
        }

        /** Whether it starts as only a program's line does (NCCL's header, a program's name, a launcher's prefix): no piece of a cut one. */
        public boolean startsStrongly() {
            if (start < 0) {
                start = programStart() || prefix().named() || prefix().text().length() < text.length() ? 2 : -1;
                if (start == -1) {
                    start = LineStarts.startsOften(text) ? 1 : 0;
                }
            }
            return start == 2;
        }

        /**
         * Whether {@code next} starts a line of its own after this one: a program's line (NCCL's header, a program's
         * name, Python, glog), mpirun's tag, torchrun's rank or a pdsh host; or srun's label or a time stamp when this
         * line has one too (a cut piece can start with "3: " or a date, a labelled or stamped log's lines all do); or the
         * same line again (a warning printed once per process: no cut leaves a piece that repeats its line), or the next row of a
         * table whose padded columns line up with this line's ({@link LineStarts#rowsOfOneTable}).
         */
        public boolean followedAnewBy(Line next) {
            String kind = next.prefixKind();
            if (kind.equals("tag") || kind.equals("program")) {
                return true;
            }
            return !kind.isEmpty() && kind.equals(prefixKind()) || !text.isBlank() && text.equals(next.text)
                    || LineStarts.rowsOfOneTable(text, next.text);
        }

        /**
         * Whether {@code next} carries the same prefix as this line: a collector's stamp, a launcher's tag or label, a host or a
         * pod, naming no host or rank other than this line's. A collector or launcher prefixes every line a program writes, each line of one
         * message the program broke too (torch's multi-line messages, Python logging of a wrapped text, Docker and Kubernetes
         * splitting a line over 16 KiB): such a piece is read past the prefix, as the same piece without it would be.
         */
        public boolean samePrefix(Line next) {
            if (next == null || prefix().text().length() == text.length() || next.prefix().text().length() == next.text.length()) {
                return false;
            }
            LinePrefix a = prefix();
            LinePrefix b = next.prefix();
            // the piece's prefix names no one the line's does not: the line may name more from its own text (NCCL's header, Ray's worker)
            return (b.host() == null || b.host().equals(a.host())) && (b.rank() == null || b.rank().equals(a.rank()))
                    && (b.localRank() == null || b.localRank().equals(a.localRank()));
        }

        /** The line without its prefixes ({@link LinePrefix}), itself when it has none (made once). */
        public Line unprefixed() {
            if (bare == null) {
                bare = prefix().text().length() == text.length() ? this : new Line(number, prefix().text());
            }
            return bare;
        }

        /**
         * {@link #followedAnewBy}, read past the prefix both lines carry ({@link #samePrefix}): on the texts after it (mpirun's
         * tag, that starts a line as a program's does, taken off too). Past the prefix, a line that starts with this line's first
         * word starts anew too: a logger's own header after a collector's prefix (vLLM's "ERROR 01-29 07:44:33 FILE:LINE]" behind
         * Ray's worker prefix) opens each record, a piece of one record does not repeat it.
         */
        public boolean followedAnewPastPrefix(Line next) {
            if (!samePrefix(next)) {
                return followedAnewBy(next);
            }
            return unprefixed().followedAnewBy(next.unprefixed()) || firstWord(unprefixed().text()).equals(firstWord(next.unprefixed().text()));
        }

        /** The text's first word, after its leading blanks ("" for a blank text). */
        static String firstWord(String text) {
            String t = text.stripLeading();
            int blank = t.indexOf(' ');
            return blank < 0 ? t : t.substring(0, blank);
        }

        /** {@code next}'s text as a piece of this line: without the prefix both carry ({@link #samePrefix}), else whole. */
        public String pieceText(Line next) {
            return samePrefix(next) ? next.prefix().text() : next.text();
        }

        private boolean programStart() {
            if (program == 0) {
                program = LineStarts.programStarts(text) ? (byte) 1 : (byte) 2;
            }
            return program == 1;
        }

        /** "program" (a program's line), "tag", "label", "stamp" or "" (none): how the line starts (read once). */
        String prefixKind() {
            if (kind == null) {
                if (programStart()) {
                    kind = "program";
                } else if (LinePrefix.startsWithTag(text)) {
                    kind = "tag";
                } else if (LinePrefix.startsWithLabel(text)) {
                    kind = "label";
                } else {
                    kind = prefix().text().length() < text.length() ? "stamp" : "";
                }
            }
            return kind;
        }
    }

    private final PhysicalLines physical;
    private final ArrayDeque<Line> logical = new ArrayDeque<>();
    /** What the first lines showed of the paste ({@link WrapSample}): null until they are read. */
    private WrapSample wrap;

    public LogLines(BufferedReader in) {
        this.physical = new PhysicalLines(in);
    }

    /** The next line, or null at the end. */
    public Line next() throws IOException {
        return fill(1) ? logical.poll() : null;
    }

    /** The line {@code k} lines after the one last returned by {@link #next} (k >= 1), or null. */
    public Line peek(int k) throws IOException {
        if (!fill(k)) {
            return null;
        }
        int i = 1;
        for (Line l : logical) {
            if (i++ == k) {
                return l;
            }
        }
        return null;
    }

    /** The column the log was cut at, 0 when it was not. */
    public int wrapWidth() throws IOException {
        sample();
        return wrap.width();
    }

    private boolean fill(int k) throws IOException {
        sample();
        while (logical.size() < k) {
            Line first = physical.next();
            if (first == null) {
                return false;
            }
            StringBuilder text = null;
            int markup = first.markup;
            Line last = first;
            Line more;
            while ((more = physical.peek()) != null && continues(first, last, more)) {
                physical.next();
                text = text != null ? text : new StringBuilder(first.text());
                text.append(more.text());
                markup += more.markup;
                last = more;
            }
            Line line = text == null ? first : new Line(first.number(), text.toString(), markup); // a whole line is its own logical line
            logical.add(wrap.frameAfterJoin() ? line.withText(wrap.frame().strip(line.text())) : line);
        }
        return true;
    }

    /** Whether {@code next} is the next piece of the line {@code first} that was cut at a column into pieces ending in {@code last}. */
    private boolean continues(Line first, Line last, Line next) {
        if (wrap.width() == 0 || last.pastedLength() != wrap.width()) {
            return false;
        }
        PasteFrame frame = wrap.frame();
        return wrap.frameAfterJoin() ? !new Line(0, frame.strip(first.text())).followedAnewBy(new Line(0, frame.strip(next.text())))
                : !first.followedAnewBy(next);
    }

    /** Reads the first {@value WrapSample#SAMPLE} lines and learns from them how the log was pasted ({@link WrapSample}). */
    private void sample() throws IOException {
        if (wrap == null) {
            wrap = physical.sample();
        }
    }

    /** The longest line of the first {@value WrapSample#SAMPLE} as pasted ({@link Line#pastedLength}): a line this long may be the first part of one cut there. */
    public int longest() throws IOException {
        sample();
        return wrap.longest();
    }

    /**
     * The longest line of the first {@value WrapSample#SAMPLE} as its program wrote it: a paste cut at a column read with its pieces
     * joined (the longest of those), else {@link #longest}. A line read whole is judged against it, as it would be in the log
     * pasted whole (whether the next line's first word would have fitted on it).
     */
    public int longestWritten() throws IOException {
        sample();
        return wrap.longestWritten();
    }

    /**
     * The longest line word wrap may have left in the first {@value WrapSample#SAMPLE}: a wrapper cuts a line at its last blank before the
     * column, so a line longer than the column can only be one with no blank before it (a path, a URL, a word longer than the
     * column, the rest of a line whose blanks all come after it). The longest line then overstates the column; a piece that
     * word wrap left before a long word is read as wrapped at the column the other lines show ({@link WrapSample#wordWrapOf}).
     */
    public int wordWrap() throws IOException {
        sample();
        return wrap.wordWrap();
    }

    /**
     * How many lines of the first {@value WrapSample#SAMPLE} word wrap may have ended: a line followed by one that starts no line of its own
     * and whose first word would not have fitted on it at the longest line's width or at the narrower one word wrap shows (no
     * ruler, a whole line either side; no indented one, the next row of a table or a list). A paste wrapped at a column shows it
     * on every line that was longer; one such line alone, the log's longest, shows no column: the line may be whole, another
     * program's line after it.
     */
    public int wrapPoints() throws IOException {
        sample();
        return wrap.wrapPoints();
    }
}
