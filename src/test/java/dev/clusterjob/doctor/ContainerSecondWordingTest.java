package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Containers on GPU clusters, second batch: Apptainer's and Singularity's own failures, the NVIDIA container toolkit
 * under Docker, podman and the kubelet, podman's and crun's refusals to create a container (container.create-failed), and the
 * shared-memory failures of NCCL's SHM transport and torch's DataLoader in a container with a small /dev/shm. One row per wording, each
 * written from the tool's format string (the last column names file and releases), instantiated with host names of several shapes and
 * behind launcher prefixes: the codes of the findings in order, and the host of the first. {@code \n} in a row is a line break. The real
 * logs these were checked on are in the open corpus (realworld/doctor, the doc53 block of index.tsv).
 */
class ContainerSecondWordingTest extends WordingTable {
    /** text | codes in order | host of the first | source */
    private static final String ROWS = """
            FATAL:   container creation failed: mount /scratch/proj->/scratch/proj error: while mounting /scratch/proj: mount source /scratch/proj doesn't exist | apptainer.failed | | apptainer internal/app/starter master_linux.go "container creation failed: %s" with engine/apptainer container_linux.go "mount source %s doesn't exist" (1.x, SingularityCE 3.x)
            gpu-07: FATAL:   container creation failed: mount error: can't mount overlay filesystem to /usr/local/var/apptainer/mnt/session/final: invalid argument | apptainer.failed | gpu-07 | the same behind pdsh's host prefix, the overlay mount refused by the kernel (3.0-1.x)
            FATAL:   while extracting /home/u/train.sif: root filesystem extraction failed: extract command failed: ERROR  : Failed to spawn stage 1\\n: exit status 1 | apptainer.failed | | launch/launcher_linux.go sylog.Fatalf("while extracting %s: %s") (1.x), the unsquashfs helper's own error inside
            FATAL:   while preparing image: extraction failed: root filesystem extraction failed: extract command failed: exit status 1 | apptainer.failed | | Apptainer 1.3+ "while preparing image: %s" after a FUSE mount that fell back to extraction
            FATAL:   could not open image /scratch/u/train.sif: failed to retrieve path for /scratch/u/train.sif: lstat /scratch/u/train.sif: no such file or directory | apptainer.failed | | launch/launcher_linux.go "could not open image %s: %w" (1.x)
            node12.cluster.example.org: FATAL:   "python3": executable file not found in $PATH | apptainer.failed | node12.cluster.example.org | Go os/exec ErrNotFound through the starter's FATAL: the program is not on the image's PATH
            But I get an error `FATAL:   "python": executable file not found in $PATH`. | apptainer.failed | | the same quoted in a sentence between backticks, sylog's padding kept
            FATAL:   nvidia-container-cli not allowed in setuid mode | apptainer.failed | | Apptainer 1.x --nvccli refused in setuid mode
            FATAL:   container creation failed: nvidia-container-cli failed with exit status 1: nvidia-container-cli: mount error: file creation failed: /var/apptainer/mnt/session/final/etc/nvidia/x: no data available | container.no-gpu-runtime | | --nvccli: libnvidia-container's "%s error: %s" inside the starter's FATAL names the toolkit, not Apptainer
            ERROR  : Failed creating directory /var/singularity/mnt/final/.singularity.d/libs :No such file or directory\\nABORT  : Retval = 255 | apptainer.failed | | Singularity 2.x src/util/message.c "%-7s: " levels (2.4-2.6)
            WARNING: Could not find any nv files on this host! | - | | launch/launcher_linux.go sylog.Warningf("Could not find any %s files on this host!") (1.x): --nv on a node without the driver's files, a warning; the program runs without GPUs
            INFO:    Could not find any nv files on this host! | - | | the same at info level (SingularityCE 3.x)
            docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running prestart hook #0: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'\\nnvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver to a newer version, or use an earlier cuda container: unknown. | cuda.version-mismatch | | libnvidia-container src/cli "requirement error: %s" (1.x) under runc 1.1+ and the toolkit's legacy mode
            nvidia-container-cli: requirement error: unsatisfied condition: cuda >= 9.0 | cuda.version-mismatch | | the same, libnvidia-container 1.0 wording with blanks around the operator
            nvidia-container-cli: initialization error: nvml error: driver/library version mismatch: unknown. | cuda.version-mismatch | | libnvidia-container with nvmlErrorString(NVML_ERROR_LIB_RM_VERSION_MISMATCH) in lower case
            nvidia-container-cli: detection error: nvml error: unknown error | container.no-gpu-runtime | | libnvidia-container nvc_info.c "detection error: %s" (1.x)
            nvidia-container-cli: device error: 2: unknown device: unknown | container.no-gpu-runtime | | libnvidia-container "device error: %s: unknown device" (1.10+), a GPU index the host does not have
            nvidia-container-cli: mount error: file creation failed: /var/lib/docker/overlay2/abc/merged/run/nvidia-persistenced/socket: no such device or address: unknown. | container.no-gpu-runtime | | libnvidia-container mount.c "file creation failed: %s" (1.x)
            nvidia-container-cli: container error: cgroup subsystem devices not found: unknown | container.no-gpu-runtime | | libnvidia-container "container error: %s" on a cgroup v2 host with an old toolkit (1.8-1.10)
            docker: Error response from daemon: could not select device driver "nvidia" with capabilities: [[gpu]]. | container.no-gpu-runtime | | moby daemon incompatibleDeviceRequest (19.03-28.x), Compose's driver "nvidia"
            Unable to determine the device handle for GPU0000:65:00.0: Unknown Error | gpu.unreachable | | nvidia-smi (4xx-5xx) in a container: the GPU the runtime handed over cannot be opened
            Error: statfs /dev/ss0: no such file or directory | container.create-failed | | podman (4.x-5.x) a -v source that is not there: Go os.PathError "statfs %s: %s" behind podman's "Error: "
            nid001117: Error: statfs /global/cfs/cdirs/m1/data: no such file or directory | container.create-failed | nid001117 | the same behind srun --label's host prefix (podman-hpc under srun)
            Error: statfs /dev/ss0: no such file or directory\\nsrun: error: nid001117: tasks 0-1: Exited with exit code 125 | container.create-failed,slurm.task-failed | nid001117 | the same with srun's task exit after it: podman's own failure (exit code 125) is the cause, on the node srun names
            Error: OCI runtime error: crun: fsopen_mount `tmpfs`: Function not implemented | container.create-failed | | crun libcrun linux.c fsopen_mount (1.x) ENOSYS through podman "Error: OCI runtime error: crun: %s"
            Error: preparing container 3e41d4b87bd1 for attach: crun: fsopen_mount `tmpfs`: Function not implemented: OCI runtime error | container.create-failed | | the same through podman run's attach path "preparing container %s for attach: %w"
            Error: OCI runtime error: crun: error executing hook `/usr/bin/nvidia-container-toolkit` (exit code: 1) | container.no-gpu-runtime | | crun libcrun container.c "error executing hook `%s` (exit code: %d)": the NVIDIA hook, not crun itself
            Error: no container with ID c788431eb058741b5bdab05bc5b20fd8c1bce5594326681c1a396a157441b366 found in database: no such container | container.create-failed | | libpod state (4.x-5.x) "no container with ID %s found in database: %w" (define.ErrNoSuchCtr)
            docker: Error response from daemon: invalid mount config for type "bind": bind source path does not exist: /raid/scratch/u. | container.create-failed | | moby volume/mounts linux_parser.go (18.x-28.x) errBindSourceDoesNotExist "bind source path does not exist: %s" inside errMountConfig "invalid mount config for type %q: %v" (--mount type=bind)
            gpu-07: docker: Error response from daemon: invalid mount config for type "bind": bind source path does not exist: /dev/infiniband. | container.create-failed | gpu-07 | the same behind pdsh's host prefix, a device directory that node lacks
            Error: crun: executable file `python` not found in $PATH: No such file or directory: OCI runtime attempted to invoke a command that was not found | launch.command-not-found | | crun libcrun (1.x) "executable file `%s` not found in $PATH" with podman's "OCI runtime attempted to invoke a command that was not found" (define.ErrOCIRuntimeNotFound): the program is not in the image
            Error: preparing container 9f2c1a0b for attach: crun: executable file `python3` not found in $PATH: No such file or directory: OCI runtime attempted to invoke a command that was not found | launch.command-not-found | | the same on podman run's attach path: a missing program, not crun refusing the container
            Error: OCI runtime error: crun: executable file `torchrun` not found in $PATH: No such file or directory | launch.command-not-found | | the same inside podman's "OCI runtime error: crun: %s"
            Error: executable file not found in $PATH: No such file or directory: OCI runtime command not found error | launch.command-not-found | | crun 0.x "executable file not found in $PATH" (no name yet) with podman 1.x-3.1's define.ErrOCIRuntimeNotFound "OCI runtime command not found error"
            Error: runc: runc create failed: unable to start container process: error during container init: exec: "torchrun": executable file not found in $PATH: OCI runtime attempted to invoke a command that was not found | launch.command-not-found | | runc 1.1+ Go os/exec 'exec: "%s": executable file not found in $PATH' with podman 3.2+'s "OCI runtime attempted to invoke a command that was not found"
            Error: crun: make `/var/lib/containers/storage/overlay/ab12/merged` private: No such file or directory: OCI runtime attempted to invoke a command that was not found | container.create-failed | | podman puts the same label on crun's other ENOENT failures: crun could not set the container up (no program is named missing)
            Error: crun: open `/scratch/u/ckpt`: Permission denied: OCI permission denied | container.create-failed | | crun's EACCES with podman's define.ErrOCIRuntimePermissionDenied "OCI permission denied"
            Error: crun: open `/dev/nvidia3`: No such file or directory: OCI runtime attempted to invoke a command that was not found | container.no-gpu-runtime | | crun's ENOENT on a GPU device node the container was given (a stale CDI spec): the GPUs' set-up, not crun's
            node12.cluster.example.org: Error: OCI runtime error: crun: mount `/usr/lib64/libnvidia-ml.so.550.54.15` to `usr/lib64/libnvidia-ml.so.550.54.15`: No such file or directory | container.no-gpu-runtime | node12.cluster.example.org | the same for a driver library named by the CDI spec, behind pdsh's host prefix
            Error: no container with name or ID "trainer" found: no such container | - | | podman's answer to a name typed wrong (podman logs NAME): no container was being created
            gpu-07:1234:1300 [0] misc/shmutils.cc:87 NCCL WARN Error: failed to extend /dev/shm/nccl-AbCdEf to 9637892 bytes, error: No space left on device (28) | nccl.shm-failed | gpu-07 | NCCL src/misc/shmutils.cc (2.19-2.29) "Error: failed to extend %s to %ld bytes, error: %s (%d)"
            [1,0]<stderr>:node12.cluster.example.org:1234:1300 [3] misc/shmutils.cc:129 NCCL WARN Error while creating shared memory segment /dev/shm/nccl-AbCdEf (size 9637888), error: No space left on device (28) | nccl.shm-failed | node12.cluster.example.org | shmutils.cc (2.19-2.29) "Error while %s shared memory segment %s (size %zu), error: %s (%d)" behind mpirun --tag-output
            10.1.2.3:77:88 [0] misc/shmutils.cc:113 NCCL WARN Error while attaching to shared memory segment /dev/shm/nccl-x (size 192814336) | nccl.shm-failed | 10.1.2.3 | shmutils.cc (2.12-2.18) "Error while %s shared memory segment %s (size %d)", an address for the host
            gpu-07:1:1 [0] misc/shmutils.cc:38 NCCL WARN Error: failed to extend /dev/shm/nccl-x to 9637892 bytes | nccl.shm-failed | gpu-07 | shmutils.cc (2.12) "Error: failed to extend %s to %d bytes" without the errno
            gpu-07:1:1 [0] misc/shmutils.cc:46 NCCL WARN Could not map /dev/shm/nccl-x | nccl.shm-failed | gpu-07 | shmutils.cc (2.12-2.15) "Could not map %s"
            node08:27106:27302 [0] include/shm.h:27 NCCL WARN Call to shm_open failed : Permission denied | nccl.shm-failed | node08 | NCCL src/include/shm.h (2.4-2.11) SYSCHECKVAL's "Call to %s failed : %s" for shm_open
            gpu-07:1:1 [0] include/shm.h:29 NCCL WARN Call to mmap failed : Cannot allocate memory | nccl.shm-failed | gpu-07 | the same for shm.h's mmap (2.4-2.11)
            NCCL WARN Error while creating shared memory segment /dev/shm/nccl-xxxxx (size 7340384) | nccl.shm-failed | | shmutils.cc's WARN quoted without NCCL's header
            gpu-07:14937:69361 [0] misc/shmutils.cc:93 NCCL WARN Call to open failed: No such file or directory | nccl.shm-failed | gpu-07 | shmutils.cc (2.23-2.29) SYSCHECKGOTO's "Call to %s failed: %s" for the open() of a peer's segment
            gpu-07:14937:69361 [0] misc/shmutils.cc:93 NCCL WARN Call to open failed: No such file or directory\\ngpu-07:14937:69361 [0] misc/shmutils.cc:129 NCCL WARN Error while attaching to shared memory segment /dev/shm/nccl-glnlGK (size 14156128), error: No such file or directory (2) | nccl.shm-failed | gpu-07 | the same with the attach failure after it: one finding
            gpu-07:1:1 [0] transport/net_ib.cc:120 NCCL WARN Call to open failed: Permission denied | nccl.warn | gpu-07 | SYSCHECKGOTO's open() elsewhere in NCCL is no shared-memory failure (the catch-all warning)
            0: ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm). | torch.dataloader-shm | | torch utils/data/_utils/signal_handling.py (0.4-2.x) behind srun --label's task number
            RuntimeError: DataLoader worker (pid 4321) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit. | torch.dataloader-shm | | torch csrc/DataLoader.cpp (1.x-2.x) "DataLoader worker (pid %d) is killed by signal: %s. %s"
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rowsWithoutPeer(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
