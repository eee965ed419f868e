package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Training frameworks above torch and TensorFlow on several GPUs (fastai, MirroredStrategy): TensorFlow's NCCL ops with no kernel
 * for the process's devices (the placer's and op_kernel.cc's "No OpKernel was registered to support Op 'NcclAllReduce'" in its 1.x
 * and 1.12-2.x wordings, the eager "Could not find device for node" with "All kernels registered for op", and a paste that keeps only
 * KernelsRegisteredForOp's empty list and the NCCL node) are torch.no-gpu; ATen's argument checks before 1.6 ("Expected object of
 * backend %s but got backend %s", "Expected object of device type %s but got device type %s") between two devices read as the
 * device-mismatch exception; and the negatives (another op without a kernel, a sparse backend against a dense one, a dtype check).
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledSmallerTrainingFrameworksWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            I got an error message when using multi-gpu in tf 1.14.0\\n`\\nRegistered kernels:\\n <no registered kernels>\\n [[NcclAllReduce]] [Op:__inference__all_reduce_39259]\\n` | torch.no-gpu |  |  | mobilenetv2-yolov3 issue 26: KernelsRegisteredForOp's empty list and the NCCL node, the header cut (TensorFlow 1.14)
            No OpKernel was registered to support Op 'NcclAllReduce' used by node NcclAllReduce（）with these attrs:[shared_name=c0,T=DT_FLOAT,num_devices=4,reduction="sum] | torch.no-gpu |  |  | bert-multi-gpu issue 15: the 1.12-2.x wording retyped in a question, full-width parentheses
            tensorflow.python.framework.errors_impl.InvalidArgumentError: No OpKernel was registered to support Op 'NcclAllReduce' used by {{node NcclAllReduce}} with these attrs: [reduction="sum", shared_name="c1", T=DT_FLOAT, num_devices=2]\\nRegistered devices: [CPU, GPU]\\nRegistered kernels:\\n  <no registered kernels>\\n\\n    [[NcclAllReduce]] | torch.no-gpu |  |  | format strings: op_kernel.cc's 1.12-2.x wording with its kernel list and node, one finding
            InvalidArgumentError (see above for traceback): No OpKernel was registered to support Op 'NcclBroadcast' with these attrs.  Registered devices: [CPU,GPU], Registered kernels:\\n  <no registered kernels>\\n\\n    [[Node: tower_0/NcclBroadcast = NcclBroadcast[T=DT_FLOAT, shape=[10], _device="/device:GPU:0"](tower_0/w)]] | torch.no-gpu |  |  | format strings: the 1.x placer's wording and node form, another NCCL op
            tensorflow.python.framework.errors_impl.NotFoundError: Could not find device for node: {{node NcclAllReduce}} = NcclAllReduce[T=DT_FLOAT, num_devices=2, reduction="sum", shared_name="c1"]\\nAll kernels registered for op NcclAllReduce:\\n  <no registered kernels>\\n [Op:NcclAllReduce] | torch.no-gpu |  |  | format strings: eager execute.cc's wording (2.2+)
              <no registered kernels>\\n\\n    [[{{node replica_1/NcclReduce}}]] | torch.no-gpu |  |  | format strings: the kernel list and a scoped node name in braces, alone
            No OpKernel was registered to support Op 'CudnnRNN' used by {{node cu_dnnlstm/CudnnRNN}} with these attrs: [seed=0, T=DT_FLOAT]\\nRegistered devices: [CPU]\\nRegistered kernels:\\n  <no registered kernels>\\n\\n    [[cu_dnnlstm/CudnnRNN]] | - |  |  | negative: another op without a kernel (a GPU-only op on a CPU-only process), not NCCL
              <no registered kernels>\\n\\n    [[{{node my_custom_op}}]] | - |  |  | negative: the empty kernel list before a node that is no NCCL op
            we are getting this error: \\n```Expected object of backend CUDA but got backend CPU for argument #2 'target' in call to _thnn_nll_loss_forward``` | torch.exception |  |  | fastai2 issue 57: ATen's 0.4-1.3 backend check in backticks, torch 1.3
            Expected object of device type cuda but got device type cpu for argument #1 'self' in call to _th_index_select | torch.exception |  |  | format strings: ATen Utils.h checked_dense_tensor_unwrap's 1.4-1.5 wording
            Expected object of device type cuda but got device type cpu for sequence element 1 in sequence argument at position #1 'tensors' | torch.exception |  |  | format strings: ATen Utils.h's list form (1.4-1.5)
            Expected object of backend CPU but got backend SparseCPU for argument #2 'other' | - |  |  | negative: a sparse backend against a dense one on one device
            Expected object of scalar type Float but got scalar type Double for argument #2 'target' in call to _thnn_nll_loss_forward | - |  |  | negative: the dtype check beside the device check
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void theFindingsSayWhatIsMissingOrMisplaced() throws IOException {
        Finding nccl = only("  <no registered kernels>\n\n\t [[{{node replica_1/NcclReduce}}]]");
        assertTrue(nccl.message().contains("NCCL op NcclReduce"), nccl.message());
        assertTrue(nccl.hint().contains("HierarchicalCopyAllReduce"), nccl.hint());
        Finding placed = only("Expected object of backend CUDA but got backend CPU for argument #2 'target' in call to _thnn_nll_loss_forward");
        assertTrue(placed.message().contains("target on CPU where CUDA was expected"), placed.message());
    }
}
