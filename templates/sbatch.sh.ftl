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

# Modules of profile [=profile.name?no_esc] (batch shells are not login shells: load the module command first)
if ! type module >/dev/null 2>&1 && [[ -r /etc/profile.d/modules.sh ]]; then source /etc/profile.d/modules.sh; fi
type module >/dev/null 2>&1 || { echo "clusterjob: profile [=profile.name?no_esc] loads modules but the 'module' command is not available on $(hostname)" >&2; exit 1; }
<#list profile.modules as m>
module load [=m]
</#list>
</#if>
<#include "lib/env.ftl">

<#include "lib/runtime.sh" parse=false>

# The allocation's hosts in Slurm's order; training runs on CJ_TRAIN_HOSTS, chosen from them below.
CJ_HOSTS_TEXT=$(cj_hostnames "$SLURM_JOB_NODELIST") || cj_die "cannot expand SLURM_JOB_NODELIST='$SLURM_JOB_NODELIST'"
mapfile -t CJ_HOSTS <<< "$CJ_HOSTS_TEXT"
if [[ -n ${SLURM_JOB_NUM_NODES:-} && ${#CJ_HOSTS[@]} -ne $SLURM_JOB_NUM_NODES ]]; then
  cj_die "SLURM_JOB_NODELIST='$SLURM_JOB_NODELIST' expands to ${#CJ_HOSTS[@]} host(s) but SLURM_JOB_NUM_NODES=$SLURM_JOB_NUM_NODES"
fi
<#include "lib/setup-longrun.ftl">
<#if job.preflight>
<#include "lib/preflight.ftl">
<#else>
CJ_USABLE_HOSTS=("${CJ_HOSTS[@]}")
</#if>
<#if gate.enabled>
<#include "lib/gate.ftl">
<#else>
CJ_TRAIN_HOSTS=("${CJ_USABLE_HOSTS[@]}")
</#if>

# Rendezvous, derived at run time from the allocation so that every node agrees:
# MASTER_ADDR is the first training host; MASTER_PORT comes from the job id (range 15000-31999,
# below Linux's ephemeral ports) instead of a fixed 29500 that every job on a node would share
# (two jobs collide only when their ids differ by a multiple of 17000; CLUSTERJOB_MASTER_PORT overrides).
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

CJ_COMMAND=(<#list job.command as a>[=a]<#sep> </#sep></#list>)
<#include "lib/launch-begin.ftl">
echo "clusterjob: job $SLURM_JOB_ID: launcher [=launcher.id?no_esc], $NNODES node(s) ($CJ_TRAIN_NODELIST) x [=job.perNodeText?no_esc] = $WORLD_SIZE processes, master $MASTER_ADDR:$MASTER_PORT"
<#include "launchers/" + launcher.id + ".ftl">
<#include "lib/launch-end.ftl">
