# Each MPI rank derives the torch variables in its own shell: Open MPI's OMPI_COMM_WORLD_*, else
# MPICH / Intel MPI (PMI_RANK, PMI_SIZE, MPI_LOCALRANKID, MPI_LOCALNRANKS), PMIx (PMIX_RANK) or
# MVAPICH2 (MV2_COMM_WORLD_*). The node index is RANK / LOCAL_WORLD_SIZE (ranks are mapped
# GPUS_PER_NODE per node); OMPI_COMM_WORLD_NODE_RANK is not the node index.
cj_task() {
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
