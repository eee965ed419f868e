<#import "/lib/task.ftl" as t>
  <@t.bg/>srun <@t.placement perTask=false/><@t.cpus/> --kill-on-bad-exit=1<@t.pyxis/> \
    <@t.command/> "${CJ_COMMAND[@]}"
