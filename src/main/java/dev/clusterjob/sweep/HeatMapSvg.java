package dev.clusterjob.sweep;

import java.util.List;
import java.util.Locale;

/**
 * The sweep's picture (docs/sweep.md, "The heat map"): a node x node matrix, nodes in Slurm's order on
 * both axes, each measured pair a cell coloured by its busbw over the reference (red slow, green normal,
 * black failed, grey not measured), outliers' names in red with their row and column framed, each node's
 * score at the end of its row. Plain SVG in the house style of gate/BusbwSvg (white ground, sans-serif,
 * integer coordinates; no script, no external reference). Above {@value #MAX_CELLS} nodes, consecutive
 * nodes share a cell, which shows the worst pair between the two groups.
 */
public final class HeatMapSvg {
    static final int MAX_CELLS = 140;
    static final int LEFT = 120;
    static final int TOP = 110;
    static final int GRID = 560;
    /** Ratio buckets (upper bounds) and their colours, worst first; at or above the last bound: the last colour. */
    static final double[] BOUNDS = {0.25, 0.5, 0.75, 0.9};
    static final String[] COLOURS = {"#d73027", "#fc8d59", "#fee08b", "#d9ef8b", "#1a9850"};
    static final String FAILED = "#000000";
    static final String UNMEASURED = "#f2f2f2";
    static final String OUTLIER = "#d62728";

    private HeatMapSvg() {
    }

    public static String render(SweepReport r) {
        SweepVerdict v = r.verdict();
        List<String> hosts = v.hosts();
        int n = hosts.size();
        int group = (n + MAX_CELLS - 1) / MAX_CELLS;
        int cells = (n + group - 1) / group;
        int cell = Math.max(4, Math.min(28, GRID / Math.max(1, cells)));
        int side = cells * cell;
        boolean labels = cell >= 10;
        int width = Math.max(720, LEFT + side + 200);
        int height = TOP + side + 90;
        StringBuilder b = new StringBuilder(64 * cells * cells + 4096);
        b.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"").append(height)
                .append("\" viewBox=\"0 0 ").append(width).append(' ').append(height).append("\" font-family=\"sans-serif\" font-size=\"12\">\n");
        b.append("<rect width=\"").append(width).append("\" height=\"").append(height).append("\" fill=\"white\"/>\n");
        b.append("<text x=\"10\" y=\"22\" font-size=\"14\">").append(esc(title(r))).append("</text>\n");
        b.append("<text x=\"10\" y=\"42\">").append(esc(subtitle(v, group))).append("</text>\n");
        double ref = v.referenceGbps() == null ? 0 : v.referenceGbps();
        PairResult[][] worst = worst(v, group, cells);
        for (int i = 0; i < cells; i++) {
            for (int j = 0; j < cells; j++) {
                PairResult p = worst[i][j];
                if (p == null) {
                    continue;
                }
                Cell c = new Cell(p.figure(), p.error() != null, SweepText.pair(p) + " (round " + p.round() + ")");
                int x = LEFT + j * cell;
                int y = TOP + i * cell;
                b.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(cell).append("\" height=\"")
                        .append(cell).append("\" fill=\"").append(colour(c, ref)).append("\" stroke=\"white\">");
                b.append("<title>").append(esc(c.text)).append("</title></rect>\n");
            }
        }
        labels(b, v, group, cells, cell, labels);
        if (labels && group == 1) {
            b.append("<text x=\"").append(LEFT + side + 8).append("\" y=\"").append(TOP - 6).append("\">score</text>\n");
        }
        legend(b, TOP + side + 30, ref);
        return b.append("</svg>\n").toString();
    }

    /** One cell: the worst pair between the host groups starting at {@code i} and {@code j}; null when none was measured. */
    private record Cell(double ratioOrBw, boolean failed, String text) {
    }

    /** The nodes' names on both axes (outliers red, their row and column framed) and each node's score at the end of its row. */
    private static void labels(StringBuilder b, SweepVerdict v, int group, int cells, int cell, boolean labels) {
        List<String> hosts = v.hosts();
        int n = hosts.size();
        int side = cells * cell;
        java.util.Map<String, NodeScore> scores = new java.util.HashMap<>();
        v.nodes().forEach(s -> scores.put(s.node(), s));
        for (int i = 0; i < cells; i++) {
            List<String> members = hosts.subList(i * group, Math.min(n, (i + 1) * group));
            boolean outlier = members.stream().anyMatch(h -> scores.get(h) != null && scores.get(h).outlier());
            String name = group == 1 ? members.get(0) : members.get(0) + ".." + members.get(members.size() - 1);
            if (outlier) {
                b.append("<rect x=\"").append(LEFT).append("\" y=\"").append(TOP + i * cell).append("\" width=\"").append(side)
                        .append("\" height=\"").append(cell).append("\" fill=\"none\" stroke=\"").append(OUTLIER).append("\" stroke-width=\"2\"/>\n");
                b.append("<rect x=\"").append(LEFT + i * cell).append("\" y=\"").append(TOP).append("\" width=\"").append(cell)
                        .append("\" height=\"").append(side).append("\" fill=\"none\" stroke=\"").append(OUTLIER).append("\" stroke-width=\"2\"/>\n");
            }
            if (labels || outlier) {
                String fill = outlier ? " fill=\"" + OUTLIER + "\" font-weight=\"bold\"" : "";
                int y = TOP + i * cell + cell / 2 + 4;
                b.append("<text x=\"").append(LEFT - 6).append("\" y=\"").append(y).append("\" text-anchor=\"end\"").append(fill).append('>')
                        .append(esc(name + (outlier ? " (outlier)" : ""))).append("</text>\n");
                int x = LEFT + i * cell + cell / 2 + 4;
                b.append("<text x=\"").append(x).append("\" y=\"").append(TOP - 6).append("\" transform=\"rotate(-60 ").append(x).append(' ')
                        .append(TOP - 6).append(")\"").append(fill).append('>').append(esc(name)).append("</text>\n");
                NodeScore s = group == 1 ? scores.get(name) : null;
                if (s != null && labels) {
                    b.append("<text x=\"").append(LEFT + side + 8).append("\" y=\"").append(y).append('"').append(fill).append('>')
                            .append(s.score() == null ? "-" : String.format(Locale.ROOT, "%.2f", s.score())).append("</text>\n");
                }
            }
        }
    }

    /** For each pair of host groups, the worst pair between them (a failed one first, else the slowest): one pass over the pairs. */
    private static PairResult[][] worst(SweepVerdict v, int group, int cells) {
        java.util.Map<String, Integer> index = new java.util.HashMap<>();
        for (int k = 0; k < v.hosts().size(); k++) {
            index.put(v.hosts().get(k), k / group);
        }
        PairResult[][] w = new PairResult[cells][cells];
        for (PairResult p : v.pairs()) {
            int a = index.get(p.a());
            int b = index.get(p.b());
            for (int[] at : new int[][] {{a, b}, {b, a}}) {
                PairResult cur = w[at[0]][at[1]];
                if (cur == null || cur.error() == null && (p.error() != null || p.figure() < cur.figure())) {
                    w[at[0]][at[1]] = p;
                }
            }
        }
        return w;
    }

    static String colour(Cell c, double ref) {
        if (c.failed) {
            return FAILED;
        }
        return colourOf(ref > 0 ? c.ratioOrBw / ref : 1.0);
    }

    /** The colour of a pair at {@code ratio} x the reference. */
    static String colourOf(double ratio) {
        for (int k = 0; k < BOUNDS.length; k++) {
            if (ratio < BOUNDS[k]) {
                return COLOURS[k];
            }
        }
        return COLOURS[COLOURS.length - 1];
    }

    private static void legend(StringBuilder b, int y, double ref) {
        String[] labels = {"< 25%", "25-50%", "50-75%", "75-90%", ">= 90%"};
        int x = LEFT;
        b.append("<text x=\"10\" y=\"").append(y + 12).append("\">pair busbw</text>\n");
        for (int k = 0; k < COLOURS.length; k++) {
            b.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"14\" height=\"14\" fill=\"").append(COLOURS[k]).append("\"/>\n");
            b.append("<text x=\"").append(x + 18).append("\" y=\"").append(y + 12).append("\">").append(esc(labels[k])).append("</text>\n");
            x += 80;
        }
        b.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"14\" height=\"14\" fill=\"").append(FAILED).append("\"/>\n");
        b.append("<text x=\"").append(x + 18).append("\" y=\"").append(y + 12).append("\">failed</text>\n");
        b.append("<text x=\"").append(LEFT).append("\" y=\"").append(y + 34).append("\">").append(esc(ref > 0
                ? "of the reference, " + SweepText.gbps(ref) + " GB/s; grey: not measured; framed red: outlier"
                : "no reference (every pair read 0): only failures are marked")).append("</text>\n");
    }

    private static String title(SweepReport r) {
        List<NodeScore> out = r.verdict().outliers();
        return "sweep of partition " + r.partition() + (r.cluster() == null ? "" : " (" + r.cluster() + ")")
                + (r.jobId() == null ? "" : ", job " + r.jobId()) + ": "
                + (out.isEmpty() ? "no outlier" : "outliers " + String.join(", ", out.stream().map(NodeScore::node).toList()));
    }

    private static String subtitle(SweepVerdict v, int group) {
        return v.mode().id() + ", " + v.hosts().size() + " nodes in Slurm's order, " + v.pairs().size() + " pairs in " + v.rounds()
                + " rounds" + (group > 1 ? "; each cell: the slowest pair between two groups of " + group + " nodes" : "");
    }

    /** Text for SVG and HTML: &amp;, &lt;, &gt; and quotes escaped. */
    public static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
