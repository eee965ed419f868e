# clusterjob torch probe (templates/gate/probe.py; docs/gate.md): all_reduce bus bandwidth measured with
# torch.distributed over the job's own backend (nccl on GPUs, gloo on CPUs), printed in nccl-tests'
# all_reduce_perf format so that one parser judges both. Start one process per GPU (srun, torchrun or
# mpirun); rendezvous at MASTER_ADDR:MASTER_PORT. Needs Python 3.6+ and PyTorch, nothing else.
import argparse
import datetime
import os
import socket
import sys
import time
import traceback

PROBE_VERSION = "1"
HOST = socket.gethostname().split(".")[0]


def env_int(names, default):
    for n in names:
        v = os.environ.get(n)
        if v not in (None, ""):
            return int(v)
    return default


def size_arg(text):
    t = text.strip().upper().rstrip("B")
    mult = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}.get(t[-1:], 1)
    return int(t[:-1] if mult > 1 else t) * mult


def float_str(value, width):
    """nccl-tests' getFloatStr (src/util.cu): as many decimals as the column width allows."""
    power = 0
    v = 1
    while value >= v:
        power += 1
        v *= 10
    if power < width - 2:
        return "%*.2f" % (width, value)
    if power < width - 1:
        return "%*.1f" % (width, value)
    if power < width + 1:
        return "%*.0f" % (width, value)
    return "%*.0e" % (width, value)


class Report:
    """Rank 0's output: stdout (line by line, so a killed run leaves what it measured) and --out."""

    def __init__(self, rank, path):
        self.on = rank == 0
        self.file = open(path, "w") if self.on and path else None

    def line(self, text):
        if not self.on:
            return
        print(text, flush=True)
        if self.file:
            self.file.write(text + "\n")
            self.file.flush()

    def close(self):
        sys.stdout.flush()
        if self.file:
            self.file.close()
            self.file = None


def cannot_run(reason, setting, detail):
    """The probe cannot measure here (an environment problem, not the fabric's): one line that the gate
    reads as its reason (docs/gate.md), printed by every rank, then exit 3 at once."""
    print("%s: clusterjob-probe: cannot run: reason=%s setting=%s %s" % (HOST, reason, setting, detail.replace("\n", " ")),
          flush=True)
    os._exit(3)


def main(argv):
    ap = argparse.ArgumentParser(prog="probe.py", description="all_reduce busbw with torch.distributed, nccl-tests format")
    ap.add_argument("-b", "--minbytes", type=size_arg, help="default: 4M on nccl, 16K on gloo")
    ap.add_argument("-e", "--maxbytes", type=size_arg, help="default: 1G on nccl, 4M on gloo")
    ap.add_argument("-f", "--stepfactor", type=int, default=2)
    ap.add_argument("-n", "--iters", type=int, help="default: 20 on nccl, 5 on gloo")
    ap.add_argument("-w", "--warmup_iters", type=int, default=2)
    ap.add_argument("-c", "--check", type=int, default=1)
    ap.add_argument("--backend", choices=["auto", "nccl", "gloo"], default="auto")
    ap.add_argument("--time-cap", type=float, default=0.0,
                    help="seconds after which no new size is started, and iterations shrink to fit (0: no cap)")
    ap.add_argument("--timeout", type=float, default=300.0, help="seconds a collective waits for its peers")
    ap.add_argument("--out", help="rank 0 also writes its report to this file")
    args = ap.parse_args(argv)

    t_start = time.perf_counter()
    try:
        import torch
        import torch.distributed as dist
    except Exception as e:  # ImportError, or an OSError from a library torch needs
        cannot_run("no-torch", "gate.python", "%s cannot import torch.distributed (%s: %s)" % (sys.executable, type(e).__name__, e))
    if not dist.is_available():
        cannot_run("no-torch", "gate.python", "%s has torch %s built without torch.distributed" % (sys.executable, torch.__version__))

    rank = env_int(["RANK", "OMPI_COMM_WORLD_RANK", "PMI_RANK", "SLURM_PROCID"], 0)
    world = env_int(["WORLD_SIZE", "OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "SLURM_NTASKS"], 1)
    local = env_int(["LOCAL_RANK", "OMPI_COMM_WORLD_LOCAL_RANK", "MPI_LOCALRANKID", "SLURM_LOCALID"], 0)
    addr = os.environ.get("MASTER_ADDR", "127.0.0.1")
    port = os.environ.get("MASTER_PORT", "29500")
    backend = args.backend
    # Slurm names the GPUs it gave the step (gres): torch must see them, or this is no fabric measurement
    slurm_gpus = os.environ.get("SLURM_STEP_GPUS") or os.environ.get("SLURM_JOB_GPUS") or os.environ.get("SLURM_GPUS_ON_NODE", "0")
    if (backend == "nccl" or slurm_gpus not in ("", "0")) and not torch.cuda.is_available():
        cannot_run("no-gpu", "gate.python", "%s (torch %s) sees no GPU (CUDA_VISIBLE_DEVICES=%s, Slurm gave %s)"
                   % (sys.executable, torch.__version__, os.environ.get("CUDA_VISIBLE_DEVICES", "unset"), slurm_gpus))
    if backend == "auto":
        backend = "nccl" if torch.cuda.is_available() and dist.is_nccl_available() else "gloo"
    if backend == "nccl":
        ndev = torch.cuda.device_count()
        device = torch.device("cuda", local % ndev)
        torch.cuda.set_device(device)
        props = torch.cuda.get_device_properties(device)
        dom, bus, dev = (getattr(props, a, None) for a in ("pci_domain_id", "pci_bus_id", "pci_device_id"))
        bus_id = "%04x:%02x:%02x" % (dom, bus, dev) if None not in (dom, bus, dev) else "cuda:%d" % device.index
        dev_index, dev_name = device.index, props.name
    else:
        device = torch.device("cpu")
        bus_id, dev_index, dev_name = "cpu", local, "CPU (gloo)"
    gpu = backend == "nccl"
    if args.minbytes is None:
        args.minbytes = size_arg("4M" if gpu else "16K")
    if args.maxbytes is None:
        args.maxbytes = max(args.minbytes, size_arg("1G" if gpu else "4M"))
    if args.iters is None:
        args.iters = 20 if gpu else 5
    report = Report(rank, args.out)
    # env:// (not tcp://) so that under torchrun the workers join the agent's store (TORCHELASTIC_USE_AGENT_STORE)
    os.environ.update(MASTER_ADDR=addr, MASTER_PORT=port, RANK=str(rank), WORLD_SIZE=str(world))
    dist.init_process_group(backend, init_method="env://", rank=rank, world_size=world,
                            timeout=datetime.timedelta(seconds=args.timeout))

    t_init = time.perf_counter()

    def sync():
        if device.type == "cuda":
            torch.cuda.synchronize(device)

    def allreduce_scalars(values, op):
        t = torch.tensor(values, dtype=torch.float64, device=device)
        dist.all_reduce(t, op=op)
        return t.tolist()

    sizes = []
    s = max(4, args.minbytes - args.minbytes % 4)
    while s <= args.maxbytes:
        sizes.append(s)
        s = s * args.stepfactor if args.stepfactor > 1 else s + (1 << 20)
        s -= s % 4
    infos = [None] * world
    dist.all_gather_object(infos, (HOST, os.getpid(), dev_index, bus_id, dev_name))

    report.line("# clusterjob-probe version %s torch %s backend %s" % (PROBE_VERSION, torch.__version__, backend))
    report.line("# Collective test starting: all_reduce_perf")
    report.line("# nThread 1 nGpus 1 minBytes %d maxBytes %d step: %d(factor) warmup iters: %d iters: %d agg iters: 1 "
                "validation: %d graph: 0" % (sizes[0] if sizes else 0, args.maxbytes, args.stepfactor,
                                             args.warmup_iters, args.iters, args.check))
    report.line("#")
    report.line("# Using devices")
    for r, (h, pid, di, bid, name) in enumerate(infos):
        report.line("#  Rank %2d Group  0 Pid %6d on %10s device %2d [%s] %s" % (r, pid, h, di, bid, name))
    report.line("#")
    report.line("# %10s  %12s  %8s  %6s  %6s           out-of-place                       in-place          "
                % ("", "", "", "", ""))
    report.line("# %10s  %12s  %8s  %6s  %6s  %7s  %6s  %6s  %6s  %7s  %6s  %6s  %6s "
                % ("size", "count", "type", "redop", "root", "time", "algbw", "busbw", "#wrong",
                   "time", "algbw", "busbw", "#wrong"))
    report.line("# %10s  %12s  %8s  %6s  %6s  %7s  %6s  %6s  %6s  %7s  %6s  %6s  %6s "
                % ("(B)", "(elements)", "", "", "", "(us)", "(GB/s)", "(GB/s)", "", "(us)", "(GB/s)", "(GB/s)", ""))

    factor = 2.0 * (world - 1) / world
    expected = float(sum((r % 16) + 1 for r in range(world)))
    mine = float((rank % 16) + 1)
    start = time.perf_counter()
    bw_sum, bw_count, failed_checks = 0.0, 0, 0
    last_secs, elapsed = 0.0, 0.0  # the previous size's wall time and the sweep's so far, the same on every rank
    for i, size in enumerate(sizes):
        # The cap is checked BEFORE a size starts (its warm-up included), on the previous size's time scaled
        # by the size ratio: a size that would end past the cap is not started (a shaped link made each size
        # take seconds, and checking after the warm-up ran 20 s against a 10 s cap). The first size always runs.
        if args.time_cap > 0 and i > 0:
            estimate = last_secs * size / float(sizes[i - 1])
            if elapsed + estimate > args.time_cap:
                report.line("# clusterjob-probe: time cap %gs reached after %d of %d sizes (%.1fs spent, the next would take about %.1fs)"
                            % (args.time_cap, i, len(sizes), elapsed, estimate))
                break
        t_size = time.perf_counter()
        count = size // 4
        buf = torch.zeros(count, dtype=torch.float32, device=device)
        src = torch.zeros(count, dtype=torch.float32, device=device)
        out = torch.zeros(count, dtype=torch.float32, device=device)
        sync()
        t0 = time.perf_counter()
        for _ in range(max(1, args.warmup_iters)):
            dist.all_reduce(buf)
        sync()
        warm = (time.perf_counter() - t0) / max(1, args.warmup_iters)
        warm = allreduce_scalars([warm], dist.ReduceOp.MAX)[0]
        iters = args.iters
        if args.time_cap > 0:
            per_size = args.time_cap / len(sizes)
            iters = max(1, min(args.iters, int(per_size / (2.0 * max(warm, 1e-6)))))

        def timed(fn):
            sync()
            t = time.perf_counter()
            for _ in range(iters):
                fn()
            sync()
            return time.perf_counter() - t

        def out_of_place():
            out.copy_(src)
            dist.all_reduce(out)

        t_oop = timed(out_of_place)
        t_ip = timed(lambda: dist.all_reduce(buf))
        t_oop, t_ip = allreduce_scalars([t_oop / iters, t_ip / iters], dist.ReduceOp.SUM)
        t_oop, t_ip = t_oop / world, t_ip / world
        wrong = [0.0, 0.0]
        if args.check:
            src.fill_(mine)
            out.copy_(src)
            dist.all_reduce(out)
            buf.fill_(mine)
            dist.all_reduce(buf)
            sync()
            wrong = [float((out != expected).sum().item() + (src != mine).sum().item()), float((buf != expected).sum().item())]
            wrong = allreduce_scalars(wrong, dist.ReduceOp.SUM)
        cells = []
        for t, w in ((t_oop, wrong[0]), (t_ip, wrong[1])):
            algbw = size / t / 1.0e9
            busbw = algbw * factor
            bw_sum += busbw
            bw_count += 1
            failed_checks += 1 if w > 0 else 0
            cells.append("  %7s  %6s  %6s  %6s" % (float_str(t * 1.0e6, 7), float_str(algbw, 6), float_str(busbw, 6),
                                                    ("%g" % w) if args.check else "N/A"))
        report.line("%12d  %12d  %8s  %6s  %6s%s%s" % (size, count, "float", "sum", "-1", cells[0], cells[1]))
        del buf, src, out
        now = time.perf_counter()
        last_secs, elapsed = allreduce_scalars([now - t_size, now - start], dist.ReduceOp.MAX)
    report.line("# %-20s : %d %s" % ("Out of bounds values", failed_checks, "FAILED" if failed_checks else "OK"))
    report.line("# %-20s : %g " % ("Avg bus bandwidth", bw_sum / bw_count if bw_count else 0.0))
    report.line("# clusterjob-probe: start-up %.1fs (import, rendezvous), sweep %.1fs"
                % (t_init - t_start, time.perf_counter() - start))
    report.line("#")
    report.line("# Collective test concluded: all_reduce_perf")
    dist.barrier()
    report.close()
    sys.stderr.flush()
    # Out WITHOUT tearing the process group down: the results are printed and flushed, and
    # dist.destroy_process_group() on gloo can deadlock in torch 2.x (a GIL deadlock in the gloo process
    # group's teardown, after a complete table; docs/testing.md says how often). A plain
    # return is no better: the interpreter's exit destroys the group too. os._exit ends the process now;
    # its sockets and memory go with it.
    os._exit(0)


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except SystemExit:
        raise
    except BaseException as e:  # one error line in nccl-tests' format, then out without waiting for peers
        tb = traceback.extract_tb(sys.exc_info()[2])
        line = tb[-1].lineno if tb else 0
        msg = ("%s: %s" % (type(e).__name__, e)).replace("\n", " ").replace("'", "`")
        print("%s: Test torch failure probe.py:%d '%s'" % (HOST, line, msg[:400]), flush=True)
        os._exit(1)
