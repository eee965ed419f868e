<#if het.enabled>

# Heterogeneous job (docs/long-runs.md, "components"): this batch shell runs in component 0, and
# SLURM_JOB_NODELIST lists only that component's hosts. The job's hosts are the components' lists in
# order (SLURM_JOB_NODELIST_HET_GROUP_N), so MASTER_ADDR is the first host of component 0.
# Preflight and the gate do not run in a heterogeneous job: their srun steps cover one component.
CJ_HET_NODES=(<#list het.components as c>[=c.nodes]<#sep> </#sep></#list>)
CJ_HOSTS=()
for cj_c in "${!CJ_HET_NODES[@]}"; do
  cj_var=SLURM_JOB_NODELIST_HET_GROUP_$cj_c
  [[ -n ${!cj_var:-} ]] || cj_die "$cj_var is unset: submit this script to sbatch as it is (its '#SBATCH hetjob' lines make a heterogeneous job)"
  CJ_HOSTS_TEXT=$(cj_hostnames "${!cj_var}") || cj_die "cannot expand $cj_var='${!cj_var}'"
  mapfile -t cj_part <<< "$CJ_HOSTS_TEXT"
  if [[ ${#cj_part[@]} -ne ${CJ_HET_NODES[$cj_c]} ]]; then
    cj_die "$cj_var='${!cj_var}' expands to ${#cj_part[@]} host(s) but component $cj_c asked for ${CJ_HET_NODES[$cj_c]}"
  fi
  CJ_HOSTS+=("${cj_part[@]}")
done
</#if>
<#if requeue.enabled>

# Requeue (docs/long-runs.md, "requeue"): Slurm sends SIG[=requeue.signal?no_esc] to this shell [=requeue.secondsBeforeLimit?no_esc] s before the time
# limit (up to a minute earlier: it checks limits periodically). The training step gets the signal to
# checkpoint, this shell waits up to [=requeue.graceS?no_esc] s for it, then requeues the job while
# SLURM_RESTART_COUNT < [=requeue.maxRestarts?no_esc]. The command sees RESTART_COUNT (0 on the first run) and CLUSTERJOB_RESUME=1
# on a requeued run.
CJ_RQ_SIGNAL=[=requeue.signal]
CJ_RQ_GRACE=[=requeue.graceS]
CJ_RQ_MAX_RESTARTS=[=requeue.maxRestarts]
export RESTART_COUNT=${SLURM_RESTART_COUNT:-0}
export CLUSTERJOB_RESUME=$(( RESTART_COUNT > 0 ? 1 : 0 ))
<#include "/lib/requeue.sh" parse=false>
trap cj_requeue "$CJ_RQ_SIGNAL"
echo "clusterjob: requeue: run $((RESTART_COUNT + 1)) of job $SLURM_JOB_ID (RESTART_COUNT=$RESTART_COUNT, at most $CJ_RQ_MAX_RESTARTS restart(s))"
</#if>
