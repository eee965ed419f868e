#!/usr/bin/env bash
# Real failure texts of torch 2.x for doctor's tests (issue 26), made on the GPU machine (torch with CUDA, one GPU):
# each scenario below makes one failure on purpose and its whole output goes, unchanged, to OUT/NAME.log.
# No Slurm: the texts are torch's, gloo's, c10d's and CUDA's own. Copied into src/test/resources/dev/clusterjob/doctor/
# (README.md there says which is which).
#
# usage: doctor-captures.sh OUT        (CJ_CAPTURE_PYTHON: the python with torch, default /opt/torch/.venv/bin/python3)
set -uo pipefail
out=$(mkdir -p "$1" && cd "$1" && pwd) || exit 2
py=${CJ_CAPTURE_PYTHON:-/opt/torch/.venv/bin/python3}
[[ -x $py ]] || py=python3
work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 2
export PYTHONUNBUFFERED=1 NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
torchrun=("$py" -m torch.distributed.run)
"$py" -c 'import torch, sys; print("torch", torch.__version__, "cuda", torch.version.cuda, "nccl", ".".join(map(str, torch.cuda.nccl.version())), "python", sys.version.split()[0])' > "$out/versions.txt" 2>&1

# 1. the store's host exits while another rank waits on it (c10d TCPStore, gloo)
cat > store_exit.py <<'EOF'
import datetime, os, sys, time
import torch.distributed as dist
rank = int(sys.argv[1])
dist.init_process_group("gloo", init_method="tcp://127.0.0.1:29711", rank=rank, world_size=2,
                        timeout=datetime.timedelta(seconds=60))
if rank == 0:
    time.sleep(3)
    os._exit(3)
dist.distributed_c10d._get_default_store().get("never-set")
EOF
{ timeout 90 "$py" store_exit.py 0 & timeout 90 "$py" store_exit.py 1; wait; } > "$out/torch2-store-host-exits.log" 2>&1

# 2. every rank asks for more GPU memory than there is (torchrun, 2 ranks on the one GPU)
cat > oom.py <<'EOF'
import torch, torch.distributed as dist
dist.init_process_group("gloo")
x = torch.empty(400 * 2**30, dtype=torch.uint8, device="cuda")
EOF
timeout 120 "${torchrun[@]}" --nproc_per_node 2 oom.py > "$out/torch2-cuda-oom-two-ranks.log" 2>&1

# 3. a device-side assert in a rank that uses NCCL (one rank, the watchdog sees the CUDA error)
cat > assert.py <<'EOF'
import os, torch, torch.distributed as dist
torch.cuda.set_device(0)
dist.init_process_group("nccl", device_id=torch.device("cuda:0"))
t = torch.ones(4, device="cuda")
dist.all_reduce(t)
y = t[torch.tensor([10], device="cuda")]
dist.all_reduce(y)
torch.cuda.synchronize()
EOF
NCCL_DEBUG=WARN timeout 120 "${torchrun[@]}" --nproc_per_node 1 assert.py > "$out/torch2-device-assert-nccl.log" 2>&1

# 4. a rank whose store address answers nowhere (MASTER_ADDR of no node)
timeout 90 "$py" -c 'import datetime, torch.distributed as dist
dist.init_process_group("gloo", init_method="tcp://10.255.255.1:29500", rank=1, world_size=2, timeout=datetime.timedelta(seconds=20))' \
  > "$out/torch2-store-unreachable.log" 2>&1

# 5. GLOO_SOCKET_IFNAME naming an interface the node does not have
cat > gloo_init.py <<'EOF'
import torch, torch.distributed as dist
dist.init_process_group("gloo")
dist.all_reduce(torch.ones(1))
EOF
GLOO_SOCKET_IFNAME=bond0 timeout 120 "${torchrun[@]}" --nproc_per_node 2 gloo_init.py > "$out/torch2-gloo-ifname-missing.log" 2>&1

# 6. torchrun's own rendezvous with an endpoint of no node (c10d backend, 2 nodes expected)
timeout 150 "${torchrun[@]}" --nnodes 2 --nproc_per_node 1 --rdzv-backend c10d --rdzv-endpoint 10.255.255.1:29400 \
  --rdzv-conf timeout=30,join_timeout=30 gloo_init.py > "$out/torch2-torchrun-rdzv-unreachable.log" 2>&1
ls -l "$out"
