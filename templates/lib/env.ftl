<#-- The job's environment: the profile's modules, then the profile's and the spec's variables. -->
<#if profile.modules?has_content>
  cj_modules [=profile.name]<#list profile.modules as m> [=m]</#list>
</#if>
<#assign profileEnv = env?filter(e -> !e.fromSpec)>
<#assign specEnv = env?filter(e -> e.fromSpec)>
<#if profileEnv?has_content>

  # Fabric environment of profile [=profile.name] (docs/profiles.md says why each value)
<#list profileEnv as e>
  export [=e.name]=[=e.value]<#if e.why?has_content>[=e.pad]# [=e.why]</#if>
</#list>
</#if>
<#if specEnv?has_content>

  # Environment from the job spec
<#list specEnv as e>
<#if e.from?has_content>
  # [=e.name] comes from [=e.from] in the environment sbatch ran in (from_env); its value is never written here
  [[ -n ${[=e.from]+set} ]] || { echo "clusterjob: [=e.from] is not set in the environment this script runs in (sbatch passes the submitter's; env.[=e.name]: from_env [=e.from], docs/spec.md)" >&2; exit 64; }
  export [=e.name]="$[=e.from]"
<#else>
  export [=e.name]=[=e.value]<#if e.why?has_content>[=e.pad]# [=e.why]</#if>
</#if>
</#list>
</#if>
