#!/usr/bin/env bash
# clusterjob GPU testbed: Slurm nodes gnode1..gnode3 that share the machine's real GPU (docs/gpu.md).
#
#   On a GPU machine with no Slurm, no munge and no iproute2 (the device machine: Ubuntu 24.04, no
#   package registry), `up` unpacks Debian 12 packages fetched beforehand by `prepare` on a machine
#   with apt (dpkg -x, no install), and boots munged, slurmctld and three slurmds, each in its own
#   net+UTS namespace joined to the bridge cjgpu0 by a veth pair whose node end is `bond0`. Each node
#   advertises /dev/nvidia0 as gres gpu:1, so NCCL sees three hosts (three host names) that share one
#   GPU and talks between them over its socket transport on bond0.
#
#   The same script is the dry run on the CPU machine: there /dev/nvidia0 does not exist, the gres
#   file is a null character device, and the jobs' torch falls back to gloo. Same packages (unpacked
#   the same way), same namespaces, same slurm.conf: GPU time goes to GPU work.
#
#   Everything lives under $CJ_GPU_DIR (default /tmp/clusterjob-gpu). Names, subnet and ports are
#   chosen not to collide with testbed/testbed.sh's instances 0-99 (cjbr*, 10.77.*, 6817+100N):
#   bridge cjgpu0, 10.78.0.0/24, ports 6797/6798 (not 6817+100N), nodes gnode1..3.
#
# Usage: gpu.sh prepare [DEBDIR] | up | down [--purge] | status | env | exec NODE CMD... |
#               throttle NODE RATE | unthrottle NODE | packages
set -euo pipefail

SELF=$(readlink -f "${BASH_SOURCE[0]}")
readonly SELF
HERE=$(dirname "$SELF")
readonly HERE

DIR=${CJ_GPU_DIR:-/tmp/clusterjob-gpu}
DEBS=${CJ_GPU_DEBS:-$HERE/.gpu-debs}            # what `prepare` downloads and `up` unpacks
NET=${CJ_GPU_NET:-10.78.0}
UP_TIMEOUT=${CJ_GPU_UP_TIMEOUT:-60}
CPUS=${CJ_GPU_CPUS:-16}                           # claimed per node (config_overrides)
readonly BRIDGE=cjgpu0 VETH_PREFIX=cjg- PEER_PREFIX=cjq- NODE_IF=bond0
readonly NODES=(gnode1 gnode2 gnode3) NODE_RANGE='gnode[1-3]'
readonly CTLD_PORT=6797 SLURMD_PORT=6798 CLUSTER=clusterjobgpu
readonly HOSTS_TAG=clusterjob-gpu-testbed
readonly DAEMON_PATH=/usr/sbin:/usr/bin:/sbin:/bin
# Debian 12 packages: iproute2, munge and Slurm 22.05 with the libraries they link. `up` puts on the
# library path only those a machine lacks (ldconfig -p), so the host's own libraries are never shadowed.
readonly PACKAGES=(
  iproute2 libbpf1 libmnl0 libxtables12 libelf1 libcap2 libbsd0 libtirpc3 libdb5.3 libselinux1
  munge libmunge2 libgcrypt20
  slurmctld slurmd slurm-client slurm-wlm-basic-plugins
  libhwloc15 libnuma1 liblz4-1 libreadline8 libpam0g libdbus-1-3 libjson-c5 liblua5.1-0 libyaml-0-2
)

CTL_ADDR=$NET.254
ROOT=$DIR/root                                   # the unpacked packages
BIN=$DIR/bin                                     # wrappers: sbatch, srun, ip, tc, munge ...
LIBS=$DIR/lib                                    # links to the libraries the machine lacks
PLUGINS=$ROOT/usr/lib/x86_64-linux-gnu/slurm-wlm
CONF=$DIR/etc/slurm.conf
RUN=$DIR/run LOG=$DIR/log STATE=$DIR/state SPOOL=$DIR/spool JOBS=$DIR/jobs
MUNGE_DIR=$DIR/munge
MUNGE_SOCK=$MUNGE_DIR/munge.socket
ENV_FILE=$DIR/gpu.env

say() { printf 'gpu-testbed: %s\n' "$*" >&2; }
die() { printf 'gpu-testbed: error: %s\n' "$*" >&2; exit 1; }
# shellcheck source=testbed/own-dir.sh
. "$HERE/own-dir.sh"
require_root() { [[ $(id -u) -eq 0 ]] || die "must run as root (namespaces, bridge, /etc/hosts): sudo $SELF $1"; }

validate() {
  [[ $DIR =~ ^/[A-Za-z0-9._/-]+$ ]] || die "CJ_GPU_DIR must be an absolute path of [A-Za-z0-9._/-]: got '$DIR'"
  [[ $NET =~ ^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$ ]] || die "CJ_GPU_NET must be three octets like 10.78.0: got '$NET'"
  [[ $CPUS =~ ^[1-9][0-9]*$ ]] || die "CJ_GPU_CPUS must be a whole number >= 1: got '$CPUS'"
}

node_index() {
  local i
  for i in "${!NODES[@]}"; do [[ ${NODES[$i]} == "$1" ]] && { echo "$i"; return 0; }; done
  die "unknown node '$1' (nodes: ${NODES[*]})"
}
node_addr() { echo "$NET.$(($(node_index "$1") + 1))"; }
node_veth() { echo "$VETH_PREFIX$1"; }
node_peer() { echo "$PEER_PREFIX$1"; }

alive() { local st; st=$(cut -d' ' -f3 "/proc/$1/stat" 2>/dev/null) || return 1; [[ -n $st && $st != Z && $st != X ]]; }
pid_from() { # PIDFILE: the live pid it names
  local pid
  [[ -r $1 ]] || return 1
  pid=$(tr -dc '0-9' <"$1")
  [[ -n $pid ]] && alive "$pid" && echo "$pid"
}
holder_pid() { # NODE: the sleep holding NODE's namespaces, checked by its host name
  local pid
  pid=$(pid_from "$RUN/holder-$1.pid") || return 1
  [[ $(nsenter -t "$pid" -u cat /proc/sys/kernel/hostname 2>/dev/null) == "$1" ]] || return 1
  echo "$pid"
}
stop_pids() { # SECS PID...: TERM, wait, KILL
  local secs=$1 i p left
  shift
  (($#)) || return 0
  kill -TERM "$@" 2>/dev/null || true
  for ((i = 0; i < secs * 10; i++)); do
    left=0
    for p in "$@"; do alive "$p" && left=1; done
    ((left)) || return 0
    sleep 0.1
  done
  kill -KILL "$@" 2>/dev/null || true
}
ns_pids() { # NODE: every live process in NODE's net namespace (all started by this script or its slurmd)
  local ns p
  [[ -r $RUN/holder-$1.netns ]] || return 0
  ns=$(cat "$RUN/holder-$1.netns")
  [[ -n $ns ]] || return 0
  for p in /proc/[0-9]*; do
    [[ $(readlink "$p/ns/net" 2>/dev/null) == "$ns" ]] && alive "${p#/proc/}" && echo "${p#/proc/}"
  done
  return 0
}

# ---- prepare (CPU machine, with apt) -------------------------------------------------------------
cmd_prepare() {
  local dest=${1:-$DEBS}
  command -v apt-get >/dev/null || die "prepare needs apt-get (run it on a Debian 12 machine with a package mirror)"
  mkdir -p "$dest"
  (cd "$dest" && apt-get download "${PACKAGES[@]}") >"$dest/download.log" 2>&1 \
    || die "apt-get download failed: $(grep '^E:' "$dest/download.log" | tail -n 1 || true) (log: $dest/download.log)"
  local n
  n=$(find "$dest" -maxdepth 1 -name '*.deb' | wc -l)
  say "$n packages in $dest ($(du -sh "$dest" | cut -f1)); carry that folder to the GPU machine and run: CJ_GPU_DEBS=<it> $SELF up"
}

# ---- unpack (both machines) ----------------------------------------------------------------------
unpack() {
  local deb lib so base
  ls "$DEBS"/*.deb >/dev/null 2>&1 || die "no .deb files in $DEBS: run '$SELF prepare' on a machine with apt first (CJ_GPU_DEBS names the folder)"
  rm -rf "$ROOT" "$BIN" "$LIBS"
  mkdir -p "$ROOT" "$BIN" "$LIBS"
  for deb in "$DEBS"/*.deb; do dpkg -x "$deb" "$ROOT" || die "dpkg -x $deb failed"; done
  # Libraries the machine lacks: linked into $LIBS (never one the machine has: no shadowing).
  for so in "$ROOT"/lib/x86_64-linux-gnu/*.so.* "$ROOT"/usr/lib/x86_64-linux-gnu/*.so.*; do
    [[ -e $so ]] || continue
    base=$(basename "$so")
    [[ $base =~ \.so\.[0-9]+$ ]] || continue          # sonames only (libfoo.so.5, not libfoo.so.5.1.2)
    if ! ldconfig -p | grep -q "^[[:space:]]*$base "; then ln -sf "$so" "$LIBS/$base"; fi
  done
  lib=$LIBS:$PLUGINS                                    # libslurmfull.so's RUNPATH names /usr/lib/...
  # Clients run through the dynamic loader with --library-path: no LD_LIBRARY_PATH in their
  # environment, so none in the jobs sbatch starts (their python and torch see the machine as it is).
  local ldso
  ldso=$(ls /lib64/ld-linux-x86-64.so.2 2>/dev/null || true)
  [[ -n $ldso ]] || die "no /lib64/ld-linux-x86-64.so.2 on this machine"
  local pair
  for pair in usr/bin/sbatch usr/bin/srun usr/bin/squeue usr/bin/scontrol usr/bin/sinfo usr/bin/scancel \
    usr/bin/sacct usr/bin/sdiag usr/bin/munge usr/bin/unmunge bin/ip sbin/tc sbin/bridge; do
    [[ -x $ROOT/$pair ]] || { [[ $pair == bin/ip && -x $ROOT/sbin/ip ]] && pair=sbin/ip; }
    [[ -x $ROOT/$pair ]] || die "the packages in $DEBS have no $pair"
    printf '#!/bin/sh\nexec %s --library-path %s %s "$@"\n' "$ldso" "$lib" "$ROOT/$pair" >"$BIN/$(basename "$pair")"
    chmod 755 "$BIN/$(basename "$pair")"
  done
  # Daemons: Debian names them *-wlm (update-alternatives). The plain names matter: Slurm decides
  # what it is from its program name (as slurmctld-wlm the controller never loads gres/gpu, and every
  # node's Gres reads "(null)"). slurmd starts slurmstepd by path (-d).
  local d
  for d in slurmctld slurmd slurmstepd; do ln -sf "$d-wlm" "$ROOT/usr/sbin/$d"; done
  printf '%s\n' "$lib" >"$DIR/library-path"
}

daemon() { # PROGRAM ARG...: a daemon from the unpacked tree, its libraries on LD_LIBRARY_PATH
  env -i PATH="$BIN:$DAEMON_PATH" LD_LIBRARY_PATH="$(cat "$DIR/library-path")" SLURM_CONF="$CONF" "$@"
}

# ---- configuration -------------------------------------------------------------------------------
gpu_file() { # the gres File: the real GPU, or a null device for the dry run
  if [[ -c /dev/nvidia0 ]]; then echo /dev/nvidia0; else echo "$DIR/dev/nvidia0"; fi
}

write_config() {
  local n gf
  gf=$(gpu_file)
  mkdir -p "$DIR/etc" "$RUN" "$LOG" "$STATE" "$SPOOL" "$JOBS" "$MUNGE_DIR" "$DIR/dev" "$DIR/cgroup"
  chmod 1777 "$JOBS"
  chmod 700 "$STATE"
  if [[ $gf == "$DIR/dev/nvidia0" && ! -c $gf ]]; then mknod -m 666 "$gf" c 1 3; fi
  for n in "${NODES[@]}"; do mkdir -p "$SPOOL/$n"; done
  # an empty tmpfs for cgroup.conf's mount point (what worked on the GPU machine; docs/gpu.md)
  mountpoint -q "$DIR/cgroup" || mount -t tmpfs -o size=1m cj-gpu-cgroup "$DIR/cgroup" || die "cannot mount a tmpfs on $DIR/cgroup"
  cat >"$CONF" <<EOF
# Generated by testbed/gpu.sh up -- edit the script, not this file.
ClusterName=$CLUSTER
SlurmctldHost=$(hostname -s)($CTL_ADDR)
SlurmctldPort=$CTLD_PORT
SlurmdPort=$SLURMD_PORT
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$MUNGE_SOCK
PluginDir=$PLUGINS
StateSaveLocation=$STATE
SlurmdSpoolDir=$SPOOL/%n
SlurmctldPidFile=$RUN/slurmctld.pid
SlurmdPidFile=$RUN/slurmd-%n.pid
SlurmctldLogFile=$LOG/slurmctld.log
SlurmdLogFile=$LOG/slurmd-%n.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmdParameters=config_overrides
ReturnToService=2
SlurmdTimeout=30
MpiDefault=none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
GresTypes=gpu
EOF
  for n in "${NODES[@]}"; do
    echo "NodeName=$n NodeAddr=$(node_addr "$n") CPUs=$CPUS Sockets=1 CoresPerSocket=$CPUS ThreadsPerCore=1 RealMemory=32000 Gres=gpu:1 State=UNKNOWN" >>"$CONF"
  done
  echo "PartitionName=gpu Nodes=$NODE_RANGE Default=YES MaxTime=INFINITE State=UP" >>"$CONF"
  # Every node names the same GPU: NCCL tells the nodes apart by host name, not by device.
  printf 'AutoDetect=off\nNodeName=%s Name=gpu File=%s\n' "$NODE_RANGE" "$gf" >"$DIR/etc/gres.conf"
  # No systemd/dbus on the GPU machine: cgroup/v2 wants a dbus scope, so cgroup/v1 on an empty tmpfs
  # that nobody mounts (proctrack/linuxproc and task/none never use it).
  printf 'CgroupPlugin=cgroup/v1\nCgroupMountpoint=%s\nCgroupAutomount=no\n' "$DIR/cgroup" >"$DIR/etc/cgroup.conf"
}

write_env() {
  {
    echo "# clusterjob GPU testbed (KEY=VALUE, no quoting): source it to use sbatch/squeue/ip/tc"
    echo "PATH=$BIN:$PATH"
    echo "SLURM_CONF=$CONF"
    echo "CJ_GPU_DIR=$DIR"
    echo "CJ_GPU_JOBS=$JOBS"
    echo "CJ_GPU_NODES=$(IFS=,; echo "${NODES[*]}")"
    echo "CJ_GPU_GRES_FILE=$(gpu_file)"
  } >"$ENV_FILE"
}

# ---- daemons -------------------------------------------------------------------------------------
start_munge() {
  [[ -s $MUNGE_DIR/munge.key ]] || dd if=/dev/urandom of="$MUNGE_DIR/munge.key" bs=1024 count=1 status=none
  chmod 400 "$MUNGE_DIR/munge.key"
  if ! pid_from "$MUNGE_DIR/munged.pid" >/dev/null; then
    rm -f "$MUNGE_SOCK" "$MUNGE_SOCK.lock"
    daemon "$ROOT/usr/sbin/munged" --force --socket="$MUNGE_SOCK" --key-file="$MUNGE_DIR/munge.key" \
      --pid-file="$MUNGE_DIR/munged.pid" --log-file="$MUNGE_DIR/munged.log" --seed-file="$MUNGE_DIR/munged.seed" \
      </dev/null >>"$LOG/munged.stdout" 2>&1 || die "munged failed: see $MUNGE_DIR/munged.log"
  fi
  local i
  for ((i = 0; i < 50; i++)); do
    "$BIN/munge" -S "$MUNGE_SOCK" -n 2>/dev/null | "$BIN/unmunge" -S "$MUNGE_SOCK" 2>/dev/null | grep -q 'STATUS: *Success' && return 0
    sleep 0.1
  done
  die "munge does not answer on $MUNGE_SOCK: see $MUNGE_DIR/munged.log"
}

start_node() {
  local node=$1 pid veth peer addr i
  veth=$(node_veth "$node") peer=$(node_peer "$node") addr=$(node_addr "$node")
  if ! pid=$(holder_pid "$node"); then
    rm -f "$RUN/holder-$node.pid"
    # shellcheck disable=SC2016 # $1/$2/$$ belong to the inner sh
    setsid -f unshare --net --uts -- sh -c 'echo "$$" >"$1"; echo "$2" >/proc/sys/kernel/hostname; cd /; exec sleep infinity' \
      holder "$RUN/holder-$node.pid" "$node" </dev/null >/dev/null 2>&1 || die "unshare --net --uts failed"
    for ((i = 0; i < 50; i++)); do pid=$(holder_pid "$node") && break; sleep 0.1; done
    [[ -n ${pid:-} ]] || die "namespace holder for $node did not start"
    readlink "/proc/$pid/ns/net" >"$RUN/holder-$node.netns"
    "$BIN/ip" link del "$veth" 2>/dev/null || true
    "$BIN/ip" link add "$veth" type veth peer name "$peer" || die "cannot create veth $veth"
    "$BIN/ip" link set "$peer" netns "$pid"
    nsenter -t "$pid" -n "$BIN/ip" link set "$peer" name "$NODE_IF"
    nsenter -t "$pid" -n "$BIN/ip" addr add "$addr/24" dev "$NODE_IF"
    nsenter -t "$pid" -n "$BIN/ip" link set "$NODE_IF" up
    nsenter -t "$pid" -n "$BIN/ip" link set lo up
    "$BIN/ip" link set "$veth" master "$BRIDGE"
    "$BIN/ip" link set "$veth" up
  fi
  if ! pid_from "$RUN/slurmd-$node.pid" >/dev/null; then
    nsenter -t "$pid" -n -u -- env -i PATH="$BIN:$DAEMON_PATH" LD_LIBRARY_PATH="$(cat "$DIR/library-path")" SLURM_CONF="$CONF" \
      "$ROOT/usr/sbin/slurmd" -f "$CONF" -d "$ROOT/usr/sbin/slurmstepd" </dev/null >>"$LOG/slurmd-$node.stdout" 2>&1 \
      || { tail -n 20 "$LOG/slurmd-$node.log" >&2 2>/dev/null || true; die "slurmd on $node failed: see $LOG/slurmd-$node.log"; }
  fi
}

edit_hosts() { # add (1) or remove (0) this testbed's block in /etc/hosts (rewritten in place: it may be a bind mount)
  local want n
  want=$(sed "/^# BEGIN $HOSTS_TAG\$/,/^# END $HOSTS_TAG\$/d" /etc/hosts)
  if (($1)); then
    want+=$'\n'"# BEGIN $HOSTS_TAG"
    for n in "${NODES[@]}"; do want+=$'\n'"$(node_addr "$n") $n"; done
    want+=$'\n'"# END $HOSTS_TAG"
  fi
  [[ $(cat /etc/hosts) == "$want" ]] || printf '%s\n' "$want" >/etc/hosts
}

node_states() { SLURM_CONF=$CONF timeout 10 "$BIN/sinfo" -h -N -o '%N %T' 2>/dev/null || true; }

cmd_up() {
  local t0=$SECONDS n i states ready
  require_root up
  validate
  mkdir -p "$DIR"
  own_dir "$DIR"
  if [[ ! -x $BIN/sbatch || ! -f $DIR/library-path ]]; then unpack; fi
  write_config
  start_munge
  if ! "$BIN/ip" link show "$BRIDGE" >/dev/null 2>&1; then
    "$BIN/ip" link add "$BRIDGE" type bridge || die "cannot create bridge $BRIDGE"
  fi
  "$BIN/ip" -o -4 addr show dev "$BRIDGE" | grep -q "inet $CTL_ADDR/24" || "$BIN/ip" addr add "$CTL_ADDR/24" dev "$BRIDGE"
  "$BIN/ip" link set "$BRIDGE" up
  edit_hosts 1
  if ! pid_from "$RUN/slurmctld.pid" >/dev/null; then
    daemon "$ROOT/usr/sbin/slurmctld" -f "$CONF" </dev/null >>"$LOG/slurmctld.stdout" 2>&1 \
      || { tail -n 20 "$LOG/slurmctld.log" >&2 2>/dev/null || true; die "slurmctld failed: see $LOG/slurmctld.log"; }
  fi
  for n in "${NODES[@]}"; do start_node "$n"; done
  write_env
  for ((i = 0; i < UP_TIMEOUT * 2; i++)); do
    states=$(node_states) ready=0
    for n in "${NODES[@]}"; do
      awk -v n="$n" '$1 == n && $2 ~ /^(idle|mixed|allocated)$/ { ok = 1 } END { exit !ok }' <<<"$states" && ready=$((ready + 1))
    done
    ((ready == ${#NODES[@]})) && break
    sleep 0.5
  done
  if ((ready != ${#NODES[@]})); then
    say "nodes not ready after $UP_TIMEOUT s; sinfo: $(tr '\n' ' ' <<<"$states")"
    for n in "${NODES[@]}"; do tail -n 8 "$LOG/slurmd-$n.log" >&2 2>/dev/null || true; done
    tail -n 15 "$LOG/slurmctld.log" >&2 2>/dev/null || true
    die "cluster did not come up"
  fi
  say "up in $((SECONDS - t0)) s: ${NODES[*]} on $BRIDGE ($NET.0/24), gres gpu:1 = $(gpu_file); source $ENV_FILE"
}

cmd_down() {
  local n pids=() p
  require_root down
  validate
  for n in "${NODES[@]}"; do p=$(pid_from "$RUN/slurmd-$n.pid") && pids+=("$p"); done
  stop_pids 10 "${pids[@]}"
  pids=()
  for n in "${NODES[@]}"; do mapfile -t -O "${#pids[@]}" pids < <(ns_pids "$n"); done
  stop_pids 3 "${pids[@]}"                       # slurmstepd, tasks, then the holders (KILL: --fork-less sleep)
  pids=()
  p=$(pid_from "$RUN/slurmctld.pid") && pids+=("$p")
  p=$(pid_from "$MUNGE_DIR/munged.pid") && pids+=("$p")
  stop_pids 20 "${pids[@]}"
  if [[ -x $BIN/ip ]]; then
    for n in "${NODES[@]}"; do "$BIN/ip" link del "$(node_veth "$n")" 2>/dev/null || true; done
    "$BIN/ip" link del "$BRIDGE" 2>/dev/null || true
  fi
  edit_hosts 0
  if mountpoint -q "$DIR/cgroup" 2>/dev/null; then umount "$DIR/cgroup" || true; fi
  rm -f "$RUN"/*.pid "$RUN"/*.netns
  if [[ ${1:-} == --purge ]]; then rm -rf "$DIR"; say "down; removed $DIR"; else say "down; logs kept in $LOG"; fi
}

cmd_status() {
  local n p ok=0
  for n in "${NODES[@]}"; do
    if p=$(holder_pid "$n"); then echo "$n $(node_addr "$n") holder $p slurmd $(pid_from "$RUN/slurmd-$n.pid" || echo stopped)"; else echo "$n down"; ok=1; fi
  done
  echo "slurmctld $(pid_from "$RUN/slurmctld.pid" || { ok=1; echo stopped; })"
  [[ -x $BIN/sinfo ]] && SLURM_CONF=$CONF timeout 10 "$BIN/sinfo" -N -o '%N %P %T %c %G' || ok=1
  return "$ok"
}

cmd_exec() {
  (($# >= 2)) || die "usage: $SELF exec NODE CMD [ARG...]"
  local pid
  require_root exec
  pid=$(holder_pid "$1") || die "$1's namespace is not up: run '$SELF up'"
  shift
  PATH=$BIN:$PATH SLURM_CONF=$CONF exec nsenter -t "$pid" -n -u -- "$@"
}

# throttle NODE RATE: a token bucket on the host side of NODE's link (both directions of its traffic
# cross it: egress of the host veth is NODE's ingress; NODE's egress is shaped inside its namespace).
cmd_throttle() {
  (($# == 2)) || die "usage: $SELF throttle NODE RATE (e.g. 1gbit, 100mbit)"
  local node=$1 rate=$2 pid
  require_root throttle
  [[ $rate =~ ^[0-9]+(k|m|g)?bit$ ]] || die "RATE must look like 100mbit or 1gbit: got '$rate'"
  pid=$(holder_pid "$node") || die "$node's namespace is not up"
  "$BIN/tc" qdisc replace dev "$(node_veth "$node")" root tbf rate "$rate" burst 64kb latency 100ms
  nsenter -t "$pid" -n "$BIN/tc" qdisc replace dev "$NODE_IF" root tbf rate "$rate" burst 64kb latency 100ms
  say "$node's link shaped to $rate (both directions)"
}

cmd_unthrottle() {
  (($# == 1)) || die "usage: $SELF unthrottle NODE"
  local pid
  require_root unthrottle
  pid=$(holder_pid "$1") || die "$1's namespace is not up"
  "$BIN/tc" qdisc del dev "$(node_veth "$1")" root 2>/dev/null || true
  nsenter -t "$pid" -n "$BIN/tc" qdisc del dev "$NODE_IF" root 2>/dev/null || true
  say "$1's link unshaped"
}

usage() {
  cat <<EOF
usage: $SELF COMMAND
  prepare [DEBDIR]      (machine with apt) apt-get download the Debian 12 packages into DEBDIR (default $DEBS)
  up                    unpack CJ_GPU_DEBS (default $DEBS), start munged, slurmctld, ${NODES[*]}
  down [--purge]        stop everything this script started; --purge removes $DIR
  status                namespaces, daemons, sinfo
  env                   print 'export PATH=... SLURM_CONF=...' for eval
  exec NODE CMD...      run CMD in NODE's network + UTS namespace
  throttle NODE RATE    tc tbf on NODE's link, both directions (RATE: 1gbit, 100mbit ...)
  unthrottle NODE       remove it
  packages              list the Debian packages
knobs: CJ_GPU_DIR=$DIR CJ_GPU_DEBS=$DEBS CJ_GPU_NET=$NET CJ_GPU_CPUS=$CPUS CJ_GPU_UP_TIMEOUT=$UP_TIMEOUT
EOF
}

main() {
  local cmd=${1:-}
  (($#)) && shift
  case $cmd in
    prepare) cmd_prepare "$@" ;;
    up) cmd_up ;;
    down) cmd_down "$@" ;;
    status) cmd_status ;;
    env) printf 'export PATH=%q SLURM_CONF=%q\n' "$BIN:$PATH" "$CONF" ;;
    exec) cmd_exec "$@" ;;
    throttle) cmd_throttle "$@" ;;
    unthrottle) cmd_unthrottle "$@" ;;
    packages) printf '%s\n' "${PACKAGES[@]}" ;;
    -h | --help | help) usage ;;
    *) usage >&2; die "unknown command '$cmd'" ;;
  esac
}

main "$@"
