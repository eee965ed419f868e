#!/usr/bin/env python3
"""summary.json of a GPU proof run (testbed/gpu/run-proof.sh, docs/gpu.md), from what RESULTS holds.

usage: summary.py RESULTS [DOCTOR_JSON]

Every figure is read from a file of the run (named in "sources"); a figure whose file or line is
missing is null, with the reason under "missing". Nothing is filled in by hand. DOCTOR_JSON is
`clusterjob doctor --json RESULTS/eth0.out`, run on the CPU machine (no Java on the GPU machine).
"""
import json
import os
import re
import sys


def read(results, name):
    p = os.path.join(results, name)
    if not os.path.exists(p):
        return None
    with open(p, encoding="utf-8", errors="replace") as f:
        return f.read()


def kv(line):
    return dict(w.split("=", 1) for w in line.split() if "=" in w)


def bench_rows(text):
    return [kv(m.group(1)) for m in re.finditer(r"CJ-GPU-BENCH (.*)", text or "")]


def rank_lines(text):
    return [kv(m.group(1)) for m in re.finditer(r"CJ-E2E-RANK (.*)", text or "")]


def verdict(text):
    lines = re.findall(r"^clusterjob-gate: (.*)$", text or "", re.M)
    if not lines:
        return None
    words = lines[-1].split()
    v = kv(" ".join(words[1:]))
    v["status"] = words[0]
    return v


def hosts(value):
    return [h for h in (value or "").split(",") if h]


def requeue_seconds(results):
    """Submit to end of the requeue job, from jobs.tsv (or requeue-run/jobs.tsv: it may be a run of its own)."""
    for name in ("jobs.tsv", os.path.join("requeue-run", "jobs.tsv")):
        for line in (read(results, name) or "").splitlines():
            w = line.split()
            if len(w) >= 5 and w[0] == "requeue":
                return int(w[4])
    return None


def main():
    results = sys.argv[1]
    doctor_json = sys.argv[2] if len(sys.argv) > 2 else None
    s, missing, sources = {}, {}, {}
    machine = dict(l.split("=", 1) for l in (read(results, "machine.txt") or "").splitlines() if "=" in l)
    s["date_utc"] = machine.get("date_utc")
    s["machine"] = {k: machine.get(k) for k in ("os", "kernel", "cpus", "gpus", "driver", "torch", "nccl", "python")}
    conf = read(results, "slurm.conf") or ""
    s["nodes"] = len(re.findall(r"^NodeName=", conf, re.M)) or None
    if s["nodes"] is None:
        missing["nodes"] = "no slurm.conf in the results"
    sources["nodes"] = "slurm.conf"

    nccl = read(results, "nccl.out")
    sources["transport"] = sources["nccl_version"] = sources["allreduce_busbw_gbps"] = "nccl.out"
    ranks = rank_lines(nccl)
    s["allreduce_ranks"] = [{k: r.get(k) for k in ("host", "rank", "world_size", "backend", "sum", "cuda_visible_devices")} for r in ranks]
    s["allreduce_correct"] = bool(ranks) and all(int(r.get("sum", -1)) == int(r["world_size"]) * (int(r["world_size"]) + 1) // 2 for r in ranks)
    m = re.search(r"NET/Socket : Using \[0\]([A-Za-z0-9_.-]+):", nccl or "")
    using_socket = "Using network Socket" in (nccl or "")
    s["transport"] = "NET/Socket" if (m and using_socket) else None
    s["transport_interface"] = m.group(1) if m else None
    if s["transport"] is None:
        missing["transport"] = "nccl.out has no 'NET/Socket : Using [0]IF:' and 'Using network Socket' INFO lines" if nccl else "no nccl.out"
    nn = sorted(set(re.findall(r"nNodes (\d+)", nccl or "")))
    s["nccl_nnodes"] = [int(x) for x in nn]
    m = re.search(r"NCCL version ([0-9][0-9.]*[0-9])", nccl or "")
    s["nccl_version"] = m.group(1) if m else None
    if not m:
        missing["nccl_version"] = "no 'NCCL version' line in nccl.out"
    rows = bench_rows(nccl)
    s["allreduce_rows"] = rows
    big = max(rows, key=lambda r: int(r["bytes"])) if rows else None
    s["allreduce_busbw_gbps"] = float(big["busbw_gbps"]) if big and big.get("backend") == "nccl" else None
    s["allreduce_bytes"] = int(big["bytes"]) if big else None
    if s["allreduce_busbw_gbps"] is None:
        missing["allreduce_busbw_gbps"] = "no NCCL CJ-GPU-BENCH row in nccl.out" + (" (backend %s)" % big.get("backend") if big else "")

    thr = read(results, "throttled.out")
    sources["throttled_busbw_gbps"] = "throttled.out"
    rows = bench_rows(thr)
    s["throttled_rows"] = rows
    big = max(rows, key=lambda r: int(r["bytes"])) if rows else None
    s["throttled_busbw_gbps"] = float(big["busbw_gbps"]) if big and big.get("backend") == "nccl" else None
    if s["throttled_busbw_gbps"] is None:
        missing["throttled_busbw_gbps"] = "no NCCL CJ-GPU-BENCH row in throttled.out"
    m = re.search(r"shaped to (\S+)", read(results, "proof.log") or "")
    s["throttle_rate"] = m.group(1) if m else None

    for name in ("gate-healthy", "gate-throttled"):
        v = verdict(read(results, name + ".out"))
        s[name.replace("-", "_") + "_verdict"] = v
    vh, vt = s["gate_healthy_verdict"], s["gate_throttled_verdict"]
    sources["gate_named_node"] = sources["gate_trained_on"] = sources["gate_seconds"] = "gate-throttled.out (verdict line)"
    if vt:
        s["gate_named_node"] = ",".join(hosts(vt.get("suspects"))) or None
        s["gate_trained_on"] = hosts(vt.get("train")) if vt["status"] == "PASS" else []
        s["gate_seconds"] = int(vt["seconds"]) if vt.get("seconds", "").isdigit() else None
        trained = sorted({r["host"] for r in rank_lines(read(results, "gate-throttled.out"))})
        s["gate_trained_ranks_on"] = trained
    else:
        s["gate_named_node"] = s["gate_seconds"] = None
        s["gate_trained_on"] = None
        missing["gate"] = "no verdict line in gate-throttled.out"
    s["gate_healthy_seconds"] = int(vh["seconds"]) if vh and vh.get("seconds", "").isdigit() else None

    pre = read(results, "eth0-preflight.out") or ""
    s["wrong_nic_preflight_failed_nodes"] = sorted(set(re.findall(r"clusterjob-preflight: FAIL (\S+?):", pre)))
    jobs = {}
    for line in (read(results, "jobs.tsv") or "").splitlines():
        w = line.split()
        if len(w) >= 5:
            jobs[w[0]] = {"job_id": w[1], "exit_code": w[2], "state": w[3], "seconds": int(w[4])}
    s["jobs"] = jobs
    sources["wrong_nic_doctor_code"] = "clusterjob doctor --json eth0.out (CPU machine)"
    codes = []
    if doctor_json and os.path.exists(doctor_json):
        with open(doctor_json, encoding="utf-8") as f:
            codes = [x["code"] for x in json.load(f).get("findings", [])]
    s["wrong_nic_doctor_codes"] = codes
    s["wrong_nic_doctor_code"] = "nccl.socket-interface-not-found" if "nccl.socket-interface-not-found" in codes else (codes[0] if codes else None)
    if not codes:
        missing["wrong_nic_doctor_code"] = "doctor printed no finding" if doctor_json else "doctor not run"
    rq = read(results, "requeue.out")
    sources["requeue"] = "requeue.out, requeue.job.txt, requeue-run/jobs.tsv"
    if rq is not None:
        ev = {}
        for m in re.finditer(r"CJ-GPU-REQUEUE (\S+) (.*)", rq):
            ev.setdefault(m.group(1), []).append(kv(m.group(2)))
        job = read(results, "requeue.job.txt") or ""
        restarts = re.search(r"Restarts=(\d+)", job)
        state = re.search(r"JobState=(\S+)", job)
        s["requeue"] = {
            "state": state.group(1) if state else None,
            "restarts": int(restarts.group(1)) if restarts else None,
            "checkpoint_steps": sorted({int(e["step"]) for e in ev.get("checkpoint", [])}),
            "resumed_steps": sorted({int(e["step"]) for e in ev.get("resumed", [])}),
            "done_steps": sorted({int(e["step"]) for e in ev.get("done", [])}),
            "ranks_agree": sorted({e.get("ranks_agree") for e in ev.get("resumed", [])}),
            "backend": sorted({e.get("backend") for e in ev.get("checkpoint", []) + ev.get("resumed", [])}),
            "seconds": requeue_seconds(results),
        }
    else:
        s["requeue"] = None
        missing["requeue"] = "no requeue.out: the requeue step did not run"
    s["sources"] = sources
    s["missing"] = missing
    json.dump(s, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
