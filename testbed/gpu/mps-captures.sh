#!/usr/bin/env bash
# Real CUDA MPS client failures for doctor's tests, made on the GPU machine (torch, CuPy and JAX with CUDA, one GPU): an MPS control
# daemon is started for a pipe directory of this script's own, with a PATH where it cannot find nvidia-cuda-mps-server, so every MPS
# server it starts for a client exits at once and the clients fail to connect (CUDA error 805); each client's whole output goes,
# unchanged, to OUT/NAME.log, the daemon's control.log beside them. The daemon is told to quit at the end. The GPU's compute mode is
# not touched. Copied into src/test/resources/dev/clusterjob/doctor/ (README.md there says which is which).
#
# usage: mps-captures.sh OUT        (CJ_CAPTURE_PYTHON: the python with torch, default /opt/torch/.venv/bin/python3)
set -uo pipefail
out=$(mkdir -p "$1" && cd "$1" && pwd) || exit 2
py=${CJ_CAPTURE_PYTHON:-/opt/torch/.venv/bin/python3}
[[ -x $py ]] || py=python3
work=$(mktemp -d) || exit 2
ctl=$(command -v nvidia-cuda-mps-control || ls /usr/local/nvidia/bin/nvidia-cuda-mps-control /usr/bin/nvidia-cuda-mps-control 2>/dev/null | head -1)
{ echo "control: ${ctl:-none}"; ls -l "$(dirname "${ctl:-/nonexistent}")"/nvidia-cuda-mps-* 2>&1; nvidia-smi --query-gpu=name,driver_version,compute_mode --format=csv 2>&1; } > "$out/mps-probe.txt"
[[ -n $ctl ]] || exit 3
export PYTHONUNBUFFERED=1 NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
export CUDA_MPS_PIPE_DIRECTORY=$work/pipe CUDA_MPS_LOG_DIRECTORY=$work/log
mkdir -p "$CUDA_MPS_PIPE_DIRECTORY" "$CUDA_MPS_LOG_DIRECTORY"
cd "$work" || exit 2
trap 'echo quit | timeout 20 "$ctl"; sleep 1; cp "$CUDA_MPS_LOG_DIRECTORY"/control.log "$out/mps-control.log" 2>/dev/null; rm -rf "$work"' EXIT
"$py" -c 'import torch, sys; print("torch", torch.__version__, "cuda", torch.version.cuda, "python", sys.version.split()[0])' > "$out/versions.txt" 2>&1
env PATH=/nonexistent "$ctl" -d || exit 4
sleep 1

# 1. two ranks of a torchrun job share the one GPU through MPS (the reason MPS is on), NCCL process group
cat > share.py <<'PYEOF'
import torch, torch.distributed as dist
torch.cuda.set_device(0)
dist.init_process_group("nccl")
t = torch.ones(4, device="cuda")
dist.all_reduce(t)
print(t)
PYEOF
timeout 120 "$py" -m torch.distributed.run --nproc_per_node 2 share.py > "$out/torch2-mps-server-not-found-two-ranks.log" 2>&1

# 2. CuPy's first allocation, 3. JAX's device list, each under the same daemon
timeout 60 "$py" -c 'import cupy; print(cupy.zeros(4) + 1)' > "$out/cupy-mps-server-not-found.log" 2>&1
timeout 90 "$py" -c 'import jax; print(jax.devices("gpu"))' > "$out/jax-mps-server-not-found.log" 2>&1
exit 0
