# cj_het_hosts N0 N1 ...: CJ_HOSTS = the components' hosts in order (SLURM_JOB_NODELIST_HET_GROUP_i;
# SLURM_JOB_NODELIST lists component 0 only), each checked against its node count.
cj_het_hosts() {
  local c=0 n var text
  local -a part
  CJ_HOSTS=()
  for n in "$@"; do
    var=SLURM_JOB_NODELIST_HET_GROUP_$c
    [[ -n ${!var:-} ]] || cj_die "$var is unset: submit this script to sbatch as it is (its '#SBATCH hetjob' lines make a heterogeneous job)"
    text=$(cj_hostnames "${!var}") || cj_die "cannot expand $var='${!var}'"
    mapfile -t part <<< "$text"
    if [[ ${#part[@]} -ne $n ]]; then
      cj_die "$var='${!var}' expands to ${#part[@]} host(s) but component $c asked for $n"
    fi
    CJ_HOSTS+=("${part[@]}")
    c=$((c + 1))
  done
}
