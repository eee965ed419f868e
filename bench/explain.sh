#!/usr/bin/env bash
# explain's cost (issue 27; docs/performance.md): whole-process wall and CPU seconds of
#   ./clusterjob explain SCRIPT   for the H800 profile's torchrun and srun scripts on 2 and 64 nodes x 8 GPUs
# next to ./clusterjob render of the same job (the JVM's start-up, the floor of any command), runs
# alternating so that a change of the machine's load hits both. Goals: 2 s for 2 nodes, 10 s for 64.
# Usage: bench/explain.sh [RUNS]   (default 5). Prints a table; writes bench/results/explain-<date>.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
./clusterjob --version >/dev/null                       # builds the jar when needed
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
out=bench/results/explain-$(date -u +%Y%m%dT%H%M%SZ).txt
measure() {  # label, command...: median wall and CPU (user+sys, children included) over $runs
  local label=$1; shift
  local walls=() cpus=()
  for _ in $(seq 1 "$runs"); do
    /usr/bin/time -f '%e %U %S' -o "$tmp/t" "$@" >/dev/null 2>&1 || true
    read -r e u s < <(tail -n 1 "$tmp/t") # time's last line: before it, 'Command exited with non-zero status N' when explain finds errors
    walls+=("$e"); cpus+=("$(echo "$u + $s" | bc)")
  done
  local mw mc
  mw=$(printf '%s\n' "${walls[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
  mc=$(printf '%s\n' "${cpus[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
  printf '%-34s %8s %8s\n' "$label" "$mw" "$mc"
}
{
  echo "# $(date -u +%FT%TZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), runs=$runs (medians)"
  printf '%-34s %8s %8s\n' "what" "wall s" "CPU s"
  for n in 2 64; do
    for l in torchrun srun; do
      # torchrun starts the script itself; srun starts a program, which preflight looks for on each node's PATH
      if [[ $l == srun ]]; then cmd=(python3 train.py); else cmd=(train.py); fi
      ./clusterjob render --profile h800 --nodes "$n" --launcher "$l" -o "$tmp/$l-$n.sbatch" -- "${cmd[@]}" >/dev/null 2>&1
      ./clusterjob explain "$tmp/$l-$n.sbatch" >"$tmp/$l-$n.explain" 2>&1 || { echo "explain $l ${n}x8 is not clean:"; tail -n 3 "$tmp/$l-$n.explain"; } >&2
      measure "render h800 $l ${n}x8" ./clusterjob render --profile h800 --nodes "$n" --launcher "$l" -o "$tmp/r.sbatch" -- "${cmd[@]}"
      measure "explain h800 $l ${n}x8" ./clusterjob explain "$tmp/$l-$n.sbatch"
    done
  done
  echo "# load after: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$out"
