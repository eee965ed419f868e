<#assign profileEnv = env?filter(e -> !e.fromSpec)>
<#assign specEnv = env?filter(e -> e.fromSpec)>
<#if profileEnv?has_content>

# Fabric environment of profile [=profile.name?no_esc]: [=profile.description?no_esc]
# (docs/profiles.md gives the reason and source for each variable)
<#list profileEnv as e>
export [=e.name?no_esc]=[=e.value]
</#list>
</#if>
<#if specEnv?has_content>

# Environment from the job spec
<#list specEnv as e>
export [=e.name?no_esc]=[=e.value]
</#list>
</#if>
