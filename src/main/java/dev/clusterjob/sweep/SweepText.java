package dev.clusterjob.sweep;

import dev.clusterjob.quote.TextColumns;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** What a person reads after a sweep: one heading, the nodes' table, the outliers with their evidence. */
public final class SweepText {
    private SweepText() {
    }

    /** A GB/s figure as the tables print it: two decimals. */
    public static String gbps(Double v) {
        return v == null ? "-" : String.format(Locale.ROOT, "%.2f", v);
    }

    /** A pair as evidence: {@code a-b 0.00 GB/s} or {@code a-b timeout}. */
    public static String pair(PairResult p) {
        return p.a() + "-" + p.b() + " " + (p.error() != null ? p.error() : gbps(p.busbwGbps()) + " GB/s");
    }

    /** The whole summary, line by line. */
    public static List<String> lines(SweepReport r) {
        SweepVerdict v = r.verdict();
        List<String> out = new ArrayList<>();
        out.add("sweep of partition " + r.partition() + (r.cluster() == null ? "" : " on cluster " + r.cluster())
                + (r.jobId() == null ? "" : " (job " + r.jobId() + ")") + ": " + v.mode().id() + ", " + r.tool() + ", "
                + v.hosts().size() + " nodes, " + v.pairs().size() + " pairs in " + v.rounds() + " rounds"
                + (r.ended() ? "" : ", CUT SHORT (the job ended before the sweep did: what was measured is judged)")
                + (r.stopped() == null || r.stopped().equals("no") ? "" : ", stopped early (" + r.stopped() + ")"));
        out.add("reference " + gbps(v.referenceGbps()) + " GB/s (" + ("baseline".equals(v.referenceFrom())
                ? "the partition's baseline" : "this run's median: no baseline yet") + "); an outlier is below "
                + String.format(Locale.ROOT, "%.2f", v.below()) + " x reference" + (v.floorGbps() == null ? "" : " or " + gbps(v.floorGbps()) + " GB/s"));
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"NODE", "MEDIAN_GB/S", "SCORE", "PAIRS", "VERDICT"});
        for (NodeScore n : v.nodes()) {
            rows.add(new String[] {n.node(), gbps(n.medianGbps()), n.score() == null ? "-" : String.format(Locale.ROOT, "%.2f", n.score()),
                    String.valueOf(n.pairs()), verdict(n)});
        }
        out.addAll(TextColumns.aligned(rows));
        List<NodeScore> outliers = v.outliers();
        if (outliers.isEmpty()) {
            out.add("no outlier");
        } else {
            for (NodeScore n : outliers) {
                out.add("outlier " + n.node() + ": " + evidence(n, v));
            }
        }
        if (!r.quarantined().isEmpty()) {
            out.add("quarantined on cluster " + r.cluster() + ": " + String.join(",", r.quarantined())
                    + " (submit leaves them out; clusterjob quarantine list)");
        }
        return out;
    }

    /** Why a node is an outlier, in one phrase: its figure against the reference, and its slowest pairs. */
    public static String evidence(NodeScore n, SweepVerdict v) {
        StringBuilder b = new StringBuilder();
        b.append("median ").append(gbps(n.medianGbps())).append(" GB/s");
        if (n.score() != null) {
            b.append(" = ").append(Math.round(n.score() * 100)).append("% of ").append(gbps(v.referenceGbps())).append(" GB/s");
        }
        b.append(" over ").append(n.evidence().size() < n.pairs() ? n.evidence().size() + " of " + n.pairs() : String.valueOf(n.pairs()))
                .append(" pair(s): ");
        List<String> ps = n.evidence().stream().map(SweepText::pair).toList();
        b.append(String.join(", ", ps));
        if (!n.certain()) {
            b.append(" (every pair joined it to another outlier: the sweep cannot tell which of them is at fault)");
        }
        return b.toString();
    }

    private static String verdict(NodeScore n) {
        if (n.pairs() == 0) {
            return "not measured";
        }
        return n.outlier() ? (n.certain() ? "OUTLIER" : "OUTLIER (uncertain)") : "ok";
    }

}
