<#if launcher.ssh>

  # Launch: deepspeed, from this shell, reaches the other hosts over pdsh/ssh<#if launcher.hasSshPort> (port [=launcher.sshPort])</#if>; the hostfile
  # comes from the allocation, and DS_ENV_FILE carries every exported variable (pdsh forwards only some), both in a
  # private folder of this job, removed when it ends. pdsh runs DeepSpeed's command line through the other hosts'
  # shells, which would expand any shell character in a value or in the folder's path: those are refused here.
  CJ_DS_DIR=$(mktemp -d "${TMPDIR:-/tmp}/clusterjob-ds-$SLURM_JOB_ID.XXXXXX")
  trap 'rm -rf -- "$CJ_DS_DIR"' EXIT
  trap 'exit 143' TERM
  CJ_HOSTFILE=$CJ_DS_DIR/hostfile
  printf "%s slots=$GPUS_PER_NODE\n" "${CJ_TRAIN_HOSTS[@]}" > "$CJ_HOSTFILE"
  export DS_ENV_FILE=$CJ_DS_DIR/deepspeed_env
  [[ $PWD =~ ^[A-Za-z0-9_@+=:,./^-]+$ ]] || { echo "clusterjob: the working folder has characters the other hosts' shells would expand (deepspeed's pdsh start runs 'cd' there): use launch_mode: srun, or a plain folder name" >&2; exit 64; }
  {
    for cj_var in MASTER_ADDR MASTER_PORT NNODES GPUS_PER_NODE WORLD_SIZE<#list env as e> [=e.name]</#list>; do
      [[ ${!cj_var} =~ ^[A-Za-z0-9_@+=:,./^-]*$ ]] || { echo "clusterjob: $cj_var has characters the other hosts' shells would run as code (deepspeed's pdsh start): use launch_mode: srun, or only letters, digits and _ @ + = : , . / ^ -" >&2; exit 64; }
      printf '%s=%s\n' "$cj_var" "${!cj_var}"
    done
  } > "$DS_ENV_FILE"
  <#list launcher.command as w>[=w]<#sep> </#sep></#list> --hostfile="$CJ_HOSTFILE"<#if launcher.hasSshPort> --ssh_port=[=launcher.sshPort]</#if> --master_addr="$MASTER_ADDR" --master_port="$MASTER_PORT"<#list launcher.args as a> [=a]</#list> \
    "${CJ_COMMAND[@]}"
<#else>

  # Launch: deepspeed --no_ssh once per node (srun) for its node rank, with a hostfile built from the allocation.
  # The hostfile is a private temporary file (mktemp), opened and removed at once: deepspeed reads it as /dev/fd/N.
  cj_task() {
    local hostfile cj_fd
    hostfile=$(mktemp "${TMPDIR:-/tmp}/clusterjob-ds-hostfile.XXXXXX")
    printf "%s slots=$GPUS_PER_NODE\n" ${CJ_TRAIN_NODELIST//,/ } > "$hostfile"
    exec {cj_fd}< "$hostfile"
    rm -f -- "$hostfile"
    export NODE_RANK=$SLURM_NODEID
    exec<#list launcher.command as w> [=w]</#list> --hostfile="/dev/fd/$cj_fd" --no_ssh --node_rank="$SLURM_NODEID" \
      --master_addr="$MASTER_ADDR" --master_port="$MASTER_PORT"<#list launcher.args as a> [=a]</#list> "$@"
  }
<#include "/lib/srun-per-node.ftl">
</#if>
