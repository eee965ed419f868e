package dev.clusterjob.doctor;

import dev.clusterjob.logs.LogLines;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Hits to the findings' subjects: only_with / instead_of, merging (an outcome line joins the problem it ends), and the
 * node named where the problem's own lines name none. Each row: a log (\n between lines) and code@host per finding.
 */
class HitMergerTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // srun's step cancel is a task failure's consequence only when a task exited (only_with, instead_of)
            "slurmstepd: error: *** STEP 2.0 ON n1 CANCELLED AT 2026-12-01T14:33:34 ***"
                    + " | slurm.cancelled@n1",
            "srun: error: n2: task 1: Exited with exit code 3\\nslurmstepd: error: *** STEP 2.0 ON n1 CANCELLED AT 2026-12-01T14:33:34 ***"
                    + " | slurm.task-failed@n2 slurm.step-killed@n1",
            // bash's line names the program, srun's exit 127 line the node: one finding
            "/usr/bin/bash: line 1: llamafactory-cli: command not found\\nsrun: error: n2: task 1: Exited with exit code 127"
                    + " | launch.command-not-found@n2",
            // no line of the problem names a node: the outcome line after it does (pyxis before srun's task line)
            "slurmstepd: error: pyxis: failed to import docker image\\nsrun: error: c-0: task 0: Exited with exit code 1"
                    + " | pyxis.failed@c-0 slurm.task-failed@c-0",
            // the log's only node
            "slurmstepd: error: Exceeded job memory limit at some point.\\nsrun: error: udc-1: task 0: Out Of Memory"
                    + " | slurm.oom@udc-1 slurm.oom@udc-1",
            // Slurm's node-failure cancel names the node that reported it: used only when nothing names another
            "slurmstepd: error: *** JOB 12 ON n1 CANCELLED AT 2025-10-30T09:41:07 DUE TO NODE FAILURE ***"
                    + " | slurm.node-fail@n1",
            "srun: error: Node failure on n2\\nslurmstepd: error: *** JOB 12 ON n1 CANCELLED AT 2025-10-30T09:41:07 DUE TO NODE FAILURE ***"
                    + " | slurm.node-fail@n2",
            // a rank's host, learned from NCCL's init line, names the rank's finding
            "n7:1:1 [0] NCCL INFO comm 0x1 rank 3 nRanks 4 nNodes 2 localRanks 2 localRank 1\\n[rank3]: torch.OutOfMemoryError: CUDA out of memory."
                    + " | torch.cuda-oom@n7",
    })
    void namesTheNode(String log, String expected) throws IOException {
        DoctorRules rules = DoctorRules.bundled();
        LineScanner s = new LineScanner(rules, LineScanner.index(rules), new ConcurrentHashMap<>());
        s.scan(new LogLines(new BufferedReader(new StringReader(log.replace("\\n", "\n") + "\n"))));
        String got = HitMerger.merge(s.hits, NodeMap.empty(), s.learned).stream()
                .filter(h -> !h.rule.fallback()).map(h -> h.code() + "@" + h.host).collect(Collectors.joining(" "));
        assertEquals(expected.strip(), got);
    }
}
