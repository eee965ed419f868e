# Fabric sweep (docs/sweep.md). Runs in the batch shell (set -euo pipefail) of a sweep job: rounds of
# disjoint host pairs, each pair one srun step started by the gate's cj_gate_start (the gate's probe or
# nccl-tests, its own rendezvous port, killed at the pair's limit) and judged by the gate's perf.awk
# (cj_gate_judge). plan.awk chooses each next round from what was measured. One line per pair goes to
# pairs.tsv in the sweep folder; clusterjob reads it when the job has ended.

cj_sweep_say() {
  echo "clusterjob: sweep: $*"
}

# cj_sweep --mode all-pairs|quick --tool T --binary B --python P --min-busbw GBPS --min-bytes N --sweep-from N
#   --max-bytes N --gpus-per-node G --pair-limit S --budget S --reference GBPS --below F --keep-raw 0|1 --exit CODE
cj_sweep() {
  local mode=all-pairs pair_limit=60 budget=3600 reference='' below=0.5 keep=1 round=0 total=0 stopped=no
  local pairs p a b label rc csv input t0=$SECONDS
  local -a plist
  while (( $# >= 2 )); do
    case $1 in
      --mode) mode=$2 ;;
      --tool) CJ_GATE_TOOL=$2 ;;
      --binary) CJ_GATE_BINARY=$2 ;;
      --python) CJ_GATE_PYTHON=$2 ;;
      --min-busbw) CJ_GATE_MIN_BUSBW=$2 ;;
      --min-bytes) CJ_GATE_MIN_BYTES=$2 ;;
      --sweep-from) CJ_GATE_SWEEP_FROM=$2 ;;
      --max-bytes) CJ_GATE_MAX_BYTES=$2 ;;
      --gpus-per-node) CJ_GATE_GPUS_PER_NODE=$2 ;;
      --pair-limit) pair_limit=$2 ;;
      --budget) budget=$2 ;;
      --reference) reference=$2 ;;
      --below) below=$2 ;;
      --keep-raw) keep=$2 ;;
      --exit) CJ_GATE_EXIT=$2 ;;
      *) cj_die "cj_sweep: unknown option $1" ;;
    esac
    shift 2
  done
  # Each round is a gate budget of 3 x the pair limit, so that cj_gate_start gives every run the pair limit.
  CJ_GATE_T0=$SECONDS CJ_GATE_TIMEOUT=$((3 * pair_limit)) CJ_GATE_RUNS=0 CJ_GATE_PIDS=() CJ_GATE_PER_NODE=0
  (( ${#CJ_HOSTS[@]} >= 2 )) || cj_die "a sweep needs at least 2 hosts; the allocation has ${#CJ_HOSTS[@]}"
  CLUSTERJOB_GATE_DIR=${CLUSTERJOB_SWEEP_DIR:-${SLURM_SUBMIT_DIR:-$PWD}/${SLURM_JOB_NAME:-clusterjob-sweep}-$SLURM_JOB_ID.sweep}
  cj_gate_setup_dir
  cj_sweep_plan_awk > "$CJ_GATE_DIR/plan.awk"
  CJ_GATE_USE=$(cj_gate_pick_tool)
  if [[ $CJ_GATE_USE == missing* ]]; then
    cj_sweep_say "tool '$CJ_GATE_TOOL': $CJ_GATE_USE on PATH of ${HOSTNAME:-the batch host}"
    cj_gate_verdict ERROR "suspects= certain=no reason=no-tool tool=$CJ_GATE_TOOL setting=$([[ $CJ_GATE_TOOL == nccl-tests ]] && echo gate.binary || echo gate.python)"
  fi
  CJ_GATE_PROBE=$(cj_gate_probe_source)
  csv=$(cj_gate_csv "${CJ_HOSTS[@]}")
  {
    printf '# clusterjob-sweep 1 mode=%s hosts=%s tool=%s ranks_per_node=%s max_bytes=%s reference=%s below=%s floor=%s pair_limit=%s job=%s partition=%s\n' \
      "$mode" "$csv" "$CJ_GATE_USE" "$CJ_GATE_GPUS_PER_NODE" "${CJ_GATE_MAX_BYTES:--}" "${reference:--}" "$below" \
      "${CJ_GATE_MIN_BUSBW:--}" "$pair_limit" "$SLURM_JOB_ID" "${SLURM_JOB_PARTITION:--}"
    printf '# round\ta\tb\tbusbw_gbps\tverdict\treason\texit\n'
  } > "$CJ_GATE_DIR/pairs.tsv"
  cj_sweep_say "$mode over ${#CJ_HOSTS[@]} hosts ($csv), $CJ_GATE_GPUS_PER_NODE rank(s) each, $CJ_GATE_USE, each pair at most ${pair_limit}s; results in $CJ_GATE_DIR/pairs.tsv"
  while :; do
    input=/dev/null
    [[ $mode != quick ]] || input=$CJ_GATE_DIR/pairs.tsv
    pairs=$(awk -v mode="$mode" -v hosts="$csv" -v done="$round" -v reference="$reference" -v below="$below" \
      -v floor="$CJ_GATE_MIN_BUSBW" -f "$CJ_GATE_DIR/plan.awk" "$input")
    [[ -n $pairs ]] || break
    if (( SECONDS + pair_limit + 15 > budget )); then
      stopped=time-limit
      cj_sweep_say "the job's time is nearly up: stopping after $round round(s) and $total pair(s); what was measured is judged"
      break
    fi
    round=$((round + 1))
    mapfile -t plist <<< "$pairs"
    CJ_GATE_T0=$SECONDS
    for p in "${plist[@]}"; do
      read -r a b <<< "$p"
      cj_gate_start "r$round-$a-$b" "$a,$b"
    done
    cj_gate_wait
    for p in "${plist[@]}"; do
      read -r a b <<< "$p"
      label=r$round-$a-$b
      cj_gate_judge "$label"
      rc=$(cat "$CJ_GATE_DIR/$label.rc" 2>/dev/null) || rc=255
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$round" "$a" "$b" "$CJ_GATE_BW" "$CJ_GATE_V" "$CJ_GATE_WHY" "$rc" >> "$CJ_GATE_DIR/pairs.tsv"
      rm -f "$CJ_GATE_DIR/$label.svg"
      if [[ $keep == 0 && $CJ_GATE_V == PASS ]]; then rm -f "$CJ_GATE_DIR/$label.txt" "$CJ_GATE_DIR/$label.rc"; fi
      total=$((total + 1))
    done
  done
  printf '# end rounds=%s pairs=%s seconds=%s stopped=%s\n' "$round" "$total" "$((SECONDS - t0))" "$stopped" >> "$CJ_GATE_DIR/pairs.tsv"
  echo "clusterjob-sweep: DONE mode=$mode rounds=$round pairs=$total seconds=$((SECONDS - t0)) stopped=$stopped dir=$CJ_GATE_DIR"
}
