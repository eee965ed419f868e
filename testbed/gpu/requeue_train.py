#!/usr/bin/env python3
"""GPU testbed trainer for the requeue cycle (docs/gpu.md, docs/long-runs.md "requeue").

  requeue_train.py CKPT_DIR [--resume]

A small model (Linear 1024x1024) trained data-parallel over torch.distributed: NCCL with CUDA (the
GPU machine), else gloo (the CPU dry run); gradients averaged with all_reduce every step. The signal
handler (SIGUSR1) is installed before torch is imported, so a signal that comes during start-up is
not lost. Every step also all_reduces a stop flag (MAX), so all ranks stop at the same step; then each
rank writes CKPT_DIR/rank-R.pt (step, model, optimizer) and exits 0. With --resume each rank loads its
checkpoint, checks that every rank holds the same weights (all_reduce of a checksum, MIN and MAX),
trains 5 more steps and exits 0. One CJ-GPU-REQUEUE line per event:

  CJ-GPU-REQUEUE checkpoint host=gnode1 rank=0 restart_count=0 resume=- backend=nccl step=57 checksum=...
"""
import os
import signal
import socket
import sys
import time

GOT = []
signal.signal(signal.SIGUSR1, lambda s, f: GOT.append(s))


def say(event, **fields):
    base = {"host": socket.gethostname(), "rank": os.environ.get("RANK", "-"),
            "restart_count": os.environ.get("RESTART_COUNT", "-"), "resume": os.environ.get("CLUSTERJOB_RESUME", "-")}
    base.update(fields)
    print("CJ-GPU-REQUEUE " + event + " " + " ".join(f"{k}={v}" for k, v in base.items()), flush=True)


def main() -> int:
    ckpt_dir, resume = sys.argv[1], "--resume" in sys.argv[2:]
    rank, world, local = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"]), int(os.environ["LOCAL_RANK"])
    say("start", resume_flag=int(resume), pid=os.getpid())
    import datetime
    import torch
    import torch.distributed as dist

    gpu = torch.cuda.is_available()
    backend = "nccl" if gpu else "gloo"
    dev = torch.device("cuda", local % torch.cuda.device_count()) if gpu else torch.device("cpu")
    if gpu:
        torch.cuda.set_device(dev)
    dist.init_process_group(backend, init_method="env://", rank=rank, world_size=world,
                            timeout=datetime.timedelta(seconds=120))
    torch.manual_seed(0)
    model = torch.nn.Linear(1024, 1024).to(dev)
    opt = torch.optim.SGD(model.parameters(), lr=1e-3)
    path = os.path.join(ckpt_dir, f"rank-{rank}.pt")
    step = 0

    def checksum():
        return float(sum(p.detach().double().sum() for p in model.parameters()).item())

    def train_step(s):
        g = torch.Generator(device=dev).manual_seed(1000 * s + rank)
        x = torch.randn(256, 1024, device=dev, generator=g)
        loss = model(x).pow(2).mean()
        opt.zero_grad()
        loss.backward()
        for p in model.parameters():
            dist.all_reduce(p.grad)
            p.grad /= world
        opt.step()

    if resume:
        if not os.path.exists(path):
            say("missing-checkpoint", path=path)
            return 4
        state = torch.load(path, map_location=dev)
        model.load_state_dict(state["model"])
        opt.load_state_dict(state["opt"])
        step = state["step"]
        c = torch.tensor([checksum()], dtype=torch.float64, device=dev)
        lo, hi = c.clone(), c.clone()
        dist.all_reduce(lo, op=dist.ReduceOp.MIN)
        dist.all_reduce(hi, op=dist.ReduceOp.MAX)
        same = "yes" if lo.item() == hi.item() else "no"
        say("resumed", backend=backend, step=step, checksum=f"{c.item():.6f}", ranks_agree=same)
        for _ in range(5):
            step += 1
            train_step(step)
        if gpu:
            torch.cuda.synchronize()
        say("done", backend=backend, step=step, checksum=f"{checksum():.6f}")
        dist.barrier()
        dist.destroy_process_group()
        return 0 if same == "yes" else 1

    deadline = time.time() + 300
    while time.time() < deadline:
        step += 1
        train_step(step)
        flag = torch.tensor([1.0 if GOT else 0.0], device=dev)
        dist.all_reduce(flag, op=dist.ReduceOp.MAX)
        if flag.item() > 0:
            os.makedirs(ckpt_dir, exist_ok=True)
            torch.save({"step": step, "model": model.state_dict(), "opt": opt.state_dict()}, path + ".tmp")
            os.replace(path + ".tmp", path)
            say("checkpoint", backend=backend, step=step, checksum=f"{checksum():.6f}", signalled_here=int(bool(GOT)))
            dist.barrier()
            dist.destroy_process_group()
            return 0
        time.sleep(0.1)
    say("no-signal", step=step)
    return 5


if __name__ == "__main__":
    sys.exit(main())
