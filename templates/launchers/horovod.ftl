
  # Launch: horovodrun, from this shell, starts GPUS_PER_NODE processes on each host over ssh.
  CJ_HOROVOD_HOSTS=$(printf "%s:$GPUS_PER_NODE," "${CJ_TRAIN_HOSTS[@]}")
  <#list launcher.command as w>[=w]<#sep> </#sep></#list> -np "$WORLD_SIZE" -H "${CJ_HOROVOD_HOSTS%,}"<#if launcher.hasSshPort> -p [=launcher.sshPort]</#if><#list launcher.args as a> [=a]</#list> \
    "${CJ_COMMAND[@]}"
