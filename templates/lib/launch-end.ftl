<#if requeue.enabled>
}
cj_launch &
CJ_LAUNCH_PID=$!
CJ_LAUNCH_RC=0
wait "$CJ_LAUNCH_PID" || CJ_LAUNCH_RC=$?
exit "$CJ_LAUNCH_RC"
</#if>
