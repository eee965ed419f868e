# Fabric gate (docs/gate.md).
# Runs in the batch shell (set -euo pipefail), before training. Each measurement is its own srun step
# of GPUS_PER_NODE tasks per host, on an explicit --nodelist, with its own rendezvous port; disjoint
# host sets run at the same time. A run is judged by perf.awk (same rules as `clusterjob gate parse`).
# Host states: unknown -> good (passed a run) or bad (failed alone, or failed with a good host).

cj_gate_say() {
  echo "clusterjob: gate: $*"
}

# Prints the verdict line (docs/gate.md, "The verdict line"); stops the job unless it is a PASS.
cj_gate_verdict() {
  local status=$1 line
  shift
  line="clusterjob-gate: $status $* runs=$CJ_GATE_RUNS seconds=$((SECONDS - CJ_GATE_T0))"
  if [[ -n ${CJ_GATE_DIR:-} && -d $CJ_GATE_DIR ]]; then
    printf '%s\n' "$line" > "$CJ_GATE_DIR/verdict.txt" || true
  fi
  if [[ $status != PASS ]]; then
    cj_gate_say "training not started${CJ_GATE_DIR:+; gate outputs in $CJ_GATE_DIR}"
    printf '%s\n' "$line"
    exit "$CJ_GATE_EXIT"
  fi
  printf '%s\n' "$line"
}

# Comma-joins its arguments.
cj_gate_csv() {
  local IFS=,
  echo "$*"
}

# Where the outputs go: a folder and a picture next to the job log (StdOut of `scontrol show job`,
# else SLURM_SUBMIT_DIR/%x-%j.out, sbatch's default name). When that folder is not this user's own
# (another user's, a symlink, not writable), a new private one from mktemp instead: never a predictable
# name in a shared folder. The judge runs from memory (CJ_GATE_AWK), never from a file in the folder;
# perf.awk and probe.py are written there only as copies to repeat a run by hand.
cj_gate_setup_dir() {
  local log='' logdir stem
  if command -v scontrol >/dev/null 2>&1; then
    log=$(timeout 10 scontrol show job "$SLURM_JOB_ID" 2>/dev/null | sed -n 's/^[[:space:]]*StdOut=//p') || log=''
    log=${log%%$'\n'*}
  fi
  [[ -n $log ]] || log=${SLURM_SUBMIT_DIR:-$PWD}/${SLURM_JOB_NAME:-clusterjob}-$SLURM_JOB_ID.out
  logdir=$(dirname "$log")
  stem=$(basename "$log")
  stem=${stem%.out}
  CJ_GATE_DIR=${CLUSTERJOB_GATE_DIR:-$logdir/$stem.gate}
  CJ_GATE_SVG=$logdir/$stem.gate.svg
  if ! cj_gate_own_dir "$CJ_GATE_DIR" || ! cj_gate_own_dir "$logdir"; then
    cj_gate_say "$CJ_GATE_DIR is not a folder of this user's own: the outputs go to a private temporary folder"
    CJ_GATE_DIR=$(mktemp -d "${TMPDIR:-/tmp}/clusterjob-gate-$SLURM_JOB_ID.XXXXXX") \
      || { cj_gate_say "cannot make a private folder in ${TMPDIR:-/tmp}"; exit "$CJ_GATE_EXIT"; }
    CJ_GATE_SVG=$CJ_GATE_DIR/gate.svg
  fi
  CJ_GATE_AWK=$(cj_gate_perf_awk)
  printf '%s\n' "$CJ_GATE_AWK" > "$CJ_GATE_DIR/perf.awk"
  cj_gate_probe_source > "$CJ_GATE_DIR/probe.py"
}

# cj_gate_own_dir DIR: DIR is (made if missing) a real folder, not a symlink, owned by this user and writable.
cj_gate_own_dir() {
  mkdir -p -- "$1" 2>/dev/null || return 1
  [[ -d $1 && ! -L $1 && -O $1 && -w $1 ]]
}

# Which program measures: nccl-tests' all_reduce_perf (an MPI build, one rank per GPU) when asked or
# when found on PATH, else the torch probe; "missing ..." when the one asked for is not there.
cj_gate_pick_tool() {
  local nccl=0 py=0
  if command -v "$CJ_GATE_BINARY" >/dev/null 2>&1; then nccl=1; fi
  if command -v "$CJ_GATE_PYTHON" >/dev/null 2>&1; then py=1; fi
  case $CJ_GATE_TOOL in
    nccl-tests) if (( nccl )); then echo nccl-tests; elif [[ -e $CJ_GATE_BINARY ]]; then echo "missing $CJ_GATE_BINARY (not executable)"; else echo "missing $CJ_GATE_BINARY"; fi ;;
    torch-probe) if (( py )); then echo torch-probe; else echo "missing $CJ_GATE_PYTHON"; fi ;;
    *) if (( nccl )); then echo nccl-tests; elif (( py )); then echo torch-probe; else echo "missing $CJ_GATE_BINARY and $CJ_GATE_PYTHON"; fi ;;
  esac
}

# Seconds one run may take: a third of the budget (at least 20 s), never past the budget's end.
cj_gate_run_limit() {
  local left=$((CJ_GATE_T0 + CJ_GATE_TIMEOUT - SECONDS)) share=$((CJ_GATE_TIMEOUT / 3))
  (( share >= 20 )) || share=20
  (( share <= left )) || share=$left
  (( share >= 1 )) || share=1
  echo "$share"
}

# Whether another run fits in the budget (10 s at least).
cj_gate_time_left() {
  (( CJ_GATE_T0 + CJ_GATE_TIMEOUT - SECONDS >= 10 ))
}

# cj_gate_start LABEL HOSTS_CSV [NAME=VALUE...]: starts one measurement in the background; its output
# goes to LABEL.txt and its exit status to LABEL.rc in the gate folder. The training rank variables
# are removed so that each task takes its rank from srun (SLURM_PROCID, SLURM_NTASKS, SLURM_LOCALID).
cj_gate_start() {
  local label=$1 hosts=$2 first n limit cap port cpt
  shift 2
  local -a list cmd over=()
  IFS=, read -r -a list <<< "$hosts"
  n=${#list[@]}
  first=${list[0]}
  limit=$(cj_gate_run_limit)
  port=$((CJ_GATE_PORT_BASE + (SLURM_JOB_ID + 1 + CJ_GATE_RUNS) % CJ_GATE_PORT_SPAN))
  CJ_GATE_RUNS=$((CJ_GATE_RUNS + 1))
  cpt=$(( ${SLURM_CPUS_ON_NODE:-1} / CJ_GATE_GPUS_PER_NODE ))
  if (( cpt < 1 )); then cpt=1; over=(--overcommit); fi
  if [[ $CJ_GATE_USE == nccl-tests ]]; then
    cmd=("$CJ_GATE_BINARY" -b "${CJ_GATE_SWEEP_FROM:-4194304}" -e "${CJ_GATE_MAX_BYTES:-1073741824}" -f 2 -g 1)
  else
    # Sizes left unset are the probe's own, by backend; its sweep stops after cap seconds.
    cap=$((limit / 3))
    (( cap <= 10 )) || cap=10
    (( cap >= 3 )) || cap=3
    cmd=("$CJ_GATE_PYTHON" -c "$CJ_GATE_PROBE")
    if [[ -n $CJ_GATE_MAX_BYTES ]]; then cmd+=(-b "$CJ_GATE_SWEEP_FROM" -e "$CJ_GATE_MAX_BYTES"); fi
    cmd+=(-f 2 -w 2 --time-cap "$cap" --timeout "$limit")
  fi
  cj_gate_say "$label: all_reduce on $hosts (${CJ_GATE_USE}, $n x $CJ_GATE_GPUS_PER_NODE ranks, limit ${limit}s)"
  (
    rc=0
    env -u RANK -u LOCAL_RANK -u WORLD_SIZE -u LOCAL_WORLD_SIZE -u NODE_RANK \
      MASTER_ADDR="$first" MASTER_PORT="$port" "$@" \
      timeout -k 10 "$limit" srun --job-name="cj-gate-$label" --nodes="$n" --ntasks="$((n * CJ_GATE_GPUS_PER_NODE))" \
      --ntasks-per-node="$CJ_GATE_GPUS_PER_NODE" --nodelist="$hosts" --cpus-per-task="$cpt" ${over[@]+"${over[@]}"} \
      --kill-on-bad-exit=1 "${cmd[@]}" > "$CJ_GATE_DIR/$label.txt" 2>&1 < /dev/null &
    cj_gate_reap "$!" "$CJ_GATE_DIR/$label" || rc=$?
    echo "$rc" > "$CJ_GATE_DIR/$label.rc"
  ) &
  CJ_GATE_PIDS+=("$!")
}

# cj_gate_reap PID STEM: waits for the run PID writing STEM.txt and returns its status. A run still there
# CJ_GATE_GRACE s after its table's footer (a program hanging on its way out: torch's process-group
# teardown) is stopped and STEM.lingered written: its complete table judges it.
cj_gate_reap() {
  local pid=$1 stem=$2 seen=-1 rc=0
  while kill -0 "$pid" 2>/dev/null; do
    if (( seen < 0 )) && grep -q 'Avg bus bandwidth' "$stem.txt" 2>/dev/null; then seen=$SECONDS; fi
    if (( seen >= 0 && SECONDS - seen >= ${CJ_GATE_GRACE:-5} )); then
      echo "$((SECONDS - seen))" > "$stem.lingered"
      kill -TERM "$pid" 2>/dev/null || true
      break
    fi
    sleep 0.5
  done
  wait "$pid" || rc=$?
  return "$rc"
}

# cj_gate_env_problem LABEL RC: "REASON SETTING" when the run shows the tool could not run at all (the
# probe's "cannot run" line, a program srun could not start, nccl-tests without a GPU): an environment
# problem, not the fabric's; nothing otherwise.
cj_gate_env_problem() {
  local out=$CJ_GATE_DIR/$1.txt rc=$2 line setting=gate.binary
  [[ $CJ_GATE_USE == nccl-tests ]] || setting=gate.python
  line=$(grep -m 1 -o 'clusterjob-probe: cannot run: reason=[a-z-]* setting=[a-z.]*' "$out" 2>/dev/null) || line=''
  if [[ -n $line ]]; then
    line=${line#*reason=}
    echo "${line%% *} ${line#*setting=}"
  elif [[ $rc == 126 || $rc == 127 ]] || grep -q -E 'execve\(\)|: (command not found|Permission denied|No such file or directory)$' "$out" 2>/dev/null; then
    echo "tool-not-runnable $setting"
  elif grep -q -E "Test CUDA failure .*(no CUDA-capable device|CUDA driver version is insufficient|CUDA-capable device\(s\) is/are busy or unavailable)" "$out" 2>/dev/null; then
    echo "no-gpu $setting"
  fi
}

# Waits for every run started.
cj_gate_wait() {
  local pid
  for pid in ${CJ_GATE_PIDS[@]+"${CJ_GATE_PIDS[@]}"}; do
    wait "$pid" || true
  done
  CJ_GATE_PIDS=()
}

# cj_gate_judge LABEL: sets CJ_GATE_V (PASS or FAIL), CJ_GATE_WHY (the first reason) and CJ_GATE_BW
# (the judged busbw as printed, or -); draws LABEL.svg. A timeout or a failed step fails the run.
cj_gate_judge() {
  local label=$1 rc summary kv reasons='' complete=0 env lingered='' hosts
  local -a kvs
  rc=$(cat "$CJ_GATE_DIR/$label.rc" 2>/dev/null) || rc=255
  env=$(cj_gate_env_problem "$label" "$rc")
  if [[ -n $env ]]; then
    # The tool could not measure at all: the environment's fault, not a host's. Nobody is a suspect.
    hosts=$(grep -o '^[^: ]*: clusterjob-probe: cannot run' "$CJ_GATE_DIR/$label.txt" 2>/dev/null | cut -d: -f1 | sort -u | paste -sd, -) || hosts=''
    cj_gate_say "$label: ${CJ_GATE_USE} could not run${hosts:+ on $hosts} (${env%% *}): not a fabric failure; see $CJ_GATE_DIR/$label.txt and set ${env#* } (exit $rc)"
    sed -n '1,5p' "$CJ_GATE_DIR/$label.txt" 2>/dev/null | sed 's/^/clusterjob: gate:   /' || true
    cj_gate_verdict ERROR "suspects= certain=no reason=${env%% *} tool=$CJ_GATE_USE setting=${env#* } run=$label"
  fi
  summary=$(awk -v mode=summary -v min_busbw="$CJ_GATE_MIN_BUSBW" -v min_bytes="$CJ_GATE_MIN_BYTES" \
    -- "$CJ_GATE_AWK" "$CJ_GATE_DIR/$label.txt" 2>/dev/null) || summary='verdict=FAIL reasons=no-rows busbw=-'
  awk -v mode=svg -v min_busbw="$CJ_GATE_MIN_BUSBW" -v min_bytes="$CJ_GATE_MIN_BYTES" \
    -- "$CJ_GATE_AWK" "$CJ_GATE_DIR/$label.txt" > "$CJ_GATE_DIR/$label.svg" 2>/dev/null || true
  read -r -a kvs <<< "$summary"
  CJ_GATE_V=FAIL CJ_GATE_BW=-
  for kv in "${kvs[@]}"; do
    case $kv in
      verdict=*) CJ_GATE_V=${kv#verdict=} ;;
      reasons=*) reasons=${kv#reasons=} ;;
      busbw=*) CJ_GATE_BW=${kv#busbw=} ;;
      complete=*) complete=${kv#complete=} ;;
    esac
  done
  CJ_GATE_WHY=${reasons%%,*}
  if [[ -f $CJ_GATE_DIR/$label.lingered ]]; then lingered=$(cat "$CJ_GATE_DIR/$label.lingered" 2>/dev/null) || lingered=0; fi
  if [[ $complete == 1 && ( -n $lingered || $rc == 124 || $rc == 137 ) ]]; then
    # A complete table judges the run, whatever became of the program after it (never a fabric timeout)
    cj_gate_say "$label: the program was still running ${lingered:+${lingered}s }after its complete table; stopped, judged by its table"
  elif [[ $rc == 124 || $rc == 137 ]]; then
    CJ_GATE_V=FAIL CJ_GATE_WHY=timeout
  elif [[ $rc != 0 && $CJ_GATE_V == PASS ]]; then
    CJ_GATE_V=FAIL CJ_GATE_WHY=step-failed
  fi
  local shown=PASS
  if [[ $CJ_GATE_V == PASS ]]; then CJ_GATE_WHY=none; else shown="FAIL ($CJ_GATE_WHY)"; fi
  cj_gate_say "$label: $shown, busbw $CJ_GATE_BW GB/s${CJ_GATE_MIN_BUSBW:+ (floor $CJ_GATE_MIN_BUSBW)}, exit $rc"
}

# A failed pair with a known-good host convicts the other host; repeats until nothing changes.
cj_gate_infer() {
  local changed=1 p a b
  while (( changed )); do
    changed=0
    for p in ${CJ_GATE_FAILED_PAIRS[@]+"${CJ_GATE_FAILED_PAIRS[@]}"}; do
      a=${p%%,*} b=${p#*,}
      if [[ ${CJ_GATE_STATE[$a]} == good && ${CJ_GATE_STATE[$b]} == unknown ]]; then CJ_GATE_STATE[$b]=bad; changed=1; fi
      if [[ ${CJ_GATE_STATE[$b]} == good && ${CJ_GATE_STATE[$a]} == unknown ]]; then CJ_GATE_STATE[$a]=bad; changed=1; fi
    done
  done
}

# Narrows a failed all-node run down to hosts, pairwise, within the budget: unknown hosts are paired
# with known-good ones (one run decides each), else with each other (a passing pair clears both);
# disjoint pairs run at the same time.
cj_gate_narrow() {
  local h i j a b p
  local -a undecided cleared pairs
  local -A used
  while :; do
    cj_gate_infer
    undecided=() cleared=()
    for h in "${CJ_GATE_CAND[@]}"; do
      case ${CJ_GATE_STATE[$h]} in
        unknown) undecided+=("$h") ;;
        good) cleared+=("$h") ;;
      esac
    done
    (( ${#undecided[@]} > 0 )) || return 0
    pairs=()
    if (( ${#cleared[@]} > 0 )); then
      for (( i = 0; i < ${#undecided[@]} && i < ${#cleared[@]}; i++ )); do
        pairs+=("${undecided[i]},${cleared[i]}")
      done
    else
      used=()
      for (( i = 0; i < ${#undecided[@]}; i++ )); do
        a=${undecided[i]}
        [[ -z ${used[$a]:-} ]] || continue
        for (( j = i + 1; j < ${#undecided[@]}; j++ )); do
          b=${undecided[j]}
          if [[ -z ${used[$b]:-} && -z ${CJ_GATE_TRIED[$a,$b]:-} ]]; then
            pairs+=("$a,$b")
            used[$a]=1 used[$b]=1
            break
          fi
        done
      done
    fi
    (( ${#pairs[@]} > 0 )) || return 0
    if ! cj_gate_time_left; then
      CJ_GATE_OUT_OF_TIME=1
      return 0
    fi
    for p in "${pairs[@]}"; do
      cj_gate_start "pair-${p/,/-}" "$p"
    done
    cj_gate_wait
    for p in "${pairs[@]}"; do
      a=${p%%,*} b=${p#*,}
      CJ_GATE_TRIED[$a,$b]=1 CJ_GATE_TRIED[$b,$a]=1
      cj_gate_judge "pair-$a-$b"
      if [[ $CJ_GATE_V == PASS ]]; then
        CJ_GATE_STATE[$a]=good CJ_GATE_STATE[$b]=good
        CJ_GATE_PASSED+=("$(cj_gate_order "$p")")
        CJ_GATE_PASSED_BW[$(cj_gate_order "$p")]=$CJ_GATE_BW
      else
        CJ_GATE_FAILED_PAIRS+=("$p")
      fi
    done
  done
}

# The hosts of the allocation in STATE, comma-joined, in allocation order.
cj_gate_hosts_in() {
  local h
  local -a out=()
  for h in "${CJ_HOSTS[@]}"; do
    [[ ${CJ_GATE_STATE[$h]:-} != "$1" ]] || out+=("$h")
  done
  cj_gate_csv ${out[@]+"${out[@]}"}
}

# The hosts of the allocation named in the comma list $1, comma-joined, in allocation order.
cj_gate_order() {
  local h
  local -a out=()
  for h in "${CJ_HOSTS[@]}"; do
    [[ ,$1, != *,$h,* ]] || out+=("$h")
  done
  cj_gate_csv ${out[@]+"${out[@]}"}
}

# Whether every host of the comma list $1 is in the comma list $2.
cj_gate_within() {
  local h
  local -a hs
  IFS=, read -r -a hs <<< "$1"
  for h in "${hs[@]}"; do
    [[ ,$2, == *,$h,* ]] || return 1
  done
}

# The gate: per-node stage (optional), all-node stage, narrowing; sets CJ_TRAIN_HOSTS or stops the job.
cj_gate_main() {
  local reason=none stage=all-node bw=- runs unknown suspects certain
  local -a unknown_failed
  CJ_GATE_T0=$SECONDS CJ_GATE_RUNS=0 CJ_GATE_PIDS=() CJ_GATE_FAILED_PAIRS=() CJ_GATE_PASSED=() CJ_GATE_OUT_OF_TIME=0
  declare -gA CJ_GATE_STATE=() CJ_GATE_TRIED=() CJ_GATE_PASSED_BW=()
  if [[ ${CLUSTERJOB_GATE:-1} == 0 ]]; then
    CJ_TRAIN_HOSTS=("${CJ_USABLE_HOSTS[@]:0:CJ_GATE_NODES}")
    cj_gate_say "skipped (CLUSTERJOB_GATE=0); training on the first $CJ_GATE_NODES host(s)"
    return 0
  fi
  cj_gate_prepare
  if [[ $CJ_GATE_PER_NODE == 1 ]]; then
    cj_gate_per_node_stage
    if [[ -n $(cj_gate_hosts_in bad) ]]; then reason=$CJ_GATE_WHY stage=per-node; fi
  fi
  cj_gate_all_node_stage
  bw=$CJ_GATE_BW
  if [[ $CJ_GATE_V != PASS ]]; then
    reason=$CJ_GATE_WHY stage=narrow runs=$CJ_GATE_RUNS
    cj_gate_narrow_failed
    (( CJ_GATE_RUNS > runs )) || stage=all-node
  fi
  unknown=$(cj_gate_unknown_failed)
  IFS=, read -r -a unknown_failed <<< "$unknown"
  if (( CJ_GATE_OUT_OF_TIME )); then
    cj_gate_say "budget of ${CJ_GATE_TIMEOUT}s spent before every host was told apart"
  fi
  suspects=$(cj_gate_suspects "$unknown")
  certain=yes
  [[ -z $unknown ]] || certain=no
  if (( ${#unknown_failed[@]} == 2 && ${#CJ_GATE_CAND[@]} == 2 )); then
    cj_gate_say "${unknown_failed[0]} and ${unknown_failed[1]} failed together: with 2 nodes and no spare the gate cannot tell which one is at fault, so both are named (spare_nodes: 1 or per_node: true would tell)"
  fi
  cj_gate_finish "$suspects" "$certain" "$reason" "$stage" "$bw"
}

# Before the first run: enough hosts, the output folder, the tool (the job stops when it is missing),
# and the candidates: the hosts preflight left in (all of the allocation when it is off or every host
# passed), each of them unknown.
cj_gate_prepare() {
  local h tool setting
  if (( ${#CJ_USABLE_HOSTS[@]} < CJ_GATE_NODES )); then
    cj_gate_verdict ERROR "reason=allocation hosts=$(cj_gate_csv ${CJ_USABLE_HOSTS[@]+"${CJ_USABLE_HOSTS[@]}"}) nodes=$CJ_GATE_NODES"
  fi
  cj_gate_setup_dir
  tool=$(cj_gate_pick_tool)
  if [[ $tool == missing* ]]; then
    cj_gate_say "tool '$CJ_GATE_TOOL': ${tool} on PATH of ${HOSTNAME:-the batch host}"
    setting=gate.binary,gate.python
    [[ $CJ_GATE_TOOL != nccl-tests ]] || setting=gate.binary
    [[ $CJ_GATE_TOOL != torch-probe ]] || setting=gate.python
    cj_gate_verdict ERROR "suspects= certain=no reason=no-tool tool=$CJ_GATE_TOOL setting=$setting"
  fi
  CJ_GATE_USE=$tool
  CJ_GATE_PROBE=$(cj_gate_probe_source)
  CJ_GATE_CAND=("${CJ_USABLE_HOSTS[@]}")
  for h in "${CJ_GATE_CAND[@]}"; do CJ_GATE_STATE[$h]=unknown; done
  cj_gate_say "checking $(cj_gate_csv "${CJ_GATE_CAND[@]}") for $CJ_GATE_NODES training node(s); budget ${CJ_GATE_TIMEOUT}s; outputs in $CJ_GATE_DIR"
}

# Each candidate alone, NVLink and shared memory off so traffic loops through its own NIC (Azure's
# loopback check: azurehpc-health-checks, NCCL_SHM_DISABLE=1 NCCL_P2P_DISABLE=1). A host that fails is
# bad; the candidates become the hosts that passed, and the job stops when they are too few. Sets
# CJ_GATE_WHY to the reason of the last host that failed (empty when every host passed).
cj_gate_per_node_stage() {
  local h why=''
  local -a healthy=()
  for h in "${CJ_GATE_CAND[@]}"; do
    cj_gate_start "node-$h" "$h" NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1
  done
  cj_gate_wait
  for h in "${CJ_GATE_CAND[@]}"; do
    cj_gate_judge "node-$h"
    if [[ $CJ_GATE_V == PASS ]]; then
      healthy+=("$h")
    else
      CJ_GATE_STATE[$h]=bad why=$CJ_GATE_WHY
    fi
  done
  if (( ${#healthy[@]} < CJ_GATE_NODES )); then
    cj_gate_verdict FAIL "suspects=$(cj_gate_hosts_in bad) certain=yes reason=$why stage=per-node busbw_gbps=- min_busbw_gbps=${CJ_GATE_MIN_BUSBW:--}"
  fi
  CJ_GATE_CAND=("${healthy[@]}")
  CJ_GATE_WHY=$why
}

# One run of every candidate together, its picture next to the job log; when it passes every candidate is
# good. Sets CJ_GATE_V, CJ_GATE_WHY and CJ_GATE_BW as cj_gate_judge does.
cj_gate_all_node_stage() {
  local h csv
  csv=$(cj_gate_csv "${CJ_GATE_CAND[@]}")
  cj_gate_start all-node "$csv"
  cj_gate_wait
  cj_gate_judge all-node
  if [[ -f $CJ_GATE_DIR/all-node.svg ]]; then
    if cp "$CJ_GATE_DIR/all-node.svg" "$CJ_GATE_SVG" 2>/dev/null; then cj_gate_say "picture: $CJ_GATE_SVG"; fi
  fi
  if [[ $CJ_GATE_V == PASS ]]; then
    for h in "${CJ_GATE_CAND[@]}"; do CJ_GATE_STATE[$h]=good; done
    CJ_GATE_PASSED+=("$csv")
    CJ_GATE_PASSED_BW[$csv]=$CJ_GATE_BW
  fi
}

# After a failed all-node run: one candidate alone is bad; two were tried as a pair (and failed); more are
# narrowed down pairwise (cj_gate_narrow).
cj_gate_narrow_failed() {
  if (( ${#CJ_GATE_CAND[@]} == 1 )); then
    CJ_GATE_STATE[${CJ_GATE_CAND[0]}]=bad
  elif (( ${#CJ_GATE_CAND[@]} == 2 )); then
    CJ_GATE_TRIED[${CJ_GATE_CAND[0]},${CJ_GATE_CAND[1]}]=1 CJ_GATE_TRIED[${CJ_GATE_CAND[1]},${CJ_GATE_CAND[0]}]=1
    CJ_GATE_FAILED_PAIRS+=("$(cj_gate_csv "${CJ_GATE_CAND[@]}")")
  fi
  cj_gate_narrow
  cj_gate_infer
}

# The candidates still unknown that failed a run, comma-joined: suspects too ("one of these"); untested
# ones are just left out.
cj_gate_unknown_failed() {
  local h p
  local -a out=()
  for h in "${CJ_GATE_CAND[@]}"; do
    if [[ ${CJ_GATE_STATE[$h]} == unknown ]]; then
      for p in ${CJ_GATE_FAILED_PAIRS[@]+"${CJ_GATE_FAILED_PAIRS[@]}"}; do
        if [[ ,$p, == *,$h,* ]]; then out+=("$h"); break; fi
      done
    fi
  done
  cj_gate_csv ${out[@]+"${out[@]}"}
}

# cj_gate_suspects UNKNOWN_FAILED_CSV: the bad hosts and those of UNKNOWN_FAILED_CSV, comma-joined, in
# allocation order.
cj_gate_suspects() {
  local h
  local -a out=()
  for h in "${CJ_HOSTS[@]}"; do
    if [[ ${CJ_GATE_STATE[$h]:-} == bad || ,$1, == *,$h,* ]]; then out+=("$h"); fi
  done
  cj_gate_csv ${out[@]+"${out[@]}"}
}

# cj_gate_finish SUSPECTS CERTAIN REASON STAGE BUSBW: trains on the first CJ_GATE_NODES good hosts when
# they passed a run together (the all-node run, a pair, or one more, confirming, run): sets CJ_TRAIN_HOSTS
# and prints the PASS verdict; else stops the job with a FAIL verdict.
cj_gate_finish() {
  local suspects=$1 certain=$2 reason=$3 stage=$4 bw=$5 h i chosen tested=0
  local -a healthy=() train excl=()
  for h in "${CJ_HOSTS[@]}"; do
    [[ ${CJ_GATE_STATE[$h]:-} != good ]] || healthy+=("$h")
  done
  if (( ${#healthy[@]} < CJ_GATE_NODES )); then
    cj_gate_verdict FAIL "suspects=$suspects certain=$certain reason=$reason stage=$stage busbw_gbps=$bw min_busbw_gbps=${CJ_GATE_MIN_BUSBW:--}"
  fi
  train=("${healthy[@]:0:CJ_GATE_NODES}")
  chosen=$(cj_gate_csv "${train[@]}")
  if (( CJ_GATE_NODES > 1 )); then
    for i in ${CJ_GATE_PASSED[@]+"${CJ_GATE_PASSED[@]}"}; do
      if cj_gate_within "$chosen" "$i"; then tested=1; bw=${CJ_GATE_PASSED_BW[$i]:-$bw}; break; fi
    done
    if (( ! tested )); then
      if ! cj_gate_time_left; then
        cj_gate_verdict FAIL "suspects=$suspects certain=$certain reason=budget stage=confirm busbw_gbps=$bw min_busbw_gbps=${CJ_GATE_MIN_BUSBW:--}"
      fi
      cj_gate_start confirm "$chosen"
      cj_gate_wait
      cj_gate_judge confirm
      bw=$CJ_GATE_BW
      if [[ $CJ_GATE_V != PASS ]]; then
        cj_gate_verdict FAIL "suspects=$suspects certain=no reason=$CJ_GATE_WHY stage=confirm busbw_gbps=$bw min_busbw_gbps=${CJ_GATE_MIN_BUSBW:--}"
      fi
      stage=confirm
    fi
  fi
  for h in "${CJ_HOSTS[@]}"; do
    [[ ,$chosen, == *,$h,* ]] || excl+=("$h")
  done
  CJ_TRAIN_HOSTS=("${train[@]}")
  cj_gate_verdict PASS "train=$chosen excluded=$(cj_gate_csv ${excl[@]+"${excl[@]}"}) suspects=$suspects certain=$certain reason=$reason stage=$stage busbw_gbps=$bw min_busbw_gbps=${CJ_GATE_MIN_BUSBW:--}"
}
