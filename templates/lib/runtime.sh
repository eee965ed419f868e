cj_die() {
  echo "clusterjob: $*" >&2
  exit 1
}

# Expands one hostlist token: the first bracket group is expanded (keeping the zero padding of its
# low bound) and the rest recursively, so several groups give their Cartesian product.
cj_expand_host_token() {
  local tok=$1
  if [[ $tok != *'['* ]]; then
    printf '%s\n' "$tok"
    return 0
  fi
  local pre=${tok%%'['*} rest=${tok#*'['}
  [[ $rest == *']'* ]] || cj_die "malformed hostlist token '$tok' (unclosed '[')"
  local body=${rest%%']'*} post=${rest#*']'}
  local -a ranges
  local r lo hi n num
  IFS=, read -r -a ranges <<< "$body"
  for r in "${ranges[@]}"; do
    lo=${r%%-*}
    hi=${r#*-}
    [[ $lo =~ ^[0-9]+$ && $hi =~ ^[0-9]+$ ]] || cj_die "malformed hostlist range '$r' in '$tok'"
    for (( n = 10#$lo; n <= 10#$hi; n++ )); do
      printf -v num '%0*d' "${#lo}" "$n" # -v: no subshell per host (a fork each, ~6 ms of CPU)
      cj_expand_host_token "$pre$num$post"
    done
  done
}

# Expands a Slurm hostlist expression (hostlist.c grammar: tokens split on ',' or blanks outside
# brackets), one host per line, in Slurm's order. Used when scontrol is missing (containers).
cj_expand_hostlist() {
  local list=$1 tok='' c i depth=0
  for (( i = 0; i < ${#list}; i++ )); do
    c=${list:i:1}
    case $c in
      '[') depth=$((depth + 1)); tok+=$c ;;
      ']') depth=$((depth - 1)); tok+=$c ;;
      ','|' '|$'\t'|$'\n')
        if [[ $depth -eq 0 ]]; then
          if [[ -n $tok ]]; then cj_expand_host_token "$tok"; fi
          tok=''
        else
          tok+=$c
        fi ;;
      *) tok+=$c ;;
    esac
  done
  if [[ -n $tok ]]; then cj_expand_host_token "$tok"; fi
}

# Host names of a hostlist: scontrol is the canonical expander; the pure-shell one stands in for it
# when scontrol is missing or cannot run (containers without slurm.conf: "Could not establish a
# configuration source").
cj_hostnames() {
  local out
  if command -v scontrol >/dev/null 2>&1 && out=$(scontrol show hostnames "$1" 2>/dev/null) && [[ -n $out ]]; then
    printf '%s\n' "$out"
  else
    cj_expand_hostlist "$1"
  fi
}

# Exit 64 unless this shell runs inside a Slurm allocation (everything is derived from it).
cj_require_allocation() {
  if [[ -z ${SLURM_JOB_ID:-} || -z ${SLURM_JOB_NODELIST:-} ]]; then
    echo "clusterjob: not inside a Slurm allocation (SLURM_JOB_ID and SLURM_JOB_NODELIST are unset): submit this script with sbatch" >&2
    exit 64
  fi
}

# cj_allocation_hosts: CJ_HOSTS = the allocation's hosts, in Slurm's order.
cj_allocation_hosts() {
  local text
  text=$(cj_hostnames "$SLURM_JOB_NODELIST") || cj_die "cannot expand SLURM_JOB_NODELIST='$SLURM_JOB_NODELIST'"
  mapfile -t CJ_HOSTS <<< "$text"
  if [[ -n ${SLURM_JOB_NUM_NODES:-} && ${#CJ_HOSTS[@]} -ne $SLURM_JOB_NUM_NODES ]]; then
    cj_die "SLURM_JOB_NODELIST='$SLURM_JOB_NODELIST' expands to ${#CJ_HOSTS[@]} host(s) but SLURM_JOB_NUM_NODES=$SLURM_JOB_NUM_NODES"
  fi
}
