#!/usr/bin/env bash
# Render the GPU proof's specs (testbed/gpu/*.yaml) with clusterjob into OUT, on the CPU machine.
#   render.sh OUT            the GPU machine's scripts, as the specs say
#   (also target/clusterjob.jar, for run-proof.sh's `recover` step)
#   render.sh --dry-run OUT  the CPU dry run's: /usr/bin/python3 (Debian's torch 1.13, gloo), the
#                            gate floor 0.05 GB/s and max_bytes 4M (gloo on 2 shared cores; the sweep's too), and torchrun's
#                            --redirects 1 --tee 1 (Debian's torch 1.13 torchrun crashes without them)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
dry=0
if [[ ${1:-} == --dry-run ]]; then dry=1; shift; fi
out=${1:?usage: render.sh [--dry-run] OUT}
mkdir -p "$out"
src=$here
if ((dry)); then
  src=$(mktemp -d)
  trap 'rm -rf "$src"' EXIT
  cp "$here"/*.yaml "$src/"
  sed -i -e 's|/opt/torch/.venv/bin/python3|/usr/bin/python3|g' -e 's|min_busbw_gbps: 0.5|min_busbw_gbps: 0.05|' -e 's|max_bytes: 64M|max_bytes: 4M|' \
    -e 's|^launcher: torchrun|launcher: torchrun\nlauncher_args: ["--redirects", "1", "--tee", "1"]|' "$src"/*.yaml
fi
for spec in nccl-allreduce gate-spare gate-nospare eth0-preflight eth0-nopreflight requeue; do
  "$here/../../clusterjob" render "$src/$spec.yaml" -o "$out/$spec.sbatch"
done
# The fabric sweep of the 3 nodes (docs/sweep.md): all pairs, the profile gpu-testbed-sweep's probe settings.
"$here/../../clusterjob" sweep --dry-run --partition gpu --profile gpu-testbed-sweep --profile-file "$src/gpu-profiles.yaml" \
  --nodes 3 --mode all-pairs >"$out/sweep.sbatch"
cp "$here"/*.yaml "$out/"      # the specs as written, next to what they rendered
# run-proof.sh's `recover` step runs clusterjob itself there (with a Java runtime: CJ_PROOF_JAVA)
cp "$here/../../target/clusterjob.jar" "$out/"
