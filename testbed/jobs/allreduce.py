"""gloo all_reduce check for the testbed self-test.

Usage: allreduce.py torchrun|slurm|ompi
Takes its rank from the launcher's variables, joins the group through MASTER_ADDR/MASTER_PORT
(env://), sums rank+1 over all ranks and exits non-zero unless the sum is world*(world+1)/2.
"""
import datetime
import os
import socket
import sys

import torch
import torch.distributed as dist

SOURCES = {
    "torchrun": ("RANK", "WORLD_SIZE", "LOCAL_RANK"),
    "slurm": ("SLURM_PROCID", "SLURM_NTASKS", "SLURM_LOCALID"),
    "ompi": ("OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE", "OMPI_COMM_WORLD_LOCAL_RANK"),
}


def main() -> int:
    mode = sys.argv[1] if len(sys.argv) > 1 else "torchrun"
    rank_var, world_var, local_var = SOURCES[mode]
    rank = int(os.environ[rank_var])
    world = int(os.environ[world_var])
    local = int(os.environ[local_var])
    os.environ["RANK"] = str(rank)
    os.environ["WORLD_SIZE"] = str(world)
    dist.init_process_group("gloo", init_method="env://", rank=rank, world_size=world,
                            timeout=datetime.timedelta(seconds=120))
    t = torch.tensor([float(rank + 1)])
    dist.all_reduce(t)
    expected = world * (world + 1) / 2
    ok = t.item() == expected
    print(f"ALLREDUCE {'OK' if ok else 'BAD'} mode={mode} rank={rank} local={local} world={world} "
          f"host={socket.gethostname()} ifname={os.environ.get('GLOO_SOCKET_IFNAME', '')} "
          f"sum={t.item():g} expected={expected:g}", flush=True)
    dist.destroy_process_group()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
