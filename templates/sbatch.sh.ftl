#!/bin/bash
<#include "lib/header.ftl">
<#list job.directives as d>
#SBATCH [=d]
</#list>
# [=job.summary]
set -euo pipefail

# The job, top to bottom; the cj_* functions it calls are in the runtime block below, and the last line runs it.
cj_job() {
  cj_require_allocation
<#include "lib/env.ftl">

<#if het.enabled>
  cj_het_hosts<#list het.components as c> [=c.nodes]</#list>   # CJ_HOSTS: every component's hosts, component 0's first
<#else>
  cj_allocation_hosts   # CJ_HOSTS: the allocation's hosts, in Slurm's order
</#if>
<#if requeue.enabled>
  # Requeue (docs/long-runs.md): SIG[=requeue.signal] [=requeue.secondsBeforeLimit] s before the limit; checkpoint, then requeue
  cj_requeue_arm --signal [=requeue.signal] --grace [=requeue.graceS] --max-restarts [=requeue.maxRestarts]
</#if>
<#if job.preflight>
  # Preflight on every host: interfaces, HCA ports<#if job.hasPreflightGpus>, GPUs</#if><#if job.hasPrograms>, programs</#if>; exit [=job.preflightExit] unless [=job.nodes] pass (preflight: false turns it off)
  cj_preflight --need [=job.nodes]<#if job.hasPreflightGpus> --vendor [=profile.vendor] --gpus [=job.preflightGpus]</#if> --exit [=job.preflightExit]<#list job.programs as p> --program [=p]</#list>
<#else>
  CJ_USABLE_HOSTS=("${CJ_HOSTS[@]}")
</#if>
<#if gate.enabled>
  # Fabric gate (docs/gate.md): all_reduce busbw across the hosts; exit [=gate.exitCode] when [=job.nodes] good ones cannot be found.
  # Skip it at submit time: sbatch --export=ALL,CLUSTERJOB_GATE=0
  cj_gate --tool [=gate.tool] --binary [=gate.binary] --python [=gate.python] --min-busbw [=gate.minBusbw] \
    --min-bytes [=gate.minBytes] --sweep-from [=gate.sweepFrom] --max-bytes [=gate.maxBytes] --per-node [=gate.perNode] \
    --nodes [=job.nodes] --gpus-per-node [=job.gpusPerNode] --timeout [=gate.timeoutS] --exit [=gate.exitCode]
<#else>
  CJ_TRAIN_HOSTS=("${CJ_USABLE_HOSTS[@]}")
</#if>

  # Rendezvous: MASTER_ADDR is the first training host; MASTER_PORT <#if job.hasMasterPort>is the spec's<#else>comes from the job id ([=rendezvous.portBase]-[=rendezvous.portLast])</#if>
  # unless CLUSTERJOB_MASTER_PORT is set.
  export NNODES=${#CJ_TRAIN_HOSTS[@]}
  export GPUS_PER_NODE=[=job.gpusPerNode]
  export WORLD_SIZE=$((NNODES * GPUS_PER_NODE))
  export MASTER_ADDR=${CJ_TRAIN_HOSTS[0]}
<#if job.hasMasterPort>
  export MASTER_PORT=${CLUSTERJOB_MASTER_PORT:-[=job.masterPort]}
<#else>
  export MASTER_PORT=${CLUSTERJOB_MASTER_PORT:-$(([=rendezvous.portBase] + SLURM_JOB_ID % [=rendezvous.portSpan]))}
</#if>
  CJ_TRAIN_NODELIST=$(IFS=,; echo "${CJ_TRAIN_HOSTS[*]}")
  export CJ_TRAIN_NODELIST
<#if job.wholeNode>
  CJ_STEP_CPUS=$(cj_node_cpus [=job.tasksPerNode][=job.cpuList])   # every CPU of the node (--exclusive)<#if job.tasksShareNode>, shared by its [=job.tasksPerNode] tasks</#if>
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
<#include "lib/launch-begin.ftl">
  echo "clusterjob: job $SLURM_JOB_ID: launcher [=launcher.id], $NNODES node(s) ($CJ_TRAIN_NODELIST) x [=job.perNodeText] = $WORLD_SIZE processes, master $MASTER_ADDR:$MASTER_PORT"
<#include "launchers/" + launcher.id + ".ftl">
}

# ---- clusterjob runtime [=generator.version] sha256:[=runtime.sum] (docs/generated-script.md; regenerated, never edited) ----
[=runtime.text]# ---- end of clusterjob runtime [=generator.version] sha256:[=runtime.sum] ----

cj_job "$@"
