package dev.clusterjob.gate;

import java.math.BigDecimal;

/**
 * What a run must show to pass: a bus bandwidth floor and the message sizes it applies to.
 *
 * @param minBusbwGbps the floor in GB/s, or null to judge correctness and errors only
 * @param minBytes judge the rows of at least this size; null means the largest size / 8 (the top four
 *                 sizes of a factor-2 sweep), so small, latency-bound sizes never decide
 */
public record GateCriteria(Double minBusbwGbps, Long minBytes) {
    /** No floor, default sizes. */
    public static final GateCriteria NONE = new GateCriteria(null, null);

    public GateCriteria {
        if (minBusbwGbps != null && (minBusbwGbps.isNaN() || minBusbwGbps < 0)) {
            throw new IllegalArgumentException("minBusbwGbps must be >= 0");
        }
        if (minBytes != null && minBytes < 0) {
            throw new IllegalArgumentException("minBytes must be >= 0");
        }
    }

    /** The size from which rows are judged, given the table's largest size. */
    public long judgedFrom(long largestBytes) {
        return minBytes != null ? minBytes : largestBytes / 8;
    }

    /** The floor as the script and the picture print it ("100", "0.05"), or "" when there is none. */
    public String minBusbwText() {
        return minBusbwGbps == null ? "" : plain(minBusbwGbps);
    }

    /** A number without exponent or trailing zeros: 100.0 reads "100", 5.0E-2 reads "0.05". */
    public static String plain(double v) {
        BigDecimal d = BigDecimal.valueOf(v).stripTrailingZeros();
        return d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
    }
}
