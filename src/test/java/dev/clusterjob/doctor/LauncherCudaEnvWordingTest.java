package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;

/**
 * Launchers above torchrun (DeepSpeed's runner, accelerate, LLaMA-Factory, Ray's autoscaler), CUDA as a multi-node job meets it, and Python
 * environments that differ on some nodes (issue 26): one row per wording and version, written from the project's format string with host
 * names of several shapes and behind the launchers' line prefixes (pdsh's "HOST: ", srun --label's "N: ", mpirun --tag-output's
 * "[1,N]&lt;stderr&gt;:", syslog's header). Columns: text | codes in order ("-": no finding of severity error) | host of the first | peer of
 * the first | source (file, function, versions). {@code \n} in a row is a line break.
 */
class LauncherCudaEnvWordingTest {
    private static final LogDoctor DOCTOR = new LogDoctor(DoctorRules.bundled());

    private static final String ROWS = """
            RuntimeError: Using hostfile at /job/hostfile but host=worker-1 was not reachable via ssh. If you are running with a single node please remove /job/hostfile or setup passwordless ssh. | ssh.failed | worker-1 | | DeepSpeed launcher/runner.py main (0.7-0.16): "Using hostfile at {args.hostfile} but host={first_host} was not reachable via ssh. ..."
            RuntimeError: Using hostfile at /job/hostfile but host=node12.cluster.example.org was not reachable via ssh. If you are running with a single node please remove /job/hostfile or setup passwordless ssh. | ssh.failed | node12.cluster.example.org | | the same with a fully qualified host
            RuntimeError: Using hostfile at /job/hostfile but host=10.1.2.3 was not reachable via ssh. If you are running with a single node please remove /job/hostfile or setup passwordless ssh. | ssh.failed | 10.1.2.3 | | the same with an address in the hostfile
            subprocess.CalledProcessError: Command '['ssh', '-o', 'PasswordAuthentication=no', 'gpu-07', 'hostname']' returned non-zero exit status 255. | ssh.failed | gpu-07 | | DeepSpeed runner.py 0.16+: check_call(shlex.split(ssh_check_cmd)) as CalledProcessError prints the list
            subprocess.CalledProcessError: Command '['ssh', 'gpu-07', 'hostname', '-I']' returned non-zero exit status 255. | ssh.failed | gpu-07 | | DeepSpeed runner.py 0.16+: check_output(shlex.split("ssh HOST hostname -I"))
            subprocess.CalledProcessError: Command '['ssh', '-p', '2222', '10.1.2.3', 'hostname', '-I']' returned non-zero exit status 255. | ssh.failed | 10.1.2.3 | | the same with --ssh_port
            subprocess.CalledProcessError: Command '['ssh gpu-07 hostname -I']' returned non-zero exit status 255. | ssh.failed | gpu-07 | | DeepSpeed runner.py 0.7-0.13: check_output([f"ssh {first_host} hostname -I"], shell=True)
            subprocess.CalledProcessError: Command '['ssh  node12.cluster.example.org hostname -I']' returned non-zero exit status 255. | ssh.failed | node12.cluster.example.org | | DeepSpeed runner.py 0.14-0.15: "ssh " + f" {first_host} hostname -I", two blanks
            [2024-05-01 10:00:00,000] [ERROR] [runner.py:455:main] Unable to detect suitable master address via `hostname -I`, please manually specify one via --master_addr\\nTraceback (most recent call last):\\nsubprocess.CalledProcessError: Command '['ssh gpu-07 hostname -I']' returned non-zero exit status 255. | ssh.failed,deepspeed.launcher-config | gpu-07 | | DeepSpeed runner.py 0.9-0.16: logger.error before the re-raised CalledProcessError: the ssh failure is the cause
            RuntimeError: Unable to detect suitable master address via `hostname -I`, please manually specify one via --master_addr | deepspeed.launcher-config | | | DeepSpeed runner.py 0.9-0.16: raised when `hostname -I` printed nothing
            ValueError: Num nodes is >1 but no extra nodes available via hostfile | deepspeed.launcher-config | | | DeepSpeed runner.py main (0.3-0.16): "Num nodes is >1 but no extra nodes available via hostfile"
            ValueError: Cannot specify num_nodes/gpus with include/exclude | deepspeed.launcher-config | | | DeepSpeed runner.py main (0.3-0.16)
            ValueError: include_str and exclude_str are mutually exclusive. | deepspeed.launcher-config | | | DeepSpeed runner.py parse_resource_filter (0.3-0.16)
            RuntimeError: num_nodes 2 is not in MIN:MAX format | deepspeed.launcher-config | | | DeepSpeed runner.py parse_num_nodes (0.6-0.16): "num_nodes {} is not in MIN:MAX format"
            RuntimeError: MIN:MAX format is only supported in elastic training | deepspeed.launcher-config | | | DeepSpeed runner.py parse_num_nodes (0.6-0.16)
            RuntimeError: pdsh is not installed, unable to proceed | deepspeed.launcher-config | | | DeepSpeed runner.py main (0.3-0.5), before "launcher '{}' not installed."
            ValueError: MPICH requires same number of devices per node | deepspeed.launcher-config | | | DeepSpeed multinode_runner.py MPICHRunner.get_cmd (0.10-0.16)
            ValueError: Intel MPI requires same number of devices per node | deepspeed.launcher-config | | | DeepSpeed multinode_runner.py IMPIRunner.get_cmd (0.11-0.16)
            ValueError: mvapich requires same number of devices per node | deepspeed.launcher-config | | | DeepSpeed multinode_runner.py MVAPICHRunner.get_cmd (0.3-0.16)
            ValueError: openmpi backend does not support worker include/exclusion | deepspeed.launcher-config | | | DeepSpeed multinode_runner.py validate_args: "{self.name} backend does not support worker include/exclusion"
            ValueError: mpich backend does not support limiting num nodes/gpus | deepspeed.launcher-config | | | DeepSpeed multinode_runner.py validate_args: "... does not support limiting num nodes/gpus"
            OSError: MPI environment variables are not set. Ensure you are running the script with an MPI-compatible launcher. | deepspeed.launcher-config | | | DeepSpeed multinode_runner.py _setup_mpi_environment (0.15-0.16): EnvironmentError prints as OSError
            ValueError: Please use `FORCE_TORCHRUN=1` to launch DeepSpeed training. | deepspeed.launcher-config | | | LLaMA-Factory hparams/parser.py _verify_model_args / get_train_args (2024-06 on)
            Initializing 8 distributed tasks at: 10.1.2.3:29500 | - | | | LLaMA-Factory launcher.py logger.info_rank0 "Initializing {nproc_per_node} distributed tasks at: {master_addr}:{master_port}" (its log prefix holds a bar, left out)
            pdsh@gpu-07: node12.cluster.example.org: ssh exited with exit code 255 | ssh.failed | node12.cluster.example.org | | pdsh rcmd/ssh "pdsh@%s: %s: ssh exited with exit code %d" under DeepSpeed's pdsh runner, a fully qualified host
            pdsh@gpu-07: 10.1.2.3: ssh exited with exit code 255 | ssh.failed | 10.1.2.3 | | the same with a hostfile of addresses
            gpu-08: ssh: connect to host gpu-08 port 22: Connection refused\\npdsh@gpu-07: gpu-08: ssh exited with exit code 255 | ssh.failed | gpu-08 | | OpenSSH "ssh: connect to host %s port %s: %s" behind pdsh's prefix, then pdsh's summary
            ssh: Could not resolve hostname gpu-09: Temporary failure in name resolution | ssh.failed | gpu-09 | | OpenSSH "ssh: Could not resolve hostname %s: %s"
            ConnectionError: Tried to launch distributed communication on port `29500`, but another process is utilizing it. Please specify a different port (such as using the `--main_process_port` flag or specifying a different `main_process_port` in your config file) and rerun your script. To automatically use the next open port (on a single node), you can set this to `0`. | torch.master-port-in-use | | | accelerate utils/launch.py prepare_multi_gpu_env (0.3x-1.x)
            ConnectionError: Tried to launch distributed communication on port `29500`, but another process is utilizing it. Please specify a different port (such as using the `--main_process_port` flag or specifying a different `main_process_port` in your config file) and rerun your script. | torch.master-port-in-use | | | accelerate commands/launch.py multi_gpu_launcher (0.21-0.2x), before the "0" sentence
            UserWarning: Port `29500` is already in use. Accelerate will attempt to launch in a standalone-like mode by finding an open port automatically for this session. | - | | | accelerate 1.x on one machine: a warning, it picks another port
            (autoscaler) Error: No available node types can fulfill resource request {'GPU': 8.0, 'CPU': 8.0}. Add suitable node types to this cluster to resolve this issue. | ray.resources-unavailable | | | Ray autoscaler/_private/autoscaler.py (1.x-2.x): "Error: No available node types can fulfill resource request {}. ..."
            (autoscaler) Warning: The following resource request cannot be scheduled right now: {'GPU': 1.0, 'CPU': 1.0}. This is likely due to all cluster resources being claimed by actors. Consider creating fewer actors or adding more nodes to this Ray cluster. | ray.resources-unavailable | | | Ray autoscaler resource_demand_scheduler (1.x-2.x)
            RuntimeError: CUDA error: CUDA driver version is insufficient for CUDA runtime version | cuda.version-mismatch | | | torch 1.13-2.11 c10/cuda CUDAException "CUDA error: %s", cudaErrorInsufficientDriver (35)
            RuntimeError: cuda runtime error (35) : CUDA driver version is insufficient for CUDA runtime version at /pytorch/aten/src/THC/THCGeneral.cpp:47 | cuda.version-mismatch | | | torch 0.4-1.x THC "cuda runtime error (%d) : %s at %s:%d"
            RuntimeError: CUDA error: no kernel image is available for execution on the device\\nCUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. | cuda.version-mismatch | | | torch 1.13-2.11, cudaErrorNoKernelImageForDevice (209)
            RuntimeError: cuda runtime error (209) : no kernel image is available for execution on the device at /pytorch/aten/src/THC/generic/THCTensorMath.cu:35 | cuda.version-mismatch | | | torch 1.x THC, CUDA 10+ number
            THCudaCheck FAIL file=/pytorch/aten/src/THC/generic/THCTensorMath.cu line=35 error=48 : no kernel image is available for execution on the device | cuda.version-mismatch | | | torch 0.4 THC, CUDA 9 number (48)
            torch.AcceleratorError: CUDA error: an illegal memory access was encountered\\nSearch for `cudaErrorIllegalAddress' in https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html for more information. | torch.cuda-error | | | torch 2.8+ c10/cuda raises torch.AcceleratorError with a "Search for" line
            RuntimeError: CUDA error: an illegal memory access was encountered\\nCompile with `TORCH_USE_CUDA_DSA` to enable device-side assertions. | torch.cuda-error | | | torch 2.1-2.7 with the DSA line
            gpu-07: RuntimeError: CUDA error: an illegal memory access was encountered | torch.cuda-error | gpu-07 | | behind pdsh's "HOST: " (DeepSpeed's pdsh runner)
            node12.cluster.example.org: RuntimeError: CUDA error: uncorrectable ECC error encountered | torch.cuda-error | node12.cluster.example.org | | cudaErrorECCUncorrectable (214) behind pdsh, a fully qualified host
            [1,3]<stderr>:RuntimeError: CUDA error: uncorrectable ECC error encountered | torch.cuda-error | | | the same under mpirun --tag-output
            torch.AcceleratorError: CUDA error: unspecified launch failure | torch.cuda-error | | | cudaErrorLaunchFailure (719) in torch 2.8+
            RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable | torch.cuda-error | | | cudaErrorDevicesUnavailable (46) through torch 1.13-2.11
            RuntimeError: cuda runtime error (46) : all CUDA-capable devices are busy or unavailable at /pytorch/aten/src/THC/THCGeneral.cpp:50 | torch.cuda-error | | | the same in CUDA 9-10's wording through torch 1.x THC
            gpu-07:1234:1300 [0] NCCL WARN Cuda failure 'CUDA-capable device(s) is/are busy or unavailable' | torch.cuda-error | gpu-07 | | NCCL 2.10-2.18 CUDACHECK "Cuda failure '%s'" with cudaErrorDevicesUnavailable: the cause on that rank, not a bare WARN
            10.1.2.3:1234:1300 [3] init.cc:1456 NCCL WARN Cuda failure 46 'CUDA-capable device(s) is/are busy or unavailable' | torch.cuda-error | 10.1.2.3 | | NCCL 2.19-2.30 "Cuda failure %d '%s'", the host an address
            gpu-07: UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 802: system not yet initialized (Triggered internally at ../c10/cuda/CUDAFunctions.cpp:109.) | torch.no-gpu | gpu-07 | | torch 1.8-2.11 CUDAFunctions.cpp with cudaErrorSystemNotReady (fabric manager down) behind pdsh
            RuntimeError: CUDA error: system not yet initialized | torch.no-gpu | | | the same through c10/cuda "CUDA error: %s"
            gpu-07: Failed to initialize NVML: Driver/library version mismatch | cuda.version-mismatch | gpu-07 | | nvidia-smi behind pdsh: "Failed to initialize NVML: %s", NVML_ERROR_LIB_RM_VERSION_MISMATCH
            Failed to initialize NVML: Driver/library version mismatch\\nNVML library version: 550.90 | cuda.version-mismatch | | | nvidia-smi 535+ adds the library's version on the next line
            No devices were found | torch.no-gpu | | | nvidia-smi with the driver loaded and no device visible
            Found 8 devices were not found in the list | - | | | the words inside another sentence are no finding
            [Tue Mar  5 10:00:00 2024] NVRM: Xid (PCI:0000:3b:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus. | gpu.xid | | | NVIDIA kernel module 5xx "NVRM: Xid (PCI:%s): %d, pid=%s, name=%s, %s" as dmesg -T prints it
            Mar  5 10:00:00 gpu-07 kernel: NVRM: Xid (PCI:0000:ca:00): 94, pid=12345, name=python, Contained: SM (0x1). RST: No, D-RST: No | gpu.xid | gpu-07 | | the same in syslog, whose header names the node
            Mar  5 10:00:00 node12.cluster.example.org kernel: [74889.644138] NVRM: Xid (PCI:0000:02:00): 48, pid=2345, name=python, An uncorrectable double bit error (DBE) has been detected on GPU in the framebuffer at partition 6, subpartition 0. | gpu.xid | node12.cluster.example.org | | syslog with the kernel's own time stamp
            gpu-07: ModuleNotFoundError: No module named 'deepspeed' | python.module-not-found | gpu-07 | | CPython "No module named '%U'" behind pdsh's prefix
            node12.cluster.example.org: ModuleNotFoundError: No module named 'flash_attn' | python.module-not-found | node12.cluster.example.org | | the same, a fully qualified host
            10.1.2.3: ModuleNotFoundError: No module named 'transformers' | python.module-not-found | 10.1.2.3 | | the same, the hostfile's address
            [gpu-07:12345] ModuleNotFoundError: No module named 'transformers' | python.module-not-found | gpu-07 | | behind Open MPI's "[HOST:PID] " prefix
            3: ModuleNotFoundError: No module named 'flash_attn' | python.module-not-found | | | behind srun --label
            [1,5]<stderr>:ModuleNotFoundError: No module named 'torch' | python.module-not-found | | | behind mpirun --tag-output
            /opt/env/bin/python: Error while finding module specification for 'torch.distributed.run' (ModuleNotFoundError: No module named 'torch') | python.module-not-found | | | CPython runpy for python -m
            ImportError: /opt/conda/lib/python3.10/site-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEi | cuda.version-mismatch | | | glibc dl-lookup.c "undefined symbol: %s": an extension built against another torch (c10 symbol)
            ImportError: /opt/env/lib/python3.10/site-packages/torchvision/_C.so: undefined symbol: _ZN2at4_ops10select_int4callERKNS_6TensorEll | cuda.version-mismatch | | | the same for an ATen symbol (torchvision of another torch release)
            OSError: /opt/env/lib/python3.10/site-packages/torch/lib/../../nvidia/cublas/lib/libcublas.so.12: undefined symbol: cublasLtGetStatusString, version libcublasLt.so.12 | cuda.version-mismatch | | | glibc "undefined symbol: %s, version %s": another CUDA minor's cublasLt loaded first
            gpu-07: ImportError: /lib64/libc.so.6: version `GLIBC_2.32' not found (required by /opt/env/lib/python3.11/site-packages/torch/lib/libtorch_cpu.so) | launch.library-not-found | gpu-07 | | glibc dl-version.c behind pdsh: an older OS on that node
            node12.cluster.example.org: ImportError: /lib64/libstdc++.so.6: version `GLIBCXX_3.4.30' not found (required by /opt/env/lib/python3.11/site-packages/scipy/_lib/_uarray/_uarray.cpython-311-x86_64-linux-gnu.so) | launch.library-not-found | node12.cluster.example.org | | the same for libstdc++
            [1,0]<stderr>:OSError: libcudart.so.12: cannot open shared object file: No such file or directory | launch.library-not-found | | | glibc dlerror "cannot open shared object file" under mpirun --tag-output
            1: ImportError: libnccl.so.2: cannot open shared object file: No such file or directory | launch.library-not-found | | | the same behind srun --label
            ConnectionError: Tried to launch distributed communication on port 29401, but another process is utilizing it. Please specify a different port (such as using the --main_process_port flag or specifying a different main_process_port in your config file) and rerun your script. | torch.master-port-in-use | | | accelerate's message with the backticks lost to markdown
            (autoscaler +34s) Error: No available node types can fulfill resource request defaultdict(<class 'float'>, {'CPU': 8.0, 'GPU': 8.0}). Add suitable node types to this cluster to resolve this issue. | ray.resources-unavailable | | | Ray 2.x autoscaler: the request printed as a defaultdict
            (autoscaler +10m11s, ip=172.31.42.4) Error: No available node types can fulfill resource request {'node:172.31.42.5': 0.001, 'GPU': 1.0}. Add suitable node types to this cluster to resolve this issue. | ray.resources-unavailable | | | Ray 2.x autoscaler event with the reporting node's address in its prefix
            Error: No available node types can fulfill resource request \\ndefaultdict(<class 'float'>, {'CPU': 9.0, 'GPU': 1.0}). \\nAdd suitable node types to this cluster to resolve this issue. | ray.resources-unavailable | | | the same wrapped after "request" by a paste
            (autoscaler) Warning: The following resource request cannot be scheduled right now: defaultdict(<class 'float'>, {'GPU': 1.0}). This is likely due to all cluster resources being claimed by actors. | ray.resources-unavailable | | | Ray 2.x resource_demand_scheduler with a defaultdict
            Check failed: error == cudaSuccess (46 vs. 0)  all CUDA-capable devices are busy or unavailable | torch.cuda-error | | | Caffe device_alternate.hpp CUDA_CHECK through glog: "Check failed: error == cudaSuccess (%d vs. 0)  %s"
            F0326 10:00:00.123456 12345 syncedmem.cpp:56] Check failed: error == cudaSuccess (77 vs. 0)  an illegal memory access was encountered | torch.cuda-error | | | the same after glog's header
            Check failed: error == cudaSuccess (35 vs. 0)  CUDA driver version is insufficient for CUDA runtime version | cuda.version-mismatch | | | the same with cudaErrorInsufficientDriver: the driver rule takes the line
            Check failed: error == cudaSuccess (48 vs. 0)  no kernel image is available for execution on the device | cuda.version-mismatch | | | the same with cudaErrorNoKernelImageForDevice (CUDA 9 number)
            ImportError: /home/u/miniconda3/envs/zsk/lib/python3.10/site-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEa | cuda.version-mismatch | | | torch 2.8's c10::cuda::SetDevice(signed char) mangled: an extension built for an earlier torch
            RuntimeError: Failed to import transformers.models.bloom.modeling_bloom because of the following error (look up to see its traceback):\\n/opt/env/lib/python3.11/site-packages/flash_attn_2_cuda.cpython-311-x86_64-linux-gnu.so: undefined symbol: _ZN2at4_ops5zeros4callEN3c108ArrayRefINS2_6SymIntEEE | cuda.version-mismatch | | | transformers' lazy import wraps the loader's line, on a line of its own
            /opt/env/bin/python: symbol lookup error: /opt/env/lib/libfoo.so: undefined symbol: foo_init | - | | | another library's undefined symbol is no torch or CUDA mismatch (no finding of this rule)
            docker: Error response from daemon: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'\\nnvidia-container-cli: initialization error: nvml error: driver/library version mismatch: unknown. | cuda.version-mismatch | | | libnvidia-container "initialization error: nvml error: %s" with NVML's driver/library mismatch: the node's driver, not the toolkit
            3: ModuleNotFoundError: No module named 'flash_attn'\\nsrun: error: gpu-07: task 3: Exited with exit code 1 | python.module-not-found,slurm.task-failed | gpu-07 | | srun --label's rank tied to its host by srun's own "HOST: task N: " line (task_state.c)
            3: ImportError: /lib64/libc.so.6: version `GLIBC_2.32' not found (required by /opt/env/lib/libtorch_cpu.so)\\nsrun: error: node12: task 3: Exited with exit code 1 | launch.library-not-found,slurm.task-failed | node12 | | the same for glibc's dl-version.c on an older node
            [1,3]<stderr>:ModuleNotFoundError: No module named 'torch'\\n--------------------------------------------------------------------------\\nmpirun has exited due to process rank 3 with PID 0 on\\nnode gpu-07 exiting improperly. There are three reasons this could occur: | python.module-not-found,mpi.process-failed | gpu-07 | | mpirun --tag-output's rank tied to its node by help-orterun.txt's proc-exit-no-sync block
            RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 804: forward compatibility was attempted on non supported HW | cuda.version-mismatch | | | torch 1.8-2.11 CUDAFunctions.cpp with cudaErrorCompatNotSupportedOnDevice (804)
            gpu-07: UserWarning: CUDA initialization: The NVIDIA driver on your system is too old (found version 11040). | cuda.version-mismatch | gpu-07 | | torch/cuda/__init__.py's warning form behind pdsh
            NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation.\\nThe current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90. | cuda.version-mismatch | | | torch/cuda/__init__.py _check_capability "%s with CUDA capability sm_%d%d is not compatible with the current PyTorch installation."
            gpu-07: [rank3]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 3 has a total capacity of 79.10 GiB of which 1.06 GiB is free. | torch.cuda-oom | gpu-07 | | torch 2.4+ [rankN]: prefix behind pdsh's host prefix
            Mar  5 10:00:00 gpu-07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus.\\n[rank3]: RuntimeError: CUDA error: unspecified launch failure | gpu.xid,torch.cuda-error | gpu-07 | | the node's Xid before the rank's CUDA error it explains
            RuntimeError: Version mismatch: The cluster was started with:\\n    Ray: 2.9.3\\n    Python: 3.10.13\\nThis process on node 10.1.2.3 was started with:\\n    Ray: 2.9.3\\n    Python: 3.10.12 | ray.version-mismatch | 10.1.2.3 | | Ray _private/utils.py check_version_info (1.x-2.x): "Version mismatch: The cluster was started with:\\n    Ray: %s\\n    Python: %s\\nThis process on node %s was started with: ..."
            Exception: Version mismatch: The cluster was started with:\\n    Ray: 0.8.0\\n    Python: 3.6.5\\n    Pyarrow: 0.14.0.RAY\\nThis process on node gpu-07 was started with:\\n    Ray: 0.8.0\\n    Python: 3.6.7\\n    Pyarrow: 0.14.0.RAY | ray.version-mismatch | gpu-07 | | Ray services.py (0.6-0.8): raised as Exception, with Pyarrow
            Exception: Version mismatch: The cluster was started with:\\n    Ray: 0.2.2\\n    Ray location: /home/u/ray/python/ray/__init__.py\\n    Python: 3.5.2\\n    Cloudpickle: 0.5.2\\nThis process on node 172.31.4.51 was started with: | ray.version-mismatch | 172.31.4.51 | | Ray services.py (0.2-0.3): with "Ray location" and "Cloudpickle", the node six lines below
            RuntimeError: Version mismatch: The cluster was started with:\\n    Ray: 2.39.0\\n    Python: 3.10.14\\nThis process on node [10.84.24.112](http://10.84.24.112/) was started with: | ray.version-mismatch | 10.84.24.112 | | the same with the address turned into a markdown link by a paste
            RuntimeError: Version mismatch: The cluster was started with: | ray.version-mismatch | | | the first line alone names no node
            (raylet, ip=10.0.0.7) RuntimeError: CUDA error: no kernel image is available for execution on the device | cuda.version-mismatch | 10.0.0.7 | | Ray 2.x print_worker_logs: the raylet's lines under "(raylet, ip=ADDR) ", no pid= field
            (WorkerDict pid=2345, ip=10.0.0.7) ModuleNotFoundError: No module named 'flash_attn' | python.module-not-found | 10.0.0.7 | | Ray's worker prefix "(CLASS pid=N, ip=ADDR) " names the node of a worker's import error
            [default3]:[rank3]: ModuleNotFoundError: No module named 'flash_attn' | python.module-not-found | | | torchrun --tee's "[defaultN]:" before torch 2.4's "[rankN]: "
            2024-05-01T10:00:00.123+00:00 gpu-07 python[1234]: RuntimeError: CUDA error: an illegal memory access was encountered | torch.cuda-error | gpu-07 | | rsyslog RSYSLOG_FileFormat (RFC 3339 stamp, HOST, ident[pid]): the host after the stamp
            2024-05-01T10:00:00.123456+00:00 gpu-07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus. | gpu.xid | gpu-07 | | the NVIDIA module's Xid in Ubuntu 24.04's default /var/log/syslog format
            2024-05-01T10:00:00+0000 node12.cluster.example.org kernel: NVRM: Xid (PCI:0000:ca:00): 94, pid=12345, name=python, Contained: SM (0x1). RST: No, D-RST: No | gpu.xid | node12.cluster.example.org | | journalctl -o short-iso
            python[1234]: RuntimeError: CUDA error: an illegal memory access was encountered | torch.cuda-error | | | a program's own name with its pid is no host
            gpu-07: Traceback (most recent call last):\\ngpu-07:   File "train.py", line 3, in <module>\\ngpu-07:     import flash_attn\\ngpu-07: ModuleNotFoundError: No module named 'flash_attn'\\npdsh@gpu-01: gpu-07: ssh exited with exit code 1 | python.module-not-found | gpu-07 | | DeepSpeed's pdsh runner: the node's traceback under its "HOST: " prefix, pdsh's exit code 1 (the remote command's) no ssh failure
            RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR | torch.cuda-error | | | torch ATen cudnn/Exceptions.h (1.x-2.x): "cuDNN error: %s" with cudnnGetErrorString
            [rank3]: RuntimeError: cuDNN error: CUDNN_STATUS_EXECUTION_FAILED | torch.cuda-error | | | the same behind torch 2.4's [rankN]: prefix
            RuntimeError: CUDA driver error: invalid argument | torch.cuda-error | | | torch 2.x c10/cuda/driver_api.h C10_CUDA_DRIVER_CHECK: "CUDA driver error: %s" (cuGetErrorString)
            RuntimeError: Triton Error [CUDA]: an illegal memory access was encountered | torch.cuda-error | | | Triton backends/nvidia/driver.c: "Triton Error [CUDA]: %s" (torch.compile's kernels)
            cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorIllegalAddress: an illegal memory access was encountered | torch.cuda-error | | | CuPy runtime: "%s: %s" of cudaGetErrorName and cudaGetErrorString
            numba.cuda.cudadrv.driver.CudaAPIError: [700] Call to cuMemcpyDtoH results in UNKNOWN_CUDA_ERROR | torch.cuda-error | | | numba cudadrv/driver.py: "[%s] Call to %s results in %s"
            RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasSgemm( handle, opa, opb, m, n, k, &alpha, a, lda, b, ldb, &beta, c, ldc)` | torch.cuda-error | | | torch ATen CUDABlas.cpp TORCH_CUDABLAS_CHECK: "CUDA error: %s when calling `%s`"
            cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorMemoryAllocation: out of memory | torch.cuda-oom | | | CuPy's out of memory is GPU memory
            Triton Error [CUDA]: out of memory | torch.cuda-oom | | | Triton's
            cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorNoDevice: no CUDA-capable device is detected | torch.no-gpu | | | CuPy with cudaErrorNoDevice: the no-GPU rule takes it
            cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorInsufficientDriver: CUDA driver version is insufficient for CUDA runtime version | cuda.version-mismatch | | | CuPy with cudaErrorInsufficientDriver: the driver rule takes it
            RuntimeError: CuDNN error: CUDNN_STATUS_INTERNAL_ERROR | torch.cuda-error | | | torch 0.4-1.0 ATen: "CuDNN error: %s"
            RuntimeError: CUDNN_STATUS_MAPPING_ERROR | torch.cuda-error | | | torch 0.2-0.3: the cuDNN status raised alone
            ImportError: /opt/env/lib/python3.10/site-packages/torch/lib/../../nvidia/cusparse/lib/libcusparse.so.12: undefined symbol: __nvJitLinkAddData_12_1, version libnvJitLink.so.12 | cuda.version-mismatch | | | glibc "undefined symbol: %s, version %s": cuSPARSE 12.x needs a newer libnvJitLink than the one found first
            libcusparse.so.12: undefined symbol: _nvJitLinkGetErrorLogSize_12_9, version libnvJitLink.so.12 | cuda.version-mismatch | | | the same with one underscore (CUDA 12.9's symbol)
            OSError: /opt/conda/lib/python3.10/site-packages/torch/lib/libtorch_cpu.so: undefined symbol: iJIT_NotifyEvent | cuda.version-mismatch | | | torch 2.x conda builds with MKL 2024.1, which dropped the symbol
            Failed to initialize NVML: Unknown Error | container.no-gpu-runtime | | | NVML's nvmlErrorString(NVML_ERROR_UNKNOWN) through nvidia-smi "Failed to initialize NVML: %s": a container that lost its device cgroup
            root@098b49afe624:/# nvidia-smi\\nFailed to initialize NVML: Unknown Error | container.no-gpu-runtime | 098b49afe624 | | the same after a Debian-style prompt that names the container's host
            gpu-07: Failed to initialize NVML: Insufficient Permissions | torch.no-gpu | gpu-07 | | NVML_ERROR_NO_PERMISSION behind pdsh
            Failed to initialize NVML: GPU access blocked by the operating system | torch.no-gpu | | | NVML's text when the OS blocks the GPU (WSL)
            Failed to initialize NVML: Driver/library version mismatch | cuda.version-mismatch | | | the mismatch keeps its rule
            NVIDIA-SMI couldn't find libnvidia-ml.so library in your system. Please make sure that the NVIDIA Display Driver is properly installed and present in your system. | torch.no-gpu | | | nvidia-smi without the driver's library
            UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 999: unknown error (Triggered internally at /opt/pytorch/c10/cuda/CUDAFunctions.cpp:108.) | torch.no-gpu | | | torch 1.8-2.11 with cudaErrorUnknown (999)
            RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 804: forward compatibility was attempted on non supported HW | cuda.version-mismatch | | | 804 keeps its rule
            Checking ssh on all remote hosts.\\nssh not successful for host gpu-08:\\nPermission denied (publickey).\\nRuntimeError: could not connect to some hosts via ssh | ssh.failed,ssh.failed | gpu-08 | | horovod runner/launch.py (0.16-0.28): "ssh not successful for host %s:\\n%s" names the host of ssh's reason after it; the summary after them a consequence
            Checking ssh on all remote hosts.\\nssh not successful for host 10.1.2.3:\\nssh: connect to host 10.1.2.3 port 12345: Connection timed out\\n\\nRuntimeError: could not connect to some hosts via ssh | ssh.failed,ssh.failed | 10.1.2.3 | | the same with ssh's own line naming the host again
            ssh not successful for host node12.cluster.example.org.\\nstderr:\\nHost key verification failed.\\nstdout: | ssh.failed | node12.cluster.example.org | | the releases that print "ssh not successful for host %s." and stderr/stdout apart
            RuntimeError: could not connect to some hosts via ssh | ssh.failed | | | horovod 0.21+: the summary alone names no host
            SSH was successful into all the remote hosts. | - | | | horovodrun's success line
            subprocess.CalledProcessError: Command '['hostname -I']' returned non-zero exit status 64. | deepspeed.launcher-config | | | DeepSpeed mpi_discovery (0.3-0.15): check_output(["hostname -I"], shell=True) under GNU inetutils' hostname (no -I)
            subprocess.CalledProcessError: Command '['hostname -I']' died with <Signals.SIGSEGV: 11>. | deepspeed.launcher-config | | | the same when hostname itself crashes
            gpu-07: subprocess.CalledProcessError: Command '['hostname -I']' returned non-zero exit status 1. | deepspeed.launcher-config | gpu-07 | | the same behind pdsh's prefix
            subprocess.CalledProcessError: Command '['ssh gpu-07 hostname -I']' returned non-zero exit status 255. | ssh.failed | gpu-07 | | the runner's ssh probe is ssh's failure, not this
            ValueError: Ray component worker_ports is trying to use a port number 16521 that is used by other components.\\nPort information: {'gcs': 16521, 'worker_ports': '9998 ports from 10002 to 19999'} | torch.master-port-in-use | | | Ray _private/parameter.py (1.x-2.x): "Ray component %s is trying to use a port number %d that is used by other components."
            gpu-07: ValueError: Ray component dashboard_agent_grpc is trying to use a port number 52365 that is used by other components. | torch.master-port-in-use | gpu-07 | | the same on a worker node behind pdsh
            ValueError: Failed to bind to 0.0.0.0:8265 because it's already occupied. You can use `ray start --dashboard-port ...` or `ray.init(dashboard_port=...)` to select a different port. | torch.master-port-in-use | | | Ray's dashboard: "Failed to bind to %s:%d because it's already occupied."
            ray start --head --port=6379 --min-worker-port=20000 --max-worker-port=29999 | - | | | the command that keeps the ranges apart is no failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    @ParameterizedTest(name = "{4}")
    @MethodSource("rows")
    void readsEachWording(String text, String codes, String host, String peer, String source) throws IOException {
        List<Finding> fs = WordingRow.diagnose(DOCTOR, text);
        WordingRow.assertReadsNoError(fs, codes, host, peer, source);
    }
}
