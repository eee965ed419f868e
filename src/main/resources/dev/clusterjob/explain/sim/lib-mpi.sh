# clusterjob explain: what mpirun and its daemon stand-in (.orted) share. H: the hosts; on[I]: the
# ranks placed on host index I ("0 1 "), in order.

# mpi_start_host I ARGV...: starts the ranks of host index I, each with Open MPI's variables.
mpi_start_host() {
  local i=$1 r l=0 lsize
  local -a rs pids=()
  shift
  read -r -a rs <<< "${on[$i]}"
  lsize=${#rs[@]}
  for r in "${rs[@]}"; do
    (
      export OMPI_COMM_WORLD_RANK=$r OMPI_COMM_WORLD_LOCAL_RANK=$l OMPI_COMM_WORLD_LOCAL_SIZE=$lsize
      export OMPI_COMM_WORLD_NODE_RANK=$l PMIX_RANK=$r PMIX_HOSTNAME=${H[i]} CJX_HOST=${H[i]}
      [[ ${CJX_MPI:-4} != 5 ]] || export OMPI_WORLD_LOCAL_SIZE=$lsize
      cjx_start "$@"
    ) &
    pids+=($!)
    l=$((l + 1))
  done
  cjx_wait_all "${pids[@]}"
}
