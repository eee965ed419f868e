package dev.clusterjob.logs;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a paste or a log collector put in front of EVERY line of a log, learned from its first lines and taken off each
 * line before anything else reads it: a unified diff's added-line marker ({@code +}, a review thread quoting a changed page's
 * code block, its indentation then read as a frame inside), a markdown code block's indentation (four spaces or a tab: the least indentation
 * of all its lines, as Python's {@code textwrap.dedent}), {@code docker compose logs}' service column ({@code trainer-1  | }),
 * a viewer's line numbers ({@code   42 | }), journald's and syslog's header ({@code Dec 05 03:00:00 gpu-07 python3[123]: },
 * kept as {@code gpu-07: } so the line still names its host, and Slurm's daemons as {@code gpu-07: slurmd: } as the rules read them; a host without a digit, which a launcher's {@code HOST: } prefix
 * cannot carry, keeps its whole header, as the context patterns of doctor's rules read it), Kubernetes' pod columns ({@code kubectl logs
 * --prefix}' {@code [pod/trainer-worker-1/pytorch] } and stern's {@code trainer-worker-1 pytorch }, kept as {@code trainer-worker-1: }
 * as journald's host is; stern's two words only where a few pod and container pairs start every line). A frame is taken only when at least {@value #MOST} in 100 of
 * the sampled lines with text carry it (a log that only quotes some lines keeps them); a line without it is left alone. A paste of one
 * or two lines (an error's title, one journal line) is framed as a long one is (under ten lines, {@value #MOST} in 100 is every line),
 * but for stern's columns and a syslog header without a pid ({@link #FEW}). A collector's time stamp in front of the frame (a CI log's
 * {@code 2024-05-01T10:00:00.1234567Z trainer-1  | ...}, a stamp before a code block's indented lines) stays where it is and the frame
 * behind it comes off.
 */
public final class PasteFrame {
    /** No frame: lines are read as they are. */
    public static final PasteFrame NONE = new PasteFrame(Kind.NONE, 0);
    static final int MOST = 90;
    /** Each frame pattern starts with ^: read with lookingAt, which tries the line's start only (find would try every position). */
    private static final Pattern SERVICE = Pattern.compile("^ *[A-Za-z0-9][\\w.-]{0,62} *\\| ");
    private static final Pattern SYSLOG = Pattern.compile(
            "^(?:[A-Z][a-z]{2} [ \\d]\\d \\d\\d:\\d\\d:\\d\\d|\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?(?:[+-]\\d\\d:?\\d\\d|Z)?)"
            + " ([A-Za-z0-9][\\w.-]{0,252}) ([\\w./@-]{1,64})(?:\\[\\d+\\])?: ");
    /**
     * The programs whose messages doctor's rules read by the program's name ("slurmd: fatal: ...", "slurmstepd: error: ..."), as these
     * daemons write it on stderr: a journal line of theirs keeps the name after its host ("gpu07: slurmd: fatal: ..."), which the header's
     * "slurmd[4242]: " held. Other programs' lines (the kernel's, sshd's, python3's) lose it, as their rules read the message alone.
     */
    private static final java.util.Set<String> NAMED = java.util.Set.of("slurmd", "slurmstepd");

    private static final Pattern KUBECTL = Pattern.compile("^\\[pod/([a-z0-9][-a-z0-9.]{0,252})/[a-z0-9][-a-z0-9]{0,62}\\] ");
    /** A pod name (a DNS name with a dash: what controllers make) and a container name, stern's default columns. */
    private static final Pattern STERN = Pattern.compile("^([a-z0-9][a-z0-9.]*-[-a-z0-9.]{0,250}) ([a-z0-9][-a-z0-9]{0,62}) ");
    /** At most this many pod and container pairs start a stern sample's lines: a log's own first words vary more. */
    private static final int STERN_PAIRS = 16;
    /**
     * Fewer lines than this are few: an error's title, one journal line. Stern's columns (two words, a dashed one first) are then as
     * likely a sentence ("node-1 hits recvValue failed ..."), and a syslog header without the program's pid a stamped title ("2024-05-01T10:00:00Z
     * A100 RuntimeError: ..." reads as host A100, program RuntimeError): few lines take neither; the other frames' punctuation says itself
     * on one line (docker compose's " | ", kubectl's "[pod/", journald's "prog[pid]: ", a code block's four blanks). Stern's columns
     * alone on a line, their blank after them and nothing else (stern's line for an empty line of the pod's log), are no sentence's start:
     * a few lines with such a line take the frame.
     */
    private static final int FEW = 3;

    /** A viewer's line number before the line (a CI page's "2377 ", vim's right-aligned "  12 ", cat -n's "     1\t"). */
    private static final Pattern NUMBER = Pattern.compile("^ *(\\d{1,7})[ \t]");
    /** A mail's or a forum's quote marker, one level ("> ", or ">" alone on an empty quoted line). */
    private static final Pattern QUOTE = Pattern.compile("^> ?");
    /** Frames inside frames (a quoted reply of a code block, a code block of a compose log): at most this many come off. */
    private static final int DEPTH = 3;

    private enum Kind { NONE, INDENT, SERVICE, SYSLOG, KUBECTL, STERN, NUMBER, QUOTE, ADDED }

    private final Kind kind;
    private final int indent;
    /** Whether blanks a paste put after every line come off its end. */
    private final boolean padded;
    /** The frame inside this one, read on the lines without this one. */
    private final PasteFrame inner;

    private PasteFrame(Kind kind, int indent) {
        this(kind, indent, false, null);
    }

    private PasteFrame(Kind kind, int indent, boolean padded, PasteFrame inner) {
        this.kind = kind;
        this.indent = indent;
        this.padded = padded;
        this.inner = inner;
    }

    /**
     * The frame the sampled lines share, or {@link #NONE}: the outer frame, the frames inside it (read again on the lines without
     * it, {@value #DEPTH} at most), and the blanks after most lines (an editor's or a web page's padding).
     */
    public static PasteFrame of(List<String> sample) {
        PasteFrame outer = nested(sample, DEPTH);
        boolean padded = padded(sample);
        return padded ? new PasteFrame(outer.kind, outer.indent, true, outer.inner) : outer;
    }

    private static PasteFrame nested(List<String> sample, int depth) {
        PasteFrame f = one(sample);
        if (f.kind == Kind.NONE || depth <= 1) {
            return f;
        }
        PasteFrame in = nested(sample.stream().map(f::own).toList(), depth - 1);
        return in.none() ? f : new PasteFrame(f.kind, f.indent, false, in);
    }

    /** Whether at least {@value #MOST} in 100 of the lines with text end with a blank, and three lines at least do. */
    private static boolean padded(List<String> sample) {
        int lines = 0;
        int padded = 0;
        for (String s : sample) {
            if (!s.isBlank()) {
                lines++;
                padded += Character.isWhitespace(s.charAt(s.length() - 1)) ? 1 : 0;
            }
        }
        return padded >= FEW && padded * 100 >= lines * MOST;
    }

    /** One frame the sampled lines share, or {@link #NONE}. */
    private static PasteFrame one(List<String> sample) {
        int lines = 0;
        int service = 0;
        int syslog = 0;
        int kubectl = 0;
        int stern = 0;
        boolean sternAlone = false;
        int pids = 0;
        java.util.Set<String> pairs = new java.util.HashSet<>();
        int least = Integer.MAX_VALUE;
        boolean tabs = true;
        int quoted = 0;
        int added = 0;
        NumberColumn numbers = new NumberColumn();
        for (String s : sample) {
            String t = s.substring(stamp(s));
            if (t.isBlank()) {
                continue; // an empty line, or one the collector stamped with nothing after the stamp
            }
            lines++;
            service += SERVICE.matcher(t).lookingAt() ? 1 : 0;
            Matcher h = SYSLOG.matcher(t); // a journal line is its own stamp's: then t is s
            if (h.lookingAt()) {
                syslog++;
                pids += h.group().endsWith("]: ") ? 1 : 0;
            }
            kubectl += t.startsWith("[pod/") && KUBECTL.matcher(t).lookingAt() ? 1 : 0;
            Matcher m = STERN.matcher(t);
            if (m.lookingAt() && pairs.size() <= STERN_PAIRS) {
                stern++;
                pairs.add(m.group(1) + ' ' + m.group(2));
                sternAlone |= m.end() == t.length();
            }
            int lead = leading(t);
            least = Math.min(least, lead);
            tabs &= t.charAt(0) == '\t';
            quoted += t.charAt(0) == '>' ? 1 : 0;
            added += t.charAt(0) == '+' && !t.startsWith("+++") ? 1 : 0;
            numbers.add(t);
        }
        if (lines == 0) {
            return NONE;
        }
        if (syslog * 100 >= lines * MOST && (lines >= FEW || pids == lines)) {
            return new PasteFrame(Kind.SYSLOG, 0);
        }
        if (kubectl * 100 >= lines * MOST) {
            return new PasteFrame(Kind.KUBECTL, 0);
        }
        if (stern * 100 >= lines * MOST && pairs.size() <= STERN_PAIRS && (lines >= FEW || sternAlone)) {
            return new PasteFrame(Kind.STERN, 0);
        }
        if (service * 100 >= lines * MOST) {
            return new PasteFrame(Kind.SERVICE, 0);
        }
        if (quoted * 100 >= lines * MOST) {
            return new PasteFrame(Kind.QUOTE, 0);
        }
        if (lines >= FEW && added * 100 >= lines * MOST) {
            return new PasteFrame(Kind.ADDED, 0);
        }
        if (numbers.frames(lines)) {
            return new PasteFrame(Kind.NUMBER, 0);
        }
        if (tabs || least >= 4 && least != Integer.MAX_VALUE) {
            return new PasteFrame(Kind.INDENT, tabs ? 1 : least);
        }
        return NONE;
    }

    /**
     * A viewer's number column as the sampled lines show it: at least {@value #MOST} in 100 of them behind a number one more or one less
     * than the line before's, three lines at least. Fewer lines (a one-line error and the viewer's numbered empty line after it) take
     * it only when every one is numbered and the numbers count 1, 2 from the first: a log's own count ("1 error generated.") starts
     * one line, and two lines of the log's own seldom count from 1. The same line again (the start of a cut line standing for each of
     * its pieces, {@code WrapSample.lineStarts}) counts as the line did: a viewer numbers no two lines alike.
     */
    private static final class NumberColumn {
        private int numbered;
        private long last = Long.MIN_VALUE;
        /** The number a count from 1 on every line expects next, 0 once the count broke. */
        private long next = 1;
        /** The line before and whether it counted: the same text again counts as it did. */
        private String lastText;
        private int lastCounted;

        void add(String t) {
            if (t.equals(lastText)) {
                numbered += lastCounted; // the line again: a piece of a cut line counted as the line its run started with (WrapSample)
                return;
            }
            lastText = t;
            int before = numbered;
            Matcher n = NUMBER.matcher(t);
            long was = last;
            last = n.lookingAt() ? Long.parseLong(n.group(1)) : Long.MIN_VALUE;
            numbered += last != Long.MIN_VALUE && (was == Long.MIN_VALUE || Math.abs(last - was) == 1) ? 1 : 0;
            next = next != 0 && last == next ? next + 1 : 0;
            lastCounted = numbered - before;
        }

        boolean frames(int lines) {
            return numbered * 100 >= lines * MOST && (lines >= FEW || lines > 1 && next == lines + 1);
        }
    }

    private static int leading(String s) {
        int i = 0;
        while (i < s.length() && s.charAt(i) == ' ') {
            i++;
        }
        return i;
    }

    /**
     * Where the collector's time stamp that {@code s} starts with ends (0 when none): the stamps LinePrefix takes off later, but never a
     * journal's own stamp, whose host and program follow ({@link #SYSLOG} reads the whole header).
     */
    private static int stamp(String s) {
        return SYSLOG.matcher(s).lookingAt() ? 0 : LinePrefix.stampEnd(s);
    }

    /** The line without the frame (unchanged when it lacks it); a time stamp before the frame is kept in front of what is left. */
    public String strip(String line) {
        if (none()) {
            return line;
        }
        // the frames first, the padding after: a viewer's number before an empty line ("4 ") is the frame with nothing behind it
        String own = own(line);
        String left = inner == null ? own : inner.strip(own);
        return padded ? left.stripTrailing() : left;
    }

    /** The line without this frame alone, a time stamp before it kept. */
    private String own(String line) {
        int at = stamp(line);
        return at == 0 ? framed(line) : line.substring(0, at) + framed(line.substring(at));
    }

    private String framed(String line) {
        switch (kind) {
            case QUOTE:
                return line.startsWith(">") ? line.substring(line.startsWith("> ") ? 2 : 1) : line;
            case ADDED:
                return line.startsWith("+") && !line.startsWith("+++") ? line.substring(1) : line;
            case NUMBER: {
                Matcher m = NUMBER.matcher(line);
                return m.lookingAt() ? line.substring(m.end()) : line;
            }
            case INDENT:
                return line.length() >= indent && line.substring(0, indent).isBlank() ? line.substring(indent) : line;
            case SERVICE: {
                Matcher m = SERVICE.matcher(line);
                return m.lookingAt() ? line.substring(m.end()) : line;
            }
            case SYSLOG: {
                Matcher m = SYSLOG.matcher(line);
                if (!m.lookingAt() || !hasDigit(m.group(1))) {
                    return line;
                }
                String rest = line.substring(m.end());
                return m.group(1) + ": " + (NAMED.contains(m.group(2)) && !ownName(rest, m.group(2)) ? m.group(2) + ": " + rest : rest);
            }
            case KUBECTL:
                return pod(KUBECTL.matcher(line), line);
            case STERN:
                return pod(STERN.matcher(line), line);
            default:
                return line;
        }
    }

    /** The line behind a pod column, as a launcher's {@code HOST: } prefix when the pod's name can be one (it has a digit). */
    private static String pod(Matcher m, String line) {
        if (!m.lookingAt()) {
            return line;
        }
        String rest = line.substring(m.end());
        return hasDigit(m.group(1)) ? m.group(1) + ": " + rest : rest;
    }

    /** Whether the message starts with the program's own name already ("slurmd: fatal: ...", "slurmstepd-gpu07: error: ..."). */
    private static boolean ownName(String rest, String program) {
        return rest.startsWith(program) && rest.length() > program.length() && ":-[".indexOf(rest.charAt(program.length())) >= 0;
    }

    private static boolean hasDigit(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isDigit(s.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** Whether the outer frame marks each line with a sign of its own (no indentation alone, no blanks after the lines alone). */
    boolean marked() {
        return kind != Kind.NONE && kind != Kind.INDENT;
    }

    /** Whether lines lose anything. */
    public boolean none() {
        return kind == Kind.NONE && !padded;
    }

    @Override
    public String toString() {
        String own = kind == Kind.INDENT ? "indent " + indent : kind.name().toLowerCase(java.util.Locale.ROOT);
        return own + (inner == null ? "" : ", " + inner) + (padded ? ", padded" : "");
    }
}
