<#-- The job's environment: the profile's and the spec's modules, their setup: lines, then the profile's and the spec's variables. -->
<#if job.hasModules>
  cj_modules [=profile.name]<#list job.modules as m> [=m]</#list>
</#if>
<#if setup.enabled>

  # Setup (setup: of the profile, then of the spec; docs/spec.md): your own lines, run here and in every training
  # task's shell before the launcher. They stand as written, up to the [=setup.end] line; a failing line stops the job.
  cj_setup() {
    local cj_lines cj_u=0 cj_trap
    IFS= read -r -d '' cj_lines <<'[=setup.end]' || true
[=setup.text][=setup.end]
    if [[ $- == *u* ]]; then cj_u=1; set +u; fi
    cj_trap=$(trap -p EXIT)
    trap 'echo "clusterjob: setup failed on $(hostname) (exit $?): see the line above; fix setup: in the spec or profile" >&2' EXIT
    eval "${cj_lines}true"   # true: a last line such as `[[ -d x ]] && source x/activate` may end false
    eval "${cj_trap:-trap - EXIT}"
    if (( cj_u )); then set -u; fi
  }
  cj_setup
</#if>
<#if envSections.hasProfile>

  # Fabric environment of profile [=profile.name] (docs/profiles.md says why each value)
<#list envSections.profile as e>
  export [=e.name]=[=e.value]<#if e.hasWhy>[=e.pad]# [=e.why]</#if>
</#list>
</#if>
<#if envSections.hasSpec>

  # Environment from the job spec
<#list envSections.spec as e>
<#if e.hasFrom>
  # [=e.name] comes from [=e.from] in the environment sbatch ran in (from_env); its value is never written here
  [[ -n ${[=e.from]+set} ]] || { echo "clusterjob: [=e.from] is not set in the environment this script runs in (sbatch passes the submitter's; env.[=e.name]: from_env [=e.from], docs/spec.md)" >&2; exit 64; }
  export [=e.name]="$[=e.from]"
<#else>
  export [=e.name]=[=e.value]<#if e.hasWhy>[=e.pad]# [=e.why]</#if>
</#if>
</#list>
</#if>
