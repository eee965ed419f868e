#!/bin/bash
<#include "lib/header.ftl">
# Plain Open MPI start for hosts without Slurm: ./THIS_SCRIPT [HOSTFILE] (default: [=job.hostfileComment]), one host per line ("node1 slots=[=job.gpusPerNode]").
# [=job.summary]
set -euo pipefail

# The job, top to bottom; the cj_* functions it calls are in the runtime block below, and the last line runs it.
cj_job() {
  CJ_HOSTFILE=${1:-[=job.hostfile]}
  [[ -r $CJ_HOSTFILE ]] || { echo "clusterjob: hostfile '$CJ_HOSTFILE' not readable (one host per line, e.g. 'node1 slots=[=job.gpusPerNode]')" >&2; exit 64; }
<#include "lib/env.ftl">

  # Rendezvous from the hostfile: the first [=job.nodes] host(s) take part, the first is MASTER_ADDR;
  # MASTER_PORT <#if job.hasMasterPort>is the spec's<#else>comes from this shell's pid ([=rendezvous.portBase]-[=rendezvous.portLast])</#if>, CLUSTERJOB_MASTER_PORT overrides.
  mapfile -t CJ_ALL_HOSTS < <(sed -e 's/#.*//' -e 's/[[:space:]:].*//' -e '/^$/d' < "$CJ_HOSTFILE")
  [[ ${#CJ_ALL_HOSTS[@]} -ge [=job.nodes] ]] || { echo "clusterjob: hostfile '$CJ_HOSTFILE' lists ${#CJ_ALL_HOSTS[@]} host(s), the job needs [=job.nodes]" >&2; exit 64; }
  CJ_TRAIN_HOSTS=("${CJ_ALL_HOSTS[@]:0:[=job.nodes]}")
  export NNODES=${#CJ_TRAIN_HOSTS[@]}
  export GPUS_PER_NODE=[=job.gpusPerNode]
  export WORLD_SIZE=$((NNODES * GPUS_PER_NODE))
  export MASTER_ADDR=${CJ_TRAIN_HOSTS[0]}
<#if job.hasMasterPort>
  export MASTER_PORT=${CLUSTERJOB_MASTER_PORT:-[=job.masterPort]}
<#else>
  export MASTER_PORT=${CLUSTERJOB_MASTER_PORT:-$(([=rendezvous.portBase] + $$ % [=rendezvous.portSpan]))}
</#if>

  # The training command, one word per line
<#if job.commandHasComma>
  # shellcheck disable=SC2054 # commas inside a word belong to the command's arguments
</#if>
  CJ_COMMAND=(
<#list job.command as a>
    [=a]
</#list>
  )
  echo "clusterjob: launcher mpirun, $NNODES node(s) (${CJ_TRAIN_HOSTS[*]}) x $GPUS_PER_NODE = $WORLD_SIZE processes, master $MASTER_ADDR:$MASTER_PORT"

  # Launch: mpirun starts GPUS_PER_NODE ranks per host<#if launcher.hasSshPort> (its daemons over ssh, port [=launcher.sshPort])</#if>; cj_mpi_task gives each rank its torch variables.
  CJ_MPI_HOSTS=$(printf "%s:$GPUS_PER_NODE," "${CJ_TRAIN_HOSTS[@]}")
  <#list launcher.command as w>[=w]<#sep> </#sep></#list> -np "$WORLD_SIZE" --host "${CJ_MPI_HOSTS%,}" --map-by "ppr:$GPUS_PER_NODE:node" --bind-to none<#if launcher.hasSshPort> --mca plm_rsh_args [="-p " + launcher.sshPort]</#if> \
    -x MASTER_ADDR -x MASTER_PORT -x NNODES -x GPUS_PER_NODE -x WORLD_SIZE<#list env as e> -x [=e.name]</#list><#list launcher.args as a> [=a]</#list> \
    bash -c "$(declare -f <#if setup.enabled>cj_setup </#if>cj_mpi_task); <#if setup.enabled>[=setup.call]</#if>cj_mpi_task \"\$@\"" cj_mpi_task "${CJ_COMMAND[@]}"
}

# ---- clusterjob runtime [=generator.version] sha256:[=runtime.sum] (docs/generated-script.md; regenerated, never edited) ----
[=runtime.text]# ---- end of clusterjob runtime [=generator.version] sha256:[=runtime.sum] ----

cj_job "$@"
