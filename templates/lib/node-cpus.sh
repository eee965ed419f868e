# cj_node_cpus TASKS [CPUS_PER_NODE]: CPUs for each of TASKS tasks on the smallest node, from a Slurm
# CPU list ("96(x2),64"; default SLURM_JOB_CPUS_PER_NODE); with --exclusive, every CPU the node has.
cj_node_cpus() {
  local min='' part n
  local -a parts
  IFS=, read -r -a parts <<< "${2:-${SLURM_JOB_CPUS_PER_NODE:-${SLURM_CPUS_ON_NODE:-1}}}"
  for part in "${parts[@]}"; do
    n=${part%%(*}
    [[ $n =~ ^[0-9]+$ ]] || continue
    if [[ -z $min ]] || (( n < min )); then min=$n; fi
  done
  n=$(( ${min:-1} / $1 ))
  (( n >= 1 )) || n=1
  echo "$n"
}
