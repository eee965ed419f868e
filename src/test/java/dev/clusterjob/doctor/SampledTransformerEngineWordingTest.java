package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Pipeline-parallel schedules and TransformerEngine's comm+GEMM overlap across nodes, as the projects print their failures: Megatron's
 * interleaved (virtual pipeline) schedule refusing the microbatches of a step (core 0.9+'s "should range in [PP=N , M=M]" with its two
 * strings joined without a space, and with the space a paste may add; its remainder check; core 23.04-0.8's and Megatron 2.x's divisibility
 * checks; the pipeline sizes the interleaved schedule needs); Megatron core's TransformerEngine layers and TransformerEngine's get_ub and
 * initialize_ub refusing a layer the userbuffers set-up does not know (assertions, 2.7+'s RuntimeError and KeyError); torch autograd's
 * shape check inside a pipeline engine's backward step (ColossalAI's backward_by_grad, DeepSpeed's PipelineEngine, Megatron core's
 * schedules, torch.distributed.pipelining): stages that exchanged another microbatch's shape. Negatives: the checks' source lines in a
 * traceback, a KeyError of another registry, the autograd check in a script's own backward call (a note beside the plain exception).
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledTransformerEngineWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [rank7]: ValueError: The number of contiguous micro-batches in a virtual pipeline stageshould range in [PP=6 , M=3] | parallel.layout-mismatch |  |  | NeMo Speech issue 14288: Megatron core's interleaved schedule, its two strings joined without a space
            ValueError: The number of contiguous micro-batches in a virtual pipeline stage should range in [PP=8 , M=4] | parallel.layout-mismatch |  |  | the same check with the space a paste or a later release adds
            node-3: RuntimeError: The remainder of M (the total micro-batches) divided by N (number of contiguous micro-batches in a virtual pipeline stage) should be 0, or larger than or equal to the pipeline-parallel size, but it is 2. Otherwise, it introduces dependency bubbles in the pipeline and reduces throughput. | parallel.layout-mismatch | node-3 |  | Megatron core schedules.py's remainder check, behind pdsh's host prefix: names the node
            RuntimeError: number of microbatches (6) is not divisible by pipeline-model-parallel-size (4) when using interleaved schedule | parallel.layout-mismatch |  |  | Megatron core 23.04-0.8 schedules.py
            AssertionError: number of microbatches is not divisible by pipeline-parallel size when using interleaved schedule | parallel.layout-mismatch |  |  | Megatron 2.x megatron/schedules.py's assert
            AssertionError: pipeline-model-parallel size should be greater than 1 with interleaved schedule | parallel.layout-mismatch |  |  | Megatron core parallel_state.py
            AssertionError: When interleaved schedule is used and p2p communication overlap is disabled, pipeline-model-parallel size should be greater than 2 to avoid having multiple p2p sends and recvs between same 2 ranks per communication batch | parallel.layout-mismatch |  |  | Megatron training/arguments.py 2024+
                        'The number of contiguous micro-batches in a virtual pipeline stage' | - |  |  | negative: the check's source line in a traceback
            [rank17]: AssertionError: Buffer name should be set to configure communication overlap settings | te.userbuffers-failed |  |  | ms-swift issue 5240: a LoRA layer under --tp-comm-overlap, Megatron core's TransformerEngine layer
            AssertionError: UB manager is not initialized. | te.userbuffers-failed |  |  | TransformerEngine 1.5-2.6 get_ub: initialize_ub never ran
            RuntimeError: UB manager is not initialized. | te.userbuffers-failed |  |  | TransformerEngine 2.7+ get_ub
            KeyError: 'UB for qkv_fprop with use_fp8=False is not registered.' | te.userbuffers-failed |  |  | TransformerEngine 2.7+ get_ub, the KeyError's quotes
            AssertionError: UB for proj_fprop is not registered. | te.userbuffers-failed |  |  | TransformerEngine 1.5-2.6 get_ub
            RuntimeError: torch.distributed must be initialized before using Userbuffers | te.userbuffers-failed |  |  | TransformerEngine initialize_ub
                ), "Buffer name should be set to configure communication overlap settings" | - |  |  | negative: the assert's source line in a traceback
            KeyError: 'Plugin foo is not registered.' | torch.exception |  |  | negative: another registry's KeyError stays the plain exception
            File "/home/u/ColossalAI/colossalai/booster/plugin/hybrid_parallel_plugin.py", line 809, in backward_by_grad\\n    super().backward_by_grad(tensor, grad)\\n  File "/home/u/envs/lib/python3.10/site-packages/torch/autograd/__init__.py", line 88, in _make_grads\\n    raise RuntimeError(\\nRuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([1, 128, 768]) and output[0] has a shape of torch.Size([1, 129, 768]). | torch.collective-mismatch |  |  | ColossalAI issue 5940: the pipeline plugin's backward with a gradient from the next stage
              File "/opt/conda/lib/python3.10/site-packages/deepspeed/runtime/pipe/engine.py", line 735, in _exec_backward_pass\\n    torch.autograd.backward(tensors=(outputs, ), grad_tensors=(grad_tensors, ))\\nRuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([8, 4096]) and output[0] has a shape of torch.Size([8, 2048]). | torch.collective-mismatch |  |  | DeepSpeed's PipelineEngine backward pass
            [rank3]:   File "/usr/local/lib/python3.12/dist-packages/megatron/core/pipeline_parallel/schedules.py", line 455, in backward_step\\n[rank3]:     torch.autograd.backward(output_tensor[0], grad_tensors=output_tensor_grad[0])\\n[rank3]: RuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([4096, 1, 1024]) and output[0] has a shape of torch.Size([2048, 1, 1024]). | torch.collective-mismatch |  |  | Megatron core's backward_step under torchrun's rank prefix
              File "train.py", line 40, in main\\n    loss.backward(grad)\\nRuntimeError: Mismatch in shape: grad_output[0] has a shape of torch.Size([3]) and output[0] has a shape of torch.Size([]). | torch.exception,torch.collective-mismatch |  |  | negative: a script's own backward call: the plain exception, the shape check a note
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void namesTheMicrobatchesAndTheStages() throws IOException {
        String m = only("ValueError: The number of contiguous micro-batches in a virtual pipeline stageshould range in [PP=6 , M=3]").message();
        assertTrue(m.contains("at least 6 microbatches") && m.contains("has 3"), m);
    }
}
