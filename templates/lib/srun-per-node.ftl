<#import "/lib/task.ftl" as t>
srun <@t.placement perTask=false/><#if job.hasCpusPerTask> --cpus-per-task="$SLURM_CPUS_PER_TASK"</#if> --kill-on-bad-exit=1<@t.pyxis/> \
  <@t.command/> "${CJ_COMMAND[@]}"
