<#-- Preflight: the bash is kept verbatim in .sh files (FreeMarker copies them without parsing: start-up). -->
<#include "/lib/preflight.sh" parse=false>

CJ_PF_NEED=[=job.nodes]
CJ_PF_VENDOR=[=profile.vendor]
CJ_PF_GPUS=[=job.preflightGpus]
CJ_PF_EXIT=[=job.preflightExit]
<#include "/lib/preflight-run.sh" parse=false>
