package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A GPU that NVML has lost, as Slurm's gpu/nvml plugin reports it ({@code gpu.unreachable}): the job step's GPU accounting
 * (slurmstepd) and slurmd's device handle, with NVML's error string "GPU is lost" (NVML_ERROR_GPU_IS_LOST). The wordings are the
 * plugin's format strings of 23.02 and 23.11+, bare and behind a host prefix; the negatives are NVML errors that are the
 * accounting's, not the GPU's. Columns: the codes of the findings in order ("-": none), the host and peer of the first.
 */
class SampledGpuFaultsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            slurmstepd: error: NVML: Failed to get usage(15): GPU is lost | gpu.unreachable |  |  | real (LSSI-ETH/plmfit#40): Slurm 23.02+ gpu_nvml.c "NVML: Failed to get usage(%d): %s" behind slurmstepd's prefix
            slurmstepd: error: NVML: Failed to get Compute running procs(15): GPU is lost | gpu.unreachable |  |  | Slurm 23.02 "NVML: Failed to get Compute running procs(%d): %s"
            gpu-node-07: [2025-03-01T10:00:00.123] [4242.0] error: NVML: Failed to get Graphics running process count(15): GPU is lost | gpu.unreachable | gpu-node-07 |  | Slurm 23.11+ "NVML: Failed to get %s running process count(%d): %s" in a step's log behind a host prefix
            slurmstepd: error: NVML: Failed to get process count for gpu utilization(15): GPU is lost | gpu.unreachable |  |  | Slurm 23.11+ "NVML: Failed to get process count for gpu utilization(%d): %s"
            [2025-03-01T10:00:00.123] error: Failed to get device handle for GPU 3: GPU is lost | gpu.unreachable |  |  | slurmd gpu_nvml.c "Failed to get device handle for GPU %d: %s"
            slurmstepd: error: NVML: Failed to get usage(999): Unknown Error | - |  |  | negative: an NVML error other than a lost GPU stays the accounting's
            slurmstepd: error: NVML: Failed to get Compute running procs(7): Insufficient Size | - |  |  | negative: processes that started between the accounting's two calls
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
