package dev.clusterjob.logs;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A log read as the lines the programs wrote: each physical line cleaned ({@link LogCleaner}) and without the frame a paste
 * or a collector put around every line ({@link PasteFrame}, learned from the first lines), and lines
 * that a terminal or a paste cut at a fixed column joined again. Streams (NCCL INFO logs can be
 * gigabytes): the wrap width is learned from the first {@value #SAMPLE} lines and then applied to all.
 *
 * <p>A log is taken as cut at column W when W is its longest line (at least {@value #MIN_WIDTH} columns),
 * at least two lines have exactly W characters, and most of those are followed by a line that does not
 * start like a log line (a launcher prefix, a timestamp, NCCL's header, a Slurm or Python message); a
 * W-long line is then joined with the next one unless that one starts a line of its own ({@link Line#followedAnewBy}). Lines cut at blanks (word wrap) have no fixed width, nor
 * has a log with one cut line only: the doctor matches across the cut for those.
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
        /** Whether it starts as a program's line ({@link #programStarts}): 0 not read yet, 1 yes, 2 no (startsStrongly and prefixKind both ask). */
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
                start = startsStrongly() ? 2 : STARTS_OFTEN.matcher(text).lookingAt() ? 1 : 0;
            }
            return start > 0;
        }

        /** Whether it starts as only a program's line does (NCCL's header, a program's name, a launcher's prefix): no piece of a cut one. */
        public boolean startsStrongly() {
            if (start < 0) {
                start = programStart() || prefix().named() || prefix().text().length() < text.length() ? 2 : -1;
                if (start == -1) {
                    start = STARTS_OFTEN.matcher(text).lookingAt() ? 1 : 0;
                }
            }
            return start == 2;
        }

        /**
         * Whether {@code next} starts a line of its own after this one: a program's line (NCCL's header, a program's
         * name, Python, glog), mpirun's tag, torchrun's rank or a pdsh host; or srun's label or a time stamp when this
         * line has one too (a cut piece can start with "3: " or a date, a labelled or stamped log's lines all do).
         */
        public boolean followedAnewBy(Line next) {
            String kind = next.prefixKind();
            if (kind.equals("tag") || kind.equals("program")) {
                return true;
            }
            return !kind.isEmpty() && kind.equals(prefixKind());
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
                program = programStarts(text) ? (byte) 1 : (byte) 2;
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

    static final int SAMPLE = 4096;
    static final int MIN_WIDTH = 40;
    /**
     * How a program's line starts, so that no piece of a cut line does: NCCL's header, a program's name, Python, glog, MPICH's
     * abort header ("Abort(%d) on node %d (rank %d in comm %d): ", 3.3-4.x and Intel MPI) and UCX's log prefix ("[SECONDS.USEC]
     * [HOST:PID:THREAD] ", 1.x). doc43: GNU make's own lines ("make: *** [FILE:LINE: TARGET] Error N", "make[1]: ...") too, so that
     * the line before one (PALS mpiexec's "HOST: rank N died from signal S", the longest line of a short log) is not read as cut; and PALS's
     * own "HOST: rank N died from signal S" / "exited with code C" lines, whatever the host looks like (a poster's "hostname").
     * Python's own record starts too: logging's BASIC_FORMAT "%(levelname)s:%(name)s:%(message)s" ("WARNING:torch.distributed.run:",
     * "INFO:absl:", 2.x-3.x) and warnings.formatwarning's "%s:%s: %s: %s" ("FILE.py:27: UserWarning: ..."), so that the line
     * before one (a log's last and longest line, another program's record after it) is not read as cut. So does a shell's prompt
     * before a command the user typed: bash's default PS1 of Debian and Ubuntu ("user@host:~/dir$ ", root's "#"), of RHEL
     * ("[user@host dir]$ "), or the directory alone ("~$ ").
     */
    private static final Pattern STARTS_STRONGLY = Pattern.compile(
            "^(?:Traceback \\(|\\s+File \"|[A-Za-z_][\\w.]*(?:Error|Exception|Warning|Interrupt|Exit):|"
                    + "Abort\\(-?\\d+\\)(?: on node \\d+)? \\(rank \\d+ in comm \\d+\\): |\\[\\d{9,}\\.\\d+\\] \\[[\\w.-]+:\\s*\\d+\\s*:|"
                    + "(?:srun|salloc|sbatch|yhrun|slurmstepd|slurmd|prterun|mpirun|orterun|mpiexec|clusterjob|pdsh|clush|ssh|bash|sh|make)[\\w.@-]*(?:\\[\\d+])?: |"
                    + "[\\w.-]+:\\d+:\\d+ \\[\\d+\\] |(?:[A-Za-z0-9][\\w.-]*: )?rank \\d+ (?:died from signal|exited with code) \\d|\\[[A-Za-z]+\\d*\\]|\\[\\d+,\\d+\\]<|[EWIF]\\d{4} \\d\\d:|"
                    + "(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):[\\w.]+:|[\\w/.~-]+\\.py:\\d+: [A-Z]\\w*(?:Warning|Error): |"
                    + "(?:[\\w.-]+@[\\w.-]+:\\S*|\\[[\\w.-]+@[\\w.-]+ [^\\]]+\\]|~)[$#] )");

    /** Whether {@code text} starts as {@link #STARTS_STRONGLY} says; NCCL's header (most lines of an INFO log) read by hand first. */
    private static boolean programStarts(String text) {
        return NcclHeader.opens(text) || mayStartStrongly(text) && STARTS_STRONGLY.matcher(text).lookingAt();
    }

    /**
     * The ASCII characters a {@link #STARTS_STRONGLY} match can start with, read from the pattern itself once: a one-character
     * input that it matches, or that it could match were the input longer ({@code hitEnd}). A line that starts with any other
     * ASCII character, or is empty, need not run the pattern; one that starts with any other character always does.
     */
    private static final boolean[] MAY_START_STRONGLY = new boolean[128];

    static {
        for (char c = 0; c < 128; c++) {
            Matcher m = STARTS_STRONGLY.matcher(String.valueOf(c));
            MAY_START_STRONGLY[c] = m.lookingAt() || m.hitEnd();
        }
    }

    private static boolean mayStartStrongly(String text) {
        if (text.isEmpty()) {
            return false;
        }
        char c = text.charAt(0);
        return c >= 128 || MAY_START_STRONGLY[c];
    }

    /** How a line often starts, though a piece of a cut line may too: a blank line, Slurm's ***, a date, a comment. */
    private static final Pattern STARTS_OFTEN = Pattern.compile(
            "^(?:\\s*$|\\*\\*\\* |\\d{4}-\\d\\d-\\d\\d|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \\w{3} [ \\d]\\d |NCCL |clusterjob|\\+ |#)");

    private final BufferedReader in;
    private final ArrayDeque<Line> physical = new ArrayDeque<>();
    private final ArrayDeque<Line> logical = new ArrayDeque<>();
    /** The lines of an escaped string not read yet. */
    private final ArrayDeque<String> pieces = new ArrayDeque<>();
    private int read;
    private int width;
    private int longest;
    private int wordWrap;
    private int wrapPoints;
    private boolean sampled;
    private PasteFrame frame = PasteFrame.NONE;
    /** Whether the frame comes off each line after its cut pieces are joined (learned from the lines a cut at a column starts). */
    private boolean frameAfterJoin;
    /** Whether the paste put a blank line after every line ({@link #doubled}): every other blank line of a run is dropped. */
    private boolean doubled;
    /** The blank lines read since the last line with text. */
    private int blanks;

    public LogLines(BufferedReader in) {
        this.in = in;
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
        return width;
    }

    private boolean fill(int k) throws IOException {
        sample();
        while (logical.size() < k) {
            Line first = readPhysical();
            if (first == null) {
                return false;
            }
            StringBuilder text = null;
            int markup = first.markup;
            Line last = first;
            Line more;
            while ((more = peekPhysical()) != null && continues(first, last, more)) {
                readPhysical();
                text = text != null ? text : new StringBuilder(first.text());
                text.append(more.text());
                markup += more.markup;
                last = more;
            }
            Line line = text == null ? first : new Line(first.number(), text.toString(), markup); // a whole line is its own logical line
            logical.add(frameAfterJoin ? line.withText(frame.strip(line.text())) : line);
        }
        return true;
    }

    /** Whether {@code next} is the next piece of the line {@code first} that was cut at a column into pieces ending in {@code last}. */
    private boolean continues(Line first, Line last, Line next) {
        if (width == 0 || last.pastedLength() != width) {
            return false;
        }
        return frameAfterJoin ? !new Line(0, frame.strip(first.text())).followedAnewBy(new Line(0, frame.strip(next.text())))
                : !first.followedAnewBy(next);
    }

    private void sample() throws IOException {
        if (sampled) {
            return;
        }
        sampled = true;
        String s;
        while (physical.size() < SAMPLE && (s = readText()) != null) {
            physical.add(physicalLine(s));
        }
        doubled = doubled(physical.stream().map(Line::text).toList());
        if (doubled) {
            List<Line> spaced = new ArrayList<>(physical);
            physical.clear();
            spaced.stream().filter(l -> single(l.text())).forEach(physical::add);
        }
        frame = PasteFrame.of(physical.stream().map(Line::text).toList());
        int cutAt = 0;
        boolean fromStarts = false;
        if (frame.none()) {
            // pasted framed and then cut (a quoted block or a compose log cut by a terminal or a forum): the pieces of a cut
            // line lack the frame, the lines the program wrote still carry it
            cutAt = widthOf(new ArrayList<>(physical));
            List<String> starts = new ArrayList<>();
            int pieces = lineStarts(new ArrayList<>(physical), cutAt, starts);
            // at a blank, two pieces at least: one line apart from the rest may be a line of its own (a wrapped excerpt's)
            boolean cut = cutAt > 0 ? pieces > 0 : pieces >= 2;
            frame = cut ? PasteFrame.of(starts) : PasteFrame.NONE;
            frameAfterJoin = cutAt > 0 && !frame.none();
            fromStarts = !frame.none();
        }
        if (!frame.none() && !frameAfterJoin) {
            List<Line> framed = new ArrayList<>(physical);
            physical.clear();
            framed.forEach(l -> physical.add(l.withText(frame.strip(l.text()))));
        }
        List<Line> sample = new ArrayList<>(physical);
        width = fromStarts ? cutAt : widthOf(sample); // the cut's width as pasted: a frame taken off may leave equal lengths by chance
        for (Line l : physical) {
            longest = Math.max(longest, l.pastedLength());
        }
        wordWrap = wordWrapOf(sample);
        wrapPoints = wrapPointsOf(sample, longest, wordWrap);
    }

    /** The longest line of the first {@value #SAMPLE} as pasted ({@link Line#pastedLength}): a line this long may be the first part of one cut there. */
    public int longest() throws IOException {
        sample();
        return longest;
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

    /**
     * The longest line word wrap may have left in the first {@value #SAMPLE}: a wrapper cuts a line at its last blank before the
     * column, so a line longer than the column can only be one with no blank before it (a path, a URL, a word longer than the
     * column, the rest of a line whose blanks all come after it). The longest line then overstates the column; a piece that
     * word wrap left before a long word is read as wrapped at the column the other lines show ({@link #wordWrapOf}).
     */
    public int wordWrap() throws IOException {
        sample();
        return wordWrap;
    }

    /**
     * How many lines of the first {@value #SAMPLE} word wrap may have ended: a line followed by one that starts no line of its own
     * and whose first word would not have fitted on it at the longest line's width or at the narrower one word wrap shows (no
     * ruler, a whole line either side; no indented one, the next row of a table or a list). A paste wrapped at a column shows it
     * on every line that was longer; one such line alone, the log's longest, shows no column: the line may be whole, another
     * program's line after it.
     */
    public int wrapPoints() throws IOException {
        sample();
        return wrapPoints;
    }

    /**
     * A line of one character repeated (Open MPI's and PRRTE's help texts open and close with 74 dashes, Python's
     * and many tools' banners with = or *): a whole line as its program wrote it, so never the first part of a cut
     * one, even when it is the log's longest after the other lines were cut shorter. Read by hand, as the pattern
     * {@code \s*([-=*#_~+])\1{9,}\s*} would (whole line): every line of a long log meets this test.
     */
    public static boolean ruler(String s) {
        int i = blanks(s, 0);
        char c = i < s.length() ? s.charAt(i) : 0;
        if ("-=*#_~+".indexOf(c) < 0) {
            return false;
        }
        int run = i;
        while (run < s.length() && s.charAt(run) == c) {
            run++;
        }
        return run - i >= 10 && blanks(s, run) == s.length();
    }

    /** Where the run of the pattern's blanks ({@code \s}: space, tab, line feed, vertical tab, form feed, return) from {@code i} ends. */
    private static int blanks(String s, int i) {
        int at = i;
        while (at < s.length() && (s.charAt(at) == ' ' || (s.charAt(at) >= '\t' && s.charAt(at) <= '\r'))) {
            at++;
        }
        return at;
    }

    /** Whether the text starts with a character that is no blank: word wrap leaves a piece that starts with the word it moved. */
    private static boolean startsWord(String text) {
        return !text.isEmpty() && !Character.isWhitespace(text.charAt(0));
    }

    public static int wrapPointsOf(List<Line> lines, int longest, int wordWrap) {
        int n = 0;
        for (int i = 0; i + 1 < lines.size(); i++) {
            Line a = lines.get(i);
            Line b = lines.get(i + 1);
            int length = a.text().stripTrailing().length();
            int word = length + 1 + Line.firstWord(b.text()).length();
            boolean past = length <= longest && word > longest || length <= wordWrap && word > wordWrap;
            n += length > 0 && startsWord(b.text()) && past && !a.followedAnewBy(b) && !ruler(a.text()) && !ruler(b.text()) ? 1 : 0;
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
                if (i + 1 < lines.size() && !lines.get(i + 1).startsLikeALine()) {
                    continued++;
                }
            }
        }
        return atWidth >= 2 && distinct && continued * 2 > atWidth ? w : 0;
    }

    /** Whether a line starts as a program's line does, so it is no continuation of a cut one. */
    public static boolean startsLikeALine(String text) {
        return new Line(0, text).startsLikeALine();
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
                return l.withText(strip(l.text()));
            }
        }
        return null;
    }

    private Line readPhysical() throws IOException {
        if (!physical.isEmpty()) {
            return physical.poll();
        }
        return readRaw();
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

    /** A physical line read after the sample without the frame, unless the frame comes off after the join. */
    private String strip(String text) {
        return frameAfterJoin ? text : frame.strip(text);
    }

    private Line peekPhysical() throws IOException {
        if (physical.isEmpty()) {
            Line l = readRaw();
            if (l == null) {
                return null;
            }
            physical.add(l);
        }
        return physical.peek();
    }
}
