# [=generator.line]
<#if generator.source?has_content>
# Do not edit by hand: change the spec and run `[=generator.regenerate]`; `clusterjob check` reports drift.
</#if>
