package dev.clusterjob.slurm;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.exec.ssh.SshConnectionLostException;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Slurm commands clusterjob runs, each one argv builder + one {@link CommandRunner} call +
 * one parser. A transient failure is a {@link TransientSlurmException} (the caller decides whether
 * and when to retry); any other failure a {@link ClusterjobException} with exit code 3. Whether
 * accounting is on is learnt from the first sacct answer and remembered.
 */
public final class SlurmClient {
    private final CommandRunner runner;
    private final Duration timeout;
    private Boolean accounting;
    /** Slurm's ClusterName once asked ({@link #clusterName}): one scontrol call per client at most. */
    private Optional<String> clusterName;

    /** @param timeout the limit of each call (a hung controller must not hang clusterjob) */
    public SlurmClient(CommandRunner runner, Duration timeout) {
        this.runner = runner;
        this.timeout = timeout;
    }

    /** Where the commands run ("local", "ssh login1"), for messages. */
    public String where() {
        return runner.describe();
    }

    private CommandResult run(List<String> argv, String workDir) {
        ExternalCommand c = ExternalCommand.of(argv).withTimeout(timeout);
        if (workDir != null) {
            c = c.withWorkDir(workDir);
        }
        try {
            return runner.run(c);
        } catch (SshConnectionLostException e) {
            // The command may have run (an sbatch may have created its job): the same case as a
            // timeout, so the submitter looks the job up by its tag and a poll simply polls again.
            throw new TransientSlurmException(argv.get(0) + ": " + e.getMessage());
        }
    }

    private static ClusterjobException failure(CommandResult r) {
        String what = r.command().argv().get(0);
        if (SlurmErrors.isTransient(r)) {
            return new TransientSlurmException(what + ": " + SlurmErrors.message(r));
        }
        return new ClusterjobException(ExitCodes.EXTERNAL, what + " failed: " + SlurmErrors.message(r));
    }

    /**
     * Runs sbatch in {@code workDir} (the job's default working directory). A timeout or a
     * transient error is a {@link TransientSlurmException}: the job may exist all the same.
     */
    public Sbatch.Submitted submit(Path script, String comment, List<String> options, String workDir) {
        CommandResult r = run(Sbatch.argv(script.toString(), comment, options), workDir);
        if (!r.ok()) {
            throw failure(r);
        }
        Sbatch.Submitted s = Sbatch.parse(r.stdout());
        if (s == null) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, "sbatch printed no job id: "
                    + (r.stdout().isBlank() ? "(nothing)" : r.stdout().strip().lines().findFirst().orElse("")));
        }
        return s;
    }

    /**
     * The jobs squeue still knows among {@code ids}, in ONE squeue call; a forgotten id is simply
     * absent. {@code mine}: every id is the caller's own job (adds {@code --me}, a client-side filter).
     */
    public Map<String, JobInfo> queue(List<String> ids, boolean mine) {
        CommandResult r = run(Squeue.statusArgv(ids, mine), null);
        if (!r.ok()) {
            // Only a single-id squeue answers a forgotten id with this error; kept for safety.
            if (SlurmErrors.isInvalidJobId(r)) {
                return Map.of();
            }
            throw failure(r);
        }
        return Squeue.parseStatus(r.stdout());
    }

    /** The caller's jobs with their comments (for the submit-tag lookup). */
    public List<Squeue.Tagged> myJobs() {
        CommandResult r = run(Squeue.byUserArgv(), null);
        if (!r.ok()) {
            throw failure(r);
        }
        return Squeue.parseTagged(r.stdout());
    }

    /** Whether sacct is known to work: null until the first sacct call. */
    public Boolean accountingKnown() {
        return accounting;
    }

    /** sacct records of {@code ids}, or empty when accounting is off (then remembered: no second sacct call). */
    public Optional<Map<String, JobInfo>> accounting(List<String> ids) {
        if (Boolean.FALSE.equals(accounting)) {
            return Optional.empty();
        }
        CommandResult r = run(Sacct.argv(ids), null);
        if (Sacct.accountingDisabled(r)) {
            accounting = false;
            return Optional.empty();
        }
        if (!r.ok()) {
            throw failure(r);
        }
        accounting = true;
        return Optional.of(Sacct.parse(r.stdout()));
    }

    /** scontrol's record of one job, empty when the controller no longer knows it. */
    public Optional<JobInfo> showJob(String id) {
        CommandResult r = run(Scontrol.showJobArgv(id), null);
        if (!r.ok()) {
            if (SlurmErrors.isInvalidJobId(r)) {
                return Optional.empty();
            }
            throw failure(r);
        }
        return Scontrol.parseJobs(r.stdout()).stream().filter(j -> j.id().equals(id)).findFirst()
                .or(() -> Scontrol.parseJobs(r.stdout()).stream().findFirst());
    }

    /**
     * Slurm's ClusterName ({@code scontrol show config}), the name that keeps one cluster's jobs,
     * baselines and quarantine apart from another's; null when the controller's configuration has none.
     * Asked once per client (a command's whole run): the name does not change while clusterjob runs.
     */
    public String clusterName() {
        if (clusterName == null) {
            CommandResult r = run(Scontrol.showConfigArgv(), null);
            if (!r.ok()) {
                throw failure(r);
            }
            clusterName = Optional.ofNullable(Scontrol.clusterName(r.stdout()));
        }
        return clusterName.orElse(null);
    }

    /** Every partition with its nodes, their states and which is the default ({@link Sinfo}). */
    public List<Partition> partitions() {
        CommandResult r = run(Sinfo.argv(), null);
        if (!r.ok()) {
            throw failure(r);
        }
        return Sinfo.parse(r.stdout());
    }

    /** {@code scontrol show node HOSTLIST}: the state of each node (to tell which node of a NODE_FAIL job failed). */
    public List<NodeInfo> nodes(String hostlist) {
        CommandResult r = run(Scontrol.showNodeArgv(hostlist), null);
        if (!r.ok()) {
            throw failure(r);
        }
        return Scontrol.parseNodes(r.stdout());
    }

    /**
     * scancel of {@code ids}; returns scancel's per-job complaints. Jobs that had already finished
     * are reported as such, not as failures; other complaints without a job list are a failure.
     */
    public List<Scancel.Complaint> cancel(List<String> ids) {
        CommandResult r = run(Scancel.argv(ids), null);
        List<Scancel.Complaint> complaints = Scancel.parse(r.stderr());
        if (!r.ok() && complaints.isEmpty()) {
            throw failure(r);
        }
        return complaints;
    }
}
