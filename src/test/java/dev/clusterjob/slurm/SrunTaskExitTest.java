package dev.clusterjob.slurm;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link SrunTaskExit} on srun's lines. Sources: the testbed's Slurm 22.05 (src/test/resources/dev/clusterjob/doctor/
 * testbed-srun-command-not-found-127.log, realworld/doctor/clusterjob-srun-kill-on-bad-exit-slurm22.log), Slurm's
 * format strings (src/srun/launch.c 20.11-25.05: "%s: %s %s: Exited with exit code %d", "%s: %s %s: %s%s" with
 * strsignal's text and " (core dumped)"; "Out Of Memory" from the step's OOM report), and a yhrun line from the doctor
 * corpus. The last rows are lines that are not task exits.
 */
class SrunTaskExitTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
            "srun: error: n26node2: task 1: Exited with exit code 127 | n26node2 | 1 | 127 | - | true | task 1 on n26node2 exited with exit code 127",
            "srun: error: n26node1: task 0: Terminated | n26node1 | 0 | -1 | Terminated | false | task 0 on n26node1 ended with Terminated",
            "srun: error: node2: tasks 1-3: Killed | node2 | 1-3 | -1 | Killed | false | tasks 1-3 on node2 ended with Killed",
            "srun: error: gpu07: tasks 0,2: Exited with exit code 143 | gpu07 | 0,2 | 143 | - | false | tasks 0,2 on gpu07 exited with exit code 143",
            "srun: error: gpu07: task 4: Exited with exit code 137 | gpu07 | 4 | 137 | - | false | task 4 on gpu07 exited with exit code 137",
            "srun: error: gpu07: task 3: Segmentation fault (core dumped) | gpu07 | 3 | -1 | Segmentation fault | true | task 3 on gpu07 ended with Segmentation fault",
            "srun: error: node2: task 1: Out Of Memory | node2 | 1 | -1 | Out Of Memory | true | task 1 on node2 ended with Out Of Memory",
            "yhrun: error: cn1024: task 0: Exited with exit code 1 | cn1024 | 0 | 1 | - | true | task 0 on cn1024 exited with exit code 1",
            "0: srun: error: n1: task 0: Exited with exit code 2 | n1 | 0 | 2 | - | true | task 0 on n1 exited with exit code 2",
    })
    void readsATaskExit(String line, String host, String tasks, int code, String signal, boolean cause, String described) {
        SrunTaskExit e = SrunTaskExit.parse(line).orElseThrow();
        assertEquals(new SrunTaskExit(host, tasks, code, signal), e);
        assertEquals(cause, e.cause(), "cause");
        assertEquals(!cause, e.stopped(), "stopped");
        assertEquals(described, e.describe());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "srun: launch/slurm: _step_signal: Terminating StepId=1.0",
            "slurmstepd-n26node1: error: *** STEP 1.0 ON n26node1 CANCELLED AT 2026-12-03T10:22:28 ***",
            "srun: Force Terminated StepId=1.0",
            "srun: error: Unable to create step for job 12: Memory required by task is not available",
            "srun: error: n1: task 0: launch failed: Error configuring interconnect",
            "/usr/bin/bash: line 1: llamafactory-cli: command not found",
    })
    void otherLinesAreNoTaskExit(String line) {
        assertEquals(java.util.Optional.empty(), SrunTaskExit.parse(line));
    }
}
