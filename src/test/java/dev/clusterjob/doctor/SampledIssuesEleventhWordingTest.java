package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Wordings from an eleventh batch of failing multi-GPU jobs sampled with a user's generic searches, read from the programs' format strings.
 * A shell's report of SIGKILL alone on its line (dash's and busybox ash's {@code sprint_status}, an interactive bash: strsignal's
 * {@code "Killed"}, macOS's {@code "Killed: 9"}): {@code slurm.task-killed}, a kill from outside, only where nothing else in the log says
 * why. Horovod's stall check ({@code "One or more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks and are
 * waiting for remainder of ranks for more than %d seconds. ..."}, operations.cc 0.13-0.19 and stall_inspector.cc 0.20+):
 * {@code torch.collective-mismatch} also where a terminal cut the long line in its middle or a wrapped copy joined its words. Columns: the codes of the findings in order ("-": none), the host and peer of the
 * first. {@code \n} is a line break.
 */
class SampledIssuesEleventhWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            2024-05-10 00:00:10,203 - modelscope - INFO - Epoch: 0001/0005, batch: 0030/0300, loss: 0.4696\\nKilled | slurm.task-killed |  |  | the real lines (kws-training-suite 10): dash's or an interactive bash's strsignal text after the last training line
            Killed: 9 | slurm.task-killed |  |  | macOS's sh and bash, strsignal with the signal's number
            [2025-03-01 10:00:00] step 120 loss 1.2\\n  Killed   \\n | slurm.task-killed |  |  | the text padded, as busybox ash pads it to the column
            Killed\\nsrun: error: gpu-q-13: task 0: Killed | slurm.task-killed | gpu-q-13 |  | negative for the fallback: srun's own line names the task and node, the bare line adds nothing
            [12345.678] Out of memory: Killed process 4242 (python) total-vm:98765432kB, anon-rss:87654321kB\\nKilled | slurm.oom,slurm.task-killed |  |  | the kernel's OOM line stays the cause, the shell's line after it its outcome
            Killed by the user after two hours | - |  |  | negative: a sentence that begins with the word
            Segmentation fault (core dumped) | process.crashed |  |  | negative: a crash signal's text stays a crash
            [2020-07-27 20:14:10.551108: W horovod/common/stall_inspector.cc:105] One or more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks and re than 60 seconds. This may indicate that different ranks are trying to submit different tensors or that only subset of ranks is submitting tensors, which will cause | torch.collective-mismatch |  |  | the real line (DeepLearningExamples 383): the sentence cut in its middle by the user's terminal
            [2021-02-02 21:19:07.345988: W /tmp/pip-install-dxtho7yu/horovod_0bde588442554cf4b80c76441efc4e03/horovod/common/stall_inspector.cc:105] One or more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks and are waiting for remainder of ranks for more than 10 seconds. This may indicate that different ranks are trying to submit different tensors or that only subset of ranks is submitting tensors, which will cause deadlock. \\nMissing ranks:\\n0: [cond_1/then/_10/cond_1/SGD/PartitionedCall] | torch.collective-mismatch |  |  | stall_inspector.cc 0.20+, whole, then its rank list
            WARNING: One or more tensors were submitted to be reduced, gathered or broadcasted bysubset of ranks and are waiting for remainder of ranks for more than 60 seconds. This mayindicate that different ranks are trying to submit different tensors | torch.collective-mismatch |  |  | the sentence as a wrapped copy joins its words, operations.cc's "WARNING: " form
            [2020-07-27 20:14:10.551108: W horovod/common/stall_inspector.cc:105] One or more tensors were submitted to be reduced,\\ngathered or broadcasted by subset of ranks and are waiting for remainder of ranks for more than 60 seconds. | torch.collective-mismatch |  |  | the sentence wrapped at a column, its head on the line before
            Horovod has been shut down. This was caused by an exception on one of the ranks or an attempt to allreduce, allgather or broadcast a tensor after one of the ranks finished execution. | horovod.shut-down |  |  | negative: Horovod's shutdown keeps its own reading
            # the tensors are gathered or broadcasted by rank 0 | - |  |  | negative: a comment with the words but not the stall check's sentence
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The stall check's seconds are read where the sentence keeps them, and left out where the cut took them. */
    @Test
    void stallCheckReadsSeconds() throws IOException {
        Finding whole = only("[2021-02-02 21:19:07.345988: W horovod/common/stall_inspector.cc:105] One or more tensors were submitted to be"
                + " reduced, gathered or broadcasted by subset of ranks and are waiting for remainder of ranks for more than 10 seconds. This may"
                + " indicate that different ranks are trying to submit different tensors or that only subset of ranks is submitting tensors,"
                + " which will cause deadlock. ");
        assertEquals("torch.collective-mismatch", whole.code());
        assertTrue(whole.message().contains("over 10 s"), whole.message());
        Finding cut = only("[2020-07-27 20:14:10.551108: W horovod/common/stall_inspector.cc:105] One or more tensors were submitted to be"
                + " reduced, gathered or broadcasted by subset of ranks and re than 60 seconds. This may indicate that different ranks");
        assertTrue(cut.message().contains("over 60 s"), cut.message());
        Finding headOnly = only("One or more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks and");
        assertFalse(headOnly.message().contains(" s for"), headOnly.message());
    }

    /** The bare kill says what it most often is and where to look. */
    @Test
    void bareKilledPointsAtTheOomKiller() throws IOException {
        Finding f = only("Epoch: 0001/0005, batch: 0030/0300, loss: 0.4696\nKilled");
        assertEquals("slurm.task-killed", f.code());
        assertTrue(f.message().contains("SIGKILL"), f.message());
        assertTrue(f.hint().contains("dmesg"), f.hint());
    }
}
