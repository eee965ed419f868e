package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * LLM serving stacks beside vLLM across several GPUs: DeepSpeed-MII's replica placement over the hostfile's GPUs (its two
 * ValueErrors, quoted in prose or printed by CPython), Triton's MMA layout assertion as Ray Serve LLM and vLLM users meet it (a title,
 * glibc's assertion line), and NIXL's status exceptions of disaggregated prefill and decode (lower-case class names, CPython's line,
 * a logger's repr, the CUDA 13 wheel's module). Negatives: the source lines of the raise and of the assertion, an except clause and
 * the status enum, which must stay healthy. {@code \n} is a line break.
 */
class SampledServingStacksWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            on AWS ml.g5.12xlarge with 4 GPUs on one instance. I got this error `Only able to place 1 replicas, but 2 replicas were requested`.  A similar error (`Only able to place 1 replicas, but 4 replicas were requested`.) also occurred | parallel.layout-mismatch |  |  | DeepSpeed-MII in a sentence (deepspeedai/DeepSpeed-MII#381)
            ValueError: Only able to place 0 replicas, but 1 replicas were requested. | parallel.layout-mismatch |  |  | DeepSpeed-MII mii/config.py _allocate_devices as CPython prints it
            ValueError: Device map contains 2 mappings, but only 1 replicas were requested. There must be a 1:1 mapping. | parallel.layout-mismatch |  |  | DeepSpeed-MII mii/config.py: a device_map with more GPU lists than replicas
                        f"Only able to place {device_map_slots} replicas, but {replica_num} replicas were requested." | - |  |  | negative: the source line of the raise in a traceback
            Ray[LLM] Assertion: "mma -> mma layout conversion is only supported on Ampere"' failed. | cuda.version-mismatch |  |  | Triton's assertion in an issue title (ray-project/ray#52377)
            python3: /project/lib/Analysis/Allocation.cpp:43: std::pair<llvm::SmallVector<unsigned int>, llvm::SmallVector<unsigned int> > mlir::triton::getCvtOrder(mlir::Attribute, mlir::Attribute): Assertion `!(srcMmaLayout && dstMmaLayout && !srcMmaLayout.isAmpere()) && "mma -> mma layout conversion is only supported on Ampere"' failed. | cuda.version-mismatch |  |  | triton lib/Analysis/Allocation.cpp assert as glibc prints it
                     "mma -> mma layout conversion is only supported on Ampere"); | - |  |  | negative: the assertion's source line
            nixl._bindings.nixlNotFoundError: NIXL_ERR_NOT_FOUND | torch.exception |  |  | nixl_bindings.cpp throw_nixl_exception as CPython prints it (ai-dynamo/dynamo#1519)
            nixl._bindings.nixlBackendError: NIXL_ERR_BACKEND | torch.exception |  |  | the backend's status
            nixl_cu13._bindings.nixlNotFoundError: NIXL_ERR_NOT_FOUND | torch.exception |  |  | the CUDA 13 wheel's module
            2025-04-25T06:44:25.861Z ERROR engine.start: nixlBackendError('NIXL_ERR_BACKEND') | torch.exception |  |  | Dynamo's logger with the exception's repr
            except nixlNotFoundError: | - |  |  | negative: an except clause
                NIXL_ERR_NOT_FOUND = -4, | - |  |  | negative: the status enum in nixl_types.h
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
