<#if het.enabled>

  # Heterogeneous job: [=het.worldSize] processes over all components ([=job.perNodeText] per node); each task finds its
  # component from its global rank (component 0's first) and takes that component's env.
  export WORLD_SIZE=[=het.worldSize]
  cj_het_env() {
    local c=0 first=0 n
    for n in [=het.taskCounts]; do
      if (( SLURM_PROCID < first + n )); then break; fi
      first=$((first + n))
      c=$((c + 1))
    done
    export CLUSTERJOB_COMPONENT=$c
    case $c in
<#list het.components as c>
      [=c.index])  # profile [=c.profile], [=c.nodes] node(s) x [=c.gpusPerNode]
<#if c.hasUnsets>
        unset<#list c.unsets as u> [=u]</#list>
</#if>
        export GPUS_PER_NODE=[=c.gpusPerNode]
<#list c.exports as e>
        export [=e.name]=[=e.value]
</#list>
        ;;
</#list>
    esac
  }
  echo "clusterjob: heterogeneous job: <#list het.components as c>component [=c.index] ${SLURM_JOB_NODELIST_HET_GROUP_[=c.index]} x [=c.gpusPerNode] (profile [=c.profile])<#sep>, </#sep></#list>"
</#if>
<#if requeue.hasResumeArgs>
  # A requeued run resumes: requeue.resume_args go after the command.
  if (( RESTART_COUNT > 0 )); then CJ_COMMAND+=(<#list requeue.resumeArgs as a>[=a]<#sep> </#sep></#list>); fi
</#if>
<#if container.apptainer>
  # Apptainer: the image's variables win over the host's, so the job's go in as APPTAINERENV_NAME.
  for cj_v in<#list container.envNames as n> [=n]</#list>; do
    export "APPTAINERENV_$cj_v=${!cj_v}"
  done
</#if>
