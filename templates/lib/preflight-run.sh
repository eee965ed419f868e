# preflight step (templates/lib/preflight-run.sh): CJ_PF_NEED, CJ_PF_VENDOR, CJ_PF_GPUS, CJ_PF_EXIT come from lib/preflight.ftl
CJ_PF_NODES=${#CJ_HOSTS[@]}
echo "clusterjob: preflight on $CJ_PF_NODES node(s): interfaces, HCA ports, GPUs"
CJ_PREFLIGHT_OUT=$(srun --nodes="$CJ_PF_NODES" --ntasks="$CJ_PF_NODES" --ntasks-per-node=1 --nodelist="$(IFS=,; echo "${CJ_HOSTS[*]}")" \
  bash -c "$(declare -f cj_pf_run cj_pf_links cj_pf_ifname cj_pf_ib_ports cj_pf_hcas cj_pf_gpus cj_preflight_node); cj_preflight_node \"\$@\"" \
  cj_preflight_node "$CJ_PF_VENDOR" "$CJ_PF_GPUS" 2>&1) || true
if [[ -n $CJ_PREFLIGHT_OUT ]]; then printf '%s\n' "$CJ_PREFLIGHT_OUT"; fi
CJ_PREFLIGHT_BAD=()
CJ_USABLE_HOSTS=()
for cj_host in "${CJ_HOSTS[@]}"; do
  if [[ $CJ_PREFLIGHT_OUT == *"clusterjob-preflight: FAIL $cj_host:"* ]]; then
    CJ_PREFLIGHT_BAD+=("$cj_host")
  elif [[ $CJ_PREFLIGHT_OUT != *"clusterjob-preflight: ok $cj_host:"* ]]; then
    echo "clusterjob-preflight: FAIL $cj_host: no preflight report (the step did not run there; see srun's messages above)"
    CJ_PREFLIGHT_BAD+=("$cj_host")
  else
    CJ_USABLE_HOSTS+=("$cj_host")
  fi
done
if [[ ${#CJ_PREFLIGHT_BAD[@]} -gt 0 && ${#CJ_USABLE_HOSTS[@]} -lt $CJ_PF_NEED ]]; then
  echo "clusterjob: preflight failed on ${#CJ_PREFLIGHT_BAD[@]} of $CJ_PF_NODES node(s) (${CJ_PREFLIGHT_BAD[*]}): training not started;" \
    "fix the profile, or resubmit without them: sbatch --exclude=$(IFS=,; echo "${CJ_PREFLIGHT_BAD[*]}")" >&2
  exit "$CJ_PF_EXIT"
elif [[ ${#CJ_PREFLIGHT_BAD[@]} -gt 0 ]]; then
  # Spare nodes (the gate's spare_nodes): enough good hosts remain, so the bad ones are left out here.
  echo "clusterjob: preflight failed on ${#CJ_PREFLIGHT_BAD[@]} of $CJ_PF_NODES node(s) (${CJ_PREFLIGHT_BAD[*]}): left out;" \
    "${#CJ_USABLE_HOSTS[@]} node(s) remain for $CJ_PF_NEED training node(s)"
else
  echo "clusterjob: preflight passed on $CJ_PF_NODES node(s)"
fi
