"""One data-parallel training loop that fails on purpose (testbed/gpu/fault-captures.sh, doctor's corpus, issue 26).

Each rank all_reduces a 16 MiB tensor once a second and prints `rank R iter I`; the rank CJ_FAULT_RANK (default 1)
makes the fault CJ_FAULT at iteration CJ_FAULT_AT (default 3). What the ranks, torch, NCCL and Slurm then print is
the capture: nothing here imitates an error message, every fault is the real thing.

  none         no fault (a healthy run of CJ_ITERS iterations)
  exception    the rank opens a data shard that is not on its node (FileNotFoundError)
  sigkill      the rank is killed by SIGKILL, as the kernel's OOM killer would
  oom          the rank asks the GPU for 400 GiB (CUDA out of memory)
  assert       the rank indexes past a tensor's end on the GPU (a device-side assert)
  mismatch     the rank broadcasts where the others all_reduce (a collective mismatch)
  hang         the rank stops calling collectives (a stuck data loader): the others' watchdog times out
  ordinal      the rank selects GPU 1 at start (a LOCAL_RANK taken for the device on a 1-GPU node)

Rank and world from RANK/WORLD_SIZE (torchrun) or SLURM_PROCID/SLURM_NTASKS (srun); MASTER_ADDR/MASTER_PORT from the
environment. CJ_BACKEND overrides the backend (default nccl with CUDA, else gloo); CJ_PG_TIMEOUT the process group's
time-out in seconds (default 60).
"""
import datetime
import os
import signal
import socket
import sys
import time

import torch
import torch.distributed as dist


def env_int(*names, default):
    for name in names:
        if os.environ.get(name):
            return int(os.environ[name])
    return default


def main():
    rank = env_int("RANK", "SLURM_PROCID", default=0)
    world = env_int("WORLD_SIZE", "SLURM_NTASKS", default=1)
    fault = os.environ.get("CJ_FAULT", "none")
    fault_at = env_int("CJ_FAULT_AT", default=3)
    faulty = rank == env_int("CJ_FAULT_RANK", default=1)
    cuda = torch.cuda.is_available()
    backend = os.environ.get("CJ_BACKEND") or ("nccl" if cuda else "gloo")
    device = torch.device("cuda", 0) if cuda else torch.device("cpu")
    if cuda:
        torch.cuda.set_device(1 if faulty and fault == "ordinal" else 0)
    print(f"rank {rank}/{world} on {socket.gethostname()}: {backend}, torch {torch.__version__}", flush=True)
    timeout = datetime.timedelta(seconds=env_int("CJ_PG_TIMEOUT", default=60))
    dist.init_process_group(backend, rank=rank, world_size=world, timeout=timeout)
    data = torch.ones(4 * 2**20, device=device)
    for step in range(env_int("CJ_ITERS", default=1_000_000)):
        if faulty and step == fault_at:
            data = make_fault(fault, data, device)
        else:
            dist.all_reduce(data)
        if cuda:
            torch.cuda.synchronize()
        data.fill_(1.0)
        print(f"rank {rank} iter {step}", flush=True)
        time.sleep(1)
    dist.destroy_process_group()


def make_fault(fault, data, device):
    if fault == "exception":
        with open(f"/scratch/dataset/shard-{os.getpid() % 97:05d}.bin", "rb") as shard:
            shard.read()
    elif fault == "sigkill":
        os.kill(os.getpid(), signal.SIGKILL)
    elif fault == "oom":
        torch.empty(400 * 2**30, dtype=torch.uint8, device=device)
    elif fault == "assert":
        data = data[torch.tensor([data.numel() + 10], device=device)]
        dist.all_reduce(data)
    elif fault == "mismatch":
        dist.broadcast(data, src=0)
    elif fault == "hang":
        time.sleep(3600)
    else:
        dist.all_reduce(data)
    return data


if __name__ == "__main__":
    sys.exit(main())
