#!/usr/bin/python3
"""clusterjob e2e test program: one torch.distributed (gloo) all_reduce, ranks taken from the environment.

It reads only what clusterjob's launchers give a training process: RANK, LOCAL_RANK, WORLD_SIZE,
MASTER_ADDR, MASTER_PORT (init_process_group(init_method="env://")) and NODE_RANK, sums rank+1 over
all ranks and prints one line per rank for the test to parse (values never contain blanks; every line also
goes to a file of the process's own, e2e_report.py):

  CJ-E2E-RANK host=node1 rank=0 local_rank=0 world_size=4 node_rank=0 local_world_size=2
      master_addr=node1 master_port=15123 ifname=bond0 nccl_ifname=bond0 component=- marker=-
      cuda_visible_devices=- sum=10 argv=train,x.yaml

(one line; component is CLUSTERJOB_COMPONENT of a heterogeneous job, marker CJ_E2E_MARKER, "-" when
unset). Exit 3 and a CJ-E2E-ERROR line when a variable is missing, 1 when the sum is wrong;
Then the environment the process started with, as src/test/e2e/env_dump.py prints it (CJ-E2E-ENV
lines, for explain's comparison). Anything torch raises (a wrong GLOO_SOCKET_IFNAME, an unreachable master) ends it with a traceback.
With CJ_E2E_COLLECTIVE=none in its environment it neither imports torch nor joins a process group and prints
sum=-: the launch contract alone, for the 16-rank jobs of the built-in h800 profile, whose collective the
smaller jobs of the same launchers prove (an import of Debian's torch costs the testbed about 2 CPU seconds a rank).
Run with /usr/bin/python3: Debian's python3-torch belongs to it.
"""
import base64
import datetime
import os
import socket
import sys
import zlib

import e2e_report

# The environment as the launcher gave it, before torch's import can add to it (for explain's comparison).
START_ENV = dict(os.environ)

REQUIRED = ("RANK", "LOCAL_RANK", "WORLD_SIZE", "NODE_RANK", "MASTER_ADDR", "MASTER_PORT")


def main() -> int:
    host = socket.gethostname()
    missing = [v for v in REQUIRED if not os.environ.get(v)]
    if missing:
        print(f"CJ-E2E-ERROR host={host} missing={','.join(missing)}", flush=True)
        print(f"allreduce_env.py: {', '.join(missing)} not set on {host}", file=sys.stderr, flush=True)
        return 3
    rank = int(os.environ["RANK"])
    world = int(os.environ["WORLD_SIZE"])

    collective = os.environ.get("CJ_E2E_COLLECTIVE", "all_reduce")
    if collective not in ("all_reduce", "none"):
        print(f"CJ-E2E-ERROR host={host} CJ_E2E_COLLECTIVE={collective} is neither all_reduce nor none", flush=True)
        return 3
    dist = None
    if collective == "none":
        total = "-"
    else:
        import torch  # after the checks: a missing variable fails in 0.1 s, not after torch's import
        import torch.distributed as dist

        dist.init_process_group("gloo", init_method="env://", rank=rank, world_size=world,
                                timeout=datetime.timedelta(seconds=180))
        if dist.get_rank() != rank or dist.get_world_size() != world:
            print(f"CJ-E2E-ERROR host={host} group rank/size {dist.get_rank()}/{dist.get_world_size()} "
                  f"!= env {rank}/{world}", flush=True)
            return 1
        t = torch.tensor([float(rank + 1)])
        dist.all_reduce(t)
        total = int(t.item())
    fields = {
        "host": host,
        "rank": rank,
        "local_rank": os.environ["LOCAL_RANK"],
        "world_size": world,
        "node_rank": os.environ["NODE_RANK"],
        "local_world_size": os.environ.get("LOCAL_WORLD_SIZE") or "-",
        "master_addr": os.environ["MASTER_ADDR"],
        "master_port": os.environ["MASTER_PORT"],
        "ifname": os.environ.get("GLOO_SOCKET_IFNAME") or "-",
        "nccl_ifname": os.environ.get("NCCL_SOCKET_IFNAME") or "-",
        "component": os.environ.get("CLUSTERJOB_COMPONENT") or "-",
        "marker": os.environ.get("CJ_E2E_MARKER") or "-",
        "cuda_visible_devices": os.environ.get("CUDA_VISIBLE_DEVICES") or "-",
        "sum": total,
        "argv": ",".join(sys.argv[1:]) or "-",
    }
    sys.stdout.flush()
    e2e_report.line("CJ-E2E-RANK " + " ".join(f"{k}={str(v).replace(' ', '_')}" for k, v in fields.items()))
    # The start environment for explain's comparison: short lines, each written at once (a launcher forwards a
    # process's output in pieces of about 1 KiB, and longer lines of several processes interleave).
    blob = base64.b64encode(zlib.compress("\0".join(f"{k}={v}" for k, v in sorted(START_ENV.items())).encode(), 9)).decode()
    pieces = [blob[i:i + 800] for i in range(0, len(blob), 800)]
    for n, piece in enumerate(pieces, 1):
        e2e_report.line(f"CJ-E2E-ENV host={host} rank={rank} part={n}/{len(pieces)} argv={fields['argv']} env={piece}")
    if dist is None:
        return 0
    dist.barrier()
    dist.destroy_process_group()
    return 0 if total == world * (world + 1) // 2 else 1


if __name__ == "__main__":
    sys.exit(main())
