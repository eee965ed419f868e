package dev.clusterjob.sweep;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.clusterjob.json.JsonText;

import java.io.IOException;

/**
 * {@code clusterjob sweep --json} (docs/sweep.md, "JSON"): {@code pairs[{a, b, busbw_gbps, error}]},
 * {@code nodes[{node, score, outlier}]} and {@code outliers[{node, score, evidence}]}, an interface others
 * rely on (never renamed), plus the reference, the run's settings and each pair's round.
 */
public final class SweepJson {
    private SweepJson() {
    }

    public static String write(SweepReport r) {
        SweepVerdict v = r.verdict();
        return JsonText.write(g -> {
            g.writeStartObject();
            g.writeStringField("partition", r.partition());
            JsonText.stringIfSet(g, "cluster", r.cluster());
            JsonText.stringIfSet(g, "job_id", r.jobId());
            g.writeStringField("mode", v.mode().id());
            g.writeStringField("tool", r.tool());
            g.writeBooleanField("complete", r.ended());
            JsonText.stringIfSet(g, "stopped", r.stopped() == null || r.stopped().equals("no") ? null : r.stopped());
            g.writeNumberField("rounds", v.rounds());
            JsonText.numberOrNull(g, "reference_gbps", v.referenceGbps());
            g.writeStringField("reference_from", v.referenceFrom());
            g.writeNumberField("outlier_below", v.below());
            JsonText.numberOrNull(g, "floor_gbps", v.floorGbps());
            JsonText.strings(g, "hosts", v.hosts());
            g.writeArrayFieldStart("pairs");
            for (PairResult p : v.pairs()) {
                pair(g, p, true);
            }
            g.writeEndArray();
            g.writeArrayFieldStart("nodes");
            for (NodeScore n : v.nodes()) {
                g.writeStartObject();
                g.writeStringField("node", n.node());
                JsonText.numberOrNull(g, "score", round(n.score()));
                g.writeBooleanField("outlier", n.outlier());
                JsonText.numberOrNull(g, "median_gbps", n.medianGbps());
                g.writeNumberField("pairs", n.pairs());
                g.writeBooleanField("certain", n.certain());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeArrayFieldStart("outliers");
            for (NodeScore n : v.outliers()) {
                g.writeStartObject();
                g.writeStringField("node", n.node());
                JsonText.numberOrNull(g, "score", round(n.score()));
                JsonText.numberOrNull(g, "median_gbps", n.medianGbps());
                g.writeBooleanField("certain", n.certain());
                g.writeStringField("text", SweepText.evidence(n, v));
                g.writeArrayFieldStart("evidence");
                for (PairResult p : n.evidence()) {
                    pair(g, p, false);
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndArray();
            JsonText.strings(g, "quarantined", r.quarantined());
            g.writeEndObject();
        });
    }

    private static void pair(JsonGenerator g, PairResult p, boolean withRound) throws IOException {
        g.writeStartObject();
        g.writeStringField("a", p.a());
        g.writeStringField("b", p.b());
        JsonText.numberOrNull(g, "busbw_gbps", p.busbwGbps());
        if (p.error() == null) {
            g.writeNullField("error");
        } else {
            g.writeStringField("error", p.error());
        }
        if (withRound) {
            g.writeNumberField("round", p.round());
        }
        g.writeEndObject();
    }

    /** A score to 3 decimals (the ratio's noise is far larger). */
    static Double round(Double d) {
        return d == null ? null : Math.round(d * 1000) / 1000.0;
    }
}
