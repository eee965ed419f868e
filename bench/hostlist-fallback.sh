#!/usr/bin/env bash
# The rendered script's hostlist expansion without scontrol (templates/lib/runtime.sh's cj_expand_hostlist: what a job
# uses in a container that has no scontrol), timed as whole processes, alternating (bench/alternate.py), against the
# runtime.sh of another commit (BASE, default HEAD~1's file, e.g. before a change to it): a bash that loads the file and
# expands EXPR once. Both must print the same hosts (checked first: the benchmark refuses to time commands whose
# outputs differ).
# Usage: bench/hostlist-fallback.sh [BASE-COMMIT] [EXPR] [RUNS]
#   (defaults HEAD~1, 'gpu[001-128]' (a 128-node allocation), 7). Writes bench/results/hostlist-fallback-<UTC>.json.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-HEAD~1}
expr=${2:-gpu[001-128]}
runs=${3:-7}
work=$(mktemp -d) && trap 'rm -rf "$work"' EXIT
git show "$base:templates/lib/runtime.sh" >"$work/base.sh"
cp templates/lib/runtime.sh "$work/new.sh"
printf '%s\n' "$expr" >"$work/expr"
run() { echo "bash -c 'source \"\$1\"; cj_expand_hostlist \"\$(cat \"\$2\")\"' x $1 $work/expr"; }
bash -c "$(run "$work/new.sh")" >"$work/new.txt"
bash -c "$(run "$work/base.sh")" >"$work/base.txt"
cmp -s "$work/new.txt" "$work/base.txt" || { echo "hostlist-fallback: the two expanders print different hosts:" >&2; diff "$work/base.txt" "$work/new.txt" >&2; exit 1; }
[[ -s $work/new.txt ]] || { echo "hostlist-fallback: '$expr' expands to no host" >&2; exit 1; }
mkdir -p bench/results
python3 bench/alternate.py --runs "$runs" --warmup 1 --json "bench/results/hostlist-fallback-$(date -u +%Y%m%dT%H%M%SZ).json" -- \
  "expand-$(wc -l <"$work/new.txt")-hosts=$(run "$work/new.sh")" "base-expand=$(run "$work/base.sh")"
