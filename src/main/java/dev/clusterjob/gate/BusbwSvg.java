package dev.clusterjob.gate;

import java.util.List;

/**
 * Draws a run's bus bandwidth against message size (log2 axis) as plain SVG: out-of-place solid,
 * in-place dashed, the floor as a red line, the judged sizes shaded. Output is a pure function of
 * the run and its verdict (integer coordinates, table figures printed as read), so that the in-job
 * awk twin (templates/gate/perf.awk, mode svg) draws the same bytes; GateAwkTest checks it.
 */
public final class BusbwSvg {
    static final int W = 720;
    static final int H = 360;
    static final int LEFT = 70;
    static final int TOP = 60;
    static final int PW = 630;
    static final int PH = 250;
    /** Y-axis steps, smallest first: 1, 2, 5 times a power of ten; the first giving at most 5 ticks wins. */
    static final int[] STEP_MANTISSA = {1, 2, 5};
    static final int STEP_EXP_MIN = -3;
    static final int STEP_EXP_MAX = 5;
    static final String OOP = "#1f77b4";
    static final String IP = "#ff7f0e";
    static final String FLOOR = "#d62728";

    private BusbwSvg() {
    }

    public static String render(NcclTestsRun run, Verdict v) {
        StringBuilder b = new StringBuilder(8192);
        header(b, v);
        List<NcclTestsRun.Row> rows = run.rows();
        if (rows.isEmpty()) {
            b.append("<text x=\"").append(LEFT + PW / 2).append("\" y=\"").append(TOP + PH / 2)
                    .append("\" text-anchor=\"middle\">no rows</text>\n");
            return b.append("</svg>\n").toString();
        }
        Double floor = v.criteria().minBusbwGbps();
        Scale sc = Scale.of(rows, floor);
        shade(b, sc, v.judgedFromBytes());
        yTicks(b, sc);
        xTicks(b, sc, rows);
        axes(b);
        if (floor != null) {
            floorLine(b, sc, floor, v.criteria().minBusbwText());
        }
        series(b, rows, true, sc.xmin, sc.xmax, sc.ytop);
        series(b, rows, false, sc.xmin, sc.xmax, sc.ytop);
        legend(b);
        return b.append("</svg>\n").toString();
    }

    /**
     * The plot's ranges: log2 sizes from {@code xmin} to {@code xmax} (widened by one each way for a single
     * size) and {@code ticks} y steps of {@code step} (mantissa, exponent) up to {@code ytop}, which covers
     * the largest bandwidth and the floor.
     */
    private record Scale(double xmin, double xmax, int[] step, double stepValue, int ticks, double ytop) {
        static Scale of(List<NcclTestsRun.Row> rows, Double floor) {
            double xmin = Double.MAX_VALUE;
            double xmax = -Double.MAX_VALUE;
            double ymaxRaw = 0;
            for (NcclTestsRun.Row r : rows) {
                double lx = log2(r.bytes());
                xmin = Math.min(xmin, lx);
                xmax = Math.max(xmax, lx);
                ymaxRaw = Math.max(ymaxRaw, Math.max(r.outOfPlace().busbw(), r.inPlace().busbw()));
            }
            if (xmax == xmin) {
                xmin = xmin - 1;
                xmax = xmax + 1;
            }
            if (floor != null) {
                ymaxRaw = Math.max(ymaxRaw, floor);
            }
            int[] step = BusbwSvg.step(ymaxRaw);
            double stepValue = Double.parseDouble(step[0] + "e" + step[1]);
            return new Scale(xmin, xmax, step, stepValue, step[2], step[2] * stepValue);
        }
    }

    private static void header(StringBuilder b, Verdict v) {
        b.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(W).append("\" height=\"").append(H)
                .append("\" viewBox=\"0 0 ").append(W).append(' ').append(H).append("\" font-family=\"sans-serif\" font-size=\"12\">\n");
        b.append("<rect width=\"").append(W).append("\" height=\"").append(H).append("\" fill=\"white\"/>\n");
        b.append("<text x=\"").append(LEFT).append("\" y=\"24\" font-size=\"14\">").append(title(v)).append("</text>\n");
    }

    /** Grey behind the sizes the verdict judged (from {@code judgedFrom} bytes, clamped to the plot). */
    private static void shade(StringBuilder b, Scale sc, long judgedFrom) {
        double shadeLx = Math.max(sc.xmin, Math.min(sc.xmax, log2(Math.max(1, judgedFrom))));
        int shadeX = x(shadeLx, sc.xmin, sc.xmax);
        b.append("<rect x=\"").append(shadeX).append("\" y=\"").append(TOP).append("\" width=\"").append(LEFT + PW - shadeX)
                .append("\" height=\"").append(PH).append("\" fill=\"#f2f2f2\"/>\n");
    }

    private static void yTicks(StringBuilder b, Scale sc) {
        for (int k = 0; k <= sc.ticks; k++) {
            int y = y(k * sc.stepValue, sc.ytop);
            b.append("<line x1=\"").append(LEFT - 4).append("\" y1=\"").append(y).append("\" x2=\"").append(LEFT + PW)
                    .append("\" y2=\"").append(y).append("\" stroke=\"#dddddd\"/>\n");
            b.append("<text x=\"").append(LEFT - 8).append("\" y=\"").append(y + 4).append("\" text-anchor=\"end\">")
                    .append(decimal(k * sc.step[0], sc.step[1])).append("</text>\n");
        }
    }

    /** A tick and size label under every row, thinned to at most 12 labels. */
    private static void xTicks(StringBuilder b, Scale sc, List<NcclTestsRun.Row> rows) {
        int bottom = TOP + PH;
        int every = (rows.size() + 11) / 12;
        for (int i = 0; i < rows.size(); i++) {
            if (i % every != 0) {
                continue;
            }
            int x = x(log2(rows.get(i).bytes()), sc.xmin, sc.xmax);
            b.append("<line x1=\"").append(x).append("\" y1=\"").append(bottom).append("\" x2=\"").append(x).append("\" y2=\"")
                    .append(bottom + 4).append("\" stroke=\"black\"/>\n");
            b.append("<text x=\"").append(x).append("\" y=\"").append(bottom + 18).append("\" text-anchor=\"middle\">")
                    .append(sizeLabel(rows.get(i).bytes())).append("</text>\n");
        }
    }

    private static void axes(StringBuilder b) {
        int bottom = TOP + PH;
        int right = LEFT + PW;
        b.append("<line x1=\"").append(LEFT).append("\" y1=\"").append(bottom).append("\" x2=\"").append(right).append("\" y2=\"")
                .append(bottom).append("\" stroke=\"black\"/>\n");
        b.append("<line x1=\"").append(LEFT).append("\" y1=\"").append(TOP).append("\" x2=\"").append(LEFT).append("\" y2=\"")
                .append(bottom).append("\" stroke=\"black\"/>\n");
        b.append("<text x=\"").append(LEFT + PW / 2).append("\" y=\"").append(H - 10)
                .append("\" text-anchor=\"middle\">message size (bytes, log2 scale)</text>\n");
        b.append("<text x=\"16\" y=\"").append(TOP + PH / 2).append("\" transform=\"rotate(-90 16 ").append(TOP + PH / 2)
                .append(")\" text-anchor=\"middle\">bus bandwidth (GB/s)</text>\n");
    }

    private static void floorLine(StringBuilder b, Scale sc, double floor, String floorText) {
        int right = LEFT + PW;
        int y = y(floor, sc.ytop);
        b.append("<line x1=\"").append(LEFT).append("\" y1=\"").append(y).append("\" x2=\"").append(right).append("\" y2=\"")
                .append(y).append("\" stroke=\"").append(FLOOR).append("\" stroke-dasharray=\"6 4\"/>\n");
        b.append("<text x=\"").append(right - 4).append("\" y=\"").append(y - 4).append("\" text-anchor=\"end\" fill=\"")
                .append(FLOOR).append("\">min ").append(floorText).append(" GB/s</text>\n");
    }

    private static void legend(StringBuilder b) {
        b.append("<line x1=\"").append(LEFT).append("\" y1=\"44\" x2=\"").append(LEFT + 24).append("\" y2=\"44\" stroke=\"").append(OOP)
                .append("\" stroke-width=\"2\"/>\n");
        b.append("<text x=\"").append(LEFT + 30).append("\" y=\"48\">out-of-place</text>\n");
        b.append("<line x1=\"").append(LEFT + 120).append("\" y1=\"44\" x2=\"").append(LEFT + 144).append("\" y2=\"44\" stroke=\"").append(IP)
                .append("\" stroke-width=\"2\" stroke-dasharray=\"4 3\"/>\n");
        b.append("<text x=\"").append(LEFT + 150).append("\" y=\"48\">in-place</text>\n");
    }

    private static void series(StringBuilder b, List<NcclTestsRun.Row> rows, boolean oop, double xmin, double xmax, double ytop) {
        String color = oop ? OOP : IP;
        b.append("<polyline fill=\"none\" stroke=\"").append(color).append("\" stroke-width=\"2\"")
                .append(oop ? "" : " stroke-dasharray=\"4 3\"").append(" points=\"");
        StringBuilder dots = new StringBuilder();
        for (int i = 0; i < rows.size(); i++) {
            NcclTestsRun.Row r = rows.get(i);
            int x = x(log2(r.bytes()), xmin, xmax);
            int y = y((oop ? r.outOfPlace() : r.inPlace()).busbw(), ytop);
            b.append(i == 0 ? "" : " ").append(x).append(',').append(y);
            dots.append("<circle cx=\"").append(x).append("\" cy=\"").append(y).append("\" r=\"3\" fill=\"").append(color).append("\"/>\n");
        }
        b.append("\"/>\n").append(dots);
    }

    /** "clusterjob gate: FAIL (slow), best 3.39 GB/s at 1G, min 100 GB/s". */
    static String title(Verdict v) {
        StringBuilder t = new StringBuilder("clusterjob gate: ").append(v.status());
        if (!v.reasons().isEmpty()) {
            t.append(" (");
            for (int i = 0; i < v.reasons().size(); i++) {
                t.append(i == 0 ? "" : ", ").append(v.reasons().get(i).token());
            }
            t.append(')');
        }
        if (v.judgedRow() != null) {
            t.append(", best ").append(escape(v.judgedBusbwText())).append(" GB/s at ").append(sizeLabel(v.judgedRow().bytes()));
        }
        if (v.criteria().minBusbwGbps() != null) {
            t.append(", min ").append(v.criteria().minBusbwText()).append(" GB/s");
        }
        return t.toString();
    }

    /** Exact for powers of two, so both twins agree on a factor-2 sweep to the last bit. */
    static double log2(long bytes) {
        if (bytes > 0 && Long.bitCount(bytes) == 1) {
            return Long.numberOfTrailingZeros(bytes);
        }
        return Math.log(bytes) / Math.log(2);
    }

    static int x(double lx, double xmin, double xmax) {
        return LEFT + (int) Math.floor((lx - xmin) * PW / (xmax - xmin) + 0.5);
    }

    static int y(double v, double ytop) {
        return TOP + PH - (int) Math.floor(v * PH / ytop + 0.5);
    }

    /** {mantissa, decimal exponent, tick count} of the first step giving at most 5 ticks to reach {@code vmax}. */
    static int[] step(double vmax) {
        if (vmax <= 0) {
            return new int[] {1, 0, 1};
        }
        int[] last = null;
        for (int e = STEP_EXP_MIN; e <= STEP_EXP_MAX; e++) {
            for (int m : STEP_MANTISSA) {
                double s = Double.parseDouble(m + "e" + e);
                long n = (long) Math.floor(vmax / s);
                if (n * s < vmax) {
                    n++;
                }
                last = new int[] {m, e, (int) Math.min(n, 1000)};
                if (n <= 5) {
                    return last;
                }
            }
        }
        return last;
    }

    /** {@code p} times ten to the {@code e}, written without exponent or trailing zeros. */
    static String decimal(int p, int e) {
        if (p == 0) {
            return "0";
        }
        if (e >= 0) {
            return p + "0".repeat(e);
        }
        String digits = String.valueOf(p);
        int frac = -e;
        if (digits.length() <= frac) {
            digits = "0".repeat(frac - digits.length() + 1) + digits;
        }
        String s = digits.substring(0, digits.length() - frac) + "." + digits.substring(digits.length() - frac);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }

    /** 8, 1K, 32M, 8G for whole binary units; the plain number otherwise. */
    static String sizeLabel(long bytes) {
        long g = 1L << 30;
        long m = 1L << 20;
        long k = 1L << 10;
        if (bytes >= g && bytes % g == 0) {
            return bytes / g + "G";
        }
        if (bytes >= m && bytes % m == 0) {
            return bytes / m + "M";
        }
        if (bytes >= k && bytes % k == 0) {
            return bytes / k + "K";
        }
        return Long.toString(bytes);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
