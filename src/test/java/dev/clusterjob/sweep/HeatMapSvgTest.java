package dev.clusterjob.sweep;

import org.junit.jupiter.api.Test;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The heat map: one cell per measured pair (both halves of the matrix), coloured by its share of the reference, outliers framed. */
class HeatMapSvgTest {
    static int count(String s, String re) {
        Matcher m = Pattern.compile(re).matcher(s);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void theTestbedsThrottledSweep() throws Exception {
        String svg = HeatMapSvg.render(SweepFixtures.throttled());
        assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\""), svg);
        assertEquals(6, count(svg, "<rect x=\"\\d+\" y=\"\\d+\" width=\"28\" height=\"28\""), "3 pairs, each above and below the diagonal");
        assertEquals(4, count(svg, "fill=\"" + HeatMapSvg.COLOURS[0] + "\" stroke=\"white\"><title>[^<]*n29node2"),
                "n29node2's two pairs (0.00 of 0.49) are red on both halves");
        assertTrue(svg.contains("<title>n29node1-n29node3 0.40 GB/s (round 3)</title>"), svg);
        assertEquals(2, count(svg, "stroke=\"" + HeatMapSvg.OUTLIER + "\" stroke-width=\"2\""), "n29node2's row and column framed");
        assertTrue(svg.contains(">n29node2 (outlier)</text>"), svg);
        assertTrue(svg.contains("outliers n29node2</text>"), "the verdict in the title");
        assertTrue(svg.indexOf(">n29node1 <") < 0 && svg.indexOf(">n29node1</text>") < svg.indexOf(">n29node2</text>"),
                "columns in Slurm's order");
        assertFalse(svg.contains("<script") || svg.contains("href"), "no script, no external reference");
        assertEquals(svg, HeatMapSvg.render(SweepFixtures.throttled()), "the same report draws the same bytes");
    }

    @Test
    void aFailedPairIsBlackAndTheScaleMapsShares() {
        String svg = HeatMapSvg.render(SweepFixtures.fleet(8, 5));
        assertEquals(2, count(svg, "fill=\"" + HeatMapSvg.FAILED + "\" stroke=\"white\"><title>h001-h002 timeout"));
        assertEquals(HeatMapSvg.COLOURS[0], HeatMapSvg.colourOf(0.1));
        assertEquals(HeatMapSvg.COLOURS[1], HeatMapSvg.colourOf(0.3));
        assertEquals(HeatMapSvg.COLOURS[4], HeatMapSvg.colourOf(0.95));
        assertTrue(svg.contains(">h005 (outlier)</text>"), svg);
    }

    @Test
    void aLargeFleetSharesCellsBetweenGroupsOfNodes() {
        SweepReport r = SweepFixtures.fleet(142, 75);
        String svg = HeatMapSvg.render(r);
        int groups = (142 + HeatMapSvg.MAX_CELLS - 1) / HeatMapSvg.MAX_CELLS;
        int cells = (142 + groups - 1) / groups;
        int side = Math.max(4, Math.min(28, HeatMapSvg.GRID / cells));
        assertEquals(cells * cells, count(svg, "<rect x=\"\\d+\" y=\"\\d+\" width=\"" + side + "\" height=\"" + side + "\""),
                "every pair of groups has a measured pair, the diagonal too (pairs inside a group)");
        assertTrue(svg.contains("each cell: the slowest pair between two groups of 2 nodes"), "said in the subtitle");
        assertTrue(svg.contains(">h074..h075 (outlier)</text>"), "the outlier's group is named and framed");
        assertTrue(svg.length() < 2_000_000, "bounded by the cells, not the pairs: " + svg.length());
    }
}
