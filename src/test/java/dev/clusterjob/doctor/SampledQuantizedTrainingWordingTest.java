package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Quantized and adapter models spread over several GPUs by device_map and then refused or left half-built: accelerate's refusal to
 * train a model that device_map placed over several GPUs in a distributed job (0.22-1.x, in prepare_model and prepare, behind torch's
 * rank prefix, quoted after a sentence), and a tensor still on the meta device when accelerate's set_module_tensor_to_device or
 * transformers' bitsandbytes quantizers place it (a buffer name, a dotted parameter name, a device index or name). Negatives: accelerate's
 * own advice and a meta-device sentence without the exception's words. Columns: the codes of the findings in order ("-": no error), the
 * first one's host and peer, and where the wording comes from. {@code \n} is a line break.
 */
class SampledQuantizedTrainingWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ValueError: You can't train a model that has been loaded with `device_map='auto'` in any distributed mode. Please rerun your script specifying `--num_processes=1` or by launching with `python {{myscript.py}}`. | torch.exception |  |  | the corpus log: accelerate 0.22-1.x Accelerator.prepare_model under accelerate launch with two processes
            [rank5]: ValueError: You can't train a model that has been loaded with `device_map='auto'` in any distributed mode. Please rerun your script specifying `--num_processes=1` or by launching with `python {{myscript.py}}`. | torch.exception |  |  | accelerate 1.x Accelerator.prepare behind torch's [rankN]: prefix
            gpu-node03: ValueError: You can't train a model that has been loaded with `device_map='auto'` in any distributed mode. | torch.exception | gpu-node03 |  | the same behind pdsh's or srun --label's "host: " prefix
            训练报错 You can't train a model that has been loaded with `device_map='auto'` in any distributed mode. | torch.exception |  |  | the sentence quoted in a title after Chinese words, no exception name
            ValueError: wf is on the meta device, we need a `value` to put in on cuda:0. | torch.exception |  |  | the corpus log: accelerate 0.18 set_module_tensor_to_device, AutoGPTQ's helper tensor under a two-GPU device_map
            ValueError: weight is on the meta device, we need a `value` to put in on 0. | torch.exception |  |  | accelerate 0.x set_module_tensor_to_device with a device index
            [rank0]: ValueError: model.layers.0.self_attn.q_proj.weight is on the meta device, we need a `value` to put in on cuda:1. | torch.exception |  |  | transformers' bitsandbytes 4-bit quantizer, a dotted parameter name, behind torch's rank prefix
            train reward model的时候报错 weight is on the meta device, we need a `value` to put in on 0. | torch.exception |  |  | the sentence quoted in a README's note after Chinese words, no exception name
            ValueError: k_scale is on the meta device, we need a `value` to put in on cpu. | torch.exception |  |  | the same check when saving a quantized model offloaded to the CPU
            ACCELERATE_BYPASS_DEVICE_MAP=true lets a model loaded with device_map='auto' be prepared in a distributed mode | - |  |  | negative: a sentence about the override, not the refusal
            the weights stay on the meta device until dispatch_model puts them on cuda:0 | - |  |  | negative: a sentence about the meta device without the exception's words
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The two messages say what was refused or left empty, and the hints how to load the model. */
    @Test
    void theMessagesSayWhatWasRefusedOrLeftEmpty() throws IOException {
        Finding map = only("ValueError: You can't train a model that has been loaded with `device_map='auto'` in any distributed mode.");
        assertTrue(map.message().contains("device_map='auto' spread over several GPUs in a distributed job"), map.message());
        assertTrue(map.hint().contains("torch.cuda.current_device()"), map.hint());
        Finding meta = only("ValueError: wf is on the meta device, we need a `value` to put in on cuda:0.");
        assertTrue(meta.message().contains("tensor 'wf' has no data (still on the meta device) when it was to be placed on cuda:0"), meta.message());
        assertTrue(meta.hint().contains("device_map"), meta.hint());
    }
}
