package dev.clusterjob.sweep;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import static dev.clusterjob.sweep.HeatMapSvg.esc;

/**
 * The sweep as one self-contained HTML page (docs/sweep.md, "The HTML report"): the verdict, the heat map
 * (inline SVG), the nodes' table with each outlier's evidence, and the pairs. Nothing is fetched: a
 * Content-Security-Policy of {@code default-src 'none'} forbids it, the style and the small script (a
 * filter for the outliers, a click that marks a node's row) are inline.
 */
public final class SweepHtml {
    /** The most pairs listed in the pairs' table (the slowest first); the heat map shows them all. */
    static final int MAX_PAIRS = 500;
    /** The line the page's script logs when it has run to its end (the Chromium test looks for it). */
    public static final String READY = "clusterjob-sweep-report: ready";

    private SweepHtml() {
    }

    public static String render(SweepReport r) {
        SweepVerdict v = r.verdict();
        StringBuilder b = new StringBuilder(32 * 1024);
        String title = "clusterjob sweep of partition " + r.partition() + (r.jobId() == null ? "" : ", job " + r.jobId());
        b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n")
                .append("<title>").append(esc(title)).append("</title>\n<style>\n")
                .append("body { font-family: sans-serif; margin: 24px; color: #222; }\n")
                .append(".ok { color: #1a7f37; } .bad { color: #d62728; } .verdict { font-size: 18px; font-weight: bold; }\n")
                .append("table { border-collapse: collapse; margin: 8px 0 24px; } td, th { border: 1px solid #ccc; padding: 3px 8px; text-align: left; }\n")
                .append("tr.outlier td { background: #fde0dd; } tr.marked td { outline: 2px solid #1f77b4; } .num { text-align: right; }\n")
                .append("</style>\n</head>\n<body>\n");
        b.append("<h1>").append(esc(title)).append("</h1>\n");
        List<NodeScore> outliers = v.outliers();
        b.append("<p class=\"verdict ").append(outliers.isEmpty() ? "ok" : "bad").append("\" id=\"verdict\">")
                .append(esc(outliers.isEmpty() ? "No outlier among " + v.hosts().size() + " nodes."
                        : outliers.size() + " outlier(s): " + String.join(", ", outliers.stream().map(NodeScore::node).toList()) + "."))
                .append("</p>\n<ul>\n");
        for (String line : SweepText.lines(r).subList(0, 2)) {
            b.append("<li>").append(esc(line)).append("</li>\n");
        }
        if (!r.quarantined().isEmpty()) {
            b.append("<li>quarantined on cluster ").append(esc(r.cluster())).append(": ").append(esc(String.join(", ", r.quarantined())))
                    .append(" (submit leaves them out)</li>\n");
        }
        b.append("</ul>\n");
        for (NodeScore n : outliers) {
            b.append("<p class=\"bad\">").append(esc(n.node())).append(": ").append(esc(SweepText.evidence(n, v))).append("</p>\n");
        }
        b.append("<h2>Heat map</h2>\n<div id=\"map\">\n").append(HeatMapSvg.render(r)).append("</div>\n");
        nodes(b, v);
        pairs(b, v);
        b.append("<script>\n")
                .append("(function () {\n")
                .append("  var rows = document.querySelectorAll('#nodes tbody tr');\n")
                .append("  var only = document.getElementById('only-outliers');\n")
                .append("  only.addEventListener('change', function () {\n")
                .append("    for (var i = 0; i < rows.length; i++) {\n")
                .append("      rows[i].style.display = only.checked && !rows[i].classList.contains('outlier') ? 'none' : '';\n")
                .append("    }\n  });\n")
                .append("  for (var i = 0; i < rows.length; i++) {\n")
                .append("    rows[i].addEventListener('click', function () { this.classList.toggle('marked'); });\n")
                .append("  }\n")
                .append("  console.log('").append(READY).append(" ' + rows.length + ' nodes');\n")
                .append("})();\n</script>\n</body>\n</html>\n");
        return b.toString();
    }

    private static void nodes(StringBuilder b, SweepVerdict v) {
        b.append("<h2>Nodes</h2>\n<p><label><input type=\"checkbox\" id=\"only-outliers\"> only outliers</label></p>\n")
                .append("<table id=\"nodes\">\n<thead><tr><th>node</th><th>median GB/s</th><th>score</th><th>pairs</th><th>verdict</th></tr></thead>\n<tbody>\n");
        for (NodeScore n : v.nodes()) {
            b.append("<tr data-node=\"").append(esc(n.node())).append('"').append(n.outlier() ? " class=\"outlier\"" : "").append("><td>")
                    .append(esc(n.node())).append("</td><td class=\"num\">").append(SweepText.gbps(n.medianGbps())).append("</td><td class=\"num\">")
                    .append(n.score() == null ? "-" : String.format(Locale.ROOT, "%.2f", n.score())).append("</td><td class=\"num\">")
                    .append(n.pairs()).append("</td><td>").append(esc(n.pairs() == 0 ? "not measured"
                            : n.outlier() ? "outlier: " + SweepText.evidence(n, v) : "ok")).append("</td></tr>\n");
        }
        b.append("</tbody>\n</table>\n");
    }

    private static void pairs(StringBuilder b, SweepVerdict v) {
        List<PairResult> shown = v.pairs().stream().sorted(Comparator.comparingDouble(PairResult::figure)).limit(MAX_PAIRS).toList();
        b.append("<h2>Pairs</h2>\n");
        if (shown.size() < v.pairs().size()) {
            b.append("<p>The ").append(MAX_PAIRS).append(" slowest of ").append(v.pairs().size()).append(" pairs (the heat map shows all).</p>\n");
        }
        b.append("<table id=\"pairs\">\n<thead><tr><th>a</th><th>b</th><th>busbw GB/s</th><th>error</th><th>round</th></tr></thead>\n<tbody>\n");
        for (PairResult p : shown) {
            b.append("<tr><td>").append(esc(p.a())).append("</td><td>").append(esc(p.b())).append("</td><td class=\"num\">")
                    .append(SweepText.gbps(p.busbwGbps())).append("</td><td>").append(p.error() == null ? "" : esc(p.error()))
                    .append("</td><td class=\"num\">").append(p.round()).append("</td></tr>\n");
        }
        b.append("</tbody>\n</table>\n");
    }
}
