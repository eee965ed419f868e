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
  export [=e.name]=[=e.value]<#if e.why?has_content>[=e.pad]# [=e.why]</#if>
</#list>
</#if>
