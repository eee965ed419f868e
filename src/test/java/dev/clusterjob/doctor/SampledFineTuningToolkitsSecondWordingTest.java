package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Fine-tuning toolkits refusing or losing part of a run on several GPUs: Unsloth's single-GPU check in the Trainer it patches (the
 * 2024-06/07 wording and the 2024-07 to 2026 one, behind torch's rank prefix, cut at a title's end), and ms-swift's rollout servers
 * answering a GRPO trainer with an error (the infer request's HTTP status inside "Multiple errors: [...]", a weight update's and a
 * cache reset's failures). Negatives: Unsloth's notices (the print, logger.warning_once with and without its "* "), the raise
 * statements' source lines, ms-swift's shutdown warning. Columns: the codes of the findings in order ("-": none), the first one's host
 * and peer, and where the wording comes from. {@code \n} is a line break.
 */
class SampledFineTuningToolkitsSecondWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: Unsloth currently does not work on multi GPU setups - sadly we are a 2 brother team so enabling it will require much more work, so we have to prioritize. Please understand!\\nWe do have a separate beta version, which you can contact us about!\\nThank you for your understanding and we appreciate it immensely! | torch.launcher-config |  |  | the corpus log: Unsloth 2024-06/07, the patched SFTTrainer.train's check in a notebook on a machine with several GPUs
            RuntimeError: Unsloth currently does not support multi GPU setups - but we are working on it! | torch.launcher-config |  |  | Unsloth 2024-07 to 2026 llama.py, vision.py and tokenizer_utils.py's raise
            [rank3]: RuntimeError: Unsloth currently does not support multi GPU setups - but we are working on it! | torch.launcher-config |  |  | the same behind torch's [rankN]: prefix, a run started by torchrun over several GPUs
            Qlora+FSDP+unsloth 训练，系统提示错误：[rank3]: RuntimeError: Unsloth currently does not support mu | torch.launcher-config |  |  | an issue title that cuts the message inside "multi GPU setups", after Chinese words
            ********************\\nUnsloth currently does not work on multi GPU setups - sadly we are a 2 brother team so enabling it will require much more work, so we have to prioritize. Please understand!\\n********************\\nWe do have a separate beta version, which you can contact us about! | - |  |  | negative: Unsloth 2024-07's print after nvidia-smi found several busy GPUs, a notice; training goes on
            * Unsloth currently does not work on multi GPU setups - sadly we are a 2 brother team so * enabling it will require much more work, so we have to prioritize. Please understand! | - |  |  | negative: logger.warning_once's notice with its "* " (2024-06/07), training goes on with a smaller batch
            Unsloth currently does not support multi GPU setups - but we are working on it! | - |  |  | negative: the same words bare, as logger.warning_once prints them (2024-07 to 2025-02), a notice
                raise RuntimeError('Unsloth currently does not support multi GPU setups - but we are working on it!') | - |  |  | negative: the raise statement's source line in a traceback or a quote of the code
            [rank0]: RuntimeError: Multiple errors: [Exception('Server 1 failed: 500, Internal Server Error')] | orchestrator.replica-failed |  |  | the corpus log: ms-swift 3.11 GRPO with vllm_mode server, VLLMClient.infer's HTTP status from the second rollout server
            RuntimeError: Multiple errors: [Exception('Server 0 failed: 404, {"detail":"Not Found"}')] | orchestrator.replica-failed |  |  | ms-swift 3.7-4.x infer, a rollout server without the endpoint the trainer asks for (FastAPI's 404 body)
            Exception: Server 0 init failed: Internal Server Error | orchestrator.replica-failed |  |  | ms-swift 3.7-4.x init_communicator raising for the weight-sync group's set-up
            RuntimeError: Multiple errors on reset_prefix_cache: [Exception('Server 1 reset failed: Internal Server Error')] | orchestrator.replica-failed |  |  | ms-swift 3.7-4.x reset_prefix_cache after a weight update
            [WARNING:swift] Server 0 close failed: Internal Server Error | - |  |  | negative: the shutdown warning when the trainer closes its communicator
                raise RuntimeError(f'Multiple errors: {all_errors}') | - |  |  | negative: the raise statement's source line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The messages name the refused setup and the rollout server with its status; the hints say what to do. */
    @Test
    void theMessagesNameTheRefusalAndTheServer() throws IOException {
        Finding unsloth = only("RuntimeError: Unsloth currently does not support multi GPU setups - but we are working on it!");
        assertTrue(unsloth.message().contains("Unsloth refused to train on more than one GPU"), unsloth.message());
        assertTrue(unsloth.hint().contains("CUDA_VISIBLE_DEVICES=0"), unsloth.hint());
        Finding server = only("[rank0]: RuntimeError: Multiple errors: [Exception('Server 1 failed: 500, Internal Server Error')]");
        assertTrue(server.message().contains("rollout server 1 (counted from 0 in --vllm_server_host) failed the trainer's request with HTTP 500 (Internal Server Error)"),
                server.message());
        assertTrue(server.hint().contains("swift rollout log"), server.hint());
    }
}
