#!/usr/bin/python3
"""clusterjob e2e test program for explain's proof: prints the environment it started with, and nothing
else, in one line per process (no torch import: it is cheap to start many of them):

  CJ-E2E-ENV host=node1 rank=0 part=1/3 argv=a,b env=<a piece of base64(zlib(NAME=VALUE joined by NUL, sorted))>

one line per piece of at most 800 characters, each written at once: srun and mpirun forward a task's
output in pieces of about 1 KiB, and longer lines of several tasks end up interleaved; each line also
goes to a file of the process's own (e2e_report.py).
rank is RANK, else OMPI_COMM_WORLD_RANK, else SLURM_PROCID ("-" when none is set).
Run with /usr/bin/python3.
"""
import base64
import os
import socket
import sys
import zlib

import e2e_report

env = dict(os.environ)
rank = env.get("RANK") or env.get("OMPI_COMM_WORLD_RANK") or env.get("SLURM_PROCID") or "-"
blob = base64.b64encode(zlib.compress("\0".join(f"{k}={v}" for k, v in sorted(env.items())).encode(), 9)).decode()
args = ','.join(sys.argv[1:]).replace(' ', '_') or '-'
pieces = [blob[i:i + 800] for i in range(0, len(blob), 800)]
for n, piece in enumerate(pieces, 1):
    e2e_report.line(f"CJ-E2E-ENV host={socket.gethostname()} rank={rank} part={n}/{len(pieces)} argv={args} env={piece}")
