package dev.clusterjob.gate;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The in-job judge (templates/gate/perf.awk, run by the system awk: mawk on Debian) must agree with
 * the Java parser, verdict and picture on every test input, for several floors and size limits.
 */
class GateAwkTest {
    static final Path AWK = Path.of("templates/gate/perf.awk");
    static final List<GateCriteria> CRITERIA = List.of(GateCriteria.NONE, new GateCriteria(10.0, null),
            new GateCriteria(100.0, 1L << 30), new GateCriteria(0.05, 1L << 20), new GateCriteria(346.5, 4L << 30));

    static String awk(String mode, String input, GateCriteria c) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("awk", "-v", "mode=" + mode, "-v", "min_busbw=" + c.minBusbwText(),
                "-v", "min_bytes=" + (c.minBytes() == null ? "" : c.minBytes()), "-f", AWK.toString(),
                GateTestFiles.PERF.resolve(input).toString()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    /** The summary line perf.awk prints, built from the Java side's results. */
    static String expectedSummary(NcclTestsRun run, Verdict v) {
        List<String> reasons = v.reasons().stream().map(Verdict.Reason::token).toList();
        Long wrong = run.wrongTotal();
        return "verdict=" + v.status() + " reasons=" + (reasons.isEmpty() ? "-" : String.join(",", reasons))
                + " busbw=" + (v.judgedRow() == null ? "-" : v.judgedBusbwText())
                + " bytes=" + (v.judgedRow() == null ? "-" : Long.toString(v.judgedRow().bytes()))
                + " from=" + v.judgedFromBytes() + " rows=" + run.rows().size() + " ranks=" + run.ranks().size()
                + " hosts=" + (run.hosts().isEmpty() ? "-" : String.join(",", run.hosts())) + " errors=" + run.errors().size()
                + " wrong=" + (wrong == null ? "-" : wrong.toString())
                + " oob=" + (run.outOfBounds() == null ? "-" : run.outOfBounds().toString())
                + " complete=" + (run.complete() ? 1 : 0) + "\n";
    }

    @Test
    void summaryAgreesWithTheJavaVerdictOnEveryInput() throws Exception {
        int compared = 0;
        for (String input : GateTestFiles.inputs()) {
            NcclTestsRun run = GateTestFiles.firstRun(input);
            for (GateCriteria c : CRITERIA) {
                assertEquals(expectedSummary(run, Verdict.judge(run, c)), awk("summary", input, c), input + " with " + c);
                compared++;
            }
        }
        assertTrue(compared >= 60, "compared " + compared);
    }

    @Test
    void pictureIsByteForByteTheJavaOne() throws Exception {
        for (String input : GateTestFiles.inputs()) {
            NcclTestsRun run = GateTestFiles.firstRun(input);
            for (GateCriteria c : CRITERIA) {
                assertEquals(BusbwSvg.render(run, Verdict.judge(run, c)), awk("svg", input, c), input + " with " + c);
            }
        }
    }
}
