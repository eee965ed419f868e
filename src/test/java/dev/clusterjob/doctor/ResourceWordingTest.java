package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;

/**
 * Issue 26's audit of the training stacks' own configuration failures and of the node's resources: the parallel layout asserts of
 * Megatron's arguments and layers (as the open forks carry them: Megatron-DeepSpeed, NeMo), Megatron core's TransformerConfig, vLLM's
 * pipeline check, torchtitan's parallel dims, torch's DeviceMesh; the kernel's OOM killer as dmesg and journald print it, torch's host
 * allocator, the DataLoader's shared memory and file descriptors, full file systems under torch.save, and the checkpoint a restart
 * cannot read. One row per wording and version, instantiated with host names of several shapes: the codes of the findings in order
 * ("-": no error), the host and peer of the first, and the format string's file, function and versions. {@code \n} is a line break.
 */
class ResourceWordingTest {
    private static final LogDoctor DOCTOR = new LogDoctor(DoctorRules.bundled());

    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            AssertionError: world size (8) is not divisible by tensor model parallel size (3) | parallel.layout-mismatch | | | Megatron arguments.py validate_args (2020-2023, Megatron-DeepSpeed, NeMo's copy): "world size ({}) is not divisible by tensor model parallel size ({})"
            node12.cluster.example.org: AssertionError: world size (16) is not divisible by tensor model parallel size (6) | parallel.layout-mismatch | node12.cluster.example.org | | the same behind pdsh's host prefix
            AssertionError: world size is not divisible by tensor parallel size (2) times pipeline parallel size (3) | parallel.layout-mismatch | | | Megatron arguments.py validate_args: "world size is not divisible by tensor parallel size ({}) times pipeline parallel size ({})"
            [rank3]: AssertionError: pipeline-model-parallel size should be greater than 2 with interleaved schedule | parallel.layout-mismatch | | | Megatron arguments.py: "pipeline-model-parallel size should be greater than 2 with interleaved schedule"
            AssertionError: number of layers is not divisible by number of layers per virtual pipeline stage | parallel.layout-mismatch | | | Megatron arguments.py: "number of layers is not divisible by number of layers per virtual pipeline stage"
            AssertionError: num_layers must be divisible by pipeline_model_parallel_size | parallel.layout-mismatch | | | Megatron legacy model/transformer.py ParallelTransformer and NeMo's megatron transformer.py: "num_layers must be divisible by pipeline_model_parallel_size"
            AssertionError: Number of layers must be divisible by pipeline parallel size. | parallel.layout-mismatch | | | Megatron-DeepSpeed / other stacks' "Number of layers must be divisible by pipeline parallel size."
            [rank14]: AssertionError: Number of layers should be divisible by the pipeline-model-parallel size | parallel.layout-mismatch | | | Megatron arguments.py validate_args (2024+): "Number of layers should be divisible by the pipeline-model-parallel size"
            15: [rank15]: AssertionError: num_layers should be divisible by pipeline_model_parallel_size | parallel.layout-mismatch | | | Megatron core transformer_block.py get_num_layers_to_build (0.5-0.12): "num_layers should be divisible by pipeline_model_parallel_size", behind srun --label and torch's [rankN]:
            AssertionError: num_layers=60 should be divisible by config.pipeline_model_parallel_size=8 | parallel.layout-mismatch | | | Megatron core transformer_block.py (0.13+): "num_layers={} should be divisible by config.pipeline_model_parallel_size={}"
            AssertionError: num_layers must be divisible by transformer_pipeline_model_parallel_size | parallel.layout-mismatch | | | Megatron arguments.py (2022-2023): "num_layers must be divisible by transformer_pipeline_model_parallel_size"
            [rank14]:     assert num_layers % args.transformer_pipeline_model_parallel_size == 0, \\ | - | | | the assert's source line in a traceback is not the error
            ValueError: num_attention_heads (28) must be a multiple of tensor_model_parallel_size (8). | parallel.layout-mismatch | | | Megatron core transformer_config.py TransformerConfig.__post_init__ (0.4+): "num_attention_heads ({}) must be a multiple of tensor_model_parallel_size ({})."
            gpu-07: ValueError: num_query_groups (4) must be a multiple of tensor_model_parallel_size (8). | parallel.layout-mismatch | gpu-07 | | the same check's "num_query_groups ({}) must be a multiple of tensor_model_parallel_size ({})." behind pdsh's prefix
            ValueError: Total number of hidden layers (61) must be divisible by pipeline parallel size (4). | parallel.layout-mismatch | | | vLLM config.py verify_with_parallel_config (0.3-0.x): "Total number of hidden layers ({}) must be divisible by pipeline parallel size ({})."
            RuntimeError: When using pipeline with interleaved, the 'num_microbatches' must be divisible by pipeline world size. | parallel.layout-mismatch | | | ColossalAI pipeline/schedule/interleaved_pp.py: "When using pipeline with interleaved, the 'num_microbatches' must be divisible by pipeline world size."
            AssertionError: Invalid parallel dims: dp_replicate(1) * dp_shard(3) * cp(1) * tp(2) * pp(1) != WORLD_SIZE(8) | parallel.layout-mismatch | | | torchtitan parallel_dims.py _validate (2024-2025): "Invalid parallel dims: dp_replicate({}) * dp_shard({}) * cp({}) * tp({}) * pp({}) != WORLD_SIZE({})"
            AssertionError: Invalid parallel dims: dp(3) * tp(2) != WORLD_SIZE(8) | parallel.layout-mismatch | | | torchtitan's first releases: "Invalid parallel dims: dp({}) * tp({}) != WORLD_SIZE({})"
            AssertionError: Invalid parallel dims: dp(1) * sp(2) * pp(3) != WORLD_SIZE8 | parallel.layout-mismatch | | | torchtitan's first ParallelDims (2024-01): "Invalid parallel dims: dp({}) * sp({}) * pp({}) != WORLD_SIZE{}" without the parentheses
            [rank0]: RuntimeError: Mesh should not be bigger than default world size 4, but found 8 ranks! | parallel.layout-mismatch | | | torch distributed/device_mesh.py DeviceMesh._get_or_create_default_group (2.3+): "Mesh should not be bigger than default world size {}, but found {} ranks!"
            RuntimeError: Mesh should not be bigger than default world size, but found 6 ranks! | parallel.layout-mismatch | | | torch 2.2 distributed/_tensor/device_mesh.py: "Mesh should not be bigger than default world size, but found {} ranks!"
            AssertionError: global batch size (16) is not divisible by micro batch size (2) times data parallel size (16) | parallel.layout-mismatch | | | Megatron microbatches.py ConstantNumMicroBatches and core num_microbatches_calculator.py (2020-2025): "global batch size ({}) is not divisible by micro batch size ({}) times data parallel size ({})"
            ValueError: Ray does not allocate any GPUs on the driver node. Consider adjusting the Ray placement group or running the driver on a GPU node. | ray.resources-unavailable | | | vLLM executor/ray_gpu_executor.py _init_workers_ray (0.2-0.5)
            ValueError: Ray does not allocate any GPUs on the driver node.Driver IP: 10.1.2.3, worker IPs: ['10.1.2.4', '10.1.2.4'].Consider adjusting the Ray placement group or running the driver on a GPU node. | ray.resources-unavailable | 10.1.2.3 | | vLLM 0.6+ ray_distributed_executor.py: "... on the driver node.Driver IP: {}, worker IPs: {}.Consider ..." (no blank after the stops): the driver's address is the host
            [rank0]: RuntimeError: data_parallel_size (6) is not divisible by expert_model_parallel_size  | parallel.layout-mismatch | | | Megatron core parallel_state.py initialize_model_parallel (0.4-0.5): "data_parallel_size ({}) is not divisible by expert_model_parallel_size " (its trailing blank kept)
            RuntimeError: data_parallel_size * context_parallel_size (12) is not divisible by expert_model_parallel_size  | parallel.layout-mismatch | | | core 0.6+: "data_parallel_size * context_parallel_size ({}) is not divisible by expert_model_parallel_size "
            AssertionError: num_moe_experts must be divisible by expert_model_parallel_size | parallel.layout-mismatch | | | NeMo's megatron MoE builders: "num_moe_experts must be divisible by expert_model_parallel_size"
            ValueError: num_moe_experts=60 must be divisible by expert_model_parallel_size=16 | parallel.layout-mismatch | | | Megatron-Bridge style "num_moe_experts={} must be divisible by expert_model_parallel_size={}"
            ), "num_moe_experts must be divisible by expert_model_parallel_size" | - | | | the assert's source line in a traceback is not the error
            AssertionError: real_train_batch_size (60) must be divisible by total n_gpus (16). | parallel.layout-mismatch | | | verl trainer/ppo/ray_trainer.py _validate_config (0.2-0.5): "real_train_batch_size ({}) must be divisible by total n_gpus ({})." (train_batch_size x rollout.n over nnodes x n_gpus_per_node)
            (TaskRunner pid=2145, ip=10.1.2.3) AssertionError: real_train_batch_size (60) must be divisible by total n_gpus (16). | parallel.layout-mismatch | 10.1.2.3 | | the same in Ray's task prefix, which names the node's address
            AssertionError: SOLVER.IMS_PER_BATCH (2) must be divisible by the number of workers (16). | parallel.layout-mismatch | | | detectron2 data/build.py (0.1-0.6): "SOLVER.IMS_PER_BATCH ({}) must be divisible by the number of workers ({})." (workers: the world size over all machines)
            AssertionError: SOLVER.IMS_PER_BATCH (4) must be larger than the number of workers (8). | parallel.layout-mismatch | | | the same file's "must be larger than the number of workers ({})."
            AssertionError: Total batch size (2) must be divisible by the number of gpus (4). | parallel.layout-mismatch | | | detectron2 build_batch_data_loader (0.2+): "Total batch size ({}) must be divisible by the number of gpus ({})."
            AssertionError: batch-size 64 not multiple of GPU count 3 | parallel.layout-mismatch | | | YOLOv3-v5 utils/torch_utils.py select_device: "batch-size {} not multiple of GPU count {}" (older "batch-size %g not multiple of GPU count %g")
            AssertionError: BATCH_SIZE:2 not divisble by number of GPUs:4 | parallel.layout-mismatch | | | PaddleSeg 0.x pdseg/train.py: "BATCH_SIZE:{} not divisble by number of GPUs:{}" (its misspelling kept)
            assert batch_size % n == 0, f'batch-size {batch_size} not multiple of GPU count {n}' | - | | | the assert's source line in a traceback is not the error
            using world size: 16, data-parallel-size: 2, tensor-model-parallel size: 4, pipeline-model-parallel size: 2 | - | | | Megatron's layout banner is no error
            [12345.678901] Out of memory: Killed process 23141 (python) total-vm:98765432kB, anon-rss:65432100kB, file-rss:0kB, shmem-rss:12kB, UID:1000 pgtables:130000kB oom_score_adj:0 | slurm.oom | | | Linux mm/oom_kill.c __oom_kill_process (5.1+): "%s: Killed process %d (%s) total-vm:%lukB, anon-rss:%lukB, file-rss:%lukB, shmem-rss:%lukB, UID:%u pgtables:%lukB oom_score_adj:%hd" with "Out of memory"
            Jan  5 10:00:00 gpu-07 kernel: Memory cgroup out of memory: Killed process 4321 (python3) total-vm:1234567kB, anon-rss:1000000kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:2000kB oom_score_adj:0 | slurm.oom | gpu-07 | | the same with "Memory cgroup out of memory" (a cgroup limit: Slurm's job), in syslog's line naming the host
            [Mon Jan  6 10:01:02 2025] Out of memory: Kill process 9876 (python) score 912 or sacrifice child\\n[Mon Jan  6 10:01:02 2025] Killed process 9876 (python) total-vm:80000000kB, anon-rss:60000000kB, file-rss:0kB, shmem-rss:0kB | slurm.oom | | | Linux 4.x oom_kill_process: "%s: Kill process %d (%s) score %u or sacrifice child" then "Killed process %d (%s) total-vm:..." (dmesg -T)
            Memory cgroup out of memory: Kill process 5555 (python) score 1000 or sacrifice child | slurm.oom | | | Linux 3.x-4.x memcg wording
            Jan  5 10:00:00 node12 kernel: oom-kill:constraint=CONSTRAINT_MEMCG,nodemask=(null),cpuset=/,mems_allowed=0-1,oom_memcg=/slurm/uid_1000/job_4242,task_memcg=/slurm/uid_1000/job_4242/step_0/task_0,task=python,pid=1234,uid=1000 | slurm.oom | node12 | | Linux 4.19+ dump_oom_summary: "oom-kill:constraint=%s,nodemask=%*pbl,cpuset=%s,mems_allowed=%*pbl,oom_memcg=%s,task_memcg=%s,task=%s,pid=%d,uid=%d"
            10.1.2.3: python invoked oom-killer: gfp_mask=0x100cca(GFP_HIGHUSER_MOVABLE), order=0, oom_score_adj=0 | slurm.oom | 10.1.2.3 | | Linux oom_kill.c dump_header: "%s invoked oom-killer: gfp_mask=%#x(%pGg), order=%d, oom_score_adj=%hd" behind pdsh's prefix
            oom_reaper: reaped process 1234 (python), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB | slurm.oom | | | Linux 4.6+ oom_reap_task_mm: "oom_reaper: reaped process %d (%s), now anon-rss:%lukB, file-rss:%lukB, shmem-rss:%lukB"
            Nov 30 02:53:56 server01 kernel: [  818.375717] Task in /slurm/uid_1037/job_4242/step_0 killed as a result of limit of /slurm/uid_1037/job_4242 | slurm.oom | server01 | | Linux 3.x-4.18 mm/memcontrol.c mem_cgroup_print_oom_info: "Task in %s killed as a result of limit of %s" in syslog's line
            [6710784.707978] Killed process 215701, UID 679, (java) total-vm:11017300kB, anon-rss:1000kB, file-rss:0kB | slurm.oom | | | Linux 2.6.32 (RHEL 6) oom_kill_task: "Killed process %d, UID %d, (%s) total-vm:%lukB, ..."
            [  204.308150] memory: usage 102400kB, limit 102400kB, failcnt 181 | - | | | the memcg's usage line alone is no kill
            [ 5123.001122] Out of memory (oom_kill_allocating_task): Killed process 7781 (python) total-vm:51200000kB, anon-rss:40000000kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:80000kB oom_score_adj:0 | slurm.oom | | | Linux oom_kill.c out_of_memory with vm.oom_kill_allocating_task: "Out of memory (oom_kill_allocating_task)" before ": Killed process"
            $ sysctl vm.panic_on_oom\\nvm.panic_on_oom = 0 | - | | | a sysctl setting that names oom is no kill
            RuntimeError: [enforce fail at alloc_cpu.cpp:114] data. DefaultCPUAllocator: not enough memory: you tried to allocate 2147483648 bytes. | slurm.oom | | | torch c10/core/impl/alloc_cpu.cpp alloc_cpu (1.10-2.x): "DefaultCPUAllocator: not enough memory: you tried to allocate %d bytes."
            RuntimeError: [enforce fail at ..\\\\c10\\\\core\\\\CPUAllocator.cpp:72] data. DefaultCPUAllocator: not enough memory: you tried to allocate 1073741824 bytes. Buy new RAM! | slurm.oom | | | torch 1.2-1.9 CPUAllocator.cpp: "... you tried to allocate %dbytes. Buy new RAM!"
            [rank5]: RuntimeError: [enforce fail at alloc_cpu.cpp:83] err == 0. DefaultCPUAllocator: can't allocate memory: you tried to allocate 8589934592 bytes. Error code 12 (Cannot allocate memory) | slurm.oom | | | torch alloc_cpu.cpp posix_memalign branch: "DefaultCPUAllocator: can't allocate memory: you tried to allocate %d bytes. Error code %d (%s)"
            RuntimeError:unable to open share memory object</torch_74354_3738061832_2008> in read-write mode:Too many open files(24)。 | torch.dataloader-shm | | | the same as a user retyped it (blanks dropped, "share memory", a full-width stop)
            RuntimeError: $ Torch: not enough memory: you tried to allocate 0GB. Buy new RAM! at ..\\aten\\src\\TH\\THGeneral.cpp:204 | slurm.oom | | | TH THGeneral.cpp THAlloc (0.4-1.0): "$ Torch: not enough memory: you tried to allocate %dGB. Buy new RAM!"
            ValueError: Current node has no GPU available. current_node_resource={'accelerator_type:L4': 1.0, 'node:172.31.22.233': 1.0, 'CPU': 3.0, 'memory': 10868666368.0}. vLLM engine cannot start without GPU. Make sure you have at least one GPU available in a node current_node_id='4b47a2' current_ip='172.31.22.233'. | ray.resources-unavailable | 172.31.22.233 | | vLLM 0.7+ executor/ray_utils.py _wait_until_pg_ready / initialize_ray_cluster: "Current node has no GPU available. current_node_resource={}. ..." (the node named by its 'node:ADDRESS' resource)
            ERROR 02-09 02:31:11 engine.py:389] Ray does not allocate any GPUs on the driver node. Consider adjusting the Ray placement group or running the driver on a GPU node. | ray.resources-unavailable | | | vLLM 0.7's MQLLMEngine logging the ValueError's text
            numpy.core._exceptions._ArrayMemoryError: Unable to allocate 2.00 GiB for an array with shape (1000, 1000, 537) and data type float32 | slurm.oom | | | numpy 1.18+ _exceptions.py _ArrayMemoryError.__str__: "Unable to allocate {} for an array with shape {} and data type {}"
            Unable to allocate 10.8 GiB for an array with shape (22675998, 128) | slurm.oom | | | numpy's message without the exception's name (an issue title quoting it)
            numpy.core._exceptions.MemoryError: Unable to allocate 926. GiB for an array with shape (6794880, 36601) and data type float32 | slurm.oom | | | numpy 1.2x _size_to_string "{:#.0f}" leaves a stop after three digits ("926. GiB")
            Unable to allocate memory for the ring buffer | - | | | another program's "Unable to allocate" is not numpy's array message
            MemoryError: Unable to allocate array with shape (60000, 28, 28) and data type float64 | slurm.oom | | | numpy 1.16-1.17 multiarray ctors: "Unable to allocate array with shape %S and data type %S"
            gpu-07: OSError: [Errno 12] Cannot allocate memory | slurm.oom | gpu-07 | | CPython's OSError (ENOMEM: fork of a DataLoader worker, mmap) behind pdsh's prefix
            NET/IB : Unable to allocate memory region: Cannot allocate memory | - | | | not Python's [Errno 12]: an RDMA registration is no host memory kill (other rules read NCCL's lines)
            /var/spool/slurmd/job00191/slurm_script: line 28:  8156 Killed                  python3 main.py --prop hform --epochs 400 | - | | | bash's report of a SIGKILLed job: the cause is not in the line (a memory kill or a cancellation): no error from it alone
            RuntimeError: unable to open shared memory object </torch_2386_3318516547_62> in read-write mode: Too many open files (24) | torch.dataloader-shm | | | torch aten/src/ATen/MapAllocator.cpp (1.x-2.x): "unable to open shared memory object <%s> in read-write mode: %s (%d)"
            gpu-07: RuntimeError: unable to open shared memory object </torch_41_1820451937> in read-write mode | torch.dataloader-shm | gpu-07 | | TH THAllocator.c (0.4-1.4): "unable to open shared memory object <%s> in read-write mode"
            RuntimeError: unable to mmap 1048576 bytes from file </torch_1234_567_8>: Cannot allocate memory (12) | torch.dataloader-shm | | | MapAllocator.cpp: "unable to mmap %d bytes from file <%s>: %s (%d)"
            RuntimeError: Too many open files. Communication with the workers is no longer possible. Please increase the limit using `ulimit -n` in the shell or change the sharing strategy by calling `torch.multiprocessing.set_sharing_strategy('file_system')` at the beginning of your code | torch.dataloader-shm | | | torch utils/data/dataloader.py _try_get_data (1.1-2.x)
            RuntimeError: received 0 items of ancdata | torch.dataloader-shm | | | CPython multiprocessing/reduction.py recvfds: "received %d items of ancdata", a worker's tensor handed over a socket when file descriptors run out
            [1,3]<stderr>:RuntimeError: DataLoader worker (pid 4242) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit. | torch.dataloader-shm | | | torch utils/data/_utils/signal_handling.py under mpirun's tag
            RuntimeError: DataLoader worker (pid 1234) is killed by signal: Killed. | slurm.oom | | | torch csrc/DataLoader.cpp: "DataLoader worker (pid %d) is killed by signal: %s. " with SIGKILL's strsignal: the kernel's OOM killer
            RuntimeError: [enforce fail at inline_container.cc:595] . unexpected pos 4519168 vs 4519056 | fs.no-space | | | torch caffe2/serialize/inline_container.cc PyTorchStreamWriter::writeRecord (1.6-2.x): "unexpected pos %d vs %d" (a torch.save short write)
            RuntimeError: [enforce fail at inline_container.cc:445] . PytorchStreamWriter failed writing file data/12: file write failed | fs.no-space | | | inline_container.cc (1.13-2.x): "PytorchStreamWriter failed writing file %s: file write failed"
            node12.cluster.example.org: OSError: [Errno 122] Disk quota exceeded: '/lustre/home/u/ckpt/step_100/model.pt' | fs.no-space | node12.cluster.example.org | | CPython's OSError (EDQUOT) behind pdsh's prefix
            OSError: Not enough disk space. Needed: 134.92 GiB (download: 41.97 GiB, generated: 92.95 GiB, post-processed: Unknown size) | fs.no-space | | | Hugging Face datasets builder.py download_and_prepare (1.x-4.x): "Not enough disk space. Needed: %s (download: %s, generated: %s, post-processed: %s)"
            gpu-07: OSError: Not enough disk space. Needed: Unknown size (download: 3.93 GiB, generated: 6.87 GiB, post-processed: Unknown size) | fs.no-space | gpu-07 | | the same with an unknown total, behind pdsh's prefix
            bash: cannot create temp file for here-document: No space left on device | fs.no-space | | | bash redir.c here_document_to_fd: "cannot create temp file for here-document: %s" (a full /tmp)
            node12.cluster.example.org: cp: cannot create regular file '/lustre/u/ckpt/step_900.pt': Disk quota exceeded | fs.no-space | node12.cluster.example.org | | coreutils copy.c: "cannot create regular file %s: %s" behind pdsh's prefix
            mkdir: cannot create directory ‘/scratch/u/run_17’: No space left on device | fs.no-space | | | coreutils mkdir.c: "cannot create directory %s: %s" with its curly quotes
            /usr/bin/ld: final link failed: No space left on device | fs.no-space | | | GNU ld ldlang.c: "final link failed: %E" (an extension built at the job's start)
            mkdir: cannot create directory ‘/dev/shm/nccl-x’: No space left on device | - | | | /dev/shm's own: not this rule's (NCCL's and torch's shared memory rules read theirs)
            OSError: [Errno 30] Read-only file system: '/data/ckpt' | torch.exception | | | CPython's OSError (EROFS): the script's exception, no rule
            OSError: [Errno 116] Stale file handle | torch.exception | | | CPython's OSError (ESTALE, NFS)
            OSError: [Errno 24] Too many open files: '/data/shard-001.tar' | torch.exception | | | CPython's OSError (EMFILE) outside torch's wording
            RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory | checkpoint.corrupt | | | torch inline_container.cc PyTorchStreamReader: "PytorchStreamReader failed reading zip archive: %s": a checkpoint cut short (the job killed while saving)
            gpu-07: [rank3]: FileNotFoundError: [Errno 2] No such file or directory: '/ckpt/step_100/.metadata' | checkpoint.not-found | gpu-07 | | torch.distributed.checkpoint FileSystemReader.read_metadata: a checkpoint directory a killed or requeued job left without its .metadata (the script's exception, named with its node)
            _pickle.UnpicklingError: invalid load key, '\\x00'. | checkpoint.corrupt | | | CPython pickle on a checkpoint file the crash left zero-filled (torch.load of the legacy format)
            EOFError: Ran out of input | torch.exception | | | CPython pickle on an empty checkpoint file (written at the moment the job was killed)
            Restoring states from the checkpoint path at /ckpt/last.ckpt | - | | | Lightning checkpoint_connector.py resume_start's INFO line at a restart: no error
            Restored all states from the checkpoint at /ckpt/last.ckpt | - | | | Lightning 2.x's INFO after a successful resume: no error
            FileNotFoundError: Checkpoint at /ckpt/last.ckpt not found. Aborting training. | checkpoint.not-found | | | Lightning checkpoint_connector.py resume_start (1.5-1.9): "Checkpoint at {} not found. Aborting training."
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
