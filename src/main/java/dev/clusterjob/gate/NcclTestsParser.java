package dev.clusterjob.gate;

import dev.clusterjob.logs.LinePrefix;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses nccl-tests / rccl-tests {@code *_perf} output (and the torch probe's, which copies it) into
 * {@link NcclTestsRun}s, locating columns by the table header rather than by position: {@code -C}
 * renames time to cputime, {@code -S} appends a timestamp, {@code -I} and {@code -B} add per-iteration
 * and bitwise columns (NVIDIA/nccl-tests src/util.cu, writeResultHeader). Lines that are none of
 * header, rank line, row, footer or error (NCCL INFO logs, mpirun chatter) are skipped. Several runs in
 * one text (a job log) give several results.
 *
 * <p>What users paste is decorated, and a run with its rows and footer is complete whatever its
 * decoration (the corpus under src/test/resources/realworld/nccl-tests):
 * <ul>
 *   <li>line prefixes are taken off first with {@link LinePrefix} (mpirun {@code --tag-output} and
 *       {@code --timestamp-output}, {@code srun --label}, pdsh, torchrun, container-log timestamps);</li>
 *   <li>lines that lost their {@code #} (log viewers, rendered issue pages, HTML) are read as the
 *       {@code #} lines they were: nThread, Using devices, Rank, the column header, the footer;</li>
 *   <li>NCCL 1.x-era output: a {@code bytes N type op [root] time algbw busbw res} header, rank lines
 *       {@code Rank 0 uses device 0 [0x73] name} and {@code Rank 0 on host device 0 [0x00] name}
 *       (no Pid);</li>
 *   <li>rccl-tests' {@code rccl-tests: Version develop:33cc4df} line;</li>
 *   <li>crash lines in every wording nccl-tests used: {@code host: Test NCCL failure common.cu:NNN '...'},
 *       {@code Test CUDA failure}, {@code .. host pid N: Test failure file:line}, and the older
 *       {@code NCCL failure file:line '...'} / {@code Cuda failure file:line '...'} without "Test"
 *       ({@link Crash} says which, where and on which host).</li>
 * </ul>
 * The in-job awk program (templates/gate/perf.awk) applies the same rules to undecorated output (what
 * the job's own srun prints); GateAwkTest keeps the two equal on the perf/ inputs.
 */
public final class NcclTestsParser {
    /** The header of a current build without -C/-S/-I, used when a table is printed without one. */
    static final List<String> DEFAULT_COLUMNS = List.of("size", "count", "type", "redop", "root",
            "time", "algbw", "busbw", "#wrong", "time", "algbw", "busbw", "#wrong");

    private static final Pattern NUMBER = Pattern.compile("[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?");
    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    private static final Pattern TEE_PREFIX = Pattern.compile("^\\[[A-Za-z_-]*[0-9]+\\]:");
    private static final Pattern LABEL_PREFIX = Pattern.compile("^[ \\t]*[0-9]+: ");
    private static final Pattern VERSION = Pattern.compile("^#[ \\t]*(nccl-tests|rccl-tests|clusterjob-probe) version[ \\t]+(\\S+)");
    private static final Pattern STARTING = Pattern.compile("^#[ \\t]*Collective test starting:[ \\t]*(\\S+)");
    private static final Pattern NTHREAD = Pattern.compile("^#[ \\t]*nThread[ \\t].*maxBytes[ \\t]+([0-9]+)");
    private static final Pattern RANK = Pattern.compile("^#[ \\t]*Rank[ \\t]+([0-9]+)(?:[ \\t].*)?[ \\t]on[ \\t]+(\\S+)");
    /** Pid is missing in nccl-tests built against NCCL 1.0 ("#   Rank  0 on     node03 device  0 [0x00] Tesla P100"). */
    private static final Pattern RANK_FULL = Pattern.compile(
            "^#[ \\t]*Rank[ \\t]+([0-9]+)[ \\t]+(?:Group[ \\t]+([0-9]+)[ \\t]+)?(?:Pid[ \\t]+([0-9]+)[ \\t]+)?on[ \\t]+(\\S+)"
                    + "[ \\t]+device[ \\t]+([0-9]+)[ \\t]+\\[([^\\]]*)\\][ \\t]*(.*)$");
    /** NCCL 1.x's own tests: "Rank  0 uses device  0 [0x73] NVIDIA GeForce RTX 5060 Ti" (no host). */
    private static final Pattern RANK_USES = Pattern.compile(
            "^#[ \\t]*Rank[ \\t]+([0-9]+)[ \\t]+uses device[ \\t]+([0-9]+)[ \\t]+\\[([^\\]]*)\\][ \\t]*(.*)$");
    /** rccl-tests prints its version without '#': "rccl-tests: Version develop:33cc4df". */
    private static final Pattern RCCL_VERSION = Pattern.compile("^#?[ \\t]*rccl-tests:[ \\t]*Version[ \\t]*(\\S*)");
    /** The '#' lines, recognised when a log viewer or a rendered page dropped the '#'. */
    private static final Pattern HASHLESS = Pattern.compile("^(?:nThread[ \\t]|Using devices|Rank[ \\t]+[0-9]+[ \\t]|Out of bounds values[ \\t]*:"
            + "|Bitwise mismatches[ \\t]*:|Avg bus bandwidth[ \\t]*:|Collective test (?:starting|concluded):|nccl-tests version[ \\t]"
            + "|Errors with asterisks)");
    private static final Pattern OUT_OF_BOUNDS = Pattern.compile("^#[ \\t]*Out of bounds values[ \\t]*:[ \\t]*([0-9]+)");
    private static final Pattern BITWISE = Pattern.compile("^#[ \\t]*Bitwise mismatches[ \\t]*:[ \\t]*([0-9]+)");
    private static final Pattern AVG = Pattern.compile("^#[ \\t]*Avg bus bandwidth[ \\t]*:[ \\t]*(\\S*)");
    private static final Pattern HASH_ERROR = Pattern.compile("^#[ \\t]*error:[ \\t]*(\\S.*)$");
    /** "node1: Test NCCL failure common.cu:393 '...'", " .. node1 pid 7: Test failure common.cu:NNN", "Test timeout (5s)". */
    private static final Pattern TEST_ERROR = Pattern.compile("Test ([A-Za-z0-9_]+ )?(failure|timeout)");
    /** Older nccl-tests (NCCL 1.x / 2.0-2.2 builds): "NCCL failure common.cu:908 'unhandled cuda error'", "Cuda failure file:line '...'". */
    private static final Pattern OLD_ERROR = Pattern.compile("(?:^|[\\s:])(?:NCCL|Cuda|CUDA) failure [\\w./-]+\\.(?:cu|cc|cpp|c|h):[0-9]+");
    private static final Pattern NCCL_WARN = Pattern.compile(" NCCL WARN ");

    private NcclTestsParser() {
    }

    /** Every run found in {@code text}, in order; empty when there is none (not even an error line). */
    public static List<NcclTestsRun> parse(String text) {
        List<NcclTestsRun> runs = new ArrayList<>();
        Builder b = new Builder();
        for (String raw : text.split("\n", -1)) {
            LinePrefix lp = LinePrefix.parse(raw.endsWith("\r") ? raw.substring(0, raw.length() - 1) : raw);
            String line = hashed(TEE_PREFIX.matcher(lp.text()).replaceFirst(""));
            if (line.isBlank()) {
                continue;
            }
            if (line.startsWith("#")) {
                if (startsRun(line) && b.pastHeader()) {
                    b.finishInto(runs);
                    b = new Builder();
                }
                List<String> header = headerColumns(line);
                if (header != null) {
                    if (b.pastHeader()) {
                        b.finishInto(runs);
                        b = new Builder();
                    }
                    b.columns = header;
                    b.layout = null;
                    b.sawHeader = true;
                    continue;
                }
                b.hashLine(line);
            } else {
                b.plainLine(line, lp.host());
            }
        }
        b.finishInto(runs);
        return runs;
    }

    /** Removes a carriage return and every line prefix {@link LinePrefix} knows (and torchrun's --tee prefix). */
    static String clean(String raw) {
        String s = raw.endsWith("\r") ? raw.substring(0, raw.length() - 1) : raw;
        s = LinePrefix.strip(s);
        s = TEE_PREFIX.matcher(s).replaceFirst("");
        return LABEL_PREFIX.matcher(s).replaceFirst("");
    }

    /**
     * {@code line} with its '#' back when it is one of nccl-tests' '#' lines that lost it (a log viewer, a
     * rendered issue page or an HTML page drops a leading '#'); other lines unchanged.
     */
    static String hashed(String line) {
        if (line.startsWith("#")) {
            return line;
        }
        String t = line.strip();
        if (HASHLESS.matcher(t).find() || headerColumns("# " + t) != null) {
            return "# " + t;
        }
        return line;
    }

    private static boolean startsRun(String line) {
        return VERSION.matcher(line).find() || STARTING.matcher(line).find() || NTHREAD.matcher(line).find();
    }

    /**
     * The column names when {@code line} is the table's name row (it names size, or NCCL 1.x's bytes, and
     * busbw twice), else null.
     */
    static List<String> headerColumns(String line) {
        List<String> tokens = tokens(line.substring(1));
        if (!(tokens.contains("size") || tokens.contains("bytes")) || tokens.stream().filter("busbw"::equals).count() < 2) {
            return null;
        }
        return tokens;
    }

    private static List<String> tokens(String s) {
        List<String> out = new ArrayList<>();
        for (String t : s.trim().split("[ \\t]+")) {
            if (!t.isEmpty()) {
                out.add(t);
            }
        }
        return out;
    }

    static boolean isNumber(String s) {
        return NUMBER.matcher(s).matches();
    }

    /** Column positions of one header: -1 where the header has no such column. */
    private record Layout(int size, int count, int type, int redop, int root, int[] time, int[] algbw, int[] busbw, int[] wrong) {
        static Layout of(List<String> cols) {
            // NCCL 1.x's tests name them bytes, N and op; their res column (like 2.x's error) is a deviation, not a count
            return new Layout(first(cols, "size", "bytes"), first(cols, "count", "N"), cols.indexOf("type"), first(cols, "redop", "op"),
                    cols.indexOf("root"), nth(cols, "time", "cputime"), nth(cols, "algbw", null), nth(cols, "busbw", null),
                    nth(cols, "#wrong", null));
        }

        private static int first(List<String> cols, String name, String alias) {
            int i = cols.indexOf(name);
            return i >= 0 ? i : cols.indexOf(alias);
        }

        private static int[] nth(List<String> cols, String name, String alias) {
            int[] at = {-1, -1};
            int k = 0;
            for (int i = 0; i < cols.size() && k < 2; i++) {
                if (cols.get(i).equals(name) || cols.get(i).equals(alias)) {
                    at[k++] = i;
                }
            }
            return at;
        }

        int highest() {
            int h = Math.max(size, count);
            for (int[] a : new int[][] {time, algbw, busbw, wrong}) {
                h = Math.max(h, Math.max(a[0], a[1]));
            }
            return h;
        }
    }

    /** Accumulates one run. */
    private static final class Builder {
        String tool;
        String collective;
        Long headerMaxBytes;
        List<String> columns = DEFAULT_COLUMNS;
        boolean sawHeader;
        Layout layout;
        final List<NcclTestsRun.Rank> ranks = new ArrayList<>();
        final List<NcclTestsRun.Row> rows = new ArrayList<>();
        Integer outOfBounds;
        Integer bitwise;
        Double avg;
        boolean complete;
        final List<String> errors = new ArrayList<>();
        final List<String> warnings = new ArrayList<>();

        boolean pastHeader() {
            return sawHeader || !rows.isEmpty() || complete;
        }

        boolean isEmpty() {
            return tool == null && collective == null && headerMaxBytes == null && !sawHeader && ranks.isEmpty()
                    && rows.isEmpty() && outOfBounds == null && avg == null && errors.isEmpty();
        }

        void hashLine(String line) {
            Matcher m;
            if ((m = VERSION.matcher(line)).find()) {
                tool = m.group(1) + " " + m.group(2);
            } else if ((m = STARTING.matcher(line)).find()) {
                collective = m.group(1);
            } else if ((m = NTHREAD.matcher(line)).find()) {
                headerMaxBytes = parseLongOrNull(m.group(1));
            } else if ((m = RANK_USES.matcher(line)).find()) {
                ranks.add(new NcclTestsRun.Rank(Integer.parseInt(m.group(1)), null, 0, "", Integer.parseInt(m.group(2)), m.group(3),
                        m.group(4).trim()));
            } else if ((m = RCCL_VERSION.matcher(line)).find()) {
                tool = "rccl-tests " + m.group(1);
            } else if ((m = RANK.matcher(line)).find()) {
                Matcher f = RANK_FULL.matcher(line);
                if (f.find()) {
                    ranks.add(new NcclTestsRun.Rank(Integer.parseInt(f.group(1)), f.group(2) == null ? null : Integer.valueOf(f.group(2)),
                            f.group(3) == null ? 0 : Long.parseLong(f.group(3)), f.group(4), Integer.parseInt(f.group(5)), f.group(6),
                            f.group(7).trim()));
                } else {
                    ranks.add(new NcclTestsRun.Rank(Integer.parseInt(m.group(1)), null, 0, m.group(2), 0, "", ""));
                }
            } else if ((m = OUT_OF_BOUNDS.matcher(line)).find()) {
                outOfBounds = (int) Math.min(Integer.MAX_VALUE, Long.parseLong(m.group(1)));
            } else if ((m = BITWISE.matcher(line)).find()) {
                bitwise = (int) Math.min(Integer.MAX_VALUE, Long.parseLong(m.group(1)));
            } else if ((m = AVG.matcher(line)).find()) {
                complete = true;
                avg = isNumber(m.group(1)) ? Double.valueOf(m.group(1)) : null;
            } else if ((m = HASH_ERROR.matcher(line)).find()) {
                errors.add(line.trim());
            }
        }

        /** A line without '#'; {@code host} is the host a line prefix named (pdsh's "node1: "), or null. */
        void plainLine(String line, String host) {
            Matcher m = RCCL_VERSION.matcher(line);
            if (m.find()) {
                tool = "rccl-tests " + m.group(1);
                return;
            }
            boolean testError = TEST_ERROR.matcher(line).find();
            if (!testError && NCCL_WARN.matcher(line).find()) {
                warnings.add(line.trim());
                return;
            }
            if (testError || OLD_ERROR.matcher(line).find()) {
                String e = line.trim();
                errors.add(host != null && !e.contains(host) ? host + ": " + e : e);
                return;
            }
            NcclTestsRun.Row row = row(tokens(line));
            if (row != null) {
                rows.add(row);
            }
        }

        NcclTestsRun.Row row(List<String> t) {
            if (layout == null) {
                layout = Layout.of(columns);
            }
            Layout l = layout;
            if (l.size < 0 || l.busbw[1] < 0 || l.algbw[1] < 0 || l.time[1] < 0 || t.size() <= l.highest()) {
                return null;
            }
            if (!DIGITS.matcher(t.get(l.size)).matches() || l.count >= 0 && !DIGITS.matcher(t.get(l.count)).matches()) {
                return null;
            }
            NcclTestsRun.Timing[] timing = new NcclTestsRun.Timing[2];
            for (int k = 0; k < 2; k++) {
                String time = t.get(l.time[k]);
                String alg = t.get(l.algbw[k]);
                String bus = t.get(l.busbw[k]);
                String wrong = l.wrong[k] < 0 ? "N/A" : t.get(l.wrong[k]);
                if (!isNumber(time) || !isNumber(alg) || !isNumber(bus) || !(isNumber(wrong) || wrong.equals("N/A"))) {
                    return null;
                }
                timing[k] = new NcclTestsRun.Timing(Double.parseDouble(time), Double.parseDouble(alg), Double.parseDouble(bus), bus,
                        wrong.equals("N/A") ? null : (long) Double.parseDouble(wrong));
            }
            Long bytes = parseLongOrNull(t.get(l.size));
            Long count = l.count < 0 ? Long.valueOf(0) : parseLongOrNull(t.get(l.count));
            if (bytes == null || count == null) {
                return null;
            }
            return new NcclTestsRun.Row(bytes, count, at(t, l.type), at(t, l.redop), at(t, l.root), timing[0], timing[1]);
        }

        private static String at(List<String> t, int i) {
            return i < 0 ? null : t.get(i);
        }

        void finishInto(List<NcclTestsRun> runs) {
            if (isEmpty()) {
                return;
            }
            runs.add(new NcclTestsRun(tool, collective, headerMaxBytes, columns, ranks, rows, outOfBounds, bitwise, avg,
                    errors, warnings, complete));
        }
    }

    private static Long parseLongOrNull(String s) {
        try {
            return Long.valueOf(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
