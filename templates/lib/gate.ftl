
# Fabric gate (docs/gate.md): before training, all_reduce bus bandwidth is measured across the
# allocation; hosts that fail are named, spare hosts replace them, or the job stops here with exit
# code [=gate.exitCode] and one "clusterjob-gate:" verdict line. Skip it at submit time: sbatch --export=ALL,CLUSTERJOB_GATE=0
CJ_GATE_TOOL=[=gate.tool]
CJ_GATE_BINARY=[=gate.binary]
CJ_GATE_PYTHON=[=gate.python]
CJ_GATE_MIN_BUSBW=[=gate.minBusbw]
CJ_GATE_MIN_BYTES=[=gate.minBytes]
CJ_GATE_SWEEP_FROM=[=gate.sweepFrom]
CJ_GATE_MAX_BYTES=[=gate.maxBytes]
CJ_GATE_PER_NODE=[=gate.perNode]
CJ_GATE_NODES=[=job.nodes]
CJ_GATE_GPUS_PER_NODE=[=job.gpusPerNode]
CJ_GATE_TIMEOUT=[=gate.timeoutS]
CJ_GATE_EXIT=[=gate.exitCode]
<#include "/lib/gate.sh" parse=false>
# The torch probe (templates/gate/probe.py), embedded so that no shared file system is needed: srun
# hands it to every task as `python3 -c`.
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
cj_gate_main

