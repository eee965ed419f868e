#!/usr/bin/env bash
# clusterjob testbed: a real 3-node Slurm 22.05 cluster (+ Open MPI, torch/gloo) on ONE machine.
#
#   slurmctld + munged run on the host; node1..node3 are net+UTS namespaces, each held open by a
#   `sleep infinity` holder and joined to the host by a veth pair on the bridge cjbr0. The node end of
#   each veth is called bond0. Every file (config, munge key/socket, pids, logs, state) lives under
#   $CJ_TESTBED_DIR (default /tmp/clusterjob-testbed). See docs/testing.md.
#
#   CJ_TESTBED_INSTANCE=N (1-99) runs a separate cluster beside the default one (instance 0): its own
#   directory, bridge, veths, subnet, ports, munge, cluster name, node names (nNnode1..) and /etc/hosts
#   block. Every call for one cluster must use the same N; testbed.env names everything.
#
# Usage: testbed.sh up | down [--purge] | status | env | install [PKG...] | packages | exec NODE CMD... |
#                   slurmctld-stop | slurmctld-start | slurmctld-pause | slurmctld-resume |
#                   node-kill NODE [--slurmd-only] | node-start NODE
set -euo pipefail

SELF=$(readlink -f "${BASH_SOURCE[0]}")
readonly SELF

# ---- instance: which of several testbeds on this machine (0 = the default, as documented) ---------
INSTANCE=${CJ_TESTBED_INSTANCE:-0}
if [[ ! $INSTANCE =~ ^(0|[1-9][0-9]?)$ ]]; then
  printf 'testbed: error: CJ_TESTBED_INSTANCE must be a whole number 0-99: got %s\n' "'$INSTANCE'" >&2
  exit 1
fi
readonly INSTANCE
# How messages tell the user to call this script again (for the same instance).
if ((INSTANCE == 0)); then CMD=$SELF; else CMD="CJ_TESTBED_INSTANCE=$INSTANCE $SELF"; fi
readonly CMD
if ((INSTANCE == 0)); then
  I_SUFFIX='' I_DIR=/tmp/clusterjob-testbed I_NET=10.77.0 I_NODE_PREFIX=node
else
  # Node names must differ between instances: every namespace shares /etc/hosts (and Open MPI's
  # session dirs and shared-memory files are named after the host).
  I_SUFFIX=$INSTANCE I_DIR=/tmp/clusterjob-testbed-$INSTANCE I_NET=10.77.$INSTANCE I_NODE_PREFIX=n${INSTANCE}node
fi

# ---- knobs (environment) -------------------------------------------------------------------------
DIR=${CJ_TESTBED_DIR:-$I_DIR}
NET=${CJ_TESTBED_NET:-$I_NET}                         # first three octets of the private /24
MIN_JOB_AGE=${CJ_TESTBED_MIN_JOB_AGE:-300}            # Slurm's default: finished jobs stay 300 s
SLURMD_TIMEOUT=${CJ_TESTBED_SLURMD_TIMEOUT:-20}       # node declared DOWN after this (default 300)
# Cluster timers shortened so that tests wait less for Slurm, never for the product (docs/testing.md):
CRED_EXPIRE=${CJ_TESTBED_CRED_EXPIRE:-30}             # a requeued job's hold before it runs again (default 120)
BF_INTERVAL=${CJ_TESTBED_BF_INTERVAL:-2}              # backfill pass, which starts heterogeneous jobs (default 30)
KILL_WAIT=${CJ_TESTBED_KILL_WAIT:-5}                  # SIGTERM to SIGKILL at a time limit or cancel (default 30)
UP_TIMEOUT=${CJ_TESTBED_UP_TIMEOUT:-60}               # seconds `up` waits for the nodes
# Which Slurm/MPI/torch the cluster runs: debian12 = the host's packages (Slurm 22.05, Open MPI 4.1,
# torch 1.13); debian13 = a trixie root file system (Slurm 24.11, Open MPI 5.0, torch 2.6) built once
# with mmdebstrap into ROOTFS and used by every daemon, node and client of the instance (chroot).
STACK=${CJ_TESTBED_STACK:-debian12}
STACK_GIVEN=${CJ_TESTBED_STACK:+1}
ROOTFS=${CJ_TESTBED_ROOTFS:-/var/cache/clusterjob-testbed/debian13-rootfs}
MIRROR=${CJ_TESTBED_MIRROR:-}                         # default: the host's apt source for debian
# The root file system's build runs in a session of its own whose scheduler autogroup gets this nice value
# (-20..19; docs/testing.md: with autogroups every Slurm job step is a session that weighs as much as all of the caller's
# processes together, so under ./run-tests' load the one-time build every debian13 lane waits for got a small share).
ROOTFS_NICE=${CJ_TESTBED_ROOTFS_NICE:--10}
# Extra host directories (colon-separated) that debian13's nodes see at the same path, besides the
# testbed dir, the repository, /work and /root (a shared file system, as on a real cluster).
SHARED_EXTRA=${CJ_TESTBED_SHARED_DIRS:-}
# ALL (as on most production sites): sbatch rejects requests no partition can satisfy (-N 4).
# Slurm's default NO accepts them and they pend forever with Reason=PartitionNodeLimit.
ENFORCE_PART_LIMITS=${CJ_TESTBED_ENFORCE_PART_LIMITS:-ALL}

# ---- fixed layout (per instance) -----------------------------------------------------------------
readonly CLUSTER=clusterjob$I_SUFFIX                  # clusterjob, clusterjob1, ...
readonly BRIDGE=cjbr$INSTANCE                         # cjbr0, cjbr1, ...
readonly VETH_PREFIX=cjv$I_SUFFIX-                    # host-side veth: cjv-node1, cjv1-node1 ... (<= 15 chars)
readonly PEER_PREFIX=cjp$I_SUFFIX-                    # node-side veth before it moves and becomes bond0
readonly NODE_IF=bond0                                # node-side interface name
readonly NODE_PREFIX=$I_NODE_PREFIX
readonly NODES=("${NODE_PREFIX}1" "${NODE_PREFIX}2" "${NODE_PREFIX}3")
readonly NODE_RANGE="${NODE_PREFIX}[1-${#NODES[@]}]"
# CPUs and (null-device) GPUs per node, claimed on 2 real cores: CJ_TESTBED_CPUS_PER_NODE (default 96)
# and CJ_TESTBED_GPUS_PER_NODE (default 8); 16 CPUs shows that whole-node profiles start on small nodes.
readonly CPUS=${CJ_TESTBED_CPUS_PER_NODE:-96} GPUS=${CJ_TESTBED_GPUS_PER_NODE:-8} REAL_MEMORY=64000
# Instance 0: Slurm's default ports; instance N: 6817+100N / 6818+100N.
readonly CTLD_PORT=$((6817 + 100 * INSTANCE)) SLURMD_PORT=$((6818 + 100 * INSTANCE))
readonly PARTITIONS=(gpu debug)
readonly PACKAGES=(slurmctld slurmd slurm-client munge openmpi-bin python3-torch openssh-server iproute2 mmdebstrap)
# What the debian13 root file system holds (mmdebstrap --include); a change rebuilds the cache.
readonly ROOTFS_PACKAGES=slurmctld,slurmd,slurm-client,munge,openmpi-bin,python3-torch,iproute2,procps,hostname
readonly ROOTFS_SUITE=trixie
readonly ROOTFS_MARK=.cj-testbed-rootfs                # in the root file system: what it was built from
# The Slurm client commands that debian13's wrappers ($DIR/bin) run inside the root file system.
readonly CLIENTS=(sbatch srun salloc squeue scontrol scancel sinfo sacct sstat sattach sbcast sprio sshare sdiag strigger)
readonly HOSTS_TAG=clusterjob-testbed${I_SUFFIX:+-$I_SUFFIX}
readonly HOSTS_BEGIN="# BEGIN $HOSTS_TAG (managed by testbed/testbed.sh; removed by testbed.sh down)"
readonly HOSTS_END="# END $HOSTS_TAG"
# Every instance edits /etc/hosts: one lock for all of them.
readonly HOSTS_LOCK=/tmp/.clusterjob-testbed-hosts.lock
readonly DAEMON_PATH=/usr/sbin:/usr/bin:/sbin:/bin

CTL_ADDR=$NET.1
CONF_DIR=$DIR/etc
CONF=$CONF_DIR/slurm.conf
RUN=$DIR/run
LOG=$DIR/log
STATE=$DIR/state
SPOOL=$DIR/spool
DEV=$DIR/dev
JOBS=$DIR/jobs
MUNGE_DIR=$DIR/munge
MUNGE_SOCK=$MUNGE_DIR/munge.socket
MUNGE_KEY=$MUNGE_DIR/munge.key
ENV_FILE=$DIR/testbed.env
BIN=$DIR/bin                                          # debian13: client wrappers (PATH)
STACK_FILE=$RUN/stack                                 # the stack this instance was brought up with
CLIENT_PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin

# ---- helpers -------------------------------------------------------------------------------------
say() { printf 'testbed: %s\n' "$*" >&2; }
die() { printf 'testbed: error: %s\n' "$*" >&2; exit 1; }
# shellcheck source=testbed/own-dir.sh
. "$(dirname "$SELF")/own-dir.sh"

require_root() {
  [[ $(id -u) -eq 0 ]] || die "must run as root (namespaces, bridge, /etc/hosts): run 'sudo $CMD ${1:-up}'"
}

validate_knobs() {
  [[ $DIR =~ ^/[A-Za-z0-9._/-]+$ ]] \
    || die "CJ_TESTBED_DIR must be an absolute path of [A-Za-z0-9._/-] (slurm.conf cannot quote): got '$DIR'"
  [[ $NET =~ ^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$ ]] \
    || die "CJ_TESTBED_NET must be three octets like 10.77.0: got '$NET'"
  [[ $STACK =~ ^(debian12|debian13)$ ]] \
    || die "CJ_TESTBED_STACK must be debian12 (the host's Slurm 22.05) or debian13 (Slurm 24.11 in a trixie root file system): got '$STACK'"
  [[ $ROOTFS =~ ^/[A-Za-z0-9._/-]+$ && $ROOTFS != / ]] \
    || die "CJ_TESTBED_ROOTFS must be an absolute path of [A-Za-z0-9._/-]: got '$ROOTFS'"
  if ! [[ $ROOTFS_NICE =~ ^-?[0-9]{1,2}$ ]] || ((ROOTFS_NICE < -20 || ROOTFS_NICE > 19)); then
    die "CJ_TESTBED_ROOTFS_NICE must be a nice value from -20 to 19: got '$ROOTFS_NICE'"
  fi
  [[ $ENFORCE_PART_LIMITS =~ ^(ALL|ANY|NO)$ ]] \
    || die "CJ_TESTBED_ENFORCE_PART_LIMITS must be ALL, ANY or NO: got '$ENFORCE_PART_LIMITS'"
  local k v
  for k in MIN_JOB_AGE SLURMD_TIMEOUT UP_TIMEOUT CRED_EXPIRE BF_INTERVAL KILL_WAIT; do
    v=${!k}
    [[ $v =~ ^[0-9]+$ ]] || die "CJ_TESTBED_$k must be a whole number of seconds: got '$v'"
  done
  [[ $CPUS =~ ^[1-9][0-9]*$ && $GPUS =~ ^[1-9][0-9]*$ ]] \
    || die "CJ_TESTBED_CPUS_PER_NODE and CJ_TESTBED_GPUS_PER_NODE must be whole numbers above 0: got '$CPUS' and '$GPUS'"
}

node_index() { # node1 -> 0
  local i
  for i in "${!NODES[@]}"; do
    [[ ${NODES[$i]} == "$1" ]] && { echo "$i"; return 0; }
  done
  die "unknown node '$1' (nodes: ${NODES[*]})"
}
node_addr() { echo "$NET.$((11 + $(node_index "$1")))"; }
node_veth() { echo "${VETH_PREFIX}node$(($(node_index "$1") + 1))"; }   # cjv-node1, cjv1-node1 ...
node_peer() { echo "${PEER_PREFIX}node$(($(node_index "$1") + 1))"; }
join_by() { local IFS=$1; shift; echo "$*"; }

# alive PID: the process exists and is not a zombie (this machine's init reaps orphans lazily).
alive() {
  local st
  st=$(cut -d' ' -f3 "/proc/$1/stat" 2>/dev/null) || return 1
  [[ -n $st && $st != Z && $st != X ]]
}

# pid_of PIDFILE COMM: prints the pid if the file names a live process whose comm is COMM.
pid_of() {
  local pidfile=$1 comm=$2 pid
  [[ -r $pidfile ]] || return 1
  pid=$(tr -dc '0-9' <"$pidfile")
  [[ -n $pid ]] && alive "$pid" || return 1
  [[ $(cat "/proc/$pid/comm" 2>/dev/null) == "$comm" ]] || return 1
  echo "$pid"
}

# holder_pid NODE: the live namespace holder of NODE (a `sleep` in its own net ns, host name NODE).
holder_pid() {
  local node=$1 pid
  pid=$(pid_of "$RUN/holder-$node.pid" sleep) || return 1
  [[ $(readlink "/proc/$pid/ns/net") != "$(readlink /proc/self/ns/net)" ]] || return 1
  [[ $(nsenter -t "$pid" -u cat /proc/sys/kernel/hostname 2>/dev/null) == "$node" ]] || return 1
  echo "$pid"
}

ctld_pid() { pid_of "$RUN/slurmctld.pid" slurmctld; }
slurmd_pid() { pid_of "$RUN/slurmd-$1.pid" slurmd; }
munged_pid() { pid_of "$MUNGE_DIR/munged.pid" munged; }

# Signal PID, wait up to SECS for it to go, then SIGKILL.
stop_pid() {
  local pid=$1 secs=${2:-20} sig=${3:-TERM} i
  kill "-$sig" "$pid" 2>/dev/null || return 0
  kill -CONT "$pid" 2>/dev/null || true
  for ((i = 0; i < secs * 10; i++)); do
    alive "$pid" || return 0
    sleep 0.1
  done
  kill -KILL "$pid" 2>/dev/null || true
  sleep 0.2
}

# TERM all PIDS, wait up to SECS for all of them, then KILL the rest.
stop_all() {
  local secs=$1 i p left
  shift
  kill -TERM "$@" 2>/dev/null || true
  kill -CONT "$@" 2>/dev/null || true     # a paused (SIGSTOP) daemon must run to handle TERM
  for ((i = 0; i < secs * 10; i++)); do
    left=0
    for p in "$@"; do alive "$p" && left=1; done
    ((left)) || return 0
    sleep 0.1
  done
  kill -KILL "$@" 2>/dev/null || true
  sleep 0.2
}

# Pids of every process living in the net namespace recorded for NODE (slurmd, slurmstepd, tasks,
# the holder): all of them were started by this script or by the slurmd it started.
ns_pids() {
  local node=$1 ns p
  [[ -r $RUN/holder-$node.netns ]] || return 0
  ns=$(cat "$RUN/holder-$node.netns")
  [[ -n $ns ]] || return 0
  for p in /proc/[0-9]*; do
    [[ $(readlink "$p/ns/net" 2>/dev/null) == "$ns" ]] && alive "${p#/proc/}" && echo "${p#/proc/}"
  done
  return 0
}

# Kill the processes in NODE's namespace; KEEP_HOLDER=1 spares the holder.
kill_ns() {
  local node=$1 keep_holder=${2:-0} sig=${3:-KILL} holder='' p pids i
  holder=$(holder_pid "$node" || true)
  for i in 1 2 3 4 5; do
    pids=()
    while read -r p; do
      [[ -n $p ]] || continue
      [[ $keep_holder == 1 && $p == "$holder" ]] && continue
      pids+=("$p")
    done < <(ns_pids "$node")
    ((${#pids[@]} == 0)) && return 0
    kill "-$sig" "${pids[@]}" 2>/dev/null || true
    sleep 0.3
    sig=KILL
  done
}

# ---- stack: where daemons and clients run -------------------------------------------------------
# debian12 runs the host's binaries; debian13 runs the root file system's, through chroot, in a mount
# namespace where the shared directories are visible: the controller's (a holder process with its
# own mount namespace, /tmp shared with the host) or a node's (its own /tmp and /dev/shm).
d13() { [[ $STACK == debian13 ]]; }

ctl_holder_pid() {
  local pid
  pid=$(pid_of "$RUN/holder-ctl.pid" sleep) || return 1
  [[ $(readlink "/proc/$pid/ns/mnt") != "$(readlink /proc/self/ns/mnt)" ]] || return 1
  echo "$pid"
}

# in_ctl CMD...: CMD as the controller host runs it (debian13: the root file system's CMD).
in_ctl() {
  if d13; then
    local h
    h=$(ctl_holder_pid) || die "the controller's mount namespace is not up: run '$CMD up'"
    nsenter -t "$h" -m -- chroot "$ROOTFS" "$@"
  else
    "$@"
  fi
}

# in_node PID CMD...: CMD inside the node whose holder is PID (network, host name; debian13: mounts, root).
in_node() {
  local pid=$1
  shift
  if d13; then
    nsenter -t "$pid" -n -u -m -- chroot "$ROOTFS" "$@"
  else
    nsenter -t "$pid" -n -u -- "$@"
  fi
}

# A Slurm client against this cluster (10 s limit).
slurm() {
  if d13; then
    local h
    h=$(ctl_holder_pid) || { say "the controller's mount namespace is not up"; return 1; }
    SLURM_CONF=$CONF timeout 10 nsenter -t "$h" -m -- chroot "$ROOTFS" "$@"
  else
    SLURM_CONF=$CONF timeout 10 "$@"
  fi
}

# uid:gid of USER where the daemons run (the root file system has its own /etc/passwd).
owner() {
  local u=$1 passwd=/etc/passwd group=/etc/group uid gid
  if d13; then passwd=$ROOTFS/etc/passwd group=$ROOTFS/etc/group; fi
  uid=$(awk -F: -v u="$u" '$1 == u { print $3 }' "$passwd")
  gid=$(awk -F: -v u="$u" '$1 == u { print $3 }' "$group")
  [[ -n $uid && -n $gid ]] || die "no user/group '$u' in $passwd: is the $STACK stack installed?"
  echo "$uid:$gid"
}

# Host directories the debian13 nodes see at the same path (a shared file system): the testbed dir
# (jobs/, config, munge socket), the repository, /work and /root when they exist, CJ_TESTBED_SHARED_DIRS.
shared_dirs() {
  local d repo
  repo=$(cd "$(dirname "$SELF")/.." && pwd -P)
  {
    echo "$DIR"
    echo "$repo"
    [[ -d /work ]] && echo /work
    [[ -d /root ]] && echo /root
    if [[ -n $SHARED_EXTRA ]]; then tr ':' '\n' <<<"$SHARED_EXTRA"; fi
  } | while read -r d; do
    [[ -n $d && -d $d && $d == /* && $d != / ]] && echo "$d"
  done | sort -u
}

# The mirror for the trixie root file system: CJ_TESTBED_MIRROR, else the host's apt source for Debian
# (deb822 URIs: or one-line deb), else deb.debian.org.
debian_mirror() {
  local m
  if [[ -n $MIRROR ]]; then echo "$MIRROR"; return 0; fi
  m=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '/^URIs:/ { print $2 }' | grep -E '/debian/?$' | head -n 1 || true)
  [[ -n $m ]] || m=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null \
    | awk '$1 == "deb" { for (i = 2; i <= NF; i++) if ($i ~ /^https?:/) { print $i; break } }' | grep -E '/debian/?$' | head -n 1 || true)
  echo "${m:-http://deb.debian.org/debian}"
}

# The libuv shim: Debian's torch 2.6 is built without libuv, and torchrun's rendezvous and agent
# stores create TCPStore with the C++ default use_libuv=True ("use_libuv was requested but PyTorch was
# build without libuv support"). Wheels from PyTorch have libuv: this is the testbed's Python only.
# Written on every up (replaced whole when it changed), so a root file system built by an older
# testbed.sh gets the current shim.
write_libuv_shim() { # ROOT
  local d=$1/usr/lib/python3/dist-packages
  mkdir -p "$d"
  echo 'import cj_testbed_libuv_shim' | write_if_changed "$d/cj_testbed_libuv_shim.pth" || true
  write_if_changed "$d/cj_testbed_libuv_shim.py" <<'EOF' || true
# clusterjob testbed only (testbed/testbed.sh, CJ_TESTBED_STACK=debian13): Debian's torch is built
# without libuv, so TCPStore's use_libuv is always False here (loaded by cj_testbed_libuv_shim.pth): the
# env:// rendezvous passes use_libuv=True (USE_LIBUV unset), torchrun's stores leave it to the C++ default.
import importlib.abc
import sys

_sub = None


def _patch_loaded():
    global _sub
    c10d = sys.modules.get("torch._C._distributed_c10d")
    base = getattr(c10d, "TCPStore", None)
    if base is None:
        return
    if _sub is None:
        class TCPStore(base):
            def __init__(self, *args, **kwargs):
                kwargs["use_libuv"] = False
                super().__init__(*args, **kwargs)
        TCPStore.__module__ = "torch.distributed"
        _sub = TCPStore
    for name, mod in list(sys.modules.items()):
        if name.startswith("torch.distributed") and getattr(mod, "TCPStore", None) is base:
            mod.TCPStore = _sub


class _Hook(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if not name.startswith("torch.distributed"):
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None:
                break
        else:
            return None
        loader = spec.loader
        if loader is not None and hasattr(loader, "exec_module"):
            run = loader.exec_module

            def exec_module(module, _run=run):
                _run(module)
                _patch_loaded()
            loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, _Hook())
EOF
}

# Builds the trixie root file system into ROOTFS once (mmdebstrap); reused while its mark names the
# same suite and packages. Several instances share it: built under a lock, moved into place whole.
ensure_rootfs() {
  local want mirror tmp t0=$SECONDS
  want="$ROOTFS_SUITE $ROOTFS_PACKAGES"
  if [[ -r $ROOTFS/$ROOTFS_MARK && $(head -n 1 "$ROOTFS/$ROOTFS_MARK") == "$want" ]]; then
    write_libuv_shim "$ROOTFS"
    return 0
  fi
  mkdir -p "$(dirname "$ROOTFS")"
  {
    flock -w 1800 8 || die "cannot lock $ROOTFS.lock within 30 min (another testbed.sh is building the root file system?)"
    if [[ -r $ROOTFS/$ROOTFS_MARK && $(head -n 1 "$ROOTFS/$ROOTFS_MARK") == "$want" ]]; then return 0; fi
    command -v mmdebstrap >/dev/null || die "mmdebstrap not found: run '$CMD install' (CJ_TESTBED_STACK=debian13 builds a Debian 13 root file system with it)"
    mirror=$(debian_mirror)
    tmp=$ROOTFS.build.$$
    rm -rf "$tmp"
    say "building the $ROOTFS_SUITE root file system in $ROOTFS (once; mirror $mirror; 2-3 min and 1.2 GiB on a quiet machine)"
    # its own session and autogroup (ROOTFS_NICE above)
    "$(dirname "$SELF")/own-session" "$ROOTFS_NICE" mmdebstrap --variant=minbase --include="$ROOTFS_PACKAGES" --dpkgopt='path-exclude=/usr/share/doc/*' \
      --dpkgopt='path-exclude=/usr/share/man/*' "$ROOTFS_SUITE" "$tmp" "$mirror" >"$ROOTFS.build.log" 2>&1 \
      || { rm -rf "$tmp"; die "mmdebstrap of $ROOTFS_SUITE from $mirror failed: $(grep -E '^E:' "$ROOTFS.build.log" | tail -n 1 || true) (log: $ROOTFS.build.log)"; }
    write_libuv_shim "$tmp"
    printf '%s\nbuilt %s by %s from %s\n' "$want" "$(date -u +%FT%TZ)" "$SELF" "$mirror" >"$tmp/$ROOTFS_MARK"
    rm -rf "$ROOTFS"
    mv "$tmp" "$ROOTFS"
    say "root file system ready in $((SECONDS - t0)) s"
  } 8>>"$ROOTFS.lock"
}

# The mount namespace of a debian13 holder (controller: KIND=ctl; node: KIND=node).
#   ctl:  /tmp, /dev, /sys and the shared directories as on the host.
#   node: its own /tmp and /dev/shm (each node's Slurm mpi/pmix plugin and Open MPI keep files
#         there: shared, two nodes' spmix_appdir_* collide), the shared directories bound on top,
#         and a sysfs of its own network namespace (/sys/class/net lists the node's interfaces).
# Both: proc, /dev, and the host's /etc/hosts (node names, the controller's host name).
setup_root_mounts() { # PID KIND
  local pid=$1 kind=$2 d dirs
  mapfile -t dirs < <(shared_dirs)
  for d in "${dirs[@]}"; do
    [[ $d == /tmp/* ]] || mkdir -p "$ROOTFS$d"
  done
  # shellcheck disable=SC2016 # expanded by the inner sh
  nsenter -t "$pid" -m -- sh -ec '
    R=$1 kind=$2; shift 2
    mount --make-rprivate /
    mount -t proc proc "$R/proc"
    mount --rbind /dev "$R/dev"
    mount --bind /etc/hosts "$R/etc/hosts"
    if [ "$kind" = ctl ]; then
      mount --rbind /tmp "$R/tmp"
      mount --rbind /sys "$R/sys"
    else
      mount -t tmpfs -o mode=1777 tmpfs "$R/tmp"
      mount -t tmpfs -o mode=1777 tmpfs "$R/dev/shm"
    fi
    for d in "$@"; do
      if [ "$kind" = ctl ]; then case $d in /tmp/*) continue ;; esac; fi
      mkdir -p "$R$d"
      mount --rbind "$d" "$R$d"
    done
  ' mounts "$ROOTFS" "$kind" "${dirs[@]}" || die "cannot set up the mounts of the $kind namespace (pid $pid) over $ROOTFS"
  if [[ $kind == node ]]; then
    nsenter -t "$pid" -m -n -- mount -t sysfs sysfs "$ROOTFS/sys" || die "cannot mount a sysfs in the node namespace of pid $pid"
  fi
}

start_ctl_holder() {
  local i pid
  ctl_holder_pid >/dev/null && return 0
  rm -f "$RUN/holder-ctl.pid"
  # shellcheck disable=SC2016 # $1/$$ belong to the inner sh
  setsid -f unshare --mount --propagation private -- sh -c 'echo "$$" >"$1"; cd /; exec sleep infinity' \
    holder "$RUN/holder-ctl.pid" </dev/null >/dev/null 2>&1 \
    || die "unshare --mount failed: the kernel must allow mount namespaces"
  for ((i = 0; i < 50; i++)); do
    if pid=$(ctl_holder_pid); then
      setup_root_mounts "$pid" ctl
      return 0
    fi
    sleep 0.1
  done
  die "the controller's mount namespace holder did not start"
}

# $DIR/bin: sbatch, squeue ... that run the root file system's client in the controller's namespace
# from the caller's directory (visible there: /tmp and the shared directories), and the plain
# /usr/bin client when already inside the root file system (in a job: PATH is exported to it).
write_wrappers() {
  local c h
  h=$(ctl_holder_pid) || die "the controller's mount namespace is not up"
  mkdir -p "$BIN"
  chmod 755 "$BIN"
  for c in "${CLIENTS[@]}"; do
    write_if_changed "$BIN/$c" <<EOF || true
#!/bin/sh
# clusterjob testbed instance $INSTANCE (CJ_TESTBED_STACK=debian13, testbed/testbed.sh): Slurm's $c from $ROOTFS
if [ -e /$ROOTFS_MARK ]; then exec /usr/bin/$c "\$@"; fi
# shellcheck disable=SC2016
exec nsenter -t $h -m -- chroot $ROOTFS /bin/sh -c 'cd "\$1" 2>/dev/null || { echo "$c: \$1 is not visible on the testbed cluster (shared: $(shared_dirs | tr '\n' ' ')and /tmp; CJ_TESTBED_SHARED_DIRS adds more)" >&2; exit 1; }; shift; exec "\$@"' sh "\$PWD" /usr/bin/$c "\$@"
EOF
    chmod 755 "$BIN/$c"
  done
}

# ---- packages ------------------------------------------------------------------------------------
missing_packages() { # PACKAGE...
  local p st
  for p in "$@"; do
    st=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
    [[ $st == 'install ok installed' ]] || echo "$p"
  done
}

# ensure_packages [EXTRA...]: installs the testbed's packages and EXTRA, when dpkg-query misses one.
ensure_packages() {
  local missing policy=/usr/sbin/policy-rc.d made_policy=0 want=("${PACKAGES[@]}" "$@")
  mapfile -t missing < <(missing_packages "${want[@]}")
  ((${#missing[@]} == 0)) && return 0
  command -v apt-get >/dev/null || die "missing packages (${missing[*]}) and no apt-get: install them by hand"
  say "installing Debian packages (missing: ${missing[*]})"
  # Keep the packages' init scripts from starting system munged/slurmd/sshd on the default ports.
  if [[ ! -e $policy ]]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod 755 "$policy" && made_policy=1
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  apt-get update -qq >"$DIR/apt.log" 2>&1 \
    || die "apt-get update failed: $(grep '^E:' "$DIR/apt.log" | tail -n 1 || true) (full log: $DIR/apt.log); check the Debian mirror / network"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${want[@]}" \
    >>"$DIR/apt.log" 2>&1 \
    || die "apt-get install failed: $(grep '^E:' "$DIR/apt.log" | tail -n 1 || true) (full log: $DIR/apt.log); fix apt, then rerun 'up'"
  if ((made_policy)); then rm -f "$policy"; trap - EXIT; fi
  mapfile -t missing < <(missing_packages "${want[@]}")
  ((${#missing[@]} == 0)) || die "packages still not installed after apt-get: ${missing[*]} (see $DIR/apt.log)"
}

# ---- preflight -----------------------------------------------------------------------------------
# Pids listening on TCP PORT in the host's network namespace.
port_pids() { ss -Hltnp "sport = :$1" 2>/dev/null | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u; }

preflight() {
  local p ours comm
  command -v ss >/dev/null || die "'ss' not found: apt-get install iproute2"
  ours=$(ctld_pid || true)
  for p in $(port_pids "$CTLD_PORT"); do
    [[ $p == "$ours" ]] && continue
    comm=$(cat "/proc/$p/comm" 2>/dev/null || echo '?')
    die "port $CTLD_PORT is in use by pid $p ($comm), not started by this testbed: stop it (e.g. a system slurmctld) and rerun"
  done
  for p in $(port_pids "$SLURMD_PORT"); do
    comm=$(cat "/proc/$p/comm" 2>/dev/null || echo '?')
    die "port $SLURMD_PORT is in use on the host by pid $p ($comm), not started by this testbed: stop it (e.g. a system slurmd) and rerun"
  done
  if ip -o -4 addr show 2>/dev/null | grep -v " $BRIDGE " | grep -q "inet $NET\."; then
    die "the subnet $NET.0/24 is already used by another interface: pick a free one with CJ_TESTBED_NET=a.b.c"
  fi
  if [[ $(cat /proc/sys/net/bridge/bridge-nf-call-iptables 2>/dev/null || echo 0) == 1 ]] \
    && command -v iptables >/dev/null && iptables -S FORWARD 2>/dev/null | grep -q '^-P FORWARD DROP'; then
    say "warning: bridged traffic goes through iptables and FORWARD drops by default (Docker?): node-to-node traffic may be blocked"
  fi
}

# ---- files ---------------------------------------------------------------------------------------
make_dirs() {
  mkdir -p "$DIR" "$CONF_DIR" "$RUN" "$LOG" "$STATE" "$SPOOL" "$DEV" "$JOBS" "$MUNGE_DIR"
  chmod 755 "$DIR" "$CONF_DIR" "$DEV"
  local slurm_owner munge_owner
  slurm_owner=$(owner slurm) munge_owner=$(owner munge)
  chown "$slurm_owner" "$RUN" "$LOG" && chmod 755 "$RUN" "$LOG"
  chown "$slurm_owner" "$STATE" && chmod 700 "$STATE"
  chown "$munge_owner" "$MUNGE_DIR" && chmod 755 "$MUNGE_DIR"
  chmod 1777 "$JOBS"
  local n i f
  for n in "${NODES[@]}"; do mkdir -p "$SPOOL/$n"; done
  for ((i = 0; i < GPUS; i++)); do
    f=$DEV/nvidia$i
    if [[ ! -c $f ]]; then
      rm -f "$f"
      mknod -m 666 "$f" c 1 3 || die "mknod $f failed: the testbed dir must be on a file system that allows device nodes (set CJ_TESTBED_DIR)"
    fi
  done
}

# Rewrites FILE from stdin only when the content changed; returns 0 if it changed.
write_if_changed() {
  local file=$1 tmp
  tmp=$(mktemp "$file.XXXXXX")
  cat >"$tmp"
  if [[ -f $file ]] && cmp -s "$tmp" "$file"; then
    rm -f "$tmp"
    return 1
  fi
  chmod 644 "$tmp"
  mv -f "$tmp" "$file"
  return 0
}

render_slurm_conf() {
  local n host
  host=$(hostname -s)
  cat <<EOF
# Generated by testbed/testbed.sh on every 'up' -- edit the script, not this file.
ClusterName=$CLUSTER
SlurmctldHost=$host($CTL_ADDR)
SlurmctldPort=$CTLD_PORT
SlurmdPort=$SLURMD_PORT
SlurmUser=slurm
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$MUNGE_SOCK,cred_expire=$CRED_EXPIRE
StateSaveLocation=$STATE
SlurmdSpoolDir=$SPOOL/%n
SlurmctldPidFile=$RUN/slurmctld.pid
SlurmdPidFile=$RUN/slurmd-%n.pid
SlurmctldLogFile=$LOG/slurmctld.log
SlurmdLogFile=$LOG/slurmd-%n.log
SlurmctldDebug=info
SlurmdDebug=info
# No cgroups on this machine: track processes by parentage, no binding.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SchedulerParameters=bf_interval=$BF_INTERVAL
KillWait=$KILL_WAIT
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
# Nodes claim more CPUs than the machine has (16 per node on 2 real cores).
SlurmdParameters=config_overrides
ReturnToService=2
MinJobAge=$MIN_JOB_AGE
EnforcePartLimits=$ENFORCE_PART_LIMITS
SlurmdTimeout=$SLURMD_TIMEOUT
MpiDefault=none
# No accounting (no slurmdbd): sacct answers "Slurm accounting storage is disabled".
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
JobCompType=jobcomp/none
GresTypes=gpu
EOF
  if d13; then
    # Slurm 24.11 mails through MailProg, which the minimal root file system does not have.
    echo "MailProg=/bin/true"
  fi
  for n in "${NODES[@]}"; do
    echo "NodeName=$n NodeAddr=$(node_addr "$n") CPUs=$CPUS Sockets=1 CoresPerSocket=$CPUS ThreadsPerCore=1 RealMemory=$REAL_MEMORY Gres=gpu:$GPUS State=UNKNOWN"
  done
  local range=$NODE_RANGE
  echo "PartitionName=gpu Nodes=$range Default=YES MaxTime=INFINITE State=UP"
  echo "PartitionName=debug Nodes=$range OverSubscribe=FORCE:16 MaxTime=INFINITE State=UP"
}

render_gres_conf() {
  cat <<EOF
# Generated by testbed/testbed.sh: 8 "GPUs" per node, backed by null character devices (c 1 3).
AutoDetect=off
NodeName=$NODE_RANGE Name=gpu File=$DEV/nvidia[0-$((GPUS - 1))]
EOF
}

# Slurm 24.11's slurmd stops at "Unable to initialize cgroup plugin" without a mounted cgroup fs,
# even with proctrack/linuxproc and task/none: no cgroups, as on debian12.
render_cgroup_conf() {
  echo "# Generated by testbed/testbed.sh: no cgroups on this machine (proctrack/linuxproc, task/none)."
  echo "CgroupPlugin=disabled"
}

CONFIG_CHANGED=0
write_config() {
  if render_slurm_conf | write_if_changed "$CONF"; then CONFIG_CHANGED=1; fi
  if render_gres_conf | write_if_changed "$CONF_DIR/gres.conf"; then CONFIG_CHANGED=1; fi
  if d13; then
    if render_cgroup_conf | write_if_changed "$CONF_DIR/cgroup.conf"; then CONFIG_CHANGED=1; fi
  else
    rm -f "$CONF_DIR/cgroup.conf"
  fi
}

write_env_file() {
  local n idx addrs=() veths=()
  for n in "${NODES[@]}"; do addrs+=("$(node_addr "$n")"); veths+=("$(node_veth "$n")"); done
  {
    echo "# clusterjob testbed description (KEY=VALUE, no quoting; readable by sh and java.util.Properties)"
    echo "CJ_TESTBED_INSTANCE=$INSTANCE"
    echo "CJ_TESTBED_DIR=$DIR"
    echo "CJ_TESTBED_SCRIPT=$SELF"
    echo "CJ_TESTBED_STACK=$STACK"
    echo "CJ_TESTBED_SLURM_VERSION=$(pkg_version slurmctld)"
    echo "CJ_TESTBED_OPENMPI_VERSION=$(pkg_version openmpi-bin)"
    echo "CJ_TESTBED_TORCH_VERSION=$(pkg_version python3-torch)"
    # PATH for Slurm clients and jobs: debian13's first entry holds the client wrappers
    echo "CJ_TESTBED_PATH=$(client_path)"
    # debian13: the trixie root file system every daemon, node and client runs in (chroot)
    if d13; then echo "CJ_TESTBED_ROOTFS=$ROOTFS"; fi
    echo "SLURM_CONF=$CONF"
    echo "CJ_TESTBED_CLUSTER=$CLUSTER"
    echo "CJ_TESTBED_CONTROLLER_HOST=$(hostname -s)"
    echo "CJ_TESTBED_CONTROLLER_ADDR=$CTL_ADDR"
    echo "CJ_TESTBED_CONTROLLER_PORT=$CTLD_PORT"
    echo "CJ_TESTBED_SLURMD_PORT=$SLURMD_PORT"
    echo "CJ_TESTBED_SUBNET=$NET.0/24"
    echo "CJ_TESTBED_BRIDGE=$BRIDGE"
    echo "CJ_TESTBED_NODE_IFNAME=$NODE_IF"
    echo "CJ_TESTBED_NODES=$(join_by , "${NODES[@]}")"
    echo "CJ_TESTBED_NODELIST=$NODE_RANGE"
    echo "CJ_TESTBED_NODE_ADDRS=$(join_by , "${addrs[@]}")"
    echo "CJ_TESTBED_VETHS=$(join_by , "${veths[@]}")"
    echo "CJ_TESTBED_HOSTS_TAG=$HOSTS_TAG"
    for n in "${NODES[@]}"; do
      # keyed by position (NODE1..NODE3) whatever the instance's node names are
      idx=NODE$(($(node_index "$n") + 1))
      echo "CJ_TESTBED_${idx}_NAME=$n"
      echo "CJ_TESTBED_${idx}_ADDR=$(node_addr "$n")"
      echo "CJ_TESTBED_${idx}_VETH=$(node_veth "$n")"
      echo "CJ_TESTBED_${idx}_HOLDER_PID=$(holder_pid "$n" || true)"
    done
    echo "CJ_TESTBED_PARTITIONS=$(join_by , "${PARTITIONS[@]}")"
    echo "CJ_TESTBED_DEFAULT_PARTITION=gpu"
    echo "CJ_TESTBED_OVERSUBSCRIBED_PARTITION=debug"
    echo "CJ_TESTBED_CPUS_PER_NODE=$CPUS"
    echo "CJ_TESTBED_GPUS_PER_NODE=$GPUS"
    echo "CJ_TESTBED_MIN_JOB_AGE=$MIN_JOB_AGE"
    echo "CJ_TESTBED_SLURMD_TIMEOUT=$SLURMD_TIMEOUT"
    echo "CJ_TESTBED_CRED_EXPIRE=$CRED_EXPIRE"
    echo "CJ_TESTBED_BF_INTERVAL=$BF_INTERVAL"
    echo "CJ_TESTBED_KILL_WAIT=$KILL_WAIT"
    echo "CJ_TESTBED_ENFORCE_PART_LIMITS=$ENFORCE_PART_LIMITS"
    echo "CJ_TESTBED_ACCOUNTING=none"
    echo "CJ_TESTBED_MUNGE_SOCKET=$MUNGE_SOCK"
    echo "CJ_TESTBED_JOBS_DIR=$JOBS"
    echo "CJ_TESTBED_LOG_DIR=$LOG"
    echo "CJ_TESTBED_PYTHON=/usr/bin/python3"
  } | write_if_changed "$ENV_FILE" || true
}

# The Debian version of PACKAGE where the daemons run.
pkg_version() {
  local admin=()
  if d13; then admin=(--admindir="$ROOTFS/var/lib/dpkg"); fi
  dpkg-query "${admin[@]}" -W -f='${Version}' "$1" 2>/dev/null || echo unknown
}

client_path() { if d13; then echo "$BIN:$CLIENT_PATH"; else echo "$CLIENT_PATH"; fi; }

# ---- munge ---------------------------------------------------------------------------------------
start_munge() {
  if [[ ! -s $MUNGE_KEY ]]; then
    dd if=/dev/urandom of="$MUNGE_KEY" bs=1024 count=1 status=none
  fi
  chown "$(owner munge)" "$MUNGE_KEY" && chmod 400 "$MUNGE_KEY"
  if ! munged_pid >/dev/null; then
    rm -f "$MUNGE_SOCK" "$MUNGE_SOCK.lock"
    in_ctl runuser -u munge -- env -i PATH="$DAEMON_PATH" munged --socket="$MUNGE_SOCK" --key-file="$MUNGE_KEY" \
      --pid-file="$MUNGE_DIR/munged.pid" --log-file="$MUNGE_DIR/munged.log" \
      --seed-file="$MUNGE_DIR/munged.seed" --num-threads=4 </dev/null >>"$LOG/munged.stdout" 2>&1 \
      || die "munged failed to start: see $MUNGE_DIR/munged.log and $LOG/munged.stdout"
  fi
  local i
  for ((i = 0; i < 50; i++)); do
    if in_ctl munge -S "$MUNGE_SOCK" -n 2>/dev/null | in_ctl unmunge -S "$MUNGE_SOCK" 2>/dev/null | grep -q 'STATUS: *Success'; then
      return 0
    fi
    sleep 0.1
  done
  die "munge does not answer on $MUNGE_SOCK: see $MUNGE_DIR/munged.log"
}

# ---- network -------------------------------------------------------------------------------------
ensure_bridge() {
  if ! ip link show "$BRIDGE" >/dev/null 2>&1; then
    ip link add "$BRIDGE" type bridge || die "cannot create bridge $BRIDGE: the kernel needs bridge support (modprobe bridge)"
  fi
  if ! ip -o -4 addr show dev "$BRIDGE" | grep -q "inet $CTL_ADDR/24"; then
    ip addr add "$CTL_ADDR/24" dev "$BRIDGE"
  fi
  ip link set "$BRIDGE" up
}

start_holder() {
  local node=$1 i pid
  rm -f "$RUN/holder-$node.pid" "$RUN/holder-$node.netns"
  # unshare execs sh in the same process (no --fork), so $$ is the holder's pid; sh then execs sleep.
  local ns=(--net --uts)
  if d13; then ns+=(--mount --propagation private); fi
  # shellcheck disable=SC2016 # $1/$2/$$ belong to the inner sh
  setsid -f unshare "${ns[@]}" -- sh -c \
    'echo "$$" >"$1"; echo "$2" >/proc/sys/kernel/hostname; cd /; exec sleep infinity' \
    holder "$RUN/holder-$node.pid" "$node" </dev/null >/dev/null 2>&1 \
    || die "unshare --net --uts failed: the kernel must allow network/UTS namespaces"
  for ((i = 0; i < 50; i++)); do
    if pid=$(holder_pid "$node"); then
      readlink "/proc/$pid/ns/net" >"$RUN/holder-$node.netns"
      if d13; then setup_root_mounts "$pid" node; fi
      return 0
    fi
    sleep 0.1
  done
  die "namespace holder for $node did not start"
}

ensure_node_net() {
  local node=$1 pid veth peer addr
  veth=$(node_veth "$node")
  peer=$(node_peer "$node")
  addr=$(node_addr "$node")
  pid=$(holder_pid "$node" || true)
  if [[ -z $pid ]]; then
    # A dead holder took its namespace and the veth pair with it; clean stale leftovers.
    kill_ns "$node" 0
    ip link del "$veth" 2>/dev/null || true
    start_holder "$node"
    pid=$(holder_pid "$node")
  fi
  if ! nsenter -t "$pid" -n ip -o -4 addr show dev "$NODE_IF" 2>/dev/null | grep -q "inet $addr/24"; then
    ip link del "$veth" 2>/dev/null || true
    ip link del "$peer" 2>/dev/null || true
    nsenter -t "$pid" -n ip link del "$NODE_IF" 2>/dev/null || true   # e.g. left with an old CJ_TESTBED_NET
    ip link add "$veth" type veth peer name "$peer" || die "cannot create veth pair $veth: the kernel needs veth support"
    ip link set "$peer" netns "$pid"
    nsenter -t "$pid" -n ip link set "$peer" name "$NODE_IF"
    nsenter -t "$pid" -n ip addr add "$addr/24" dev "$NODE_IF"
    nsenter -t "$pid" -n ip link set "$NODE_IF" up
    nsenter -t "$pid" -n ip link set lo up
  fi
  ip link set "$veth" master "$BRIDGE"
  ip link set "$veth" up
  # A throttle (tc qdisc) an interrupted test left on the node's link or loopback would slow the next
  # run's gate on this instance: up starts from plain links. (A fresh veth has no root qdisc to delete.)
  tc qdisc del dev "$veth" root 2>/dev/null || true
  nsenter -t "$pid" -n tc qdisc del dev "$NODE_IF" root 2>/dev/null || true
  nsenter -t "$pid" -n tc qdisc del dev lo root 2>/dev/null || true
}

# /etc/hosts without THIS instance's block (other instances' blocks stay: the markers end in the
# exact tag, "clusterjob-testbed" for instance 0, "clusterjob-testbed-N" otherwise).
hosts_without_block() { sed "/^# BEGIN $HOSTS_TAG (/,/^# END $HOSTS_TAG\$/d" /etc/hosts; }

# Rewrites /etc/hosts in place (not mv: it is often a bind mount in containers) from stdin, under
# the lock every instance takes, so two instances' edits cannot overwrite each other.
edit_hosts() { # FUNCTION: prints the wanted content
  local want
  {
    flock -w 30 9 || die "cannot lock $HOSTS_LOCK within 30 s (another testbed.sh is editing /etc/hosts?)"
    want=$("$1")
    [[ $(cat /etc/hosts) == "$want" ]] || printf '%s\n' "$want" >/etc/hosts
  } 9>>"$HOSTS_LOCK"
}

hosts_with_block() {
  local n
  hosts_without_block
  echo "$HOSTS_BEGIN"
  for n in "${NODES[@]}"; do echo "$(node_addr "$n") $n"; done
  echo "$HOSTS_END"
}

ensure_hosts() { edit_hosts hosts_with_block; }

remove_hosts() {
  grep -qF "# BEGIN $HOSTS_TAG (" /etc/hosts || return 0
  edit_hosts hosts_without_block
}

# ---- slurm daemons -------------------------------------------------------------------------------
ctld_responds() { slurm scontrol ping 2>/dev/null | grep -q 'is UP'; }

start_ctld() {
  if ctld_pid >/dev/null; then return 0; fi
  [[ -f $CONF ]] || die "no config at $CONF: run '$CMD up' first"
  in_ctl env -i PATH="$DAEMON_PATH" SLURM_CONF="$CONF" slurmctld -f "$CONF" </dev/null >>"$LOG/slurmctld.stdout" 2>&1 \
    || { tail -n 20 "$LOG/slurmctld.log" >&2 2>/dev/null || true; die "slurmctld failed to start: see $LOG/slurmctld.log"; }
  local i
  for ((i = 0; i < 150; i++)); do
    if ctld_pid >/dev/null && ctld_responds; then return 0; fi
    sleep 0.2
  done
  tail -n 20 "$LOG/slurmctld.log" >&2 2>/dev/null || true
  die "slurmctld did not answer 'scontrol ping' within 30 s: see $LOG/slurmctld.log"
}

stop_ctld() {
  local pid
  pid=$(ctld_pid) || { say "slurmctld is not running"; return 0; }
  stop_pid "$pid" 30
}

start_slurmd() {
  local node=$1 pid i
  if slurmd_pid "$node" >/dev/null; then return 0; fi
  pid=$(holder_pid "$node") || die "namespace of $node is not up: run '$CMD up'"
  in_node "$pid" env -i PATH="$DAEMON_PATH" SLURM_CONF="$CONF" slurmd -f "$CONF" \
    </dev/null >>"$LOG/slurmd-$node.stdout" 2>&1 \
    || { tail -n 20 "$LOG/slurmd-$node.log" >&2 2>/dev/null || true; die "slurmd on $node failed to start: see $LOG/slurmd-$node.log"; }
  for ((i = 0; i < 50; i++)); do
    slurmd_pid "$node" >/dev/null && return 0
    sleep 0.1
  done
  die "slurmd on $node did not write its pid file: see $LOG/slurmd-$node.log"
}

# Node states as "node state" lines (long state names; a trailing * etc. marks trouble).
node_states() { slurm sinfo -h -N -p gpu -o '%N %T' 2>/dev/null || true; }

nodes_ready() { # NODE...: all in a usable state
  local states n st
  states=$(node_states)
  for n in "$@"; do
    st=$(awk -v n="$n" '$1 == n { print $2 }' <<<"$states")
    [[ $st =~ ^(idle|mixed|allocated|completing)$ ]] || return 1
  done
}

wait_nodes() { # TIMEOUT NODE...
  local timeout=$1 start n
  shift
  start=$SECONDS
  while ((SECONDS - start < timeout)); do
    nodes_ready "$@" && return 0
    sleep 0.5
  done
  say "nodes not ready after ${timeout} s; sinfo says:"
  node_states >&2
  for n in "$@"; do
    say "--- tail of $LOG/slurmd-$n.log"
    tail -n 15 "$LOG/slurmd-$n.log" >&2 2>/dev/null || true
  done
  say "--- tail of $LOG/slurmctld.log"
  tail -n 25 "$LOG/slurmctld.log" >&2 2>/dev/null || true
  return 1
}

# ---- subcommands ---------------------------------------------------------------------------------
cmd_up() {
  local t0=$SECONDS n
  require_root up
  validate_knobs
  mkdir -p "$DIR"
  own_dir "$DIR"
  if command -v ss >/dev/null; then preflight; fi   # fail fast, before any apt-get
  ensure_packages
  if d13; then ensure_rootfs; fi
  preflight
  make_dirs
  echo "$STACK" >"$STACK_FILE"
  if d13; then
    start_ctl_holder
    write_wrappers
  else
    rm -rf "$BIN"
  fi
  write_config
  start_munge
  ensure_bridge
  for n in "${NODES[@]}"; do ensure_node_net "$n"; done
  ensure_hosts
  if ctld_pid >/dev/null; then
    if ((CONFIG_CHANGED)); then
      say "configuration changed: scontrol reconfigure"
      slurm scontrol reconfigure || die "scontrol reconfigure failed: see $LOG/slurmctld.log"
    fi
  else
    start_ctld
  fi
  for n in "${NODES[@]}"; do start_slurmd "$n"; done
  write_env_file
  wait_nodes "$UP_TIMEOUT" "${NODES[@]}" || die "cluster did not come up within ${UP_TIMEOUT} s (logs above; raise CJ_TESTBED_UP_TIMEOUT or run '$CMD down' and retry)"
  say "up in $((SECONDS - t0)) s (instance $INSTANCE, $DIR, $STACK: Slurm $(pkg_version slurmctld)): ${NODES[*]} ready; eval \"\$($CMD env)\" to use sbatch/squeue"
}

cmd_down() {
  local purge=0 n pid
  [[ ${1:-} == --purge ]] && purge=1
  require_root down
  validate_knobs
  # slurmds first (all at once, so they deregister cleanly), then whatever is left in the node
  # namespaces: slurmstepd, job tasks and the holders -- all descendants of what this script started.
  local pids=()
  for n in "${NODES[@]}"; do
    if pid=$(slurmd_pid "$n"); then pids+=("$pid"); fi
  done
  if ((${#pids[@]})); then stop_all 10 "${pids[@]}"; fi
  pids=()
  for n in "${NODES[@]}"; do mapfile -t -O "${#pids[@]}" pids < <(ns_pids "$n"); done
  if ((${#pids[@]})); then stop_all 5 "${pids[@]}"; fi
  for n in "${NODES[@]}"; do
    # The veth pair disappears with its namespace; delete it only if something kept it.
    if ip link show "$(node_veth "$n")" >/dev/null 2>&1; then ip link del "$(node_veth "$n")" 2>/dev/null || true; fi
    rm -f "$RUN/holder-$n.pid" "$RUN/holder-$n.netns"
  done
  pids=()
  if pid=$(ctld_pid); then pids+=("$pid"); fi
  if pid=$(munged_pid); then pids+=("$pid"); fi
  if ((${#pids[@]})); then stop_all 30 "${pids[@]}"; fi
  if pid=$(ctl_holder_pid); then stop_all 5 "$pid"; fi
  rm -f "$RUN/holder-ctl.pid"
  if ip link show "$BRIDGE" >/dev/null 2>&1; then ip link del "$BRIDGE"; fi
  remove_hosts
  if ((purge)); then
    rm -rf "$DIR"
    say "down; removed $DIR"
  else
    rm -rf "$CONF_DIR" "$RUN" "$STATE" "$SPOOL" "$DEV" "$MUNGE_DIR" "$ENV_FILE" "$BIN"
    say "down; logs kept in $LOG (use 'down --purge' to remove $DIR)"
  fi
}

cmd_status() {
  local ok=0 n pid
  line() { printf '%-12s %s\n' "$1" "$2"; }
  line stack "$STACK (Slurm $(pkg_version slurmctld), Open MPI $(pkg_version openmpi-bin), torch $(pkg_version python3-torch))"
  if d13; then
    if pid=$(ctl_holder_pid); then line controller "mount namespace holder $pid over $ROOTFS"; else line controller 'no mount namespace'; ok=1; fi
  fi
  if pid=$(munged_pid); then line munged "running (pid $pid)"; else line munged 'stopped'; ok=1; fi
  if pid=$(ctld_pid); then line slurmctld "running (pid $pid)"; else line slurmctld 'stopped'; ok=1; fi
  if ip link show "$BRIDGE" >/dev/null 2>&1; then line bridge "$BRIDGE $CTL_ADDR/24"; else line bridge 'absent'; ok=1; fi
  for n in "${NODES[@]}"; do
    local h='no namespace' d='slurmd stopped'
    if pid=$(holder_pid "$n"); then h="netns holder $pid"; else ok=1; fi
    if pid=$(slurmd_pid "$n"); then d="slurmd $pid"; else ok=1; fi
    line "$n" "$(node_addr "$n") on $NODE_IF, host veth $(node_veth "$n"), $h, $d"
  done
  if ctld_pid >/dev/null; then
    echo
    slurm sinfo -N -o '%N %P %T %c %G' || ok=1
  fi
  return "$ok"
}

# install [EXTRA...]: only the package step of `up` (one apt-get update for the testbed and EXTRA).
cmd_install() {
  require_root install
  validate_knobs
  mkdir -p "$DIR"
  ensure_packages "$@"
  say "packages present: ${PACKAGES[*]}${*:+ $*}"
}

cmd_env() {
  printf 'export CJ_TESTBED_INSTANCE=%q\n' "$INSTANCE"
  printf 'export SLURM_CONF=%q\n' "$CONF"
  if d13; then
    # the Slurm 24.11 clients of the root file system, as wrappers; jobs inherit this PATH
    # shellcheck disable=SC2016 # $PATH is the caller's, expanded by its eval
    printf 'export PATH=%q:"$PATH"\n' "$BIN"
  fi
  printf 'export CJ_TESTBED_STACK=%q\n' "$STACK"
  printf 'export CJ_TESTBED_DIR=%q\n' "$DIR"
  printf 'export CJ_TESTBED_ENV=%q\n' "$ENV_FILE"
}

cmd_exec() {
  (($# >= 2)) || die "usage: $SELF exec NODE CMD [ARG...]"
  local node=$1 pid
  shift
  require_root exec
  node_index "$node" >/dev/null
  pid=$(holder_pid "$node") || die "$node's namespace is not up: run '$CMD up'"
  if d13; then
    # shellcheck disable=SC2016 # expanded by the inner sh, inside the node
    SLURM_CONF=$CONF PATH=$(client_path) exec nsenter -t "$pid" -n -u -m -- chroot "$ROOTFS" /bin/sh -c \
      'cd "$1" 2>/dev/null || cd /; shift; exec "$@"' sh "$PWD" "$@"
  fi
  SLURM_CONF=$CONF exec nsenter -t "$pid" -n -u -- "$@"
}

cmd_node_kill() {
  (($# >= 1)) || die "usage: $SELF node-kill NODE [--slurmd-only]"
  local node=$1 pid
  require_root node-kill
  node_index "$node" >/dev/null
  if [[ ${2:-} == --slurmd-only ]]; then
    pid=$(slurmd_pid "$node") || die "slurmd on $node is not running"
    kill -KILL "$pid"
  else
    holder_pid "$node" >/dev/null || die "$node's namespace is not up"
    kill_ns "$node" 1 KILL    # a crash: slurmd, slurmstepd and tasks die, the network stays
  fi
  say "$node killed (slurmctld marks it DOWN after SlurmdTimeout=${SLURMD_TIMEOUT} s)"
}

cmd_node_start() {
  (($# >= 1)) || die "usage: $SELF node-start NODE"
  local node=$1
  require_root node-start
  node_index "$node" >/dev/null
  ctld_pid >/dev/null || die "slurmctld is not running: run '$CMD slurmctld-start' or '$CMD up'"
  start_slurmd "$node"
  wait_nodes "$UP_TIMEOUT" "$node" || die "$node did not come back within ${UP_TIMEOUT} s"
  say "$node up"
}

cmd_slurmctld_start() {
  local n running=()
  require_root slurmctld-start
  [[ -f $CONF ]] || die "no config at $CONF: run '$CMD up' first"
  start_munge
  start_ctld
  # The controller learns the nodes' state again from their registrations: wait for the live ones.
  for n in "${NODES[@]}"; do slurmd_pid "$n" >/dev/null && running+=("$n"); done
  if ((${#running[@]})); then
    wait_nodes "$UP_TIMEOUT" "${running[@]}" || die "nodes did not re-register within ${UP_TIMEOUT} s"
  fi
  say "slurmctld up (nodes ready: ${running[*]:-none})"
}

# SIGSTOP/SIGCONT the controller: clients then hang and fail with "Socket timed out on send/recv
# operation" after MessageTimeout (10 s) -- the transient error seen on busy real clusters.
cmd_slurmctld_signal() {
  local pid
  require_root "slurmctld-$1"
  pid=$(ctld_pid) || die "slurmctld is not running"
  kill "-$1" "$pid"
  say "slurmctld (pid $pid) $([[ $1 == STOP ]] && echo paused || echo resumed)"
}

usage() {
  cat <<EOF
usage: $SELF COMMAND
  up                       install packages if missing, start munge, slurmctld and ${NODES[*]}
  down [--purge]           stop everything this testbed started; --purge also removes $DIR
  status                   show daemons, namespaces and sinfo (exit 1 if anything is down)
  env                      print 'export SLURM_CONF=...' lines for eval
  install [PACKAGE...]     only install missing Debian packages (the testbed's and PACKAGE...)
  packages                 list the testbed's Debian packages
  exec NODE CMD...         run CMD inside NODE's network + UTS namespace
  slurmctld-stop           stop the controller (state is saved)
  slurmctld-start          start the controller again (state is recovered)
  slurmctld-pause          SIGSTOP the controller (clients time out: "Socket timed out ...")
  slurmctld-resume         SIGCONT it again
  node-kill NODE [--slurmd-only]   crash NODE: kill its slurmd, slurmstepds and tasks
  node-start NODE          start NODE's slurmd again and wait until it is usable
knobs: CJ_TESTBED_INSTANCE=$INSTANCE (0-99: separate clusters side by side; ports $CTLD_PORT/$SLURMD_PORT, bridge $BRIDGE)
       CJ_TESTBED_DIR=$DIR CJ_TESTBED_NET=$NET CJ_TESTBED_MIN_JOB_AGE=$MIN_JOB_AGE
       CJ_TESTBED_SLURMD_TIMEOUT=$SLURMD_TIMEOUT CJ_TESTBED_UP_TIMEOUT=$UP_TIMEOUT
       CJ_TESTBED_ENFORCE_PART_LIMITS=$ENFORCE_PART_LIMITS CJ_TESTBED_CRED_EXPIRE=$CRED_EXPIRE
       CJ_TESTBED_BF_INTERVAL=$BF_INTERVAL CJ_TESTBED_KILL_WAIT=$KILL_WAIT
       CJ_TESTBED_STACK=$STACK (debian12|debian13) CJ_TESTBED_ROOTFS=$ROOTFS CJ_TESTBED_MIRROR=${MIRROR:-the host apt source}
       CJ_TESTBED_SHARED_DIRS=${SHARED_EXTRA:-(none)}
EOF
}

# Commands that change the cluster run one at a time per instance (two JVMs' `up`, a test's
# slurmctld-start during `down` ...): the script re-runs itself under flock. `-o` closes the lock
# in the command's children, so the daemons it starts do not hold it.
serialize() {
  case ${1:-} in
    up | down | slurmctld-stop | slurmctld-start | node-kill | node-start) ;;
    *) return 0 ;;
  esac
  [[ ${CJ_TESTBED_LOCKED:-} == "$DIR" ]] && return 0
  [[ $(id -u) -eq 0 ]] || return 0          # the command itself says it needs root
  command -v flock >/dev/null || return 0
  mkdir -p "$DIR"
  CJ_TESTBED_LOCKED=$DIR exec flock -o "$DIR/.testbed.lock" "$SELF" "$@"
}

# The stack an instance was brought up with wins for every later command but an 'up' that names
# another one with CJ_TESTBED_STACK (which refuses to switch a running instance).
resolve_stack() {
  local recorded
  [[ -r $STACK_FILE ]] || return 0
  recorded=$(cat "$STACK_FILE")
  [[ $recorded =~ ^(debian12|debian13)$ ]] || return 0
  [[ $recorded == "$STACK" ]] && return 0
  if [[ ${1:-} == up && -n $STACK_GIVEN ]]; then
    if ctld_pid >/dev/null || munged_pid >/dev/null || ctl_holder_pid >/dev/null \
      || [[ -n $(for n in "${NODES[@]}"; do holder_pid "$n" || true; done) ]]; then
      die "instance $INSTANCE is up with CJ_TESTBED_STACK=$recorded, not $STACK: run '$CMD down' first"
    fi
    return 0
  fi
  STACK=$recorded
}

main() {
  serialize "$@"
  resolve_stack "${1:-}"
  local cmd=${1:-}
  (($#)) && shift
  case $cmd in
    up) cmd_up ;;
    down) cmd_down "$@" ;;
    status) cmd_status ;;
    env) cmd_env ;;
    install) cmd_install "$@" ;;
    packages) printf '%s\n' "${PACKAGES[@]}" ;;
    exec) cmd_exec "$@" ;;
    slurmctld-stop) require_root slurmctld-stop; stop_ctld ;;
    slurmctld-start) cmd_slurmctld_start ;;
    slurmctld-pause) cmd_slurmctld_signal STOP ;;
    slurmctld-resume) cmd_slurmctld_signal CONT ;;
    node-kill) cmd_node_kill "$@" ;;
    node-start) cmd_node_start "$@" ;;
    -h | --help | help) usage ;;
    *) usage >&2; die "unknown command '${cmd}'" ;;
  esac
}

main "$@"
