<#if launcher.ssh>

# Launch: deepspeed, from this batch shell, reaches the other hosts over pdsh/ssh<#if launcher.sshPort?has_content> (port [=launcher.sshPort])</#if>.
# The hostfile ("host slots=N") is built from the allocation; DeepSpeed forwards only some variables
# over pdsh, so all exported ones are written to a DS_ENV_FILE it reads.
CJ_HOSTFILE=${TMPDIR:-/tmp}/clusterjob-$SLURM_JOB_ID.hostfile
printf "%s slots=$GPUS_PER_NODE\n" "${CJ_TRAIN_HOSTS[@]}" > "$CJ_HOSTFILE"
export DS_ENV_FILE=${TMPDIR:-/tmp}/clusterjob-$SLURM_JOB_ID.deepspeed_env
{
  for cj_var in MASTER_ADDR MASTER_PORT NNODES GPUS_PER_NODE WORLD_SIZE<#list env as e> [=e.name?no_esc]</#list>; do
    printf '%s=%s\n' "$cj_var" "${!cj_var}"
  done
} > "$DS_ENV_FILE"
<#list launcher.command as w>[=w]<#sep> </#sep></#list> --hostfile="$CJ_HOSTFILE"<#if launcher.sshPort?has_content> --ssh_port=[=launcher.sshPort]</#if> --master_addr="$MASTER_ADDR" --master_port="$MASTER_PORT"<#list launcher.args as a> [=a]</#list> "${CJ_COMMAND[@]}"
<#else>

# Launch: one srun task per node runs deepspeed with --no_ssh for its own node rank, so no ssh or
# pdsh set-up is needed. Each task writes the hostfile ("host slots=N", from the allocation) locally.
cj_task() {
  local hostfile=${TMPDIR:-/tmp}/clusterjob-$SLURM_JOB_ID-$SLURM_NODEID.hostfile
  printf "%s slots=$GPUS_PER_NODE\n" ${CJ_TRAIN_NODELIST//,/ } > "$hostfile"
  export NODE_RANK=$SLURM_NODEID
  exec<#list launcher.command as w> [=w]</#list> --hostfile="$hostfile" --no_ssh --node_rank="$SLURM_NODEID" \
    --master_addr="$MASTER_ADDR" --master_port="$MASTER_PORT"<#list launcher.args as a> [=a]</#list> "$@"
}
<#include "/lib/srun-per-node.ftl">
</#if>
