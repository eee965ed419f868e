package dev.clusterjob.cli;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.JobState;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.clusterjob.submit.FakeSlurmRunner.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A job name from a spec (an untrusted pull request, say), Slurm's reasons and node names reach the terminal
 * through clusterjob's own lines (status, wait, submit --wait, logs, explain, gate parse): their control characters arrive as a
 * visible \xHH, never raw, so that an ESC sequence cannot set the window title or rewrite what was printed.
 */
class TerminalControlCliTest extends FakeSlurmCliTest {
    /** OSC 0 (set the window title), a cursor-up CSI, a C1 CSI and a carriage return. */
    static final String NAME = "t\u001b]0;owned\u0007-\u001b[1A\u009b2J\rx";
    static final String SHOWN = "t\\x1b]0;owned\\x07-\\x1b[1A\\x9b2J\\rx";

    /** Fails on any C0 control character but newline and tab, on DEL and on any C1 control character. */
    static void noControlCharacters(String what, String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ((c < 0x20 && c != '\n' && c != '\t') || (c >= 0x7f && c <= 0x9f)) {
                fail(what + " prints control character " + (int) c + " at " + i + ": " + text.replaceAll("\\p{Cntrl}", "?"));
            }
        }
    }

    @Test
    void statusAndWaitShowSlurmsStringsWithVisibleEscapes() {
        slurm.add("42", NAME, at(0, JobState.PENDING, null, "Resources\u001b[2K", 0), at(2, JobState.RUNNING, "node\u001b[31m1"),
                at(20, JobState.FAILED, "node\u001b[31m1", "NonZeroExitCode\u0007", 3 << 8));
        assertEquals(0, run("status", "42"), err);
        noControlCharacters("status", out + err);
        assertTrue(out.contains("42     " + SHOWN + "  PENDING"), out);
        assertTrue(out.contains("Resources\\x1b[2K"), out);

        assertEquals(3, run("wait", "42"), err);
        noControlCharacters("wait", out + err);
        assertTrue(out.contains("42 PENDING -> RUNNING on node\\x1b[31m1"), out);
        assertTrue(out.contains("42 PENDING (Resources\\x1b[2K)"), out);

        assertEquals(0, run("status", "42"), err);
        noControlCharacters("status of the ended job", out + err);
        assertTrue(out.contains("exit code 3"), out);
    }

    @Test
    void submitWaitAndLogsShowTheSpecsJobNameWithVisibleEscapes() throws Exception {
        Files.writeString(dir.resolve("t.sh"), "#!/bin/bash\n#SBATCH -J '" + NAME + "'\n#SBATCH -o %x-%j.out\nsrun train\n");
        slurm.nextTimeline = List.of(at(0, JobState.PENDING), at(2, JobState.RUNNING, "node1"),
                at(20, JobState.FAILED, "node1", "NonZeroExitCode", 3 << 8));
        assertEquals(3, run("submit", "t.sh", "--wait"), err);
        noControlCharacters("submit --wait", out + err);
        assertTrue(out.contains("submitted 1000 (" + SHOWN + ")"), out);

        assertEquals(ExitCodes.EXTERNAL, run("logs", "1000"), "the log was never written: " + err);
        noControlCharacters("logs' summary", out + err);
        assertTrue(err.contains(SHOWN), err);
    }

    @Test
    void doctorAndErrorLinesQuoteWithVisibleEscapes() throws Exception {
        Files.writeString(dir.resolve("job.out"), "[rank0]: RuntimeError: \u001b[31m" + NAME + "\u001b[0m\n");
        run("doctor", dir.resolve("job.out").toString());
        noControlCharacters("doctor", out + err);
        assertTrue(out.contains("RuntimeError: t-\\x9b2Jx"), "the log reader drops ESC sequences; a C1 CSI is left: " + out);

        assertEquals(ExitCodes.USAGE, run("status", NAME));
        noControlCharacters("status's error", out + err);
        assertTrue(err.contains(SHOWN), err);
    }

    @Test
    void aQuarantineReasonShowsItsC1CharactersVisibly() {
        assertEquals(0, run("quarantine", "add", "node1", "--reason", "flaps \u009b2J", "--cluster", "fake"), err);
        assertEquals(0, run("quarantine", "list"), err);
        noControlCharacters("quarantine list", out + err);
        assertTrue(out.contains("flaps \\x9b2J"), out);
        slurm.add("42", "t", at(0, JobState.PENDING));
        assertEquals(0, run("status", "42"), err);
        noControlCharacters("status' quarantine line", out + err);
        assertTrue(out.contains("node1 (flaps \\x9b2J, until"), out);
    }

    /** A script from a pull request, explained: its words reach the command column; a log's host names reach gate parse's text. */
    @Test
    void explainAndGateParseShowTheirInputsWordsWithVisibleEscapes() throws Exception {
        Path script = dir.resolve("job.sbatch");
        Files.writeString(script, "#!/bin/bash\n#SBATCH -N 2 --ntasks-per-node=1 --gpus-per-node=2\n"
                + "srun bash -c 'torchrun --nnodes=2 --node_rank=$SLURM_NODEID --nproc_per_node=2 --master_addr=node1 "
                + "--master_port=$((15000 + SLURM_JOB_ID)) train.py --tag t\u001b[1A\u009b2J\u0007x'\n");
        assertEquals(0, run("explain", script.toString()), out + err);
        noControlCharacters("explain", out + err);
        assertTrue(out.contains("t\\x1b[1A\\x9b2J\\x07x"), out);

        String log = Files.readString(Path.of("docs/samples/h100-2node-all_reduce.txt")).replace("node005", "bad\u001b[2J\u009b2Jhost");
        Files.writeString(dir.resolve("gate.txt"), log);
        assertEquals(ExitCodes.GATE_FAILED, run("gate", "parse", dir.resolve("gate.txt").toString(), "--min-busbw", "200"), err);
        noControlCharacters("gate parse", out + err);
        assertTrue(out.contains("bad\\x1b[2J\\x9b2Jhost"), out);
    }
}
