package dev.clusterjob.render;

import dev.clusterjob.slurm.BatchDirectives;
import dev.clusterjob.testing.FakeAllocation;
import dev.clusterjob.testing.FakeAllocation.Invocation;
import dev.clusterjob.testing.FakeAllocation.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code setup:} in rendered scripts run with bash under a synthetic allocation (src/test/fakebin): the lines
 * run in the batch shell and in each task's shell before the launcher, as written, and lines built to break a
 * script (here-document terminators, a closing brace, runtime markers, #SBATCH lines) stay inside the setup.
 */
class SetupScriptTest {
    /** Lines that would end a here-document, a function or the job section, or fool a reader of the script. */
    private static final String HOSTILE = """
            setup:
              - echo "setup ran on ${SLURMD_NODENAME:-batch}" >> "$CJ_FAKE_LOG/setup.ran"
              - |
                cat > "$CJ_FAKE_LOG/heredoc.txt" <<EOF
                CJ_SETUP_END
                CJ_SETUP_END_2
                }
                EOF
              - "CJ_SETUP_END_2=1; export NOT_EXPORTED_IN_TASK=$CJ_SETUP_END_2"
              - "# ---- clusterjob runtime 9.9 sha256:0000000000000000 (a comment line, as written) ----"
              - "#SBATCH --output=/nowhere/%j.out"
              - CJ_PLAIN='it'"'"'s $HOME'
              - "[[ -d /nonexistent ]] && source /nonexistent/bin/activate"
            """;

    private static String renderSpec(Path dir, String body) throws Exception {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: tcp\nnodes: 2\npreflight: false\ncommand: [src/train.py]\n" + body);
        return dev.clusterjob.submit.Jobs.render(spec);
    }

    @Test
    void hostileLinesStayInsideTheSetupAndRunInTheBatchShellAndEveryTask(@TempDir Path dir) throws Exception {
        String script = renderSpec(dir, HOSTILE);
        assertTrue(script.contains("<<'CJ_SETUP_END_3'"), "a terminator no line equals: " + script);
        RuntimeBlock block = RuntimeBlock.parse(script);
        assertNotNull(block);
        assertTrue(block.intact(), "the real runtime block is still found and intact");
        assertEquals("%x-%j.out", BatchDirectives.parse(script).get("output"), "the setup's #SBATCH line is not a directive");

        Run run = FakeAllocation.runBatch(script, "77", "node[1-2]", 2, "real", Map.of(), dir.resolve("run"));
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        assertEquals("setup ran on batch\nsetup ran on node1\nsetup ran on node2\n", run.file("setup.ran"),
                "once in the batch shell, then in each task's shell before the launcher");
        assertEquals("CJ_SETUP_END\nCJ_SETUP_END_2\n}\n", run.file("heredoc.txt"), "the user's own here-document, as written");
        List<Invocation> t = run.of("torchrun");
        assertEquals(2, t.size(), run.stderr());
        for (Invocation i : t) {
            // set without export in the batch shell: it reaches the launcher only because the task's shell ran the setup too
            assertEquals("1", i.env("NOT_EXPORTED_IN_TASK"), i.env().toString());
        }
    }

    @Test
    void aFailingLineStopsTheJobWithItsStatusBeforeAnythingStarts(@TempDir Path dir) throws Exception {
        String script = renderSpec(dir, "setup: [\"source /nonexistent/venv/bin/activate\", \"echo after >> $CJ_FAKE_LOG/after\"]\n");
        Run run = FakeAllocation.runBatch(script, "78", "node[1-2]", 2, "real", Map.of(), dir.resolve("run"));
        assertEquals(1, run.exitCode(), run.stdout() + run.stderr());
        assertTrue(run.stderr().contains("/nonexistent/venv/bin/activate: No such file or directory"), run.stderr());
        assertTrue(run.stderr().contains("clusterjob: setup failed on "), run.stderr());
        assertEquals("", run.file("after"), "the lines after the failing one do not run");
        assertEquals(List.of(), run.of("torchrun"));
    }

    @Test
    void aFailingLineInATaskShellEndsThatTask(@TempDir Path dir) throws Exception {
        String script = renderSpec(dir, "setup: ['if [[ -n ${SLURMD_NODENAME:-} ]]; then false; fi']\n");
        Run run = FakeAllocation.runBatch(script, "79", "node[1-2]", 2, "real", Map.of(), dir.resolve("run"));
        assertEquals(1, run.exitCode(), run.stdout() + run.stderr());
        assertEquals(List.of(), run.of("torchrun"), "no launcher starts after a failed setup");
        assertFalse(run.stderr().isEmpty());
    }
}
