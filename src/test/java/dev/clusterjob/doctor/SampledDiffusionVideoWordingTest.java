package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Video and image diffusion models run across GPUs, failures only. The sequence-parallel degrees (Ulysses x ring) a generation
 * script checks against the processes torchrun started, each in its own words: Wan2.1's and Wan2.2's generate.py (the world size,
 * the attention heads, sequence parallel asked of one process), HunyuanVideo's inference.py (the GPU count, a video sequence the
 * degrees cannot split), xDiT's xfuser config.py (parallel_world_size against world_size or dit_parallel_size, the divisibility
 * and upper-bound checks) and yunchang's set_seq_parallel_pg; beside them the wordings the rules read already (NCCL's system
 * error, DDP's unused parameters, torch's CUDA driver error); and the near-misses (the assert's own source line, xfuser's
 * info lines about degrees it set itself, prose). Columns: the codes of the findings in order ("-": none), the host and peer of
 * the first, the source. {@code \n} is a line break.
 */
class SampledDiffusionVideoWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [rank0]: AssertionError: The number of ulysses_size should be equal to the world size. | parallel.layout-mismatch |  |  | Wan2.2 issue 176: generate.py's check, --ulysses_size 8 under torchrun on 4 GPUs
            [rank0]:     assert args.ulysses_size == world_size, f"The number of ulysses_size should be equal to the world size."\\n[rank0]: AssertionError: The number of ulysses_size should be equal to the world size. | parallel.layout-mismatch |  |  | the same below its source line
            AssertionError: The number of ulysses_size and ring_size should be equal to the world size. | parallel.layout-mismatch |  |  | Wan2.1 generate.py: Ulysses x ring against the world size
            AssertionError: `cfg.num_heads=40` cannot be divided evenly by `args.ulysses_size=3`. | parallel.layout-mismatch |  |  | Wan2.1 and Wan2.2 generate.py: the attention heads against the Ulysses degree (an f-string's = form)
            AssertionError: sequence parallel are not supported in non-distributed environments. | parallel.layout-mismatch |  |  | Wan generate.py: --ulysses_size above 1 in a run of one process
            AssertionError: number of GPUs should be equal to ring_degree * ulysses_degree. | parallel.layout-mismatch |  |  | HunyuanVideo hyvideo/inference.py: the GPU count against the degrees
            ValueError: Cannot split video sequence into ulysses_degree x ring_degree (6) parts evenly | parallel.layout-mismatch |  |  | HunyuanVideo hyvideo/inference.py: a video size the degrees cannot split
            AssertionError: parallel_world_size 8 must be equal to world_size 4 | parallel.layout-mismatch |  |  | xfuser config.py before the disaggregated VAE (0.1-0.4)
            AssertionError: parallel_world_size 4 must be equal to dit_parallel_size 8 | parallel.layout-mismatch |  |  | xfuser config.py with dit_parallel_size
            AssertionError: world_size must be divisible by sp_degree | parallel.layout-mismatch |  |  | xfuser config.py's divisibility checks (world_size wording)
            AssertionError: dit_parallel_size must be divisible by dp_degree * cfg_degree | parallel.layout-mismatch |  |  | xfuser config.py's divisibility checks (dit_parallel_size wording)
            AssertionError: dp_degree * cfg_degree must be less than or equal to dit_parallel_size because of classifier free guidance | parallel.layout-mismatch |  |  | xfuser DataParallelConfig with CFG parallel
            AssertionError: pipefusion_degree must be less than or equal to dit_parallel_size | parallel.layout-mismatch |  |  | xfuser PipeFusionParallelConfig's upper bound
            AssertionError: world_size 6 % sp_degree 4 == 0 | parallel.layout-mismatch |  |  | yunchang globals.py set_seq_parallel_pg (the failed condition as its message)
            [rank0]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.cpp:76, unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.20.5 | nccl.system-error |  |  | TaylorSeer issue 14: Wan2.1 I2V on 8x H100 (earlier batches' rule)
            RuntimeError: Expected to have finished reduction in the prior iteration before starting a new one. This error indicates that your module has parameters that were not used in producing loss. | torch.ddp-unused-parameters |  |  | diffusers issue 5012: SDXL LoRA with the text encoders trained (earlier batches' rule)
            Fine tuning the model on both Gpus reports the following error\uff1a RuntimeError: CUDA driver error: invalid argument Do you know what the problem is? | torch.cuda-error |  |  | cogvideox-controlnet issue 13: the title (earlier batches' rule)
                assert args.ulysses_size == world_size, f"The number of ulysses_size should be equal to the world size." | - |  |  | the source line alone is no failure
            INFO 12-01 10:00:00 [config.py:128] Ulysses degree not set, using default value 1 | - |  |  | xfuser's info line about a degree it set itself
            Pipefusion degree is 1, pipeline will not be used,num_pipeline_patch will be ignored | - |  |  | xfuser's warning, no failure
            I think ulysses_size should be equal to the world size here, is that right? | - |  |  | prose without the exception
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
