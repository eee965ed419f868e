package dev.clusterjob.lint;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;

/**
 * Every lint rule: its stable code, default severity and one line on what it catches
 * (docs/troubleshooting.md documents each code; a test keeps the two in step).
 */
public enum LintRule {
    ENV_NOT_REAL("env.not-real", Severity.ERROR, "a variable nothing reads (NCCL_TIMEOUT): the setting silently has no effect"),
    ENV_UNKNOWN("env.unknown", Severity.WARNING, "an NCCL_/RCCL_/TORCH_NCCL_ name the knowledge base does not know: probably a typo"),
    ENV_INVALID_VALUE("env.invalid-value", Severity.ERROR, "a value the reading library does not accept (wrong syntax, out of range, unknown token)"),
    ENV_LEGACY_VALUE("env.legacy-value", Severity.INFO, "a legacy value form (NCCL_NET_GDR_LEVEL=2 instead of PXB)"),
    ENV_VALUE_ADVICE("env.value-advice", Severity.INFO, "a valid value against the library's advice (a buffer size that is not a power of two)"),
    ENV_DEBUG_ONLY("env.debug-only", Severity.WARNING, "a debugging setting left on (NCCL_DEBUG=INFO, NCCL_BUFFSIZE, NCCL_ALGO, P2P/SHM disable)"),
    ENV_DEFAULT_VALUE("env.default-value", Severity.INFO, "a variable set to its default: it changes nothing (NCCL_IB_DISABLE=0 does not force RDMA)"),
    ENV_DEPRECATED("env.deprecated", Severity.WARNING, "an old name with a replacement (NCCL_IB_GDR_LEVEL, NCCL_ASYNC_ERROR_HANDLING)"),
    ENV_VENDOR_MISMATCH("env.vendor-mismatch", Severity.WARNING, "a setting of the other GPU vendor's stack (RCCL_* on an NVIDIA profile)"),
    ENV_SET_BY_SLURM("env.set-by-slurm", Severity.WARNING, "a variable Slurm sets itself (SLURM_PROCID, SLURM_JOB_GPUS) set by hand"),
    ENV_DERIVED("env.derived", Severity.ERROR, "a profile or spec sets a variable clusterjob derives per job (MASTER_ADDR, RANK): render refuses it"),
    ENV_IB_HCA_PREFIX("env.ib-hca-prefix", Severity.WARNING, "NCCL_IB_HCA without '=': mlx5_1 is a prefix and also selects mlx5_10..mlx5_19"),
    ENV_IB_HCA_IGNORED("env.ib-hca-ignored", Severity.INFO, "NCCL_IB_HCA set while NCCL_IB_DISABLE=1: the HCA list is ignored"),
    ENV_SECRET("env.secret", Severity.ERROR, "a token, key or password written out (HF_TOKEN=hf_..., an AWS key id): it ends up in git and in logs; take it with from_env"),
    ENV_NOT_EXPORTED("env.not-exported", Severity.WARNING, "a variable assigned but never exported: the training processes do not see it"),
    PORT_FIXED_29500("port.fixed-29500", Severity.WARNING, "MASTER_PORT / --master_port fixed at 29500: jobs sharing a node collide"),
    RDZV_LOCALHOST_MULTINODE("rdzv.localhost-multinode", Severity.ERROR, "MASTER_ADDR localhost/127.0.0.1 in a multi-node job: the other nodes never reach rank 0"),
    RDZV_FIXED_MASTER("rdzv.fixed-master", Severity.WARNING, "a fixed MASTER_ADDR in a Slurm batch script: Slurm picks the nodes, so it may not be in the job"),
    RANK_FIXED("rank.fixed", Severity.ERROR, "a fixed RANK / NODE_RANK / --node_rank: every node that runs the script gets the same rank (info outside Slurm)"),
    SHELL_EARLY_EXPANSION("shell.early-expansion", Severity.ERROR, "$SLURM_NODEID (or another per-task variable) expanded by the batch shell, so every node gets node 0's value"),
    SHELL_BACKSLASH_SPACE("shell.backslash-space", Severity.WARNING, "a backslash followed by blanks at the end of a line: not a continuation, the command ends there"),
    SLURM_VISIBLE_DEVICES_SET("slurm.visible-devices-set", Severity.WARNING, "CUDA_/HIP_/ROCR_VISIBLE_DEVICES set by hand in a Slurm GPU job (info outside Slurm)"),
    SLURM_SBATCH_AFTER_COMMAND("slurm.sbatch-after-command", Severity.WARNING, "an #SBATCH line after the first command: sbatch ignores it"),
    SIGNAL_NO_BATCH_FLAG("signal.no-batch-flag", Severity.ERROR, "--signal without B: while the batch shell traps it (or trains without srun): Slurm signals only the steps, so nothing runs the trap"),
    SIGNAL_TRAP_NO_FORWARD("signal.trap-no-forward", Severity.WARNING, "a trap on the job's signal that does not pass it on: the training never learns time is up"),
    SIGNAL_TRAP_NO_REQUEUE("signal.trap-no-requeue", Severity.WARNING, "--requeue, but the trap on the job's signal neither requeues nor resubmits: the job ends at its time limit"),
    SIGNAL_TRAP_DEFERRED("signal.trap-deferred", Severity.WARNING, "a trap on the job's signal while the training runs in the foreground: bash runs the trap only after it ends"),
    SIGNAL_TAKEN("signal.taken", Severity.WARNING, "the job's signal is one torchrun handles itself (TERM, INT, HUP, QUIT) or NCCL_PROXY_DUMP_SIGNAL's"),
    REQUEUE_NO_APPEND("requeue.no-append", Severity.WARNING, "a requeued job without --open-mode=append: each run truncates the log of the one before"),
    REQUEUE_SCONTROL_IN_CONTAINER("requeue.scontrol-in-container", Severity.WARNING, "scontrol requeue inside a container, which rarely has Slurm's client, config and munge socket"),
    REQUEUE_ARRAY_ID("requeue.array-id", Severity.ERROR, "an array job requeued by $SLURM_JOB_ID or $SLURM_ARRAY_JOB_ID: that can requeue the whole array"),
    ENV_FILE_PATTERN("env.file-pattern", Severity.WARNING, "a per-process file name NCCL does not expand: NCCL_DEBUG_FILE knows %h and %p only"),
    LAUNCHER_DEPRECATED("launcher.deprecated", Severity.INFO, "python -m torch.distributed.launch: deprecated in favour of torchrun"),
    TORCH_TIMEOUT_HUGE("torch.timeout-huge", Severity.INFO, "a collective timeout of days or years (--ddp_timeout 180000000): a hung job is never reported"),
    PROFILE_SITE_VALUES("profile.site-values", Severity.WARNING, "a built-in profile's site values (interface, HCA names, GID index) used"
            + " unchanged: one site's guess, not yours (clusterjob probe writes yours)"),
    FILE_INVALID("file.invalid", Severity.ERROR, "a profile or spec file clusterjob cannot read (the message says where and why)");

    private final String code;
    private final Severity severity;
    private final String summary;

    LintRule(String code, Severity severity, String summary) {
        this.code = code;
        this.severity = severity;
        this.summary = summary;
    }

    public String code() {
        return code;
    }

    public Severity severity() {
        return severity;
    }

    public String summary() {
        return summary;
    }

    /** A finding of this rule at its default severity. */
    Finding finding(String message, String hint) {
        return Finding.of(severity, code, message, hint);
    }
}
