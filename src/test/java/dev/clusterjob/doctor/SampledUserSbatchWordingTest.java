package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Training started from a user's own Slurm batch script, as users quote its failures: DeepSpeed-Chat's driver reporting that a
 * step's script ended ("Step N exited with non-zero status N", DeepSpeedExamples train.py and e2e_rlhf.py launch_cmd, alone, with
 * the "Launch command:" and "Log output:" paragraphs after it, in an issue title) is torch.child-failed, an outcome that a rank's
 * own error pasted beside it comes before; a rendezvous host that does not resolve where the shell also did not find scontrol or
 * hostname (the commands a script or mmcv's _init_dist_slurm takes MASTER_ADDR from, missing in a container; torch 1.x's and 1.13+'s wordings) follows from the missing
 * command; and the near-misses (another missing command beside an unresolved host, the driver's f-string, Open MPI's report, a
 * finished step). Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is
 * a line break.
 */
class SampledUserSbatchWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: Step 1 exited with non-zero status 1 | torch.child-failed |  |  | deepspeedai/DeepSpeedExamples issue 645: DeepSpeed-Chat's driver under srun, the step's error in its training.log
            Traceback (most recent call last):\\n  File "/DeepSpeed/DeepSpeedExamples/applications/DeepSpeed-Chat/train.py", line 203, in main\\n    launch_cmd(cmd, step_num)\\n  File "/DeepSpeed/DeepSpeedExamples/applications/DeepSpeed-Chat/train.py", line 192, in launch_cmd\\n    raise RuntimeError(\\nRuntimeError: Step 1 exited with non-zero status 249 | torch.child-failed |  |  | deepspeedai/DeepSpeed issue 3208 (the first release's traceback) with issue 614's status above 128
            RuntimeError: Step 2 exited with non-zero status -9\\n\\nLaunch command: bash /work/DeepSpeed-Chat/training/step2_reward_model_finetuning/training_scripts/opt/single_node/run_350m.sh /work/output/reward-models/350m \\n\\nLog output: /work/output/reward-models/350m/training.log\\n\\nPlease see our tutorial at https://github.com/deepspeedai/DeepSpeedExamples/tree/master/applications/DeepSpeed-Chat/training/step2_reward_model_finetuning | torch.child-failed |  |  | e2e_rlhf.py launch_cmd: the joined paragraphs with the log's path, a negative status (the script killed by a signal)
            [BUG]RuntimeError: Step 1 exited with non-zero status 1 | torch.child-failed |  |  | deepspeedai/DeepSpeed issue 3208's title: the exception glued to a tag
            ValueError: host not found: Temporary failure in name resolution\\nwhich results in: ```/bin/dash: 1: scontrol: not found``` | launch.command-not-found,torch.rendezvous-host-unresolved |  |  | open-mmlab/mmcv issue 700: _init_dist_slurm in a pyxis container without scontrol, the unresolved host before the missing command
            bash: line 1: scontrol: command not found\\nValueError: host not found: Name or service not known | launch.command-not-found,torch.rendezvous-host-unresolved |  |  | a batch script's MASTER_ADDR=$(scontrol show hostnames ...) on a node without Slurm's clients: bash's wording first, torch 1.x's TCPStore after
            torch.distributed.DistNetworkError: The IPv4 network addresses of (gpu-07, 29500) cannot be retrieved (gai error: -3 - Temporary failure in name resolution).\\n/bin/sh: 1: hostname: not found | launch.command-not-found,torch.rendezvous-host-unresolved |  |  | torch 1.13+ socket.cpp's wording of the unresolved host with dash's report that hostname (hostname -i for MASTER_ADDR) is missing
            ValueError: host not found: Temporary failure in name resolution\\nbash: module: command not found | torch.rendezvous-host-unresolved,launch.command-not-found |  |  | negative: another command missing (the modules' shell function) beside an unresolved host keeps the order by line
                        f"Step {step_num} exited with non-zero status {p.returncode}", | - |  |  | negative: the f-string of e2e_rlhf.py's source, quoted
            ---=== Finished Step 1 in 0:42:13 ===--- | - |  |  | negative: DeepSpeed-Chat's driver after a step that ended well
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void namesTheStepAndTheTrainingLog() throws IOException {
        String msg = only("RuntimeError: Step 2 exited with non-zero status 1\n\nLaunch command: bash run_350m.sh /out/reward-models/350m\n\n"
                + "Log output: /out/reward-models/350m/training.log").message();
        assertTrue(msg.contains("step 2") && msg.contains("/out/reward-models/350m/training.log"), msg);
    }
}
