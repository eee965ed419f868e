package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * GPU containers and drivers on users' machines and nodes: Docker's and Compose's refusals to give a container the
 * GPUs (moby's device-driver and custom-device errors, also cut after the device as an issue title leaves them), nvidia-container-cli's
 * errors, the start-up check of NVIDIA's CUDA and NGC images, torch's too-old driver sentence in another case, CTranslate2's and CUDA's
 * insufficient driver, rocminfo's missing KFD (the ROCm runtime's code); quoted, backticked or behind launcher prefixes; and the
 * container runtime's GPU failure ordered before the no-GPU findings it explains. One row per wording and release, with host names
 * of several shapes; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line
 * break.
 */
class GpuContainerDriverWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            > docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]]. | container.no-gpu-runtime |  |  | moby daemon/errors.go (Docker 19.03-28.x) for docker run --gpus, in a markdown blockquote
            `Error response from daemon: could not select device driver "nvidia" with capabilities: [[gpu]]` | container.no-gpu-runtime |  |  | the same from Compose (driver: nvidia), in backticks
            gpu-07: Error response from daemon: could not select device driver "nvidia" with capabilities: [[gpu video]] | container.no-gpu-runtime | gpu-07 |  | the same with two capabilities, behind pdsh's prefix
            # error gathering device information while adding custom device "/dev/kfd" | container.no-gpu-runtime |  |  | moby oci_linux.go custom device (Docker 1.x-29.x) cut after the device, as an issue title
            node12.cluster.example.org: docker: Error response from daemon: error gathering device information while adding custom device "/dev/nvidia0". | container.no-gpu-runtime | node12.cluster.example.org |  | the same cut after an NVIDIA device, with the CLI's period, behind pdsh's prefix
            ERROR: for steam  Cannot start service steam: b'linux runtime spec devices: error gathering device information while adding custom device "/dev/nvidia0": no such file or directory' | container.no-gpu-runtime |  |  | the whole error inside Compose v1's bytes repr (the existing rule)
            `  Error response from daemon: unknown or invalid runtime name: nvidia` | container.no-gpu-runtime |  |  | moby daemon (Docker 23-28) for runtime: nvidia, backticked by a poster
            > ERROR: for nada  Cannot create container for service nada: Unknown runtime specified nvidia | container.no-gpu-runtime |  |  | moby daemon_unix.go (17.03-20.10) through Compose v1, in a blockquote
            nvidia-container-cli: initialization error: nvml error: driver not loaded: unknown. | container.no-gpu-runtime |  |  | libnvidia-container src/cli (1.0-1.17): no driver loaded on the host, with the OCI runtime's ": unknown"
            10.1.2.3: nvidia-container-cli: initialization error: driver rpc error: timed out: unknown. | container.no-gpu-runtime | 10.1.2.3 |  | libnvidia-container 1.x driver rpc time-out, behind an address prefix
            nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver to a newer version, or use an earlier cuda container: unknown | cuda.version-mismatch |  |  | libnvidia-container src/cli requirement error: the image's NVIDIA_REQUIRE_CUDA above the driver's CUDA
            # NVIDIA Driver on your system is too OLD | cuda.version-mismatch |  |  | torch/cuda/__init__.py's sentence in a title's capitals, without its article
            RuntimeError: THE NVIDIA DRIVER ON YOUR SYSTEM IS TOO OLD (found version 10010) | cuda.version-mismatch |  |  | the same all in capitals with its found version
            gpu-n3.example.com: RuntimeError: the nvidia driver on your system is too old (found version 11040). | cuda.version-mismatch | gpu-n3.example.com |  | the same in lower case, behind pdsh's prefix
            RuntimeError: The NVIDIA driver on your system is too old (found version 11060). Please update your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx | cuda.version-mismatch |  |  | torch 1.x-2.x's own casing: one finding (the older rule's)
            WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.\\n   Use the NVIDIA Container Toolkit to start this container with GPU support; see\\n   https://docs.nvidia.com/datacenter/cloud-native/ . | torch.no-gpu |  |  | NVIDIA CUDA/NGC images entrypoint.d/50-gpu-driver-check.sh (2021-2025)
            WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.\\n   Use 'nvidia-docker run' to start this container; see\\n   https://github.com/NVIDIA/nvidia-docker/wiki/nvidia-docker . | torch.no-gpu |  |  | NGC images' check before the Container Toolkit (2017-2020)
            node12.cluster.example.org: WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available. | torch.no-gpu | node12.cluster.example.org |  | the same behind pdsh's prefix
            WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.\\nTraceback (most recent call last):\\nRuntimeError: CUDA failed with error CUDA driver version is insufficient for CUDA runtime version | torch.no-gpu,cuda.version-mismatch |  |  | the image's check, then CTranslate2's cudaErrorInsufficientDriver that a container without libcuda gets: the check is the cause
            ROCk module is NOT loaded, possibly no GPU devices | rocm.runtime-failed |  |  | ROCm/rocminfo rocminfo.cc CheckInitialState (ROCm 1.x-7.x): no amdgpu KFD on the host
            gpu-n3.example.com: ROCk module is NOT loaded, possibly no GPU devices | rocm.runtime-failed | gpu-n3.example.com |  | the same behind pdsh's prefix
            0: Unable to open /dev/kfd read-write: Permission denied | rocm.runtime-failed |  |  | rocminfo.cc: the user without the render/video groups, behind srun --label (the existing /dev/kfd rule)
            `Unable to open /dev/kfd read-write: No such file or directory` | rocm.runtime-failed |  |  | rocminfo.cc in a container started without --device /dev/kfd, backticked
            ROCk module version 6.7.0 is loaded | - |  |  | rocminfo.cc: the module is there (no finding)
            NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.\\nnvidia-container-cli: initialization error: nvml error: driver not loaded: unknown. | container.no-gpu-runtime,torch.no-gpu |  |  | the container runtime's GPU failure (node_fault) before the nvidia-smi failure it explains, though pasted after it
            RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver from http://www.nvidia.com/Download/index.aspx\\ndocker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]]. | container.no-gpu-runtime,torch.no-gpu |  |  | the same for torch's no-driver error and moby's device-driver refusal
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
