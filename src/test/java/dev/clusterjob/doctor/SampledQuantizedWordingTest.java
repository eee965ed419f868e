package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Quantized fine-tuning (QLoRA, 8-bit optimizers) whose bitsandbytes could not load its native CUDA library on the node: no binary
 * for the CUDA torch names, or the CUDA runtime not found, in each release's words (0.35-0.43's CUDA SETUP lines and RuntimeError,
 * 0.44-0.45's logged error and warning, 0.46-0.50's load error and mock library), behind a launcher's prefix that names the host.
 * Negatives: bitsandbytes' start-up notes, the CPU-only build's warning and an override's notice are no failure. Then the refusals of a
 * quantized model in a parallel mode, the script's own exception (accelerate's 8-bit and 4-bit checks, FSDP's flatten checks, ZeRO-3's
 * gather of one dtype), also quoted in a title or in backticks; their messages say what was refused. Columns: the codes of the findings
 * in order ("-": no error), the first one's host and peer, and where the wording comes from. {@code \n} is a line break.
 */
class SampledQuantizedWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError:\\n        CUDA Setup failed despite GPU being available. Please run the following command to get more information:\\n\\n        python -m bitsandbytes\\nERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 15579) of binary: /home/u/env/bin/python | launch.library-not-found,torch.child-failed |  |  | the corpus log's shape: bitsandbytes 0.38-0.43 cextension.py's RuntimeError (its text on the line after the exception's name), then torchrun's report of the rank
            RuntimeError: \\n        CUDA Setup failed despite GPU being available. Inspect the CUDA SETUP outputs above to fix your environment! | launch.library-not-found |  |  | bitsandbytes 0.37's wording of the RuntimeError, with the blank Python leaves after the exception's colon
            gpu-node07: CUDA Setup failed despite GPU being available. Please run the following command to get more information: | launch.library-not-found | gpu-node07 |  |  the same line behind pdsh's or srun --label's "host: " prefix
            CUDA SETUP: Required library version not found: libbitsandbytes_cuda118.so. Maybe you need to compile it from source?\\nCUDA SETUP: Defaulting to libbitsandbytes_cpu.so... | launch.library-not-found |  |  | bitsandbytes 0.37-0.43 cuda_setup/main.py: no binary for the detected CUDA in the installed package
            CUDA SETUP: Problem: The main issue seems to be that the main CUDA runtime library was not detected.\\nCUDA SETUP: Solution 1: To solve the issue the libcudart.so location needs to be added to the LD_LIBRARY_PATH variable | launch.library-not-found |  |  | bitsandbytes 0.37-0.43: libcudart not found on the node
            CUDA SETUP: Problem: The main issue seems to be that the main CUDA library was not detected or CUDA not installed. | launch.library-not-found |  |  | bitsandbytes 0.41-0.43: libcuda not found
            Exception: CUDA SETUP: Setup Failed! | launch.library-not-found |  |  | bitsandbytes 0.35-0.43 cuda_setup/main.py's Exception when no binary loads
            Could not find the bitsandbytes CUDA binary at PosixPath('/opt/env/lib/python3.11/site-packages/bitsandbytes/libbitsandbytes_cuda124.so') | launch.library-not-found |  |  | bitsandbytes 0.44-0.45 cextension.py's logged notice before it falls back to the CPU library
            Could not load bitsandbytes native library: /opt/env/bitsandbytes/libbitsandbytes_cpu.so: cannot open shared object file: No such file or directory | launch.library-not-found |  |  | bitsandbytes 0.44-0.45's logged error whose reason is the loader's: the loader's rule names the library, once
            CUDA Setup failed despite CUDA being available. Please run the following command to get more information: | launch.library-not-found |  |  | bitsandbytes 0.44-0.45's warning after the load error
            ERROR:bitsandbytes.cextension:bitsandbytes library load error: Configured CUDA binary not found at /opt/env/bitsandbytes/libbitsandbytes_cuda129.so | launch.library-not-found |  |  | bitsandbytes 0.46-0.48 cextension.py, through Python logging's default format
            bitsandbytes library load error: No compatible CUDA binary found at /opt/env/bitsandbytes/libbitsandbytes_cuda130.so | launch.library-not-found |  |  | bitsandbytes 0.50's wording of the same error
            🚨 CUDA VERSION MISMATCH 🚨\\nRequested CUDA version:          13.0\\nDetected PyTorch CUDA version:   13.0 | launch.library-not-found |  |  | bitsandbytes 0.46-0.50's mock library's analysis when a native method is called
            RuntimeError: Attempted to use bitsandbytes native library functionality but it's not available. | launch.library-not-found |  |  | bitsandbytes 0.46-0.50's mock library's RuntimeError without the analysis
            ValueError: You can't train a model that has been loaded in 8-bit precision on a different device than the one you're training on. | torch.exception |  |  | the corpus log: accelerate 0.18-0.x Accelerator.prepare_model, an 8-bit model on another GPU than the process's
            [rank1]: ValueError: You can't train a model that has been loaded in 8-bit or 4-bit precision on a different device than the one you're training on. Make sure you loaded the model on the correct device using for example `device_map={'':torch.cuda.current_device()}` or `device_map={'':torch.xpu.current_device()}` | torch.exception |  |  | accelerate 1.x's wording behind torch's [rankN]: prefix
            ValueError: You can't train a model that has been loaded in 8-bit precision on multiple devices in any distributed mode. In order to use 8-bit models that have been loaded across multiple GPUs the solution is to use Naive Pipeline Parallelism. | torch.exception |  |  | accelerate 0.20-0.x: one copy spread over several GPUs under DDP
            ValueError: You can't train a model that has been loaded in 8-bit precision with CPU or disk offload. | torch.exception |  |  | accelerate 0.18-0.x: a model offloaded to CPU or disk
            无法训练 "ValueError: You can't train a model that has been loaded in 8-bit precision on multiple devices." | torch.exception |  |  | accelerate 0.18-0.19's wording quoted in a title after Chinese words, no colon before it
            ValueError: Cannot flatten integer dtype tensors | torch.exception |  |  | the corpus log's title: torch 2.x FSDP _flat_param.py on a 4-bit bitsandbytes model
            fsdp-qlora yi-34B-chat throw error " ValueError: Cannot flatten integer dtype tensors" | torch.exception |  |  | the same quoted in an issue title
            [rank0]: ValueError: Must flatten tensors with uniform dtype but got torch.bfloat16 and torch.float32 | torch.exception |  |  | torch 1.12-2.x FSDP: parameters of two float dtypes in one wrapped module
            RuntimeError: expected there to be only one unique element in <generator object Init._convert_to_deepspeed_param.<locals>.all_gather_coalesced.<locals>.<genexpr> at 0x7f2ec8daf900>  | torch.exception |  |  | the corpus log: DeepSpeed ZeRO-3 all_gather_coalesced's get_only_unique_item on a 4-bit model
            当我使用8张GPU+deepspeed zero3+4bit qlora就会报错 `RuntimeError: expected there to be only one unique element in <generator object Init._convert_to_deepspeed_param..all_gather_coalesced.. at 0x7f7019a30890>` | torch.exception |  |  | the same in backticks after a sentence, markdown having eaten the <locals> parts
            Could not load bitsandbytes native library: /opt/env/bitsandbytes/libbitsandbytes_cpu.so: cannot open shared object file: No such file or directory\\nWARNING:bitsandbytes.cextension:\\nCUDA Setup failed despite CUDA being available. Please run the following command to get more information: | launch.library-not-found |  |  | bitsandbytes 0.44-0.45: the load error whose reason is the loader's, then the warning after it: one finding, the loader's, which names the library
            The installed version of bitsandbytes was compiled without GPU support. 8-bit optimizers, 8-bit multiplication, and GPU quantization are unavailable. | - |  |  | negative: the CPU-only build's warning, no failure by itself
            WARNING: BNB_CUDA_VERSION=124 environment variable detected; loading libbitsandbytes_cuda124.so. | - |  |  | negative: bitsandbytes' notice of a version override
            CUDA SETUP: CUDA runtime path found: /usr/local/cuda/lib64/libcudart.so\\nCUDA SETUP: Detected CUDA version 118\\nCUDA SETUP: Loading binary /opt/env/bitsandbytes/libbitsandbytes_cuda118.so... | - |  |  | negative: bitsandbytes 0.3x-0.4x's start-up notes of a setup that worked
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The refusals say what was refused and how to load the model (the plain exception line would only quote them). */
    @Test
    void quantizedRefusalsSayWhatWasRefused() throws IOException {
        for (String line : List.of(
                "ValueError: You can't train a model that has been loaded in 8-bit precision on a different device than the one you're training on.",
                "ValueError: You can't train a model that has been loaded in 8-bit or 4-bit precision on multiple devices in any distributed mode.")) {
            Finding f = only(line);
            assertTrue(f.message().contains("accelerate refuses to train a model loaded in 8-bit"), line + ": " + f.message());
            assertTrue(f.hint().contains("torch.cuda.current_device()"), line + ": " + f.hint());
        }
        Finding fsdp = only("ValueError: Cannot flatten integer dtype tensors");
        assertTrue(fsdp.message().contains("FSDP cannot shard a module whose parameters are integers"), fsdp.message());
        assertTrue(fsdp.hint().contains("bnb_4bit_quant_storage"), fsdp.hint());
        Finding zero3 = only("RuntimeError: expected there to be only one unique element in <generator object Init._convert_to_deepspeed_param.<locals>.all_gather_coalesced.<locals>.<genexpr> at 0x7f2ec8daf900>");
        assertTrue(zero3.message().contains("ZeRO-3 found parameters of more than one dtype"), zero3.message());
    }

    /** DeepSpeed's unique-item check of another caller (a device check, not ZeRO-3's gather) is only quoted, not read as quantized weights. */
    @Test
    void anotherCallerOfTheUniqueItemCheckIsNotZero3sGather() throws IOException {
        Finding f = only("RuntimeError: expected there to be only one unique element in <generator object DeepSpeedZeroOptimizer.__init__.<locals>.<genexpr> at 0x7f1c2d3e4f50>");
        assertFalse(f.message().contains("ZeRO-3"), f.message());
    }
}
