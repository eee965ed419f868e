package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The environment wordings doctor reads before any collective runs (issue 26, fourth round, doc4b): container GPU runtimes,
 * dlopen's and the loader's library errors as users paste them, a quoted Singularity FATAL, dash's not-found after a script's
 * name, and the host a pasted shell prompt names. One row per wording, each written from the tool's format string (the last
 * column says which; rules.yaml's comment on the rule says the same): the codes of the findings in order, and the host of the
 * first. {@code \n} in a row is a line break. The real logs these were checked on are in the open corpus (realworld/doctor).
 */
class EnvWordingTest extends WordingTable {
    /** text | codes in order | host of the first | [peer of the first |] source */
    private static final String ROWS = """
            docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]]. | container.no-gpu-runtime | | moby daemon/errors.go: "could not select device driver %q with capabilities: %v"
            Error response from daemon: could not select device driver "nvidia" with capabilities: [[gpu]] | container.no-gpu-runtime | | the same with the driver compose names
            docker: Error response from daemon: could not select device driver with capabilities: [[gpu]]. | container.no-gpu-runtime | | a build that prints no driver
            nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory | container.no-gpu-runtime | | libnvidia-container src/cli: warnx("%s error: %s"), the dlopen reason inside it is not a second finding
            docker: Error response from daemon: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'\\nnvidia-container-cli: initialization error: nvml error: driver not loaded: unknown. | container.no-gpu-runtime | | the same through the OCI runtime's hook, ': unknown.' after it
            nvidia-container-cli: mount error: file creation failed: /var/lib/docker/overlay2/x/merged/usr/bin/nvidia-smi: file exists: unknown | container.no-gpu-runtime | | libnvidia-container: "mount error: %s"
            nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.1, please update your driver to a newer version, or use an earlier cuda container: unknown | cuda.version-mismatch | | libnvidia-container: "requirement error: %s" (the image's NVIDIA_REQUIRE_CUDA)
            ImportError: libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found | | glibc dlerror(): "%s: cannot open shared object file: %s" through Python
            OSError: /opt/env/lib/libnccl.so.2: cannot open shared object file: No such file or directory | launch.library-not-found | | the same from ctypes
            ImportError: [address=0.0.0.0:44627, pid=1165786] libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found | | behind an actor's address prefix
            NCCL INFO NET/Plugin : dlerror=libnccl-net.so: cannot open shared object file: No such file or directory No plugin found (libnccl-net.so), using internal implementation | - | | NCCL's plugin probe goes on without it
            2021-01-01 00:00:00.000000: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory | - | | TensorFlow's warning: it goes on on the CPU
            /opt/env/lib/python3.10/site-packages/torchvision/io/image.py:13: UserWarning: Failed to load image Python extension: libc10_cuda.so: cannot open shared object file: No such file or directory | - | | torchvision's warning: it goes on without the extension
            ./a.out: error while loading shared libraries: libfftw3.so.3: cannot open shared object file: No such file or directory | launch.library-not-found | | the loader's own line stays one finding (elf/dl-catch.c)
            ImportError: /usr/lib/libstdc++.so.6: version GLIBCXX_3.4.26 not found (required by /opt/x.so) | launch.library-not-found | | glibc elf/dl-version.c "version `%s' not found", quotes eaten by markdown
            /lib64/libstdc++.so.6: version `GLIBCXX_3.4.20' \\nnot found (required by /opt/liblantern.so) | launch.library-not-found | | the same wrapped after the quoted version
            libtorch_cuda.so:%20undefined%20symbol:%20ncclCommRegister | cuda.version-mismatch | | the linker's "undefined symbol: %s" pasted URL-encoded
            The error is "FATAL:   could not open image /home/u/python3: failed to retrieve path for /home/u/python3: lstat /home/u/python3: no such file or directory" | apptainer.failed | | Apptainer pkg/sylog "FATAL:   %s" inside a user's quotes
            It said FATAL: out of spoons | - | | one blank after the level is not Apptainer's padding
            /.singularity.d/actions/exec: 9: exec: --nv: not found | launch.command-not-found | | dash src/exec.c "%s: %d: %s: not found" after a script's path, the exec builtin
            ./run.sh: 3: python: not found | launch.command-not-found | | the same after a relative script path
            [root@gpu-n3 work]# python3 train.py\\nImportError: libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found | gpu-n3 | bash's Red Hat PS1 "[\\\\u@\\\\h \\\\W]\\\\$ " names the host
            (torch) alice@gpu-n4:~/work$ python -c 'import torch'\\nImportError: libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found | gpu-n4 | Debian's PS1 "\\\\u@\\\\h:\\\\w\\\\$ " after a conda env
            [alice@login1 ~]$ srun -N2 python train.py\\nImportError: libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found | | a launcher's prompt is the login node, not where it failed
            [alice@login1 ~]$ cat slurm-42.out\\nImportError: libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found | | neither is a prompt that shows a job's file
            ```\\nnvidia-container-cli list\\nnvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory\\n``` | container.no-gpu-runtime | | the command's line before it is not a wrapped part of it
            [INFO] Querying registry for permission grant\\n[ERROR] URL https://nvcr.io/proxy_auth?scope=repository:nvidia/pytorch:pull returned error code: 401 Unauthorized | pyxis.failed | | enroot src/common.sh common::err "URL %s returned error code: %s %s" as "[ERROR] %b"
            [ERROR] No such file or directory: /scratch/u/img.sqsh | pyxis.failed | | enroot common::err "No such file or directory: ${image}"
            [ERROR] /etc/enroot/hooks.d/98-nvidia.sh exited with return code 1 | pyxis.failed | | enroot's hook runner "${file} exited with return code $?"
            [ERROR] Something else entirely | - | | "[ERROR] " alone is many tools' prefix
            >>> import torch\\n>>> torch.cuda.is_available()\\nFalse | torch.no-gpu | | a Python session's answer on the next line
            CUDA available: True\\ntorch.cuda.is_available() = True | - | | True is no finding
            /usr/bin/env: ‘python’: No such file or directory | launch.command-not-found | | coreutils env.c "%s: No such file or directory" with quote() in a UTF-8 locale
            env: 'python3': No such file or directory | launch.command-not-found | | the same in the C locale
            bash: ./train.py: /home/u/venv/bin/python: bad interpreter: No such file or directory | launch.command-not-found | | bash execute_cmd.c "%s: %s: bad interpreter"
            EnvironmentLocationNotFound: Not a conda environment: /home/u/envs/train | conda.activate-failed | | conda exceptions.py EnvironmentLocationNotFound "Not a conda environment: %(location)s"
            critical libmamba Cannot activate, prefix does not exist at: '/opt/envs/train' | conda.activate-failed | | micromamba "Cannot activate, prefix does not exist at: '%s'"
            Lmod has detected the following error: Cannot load module\\n"amd/5.0.2" because these module(s) are loaded:\\n   rocm | module.not-found | | Lmod e_Conflict, wrapped after "module"
            Lmod has detected the following error:  Cannot load module "openmpi/4.1" without these module(s) loaded:\\n   gcc/11 | module.not-found | | Lmod e_Prereq
            Loading pgi/19.4\\n  ERROR: Module cannot be loaded due to a conflict.\\n    HINT: Might try "module unload intel/20.0u3" first. | module.not-found | | Environment Modules 5 "Module cannot be loaded due to a conflict."
            WARNING: openmpi/2.0.2+gcc-6.2 cannot be loaded due to a conflict.\\nHINT: Might try "module unload openmpi" first. | module.not-found | | Environment Modules 3.2 "%s cannot be loaded due to a conflict."
            environment: /usr/share/lmod/lmod/libexec/lmod: No such file or directory | launch.command-not-found | | bash: an exported function's errors name the source "environment"
            environment: line 17: /usr/share/lmod/lmod/libexec/lmod: No such file or directory | launch.command-not-found | | the same with a line number (one finding)
            RuntimeError: CUDA driver initialization failed, you might not have a CUDA gpu. | torch.no-gpu | | torch c10/cuda/CUDAFunctions.cpp, cudaErrorInitializationError
            UserWarning: CUDA initialization: CUDA unknown error - this may be due to an incorrectly set up environment, e.g. changing env variable CUDA_VISIBLE_DEVICES after program start. Setting the available devices to be zero. (Triggered internally at ../c10/cuda/CUDAFunctions.cpp:108.) | torch.no-gpu | | torch c10/cuda/CUDAFunctions.cpp, cudaErrorUnknown
            AssertionError: Torch not compiled with CUDA enabled | torch.no-gpu | | torch/cuda/__init__.py _lazy_init, a CPU-only build
            NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running. | torch.no-gpu | | nvidia-smi when the driver's module is not loaded
            RuntimeError:\\nThe detected CUDA version (12.1) mismatches the version that was used to compile\\nPyTorch (11.8). Please make sure to use the same CUDA versions. | cuda.version-mismatch | | torch/utils/cpp_extension.py CUDA_MISMATCH_MESSAGE, its own line break
            slurmstepd: error: pyxis: importer /usr/local/bin/enroot-import failed with exit code 1 | pyxis.failed | | pyxis "importer %s failed with exit code %d"
            srun: error: pyxis: error: a container with name "pyxis_train" does not exist, and --container-image is not set | pyxis.failed | | pyxis srun side: a --container-name that is not there
            slurmstepd: error: pyxis: --container-mounts: invalid format: /data | pyxis.failed | | pyxis "--container-mounts: invalid format: %s"
            docker: Error response from daemon: unknown or invalid runtime name: nvidia. | container.no-gpu-runtime | | moby daemon/runtime_unix.go "unknown or invalid runtime name: %s"
            Error: setting up CDI devices: unresolvable CDI devices nvidia.com/gpu=all | container.no-gpu-runtime | | container-device-interface pkg/cdi "unresolvable CDI devices %s" (podman)
            docker: Error response from daemon: unknown or invalid runtime name: runsc. | - | | another runtime is not a GPU problem
            /opt/venv/bin/python3: can't open file '/home/u/work/train.py': [Errno 2] No such file or directory | launch.command-not-found | | CPython Modules/main.c "%S: can't open file %R: [Errno %d] %s"
            node2: python: can't open file 'train.py': [Errno 2] No such file or directory | launch.command-not-found | node2 | the same after pdsh's host prefix
            gpu-n1:1234:1300 [0] NCCL WARN NCCL version mismatch with remote peer 10.0.0.2<43211> (local: 22503, remote 22405) | cuda.version-mismatch | gpu-n1 | 10.0.0.2 | NCCL src/ras "NCCL version mismatch with remote peer %s (local: %d, remote %d)"
            deepspeed.ops.op_builder.builder.CUDAMismatchException: >- DeepSpeed Op Builder: Installed CUDA version 11.8 does not match the version torch was compiled with 12.1, unable to compile cuda/cpp extensions without a matching cuda version. | cuda.version-mismatch | | DeepSpeed op_builder/builder.py assert_no_cuda_mismatch
            Installed CUDA version 12.6 does not match the version torch was compiled with 12.4 but since the APIs are compatible, accepting this combination | - | | DeepSpeed's notice when only the minor version differs
            libibverbs: Warning: couldn't load driver 'libmlx4-rdmav34.so': libmlx4-rdmav34.so: cannot open shared object file: No such file or directory | - | | rdma-core's provider probe: it goes on with the drivers it has
            [n1:12345] mca_base_component_repository_open: unable to open mca_btl_openib: libibverbs.so.1: cannot open shared object file: No such file or directory (ignored) | - | | Open MPI skips a component it cannot load
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rowsWithoutPeer(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
