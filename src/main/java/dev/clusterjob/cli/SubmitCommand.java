package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.submit.Jobs;
import dev.clusterjob.submit.Resubmitter;
import dev.clusterjob.submit.Submission;
import dev.clusterjob.submit.Submitter;
import dev.clusterjob.submit.Uploads;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code clusterjob submit}: batch scripts or job specs in, Slurm jobs out (recorded for status/wait/logs). */
@Command(name = "submit", mixinStandardHelpOptions = true, modelTransformer = JobOptions.OptionsFromTable.class,
        description = "Submit batch scripts or job specs (rendered first) with sbatch; optionally wait for them and follow the output.",
        footer = {"",
                "Examples:",
                "  clusterjob submit job.sbatch --wait",
                "  clusterjob submit slurm-examples/torchrun-tcp.yaml --nodes 4 --follow",
                "  clusterjob submit sweep-*.sbatch --json",
                "  clusterjob submit job.yaml --dry-run",
                "  clusterjob submit --remote alice@login1:2222 job.sbatch --wait",
                "  clusterjob submit job.yaml --upload src --follow   # to its profile's login:",
                "  clusterjob submit job.yaml --gate --exclude-bad-nodes --retries 2",
                "  clusterjob submit job.yaml --wait --resubmit-on-node-fail 1",
                "",
                "Each job carries a unique tag in --comment (clusterjob:<uuid>). When sbatch",
                "times out or cannot reach the controller, the job is looked up by that tag",
                "before any retry, so a retry never creates a second job.",
                "--exclude-bad-nodes: a job stopped by the gate (exit 91, verdict FAIL with",
                "suspects) or by preflight (exit 69) is submitted again with the nodes they named",
                "added to --exclude, up to --bad-node-resubmissions times (default: --retries).",
                "Quarantined nodes (clusterjob quarantine list) of the job's partition are added",
                "to --exclude, with one line; --ignore-quarantine submits without that. Nodes the",
                "gate convicts for certain are quarantined (--no-quarantine: not).",
                "--resubmit-on-node-fail N: a job that ended NODE_FAIL is submitted again without",
                "the failed node (every submission gets --no-requeue so that Slurm does not",
                "requeue it itself). Both imply --wait.",
                "Exit codes with --wait (docs/submit.md):",
                WaitExitCodes.HELP,
                "After resubmissions, the last job's code. Without --wait: 0 submitted, 2 bad",
                "input, 3 sbatch failed.",
                "Over SSH (docs/remote.md): 3 SSH failed (connect, login, SFTP), 10 host key",
                "unknown or changed."})
public final class SubmitCommand extends SlurmCommand implements JobOptions.Holder {
    @Parameters(paramLabel = "SCRIPT_OR_SPEC", arity = "1..*",
            description = "Batch scripts, or .yaml/.yml job specs (rendered first; a training command may follow '--' after one spec).")
    List<String> positionals = new ArrayList<>();

    /** The job flags of the one option table (JobOptions.Flag). */
    final JobOptions job = new JobOptions();

    @Override
    public JobOptions job() {
        return job;
    }

    @Option(names = "--wait", description = "Wait until the jobs end; the exit code tells how they ended.")
    boolean waitForJobs;

    @Option(names = "--follow", description = "Stream the job's stdout/stderr while it runs (one job; implies --wait).")
    boolean follow;

    @Option(names = "--json", description = "Print one JSON object (jobs, and with --wait their end states) on stdout.")
    boolean json;

    @Option(names = "--dry-run", description = "Print the sbatch command and the script; submit nothing.")
    boolean dryRun;

    @Option(names = "--retries", paramLabel = "N", defaultValue = "3",
            description = "Retries of an sbatch that failed transiently (timeout, controller unreachable), each after a tag lookup;"
                    + " with --exclude-bad-nodes also the most resubmissions per job (default: ${DEFAULT-VALUE})."
                    + " --sbatch-retries and --bad-node-resubmissions set one of the two alone.")
    int retries;

    @Option(names = "--sbatch-retries", paramLabel = "N",
            description = "Retries of an sbatch that failed transiently, each after a tag lookup (default: --retries).")
    Integer sbatchRetries;

    @Option(names = "--exclude-bad-nodes",
            description = "When the gate (exit 91) or preflight (exit 69) names bad nodes, submit the job again with them added to --exclude"
                    + " (up to --bad-node-resubmissions times; implies --wait).")
    boolean excludeBadNodes;

    @Option(names = "--bad-node-resubmissions", paramLabel = "N",
            description = "The most resubmissions per job of --exclude-bad-nodes (implies it; default: --retries).")
    Integer badNodeResubmissions;

    @Option(names = "--resubmit-on-node-fail", paramLabel = "N",
            description = "When the job ends NODE_FAIL, submit it again without the failed node, up to N times"
                    + " (adds --no-requeue so that Slurm does not requeue it itself; implies --wait).")
    Integer resubmitOnNodeFail;

    @Option(names = "--cancel-on-interrupt", description = "On Ctrl-C while waiting, cancel the jobs without asking.")
    boolean cancelOnInterrupt;

    @Option(names = "--cancel-unstartable", description = "With --wait: cancel a job that cannot start (pending for a reason that"
            + " never clears by itself, exit 87) instead of leaving it queued.")
    boolean cancelUnstartable;

    @Option(names = "--ignore-quarantine", description = "Submit without excluding the quarantined nodes of the job's partition"
            + " (docs/sweep.md; by default they are added to --exclude and one line says so).")
    boolean ignoreQuarantine;

    @Option(names = "--no-quarantine", description = "Do not quarantine the nodes the gate convicts for certain"
            + " (by default they are, for 24h, so that later submits avoid them).")
    boolean noQuarantine;

    @Option(names = "--remote-dir", paramLabel = "DIR",
            description = "With --remote or a login: block: the remote working directory (sbatch runs there, uploads go there;"
                    + " default: login.remote_dir, else " + Uploads.DEFAULT_REMOTE_DIR + ").")
    String remoteDir;

    @Option(names = "--upload", paramLabel = "PATH",
            description = "With --remote or a login: block: also upload this file or directory (repeatable) into the remote"
                    + " working directory, at its path relative to the current directory.")
    List<Path> uploads = new ArrayList<>();

    @Override
    int run() {
        int sbatch = sbatchRetries();
        Resubmitter.Policy policy = policy();
        int after = JobOptions.afterDoubleDash(spec);
        List<String> inputs = positionals.subList(0, positionals.size() - after);
        List<String> command = positionals.subList(positionals.size() - after, positionals.size());
        if (inputs.isEmpty()) {
            throw ClusterjobException.badInput("SCRIPT_OR_SPEC", "give at least one batch script or job spec before '--'");
        }
        long specs = inputs.stream().filter(Jobs::isSpec).count();
        if (!command.isEmpty() && (specs != 1 || inputs.size() != 1)) {
            throw ClusterjobException.badInput("--", "a training command after '--' needs exactly one .yaml spec");
        }
        if (job.anyJobFlag() && specs == 0) {
            throw ClusterjobException.badInput(inputs.get(0), "job flags (--nodes, --profile ...) apply to .yaml specs; edit a batch script's #SBATCH lines instead");
        }
        Jobs jobs = jobs();
        List<Submitter.Prepared> prepared = jobs.prepare(inputs, command, job::applyTo);
        return jobs.submit(prepared, new Submission.Request(waitForJobs, follow, json, dryRun, sbatch, policy, cancelOnInterrupt,
                cancelUnstartable, remoteDir, uploads, new Submission.QuarantineUse(!ignoreQuarantine, !noQuarantine)));
    }

    /** How often a transiently failed sbatch is repeated: --sbatch-retries, else --retries. */
    int sbatchRetries() {
        int both = atLeastZero(retries, "--retries");
        return sbatchRetries == null ? both : atLeastZero(sbatchRetries, "--sbatch-retries");
    }

    /**
     * The resubmissions per job: --exclude-bad-nodes' (--bad-node-resubmissions, else --retries; none without either
     * flag) and --resubmit-on-node-fail's.
     */
    Resubmitter.Policy policy() {
        if (resubmitOnNodeFail != null && resubmitOnNodeFail < 1) {
            throw ClusterjobException.badInput("--resubmit-on-node-fail", "expected a number of resubmissions >= 1, got " + resubmitOnNodeFail);
        }
        int badNodes = 0;
        if (badNodeResubmissions != null) {
            badNodes = atLeastZero(badNodeResubmissions, "--bad-node-resubmissions");
        } else if (excludeBadNodes) {
            badNodes = atLeastZero(retries, "--retries");
        }
        return new Resubmitter.Policy(badNodes, resubmitOnNodeFail == null ? 0 : resubmitOnNodeFail);
    }

    private static int atLeastZero(int n, String flag) {
        if (n < 0) {
            throw ClusterjobException.badInput(flag, "expected a number >= 0, got " + n);
        }
        return n;
    }
}
