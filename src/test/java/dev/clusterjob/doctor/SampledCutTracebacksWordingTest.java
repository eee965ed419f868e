package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Tracebacks of multi-GPU start-up pasted without their exception line: the innermost frame says which call raised, since a
 * traceback lists only the calls on the stack at the raise. A frame in the process group's rendezvous (init_process_group's
 * rendezvous step and store based barrier, the TCPStore's creation, DeepSpeed's init_distributed, a user's or
 * accelerate's call of either, rich's marked line) is torch.rendezvous-timeout; a collective at start-up (barrier, all_reduce,
 * broadcast, DDP's parameter check and sync, DeepSpeed's model broadcast) torch.dist-backend-error; torch.cuda.set_device
 * torch.invalid-device-ordinal; the env:// handler raising for a missing variable stays torch.exception (the innermost frame decides);
 * and the negatives (faulthandler's and py-spy's dumps of a hang, a code snippet, rich's context lines, a traceback whose exception line
 * survives). Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line
 * break.
 */
class SampledCutTracebacksWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Traceback (most recent call last):\\n  File "/root/code/tools/env.py", line 27, in _init_dist_pytorch\\n    dist.init_process_group(backend=args.dist_backend, init_method=args.dist_url, | torch.rendezvous-timeout |  |  | MultiModal-DeepFake issue 39: a user's frame calling init_process_group, cut after its line
              File "/usr/lib/python3.8/site-packages/torch/distributed/distributed_c10d.py", line 397, in init_process_group\\n    store, rank, world_size = next(rendezvous_iterator) | torch.rendezvous-timeout |  |  | torch 1.x distributed_c10d.py init_process_group's rendezvous step
              File "/opt/conda/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 627, in init_process_group\\n    _store_based_barrier(rank, store, timeout) | torch.rendezvous-timeout |  |  | torch 1.8-1.13 init_process_group's store based barrier
              File "/opt/conda/lib/python3.10/site-packages/torch/distributed/distributed_c10d.py", line 254, in _store_based_barrier | torch.rendezvous-timeout |  |  | the barrier's own frame, cut before its source line
              File "/usr/local/lib/python3.10/dist-packages/torch/distributed/rendezvous.py", line 176, in _create_c10d_store\\n    return TCPStore( | torch.rendezvous-timeout |  |  | torch 1.10-2.x rendezvous.py: the TCPStore's creation
              File "/envs/a/lib/python3.11/site-packages/torch/distributed/rendezvous.py", line 230, in _tcp_rendezvous_handler\\n    store = _create_c10d_store(\\n            ^^^^^^^^^^^^^^^^^^^ | torch.rendezvous-timeout |  |  | Python 3.11's carets under the tcp:// handler's line
              File "/envs/ds/lib/python3.9/site-packages/deepspeed/comm/comm.py", line 670, in init_distributed\\n    cdb = TorchBackend(dist_backend, timeout, init_method, rank, world_size) | torch.rendezvous-timeout |  |  | DeepSpeed comm.py init_distributed creating its torch backend
              File "/envs/ds/lib/python3.9/site-packages/deepspeed/comm/comm.py", line 670, in init_distributed | torch.rendezvous-timeout |  |  | the same frame cut before its source line
            node2: │ ❱ 147 │   │   │   │   │   │   dist.init_distributed(dist_backend=self.backend)                   │ | torch.rendezvous-timeout | node2 |  | peft issue 110: rich's marked line of accelerate state.py under pdsh's host prefix
            lifebiodevai: │ /home/thomas/miniconda3/envs/nlp/lib/python3.10/site-packages/accelerate/state.py:147 in         │\\nlifebiodevai: │ __init__                                                                                         │\\nlifebiodevai: │ ❱ 147 │   │   │   │   │   │   dist.init_distributed(dist_backend=self.backend)                   │ | torch.rendezvous-timeout | lifebiodevai |  | peft issue 110: the same under a pdsh host without a digit, before rich's panel lines
            [rank0]: File "/root/miniconda3/lib/python3.10/site-packages/torch/distributed/utils.py", line 288, in _verify_param_shape_across_processes | torch.dist-backend-error |  |  | accelerate issue 1481: DDP's parameter check at construction, torch 2.x's rank prefix
              File "/home/u/.local/lib/python3.9/site-packages/torch/distributed/utils.py", line 265, in _verify_param_shape_across_processes\\n    return dist._verify_params_across_processes(process_group, tensors, logger) | torch.dist-backend-error |  |  | the same with its source line
              File "/opt/conda/lib/python3.11/site-packages/torch/distributed/c10d_logger.py", line 72, in wrapper\\n    return func(*args, **kwargs)\\n  File "/opt/conda/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3439, in barrier\\n    work = default_pg.barrier(opts=opts) | torch.dist-backend-error |  |  | torch 2.x barrier through c10d_logger's wrapper
              File "train.py", line 42, in main\\n    dist.all_reduce(torch.zeros(1).cuda()) | torch.dist-backend-error |  |  | a user's first all_reduce after init
              File "/envs/ds/lib/python3.8/site-packages/deepspeed/runtime/engine.py", line 1010, in _broadcast_model\\n    dist.broadcast(p, groups._get_broadcast_src_rank(), group=self.seq_data_parallel_group) | torch.dist-backend-error |  |  | DeepSpeed's engine broadcasting the model from rank 0
              File "/usr/lib/python3.8/site-packages/torch/nn/parallel/distributed.py", line 580, in __init__\\n    self._sync_params_and_buffers(authoritative_rank=0) | torch.dist-backend-error |  |  | torch 1.x DDP's construction-time broadcast
              File "/usr/lib/python3.8/site-packages/torch/cuda/__init__.py", line 326, in set_device\\n    torch._C._cuda_setDevice(device) | torch.invalid-device-ordinal |  |  | torch cuda/__init__.py set_device
              File "train.py", line 20, in setup\\n    torch.cuda.set_device(rank) | torch.invalid-device-ordinal |  |  | a user's set_device with the global rank
              File "/venv/lib/python3.8/site-packages/torch/distributed/distributed_c10d.py", line 423, in init_process_group\\n    store, rank, world_size = next(rendezvous_iterator)\\n  File "/venv/lib/python3.8/site-packages/torch/distributed/rendezvous.py", line 166, in _env_rendezvous_handler\\n    raise _env_error("MASTER_ADDR") | torch.exception |  |  | ECCV2022-RIFE issue 52: the innermost frame decides, the env:// handler raising for a variable that is not set
              File "/venv/lib/python3.10/site-packages/torch/distributed/rendezvous.py", line 243, in _env_rendezvous_handler\\n    master_addr = _get_env_or_raise("MASTER_ADDR") | torch.exception |  |  | torch 2.x's helper for the same
              File "/opt/conda/lib/python3.11/site-packages/torch/distributed/distributed_c10d.py", line 3439 in barrier | - |  |  | negative: faulthandler's dump of a hang (no comma before "in")
                barrier (torch/distributed/distributed_c10d.py:3439) | - |  |  | negative: py-spy's dump of a hang
                dist.init_process_group("nccl", rank=rank, world_size=world_size) | - |  |  | negative: a code snippet, no frame above it
            │   149 │   │   │   │   │   │   torch.distributed.init_process_group(backend="nccl", **kwargs)     │ | - |  |  | negative: rich's context line, not the frame's marked line
              File "train.py", line 11, in main\\n    dist.init_process_group("nccl", device_id=dev)\\nTypeError: init_process_group() got an unexpected keyword argument 'device_id' | python.package-mismatch |  |  | negative: the exception line survives and is read (a keyword argument the installed torch lacks: device_id came in torch 2.3)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
