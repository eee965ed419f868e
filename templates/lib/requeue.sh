# ---- clusterjob requeue step (templates/lib/requeue.sh; docs/long-runs.md, "requeue") ---------------
# Runs in the batch shell as the trap for CJ_RQ_SIGNAL. The signal goes on to the training step with
# `scancel --signal`, which reaches every process of the job's steps (not this shell), so each
# training process can write a checkpoint; under a per-node launcher (torchrun ...) the task shell
# ignores it before exec, so the launcher waits for its workers instead of dying. Once the step has
# ended, or after CJ_RQ_GRACE seconds, the job is requeued while RESTART_COUNT < CJ_RQ_MAX_RESTARTS;
# otherwise it runs on to its time limit.
cj_requeue() {
  trap '' "$CJ_RQ_SIGNAL"
  local waited=0 rc=0 running=0
  echo "clusterjob: requeue: SIG$CJ_RQ_SIGNAL from Slurm (run $((RESTART_COUNT + 1)), restart $RESTART_COUNT of at most $CJ_RQ_MAX_RESTARTS)"
  if [[ -n ${CJ_LAUNCH_PID:-} ]] && kill -0 "$CJ_LAUNCH_PID" 2>/dev/null; then
    running=1
    echo "clusterjob: requeue: forwarding SIG$CJ_RQ_SIGNAL to the training step; waiting up to ${CJ_RQ_GRACE}s for it to checkpoint and exit"
    scancel --signal="$CJ_RQ_SIGNAL" "$SLURM_JOB_ID" || echo "clusterjob: requeue: scancel --signal=$CJ_RQ_SIGNAL $SLURM_JOB_ID failed" >&2
    while kill -0 "$CJ_LAUNCH_PID" 2>/dev/null && (( waited < CJ_RQ_GRACE )); do
      sleep 1
      waited=$((waited + 1))
    done
    if kill -0 "$CJ_LAUNCH_PID" 2>/dev/null; then
      echo "clusterjob: requeue: the training step is still running after ${CJ_RQ_GRACE}s"
    else
      running=0
      wait "$CJ_LAUNCH_PID" || rc=$?
      echo "clusterjob: requeue: the training step ended after ${waited}s (exit status $rc)"
    fi
  fi
  if (( RESTART_COUNT < CJ_RQ_MAX_RESTARTS )); then
    if scontrol requeue "$SLURM_JOB_ID"; then
      echo "clusterjob: requeue: job $SLURM_JOB_ID requeued; its next run has RESTART_COUNT=$((RESTART_COUNT + 1))"
      exit 0
    fi
    echo "clusterjob: requeue: scontrol requeue $SLURM_JOB_ID failed; the job runs on to its time limit" >&2
  else
    echo "clusterjob: requeue: no restart left (max_restarts=$CJ_RQ_MAX_RESTARTS); the job runs on to its time limit"
  fi
  if (( running )); then
    wait "$CJ_LAUNCH_PID" || rc=$?
  fi
  if [[ -n ${CJ_LAUNCH_PID:-} ]]; then
    exit "$rc"
  fi
}
# ---- end of the requeue step -------------------------------------------------------------------------
