package dev.clusterjob.gate;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Golden pictures: svg/NAME[.minX][.fromB].svg is the drawing of perf/NAME.txt judged with floor X GB/s
 * and sizes from B bytes. Every input needs at least one; on a mismatch NAME...-actual.svg is written beside.
 */
class BusbwSvgTest {
    static final Path SVG = Path.of("src/test/resources/dev/clusterjob/gate/svg");

    /** One golden case: the input and the criteria its file name encodes. */
    record Case(Path golden, String input, GateCriteria criteria) {
        static Case of(Path golden) {
            String[] parts = golden.getFileName().toString().replaceFirst("\\.svg$", "").split("\\.");
            Double min = null;
            Long from = null;
            for (int i = 1; i < parts.length; i++) {
                String p = parts[i];
                if (p.startsWith("min")) {
                    min = Double.valueOf(p.substring(3).replace('_', '.'));
                } else if (p.startsWith("from")) {
                    from = ByteSize.parse(p.substring(4));
                } else {
                    throw new IllegalArgumentException("golden name part '" + p + "' is neither minX nor fromB: " + golden);
                }
            }
            return new Case(golden, parts[0] + ".txt", new GateCriteria(min, from));
        }
    }

    static List<Case> cases() throws IOException {
        try (Stream<Path> s = Files.list(SVG)) {
            return s.filter(p -> p.toString().endsWith(".svg") && !p.toString().endsWith("-actual.svg")).sorted().map(Case::of).toList();
        }
    }

    @Test
    void everyGoldenMatches() throws IOException {
        List<String> bad = new ArrayList<>();
        for (Case c : cases()) {
            NcclTestsRun run = GateTestFiles.firstRun(c.input());
            String actual = BusbwSvg.render(run, Verdict.judge(run, c.criteria()));
            String expected = Files.readString(c.golden(), StandardCharsets.UTF_8);
            Path actualFile = c.golden().resolveSibling(c.golden().getFileName().toString().replaceFirst("\\.svg$", "-actual.svg"));
            if (!actual.equals(expected)) {
                Files.writeString(actualFile, actual, StandardCharsets.UTF_8);
                bad.add(c.golden() + " (see " + actualFile + ")");
            } else {
                Files.deleteIfExists(actualFile);
            }
        }
        if (!bad.isEmpty()) {
            fail("pictures differ from their goldens:\n" + String.join("\n", bad));
        }
    }

    @Test
    void everyInputHasAGolden() throws IOException {
        List<String> covered = cases().stream().map(Case::input).toList();
        for (String input : GateTestFiles.inputs()) {
            assertTrue(covered.contains(input), "no golden picture for " + input + " under " + SVG);
        }
    }

    @Test
    void axisStepsAndLabels() {
        assertEquals(List.of(1, 2, 4), List.of(BusbwSvg.step(348.1)[0], BusbwSvg.step(348.1)[1], BusbwSvg.step(348.1)[2]),
                "100 GB/s steps, 4 ticks to 400");
        int[] small = BusbwSvg.step(0.0034);
        assertEquals("0.001", BusbwSvg.decimal(small[0], small[1]));
        assertEquals(4, small[2]);
        assertEquals("0.15", BusbwSvg.decimal(15, -2));
        assertEquals("1", BusbwSvg.decimal(10, -1));
        assertEquals("5000", BusbwSvg.decimal(5, 3));
        assertEquals("8G", BusbwSvg.sizeLabel(8L << 30));
        assertEquals("1536K", BusbwSvg.sizeLabel(1536 * 1024));
        assertEquals("1000000", BusbwSvg.sizeLabel(1_000_000));
        assertEquals(33.0, BusbwSvg.log2(1L << 33));
    }

    @Test
    void theFloorLineAndTitleNameTheVerdict() {
        NcclTestsRun run = GateTestFiles.firstRun("all_reduce_h200x2_socket_fallback.txt");
        String svg = BusbwSvg.render(run, Verdict.judge(run, new GateCriteria(100.0, null)));
        assertTrue(svg.contains(">clusterjob gate: FAIL (slow), best 3.85 GB/s at 256M, min 100 GB/s</text>"), svg);
        assertTrue(svg.contains(">min 100 GB/s</text>"));
        assertEquals(2, svg.split("<polyline").length - 1);
        assertEquals(2 * 28, svg.split("<circle").length - 1);
    }
}
