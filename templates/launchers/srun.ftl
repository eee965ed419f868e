<#import "/lib/task.ftl" as t>

# Launch: srun starts one task per GPU; each task takes its ranks from Slurm in its own shell:
# RANK=SLURM_PROCID, LOCAL_RANK=SLURM_LOCALID, WORLD_SIZE=SLURM_NTASKS, NODE_RANK=SLURM_NODEID.
cj_task() {
  export RANK=$SLURM_PROCID LOCAL_RANK=$SLURM_LOCALID WORLD_SIZE=$SLURM_NTASKS NODE_RANK=$SLURM_NODEID LOCAL_WORLD_SIZE=$GPUS_PER_NODE
  exec "$@"
}
<#list launcher.command as w>[=w]<#sep> </#sep></#list> <@t.placement perTask=true/><#if job.hasCpusPerTask> --cpus-per-task="$SLURM_CPUS_PER_TASK"</#if> --kill-on-bad-exit=1<@t.pyxis/><#list launcher.args as a> [=a]</#list> \
  <@t.command/> "${CJ_COMMAND[@]}"
