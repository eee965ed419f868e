#!/usr/bin/env bash
# GPU check of the fabric gate's torch probe (docs/gate.md, "GPU check"), for one host with 2 x H200.
# Needs: python3 with PyTorch (CUDA, NCCL), 2 GPUs; nccl-tests' all_reduce_perf is used when found
# (NCCL_TESTS_BIN, else PATH). No Java, no network. Writes everything into $OUT (default: ./out-h200).
#
# Run from the repository root:   OUT=/some/dir bench/gpu/h200-probe-vs-nccl-tests.sh
# Then, on a machine with Java:   ./clusterjob gate parse $OUT/probe-nvlink.txt $OUT/probe-socket.txt --min-busbw 100 --min-bytes 1G
#
# 1. the probe over NVLink (NCCL, 2 ranks, 1 MiB .. 8 GiB): busbw at 1 GiB, vs the fixture's nccl-tests
#    figure (328.13 / 329.58 GB/s at 1 GiB) and vs all_reduce_perf run here in the same session;
# 2. the probe with NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 (traffic on the socket transport): the
#    verdict against a 100 GB/s floor must flip from PASS to FAIL;
# 3. when all_reduce_perf exists: real captures of its -C (cputime), -c 0 (N/A) and -I (per-iteration)
#    output formats, for the parser's fixtures.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
OUT=${OUT:-$PWD/out-h200}
mkdir -p "$OUT"
export NCCL_NVLS_ENABLE=0   # NVLink SHARP must stay off on this host
PROBE=$here/templates/gate/probe.py
AWK=$here/templates/gate/perf.awk
PY=${PYTHON:-python3}
NT=${NCCL_TESTS_BIN:-$(command -v all_reduce_perf || true)}
FLOOR=100
GIB=1073741824

log() { echo "== $*" | tee -a "$OUT/summary.txt"; }

# busbw_at FILE SIZE: the better of out-of-place and in-place busbw of the row of SIZE bytes (columns by header).
busbw_at() {
  awk -v want="$2" '
    /^#/ { n = split(substr($0, 2), h); nb = 0
           for (i = 1; i <= n; i++) if (h[i] == "busbw") { nb++; if (nb == 1) b1 = i; else if (nb == 2) b2 = i }
           next }
    b2 && $1 == want { v = ($(b2) + 0 > $(b1) + 0) ? $(b2) : $(b1); print v; exit }' "$1"
}

judge() {
  awk -v mode=summary -v min_busbw="$FLOOR" -v min_bytes="$GIB" -f "$AWK" "$1"
}

probe() {   # probe NAME [env...] -- probe args...
  local name=$1
  shift
  local -a envs=()
  while [[ $1 != -- ]]; do envs+=("$1"); shift; done
  shift
  log "probe $name: ${envs[*]:-} torchrun --standalone --nproc_per_node 2 probe.py $*"
  env ${envs[@]+"${envs[@]}"} timeout 480 "$PY" -m torch.distributed.run --standalone --nproc_per_node 2 \
    "$PROBE" --out "$OUT/probe-$name.txt" "$@" > "$OUT/probe-$name.log" 2>&1
  echo "exit=$?" | tee -a "$OUT/summary.txt"
}

{
  date -u
  hostname
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1
  nvidia-smi topo -m 2>&1 | head -n 8
  "$PY" - <<'PYEOF' 2>&1
import sys
import torch
try:
    nccl = ".".join(map(str, torch.cuda.nccl.version()))
except Exception as e:  # CPU-only builds
    nccl = "none (%s)" % type(e).__name__
print("python", sys.version.split()[0], "torch", torch.__version__, "cuda", torch.version.cuda, "nccl", nccl,
      "gpus", torch.cuda.device_count())
PYEOF
  echo "all_reduce_perf: ${NT:-not found}"
  env | grep -E '^NCCL_' | sort
} > "$OUT/env.txt" 2>&1
cat "$OUT/env.txt"

probe nvlink -- -b 1M -e 8G -n 20 -w 5
probe socket NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 -- -b 1M -e 1G -n 5 -w 1

nt_1g=''
if [[ -n $NT ]]; then
  log "nccl-tests: all_reduce_perf -b 1M -e 8G -f 2 -g 2 (same session)"
  timeout 480 "$NT" -b 1M -e 8G -f 2 -g 2 > "$OUT/nccl-tests-nvlink.txt" 2>&1; echo "exit=$?" | tee -a "$OUT/summary.txt"
  nt_1g=$(busbw_at "$OUT/nccl-tests-nvlink.txt" "$GIB")
  log "nccl-tests format captures: -C 1, -c 0, -I 1"
  timeout 240 "$NT" -b 64M -e 1G -f 2 -g 2 -C 1 > "$OUT/nccl-tests-cputime.txt" 2>&1; echo "cputime exit=$?" >> "$OUT/summary.txt"
  timeout 240 "$NT" -b 64M -e 1G -f 2 -g 2 -c 0 > "$OUT/nccl-tests-check-off.txt" 2>&1; echo "check-off exit=$?" >> "$OUT/summary.txt"
  timeout 240 "$NT" -b 64M -e 1G -f 2 -g 2 -I 1 > "$OUT/nccl-tests-per-iteration.txt" 2>&1; echo "per-iteration exit=$?" >> "$OUT/summary.txt"
fi

p_nv=$(busbw_at "$OUT/probe-nvlink.txt" "$GIB")
p_so=$(busbw_at "$OUT/probe-socket.txt" "$GIB")
{
  echo
  echo "busbw at 1 GiB (GB/s):"
  echo "  probe, NVLink:                      ${p_nv:-none}"
  echo "  probe, P2P+SHM off (socket):        ${p_so:-none}"
  echo "  nccl-tests, this session:           ${nt_1g:-not run}"
  echo "  nccl-tests, fixture (same host):    329.58 (328.13 out-of-place)"
  if [[ -n $p_nv ]]; then
    awk -v p="$p_nv" 'BEGIN { printf "  probe / fixture nccl-tests:         %.1f%% (goal >= 90%%)\n", 100 * p / 329.58 }'
    if [[ -n $nt_1g ]]; then
      awk -v p="$p_nv" -v n="$nt_1g" 'BEGIN { printf "  probe / nccl-tests this session:    %.1f%% (goal >= 90%%)\n", 100 * p / n }'
    fi
  fi
  echo
  echo "verdicts against a ${FLOOR} GB/s floor, sizes >= 1 GiB (perf.awk, the in-job judge):"
  echo "  NVLink: $(judge "$OUT/probe-nvlink.txt")"
  echo "  socket: $(judge "$OUT/probe-socket.txt")"
  [[ -z $NT ]] || echo "  nccl-tests: $(judge "$OUT/nccl-tests-nvlink.txt")"
} | tee -a "$OUT/summary.txt"
