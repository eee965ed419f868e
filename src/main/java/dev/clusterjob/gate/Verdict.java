package dev.clusterjob.gate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The gate's judgement of one run: PASS, or FAIL with every reason found, plus the figure it was judged on.
 *
 * @param judgedFromBytes the smallest size that counted (see {@link GateCriteria#judgedFrom})
 * @param judgedRow the row with the best busbw among the judged rows, or null when there are no rows
 * @param maxBusbw the best busbw of the whole table, or null when there are no rows
 */
public record Verdict(Status status, List<Reason> reasons, GateCriteria criteria, long judgedFromBytes,
                      NcclTestsRun.Row judgedRow, Double maxBusbw) {

    public Verdict {
        reasons = List.copyOf(reasons);
    }

    /** Pass or fail. */
    public enum Status { PASS, FAIL }

    /** Why a run fails, most severe first; {@link #token()} is the word used in verdict lines and JSON. */
    public enum Reason {
        /** An error line: "Test NCCL failure", "Test CUDA failure", "Test timeout", "# error:", a probe exception. */
        NCCL_ERROR,
        /** #wrong above zero: the collective returned wrong data. */
        WRONG_RESULTS,
        /** "Out of bounds values" (or "Bitwise mismatches") above zero. */
        OUT_OF_BOUNDS,
        /** No table row at all: the program died before measuring. */
        NO_ROWS,
        /** The best busbw among the judged sizes is below the floor. */
        SLOW,
        /** No row reaches the judged sizes (the largest rows were judged instead). */
        MISSING_ROWS,
        /** No footer: the run was cut short. */
        TRUNCATED;

        public String token() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** The judged busbw in GB/s, or null without rows. */
    public Double judgedBusbw() {
        return judgedRow == null ? null : judgedRow.bestBusbw();
    }

    /** The judged busbw as printed in the table ("348.10"), or null. */
    public String judgedBusbwText() {
        if (judgedRow == null) {
            return null;
        }
        NcclTestsRun.Timing o = judgedRow.outOfPlace();
        NcclTestsRun.Timing i = judgedRow.inPlace();
        return i.busbw() > o.busbw() ? i.busbwText() : o.busbwText();
    }

    public boolean passed() {
        return status == Status.PASS;
    }

    /** Judges {@code run}: see docs/gate.md ("How a run is judged"); perf.awk applies the same rules in the job. */
    public static Verdict judge(NcclTestsRun run, GateCriteria criteria) {
        List<Reason> reasons = new ArrayList<>();
        if (!run.errors().isEmpty()) {
            reasons.add(Reason.NCCL_ERROR);
        }
        Long wrong = run.wrongTotal();
        if (wrong != null && wrong > 0) {
            reasons.add(Reason.WRONG_RESULTS);
        }
        if (run.outOfBounds() != null && run.outOfBounds() > 0 || run.bitwiseMismatches() != null && run.bitwiseMismatches() > 0) {
            reasons.add(Reason.OUT_OF_BOUNDS);
        }
        NcclTestsRun.Row best = null;
        Double max = null;
        long from = 0;
        if (run.rows().isEmpty()) {
            reasons.add(Reason.NO_ROWS);
        } else {
            long largest = run.maxBytes().orElseThrow();
            from = criteria.judgedFrom(largest);
            boolean missing = largest < from;
            for (NcclTestsRun.Row r : run.rows()) {
                if (max == null || r.bestBusbw() > max) {
                    max = r.bestBusbw();
                }
                boolean judged = missing ? r.bytes() == largest : r.bytes() >= from;
                if (judged && (best == null || r.bestBusbw() > best.bestBusbw())) {
                    best = r;
                }
            }
            boolean oneRank = run.ranks().size() == 1;
            if (criteria.minBusbwGbps() != null && !oneRank && best.bestBusbw() < criteria.minBusbwGbps()) {
                reasons.add(Reason.SLOW);
            }
            if (missing) {
                reasons.add(Reason.MISSING_ROWS);
            }
        }
        if (!run.complete()) {
            reasons.add(Reason.TRUNCATED);
        }
        return new Verdict(reasons.isEmpty() ? Status.PASS : Status.FAIL, reasons, criteria, from, best, max);
    }
}
