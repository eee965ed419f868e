<#include "/lib/gate.sh" parse=false>

# The gate's runs take their ports from MASTER_PORT's derived range (cj_gate_start).
CJ_GATE_PORT_BASE=[=rendezvous.portBase] CJ_GATE_PORT_SPAN=[=rendezvous.portSpan]

# cj_gate --tool T --binary B --python P --min-busbw GBPS --min-bytes N --sweep-from N --max-bytes N
#   --per-node 0|1 --nodes N --gpus-per-node G --timeout S --exit CODE: sets CJ_TRAIN_HOSTS, else exits CODE.
cj_gate() {
  while (( $# >= 2 )); do
    case $1 in
      --tool) CJ_GATE_TOOL=$2 ;;
      --binary) CJ_GATE_BINARY=$2 ;;
      --python) CJ_GATE_PYTHON=$2 ;;
      --min-busbw) CJ_GATE_MIN_BUSBW=$2 ;;
      --min-bytes) CJ_GATE_MIN_BYTES=$2 ;;
      --sweep-from) CJ_GATE_SWEEP_FROM=$2 ;;
      --max-bytes) CJ_GATE_MAX_BYTES=$2 ;;
      --per-node) CJ_GATE_PER_NODE=$2 ;;
      --nodes) CJ_GATE_NODES=$2 ;;
      --gpus-per-node) CJ_GATE_GPUS_PER_NODE=$2 ;;
      --timeout) CJ_GATE_TIMEOUT=$2 ;;
      --exit) CJ_GATE_EXIT=$2 ;;
      *) cj_die "cj_gate: unknown option $1" ;;
    esac
    shift 2
  done
  cj_gate_main
}

# The torch probe (templates/gate/probe.py), handed to every task as `python3 -c`.
cj_gate_probe_source() {
  cat <<'CJ_GATE_PROBE_EOF'
<#include "/gate/probe.py" parse=false>
CJ_GATE_PROBE_EOF
}

# The judge (templates/gate/perf.awk): the same rules as `clusterjob gate parse`.
cj_gate_perf_awk() {
  cat <<'CJ_GATE_AWK_EOF'
<#include "/gate/perf.awk" parse=false>
CJ_GATE_AWK_EOF
}
