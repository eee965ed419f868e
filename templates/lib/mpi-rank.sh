# cj_mpi_task CMD...: in each MPI rank's shell, RANK, WORLD_SIZE, LOCAL_RANK, LOCAL_WORLD_SIZE and NODE_RANK
# from Open MPI, MPICH / Intel MPI, PMIx or MVAPICH2 variables (docs/launchers/mpirun.md), then exec CMD.
cj_mpi_task() {
  local rank=${OMPI_COMM_WORLD_RANK:-${PMI_RANK:-${PMIX_RANK:-${MV2_COMM_WORLD_RANK:-}}}}
  local size=${OMPI_COMM_WORLD_SIZE:-${PMI_SIZE:-${MV2_COMM_WORLD_SIZE:-$WORLD_SIZE}}}
  local lsize=${OMPI_COMM_WORLD_LOCAL_SIZE:-${MPI_LOCALNRANKS:-${MV2_COMM_WORLD_LOCAL_SIZE:-$GPUS_PER_NODE}}}
  local lrank=${OMPI_COMM_WORLD_LOCAL_RANK:-${MPI_LOCALRANKID:-${MV2_COMM_WORLD_LOCAL_RANK:-}}}
  if [[ -z $rank ]]; then
    echo "clusterjob: no MPI rank variable is set (OMPI_COMM_WORLD_RANK, PMI_RANK, PMIX_RANK, MV2_COMM_WORLD_RANK): start this under mpirun" >&2
    exit 1
  fi
  [[ -n $lrank ]] || lrank=$((rank % lsize))
  export RANK=$rank WORLD_SIZE=$size LOCAL_RANK=$lrank LOCAL_WORLD_SIZE=$lsize NODE_RANK=$((rank / lsize))
  exec "$@"
}
