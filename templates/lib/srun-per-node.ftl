srun --nodes="$NNODES" --ntasks="$NNODES" --ntasks-per-node=1 --nodelist="$CJ_TRAIN_NODELIST"<#if job.hasCpusPerTask> --cpus-per-task="$SLURM_CPUS_PER_TASK"</#if> --kill-on-bad-exit=1 \
  bash -c "$(declare -f cj_task); cj_task \"\$@\"" cj_task "${CJ_COMMAND[@]}"
