#!/bin/bash
<#include "lib/header.ftl">
<#list job.directives as d>
#SBATCH [=d?no_esc]
</#list>
set -euo pipefail

# Refuse to run outside an allocation: everything below is derived from Slurm's variables.
if [[ -z "${SLURM_JOB_ID:-}" || -z "${SLURM_JOB_NODELIST:-}" ]]; then
  echo "clusterjob: not inside a Slurm allocation (SLURM_JOB_ID and SLURM_JOB_NODELIST are unset): submit this script with sbatch" >&2
  exit 64
fi
<#if profile.modules?has_content>

# Modules of profile [=profile.name?no_esc]
<#list profile.modules as m>
module load [=m]
</#list>
</#if>
<#include "lib/env.ftl">

<#include "lib/runtime.sh" parse=false>

# Rendezvous, derived at run time from the allocation so that every node agrees:
# MASTER_ADDR is the first host of the job; MASTER_PORT comes from the job id (range 15000-31999,
# below Linux's ephemeral ports) so that jobs sharing a node never collide on a fixed 29500.
mapfile -t CJ_HOSTS < <(cj_hostnames "$SLURM_JOB_NODELIST")
[[ ${#CJ_HOSTS[@]} -ge 1 ]] || cj_die "cannot expand SLURM_JOB_NODELIST='$SLURM_JOB_NODELIST'"
CJ_TRAIN_HOSTS=("${CJ_HOSTS[@]}")
export NNODES=${#CJ_TRAIN_HOSTS[@]}
export GPUS_PER_NODE=[=job.gpusPerNode]
export WORLD_SIZE=$((NNODES * GPUS_PER_NODE))
export MASTER_ADDR=${CJ_TRAIN_HOSTS[0]}
<#if job.masterPort?has_content>
export MASTER_PORT=${CLUSTERJOB_MASTER_PORT:-[=job.masterPort]}
<#else>
export MASTER_PORT=${CLUSTERJOB_MASTER_PORT:-$((15000 + SLURM_JOB_ID % 17000))}
</#if>
CJ_TRAIN_NODELIST=$(IFS=,; echo "${CJ_TRAIN_HOSTS[*]}")
export CJ_TRAIN_NODELIST
<#include "lib/preflight.ftl">

CJ_COMMAND=(<#list job.command as a>[=a]<#sep> </#sep></#list>)
echo "clusterjob: job $SLURM_JOB_ID: launcher [=launcher.id?no_esc], $NNODES node(s) ($CJ_TRAIN_NODELIST) x $GPUS_PER_NODE = $WORLD_SIZE processes, master $MASTER_ADDR:$MASTER_PORT"
<#include "launchers/" + launcher.id + ".ftl">
