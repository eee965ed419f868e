package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Robot policy and VLA training runs on several GPUs as their users paste them: Hydra's instantiate that could not import the
 * config's _target_ ("Error locating target" in Hydra 1.0's, 1.1-1.3's and 1.4's wordings, with and without full_key, behind a
 * logger's prefix, lower-cased in an issue title) is torch.exception, and the ImportError chained before it stays the cause; the
 * NCCL watchdog and torchrun's Root Cause table of the same threads read as before; and the negatives (the format string in code, the
 * phrase without a target). Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source.
 * {@code \n} is a line break.
 */
class SampledRobotPolicyWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Hello, I encounter an error which error locating target 'ript.utils.libero_utils.build_dataset', set env var HYDRA_FULL_ERROR=1 to see chained exception. full_key: task.dataset | torch.exception |  |  | ript-vla issue 13: Hydra 1.1-1.3's message lower-cased in an issue title
            Error locating target 'ript.utils.libero_utils.build_dataset', set env var HYDRA_FULL_ERROR=1 to see chained exception.\\nfull_key: task.dataset | torch.exception |  |  | Hydra 1.1-1.3 _resolve_target: the message and its full_key line
            Error locating target 'diffusion_policy.workspace.train_diffusion_unet_image_workspace.TrainDiffusionUnetImageWorkspace', see chained exception above. | torch.exception |  |  | Hydra 1.0 _resolve_target's wording
            Error locating target 'lerobot.policies.act.modeling_act.ACTPolicy'\\nfull_key: policy | torch.exception |  |  | Hydra 1.4 _resolve_target: no suffix, full_key on the next line
            Error locating target 'octo.model.OctoModel'. | torch.exception |  |  | a later _resolve_target's wording with a period
            [2025-07-14 15:27:05,101][__main__][ERROR] - Error locating target 'ript.utils.libero_utils.build_dataset', set env var HYDRA_FULL_ERROR=1 to see chained exception. | torch.exception |  |  | the message through a training script's logger
            ModuleNotFoundError: No module named 'robomimic'\\n\\nThe above exception was the direct cause of the following exception:\\n\\nError locating target 'robomimic.algo.diffusion_policy.DiffusionPolicyUNet', set env var HYDRA_FULL_ERROR=1 to see chained exception. | python.module-not-found |  |  | the chained ImportError printed before it stays the cause
                            msg = f"Error locating target '{target}', set env var HYDRA_FULL_ERROR=1 to see chained exception." | - |  |  | negative: the format string in Hydra's own code
            Tip: an error locating target usually means a typo in _target_ | - |  |  | negative: the phrase in prose without a target
              what():  [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, OpType=BROADCAST, Timeout(ms)=1800000) ran for 1806521 milliseconds before timing out. | torch.watchdog-timeout |  |  | OmniIsaacGymEnvs issue 50: the watchdog of rl_games' multi_gpu run after Hydra's line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
