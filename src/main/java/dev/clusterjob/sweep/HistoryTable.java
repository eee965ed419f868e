package dev.clusterjob.sweep;

import dev.clusterjob.json.JsonText;
import dev.clusterjob.quote.TextColumns;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;

/**
 * {@code clusterjob sweep history}: each node's median busbw in the partition's newest sweeps, oldest
 * first, outliers starred, and its trend (the newest figure against the median of its earlier ones).
 */
public final class HistoryTable {
    private HistoryTable() {
    }

    /** The text: one line per sweep shown, then the nodes' table. */
    public static List<String> lines(String cluster, String partition, List<SweepHistory.Entry> all, int last) {
        List<SweepHistory.Entry> shown = all.subList(Math.max(0, all.size() - last), all.size());
        List<String> out = new ArrayList<>();
        out.add("partition " + partition + " on cluster " + cluster + ": " + all.size() + " sweep(s) recorded, the newest " + shown.size()
                + " shown (median GB/s of each node's pairs; * outlier)");
        for (int i = 0; i < shown.size(); i++) {
            SweepHistory.Entry e = shown.get(i);
            out.add("  #" + (i + 1) + " " + e.time() + " job " + e.job() + " " + e.mode() + " (" + e.settings() + "), reference "
                    + SweepText.gbps(e.referenceGbps()) + " GB/s (" + e.referenceFrom() + ")");
        }
        List<String[]> rows = new ArrayList<>();
        String[] head = new String[shown.size() + 2];
        head[0] = "NODE";
        for (int i = 0; i < shown.size(); i++) {
            head[i + 1] = "#" + (i + 1);
        }
        head[head.length - 1] = "TREND";
        rows.add(head);
        for (String node : nodes(shown)) {
            String[] r = new String[shown.size() + 2];
            r[0] = node;
            for (int i = 0; i < shown.size(); i++) {
                SweepHistory.NodeFigure f = figure(shown.get(i), node);
                r[i + 1] = f == null ? "-" : SweepText.gbps(f.medianGbps()) + (f.outlier() ? "*" : "");
            }
            r[r.length - 1] = trend(shown, node);
            rows.add(r);
        }
        out.addAll(TextColumns.aligned(rows));
        return out;
    }

    /** {@code --json}: {cluster, partition, sweeps: [{time, job, mode, settings, reference_gbps, nodes: [{node, median_gbps, score, outlier}]}]}. */
    public static String json(String cluster, String partition, List<SweepHistory.Entry> all, int last) {
        List<SweepHistory.Entry> shown = all.subList(Math.max(0, all.size() - last), all.size());
        return JsonText.write(g -> {
            g.writeStartObject();
            g.writeStringField("cluster", cluster);
            g.writeStringField("partition", partition);
            g.writeArrayFieldStart("sweeps");
            for (SweepHistory.Entry e : shown) {
                g.writeStartObject();
                g.writeStringField("time", e.time().toString());
                g.writeStringField("job", e.job());
                g.writeStringField("mode", e.mode());
                g.writeStringField("settings", e.settings());
                JsonText.numberOrNull(g, "reference_gbps", e.referenceGbps());
                g.writeStringField("reference_from", e.referenceFrom());
                g.writeArrayFieldStart("nodes");
                for (SweepHistory.NodeFigure f : e.nodes()) {
                    g.writeStartObject();
                    g.writeStringField("node", f.node());
                    JsonText.numberOrNull(g, "median_gbps", f.medianGbps());
                    JsonText.numberOrNull(g, "score", SweepJson.round(f.score()));
                    g.writeBooleanField("outlier", f.outlier());
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }

    private static List<String> nodes(List<SweepHistory.Entry> shown) {
        LinkedHashSet<String> all = new LinkedHashSet<>();
        for (SweepHistory.Entry e : shown) {
            e.nodes().forEach(n -> all.add(n.node()));
        }
        return List.copyOf(all);
    }

    private static SweepHistory.NodeFigure figure(SweepHistory.Entry e, String node) {
        return e.nodes().stream().filter(n -> n.node().equals(node)).findFirst().orElse(null);
    }

    /** "new", "steady", "down 35%", "up 12%": the newest figure against the upper median of the earlier ones (10% either way is steady). */
    static String trend(List<SweepHistory.Entry> shown, String node) {
        List<Double> earlier = new ArrayList<>();
        Double newest = null;
        for (int i = 0; i < shown.size(); i++) {
            SweepHistory.NodeFigure f = figure(shown.get(i), node);
            if (f == null || f.medianGbps() == null) {
                continue;
            }
            if (newest != null) {
                earlier.add(newest);
            }
            newest = f.medianGbps();
        }
        Double before = Medians.upper(earlier);
        if (newest == null || before == null) {
            return "new";
        }
        if (before <= 0) {
            return newest > 0 ? "up" : "steady";
        }
        long change = Math.round((newest / before - 1) * 100);
        return Math.abs(change) < 10 ? "steady" : (change < 0 ? "down " + -change + "%" : "up " + change + "%");
    }
}
