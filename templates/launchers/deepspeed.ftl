<#if launcher.ssh>

  # Launch: deepspeed, from this shell, reaches the other hosts over pdsh/ssh<#if launcher.sshPort?has_content> (port [=launcher.sshPort])</#if>; the hostfile
  # comes from the allocation, and DS_ENV_FILE carries every exported variable (pdsh forwards only some).
  CJ_HOSTFILE=${TMPDIR:-/tmp}/clusterjob-$SLURM_JOB_ID.hostfile
  printf "%s slots=$GPUS_PER_NODE\n" "${CJ_TRAIN_HOSTS[@]}" > "$CJ_HOSTFILE"
  export DS_ENV_FILE=${TMPDIR:-/tmp}/clusterjob-$SLURM_JOB_ID.deepspeed_env
  {
    for cj_var in MASTER_ADDR MASTER_PORT NNODES GPUS_PER_NODE WORLD_SIZE<#list env as e> [=e.name]</#list>; do
      printf '%s=%s\n' "$cj_var" "${!cj_var}"
    done
  } > "$DS_ENV_FILE"
  <#list launcher.command as w>[=w]<#sep> </#sep></#list> --hostfile="$CJ_HOSTFILE"<#if launcher.sshPort?has_content> --ssh_port=[=launcher.sshPort]</#if> --master_addr="$MASTER_ADDR" --master_port="$MASTER_PORT"<#list launcher.args as a> [=a]</#list> \
    "${CJ_COMMAND[@]}"
<#else>

  # Launch: deepspeed --no_ssh once per node (srun) for its node rank, with a hostfile built from the allocation.
  cj_task() {
    local hostfile=${TMPDIR:-/tmp}/clusterjob-$SLURM_JOB_ID-$SLURM_NODEID.hostfile
    printf "%s slots=$GPUS_PER_NODE\n" ${CJ_TRAIN_NODELIST//,/ } > "$hostfile"
    export NODE_RANK=$SLURM_NODEID
    exec<#list launcher.command as w> [=w]</#list> --hostfile="$hostfile" --no_ssh --node_rank="$SLURM_NODEID" \
      --master_addr="$MASTER_ADDR" --master_port="$MASTER_PORT"<#list launcher.args as a> [=a]</#list> "$@"
  }
<#include "/lib/srun-per-node.ftl">
</#if>
