#!/usr/bin/env bash
# Real reports of NCCL's RAS subsystem (NCCL 2.24+) for doctor's corpus (issue 26), made on the GPU machine without Slurm:
# three ranks of testbed/gpu/ras_worker.py, each in a UTS namespace of its own (host names gnode1..3, so NCCL sees three
# hosts sharing the machine's one GPU; sockets over lo), in one NCCL communicator. Per case (healthy, dead: the last rank
# killed with SIGKILL, straggler: the last rank late to a collective) the ranks' output is kept as they printed it, and
# NCCL is asked for its status the way the ncclras client asks (src/ras/client.cc: "CLIENT PROTOCOL 2", then "STATUS" or
# "VERBOSE STATUS"; the reply is NCCL's own text, written out unchanged). Nothing here writes a message of its own into
# those files, and nothing judges: the expected causes go into the corpus index before doctor reads them.
#
# usage: ras-captures.sh OUT [CASE...]      (as root: unshare --uts; CJ_RAS_PYTHON: the python with torch)
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
mkdir -p "$1" && out=$(cd "$1" && pwd) || exit 2
shift
py=${CJ_RAS_PYTHON:-/opt/torch/.venv/bin/python3}
[[ -x $py ]] || py=$(command -v python3)
cases=("$@")
((${#cases[@]})) || cases=(healthy dead straggler)
log() { printf '%s ras-captures: %s\n' "$(date -u +%H:%M:%S)" "$*" | tee -a "$out/captures.log" >&2; }
"$py" -c 'import torch; print("torch", torch.__version__, "nccl", ".".join(map(str, torch.cuda.nccl.version())))' >"$out/versions.txt" 2>&1

# ras_status PORT VERBOSE(0|1) FILE: NCCL's status reply, as the ncclras client would print it
ras_status() {
  "$py" - "$1" "$2" >"$3" 2>"$3.err" <<'PY'
import socket, sys
port, verbose = int(sys.argv[1]), sys.argv[2] == "1"
s = socket.create_connection(("127.0.0.1", port), timeout=60)
s.sendall(b"CLIENT PROTOCOL 2\n")
hello = b""
while not hello.endswith(b"\n"):
    chunk = s.recv(1)
    if not chunk:
        break
    hello += chunk
sys.stderr.write("handshake: " + hello.decode(errors="replace"))
s.sendall(b"VERBOSE STATUS\n" if verbose else b"STATUS\n")
while True:
    data = s.recv(65536)
    if not data:
        break
    sys.stdout.buffer.write(data)
PY
}

# Every rank's NCCL is on lo (127.0.0.1): RAS tells nodes apart by the address of NCCL's interface, so its reports count one
# node and name 127.0.0.1 (what a one-node job's report shows). Loopback aliases do not help: NCCL_SOCKET_IFNAME cannot name
# one ("=lo:1" is read as lo with port 1; tried on the GPU machine, NCCL 2.28.9 used lo's 127.0.0.1).
master=127.0.0.1
port=29611
declare -A run_s=([healthy]=30 [dead]=30 [straggler]=60) # the worker's RUN_S; its collectives time out RUN_S + 60 s after start
for c in "${cases[@]}"; do
  d=$out/$c
  mkdir -p "$d"
  port=$((port + 1))
  pids=()
  for r in 0 1 2; do
    # shellcheck disable=SC2016 # $1.. expand in the namespace's shell
    unshare --uts --fork sh -c 'hostname "$1" && shift && exec "$@"' sh "gnode$((r + 1))" \
      env RANK=$r WORLD_SIZE=3 LOCAL_RANK=0 MASTER_ADDR=$master MASTER_PORT=$port NCCL_SOCKET_IFNAME=lo NCCL_IB_DISABLE=1 \
      NCCL_NVLS_ENABLE=0 NCCL_DEBUG=INFO NCCL_DEBUG_SUBSYS=INIT,NET,RAS NCCL_RAS_ADDR=127.0.0.1:$((28028 + r)) \
      "$py" "$here/ras_worker.py" "$c" "${run_s[$c]:-30}" >"$d/rank$r.log" 2>&1 &
    pids+=("$!")
  done
  for _ in $(seq 1 120); do
    [[ $(cat "$d"/rank*.log 2>/dev/null | grep -c 'warm-up all_reduce done') -ge 3 ]] && break
    sleep 1
  done
  log "$c: $(cat "$d"/rank*.log | grep -c 'warm-up all_reduce done') of 3 ranks warmed up"
  sleep 10
  ras_status 28028 0 "$d/ras-status-10s.txt"
  ras_status 28028 1 "$d/ras-verbose-10s.txt"
  if [[ $c != healthy ]]; then
    sleep 25
    ras_status 28028 0 "$d/ras-status-35s.txt"
    ras_status 28028 1 "$d/ras-verbose-35s.txt"
  fi
  log "$c: RAS asked ($(wc -c <"$d/ras-status-10s.txt") bytes at 10 s)"
  for p in "${pids[@]}"; do
    # the dead case's survivors end by torch's watchdog (its time-out), kept in their logs
    for _ in $(seq 1 100); do kill -0 "$p" 2>/dev/null || break; sleep 1; done
    kill -KILL "$p" 2>/dev/null
  done
  pkill -KILL -f "ras_worker.py $c" 2>/dev/null
  wait 2>/dev/null
  log "$c: ranks ended"
done
