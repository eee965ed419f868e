package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;


/**
 * The training frameworks' own start-up failures of issue 26's sixth round (doc6a): the parallel layout against the world size
 * (Megatron-LM / NeMo, vLLM, ColossalAI, finetrainers, verl, TensorRT-LLM, DeepSpeed's batch check), Lightning's device and SLURM
 * checks, DeepSpeed's runner before any rank starts, submitit's sbatch refusal. One row per wording, each written from the framework's
 * format string (the last column says which; rules.yaml's comment on the rule says the same), and the real lines the open corpus holds:
 * the codes of the findings in order ("-": no error), and the host and peer of the first. {@code \n} in a row is a line break.
 */
class FrameworkWordingTest {
    private static final LogDoctor DOCTOR = new LogDoctor(DoctorRules.bundled());

    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: world_size (16) is not divisible by tensor_model_parallel_size (8) x pipeline_model_parallel_size (4) | parallel.layout-mismatch | | | Megatron-LM core parallel_state.py "world_size ({}) is not divisible by tensor_model_parallel_size ({}) x pipeline_model_parallel_size ({})"
            RuntimeError: world_size (24) is not divisible by tensor_model_parallel_size (4) x pipeline_model_parallel_size (2) x context_parallel_size (2) | parallel.layout-mismatch | | | Megatron core 0.5-0.8 with " x context_parallel_size ({})"
            [rank0]: RuntimeError: world_size (1) is not divisible by 2 | parallel.layout-mismatch | | | Megatron core 0.9+ "world_size ({}) is not divisible by {total_model_size}" behind torch 2.4's [rank0]: prefix (NeMo 24.09)
            [rank0]:     raise RuntimeError(f"world_size ({world_size}) is not divisible by {total_model_size}") | - | | | the source line a traceback shows is not the error: no digits, no finding
            RuntimeError: decoder world_size (4) is not divisible by expert_tensor_model_pipeline_parallel size (8) | parallel.layout-mismatch | | | Megatron core 0.1x "decoder world_size ({}) is not divisible by expert_tensor_model_pipeline_parallel size ({})"
            node2: RuntimeError: world_size (8) is not divisible by tensor_model_parallel_size (3) x pipeline_model_parallel_size (1) | parallel.layout-mismatch | node2 | | the same behind pdsh's host prefix (DeepSpeed's pdsh launcher): the node is named
            RuntimeError: world_size (8) is not equal to tensor_model_parallel_size (4) x pipeline_model_parallel_size (1) | parallel.layout-mismatch | | | vLLM distributed/parallel_state.py "world_size ({}) is not equal to tensor_model_parallel_size ({}) x pipeline_model_parallel_size ({})"
            [rank1]: **RuntimeError: world_size (8) is not equal to tensor_model_parallel_size (4) x pipeline_model_parallel_size (1)** | parallel.layout-mismatch | | | the same in markdown bold (ms-swift #3739)
            AssertionError: World size 8 is not divisible by tp_size 1 * pp_size 3 | parallel.layout-mismatch | | | ColossalAI booster plugins "World size {} is not divisible by tp_size {} * pp_size {}"
            2025-05-22 03:33:36 - [ERROR] - An error occurred during training: World size 2 must be divisible by the product of all parallel degrees and data parallel shards. | parallel.layout-mismatch | | | finetrainers parallel/ptd.py "World size {} must be divisible by the product of all parallel degrees and data parallel shards."
            AssertionError: rollout world_size: 1 is not divisible by infer_tp: 2 | parallel.layout-mismatch | | | verl's vLLM rollout "rollout world_size: {} is not divisible by infer_tp: {}"
            ValueError: Total number of attention heads (40) must be divisible by tensor parallel size (3). | parallel.layout-mismatch | | | vLLM config.py verify_with_parallel_config "Total number of attention heads ({}) must be divisible by tensor parallel size ({})."
            Value error, Total number of attention heads (64) must be divisible by tensor parallel size (3). | parallel.layout-mismatch | | | the same through pydantic (vLLM 0.10+)
            AssertionError: num_heads (52) must be divisible by mp_size (8) | parallel.layout-mismatch | | | DeepSpeed module_inject "num_heads ({}) must be divisible by mp_size ({})"
            AssertionError: Hidden dim must be divisible by world size | parallel.layout-mismatch | | | foundation-model-stack tensor parallel layers "Hidden dim must be divisible by world size"
            AssertionError: 32 is not divisible by 3 | parallel.layout-mismatch | | | Megatron core utils.py ensure_divisibility / vLLM distributed/utils.py / ColossalAI divide(): "{} is not divisible by {}"
            [rank2]: AssertionError: 25 is not divisible by 4 | parallel.layout-mismatch | | | the same behind torch 2.4's [rankN]: prefix
            assert numerator % denominator == 0, \\\\nAssertionError: 96 is not divisible by 64 | parallel.layout-mismatch | | | the same after the assert's source line (ColossalAI #3043)
            The number 7 is not divisible by 2, so the last batch is smaller. | - | | | a sentence with the words, no AssertionError: no finding
            RuntimeError: [TensorRT-LLM][ERROR] Assertion failed: mpiSize == tp * pp (/src/tensorrt_llm/runtime/worldConfig.cpp:89) | parallel.layout-mismatch | | | TensorRT-LLM worldConfig.cpp TLLM_CHECK "[TensorRT-LLM][ERROR] Assertion failed: %s (%s:%d)"
            AssertionError: Check batch related parameters. train_batch_size is not equal to micro_batch_per_gpu * gradient_acc_step * world_size 16 != 1 * 1 * 8 | parallel.layout-mismatch | | | DeepSpeed runtime/config.py _batch_assertion "... world_size {} != {} * {} * {}"
            AssertionError: Check batch related parameters. train_batch_size is not equal to micro_batch_per_gpu * gradient_acc_step * world_size2 != 1 * 1 * 1 | parallel.layout-mismatch | | | DeepSpeed before 0.5.10, no blank before the numbers
            AssertionError: Check batch related parameters. train_batch_size is not\\nequal to micro_batch_per_gpu * gradient_acc_step * world_size 64 != 4 *\\n8 * 1 | parallel.layout-mismatch | | | the same wrapped by rich's traceback at 72 columns (starcoder #77)
            AssertionError: Check batch related parameters. train_batch_size is not equal to micro_batch_per_gpu * gradient_acc_step * world_size 256 != 4 * 8 * 1\\nERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 91809) of binary: /usr/bin/python | parallel.layout-mismatch,torch.child-failed | | | the rank's start-up failure, then torch elastic's line that it ended (its outcome, kept beside it)
            pytorch_lightning.utilities.exceptions.MisconfigurationException: You requested GPUs: [0, 1]\\n But your machine only has: [0] | lightning.devices-mismatch | | | pytorch_lightning 1.x device_parser "You requested GPUs: {gpus}\\n But your machine only has: {all_available_gpus}"
            lightning.fabric.utilities.exceptions.MisconfigurationException: You requested gpu: [0, 1, 2, 3]\\n But your machine only has: [0] | lightning.devices-mismatch | | | lightning.fabric 2.x device_parser "You requested gpu: {gpus}\\n But your machine only has: {all_available_gpus}"
            pytorch_lightning.utilities.debugging.MisconfigurationException: \\n            You requested GPUs: [0]\\n            But your machine only has: [] | lightning.devices-mismatch | | | pytorch_lightning 0.7-1.2, the message indented in a triple-quoted string
            lightning.fabric.utilities.exceptions.MisconfigurationException: You requested gpu: [0, 1] But your machine only has: [0] | lightning.devices-mismatch | | | the two lines run into one (an issue title)
            pytorch_lightning.utilities.exceptions.MisconfigurationException: No `test_dataloader()` method defined to run `Trainer.test`. | torch.exception | | | another MisconfigurationException is the script's own exception
            RuntimeError: You set `--ntasks=8` in your SLURM bash script, but this variable is not supported. HINT: Use `--ntasks-per-node=8` instead. | lightning.slurm-mismatch | | | lightning SLURMEnvironment._validate_srun_variables "You set `--ntasks={ntasks}` in your SLURM bash script, but this variable is not supported. HINT: ..."
            ValueError: You set `devices=4` in Lightning, but the number of tasks per node configured in SLURM `--ntasks-per-node=1` does not match. HINT: Set `devices=1`. | lightning.slurm-mismatch | | | lightning 2.1+ SLURMEnvironment.validate_settings "You set `devices={}` in Lightning, but the number of tasks per node configured in SLURM `--ntasks-per-node={}` does not match."
            ValueError: You set `num_nodes=2` in Lightning, but the number of nodes configured in SLURM `--nodes=1` does not match. HINT: Set `num_nodes=1`. | lightning.slurm-mismatch | | | lightning 2.1+ validate_settings "You set `num_nodes={}` in Lightning, but the number of nodes configured in SLURM `--nodes={}` does not match."
            UserWarning: \\nYou requested 2 GPUs but launched 1 slurm tasks.\\nWe will launch 2 processes for you. | lightning.slurm-mismatch | | | pytorch_lightning 0.4-0.7 warning "You requested {} GPUs but launched {} slurm tasks." (a warning)
            PossibleUserWarning: The `srun` command is available on your system but is not used. HINT: If your intention is to run Lightning on SLURM, prepend your python command with `srun` like so: srun python train.py ... | - | | | lightning 1.8+ rank_zero_warn: no error
            ValueError: Hostfile contains a bad entry: worker-1 slot=8, unable to proceed with launching | deepspeed.launcher-config | | | DeepSpeed runner.py _parse_hostfile "Hostfile contains a bad entry: {line}, unable to proceed with launching"
            ValueError: Hostfile contains a bad entry: {line}, unable to proceed with launching | deepspeed.launcher-config | | | the same from DeepSpeed 0.8-0.9, the f-string prefix missing (deepspeed #3669)
            ValueError: Hostfile contains multiple entries for worker-1, unable to proceed with launching | deepspeed.launcher-config | | | runner.py "Hostfile contains multiple entries for {host}, unable to proceed with launching"
            ValueError: Hostfile is empty or not formatted correctly, unable to proceed with launching. | deepspeed.launcher-config | | | runner.py "Hostfile is empty or not formatted correctly, unable to proceed with launching."
            ValueError: Hostname 'worker-2' not found in hostfile | deepspeed.launcher-config | | | runner.py parse_resource_filter "Hostname '{}' not found in hostfile"
            ValueError: No slot '4' specified on host 'worker-0' | deepspeed.launcher-config | | | runner.py parse_resource_filter "No slot '{}' specified on host '{}'"
            RuntimeError: launcher 'pdsh' not installed. | deepspeed.launcher-config | | | runner.py main "launcher '{}' not installed."
            RuntimeError: Unable to proceed, no GPU resources available | deepspeed.launcher-config | | | runner.py main "Unable to proceed, no GPU resources available"
            [2023-04-19 10:49:12,862] [WARNING] [runner.py:190:fetch_hostfile] Unable to find hostfile, will proceed with training with local resources only. | - | | | runner.py fetch_hostfile's warning: a single-node run, no error
            ValueError: Requested more processes (8) than there are available slots (4) | mpi.not-enough-slots | | | horovodrun runner/common/util/hosts.py "Requested more processes ({}) than there are available slots ({})"
            ValueError: Process number should not be larger than total available slots. | mpi.not-enough-slots | | | horovodrun 0.19-0.20 gloo_run.py (horovod #2090)
            ValueError: Not enough slots on the hosts to fulfill the 12 requested. | mpi.not-enough-slots | | | horovodrun js_run.py "Not enough slots on the hosts to fulfill the {slots} requested."
            [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=12, OpType=BROADCAST, NumelIn=1024, Nu | torch.watchdog-timeout | | | torch ProcessGroupNCCL's watchdog line cut by a paste inside WorkNCCL's sizes (the rest of "WorkNCCL(SeqNum=%d, OpType=%s, NumelIn=%d, NumelOut=%d, Timeout(ms)=%d) ran for %d milliseconds before timing out.")
            [E ProcessGroupNCCL.cpp:737] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=469508, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1802212 milliseconds before timing out. | torch.watchdog-timeout | | | torch 1.10-1.13's whole line, as before
            submitit.core.utils.FailedJobError: sbatch: error: Batch job submission failed: Requested node configuration is not available | slurm.allocation-failed | | | submitit slurm.py: sbatch's stderr inside FailedJobError
            submitit.core.utils.FailedJobError: sbatch: error: Job rejected: Please do not specify cores/CPUs/tasks for GPU jobs. | slurm.allocation-failed | | | the same with a site's job_submit refusal (submitit #1649)
            Stalled ops: HorovodAllreduce_gradients_conv1_0 [ready ranks: 0, 2, 3] | torch.collective-mismatch | | | doc10: Horovod 0.9-0.15 operations.cc stall check's per-op line "NAME [ready ranks: R, ...]" without its header (a warning)
            [2019-06-04 16:49:19.738018: W horovod/common/operations.cc:588] DistributedAdamOptimizer_Allreduce/HorovodAllreduce_grads_0 [missing ranks: 3] | torch.collective-mismatch | | | Horovod 0.16+ "NAME [missing ranks: M, ...]" without its header
            hvd.allreduce(tensor, name='loss')  # every rank submits it, else [missing ranks: ...] warnings follow | - | | | a comment that names the warning is no stall (no Horovod op name before it)
            RuntimeError: Horovod detected that one or more processes exited with non-zero status, thus causing the job to be terminated. The first process to do so was:\\nProcess name: 2\\nExit code: 1 | mpi.process-failed | | | doc10: horovodrun gloo_run.py launch_gloo "Horovod detected that one or more processes exited with non-zero status, ... The first process to do so was:\\nProcess name: {name}\\nExit code: {code}" (the name a rank)
            RuntimeError: Horovod detected that one or more processes exited with non-zero status, thus causing the job to be terminated. The first process to do so was:\\nProcess name: gpu-n3[1]\\nExit code: 137 | mpi.process-failed | gpu-n3 | | the same from launch_gloo_elastic, the name HOST[LOCAL_RANK]: the host is named
            mpirun detected that one or more processes exited with non-zero status, thus causing\\nthe job to be terminated. The first process to do so was:\\n\\n  Process name: [[29973,1],0]\\n  Exit code:    1 | mpi.process-failed | | | Open MPI's own wording still read by its rule (the launcher before "detected" is not Horovod)
            Horovod detected 4 GPUs on this host and will use NCCL for allreduce | - | | | another sentence that starts the same: no finding
            [rank3]:[E1026 04:01:30.105007493 ProcessGroupNCCL.cpp:1858] [PG ID 0 PG GUID 0(default_pg) Rank 3] Received a dump signal due to a collective timeout from this local rank and we will try our best to dump the debug info. Last enqueued NCCL work: 812, last completed NCCL work: 809.This is most likely caused by incorrect usages of collectives | torch.watchdog-timeout | | | doc10: torch 2.4-2.11 ProcessGroupNCCL getNCCLWatchdogTimeoutErrorMsg "Received a dump signal due to a collective timeout from " + "this local rank" + " and we will try our best to dump the debug info. Last enqueued NCCL work: %d, last completed NCCL work: %d."
            [PG ID 0 PG GUID 0(default_pg) Rank 0] Received a dump signal due to a collective timeout from  rank 7 and we will try our best to dump the debug info. Last enqueued NCCL work: 12, last completed NCCL work: 12. | torch.watchdog-timeout | | | the same told by another rank through the TCPStore (" rank %d", two blanks before it)
            [PG ID 1 PG GUID 1 Rank 5] Received a dump signal due to a collective timeout from  rank 2 and we will try our best to dump the debug info. Last enqueued gloo work: 3, last completed gloo work: 3. | torch.watchdog-timeout | | | torch 2.10+ HeartbeatMonitor::getWatchdogTimeoutErrorMsg with the backend's name in place of NCCL
            [PG 0 Rank 2] Received a timeout signal from this local rank and will start to dump the debug info. Last enqueued NCCL work: 5, last completed NCCL work: 4. | torch.watchdog-timeout | | | torch 2.3 ProcessGroupNCCL "Received a timeout signal from this local rank and will start to dump the debug info."
            [rank4]:[E129 16:38:47.634597716 ProcessGroupNCCL.cpp:1794] [PG ID 0 PG GUID 0(default_pg) Rank 4] Observed flight recorder dump signal from another rank via TCPStore. | torch.watchdog-timeout | | | torch 2.5+ heartbeatMonitor "Observed flight recorder dump signal from another rank via TCPStore."
            export TORCH_NCCL_DUMP_ON_TIMEOUT=1  # dump the flight recorder when a rank receives a dump signal | - | | | the setting that asks for the dump is no failure
            RuntimeError: [Rank 0]: Rank 3 failed to pass monitoredBarrier in 30000 ms\\n Original exception: \\n[/opt/gloo/transport/tcp/pair.cc:534] Connection closed by peer [10.0.0.12]:41234 | torch.barrier-timeout,gloo.connect-failed | | 10.0.0.12 | torch ProcessGroupGloo.cpp monitoredBarrier "[Rank 0]: Rank %d failed to pass monitoredBarrier in %d ms" + "\\n Original exception: \\n" + gloo's error: the address of the rank that went away is its peer
            [Rank 0]: Ranks 1, 2 failed to pass monitoredBarrier in 120000 ms | torch.barrier-timeout | | | the same with wait_all_ranks=True: "[Rank 0]: Ranks %s failed to pass monitoredBarrier in %d ms" (logged, then thrown)
            dist.monitored_barrier(group=gloo_group, timeout=timedelta(seconds=30), wait_all_ranks=True) | - | | | the call in a script is no failure
            tensorflow.python.framework.errors_impl.UnknownError: Horovod has been shut down. This was caused by an exception on one of the ranks or an attempt to allreduce, allgather or broadcast a tensor after one of the ranks finished execution. If the shutdown was caused by an exception, you should see the exception in the log before the first shutdown message. | horovod.shut-down | | | Horovod common/operations.cc SHUT_DOWN_ERROR (0.13-0.28), raised by TensorFlow
            [1,2]<stderr>:RuntimeError: Horovod has been shut down. This has been caused by an exception on one of the rank or an attempt to allreduce, allgather or broadcast a tensor after one of the ranks has finished execution. | horovod.shut-down | | | Horovod 0.12's wording through torch, behind mpirun --tag-output's rank prefix
            [1,1]<stderr>:RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB (GPU 1; 31.75 GiB total capacity; 28.10 GiB already allocated)\\n[1,0]<stderr>:RuntimeError: Horovod has been shut down. This was caused by an exception on one of the ranks or an attempt to allreduce, allgather or broadcast a tensor after one of the ranks finished execution. If the shutdown was caused by an exception, you should see the exception in the log before the first shutdown message. | torch.cuda-oom,horovod.shut-down | | | the shutdown follows the rank that failed first: its error is the cause
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
