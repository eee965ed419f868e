# [=generator.line]
<#if generator.hasSource>
# Do not edit by hand: change the spec and run `[=generator.regenerate]`; `clusterjob check` reports drift.
</#if>
