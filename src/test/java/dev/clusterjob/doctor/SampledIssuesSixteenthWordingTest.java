package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Wordings from a sixteenth batch of failing jobs sampled with the exit codes and signals they ended with, read from the programs' format
 * strings. FedVision's worker finding a task's command failed (trainer.py and aggregator.py: "execute task: {task_id} failed, return code:
 * {returncode}", fl_scheduler.py: "execute task {cmd} failed, return code: {returncode}", raised as FedvisionWorkerException; the code is the
 * shell's, 128+N for signal N, or None): the worker's report of a failed task, an outcome, {@code torch.child-failed}, in place of the plain
 * exception line. Columns: the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledIssuesSixteenthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Getting this error always while running "sh FedVision/examples/paddle_detection/run.sh 127.0.0.1:10002" in standalone mode in linux. "fedvision.framework.utils.exception.FedvisionWorkerException: execute task: trainer_0 failed, return code: 134". Attaching the logs for reference. | torch.child-failed |  |  | the real line (FedVision 18): the exception quoted in a sentence
            fedvision.framework.utils.exception.FedvisionWorkerException: execute task: trainer_0 failed, return code: 134 | torch.child-failed |  |  | the exception as the worker's log prints it, in place of the plain exception line
            FedvisionWorkerException: execute task: master-20210312101010-task_aggregator failed, return code: 137 | torch.child-failed |  |  | aggregator.py's wording with a task id of generate_task_id's form, a SIGKILL
            fedvision.framework.utils.exception.FedvisionWorkerException: execute task python -m fedvision.paddle_fl.tasks.cli.fl_server --startup-program=startup_program --main-program=main_program >stdout 2>stderr & failed, return code: 1 | torch.child-failed |  |  | fl_scheduler.py's wording with the command line
            fedvision.framework.utils.exception.FedvisionWorkerException: execute task: trainer_1 failed, return code: None | torch.child-failed |  |  | the executor could not start the command
            raise FedvisionWorkerException(f"execute task: {self.task_id} failed, return code: {returncode}") | - |  |  | negative: the source line's format string
            execute task: trainer_0 failed, return code: 0 | - |  |  | negative: a zero code, which the worker does not raise
            # Error: trainer_0 failed, return code 134 | - |  |  | negative: the issue's title, a user's retelling without the worker's words
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The task and what its return code means are in the message, and the hint points at the task's own output files. */
    @Test
    void fedVisionTaskFailureSaysTheSignal() throws IOException {
        Finding f = only("fedvision.framework.utils.exception.FedvisionWorkerException: execute task: trainer_0 failed, return code: 134");
        assertEquals("torch.child-failed", f.code());
        assertTrue(f.message().contains("trainer_0") && f.message().contains("SIGABRT"), f.message());
        assertTrue(f.hint().contains("logs/jobs/"), f.hint());
    }
}
