#!/usr/bin/env bash
# Asks real sbatch (sbatch --test-only, nothing is queued) whether it accepts each --time value below, on
# the running testbed instance (CJ_TESTBED_INSTANCE, CJ_TESTBED_STACK as for testbed.sh), and writes
# VALUE<TAB>accepted|refused<TAB>Slurm version to src/test/resources/captures/sbatch-time/STACK.tsv
# (TimeLimitTest compares slurm.TimeLimit with every line). A few seconds.
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ENV_FILE=$("$HERE/testbed.sh" env | sed -n 's/^export CJ_TESTBED_ENV=//p')
[[ -r $ENV_FILE ]] || { echo "capture-time: no testbed: run testbed/testbed.sh up" >&2; exit 1; }
SLURM_CONF=$(sed -n 's/^SLURM_CONF=//p' "$ENV_FILE")
PATH=$(sed -n 's/^CJ_TESTBED_PATH=//p' "$ENV_FILE")
STACK=$(sed -n 's/^CJ_TESTBED_STACK=//p' "$ENV_FILE")
VERSION=$(sed -n 's/^CJ_TESTBED_SLURM_VERSION=//p' "$ENV_FILE")
export SLURM_CONF PATH
OUT=${1:-$HERE/../src/test/resources/captures/sbatch-time/$STACK.tsv}
VALUES=(5 0 0:30 90:30 01:00:00 72:00:00 01:60:00 1-0 2-12 1-2:3 1-2:3:4 5- 0-0 0:0:0 UNLIMITED unlimited INFINITE
  Infinite -1 '3 minutes' 1h 1:2:3:4 1-2-3 1:2-3 :30 5: 1::2 1:2: 1-:30 1-2: -5 ' 5' '5 ' +5 1.5 '' forever 1d
  00:05:00.5 1-2:3:4:5 -1-1 --5 5-- 5:-1 -0)
{
  echo "# sbatch --test-only --time=VALUE --wrap true, Slurm $VERSION (testbed $STACK), $(date -u +%Y-%m-%d)"
  for v in "${VALUES[@]}"; do
    err=$(sbatch --test-only --time="$v" --wrap true 2>&1 >/dev/null) || true
    if [[ $err == *"Invalid --time specification"* ]]; then r=refused; else r=accepted; fi
    printf '%s\t%s\t%s\n' "$v" "$r" "${err%%$'\n'*}"
  done
} > "$OUT"
echo "capture-time: wrote $OUT" >&2
