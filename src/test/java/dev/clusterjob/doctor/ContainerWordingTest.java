package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.List;
import java.util.stream.Stream;

/**
 * The wordings of a container that cannot give the process its GPUs and of a GPU build that does not fit the GPU (issue 26, seventh
 * round, doc7a): rocBLAS's missing Tensile library for the GPU's arch, ROCr's INVALID_ISA / INVALID_CODE_OBJECT, crun's failed NVIDIA
 * hook under podman, Docker's old 'Unknown runtime specified'. One row per wording, each written from the tool's format string (the last
 * column says which; rules.yaml's comment on the rule says the same): the codes of the findings in order, and the host of the first.
 * {@code \n} in a row is a line break. The real logs these were checked on are in the open corpus (realworld/doctor).
 */
class ContainerWordingTest extends WordingTable {
    /** text | codes in order | host of the first | source */
    private static final String ROWS = """
            rocBLAS error: Cannot read /opt/rocm/lib/rocblas/library/TensileLibrary.dat: No such file or directory for GPU arch : gfx1036 | rocm.no-binary-for-gpu | | rocBLAS tensile_host.cpp "rocBLAS error: Cannot read " << path << ": " << strerror(errno) << " for GPU arch : " << arch (5.x-7.x)
            rocBLAS error: Cannot read /opt/rocm-5.4.0/lib/rocblas/library/TensileLibrary.dat: Illegal seek | rocm.no-binary-for-gpu | | the same without the arch (ROCm 4.x-5.4), 'Illegal seek' for the missing per-arch file
            rocBLAS error: Cannot read /lib64/rocblas/library/TensileLibrary.yaml: No such file or directory for GPU arch : gfx1036 | rocm.no-binary-for-gpu | | the same for a YAML-format Tensile library (distro packages)
            rocBLAS error: Cannot read /opt/rocm/lib/rocblas/library/TensileLibrary.dat: Illegal seek for GPU arch : gfx1201\\n List of available TensileLibrary Files : \\n"/opt/rocm/lib/rocblas/library/TensileLibrary_lazy_gfx908.dat"\\n"/opt/rocm/lib/rocblas/library/TensileLibrary_lazy_gfx90a.dat" | rocm.no-binary-for-gpu | | rocBLAS's list of the files it has after it is no second finding
            rocBLAS error: Could not initialize Tensile host:\\nregex_error(error_backref): The expression contained an invalid back reference. | rocm.no-binary-for-gpu | | tensile_host.cpp "rocBLAS error: Could not initialize Tensile host:" with the exception after it
            rocBLAS error: Cannot read C:\\Program Files\\AMD\\ROCm\\6.2\\bin\\/rocblas/library/TensileLibrary.dat: No such file or directory for GPU arch : gfx1201\\nrocBLAS error: Could not initialize Tensile host: | rocm.no-binary-for-gpu | | both lines (HIP SDK on Windows) are one finding
            gpu-n2: rocBLAS error: Cannot read /opt/rocm/lib/rocblas/library/TensileLibrary.dat: No such file or directory for GPU arch : gfx90a | rocm.no-binary-for-gpu | gpu-n2 | the same after pdsh's host prefix names the node
            :0:rocdevice.cpp            :2993: 23233334547 us:  Callback: Queue 0x7fc1a8200000 aborting with error : HSA_STATUS_ERROR_INVALID_ISA: The instruction set architecture is invalid. code: 0x100f | rocm.no-binary-for-gpu | | ROCr hsa_status_string "HSA_STATUS_ERROR_INVALID_ISA: ..." behind ROCclr's "Callback: Queue %p aborting with error : %s code: 0x%x"
            :0:rocdevice.cpp            :2652: 1234 us: Device::callbackQueue aborting with error : HSA_STATUS_ERROR_INVALID_CODE_OBJECT: The code object is invalid. code: 0x1010 | rocm.no-binary-for-gpu | | ROCclr 3.x-5.x "Device::callbackQueue aborting with error : %s code: 0x%x", INVALID_CODE_OBJECT
            HCC STATUS_CHECK Error: HSA_STATUS_ERROR_INVALID_ISA (0x100f) at file:mcwamp_hsa.cpp line:1195 | rocm.no-binary-for-gpu | | HCC (ROCm 1.x-3.x) "HCC STATUS_CHECK Error: %s (0x%x) at file:%s line:%d"
            :0:rocdevice.cpp            :2993: 1 us:  Callback: Queue 0x7f00 aborting with error : HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: The agent attempted to access memory beyond the largest legal address. code: 0x29 | torch.cuda-error | | another HSA status stays ROCm's illegal memory access
            Error: OCI runtime error: error executing hook `/usr/bin/nvidia-container-runtime-hook` (exit code: 1) | container.no-gpu-runtime | | crun libcrun/container.c "error executing hook `%s` (exit code: %d)" through podman
            Error: OCI runtime error: crun: {"msg":"error executing hook `/usr/bin/nvidia-cdi-hook` (exit code: 1)","level":"error","time":"2025-10-22T10:04:55.559600Z"} | container.no-gpu-runtime | | the same inside crun's JSON log line
            node3: Error: OCI runtime error: error executing hook `/usr/bin/nvidia-container-toolkit` (exit code: 1) | container.no-gpu-runtime | node3 | the same after pdsh's host prefix
            {"msg":"error executing hook `/usr/bin/nvidia-ctk` (exit code: 1)","level":"warning","time":"2025-10-22T10:04:55Z"} | - | | crun's warning for a poststop hook (keep_going) stops nothing
            Error: OCI runtime error: error executing hook `/usr/libexec/oci/hooks.d/seccomp-hook` (exit code: 1) | - | | another hook is no GPU problem
            docker: Error response from daemon: Unknown runtime specified nvidia. | container.no-gpu-runtime | | moby daemon/daemon_unix.go (17.03-20.10) "Unknown runtime specified %s"
            ERROR: for trainer  Cannot create container for service trainer: Unknown runtime specified nvidia | container.no-gpu-runtime | | the same through Compose v1's "Cannot create container for service %s: "
            docker: Error response from daemon: Unknown runtime specified runsc. | - | | another runtime is not a GPU problem
            RuntimeError: CUDA error: the provided PTX was compiled with an unsupported toolchain. | cuda.version-mismatch | | the CUDA runtime's cudaErrorUnsupportedPtxVersion (222) text through torch "CUDA error: %s"
            CUDA error 222 at /src/ggml-cuda.cu:9635: the provided PTX was compiled with an unsupported toolchain.\\ncurrent device: 0 | cuda.version-mismatch | | ggml-cuda "CUDA error %d at %s:%d: %s"
            [cudaErrorUnsupportedPtxVersion] the provided PTX was compiled with an unsupported toolchain. in expression cudaGetLastError() | cuda.version-mismatch | | the error's name with cudaGetErrorName
            cuModuleLoadData failed: CUDA_ERROR_UNSUPPORTED_PTX_VERSION | cuda.version-mismatch | | the driver API's name (cuGetErrorName)
            docker: Error response from daemon: error gathering device information while adding custom device "/dev/kfd": no such file or directory. | container.no-gpu-runtime | | moby "error gathering device information while adding custom device %q: %s" for ROCm's /dev/kfd
            Error response from daemon: error gathering device information while adding custom device "/dev/dri/renderD128": no such file or directory | container.no-gpu-runtime | | the same for a /dev/dri render node
            docker: Error response from daemon: error gathering device information while adding custom device "/dev/ttyUSB0": no such file or directory. | - | | another device is no GPU problem
            /run/torcx/bin/docker: Error response from daemon: OCI runtime create failed: container_linux.go:348: starting container process caused "process_linux.go:402: container init caused \\"process_linux.go:385: running prestart hook 1 caused \\\\\\"error running hook: exit status 1, stdout: , stderr: nvidia-container-cli.real: initialization error: driver error: failed to process request\\\\\\\\n\\\\\\"\\"": unknown. | container.no-gpu-runtime | | libnvidia-container warnx("%s error: %s") under argv[0]'s name "nvidia-container-cli.real" (Flatcar/CoreOS)
            docker: Error response from daemon: OCI runtime create failed: exec: "nvidia-container-runtime-hook": executable file not found in $PATH: unknown. | container.no-gpu-runtime | | Go os/exec ErrNotFound 'exec: "%s": executable file not found in $PATH' for the NVIDIA hook
            Docker: Error response from daemon: OCI runtime create failed: unable to retrieve OCI runtime error (open /run/containerd/x/log.json: no such file or directory): exec: "nvidia-container-runtime": executable file not found in $PATH: : unknown. | container.no-gpu-runtime | | the same for the registered runtime through containerd
            container_linux.go:247: starting container process caused "exec: \\"nvidia-smi\\": executable file not found in $PATH" | - | | the image's own program is not the toolkit (the hook did not run, or the image lacks it)
            docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: could not apply required modification to OCI specification: error modifying OCI spec: failed to inject CDI devices: failed to inject devices: failed to stat CDI host device "/dev/nvidia3": no such file or directory: unknown. | container.no-gpu-runtime | | container-device-interface pkg/cdi container-edits.go (v0.5-v1.0) "failed to stat CDI host device %q: %w" through containerd's "error modifying OCI spec: failed to inject CDI devices: %w" and docker's daemon error
            Error: setting up CDI devices: failed to inject devices: failed to stat CDI host device "/dev/dri/renderD128": no such file or directory | container.no-gpu-runtime | | the same through podman (4.x-5.x) "setting up CDI devices: %w"
            Warning  Failed  12s  kubelet  Error: failed to create containerd task: failed to create shim task: OCI runtime create failed: could not apply required modification to OCI specification: error modifying OCI spec: failed to inject CDI devices: failed to inject devices: failed to stat CDI host device \\"/dev/nvidia-caps/nvidia-cap1\\": no such file or directory: unknown | container.no-gpu-runtime | | the same in a kubectl describe event, the quotes escaped
            INFO[0000] Generated CDI spec with version 0.8.0 | - | | nvidia-ctk cdi generate (1.14-1.17): an info line, not a failure
            INFO:    Converting SIF file to temporary sandbox... | - | | Apptainer 1.x: an info line, not a failure
            **error: pyxis:     [ERROR] Invalid image reference: docker://dockerd://img:1** | pyxis.failed | | pyxis_slurmstepd.c relays enroot's log as "pyxis:     " + the line; enroot common::err "[ERROR] %b", alone and in markdown bold
            slurmstepd: error: pyxis:     [ERROR] No such file or directory: /x.sqsh | pyxis.failed | | doc12: the same as slurmstepd prints it
            00007ffd72d2e8e0: <0000000000000000  00007ffd72d2e928 FATAL:   container creation failed: mount tmpfs->/var/singularity/mnt/session error: write: broken pipe | apptainer.failed | | doc12: sylog's "FATAL:   %s" after a Go stack dump on the same line (the address names no host)
            INFO:    Converting SIF file to temporary sandbox...\\nFATAL:   while extracting a.sif: root filesystem extraction failed: extract command failed: FATAL:   container creation failed: open /etc/resolv.conf: no such file or directory | apptainer.failed | | doc12: the starter's FATAL relayed inside the parent's
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rowsWithoutPeer(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
