#!/usr/bin/env bash
# The GPU proof's sweep report (docs/gpu.md, docs/sweep.md), made on the CPU machine from what the device run
# kept: RESULTS/sweep.sweep (the sweep job's folder: pairs.tsv and each pair's probe output). Writes
# sweep.html (self-contained), sweep.svg (the heat map) and sweep.json into OUT (default RESULTS), with
# `clusterjob sweep report`, which asks nothing of Slurm and records nothing.
#
# usage: sweep-report.sh RESULTS [OUT]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
results=${1:?usage: sweep-report.sh RESULTS [OUT]}
out=${2:-$results}
[[ -f $results/sweep.sweep/pairs.tsv ]] || { echo "sweep-report: no $results/sweep.sweep/pairs.tsv (did the sweep step run?)" >&2; exit 2; }
mkdir -p "$out"
rc=0
"$here/../../clusterjob" sweep report "$results/sweep.sweep" --partition gpu --json --html "$out/sweep.html" --svg "$out/sweep.svg" \
  >"$out/sweep.json" || rc=$?
# 4 is the verdict "outliers found", what a shaped node should give
echo "sweep-report: exit $rc; $out/sweep.html, $out/sweep.svg, $out/sweep.json" >&2
[[ $rc == 0 || $rc == 4 ]]
