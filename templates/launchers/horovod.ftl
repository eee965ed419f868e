
# Launch: horovodrun, from this batch shell, starts GPUS_PER_NODE processes on each host over ssh
# (-H host:slots built from the allocation); Horovod gives every process its own rank.
CJ_HOROVOD_HOSTS=$(printf "%s:$GPUS_PER_NODE," "${CJ_TRAIN_HOSTS[@]}")
<#list launcher.command as w>[=w]<#sep> </#sep></#list> -np "$WORLD_SIZE" -H "${CJ_HOROVOD_HOSTS%,}"<#if launcher.sshPort?has_content> -p [=launcher.sshPort]</#if><#list launcher.args as a> [=a]</#list> "${CJ_COMMAND[@]}"
