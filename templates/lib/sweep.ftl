<#include "/lib/sweep.sh" parse=false>

# The sweep's planner (templates/sweep/plan.awk): the same rule as dev.clusterjob.sweep.RoundPlanner.
cj_sweep_plan_awk() {
  cat <<'CJ_SWEEP_AWK_EOF'
<#include "/sweep/plan.awk" parse=false>
CJ_SWEEP_AWK_EOF
}
