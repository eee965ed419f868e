<#-- Pieces of the training step's srun line (launchers/srun.ftl; lib/srun-per-node.ftl for torchrun,
     llamafactory, accelerate, deepspeed): which tasks, their CPUs, the pyxis options, and the task shell
     itself (apptainer around it; the het job's env and the requeue signal's disposition before cj_task). -->
<#macro placement perTask><#if het.enabled>--het-group=[=het.groups]<#elseif perTask>--nodes="$NNODES" --ntasks="$WORLD_SIZE" --ntasks-per-node="$GPUS_PER_NODE" --nodelist="$CJ_TRAIN_NODELIST"<#else>--nodes="$NNODES" --ntasks="$NNODES" --ntasks-per-node=1 --nodelist="$CJ_TRAIN_NODELIST"</#if></#macro>
<#macro bg><#if requeue.enabled>cj_requeueable </#if></#macro>
<#macro cpus><#if job.hasCpusPerTask> --cpus-per-task="$SLURM_CPUS_PER_TASK"<#elseif job.wholeNode> --cpus-per-task="$CJ_STEP_CPUS"</#if></#macro>
<#macro pyxis><#if container.pyxis> \
    --container-image=[=container.image]<#if container.hasMountsCsv> --container-mounts=[=container.mountsCsv]</#if> \
    --container-env=[=container.envCsv]</#if></#macro>
<#macro command><#if container.apptainer>apptainer exec<#if container.hasGpuFlag> [=container.gpuFlag]</#if><#list container.mounts as m> --bind [=m]</#list> [=container.image] \
    </#if>bash -c "[=task.prelude]$(declare -f [=task.functions]); [=task.calls]cj_task \"\$@\"" cj_task</#macro>
