<#import "/lib/task.ftl" as t>

  # Launch: srun starts one task per GPU; each takes RANK, LOCAL_RANK, WORLD_SIZE, NODE_RANK from Slurm in its own shell.
  cj_task() {
    export RANK=$SLURM_PROCID LOCAL_RANK=$SLURM_LOCALID WORLD_SIZE=$SLURM_NTASKS NODE_RANK=$SLURM_NODEID LOCAL_WORLD_SIZE=$GPUS_PER_NODE
    exec "$@"
  }
  <@t.bg/><#list launcher.command as w>[=w]<#sep> </#sep></#list> <@t.placement perTask=true/><@t.cpus/> --kill-on-bad-exit=1<@t.pyxis/><#list launcher.args as a> [=a]</#list> \
    <@t.command/> "${CJ_COMMAND[@]}"
