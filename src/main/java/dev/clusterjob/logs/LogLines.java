package dev.clusterjob.logs;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A log read as the lines the programs wrote: each physical line cleaned ({@link LogCleaner}), and lines
 * that a terminal or a paste cut at a fixed column joined again. Streams (NCCL INFO logs can be
 * gigabytes): the wrap width is learned from the first {@value #SAMPLE} lines and then applied to all.
 *
 * <p>A log is taken as cut at column W when W is its longest line (at least {@value #MIN_WIDTH} columns),
 * at least two lines have exactly W characters, and most of those are followed by a line that does not
 * start like a log line; a W-long line is then joined with the next one unless that one starts like a
 * log line (a launcher prefix, a timestamp, NCCL's header, a Slurm or Python message). Lines cut at
 * blanks (word wrap) have no fixed width; the doctor matches across two lines for those.
 */
public final class LogLines {
    /** One line: the physical line it starts on (1-based), its text, and its launcher prefixes (read once). */
    public static final class Line {
        private final int number;
        private final String text;
        private LinePrefix prefix;
        private int start = -1;

        Line(int number, String text) {
            this.number = number;
            this.text = text;
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

        /** Whether it starts as a program's line does, so it is no continuation of a cut one. */
        public boolean startsLikeALine() {
            if (start < 0) {
                start = STARTS_LIKE_A_LINE.matcher(text).lookingAt() || prefix().named() ? 1 : 0;
            }
            return start == 1;
        }
    }

    static final int SAMPLE = 4096;
    static final int MIN_WIDTH = 40;
    private static final Pattern STARTS_LIKE_A_LINE = Pattern.compile(
            "^(?:\\s*$|Traceback \\(|\\s+File \"|[A-Za-z_][\\w.]*(?:Error|Exception|Warning|Interrupt|Exit):|\\*\\*\\* |"
                    + "(?:srun|salloc|sbatch|yhrun|slurmstepd|slurmd|prterun|mpirun|orterun|mpiexec)[\\w.-]*(?:\\[\\d+])?: |"
                    + "[\\w.-]+:\\d+:\\d+ \\[\\d+\\] |\\[[A-Za-z]+\\d*\\]|\\[\\d+,\\d+\\]<|[EWIF]\\d{4} \\d\\d:|\\d{4}-\\d\\d-\\d\\d|"
                    + "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) \\w{3} [ \\d]\\d |NCCL |clusterjob|\\+ |#)");

    private final BufferedReader in;
    private final ArrayDeque<Line> physical = new ArrayDeque<>();
    private final ArrayDeque<Line> logical = new ArrayDeque<>();
    private int read;
    private int width;
    private boolean sampled;

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
            StringBuilder text = new StringBuilder(first.text());
            int len = first.text().length();
            while (width > 0 && len == width) {
                Line more = peekPhysical();
                if (more == null || more.startsLikeALine()) {
                    break;
                }
                readPhysical();
                text.append(more.text());
                len = more.text().length();
            }
            logical.add(new Line(first.number(), text.toString()));
        }
        return true;
    }

    private void sample() throws IOException {
        if (sampled) {
            return;
        }
        sampled = true;
        String s;
        while (physical.size() < SAMPLE && (s = in.readLine()) != null) {
            physical.add(new Line(++read, LogCleaner.clean(s)));
        }
        width = widthOf(new ArrayList<>(physical));
    }

    /** The wrap width of these lines (see the class comment), 0 when they were not cut. */
    static int widthOf(List<Line> lines) {
        int w = 0;
        for (Line l : lines) {
            w = Math.max(w, l.text().length());
        }
        if (w < MIN_WIDTH) {
            return 0;
        }
        int atWidth = 0;
        int continued = 0;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).text().length() == w) {
                atWidth++;
                if (i + 1 < lines.size() && !lines.get(i + 1).startsLikeALine()) {
                    continued++;
                }
            }
        }
        return atWidth >= 2 && continued * 2 > atWidth ? w : 0;
    }

    /** Whether a line starts as a program's line does, so it is no continuation of a cut one. */
    public static boolean startsLikeALine(String text) {
        return new Line(0, text).startsLikeALine();
    }

    private Line readPhysical() throws IOException {
        if (!physical.isEmpty()) {
            return physical.poll();
        }
        String s = in.readLine();
        return s == null ? null : new Line(++read, LogCleaner.clean(s));
    }

    private Line peekPhysical() throws IOException {
        if (physical.isEmpty()) {
            String s = in.readLine();
            if (s == null) {
                return null;
            }
            physical.add(new Line(++read, LogCleaner.clean(s)));
        }
        return physical.peek();
    }
}
