# clusterjob probe collector (docs/probe.md). Run by `clusterjob probe` as one Slurm task per node:
#   bash -c "$(cat collect.sh)" clusterjob-probe [facts | routes ADDR...]
# Prints machine-readable sections ("@@name args" lines, then the raw text of one source) that
# dev.clusterjob.probe.CollectorOutput parses. Read-only: it changes nothing on the node.
# Interfaces come from `ip -o link` / `ip -o addr` / /proc/net/dev, never /sys/class/net (inside a
# network namespace that shows the host's interfaces). CLUSTERJOB_PROBE_ROOT prefixes the /sys and
# /proc paths (tests point it at a fixture tree).
root=${CLUSTERJOB_PROBE_ROOT:-}
mode=${1:-facts}
[[ $# -gt 0 ]] && shift

run() { # bounded: a hung tool must not hang the probe
  if command -v timeout >/dev/null 2>&1; then timeout 30 "$@"; else "$@"; fi
}

echo "@@probe 1"
echo "@@node ${SLURMD_NODENAME:-$(hostname)}"
echo "@@hostname $(hostname)"

if [[ $mode == routes ]]; then
  # Which interface this node uses to reach each address of the other nodes.
  for a in "$@"; do
    echo "@@route $a"
    run ip -o route get "$a" 2>&1
  done
  echo "@@end"
  exit 0
fi

if command -v ip >/dev/null 2>&1; then
  echo "@@ip-link"
  run ip -o link show 2>&1
  echo "@@ip-addr"
  run ip -o addr show 2>&1
  # Link speed where readable: ethtool asks the driver in this network namespace.
  if command -v ethtool >/dev/null 2>&1; then
    while IFS= read -r line; do
      line=${line#*: }
      name=${line%%: *}
      name=${name%%@*}
      [[ $name == lo ]] && continue
      speed=$(run ethtool "$name" 2>/dev/null | sed -n 's/^[[:space:]]*Speed:[[:space:]]*//p')
      [[ -n $speed ]] && echo "@@speed $name $speed"
    done < <(ip -o link show 2>/dev/null)
  fi
fi
if [[ -r $root/proc/net/dev ]]; then
  echo "@@net-dev"
  cat "$root/proc/net/dev"
fi

# RDMA ports from sysfs: state, link layer, rate and the GID table (configured entries only).
ib=$root/sys/class/infiniband
if [[ -d $ib ]]; then
  for d in "$ib"/*; do
    [[ -d $d/ports ]] || continue
    for p in "$d"/ports/*; do
      [[ -d $p ]] || continue
      echo "@@ib-port ${d##*/} ${p##*/}"
      for f in state phys_state link_layer rate; do
        v=''
        [[ -r $p/$f ]] && read -r v <"$p/$f"
        echo "$f $v"
      done
      if [[ -d $p/gids ]]; then
        for g in "$p"/gids/*; do
          i=${g##*/}
          v=''
          read -r v <"$g" 2>/dev/null || continue
          [[ -z $v || $v == 0000:0000:0000:0000:0000:0000:0000:0000 || $v == fe80:0000:0000:0000:0000:0000:0000:0000 ]] && continue
          t='' n=''
          [[ -r $p/gid_attrs/types/$i ]] && read -r t <"$p/gid_attrs/types/$i" 2>/dev/null
          [[ -r $p/gid_attrs/ndevs/$i ]] && read -r n <"$p/gid_attrs/ndevs/$i" 2>/dev/null
          echo "gid $i $v ${n:--} ${t:-?}"
        done
      fi
    done
  done
fi
if command -v ibv_devinfo >/dev/null 2>&1; then
  echo "@@ibv_devinfo"
  run ibv_devinfo 2>&1
fi

# GPUs: the vendor tools where installed, then what Slurm gave this task.
if command -v nvidia-smi >/dev/null 2>&1; then
  echo "@@nvidia-smi"
  run nvidia-smi --query-gpu=index,name,pci.bus_id,memory.total --format=csv,noheader 2>&1
  echo "@@gpu-topology"
  run nvidia-smi topo -m 2>&1
fi
if command -v rocm-smi >/dev/null 2>&1; then
  echo "@@rocm-smi"
  run rocm-smi --showproductname --csv 2>&1
  echo "@@gpu-topology"
  run rocm-smi --showtopo 2>&1
fi
echo "@@env"
for v in SLURM_GPUS_ON_NODE SLURM_JOB_GPUS CUDA_VISIBLE_DEVICES ROCR_VISIBLE_DEVICES SLURM_CPUS_ON_NODE SLURM_JOB_ID; do
  [[ -n ${!v:-} ]] && echo "$v=${!v}"
done
echo "nproc=$(nproc 2>/dev/null)"
if [[ -r $root/proc/meminfo ]]; then
  while read -r k v _; do [[ $k == MemTotal: ]] && echo "mem_total_kb=$v"; done <"$root/proc/meminfo"
fi

# CPUs, memory and GPUs as Slurm sees this node.
if command -v scontrol >/dev/null 2>&1 && [[ -n ${SLURMD_NODENAME:-} ]]; then
  echo "@@scontrol-node"
  run scontrol show node "$SLURMD_NODENAME" 2>&1
fi
echo "@@end"
