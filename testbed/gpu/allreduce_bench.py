#!/usr/bin/env python3
"""GPU testbed program (testbed/gpu.sh, docs/gpu.md): torch.distributed all_reduce, checked and timed.

Ranks from the environment clusterjob's launchers give (RANK, LOCAL_RANK, WORLD_SIZE, NODE_RANK,
MASTER_ADDR, MASTER_PORT). Backend nccl when CUDA is there (the GPU machine), else gloo (the CPU dry
run). Per rank one line in RankReport's format (src/test/java/dev/clusterjob/testing/RankReport.java):

  CJ-E2E-RANK host=gnode1 rank=0 local_rank=0 world_size=2 node_rank=0 ... backend=nccl sum=3

then, on rank 0, one line per size (all values measured here, nothing assumed):

  CJ-GPU-BENCH backend=nccl ranks=2 bytes=268435456 iters=10 seconds=2.9 algbw_gbps=0.93 busbw_gbps=0.93

busbw = algbw x 2(n-1)/n, as nccl-tests computes it. Sizes: CJ_BENCH_SIZES (e.g. 16M,64M), default
16M,64M,256M on nccl and 256K,1M,4M on gloo; iterations CJ_BENCH_ITERS (default 10). Exit 1 when a
sum is wrong, 3 when a variable is missing.
"""
import datetime
import os
import socket
import sys
import time

REQUIRED = ("RANK", "LOCAL_RANK", "WORLD_SIZE", "NODE_RANK", "MASTER_ADDR", "MASTER_PORT")


def size(s: str) -> int:
    units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
    s = s.strip().upper()
    return int(s[:-1]) * units[s[-1]] if s[-1] in units else int(s)


def main() -> int:
    host = socket.gethostname()
    missing = [v for v in REQUIRED if not os.environ.get(v)]
    if missing:
        print(f"CJ-E2E-ERROR host={host} missing={','.join(missing)}", flush=True)
        return 3
    rank, world = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
    local = int(os.environ["LOCAL_RANK"])

    import torch
    import torch.distributed as dist

    gpu = torch.cuda.is_available()
    backend = "nccl" if gpu else "gloo"
    dev = torch.device("cuda", local % torch.cuda.device_count()) if gpu else torch.device("cpu")
    if gpu:
        torch.cuda.set_device(dev)
    dist.init_process_group(backend, init_method="env://", rank=rank, world_size=world,
                            timeout=datetime.timedelta(seconds=120))
    t = torch.full((1024,), float(rank + 1), device=dev)
    dist.all_reduce(t)
    want = world * (world + 1) / 2
    ok = bool(torch.all(t == want).item())
    fields = {
        "host": host, "rank": rank, "local_rank": local, "world_size": world,
        "node_rank": os.environ["NODE_RANK"],
        "local_world_size": os.environ.get("LOCAL_WORLD_SIZE") or "-",
        "master_addr": os.environ["MASTER_ADDR"], "master_port": os.environ["MASTER_PORT"],
        "ifname": os.environ.get("GLOO_SOCKET_IFNAME") or "-",
        "nccl_ifname": os.environ.get("NCCL_SOCKET_IFNAME") or "-",
        "cuda_visible_devices": os.environ.get("CUDA_VISIBLE_DEVICES") or "-",
        "device": (torch.cuda.get_device_name(dev) if gpu else "cpu").replace(" ", "_"),
        "backend": backend, "torch": torch.__version__,
        "nccl": ".".join(map(str, torch.cuda.nccl.version())) if gpu else "-",
        "sum": int(t[0].item()),
    }
    print("CJ-E2E-RANK " + " ".join(f"{k}={str(v).replace(' ', '_')}" for k, v in fields.items()), flush=True)
    if not ok:
        return 1

    default = "16M,64M,256M" if gpu else "256K,1M,4M"
    iters = int(os.environ.get("CJ_BENCH_ITERS") or 10)
    for nbytes in (size(s) for s in (os.environ.get("CJ_BENCH_SIZES") or default).split(",")):
        x = torch.ones(nbytes // 4, dtype=torch.float32, device=dev)
        dist.all_reduce(x)                                   # warm-up (and connection set-up)
        if gpu:
            torch.cuda.synchronize()
        dist.barrier()
        t0 = time.perf_counter()
        for _ in range(iters):
            dist.all_reduce(x)
        if gpu:
            torch.cuda.synchronize()
        secs = time.perf_counter() - t0
        # every rank's time, the slowest counts (as nccl-tests reports the average over ranks, close to it here)
        st = torch.tensor([secs], dtype=torch.float64, device=dev)
        dist.all_reduce(st, op=dist.ReduceOp.MAX)
        secs = float(st.item())
        algbw = nbytes * iters / secs / 1e9
        busbw = algbw * 2 * (world - 1) / world
        good = bool(torch.all(x == float(world ** (iters + 1))).item())
        if rank == 0:
            print(f"CJ-GPU-BENCH backend={backend} ranks={world} bytes={nbytes} iters={iters} seconds={secs:.4f} "
                  f"algbw_gbps={algbw:.4f} busbw_gbps={busbw:.4f} correct={'yes' if good else 'no'}", flush=True)
        if not good:
            return 1
    dist.barrier()
    dist.destroy_process_group()
    return 0


if __name__ == "__main__":
    sys.exit(main())
