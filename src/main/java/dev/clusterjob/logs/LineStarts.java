package dev.clusterjob.logs;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a line starts: as only a program's line does (so no piece of a cut one), as a line often does, with a word (as word
 * wrap leaves a piece), or as a ruler (a whole line). {@link LogLines.Line} reads its own start with these once.
 */
public final class LineStarts {
    private LineStarts() {
    }

    /**
     * How a program's line starts, so that no piece of a cut line does: NCCL's header, a program's name, Python, glog, MPICH's
     * abort header ("Abort(%d) on node %d (rank %d in comm %d): ", 3.3-4.x and Intel MPI) and UCX's log prefix ("[SECONDS.USEC]
     * [HOST:PID:THREAD] ", 1.x). GNU make's own lines ("make: *** [FILE:LINE: TARGET] Error N", "make[1]: ...") too, so that
     * the line before one (PALS mpiexec's "HOST: rank N died from signal S", the longest line of a short log) is not read as cut; and PALS's
     * own "HOST: rank N died from signal S" / "exited with code C" lines, whatever the host looks like (a poster's "hostname").
     * Python's own record starts too: logging's BASIC_FORMAT "%(levelname)s:%(name)s:%(message)s" ("WARNING:torch.distributed.run:",
     * "INFO:absl:", 2.x-3.x) and warnings.formatwarning's "%s:%s: %s: %s" ("FILE.py:27: UserWarning: ..."), so that the line
     * before one (a log's last and longest line, another program's record after it) is not read as cut. So does a shell's prompt
     * before a command the user typed: bash's default PS1 of Debian and Ubuntu ("user@host:~/dir$ ", root's "#"), of RHEL
     * ("[user@host dir]$ "), or the directory alone ("~$ "). So does the shell's whole line on a job that a signal ended (bash's
     * strsignal text, "Aborted (core dumped)", "Killed", "Segmentation fault"), after the program's last line: no piece of it;
     * and each frame of c10's backtrace (c10/util/Backtrace.cpp, torch 1.x-2.x: "frame #%d: "), lines of one length where the
     * frames name one library. So does c10's own log line (c10/util/Logging.cpp MessageLogger, torch 1.x: "[W FILE:LINE] ", 2.3+:
     * "[W1205 03:48:13.632371038 FILE:LINE] ", "[rank0]:" before it where the rank is known): each message of torch's C++ side. And so does
     * text-generation-webui's logger record ("%H:%M:%S-%f LEVEL", "19:09:54-049135 ERROR    Error loading ..."), whose lines follow
     * a server's own last line (llama.cpp's "error: invalid argument: -rpc") as that program's next record.
     */
    private static final Pattern STARTS_STRONGLY = Pattern.compile(
            "^(?:Traceback \\(|\\s+File \"|[A-Za-z_][\\w.]*(?:Error|Exception|Warning|Interrupt|Exit):|"
                    + "Abort\\(-?\\d+\\)(?: on node \\d+)? \\(rank \\d+ in comm \\d+\\): |\\[\\d{9,}\\.\\d+\\] \\[[\\w.-]+:\\s*\\d+\\s*:|"
                    + "(?:srun|salloc|sbatch|yhrun|slurmstepd|slurmd|prterun|mpirun|orterun|mpiexec|clusterjob|pdsh|clush|ssh|bash|sh|make)[\\w.@-]*(?:\\[\\d+])?: |"
                    + "[\\w.-]+:\\d+:\\d+ \\[\\d+\\] |(?:[A-Za-z0-9][\\w.-]*: )?rank \\d+ (?:died from signal|exited with code) \\d|\\[[A-Za-z]+\\d*\\]|\\[\\d+,\\d+\\]<|[EWIF]\\d{4} \\d\\d:|"
                    + "(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):[\\w.]+:|[\\w/.~-]+\\.py:\\d+: [A-Z]\\w*(?:Warning|Error): |"
                    + "(?:[\\w.-]+@[\\w.-]+:\\S*|\\[[\\w.-]+@[\\w.-]+ [^\\]]+\\]|~)[$#] |"
                    + "\\d\\d:\\d\\d:\\d\\d-\\d{3,6} +(?:DEBUG|INFO|WARNING|ERROR|CRITICAL) |"
                    + "frame #\\d+: |(?:\\[rank\\d+\\]:)?\\[[FEWIV](?:\\d{3,4} \\d\\d:\\d\\d:\\d\\d\\.\\d+)? [\\w.+-]+:\\d+\\] |"
                    + "(?:Aborted|Killed|Terminated|Segmentation fault|Bus error|Illegal instruction|Floating point exception|Trace/breakpoint trap)"
                    + "(?: \\(core dumped\\))?\\s*$)");

    /** Whether {@code text} starts as {@link #STARTS_STRONGLY} says; NCCL's header (most lines of an INFO log) read by hand first. */
    static boolean programStarts(String text) {
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

    /** Whether {@code text} starts as {@link #STARTS_OFTEN} says. */
    static boolean startsOften(String text) {
        return STARTS_OFTEN.matcher(text).lookingAt();
    }

    /** Whether a line starts as a program's line does, so it is no continuation of a cut one. */
    public static boolean startsLikeALine(String text) {
        return new LogLines.Line(0, text).startsLikeALine();
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

    /**
     * Whether two lines read as rows of one table whose columns a program padded with blanks to a fixed width each (sinfo's,
     * squeue's, kubectl's, ps's): every run of two blanks or more inside either line, a value's padding, meets the other line's
     * value of its column at the same place, the next value starting where it ends (left-aligned: sinfo -R's USER after the
     * padded reasons "Not responding" and "Kill task failed") or the value before ending where it starts (right-aligned: sinfo
     * -N -l's NODES and CPUS), one such run at least in each line and three in both, or one each where the lines' single blanks
     * lie alike ({@link #singleBlanksAlike}): one shared run is what prose with a double blank, or a cut line's pieces, show by
     * chance. Only the width both lines have is read: the last column (sinfo's node list, %N) has none. A row after a row of its table is a whole line, never the piece of
     * a cut one, also where the rows are all as long as the log's longest line (node names of one length): joined to it, the
     * next row's first word would read as the end of the row's last value ("compute-dy-c5-1" + "Not responding"). A boxed
     * table ({@link #boxed}) is no such table.
     */
    public static boolean rowsOfOneTable(String a, String b) {
        int n = Math.min(a.stripTrailing().length(), b.stripTrailing().length());
        int runsA = paddingMet(a, b, n);
        int runsB = runsA > 0 ? paddingMet(b, a, n) : 0;
        return runsB > 0 && (runsA + runsB >= 3 || singleBlanksAlike(a, b, n)) && !boxed(a) && !boxed(b);
    }

    /**
     * Whether the two lines have their single blanks (a blank between two words) at the same places up to where the last run of
     * padding in either ends (the columns before the last one, whose value is free text: a node list, a log message), one at
     * least: rows whose values fill their columns but one (sinfo -R's reason cut at 20 characters before a padded user, a log's
     * fixed header with one padded field) show one run each, as two pieces of prose with a double blank each may by chance.
     */
    private static boolean singleBlanksAlike(String a, String b, int n) {
        int upto = Math.max(paddingEnd(a, n), paddingEnd(b, n));
        int alike = 0;
        for (int i = 1; i < upto; i++) {
            boolean sa = a.charAt(i) == ' ' && a.charAt(i - 1) != ' ' && a.charAt(i + 1) != ' ';
            boolean sb = b.charAt(i) == ' ' && b.charAt(i - 1) != ' ' && b.charAt(i + 1) != ' ';
            if (sa != sb) {
                return false;
            }
            alike += sa ? 1 : 0;
        }
        return alike > 0;
    }

    /** Where the last run of two blanks or more before {@code n} ends (a word after it), 0 when there is none. */
    private static int paddingEnd(String x, int n) {
        for (int i = n - 1; i >= 2; i--) {
            if (x.charAt(i) != ' ' && x.charAt(i - 1) == ' ' && x.charAt(i - 2) == ' ') {
                return i;
            }
        }
        return 0;
    }

    /**
     * Whether a line has a box's rule between cells ('|', or a box-drawing character: rich's tracebacks, dcgmi's and prettytable's
     * tables): a boxed table wraps a cell's text over the rows after it, so its rows may be pieces of one another.
     */
    private static boolean boxed(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '|' || (c >= '\u2500' && c <= '\u257F')) {
                return true;
            }
        }
        return false;
    }

    /**
     * How many runs of two blanks or more {@code x} has between its first word and {@code n} (a word after each) that meet
     * {@code y}'s value of their column, -1 when one meets none: {@code y} has no value that starts where the run ends nor one
     * that ends where it starts. A run met only by the end of the first word (pytest's "E", a marker before free text) is no
     * column of its own and not counted; squeue's right-aligned columns meet at each value's end after it.
     */
    private static int paddingMet(String x, String y, int n) {
        int i = 0;
        while (i < n && x.charAt(i) == ' ') {
            i++;
        }
        int firstWordEnd = x.indexOf(' ', i);
        int runs = 0;
        while (i < n) {
            if (x.charAt(i) != ' ') {
                i++;
                continue;
            }
            int s = i;
            while (i < n && x.charAt(i) == ' ') {
                i++;
            }
            if (i - s < 2 || i >= n) {
                continue;
            }
            boolean starts = y.charAt(i - 1) == ' ' && y.charAt(i) != ' ';
            boolean ends = y.charAt(s - 1) != ' ' && y.charAt(s) == ' ';
            if (!starts && !ends) {
                return -1;
            }
            runs += starts || s != firstWordEnd ? 1 : 0;
        }
        return runs;
    }

    /** Whether the text starts with a character that is no blank: word wrap leaves a piece that starts with the word it moved. */
    static boolean startsWord(String text) {
        return !text.isEmpty() && !Character.isWhitespace(text.charAt(0));
    }
}
