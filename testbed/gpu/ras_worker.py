"""One rank of testbed/gpu/ras-captures.sh: NCCL over sockets between "hosts" that are UTS namespaces of one GPU machine.

Every rank joins one NCCL communicator (torch.distributed, device cuda:0: the namespaces' different host names make NCCL
see one GPU per host), runs a warm-up all_reduce, then does what its case asks, so that NCCL's RAS subsystem (2.24+) has
something to report when ras-captures.sh asks it (the ncclras client's protocol):

  healthy    every rank all_reduces for RUN_S seconds
  dead       the last rank kills itself with SIGKILL after the warm-up; the others block in an all_reduce
  straggler  the last rank sleeps RUN_S seconds before its all_reduce; the others block in theirs

Nothing here prints an error message of its own: the ranks' output is NCCL's, torch's and Python's.
usage: RANK=r WORLD_SIZE=n MASTER_ADDR=... MASTER_PORT=... ras_worker.py CASE RUN_S
"""
import os
import signal
import sys
import time
from datetime import timedelta

import torch
import torch.distributed as dist


def main():
    case, run_s = sys.argv[1], float(sys.argv[2])
    rank, world = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
    torch.cuda.set_device(0)
    dist.init_process_group("nccl", timeout=timedelta(seconds=int(run_s) + 60), device_id=torch.device("cuda", 0))
    t = torch.ones(1 << 20, device="cuda")
    dist.all_reduce(t)
    torch.cuda.synchronize()
    print(f"rank {rank} of {world} on {os.uname().nodename}: warm-up all_reduce done", flush=True)
    last = rank == world - 1
    if case == "dead" and last:
        time.sleep(2)
        os.kill(os.getpid(), signal.SIGKILL)
    if case == "straggler" and last:
        time.sleep(run_s)
    end = time.time() + run_s
    n = 0
    while True:
        dist.all_reduce(t)
        torch.cuda.synchronize()
        n += 1
        if case != "healthy" or time.time() > end:
            break
    print(f"rank {rank}: {n} all_reduce(s) done", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
