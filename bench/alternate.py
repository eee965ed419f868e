#!/usr/bin/env python3
"""Whole-process timing of several commands, run alternately (A B C A B C ...) in one invocation so
that machine load affects all of them alike. Prints median wall and median CPU (user+sys) per command
and the ratio of each median to the last command's (the comparison).

usage: alternate.py [--runs N] [--warmup W] [--json FILE] -- NAME=CMD [NAME=CMD ...]
Each CMD is run with bash -c; its output is discarded; a non-zero exit aborts the benchmark.
"""
import json
import os
import resource
import statistics
import subprocess
import sys
import time


def run_once(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run(["bash", "-c", cmd], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0:
        sys.exit(f"benchmark command failed ({p.returncode}): {cmd}\n{p.stderr.decode(errors='replace')}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main(argv):
    runs, warmup, json_out = 15, 2, None
    while argv and argv[0] != "--":
        flag = argv.pop(0)
        if flag == "--runs":
            runs = int(argv.pop(0))
        elif flag == "--warmup":
            warmup = int(argv.pop(0))
        elif flag == "--json":
            json_out = argv.pop(0)
        else:
            sys.exit(f"unknown flag {flag}")
    if not argv:
        sys.exit(__doc__)
    argv.pop(0)
    cmds = [a.split("=", 1) for a in argv]
    for _ in range(warmup):
        for _, c in cmds:
            run_once(c)
    walls = {n: [] for n, _ in cmds}
    cpus = {n: [] for n, _ in cmds}
    for _ in range(runs):
        for n, c in cmds:
            w, u = run_once(c)
            walls[n].append(w)
            cpus[n].append(u)
    base = cmds[-1][0]
    base_wall = statistics.median(walls[base])
    base_cpu = statistics.median(cpus[base])
    result = {"runs": runs, "load_avg_1m": os.getloadavg()[0], "commands": []}
    print(f"{runs} alternating runs each (after {warmup} warm-up), load average {os.getloadavg()[0]:.2f}")
    print(f"{'command':<28} {'median wall':>12} {'min wall':>9} {'median cpu':>11} {'wall ratio':>11} {'cpu ratio':>10}")
    for n, c in cmds:
        mw, mc = statistics.median(walls[n]), statistics.median(cpus[n])
        print(f"{n:<28} {mw*1000:>10.0f}ms {min(walls[n])*1000:>7.0f}ms {mc*1000:>9.0f}ms {mw/base_wall:>10.2f}x {mc/base_cpu:>9.2f}x")
        result["commands"].append({"name": n, "cmd": c, "median_wall_ms": round(mw * 1000, 1),
                                   "min_wall_ms": round(min(walls[n]) * 1000, 1), "median_cpu_ms": round(mc * 1000, 1),
                                   "wall_ratio_vs_" + base: round(mw / base_wall, 3), "cpu_ratio_vs_" + base: round(mc / base_cpu, 3)})
    if json_out:
        with open(json_out, "w") as f:
            json.dump(result, f, indent=2)


if __name__ == "__main__":
    main(sys.argv[1:])
