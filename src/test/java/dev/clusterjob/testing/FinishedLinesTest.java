package dev.clusterjob.testing;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A finished job's marker lines: the output's, then those its programs reported in files that the output
 * lacks (src/test/e2e/e2e_report.py writes them; srun can lose a task's output). Runs the real module.
 */
class FinishedLinesTest {
    @TempDir
    Path dir;

    /** Runs e2e_report.line for each text in {@code dir} as a process of job {@code job}; returns what it printed. */
    String report(String job, String... texts) throws Exception {
        StringBuilder prog = new StringBuilder("import sys\nsys.path.insert(0, sys.argv[1])\nimport e2e_report\n");
        for (String t : texts) {
            prog.append("e2e_report.line(").append('"').append(t).append('"').append(")\n");
        }
        ProcessBuilder pb = new ProcessBuilder("python3", "-c", prog.toString(), Testbed.E2E.toString()).directory(dir.toFile());
        pb.environment().remove("SLURM_JOB_ID_HET_GROUP_0");
        pb.environment().put("SLURM_JOB_ID", job);
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor(60, TimeUnit.SECONDS);
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    static Testbed.Finished finished(String output, List<String> reported) {
        return new Testbed.Finished("42", "COMPLETED", "0:0", List.of("node1"), Path.of("x.out"), output, Map.of(), reported);
    }

    @Test
    void linesTheOutputLostComeFromTheReportFiles() throws Exception {
        String printed = report("42", "CJ-E2E-RANK rank=0", "other", "CJ-E2E-RANK rank=1");
        report("43", "CJ-E2E-RANK rank=9");
        assertEquals("CJ-E2E-RANK rank=0\nother\nCJ-E2E-RANK rank=1\n", printed, "stdout gets every line");
        List<String> reported = Testbed.Finished.reported(dir, "42");
        assertEquals(List.of("CJ-E2E-RANK rank=0", "other", "CJ-E2E-RANK rank=1"), reported, "only job 42's file");

        String garbled = "[default0]:CJ-E2E-RANK rank=0\n\0\0\u00ff\n";
        assertEquals(List.of("CJ-E2E-RANK rank=0", "CJ-E2E-RANK rank=1"), finished(garbled, reported).lines("CJ-E2E-RANK "));
    }

    @Test
    void theOutputKeepsItsOrderAndRepeatsAndAddsNothingItHas() {
        String output = "[default1]:CJ-E2E-RANK rank=1\n[default0]:CJ-E2E-RANK rank=0\n[default0]:CJ-E2E-RANK rank=0\n";
        List<String> reported = List.of("CJ-E2E-RANK rank=0", "CJ-E2E-RANK rank=1", "CJ-E2E-ENV rank=1");
        assertEquals(List.of("CJ-E2E-RANK rank=1", "CJ-E2E-RANK rank=0", "CJ-E2E-RANK rank=0"),
                finished(output, reported).lines("CJ-E2E-RANK "));
        assertEquals(List.of("CJ-E2E-ENV rank=1"), finished(output, reported).lines("CJ-E2E-ENV "));
    }

    @Test
    void noReportFilesLeavesTheOutputAlone() {
        assertEquals(List.of(), Testbed.Finished.reported(dir, "42"));
        assertEquals(List.of("CJ-E2E-RANK rank=0"), finished("x CJ-E2E-RANK rank=0\n", List.of()).lines("CJ-E2E-RANK "));
    }
}
