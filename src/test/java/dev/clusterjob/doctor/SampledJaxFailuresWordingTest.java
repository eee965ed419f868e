package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Failures the JAX, TPU and XLA multi-host queries of a sampled first-sight batch offered (issue 26): jaxlib's "CUDA backend failed to
 * initialize" warning when the driver call fails with CUDA_ERROR_NOT_INITIALIZED or CUDA_ERROR_NO_DEVICE (a CUDA that cannot start);
 * Lightning's "No TPU devices were found." behind xla_dist's per-worker prefix; libtpu's halted TensorCore as jaxlib and torch_xla raise it;
 * Reactant.jl's PJRT clients refusing a multi-node run. Negatives: the same warning with an outdated or missing library (their own rules),
 * Lightning's TPU line of a healthy run, other tools' "does not support num_nodes > 1" without a client's name in backticks. Columns: the
 * codes of the findings in order, the host and peer of the first. {@code \n} is a line break.
 */
class SampledJaxFailuresWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            CUDA backend failed to initialize: jaxlib/cuda/versions_helpers.cc:90: operation gpuDeviceGetAttribute( &major, GPU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device) failed: CUDA_ERROR_NOT_INITIALIZED (Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.) | torch.no-gpu |  |  | jax #20711: jax 0.4.26's warning with versions_helpers.cc's JAX_AS_STATUS text
            WARNING:jax._src.xla_bridge:CUDA backend failed to initialize: jaxlib/cuda/versions_helpers.cc:81: operation cuInit(0) failed: CUDA_ERROR_NO_DEVICE. | torch.no-gpu |  |  | xla_bridge.py 0.4.3x "CUDA backend failed to initialize: {err}." through Python's logging, no device
            CUDA backend failed to initialize: Found cuBLAS version 11201, but JAX was built against version 111103, which is newer. The copy of cuBLAS that is installed must be at least as new as the version against which JAX built. (Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.) | cuda.version-mismatch |  |  | negative for the new rule: an outdated library keeps its own code
            CUDA backend failed to initialize: Unable to load cuDNN. Is it installed? | launch.library-not-found |  |  | negative for the new rule: a missing library keeps its own code
            2021-04-23 18:14:43 10.164.0.29 [3] pytorch_lightning.utilities.exceptions.MisconfigurationException: No TPU devices were found. | tpu.no-device | 10.164.0.29 |  | Lightning #7197: device_parser.py behind xla_dist's DATE TIME IP [N] prefix
            MisconfigurationException: No TPU devices were found. | tpu.no-device |  |  | device_parser.py 1.2-1.5, alone
            2021-04-23 18:14:46 10.164.0.27 [0] TPU available: True, using: 8 TPU cores | - |  |  | negative: Lightning's TPU line of a healthy worker
            F0000 00:00:1717141650.890307    9276 pjrt_computation_client.cc:487] Non-OK-status: status status: INTERNAL: Core halted unexpectedly: INTERNAL: Accelerator device halted prematurely, perhaps due to an on-device check-failure. Node 0 halted unexpectedly at tag:pc TensorCoreSequencer:887:0x6f1 (from TensorCoreSequencer:887:0x3b91): no debugging message found for this tag:pc. HLO: fusion.1; HLO computation: SyncTensorsGraph.55205_spmd | tpu.core-halted |  |  | torch_xla #7138: libtpu's halt through torch_xla's PJRT client (the progress bar before it left out: its bars are this table's separator)
            jaxlib.xla_extension.XlaRuntimeError: INTERNAL: Program or fatal error occurred; computation may be invalid: INTERNAL: Accelerator device halted prematurely, perhaps due to an on-device check-failure. Node 0 halted unexpectedly at tag:pc TensorCoreSequencer:1:0xad3 (from TensorCoreSequencer:1:0xad4) | tpu.core-halted |  |  | libtpu's halt as jaxlib 0.4.x raises it, without "Core halted unexpectedly"
            ERROR: LoadError: AssertionError: `PJRT.MakeCPUClient` does not support num_nodes > 1 | jax.bad-config |  |  | Reactant.jl #891: Client.jl's @assert through Julia's AssertionError
            AssertionError: `make_pjrt_client` does not support distributed_runtime_client | jax.bad-config |  |  | Reactant.jl's plugin clients, the distributed runtime client refused
            MisconfigurationException: DataParallel does not support num_nodes > 1. Switching to DistributedDataParallel for you. | torch.exception |  |  | negative for the new rule: no client in backticks (Lightning 1.x's refusal stays a bare exception)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
