# Requeue (docs/long-runs.md, "requeue"): the trap forwards the signal to the training step, waits up to
# CJ_RQ_GRACE s for its checkpoint, then requeues while RESTART_COUNT < CJ_RQ_MAX_RESTARTS.
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
    # Said before scontrol: once the requeue is accepted, Slurm may end this shell before a line after it is written.
    echo "clusterjob: requeue: requeuing job $SLURM_JOB_ID; its next run has RESTART_COUNT=$((RESTART_COUNT + 1))"
    if scontrol requeue "$SLURM_JOB_ID"; then
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

# cj_requeueable CMD...: the training step in the background, the signal ignored there, so that this shell
# runs the trap (bash defers traps while a foreground command runs); returns the step's status.
cj_requeueable() {
  ( trap '' "$CJ_RQ_SIGNAL"; exec "$@" ) &
  CJ_LAUNCH_PID=$!
  CJ_LAUNCH_RC=0
  wait "$CJ_LAUNCH_PID" || CJ_LAUNCH_RC=$?
  return "$CJ_LAUNCH_RC"
}

# cj_requeue_arm --signal SIG --grace S --max-restarts N: RESTART_COUNT, CLUSTERJOB_RESUME and the trap.
cj_requeue_arm() {
  while (( $# >= 2 )); do
    case $1 in
      --signal) CJ_RQ_SIGNAL=$2 ;;
      --grace) CJ_RQ_GRACE=$2 ;;
      --max-restarts) CJ_RQ_MAX_RESTARTS=$2 ;;
      *) cj_die "cj_requeue_arm: unknown option $1" ;;
    esac
    shift 2
  done
  export RESTART_COUNT=${SLURM_RESTART_COUNT:-0}
  export CLUSTERJOB_RESUME=$(( RESTART_COUNT > 0 ? 1 : 0 ))
  trap cj_requeue "$CJ_RQ_SIGNAL"
  echo "clusterjob: requeue: run $((RESTART_COUNT + 1)) of job $SLURM_JOB_ID (RESTART_COUNT=$RESTART_COUNT, at most $CJ_RQ_MAX_RESTARTS restart(s))"
}
