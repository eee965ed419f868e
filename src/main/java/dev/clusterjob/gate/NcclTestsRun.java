package dev.clusterjob.gate;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalLong;

/**
 * One run of an nccl-tests / rccl-tests {@code *_perf} program (or of clusterjob's torch probe,
 * which prints the same table) as read from its output: the {@code # Rank} lines, the per-size
 * rows and the footer. Fields the output lacked are null.
 *
 * @param tool "nccl-tests 2.19.6", "clusterjob-probe 1 ...", or null (older builds print no version line)
 * @param collective the program named by "# Collective test starting:", or null
 * @param headerMaxBytes maxBytes of the "# nThread" line, or null
 * @param columns the column names of the table header, in order
 * @param outOfBounds the "# Out of bounds values" count, or null when the footer is missing
 * @param bitwiseMismatches the "# Bitwise mismatches" count (nccl-tests -B), or null
 * @param avgBusbw the "# Avg bus bandwidth" figure (mean over every row: never judge on it), or null
 * @param errors error lines ("host: Test NCCL failure common.cu:NNN '...'", "# error: ...")
 * @param warnings NCCL WARN lines, kept for the report and not judged
 * @param complete whether the footer ("# Avg bus bandwidth") was printed: false for a run cut short
 */
public record NcclTestsRun(
        String tool,
        String collective,
        Long headerMaxBytes,
        List<String> columns,
        List<Rank> ranks,
        List<Row> rows,
        Integer outOfBounds,
        Integer bitwiseMismatches,
        Double avgBusbw,
        List<String> errors,
        List<String> warnings,
        boolean complete) {

    public NcclTestsRun {
        columns = List.copyOf(columns);
        ranks = List.copyOf(ranks);
        rows = List.copyOf(rows);
        errors = List.copyOf(errors);
        warnings = List.copyOf(warnings);
    }

    /**
     * One {@code # Rank} line. Older builds print no Group and a {@code [0x18]} bus id; builds against
     * NCCL 1.0 no Pid (pid 0); NCCL 1.x's own tests no host ("").
     *
     * @param group null when the line has no Group field
     */
    public record Rank(int rank, Integer group, long pid, String host, int device, String busId, String deviceName) {
    }

    /**
     * One table row: a message size and its out-of-place and in-place timings.
     *
     * @param root the root column ("-1" for all_reduce), or null when the build prints none
     */
    public record Row(long bytes, long count, String type, String redop, String root, Timing outOfPlace, Timing inPlace) {
        /** The larger of the two placements' busbw. */
        public double bestBusbw() {
            return Math.max(outOfPlace.busbw(), inPlace.busbw());
        }
    }

    /**
     * The time, algbw and busbw of one placement; {@code busbwText} is the figure as printed.
     *
     * @param wrong the #wrong count, or null when the column reads N/A (-c 0) or the build prints none
     */
    public record Timing(double timeUs, double algbw, double busbw, String busbwText, Long wrong) {
    }

    /**
     * No rows, no footer: what the in-job judge (perf.awk) makes of an output without any run (FAIL:
     * no-rows, truncated). {@code gate parse} reports such an input as "no run found" instead (exit 92).
     */
    public static NcclTestsRun empty() {
        return new NcclTestsRun(null, null, null, List.of(), List.of(), List.of(), null, null, null, List.of(), List.of(), false);
    }

    /** Host names of the ranks, each once, in rank-line order (NCCL 1.x's rank lines name none: "" is left out). */
    public List<String> hosts() {
        return List.copyOf(new LinkedHashSet<>(ranks.stream().map(Rank::host).filter(h -> !h.isEmpty()).toList()));
    }

    /** The largest message size of the table, if any row was printed. */
    public OptionalLong maxBytes() {
        return rows.stream().mapToLong(Row::bytes).max();
    }

    /** Sum of #wrong over all rows and both placements, or null when no row reports a count. */
    public Long wrongTotal() {
        Long sum = null;
        for (Row r : rows) {
            for (Timing t : List.of(r.outOfPlace(), r.inPlace())) {
                if (t.wrong() != null) {
                    sum = (sum == null ? 0 : sum) + t.wrong();
                }
            }
        }
        return sum;
    }

    /** The rows whose size is at least {@code minBytes}, in table order. */
    public List<Row> rowsFrom(long minBytes) {
        List<Row> out = new ArrayList<>();
        for (Row r : rows) {
            if (r.bytes() >= minBytes) {
                out.add(r);
            }
        }
        return out;
    }
}
