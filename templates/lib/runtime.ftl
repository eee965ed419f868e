<#-- The runtime block: only what this plan calls. The .sh files are copied without parsing (start-up). -->
<#if job.slurm>
<#include "/lib/runtime.sh" parse=false>
</#if>
<#if job.hasModules>

<#include "/lib/modules.sh" parse=false>
</#if>
<#if het.enabled>

<#include "/lib/het-hosts.sh" parse=false>
</#if>
<#if job.wholeNode>

<#include "/lib/node-cpus.sh" parse=false>
</#if>
<#if requeue.enabled>

<#include "/lib/requeue.sh" parse=false>
</#if>
<#if job.preflight>

<#include "/lib/preflight.sh" parse=false>
</#if>
<#if gate.enabled>

<#include "/lib/gate.ftl">
</#if>
<#if sweep?? && sweep.enabled>

<#include "/lib/sweep.ftl">
</#if>
<#if launcher.mpi>

<#include "/lib/mpi-rank.sh" parse=false>
</#if>
