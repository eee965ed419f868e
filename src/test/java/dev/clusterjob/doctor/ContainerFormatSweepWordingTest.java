package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Container runtimes' failure messages on GPU nodes, swept from the tools' sources: pyxis's slurm_error texts
 * (pyxis_slurmstepd.c, pyxis_slurmd.c, 0.8-0.20 as tagged v0.8.0-v0.9.1 and master), enroot's own "[ERROR] %b" texts (src/*.sh,
 * conf/hooks/98-nvidia.sh, 3.x-4.1) and its helpers' err(3) texts (bin/enroot-mount.c, enroot-nsenter.c, prefixed with the program's
 * name), libnvidia-container's "nvidia-container-cli: %s error: %s" (src/cli, 1.0-1.17) as runc/docker/podman wrap them, moby's device
 * request refusal, and Apptainer's FATAL/WARNING texts (internal/pkg/runtime/launcher, internal/pkg/util/gpu, internal/pkg/runtime/
 * engine, cmd/internal/cli; 1.0-1.5, and SingularityCE 3.x where the wording is the same). One row per format string (and release
 * where the wording differs), its placeholders filled as the tool fills them, host names of several shapes; the codes of the
 * findings in order ("-": none), the host and peer of the first; the source file, function and releases last. {@code \n} in a row is
 * a line break.
 *
 * <p>Skipped (no row): pyxis's option-parsing texts that srun prints before any job runs ("--container-image specified multiple
 * times", "argument required", "both --container-X and --no-container-X were specified", "invalid value" of plugstack options:
 * srun refuses the command line, nothing to diagnose on a node), its "could not allocate memory" / "couldn't get job uid|gid|argv"
 * spank_get_item failures (a broken slurmstepd, no user's paste), the epilog's clean-up texts but one (the job already ran); enroot's
 * bundle/export/import-only texts (enroot bundle, enroot export: no training job runs them), its Mellanox hook's "Unknown MELLANOX
 * device id", and the helpers' signal-mask, pipe and pidfd err(3) texts (internal, no user sees them alone); Apptainer's build,
 * push, pull-from-library, key and OCI registry texts (no job step), its debug/verbose lines, and its plugin and instance texts.
 */
class ContainerFormatSweepWordingTest extends WordingTable {
    /** text ¦ codes in order ¦ host of the first ¦ peer of the first ¦ source */
    private static final String ROWS = """
            slurmstepd: error: pyxis: failed to import docker image ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.8-0.20 pyxis_slurmstepd.c enroot_import "pyxis: failed to import docker image"
            gpu-07: slurmstepd: error: pyxis: failed to import docker image: nvcr.io#nvidia/pytorch:24.01-py3 (importer: enroot) ¦ pyxis.failed ¦ gpu-07 ¦ ¦ pyxis 0.20 "pyxis: failed to import docker image: %s (importer: %s)", behind pdsh's prefix
            slurmstepd: error: pyxis: container start failed with error code: 1 ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.8-0.20 enroot_container_start "pyxis: container start failed with error code: %d"
            node12.cluster.example.org: slurmstepd: error: pyxis: couldn't start container ¦ pyxis.failed ¦ node12.cluster.example.org ¦ ¦ pyxis 0.8-0.20 "pyxis: couldn't start container"
            slurmstepd: error: pyxis: failed to start container ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.8-0.13 "pyxis: failed to start container"
            slurmstepd: error: pyxis: container exited too soon ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.9-0.20 "pyxis: container exited too soon"
            slurmstepd: error: pyxis: child 41321 failed with error code: 1 ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.8-0.20 pyxis_slurmstepd.c "pyxis: child %d failed with error code: %d"
            slurmstepd: error: pyxis: child 41321 terminated with signal 9 ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.8-0.20 "pyxis: child %d terminated with signal %d"
            slurmstepd: error: pyxis: failed to create container filesystem for image: nvcr.io#nvidia/pytorch:24.01-py3 ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.15-0.20 "pyxis: failed to create container filesystem for image: %s"
            slurmstepd: error: pyxis: importer /usr/local/bin/my-importer failed with exit code 1 ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.20 "pyxis: importer %s failed with exit code %d"
            slurmstepd: error: pyxis: importer /usr/local/bin/my-importer terminated with signal 9 ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.20 "pyxis: importer %s terminated with signal %d"
            slurmstepd: error: pyxis: importer did not return a squashfs path ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.20 "pyxis: importer did not return a squashfs path"
            slurmstepd: error: pyxis: --container-mounts: source path does not exist: /lustre/fsw/data ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.16-0.20 "pyxis: --container-mounts: source path does not exist: %s"
            slurmstepd: error: pyxis: --container-mounts: cannot stat source path /lustre/fsw/data: Permission denied ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.16-0.20 "pyxis: --container-mounts: cannot stat source path %s: %s"
            slurmstepd: error: pyxis: couldn't join mount namespace: Operation not permitted ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.8-0.20 "pyxis: couldn't join %s namespace: %s"
            slurmstepd: error: pyxis: couldn't join user namespace: Invalid argument ¦ pyxis.failed ¦ ¦ ¦ the same for the user namespace
            slurmstepd: error: pyxis: couldn't chdir to container cwd /workspace: No such file or directory ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.8-0.20 "pyxis: couldn't chdir to container cwd %s: %s"
            slurmstepd: error: pyxis: a previous task terminated unexpectedly during container setup ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.9-0.20 "pyxis: a previous task terminated unexpectedly during container setup"
            slurmstepd: error: pyxis: container was not started successfully by another task ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.9-0.20 "pyxis: container was not started successfully by another task"
            slurmstepd: error: pyxis: failed to acquire container setup lock: Resource temporarily unavailable ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.17-0.20 "pyxis: failed to acquire container setup lock: %s"
            slurmstepd: error: pyxis: couldn't execute enroot command ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.8-0.20 enroot_exec "pyxis: couldn't execute enroot command"
            slurmstepd: error: pyxis: couldn't get list of existing container filesystems ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.8-0.20 "pyxis: couldn't get list of existing container filesystems"
            slurmstepd: error: pyxis: couldn't get list of containers ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.8-0.20 "pyxis: couldn't get list of containers" (a row added with the rule, after first sight)
            nid001234: slurmstepd: error: pyxis: couldn't add bind mount for sbatch script ¦ pyxis.failed ¦ nid001234 ¦ ¦ pyxis 0.14-0.20 "pyxis: couldn't add bind mount for sbatch script" (added with the rule), behind pdsh's prefix
            slurmstepd: error: pyxis: could not add mount entry: /lustre/fsw/data:/data ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.8-0.20 "pyxis: could not add mount entry: %s:%s" (added with the rule)
            slurmd: error: pyxis: epilog: couldn't get list of existing containers ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.12-0.20 epilog's clean-up (added with the rule; not the new rule's: the doc143 fallback reads an epilog failure as pyxis failing on that node, and the new rule follows it)
            slurmstepd: error: pyxis: error: a container with name "pytorch" does not exist, and --container-image is not set ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.8-0.20 "pyxis: error: a container with name "%s" does not exist, and --container-image is not set"
            slurmstepd: error: pyxis: seccomp filter failed: Invalid argument ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.11-0.20 "pyxis: seccomp filter failed: %s"
            slurmstepd: error: pyxis: failed to export container pytorch to /lustre/fsw/pytorch.sqsh ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.12-0.20 "pyxis: failed to export container %s to %s"
            slurmstepd: error: pyxis: fork error: Resource temporarily unavailable ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.8-0.20 "pyxis: fork error: %s"
            slurmstepd: error: pyxis: unable to open mount namespace file: No such file or directory ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.8-0.20 "pyxis: unable to open %s namespace file: %s"
            slurmstepd: error: pyxis: couldn't start container\\nslurmstepd: error: pyxis: printing enroot log file:\\nslurmstepd: error: pyxis:     [ERROR] No such file or directory: /lustre/fsw/images/pytorch.sqsh ¦ pyxis.failed ¦ ¦ ¦ pyxis 0.8-0.20 "pyxis: printing %s log file:" then "pyxis:     %s" carrying enroot's common::err
            slurmstepd: error: spank: required plugin spank_pyxis.so: task_init() failed with rc=-1 ¦ pyxis.failed ¦ ¦ ¦ Slurm 20.11-25.05 plugstack.c "spank: required plugin %s: %s() failed with rc=%d" for pyxis
            [ERROR] No such file or directory: /lustre/fsw/images/pytorch.sqsh ¦ pyxis.failed ¦ ¦ ¦ enroot 3.x-4.1 src/runtime.sh common::err "No such file or directory: ${image}" (common::log ERROR "[ERROR] %b")
            gpu-07: [ERROR] /etc/enroot/hooks.d/98-nvidia.sh exited with return code 1 ¦ pyxis.failed ¦ gpu-07 ¦ ¦ enroot 3.x-4.1 src/runtime.sh runtime::_do_hooks common::err "${file} exited with return code $?", behind pdsh's prefix
            [ERROR] Command not found: nvidia-container-cli, see https://github.com/NVIDIA/libnvidia-container ¦ pyxis.failed ¦ ¦ ¦ enroot 3.x-4.1 conf/hooks/98-nvidia.sh common::err "Command not found: nvidia-container-cli, see ..."
            [ERROR] Command not found: squashfuse ¦ pyxis.failed ¦ ¦ ¦ enroot 3.x-4.1 src/common.sh common::checkcmd "Command not found: ${cmd}"
            [ERROR] URL https://nvcr.io/proxy_auth?scope=repository:nvidia/pytorch:pull returned error code: 401 Unauthorized ¦ pyxis.failed ¦ ¦ ¦ enroot 3.x-4.1 src/docker.sh docker::_curl "URL ${@: -1} returned error code: ${code} ${status}"
            [ERROR] Not enough space left in /tmp (31457280 KB needed) ¦ pyxis.failed ¦ ¦ ¦ enroot 3.x-4.1 src/bundle.sh "Not enough space left in $(dirname ${dest}) (${total_size} KB needed)"
            [ERROR] Could not process JSON input ¦ pyxis.failed ¦ ¦ ¦ enroot 3.x-4.1 src/docker.sh "Could not process JSON input"
            [ERROR] Invalid image reference: docker://nvcr.io/nvidia/pytorch:24.01-py3 ¦ pyxis.failed ¦ ¦ ¦ enroot 3.x-4.1 src/docker.sh "Invalid image reference: ${uri}" (a docker:// URI with / before the registry's #)
            [ERROR] Failed to mount: /lustre/fsw/images/pytorch.sqsh ¦ pyxis.failed ¦ ¦ ¦ enroot 3.x-4.1 src/runtime.sh "Failed to mount: ${image}"
            [ERROR] Unknown NVIDIA driver capability: graphic ¦ pyxis.failed ¦ ¦ ¦ enroot 3.x-4.1 conf/hooks/98-nvidia.sh "Unknown NVIDIA driver capability: ${cap}"
            [ERROR] Could not acquire rootfs lock ¦ pyxis.failed ¦ ¦ ¦ enroot 3.2-4.1 src/runtime.sh "Could not acquire rootfs lock"
            [ERROR] Invalid image format: /lustre/fsw/images/pytorch.tar ¦ pyxis.failed ¦ ¦ ¦ enroot 3.x-4.1 src/runtime.sh "Invalid image format: ${image}"
            enroot-mount: failed to mount: /lustre/fsw/data at /tmp/enroot-data/user-1000/pytorch/data: No such file or directory ¦ pyxis.failed ¦ ¦ ¦ enroot 3.x-4.1 bin/enroot-mount.c mount_entry "failed to %smount: %s at %s" through err(3) ("%s: %s: %s")
            enroot-mount: failed to create directory: /tmp/enroot-data/user-1000/pytorch/data: Read-only file system ¦ pyxis.failed ¦ ¦ ¦ enroot 3.x-4.1 bin/enroot-mount.c "failed to create %s: %s"
            enroot-nsenter: failed to create user namespace: Operation not permitted ¦ pyxis.failed ¦ ¦ ¦ enroot 3.x-4.1 bin/enroot-nsenter.c err(EXIT_FAILURE, "failed to create user namespace") (user namespaces off on the node)
            enroot-nsenter: failed to create mount namespace: Operation not permitted ¦ pyxis.failed ¦ ¦ ¦ enroot 3.x-4.1 bin/enroot-nsenter.c "failed to create mount namespace"
            enroot-switchroot: failed to execute: /usr/local/bin/entrypoint.sh: No such file or directory ¦ pyxis.failed ¦ ¦ ¦ enroot 3.x-4.1 bin/enroot-switchroot.c "failed to execute: %s"
            nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory: unknown ¦ container.no-gpu-runtime ¦ ¦ ¦ libnvidia-container 1.0-1.17 src/cli/common.c "%s error: %s" (initialization), dlopen's text, the runtime's ": unknown"
            gpu-07: nvidia-container-cli: initialization error: nvml error: driver not loaded ¦ container.no-gpu-runtime ¦ gpu-07 ¦ ¦ libnvidia-container 1.x driver.c NVML_ERROR_DRIVER_NOT_LOADED, behind pdsh's prefix
            nvidia-container-cli: initialization error: driver rpc error: timed out ¦ container.no-gpu-runtime ¦ ¦ ¦ libnvidia-container 1.x driver.c's RPC to its helper timed out (a hung driver)
            nvidia-container-cli: initialization error: nvml error: driver/library version mismatch ¦ cuda.version-mismatch ¦ ¦ ¦ libnvidia-container 1.x NVML_ERROR_LIB_RM_VERSION_MISMATCH (CODES.md: a driver/library mismatch is cuda.version-mismatch)
            nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.4, please update your driver to a newer version, or use an earlier cuda container: unknown ¦ cuda.version-mismatch ¦ ¦ ¦ libnvidia-container 1.x src/cli/configure.c "requirement error: unsatisfied condition: %s, please update your driver ..."
            nvidia-container-cli: requirement error: unsatisfied condition: brand = tesla, please update your driver to a newer version, or use an earlier cuda container: unknown ¦ cuda.version-mismatch ¦ ¦ ¦ the same for a brand condition (NVIDIA_REQUIRE_*)
            nvidia-container-cli: mount error: file creation failed: /var/lib/docker/overlay2/4f1c/merged/usr/bin/nvidia-smi: file exists: unknown ¦ container.no-gpu-runtime ¦ ¦ ¦ libnvidia-container 1.x src/nvc_mount.c "file creation failed: %s" under "mount error"
            nvidia-container-cli: detection error: nvml error: unknown error: unknown ¦ container.no-gpu-runtime ¦ ¦ ¦ libnvidia-container 1.x "detection error" (nvc_driver_info_new)
            nvidia-container-cli: device error: 2: unknown device: unknown ¦ container.no-gpu-runtime ¦ ¦ ¦ libnvidia-container 1.x src/cli/configure.c select_devices "unknown device" (NVIDIA_VISIBLE_DEVICES names a GPU the node lacks)
            nvidia-container-cli: ldcache error: open failed: /sbin/ldconfig.real: no such file or directory: unknown ¦ container.no-gpu-runtime ¦ ¦ ¦ libnvidia-container 1.x "ldcache error" (the config's ldconfig path wrong for the distro)
            nvidia-container-cli: container error: cgroup subsystem devices not found: unknown ¦ container.no-gpu-runtime ¦ ¦ ¦ libnvidia-container 1.0-1.7 "container error" (cgroup v2 before 1.8)
            docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'\\nnvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory: unknown. ¦ container.no-gpu-runtime ¦ ¦ ¦ moby 23-27 / runc 1.1 "error running hook #%d: ..." with the toolkit 1.13+ hook's stderr
            docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]]. ¦ container.no-gpu-runtime ¦ ¦ ¦ moby 19.03-28.x daemon/devices.go "could not select device driver %q with capabilities: %v"
            Error: setting up CDI devices: unresolvable CDI devices nvidia.com/gpu=all ¦ container.no-gpu-runtime ¦ ¦ ¦ podman 4.x-5.x with container-device-interface pkg/cdi "unresolvable CDI devices %s" (no nvidia-ctk cdi generate on the node)
            FATAL:   container creation failed: mount /lustre/fsw/data->/data error: while mounting /lustre/fsw/data: mount source /lustre/fsw/data doesn't exist ¦ apptainer.failed ¦ ¦ ¦ Apptainer 1.0-1.5 internal/pkg/runtime/engine/apptainer/container_linux.go "mount %s->%s error: %s" under starter's "container creation failed: %s"
            FATAL:   could not open image /lustre/fsw/images/pytorch.sif: failed to retrieve path for /lustre/fsw/images/pytorch.sif: lstat /lustre/fsw/images/pytorch.sif: no such file or directory ¦ apptainer.failed ¦ ¦ ¦ Apptainer 1.x cmd/internal/cli "could not open image %s: %s" with pkg/image "failed to retrieve path for %s: %s"
            FATAL:   could not open image /home/user/train.py: image format not recognized ¦ apptainer.failed ¦ ¦ ¦ Apptainer 1.x pkg/image ErrUnknownFormat "image format not recognized" (a script given where the image belongs)
            FATAL:   container creation failed: while mounting image /proc/self/fd/3: failed to find loop device: could not attach image file to loop device: no loop devices available ¦ apptainer.failed ¦ ¦ ¦ Apptainer 1.x / SingularityCE 3.x "while mounting image %s: %s" with pkg/util/loop "no loop devices available"
            FATAL:   container creation failed: mount /proc/self/fd/3->/usr/local/var/singularity/mnt/session/rootfs error: while mounting image /proc/self/fd/3: failed to mount squashfs filesystem: input/output error ¦ apptainer.failed ¦ ¦ ¦ SingularityCE 3.x the same with squashfs's EIO
            FATAL:   while extracting /lustre/fsw/images/pytorch.sif: root filesystem extraction failed: extract command failed: exit status 1 ¦ apptainer.failed ¦ ¦ ¦ Apptainer 1.x / SingularityCE 3.x "while extracting %s: root filesystem extraction failed: %s"
            FATAL:   container creation failed: while mounting fuse for image driver: fusermount3: mount failed: Operation not permitted ¦ apptainer.failed ¦ ¦ ¦ Apptainer 1.1-1.5 "while mounting fuse for image driver: %s" (squashfuse unprivileged)
            FATAL:   container creation failed: could not mount container's /tmp directory: no such file or directory ¦ apptainer.failed ¦ ¦ ¦ Apptainer 1.x container_linux.go "could not mount container's %s directory: %s"
            FATAL:   While setting GPU configuration: failed to get nvidia devices: could not find any nvidia devices ¦ apptainer.failed ¦ ¦ ¦ Apptainer 1.x cmd/internal/cli "While setting GPU configuration: %s"
            FATAL:   container creation failed: nvidia-container-cli failed with exit status 1: nvidia-container-cli: initialization error: nvml error: driver not loaded ¦ container.no-gpu-runtime ¦ ¦ ¦ Apptainer 1.x --nvccli internal/pkg/util/gpu/nvidia.go "nvidia-container-cli failed with %v: %s"
            FATAL:   nvidia-container-cli is not owned by root user ¦ apptainer.failed ¦ ¦ ¦ Apptainer 1.x internal/pkg/util/gpu errNvCCLIInsecure
            FATAL:   --fakeroot does not support --nvccli in set-uid installations ¦ apptainer.failed ¦ ¦ ¦ Apptainer 1.x launcher "--fakeroot does not support --nvccli in set-uid installations"
            hgx-h100-03: FATAL:   container creation failed: could not mount /dev/nvidia-uvm to /dev/nvidia-uvm: no such file or directory ¦ apptainer.failed ¦ hgx-h100-03 ¦ ¦ Apptainer 1.x container_linux.go "could not mount %s to %s: %s" for a GPU device node, behind pdsh's prefix
            WARNING: Could not find any nv libraries on this host! ¦ torch.cpu-fallback ¦ ¦ ¦ Apptainer 1.x launcher "Could not find any %s libraries on this host!" (the code ApptainerGpuPasteWordingTest gives it)
            slurmstepd: error: pyxis: importing docker image: nvcr.io#nvidia/pytorch:24.01-py3 ¦ - ¦ ¦ ¦ negative: pyxis's progress line (slurm_spank_log, not a failure)
            pyxis: imported docker image: nvcr.io#nvidia/pytorch:24.01-py3 ¦ - ¦ ¦ ¦ negative: pyxis's progress line after the import
            pyxis: creating container filesystem: pytorch ¦ - ¦ ¦ ¦ negative: pyxis 0.15+ progress line
            [INFO] Querying registry for permission grant ¦ - ¦ ¦ ¦ negative: enroot's INFO line of an import
            [WARN] Kernel module nvidia_uvm is not loaded. Make sure the NVIDIA device driver is installed and loaded. ¦ - ¦ ¦ ¦ negative: enroot 98-nvidia.sh common::log WARN (the hook goes on)
            INFO:    Converting SIF file to temporary sandbox... ¦ - ¦ ¦ ¦ negative: Apptainer's INFO line when it cannot mount the SIF (it goes on)
            WARNING: underlay of /etc/localtime required more than 50 (95) bind mounts ¦ - ¦ ¦ ¦ negative: Apptainer 1.x underlay's warning
            INFO:    Could not find any nv files on this host! ¦ - ¦ ¦ ¦ negative: SingularityCE 3.x gpu's INFO line on a CPU node
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "¦");
    }
}
