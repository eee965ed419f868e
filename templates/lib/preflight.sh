# Preflight (docs/troubleshooting.md, "Preflight"): interfaces, HCA ports and GPUs, one srun task per host.
cj_pf_run() {
  if command -v timeout >/dev/null 2>&1; then timeout 60 "$@"; else "$@"; fi
}

# "name state" per interface; state: up, down, no-carrier, no-address, or unknown (/proc/net/dev).
cj_pf_links() {
  local root=${CLUSTERJOB_PREFLIGHT_ROOT:-} line name flags addrs=' '
  if command -v ip >/dev/null 2>&1; then
    while read -r _ name _; do addrs+="${name%%@*} "; done < <(ip -o addr show 2>/dev/null)
    while IFS= read -r line; do
      line=${line#*: }
      name=${line%%: *}
      name=${name%%@*}
      flags=${line#*<}
      flags=${flags%%>*}
      if [[ ,$flags, != *,UP,* ]]; then echo "$name down"
      elif [[ ,$flags, != *,LOWER_UP,* ]]; then echo "$name no-carrier"
      elif [[ $addrs != *" $name "* ]]; then echo "$name no-address"
      else echo "$name up"
      fi
    done < <(ip -o link show 2>/dev/null)
  elif [[ -r $root/proc/net/dev ]]; then
    while IFS= read -r line; do
      [[ $line == *:* ]] || continue
      name=${line%%:*}
      echo "${name//[[:space:]]/} unknown"
    done < "$root/proc/net/dev"
  fi
}

# cj_pf_ifname VAR VALUE nccl|gloo LINKS: prints one note (status 0) or one problem (status 1).
cj_pf_ifname() {
  local var=$1 value=$2 mode=$3 links=$4 spec=$2 exclude=0 exact=0 name state t hit have='' up='' down='' missing=''
  if [[ -z $links ]]; then echo "$var not checked (no ip command, no /proc/net/dev)"; return 0; fi
  if [[ $mode == nccl ]]; then
    if [[ $spec == ^* ]]; then exclude=1; spec=${spec:1}; fi
    if [[ $spec == =* ]]; then exact=1; spec=${spec:1}; fi
  else
    exact=1
  fi
  local -a toks
  IFS=, read -r -a toks <<< "$spec"
  while read -r name state; do
    [[ -n $name ]] || continue
    have+="${have:+ }$name"
    hit=0
    for t in "${toks[@]}"; do
      t=${t%%:*}
      [[ -n $t ]] || continue
      if (( exact )); then
        if [[ $name == "$t" ]]; then hit=1; fi
      elif [[ $name == "$t"* ]]; then
        hit=1
      fi
    done
    if (( exclude )); then
      hit=$((1 - hit))
      if [[ $name == lo ]]; then hit=0; fi
    fi
    if (( hit )); then
      if [[ $state == up || $state == unknown ]]; then up+="${up:+ }$name"; else down+="${down:+, }$name $state"; fi
    fi
  done <<< "$links"
  if [[ -z $up && -z $down ]]; then
    echo "$var=$value matches no interface (have: $have)"
    return 1
  fi
  if [[ -z $up ]]; then
    echo "$var=$value: $down"
    return 1
  fi
  if [[ $mode == gloo ]]; then
    for t in "${toks[@]}"; do
      if [[ " $up " != *" $t "* ]]; then missing+="${missing:+ }$t"; fi
    done
    if [[ -n $missing ]]; then
      echo "$var=$value: $missing not up (have: $have)"
      return 1
    fi
  fi
  echo "$var=$value -> $up"
}

# "hca port state" per RDMA port, from /sys/class/infiniband or ibv_devinfo; status 1 when neither exists.
cj_pf_ib_ports() {
  local ib=${CLUSTERJOB_PREFLIGHT_ROOT:-}/sys/class/infiniband d p s k v
  if [[ -d $ib ]]; then
    for d in "$ib"/*; do
      [[ -d $d/ports ]] || continue
      for p in "$d"/ports/*; do
        s=$(cat "$p/state" 2>/dev/null)
        s=${s##*: }
        echo "${d##*/} ${p##*/} ${s:-UNKNOWN}"
      done
    done
  elif command -v ibv_devinfo >/dev/null 2>&1; then
    cj_pf_run ibv_devinfo 2>/dev/null | while read -r k v _; do
      case $k in
        hca_id:) d=$v ;;
        port:) p=$v ;;
        state:) echo "$d $p ${v#PORT_}" ;;
      esac
    done
  else
    return 1
  fi
}

# cj_pf_hcas VALUE: every NCCL_IB_HCA entry (hca or hca:port, after an optional ^ and =) must have an ACTIVE port here.
cj_pf_hcas() {
  local value=$1 spec=$1 exclude=0 exact=0 ports t dev port hit name p s states devs='' bad='' good='' remain=0
  if ! ports=$(cj_pf_ib_ports); then
    echo "NCCL_IB_HCA not checked (no /sys/class/infiniband, no ibv_devinfo)"
    return 0
  fi
  if [[ -z $ports ]]; then
    echo "NCCL_IB_HCA=$value: this node has no RDMA device, NCCL would fall back to TCP sockets"
    return 1
  fi
  while read -r name _; do
    if [[ " $devs " != *" $name "* ]]; then devs+="${devs:+ }$name"; fi
  done <<< "$ports"
  if [[ $spec == ^* ]]; then exclude=1; spec=${spec:1}; fi
  if [[ $spec == =* ]]; then exact=1; spec=${spec:1}; fi
  local -a toks
  IFS=, read -r -a toks <<< "$spec"
  for t in "${toks[@]}"; do
    dev=${t%%:*}
    port=''
    if [[ $t == *:* ]]; then port=${t#*:}; port=${port%%:*}; fi
    hit=0
    states=''
    while read -r name p s; do
      if (( exact )); then [[ $name == "$dev" ]] || continue; else [[ $name == "$dev"* ]] || continue; fi
      [[ -z $port || $p == "$port" ]] || continue
      states+="${states:+, }$name/$p $s"
      if [[ $s == ACTIVE ]]; then hit=1; fi
    done <<< "$ports"
    if (( exclude )); then
      continue
    elif [[ -z $states ]]; then
      bad+="${bad:+; }NCCL_IB_HCA entry $t: no such HCA port (have: $devs)"
    elif (( ! hit )); then
      bad+="${bad:+; }NCCL_IB_HCA entry $t: no ACTIVE port ($states)"
    else
      good+="${good:+ }$t"
    fi
  done
  if (( exclude )); then
    while read -r name p s; do
      hit=0
      for t in "${toks[@]}"; do
        dev=${t%%:*}
        if (( exact )); then [[ $name == "$dev" ]] && hit=1; else [[ $name == "$dev"* ]] && hit=1; fi
      done
      if (( ! hit )) && [[ $s == ACTIVE ]]; then remain=1; good+="${good:+ }$name/$p"; fi
    done <<< "$ports"
    if (( ! remain )); then bad="NCCL_IB_HCA=$value leaves no ACTIVE port (have: $devs)"; fi
  fi
  local uverbs=0 u
  for u in "${CLUSTERJOB_PREFLIGHT_ROOT:-}"/dev/infiniband/uverbs*; do
    if [[ -e $u ]]; then uverbs=1; fi
  done
  if [[ -z $bad ]] && (( ! uverbs )); then
    bad="NCCL_IB_HCA=$value: no /dev/infiniband/uverbs* (a container started without --device=/dev/infiniband?), NCCL would fall back to TCP sockets"
  fi
  if [[ -n $bad ]]; then echo "$bad"; return 1; fi
  echo "NCCL_IB_HCA=$value -> $good ACTIVE"
}

# cj_pf_gpus VENDOR N: Slurm must have given this node N GPUs, and the driver tool must list them.
cj_pf_gpus() {
  local vendor=$1 want=$2 var='' list n=0 e src out listed=0 seen=' '
  local -a vars ids
  if [[ $vendor == amd ]]; then vars=(ROCR_VISIBLE_DEVICES HIP_VISIBLE_DEVICES CUDA_VISIBLE_DEVICES); else vars=(CUDA_VISIBLE_DEVICES); fi
  for e in "${vars[@]}"; do
    if [[ -n ${!e+x} ]]; then var=$e; break; fi
  done
  if [[ -n $var ]]; then
    list=${!var}
    IFS=, read -r -a ids <<< "$list"
    for e in "${ids[@]}"; do
      if [[ -n $e && $e != NoDevFiles ]]; then n=$((n + 1)); fi
    done
    src="$var=$list"
  elif [[ -n ${SLURM_GPUS_ON_NODE:-} ]]; then
    n=$SLURM_GPUS_ON_NODE
    src="SLURM_GPUS_ON_NODE=$n"
  else
    echo "no GPUs assigned: ${vars[0]} and SLURM_GPUS_ON_NODE are unset (GRES gpu missing on this node or partition?)"
    return 1
  fi
  if (( n < want )); then
    echo "Slurm assigned $n GPU(s) ($src), the job needs $want"
    return 1
  fi
  if [[ $vendor == nvidia ]] && command -v nvidia-smi >/dev/null 2>&1; then
    if ! out=$(cj_pf_run nvidia-smi -L 2>&1); then echo "nvidia-smi failed: ${out%%$'\n'*}"; return 1; fi
    while IFS= read -r e; do
      if [[ $e == GPU\ * ]]; then listed=$((listed + 1)); fi
    done <<< "$out"
    if (( listed < n )); then echo "nvidia-smi lists $listed GPU(s), Slurm assigned $n ($src)"; return 1; fi
  elif [[ $vendor == amd ]] && command -v rocm-smi >/dev/null 2>&1; then
    if ! out=$(cj_pf_run rocm-smi --showid 2>&1); then echo "rocm-smi failed: ${out%%$'\n'*}"; return 1; fi
    while IFS= read -r e; do
      if [[ $e =~ ^GPU\[([0-9]+)\] && $seen != *" ${BASH_REMATCH[1]} "* ]]; then
        seen+="${BASH_REMATCH[1]} "
        listed=$((listed + 1))
      fi
    done <<< "$out"
    if (( listed < n )); then echo "rocm-smi lists $listed GPU(s), Slurm assigned $n ($src)"; return 1; fi
  fi
  echo "$n GPU(s) ($src)"
}

# cj_pf_programs PROGRAM...: each must be found here (command -v), after the job's setup, or, a plain name, be an
# executable file in the working directory, where srun also looks after PATH; prints one problem or nothing.
cj_pf_programs() {
  local p missing=''
  for p in "$@"; do
    if command -v -- "$p" >/dev/null 2>&1 || [[ $p != */* && -f ./$p && -x ./$p ]]; then continue; fi
    missing+="${missing:+, }$p"
  done
  if [[ -n $missing ]]; then
    echo "$missing not found (PATH=$PATH): activate its venv, conda env or module in setup: (docs/spec.md)"
    return 1
  fi
}

# cj_preflight_node VENDOR GPUS PROGRAM...: one line, "clusterjob-preflight: ok NODE: notes" or "clusterjob-preflight: FAIL NODE: problems".
cj_preflight_node() {
  local vendor=$1 gpus=$2 me links line joined
  shift 2
  local -a problems=() notes=()
  me=${SLURMD_NODENAME:-$(hostname -s 2>/dev/null || hostname)}
  links=$(cj_pf_links)
  if [[ -n ${NCCL_SOCKET_IFNAME:-} ]]; then
    if line=$(cj_pf_ifname NCCL_SOCKET_IFNAME "$NCCL_SOCKET_IFNAME" nccl "$links"); then notes+=("$line"); else problems+=("$line"); fi
  fi
  if [[ -n ${GLOO_SOCKET_IFNAME:-} ]]; then
    if line=$(cj_pf_ifname GLOO_SOCKET_IFNAME "$GLOO_SOCKET_IFNAME" gloo "$links"); then notes+=("$line"); else problems+=("$line"); fi
  fi
  if [[ -n ${NCCL_IB_HCA:-} && ${NCCL_IB_DISABLE:-0} != 1 ]]; then
    if line=$(cj_pf_hcas "$NCCL_IB_HCA"); then notes+=("$line"); else problems+=("$line"); fi
  fi
  if [[ -n $gpus ]]; then
    if line=$(cj_pf_gpus "$vendor" "$gpus"); then notes+=("$line"); else problems+=("$line"); fi
  fi
  if [[ $# -gt 0 ]]; then
    if line=$(cj_pf_programs "$@"); then notes+=("found $*"); else problems+=("$line"); fi
  fi
  if [[ ${#problems[@]} -gt 0 ]]; then
    joined=$(printf '%s; ' "${problems[@]}")
    echo "clusterjob-preflight: FAIL $me: ${joined%; }"
  elif [[ ${#notes[@]} -gt 0 ]]; then
    joined=$(printf '%s; ' "${notes[@]}")
    echo "clusterjob-preflight: ok $me: ${joined%; }"
  else
    echo "clusterjob-preflight: ok $me: nothing to check (no interface, HCA or GPU settings)"
  fi
  return 0
}

# cj_preflight --need N [--vendor V --gpus G] --exit CODE [--program P]...: checks every host of CJ_HOSTS at once,
# in a task shell that ran the job's setup (cj_setup) first; sets CJ_USABLE_HOSTS (bad hosts left out while N good
# ones remain), else exits CODE.
cj_preflight() {
  local setup=''
  CJ_PF_VENDOR='' CJ_PF_GPUS='' CJ_PF_PROGRAMS=()
  while (( $# >= 2 )); do
    case $1 in
      --need) CJ_PF_NEED=$2 ;;
      --vendor) CJ_PF_VENDOR=$2 ;;
      --gpus) CJ_PF_GPUS=$2 ;;
      --exit) CJ_PF_EXIT=$2 ;;
      --program) CJ_PF_PROGRAMS+=("$2") ;;
      *) cj_die "cj_preflight: unknown option $1" ;;
    esac
    shift 2
  done
  if declare -F cj_setup >/dev/null; then setup="$(declare -f cj_setup); set -e; cj_setup; set +e; "; fi
  CJ_PF_NODES=${#CJ_HOSTS[@]}
  echo "clusterjob: preflight on $CJ_PF_NODES node(s): interfaces, HCA ports${CJ_PF_GPUS:+, GPUs}${CJ_PF_PROGRAMS[0]:+, programs}"
  CJ_PREFLIGHT_OUT=$(srun --nodes="$CJ_PF_NODES" --ntasks="$CJ_PF_NODES" --ntasks-per-node=1 --nodelist="$(IFS=,; echo "${CJ_HOSTS[*]}")" \
    bash -c "$(declare -f cj_pf_run cj_pf_links cj_pf_ifname cj_pf_ib_ports cj_pf_hcas cj_pf_gpus cj_pf_programs cj_preflight_node); ${setup}cj_preflight_node \"\$@\"" \
    cj_preflight_node "$CJ_PF_VENDOR" "$CJ_PF_GPUS" "${CJ_PF_PROGRAMS[@]}" 2>&1) || true
  if [[ -n $CJ_PREFLIGHT_OUT ]]; then printf '%s\n' "$CJ_PREFLIGHT_OUT"; fi
  CJ_PREFLIGHT_BAD=()
  CJ_USABLE_HOSTS=()
  for cj_host in "${CJ_HOSTS[@]}"; do
    if [[ $CJ_PREFLIGHT_OUT == *"clusterjob-preflight: FAIL $cj_host:"* ]]; then
      CJ_PREFLIGHT_BAD+=("$cj_host")
    elif [[ $CJ_PREFLIGHT_OUT != *"clusterjob-preflight: ok $cj_host:"* ]]; then
      echo "clusterjob-preflight: FAIL $cj_host: no preflight report (${setup:+setup: failed there, or }the step did not run there; see srun's messages above)"
      CJ_PREFLIGHT_BAD+=("$cj_host")
    else
      CJ_USABLE_HOSTS+=("$cj_host")
    fi
  done
  if [[ ${#CJ_PREFLIGHT_BAD[@]} -gt 0 && ${#CJ_USABLE_HOSTS[@]} -lt $CJ_PF_NEED ]]; then
    if [[ $CJ_PREFLIGHT_OUT == *" not found (PATH="* ]]; then
      echo "clusterjob: preflight failed on ${#CJ_PREFLIGHT_BAD[@]} of $CJ_PF_NODES node(s) (${CJ_PREFLIGHT_BAD[*]}): training not started;" \
        "a program is not found (above): activate its venv, conda env or module in setup: (docs/spec.md)" >&2
    else
      echo "clusterjob: preflight failed on ${#CJ_PREFLIGHT_BAD[@]} of $CJ_PF_NODES node(s) (${CJ_PREFLIGHT_BAD[*]}): training not started;" \
        "fix the profile, or resubmit without them: sbatch --exclude=$(IFS=,; echo "${CJ_PREFLIGHT_BAD[*]}")" >&2
    fi
    exit "$CJ_PF_EXIT"
  elif [[ ${#CJ_PREFLIGHT_BAD[@]} -gt 0 ]]; then
    # Spare nodes (the gate's spare_nodes): enough good hosts remain, so the bad ones are left out here.
    echo "clusterjob: preflight failed on ${#CJ_PREFLIGHT_BAD[@]} of $CJ_PF_NODES node(s) (${CJ_PREFLIGHT_BAD[*]}): left out;" \
      "${#CJ_USABLE_HOSTS[@]} node(s) remain for $CJ_PF_NEED training node(s)"
  else
    echo "clusterjob: preflight passed on $CJ_PF_NODES node(s)"
  fi
}
