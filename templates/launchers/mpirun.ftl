
  # Launch: mpirun, from this shell, starts GPUS_PER_NODE ranks per host (its daemons through srun);
  # every exported variable goes with -x, and cj_mpi_task gives each rank its torch variables.
  CJ_MPI_HOSTS=$(printf "%s:$GPUS_PER_NODE," "${CJ_TRAIN_HOSTS[@]}")
  <#list launcher.command as w>[=w]<#sep> </#sep></#list> -np "$WORLD_SIZE" --host "${CJ_MPI_HOSTS%,}" --map-by "ppr:$GPUS_PER_NODE:node" --bind-to none \
    -x MASTER_ADDR -x MASTER_PORT -x NNODES -x GPUS_PER_NODE -x WORLD_SIZE<#list env as e> -x [=e.name]</#list><#list launcher.args as a> [=a]</#list> \
    bash -c "$(declare -f <#if setup.enabled>cj_setup </#if>cj_mpi_task); <#if setup.enabled>[=setup.call]</#if>cj_mpi_task \"\$@\"" cj_mpi_task "${CJ_COMMAND[@]}"
