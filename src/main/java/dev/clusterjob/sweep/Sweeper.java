package dev.clusterjob.sweep;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.gate.GateSettings;
import dev.clusterjob.gate.VerdictLine;
import dev.clusterjob.profile.LoginSettings;
import dev.clusterjob.quarantine.Quarantine;
import dev.clusterjob.quarantine.QuarantineEntry;
import dev.clusterjob.render.JobRenderer;
import dev.clusterjob.render.ResolvedJob;
import dev.clusterjob.slurm.Partition;
import dev.clusterjob.submit.Jobs;
import dev.clusterjob.submit.Journal;
import dev.clusterjob.submit.LogFollower;
import dev.clusterjob.submit.LogPaths;
import dev.clusterjob.submit.RemoteLogin;
import dev.clusterjob.submit.SlurmPlace;
import dev.clusterjob.submit.Submission;
import dev.clusterjob.submit.Submitter;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code clusterjob sweep} (docs/sweep.md): asks Slurm for the cluster's name (and, without --nodes or
 * --nodelist, the partition's size), renders the sweep job with the partition's baseline, submits it and
 * waits like {@code submit --wait} (journal, tag lookup, Ctrl-C policy; remote through the login node),
 * then reads the job's {@code pairs.tsv}, judges every node, records the sweep in the partition's history
 * and quarantines the outliers it is certain of.
 */
public final class Sweeper {
    /**
     * A sweep as the command line asks for it.
     *
     * @param nodes how many nodes, or null (with nodelist: its count; neither: the partition's nodes)
     * @param quarantineFor how long an outlier stays quarantined
     * @param quarantine whether outliers are quarantined at all ({@code --no-quarantine})
     */
    public record Request(String partition, Integer nodes, String nodelist, SweepMode mode, GateSettings.Tool tool, Long maxBytes,
                          String profile, List<Path> profileFiles, int pairLimitS, String time, double below, Duration quarantineFor,
                          boolean quarantine) {
        SweepScript.Settings settings(int n, Double reference) {
            return new SweepScript.Settings(partition, n, nodelist, mode, tool, maxBytes, profile, profileFiles, pairLimitS, time,
                    reference, below);
        }
    }

    /** A sweep's report and the exit code: 0 no outlier, 4 outliers, else how the job ended when it was cut short. */
    public record Outcome(SweepReport report, int exitCode) {
    }

    private final Jobs jobs;
    private final PrintWriter err;

    /** {@code jobs}: the caller's job API (its options: --remote, call timeout); {@code err}: where the job's lines and notices go. */
    public Sweeper(Jobs jobs, PrintWriter err) {
        this.jobs = jobs;
        this.err = err;
    }

    /** The script a sweep of {@code n} nodes would submit (no Slurm call; no baseline). */
    public static String script(Request r, int n) {
        return SweepScript.render(r.settings(n, null)).text();
    }

    /** Runs the sweep to its end. */
    public Outcome run(Request r) {
        LoginSettings block = ResolvedJob.resolve(SweepScript.spec(r.settings(2, null))).profile().login();
        RemoteLogin login = jobs.login(block);
        String cluster;
        int n;
        try (SlurmPlace place = jobs.open(login)) {
            cluster = jobs.retrying(place.slurm::clusterName);
            if (cluster == null) {
                throw new ClusterjobException(ExitCodes.EXTERNAL, "scontrol show config names no ClusterName: a sweep's baselines and"
                        + " quarantine are kept per cluster and need it");
            }
            n = r.nodes() != null ? r.nodes() : r.nodelist() != null
                    ? dev.clusterjob.slurm.Hostlist.expand(r.nodelist(), "--nodelist").size() : partitionSize(place, r.partition());
        }
        SweepHistory history = new SweepHistory(jobs.context().stateDir(), cluster, r.partition());
        Double baseline = plannedBaseline(history, r);
        JobRenderer.Rendered rendered = SweepScript.render(r.settings(n, baseline));
        jobs.notice("sweep of partition " + r.partition() + " on cluster " + cluster + ": " + r.mode().id() + " over " + n + " nodes, at most "
                + SweepScript.maxRounds(r.mode(), n) + " rounds, each pair at most " + r.pairLimitS() + " s"
                + (baseline == null ? "; no baseline yet (judged against this run's median)" : "; baseline " + SweepText.gbps(baseline) + " GB/s"));
        String tag = Submitter.newTag();
        Path script = jobs.context().stateDir().resolve("scripts").resolve(SweepScript.JOB_NAME + "-"
                + tag.substring(Submitter.TAG_PREFIX.length(), Submitter.TAG_PREFIX.length() + 8) + ".sbatch");
        Submitter.Prepared p = new Submitter.Prepared(script.toAbsolutePath(), rendered.text(), rendered.plan().batchDirectives(),
                jobs.context().cwd().toAbsolutePath().normalize().toString(), tag, true, block, List.of());
        Jobs quiet = new Jobs(jobs.context(), jobs.options(), err, err);
        int waited = quiet.submit(List.of(p), Submission.Request.waiting().with(Submission.QuarantineUse.OFF));
        Journal.Entry entry = jobs.context().journal().load().stream().filter(e -> tag.equals(e.tag())).reduce((a, b) -> b)
                .orElseThrow(() -> new ClusterjobException(ExitCodes.EXTERNAL, "the sweep job is not in the journal (tag " + tag + ")"));
        SweepReport report;
        try (SlurmPlace place = jobs.open(entry.login())) {
            report = read(place.logSource(), entry, cluster, r, waited);
        }
        if (!report.verdict().pairs().isEmpty()) {
            history.record(report, settingsOf(report, r), jobs.context().time().now());
        }
        if (r.quarantine()) {
            report = quarantine(report, r);
        }
        boolean outliers = !report.verdict().outliers().isEmpty();
        return new Outcome(report, outliers ? ExitCodes.VERDICT : report.ended() ? ExitCodes.OK : waited == 0 ? ExitCodes.EXTERNAL : waited);
    }

    /** Judges the folder of a sweep job that has ended (no Slurm call, nothing recorded): {@code clusterjob sweep report}. */
    public static SweepReport report(Path dir, String partition, double below) {
        Path tsv = dir.resolve("pairs.tsv");
        String text;
        try {
            text = java.nio.file.Files.readString(tsv);
        } catch (IOException e) {
            throw ClusterjobException.badInput(tsv.toString(), "cannot read a sweep's pairs.tsv (" + e.getMessage() + ")");
        }
        PairsTsv t = PairsTsv.parse(text, tsv.toString());
        return judge(t, null, partition, t.setting("job"), t.number("reference"), below);
    }

    private int partitionSize(SlurmPlace place, String partition) {
        List<Partition> parts = jobs.retrying(place.slurm::partitions);
        return parts.stream().filter(x -> x.name().equals(partition)).findFirst().map(p -> p.nodes().size())
                .orElseThrow(() -> dev.clusterjob.ClusterjobException.badInput("--partition", "no partition '" + partition + "' on this cluster"
                        + " (it has: " + String.join(", ", parts.stream().map(Partition::name).toList()) + ")"));
    }

    /** The baseline the job plans with: of the tool asked for (auto: nccl-tests', else the probe's). */
    private static Double plannedBaseline(SweepHistory h, Request r) {
        int ranks = ranksPerNode(r);
        if (r.tool() != null && r.tool() != GateSettings.Tool.AUTO) {
            return h.baseline(SweepHistory.settings(r.tool().id(), ranks, r.maxBytes()));
        }
        Double b = h.baseline(SweepHistory.settings(GateSettings.Tool.NCCL_TESTS.id(), ranks, r.maxBytes()));
        return b != null ? b : h.baseline(SweepHistory.settings(GateSettings.Tool.TORCH_PROBE.id(), ranks, r.maxBytes()));
    }

    private static int ranksPerNode(Request r) {
        return ResolvedJob.resolve(SweepScript.spec(r.settings(2, null))).profile().gpusPerNode();
    }

    private static String settingsOf(SweepReport report, Request r) {
        return SweepHistory.settings(report.tool(), ranksPerNode(r), r.maxBytes());
    }

    /** The judged pairs.tsv of the ended job; when there is none, the job's own exit code (else 3) with what its log says. */
    private SweepReport read(LogFollower.Source source, Journal.Entry entry, String cluster, Request r, int waited) {
        Path dir = Path.of(entry.workDir()).resolve(SweepScript.JOB_NAME + "-" + entry.id() + ".sweep");
        Path tsv = dir.resolve("pairs.tsv");
        Optional<String> text = whole(source, tsv);
        if (text.isEmpty()) {
            LogPaths logs = LogPaths.resolve(entry.stdout(), entry.stderr(), entry.workDir(), entry.id(), entry.name(), entry.user(),
                    entry.nodeList());
            String log = logs == null ? "" : whole(source, logs.stdout()).orElse("");
            Optional<VerdictLine> v = VerdictLine.lastIn(log);
            throw new ClusterjobException(waited == ExitCodes.OK || waited == ExitCodes.GATE_FAILED ? ExitCodes.EXTERNAL : waited,
                    "sweep job " + entry.id() + " measured nothing: " + (v.isPresent()
                    ? v.get().format() : "no " + tsv) + (logs == null ? "" : " (its log: " + logs.stdout() + ")"));
        }
        PairsTsv t = PairsTsv.parse(text.get(), tsv.toString());
        String tool = t.setting("tool") == null ? "torch-probe" : t.setting("tool");
        SweepHistory history = new SweepHistory(jobs.context().stateDir(), cluster, r.partition());
        Double baseline = history.baseline(SweepHistory.settings(tool, ranksPerNode(r), r.maxBytes()));
        SweepReport rep = judge(t, cluster, r.partition(), entry.id(), baseline, r.below());
        err.println("clusterjob: sweep results: " + dir);
        err.flush();
        return rep;
    }

    private static SweepReport judge(PairsTsv t, String cluster, String partition, String jobId, Double baseline, double below) {
        SweepMode mode = SweepMode.parse(t.setting("mode"));
        SweepVerdict v = SweepScorer.score(mode == null ? SweepMode.ALL_PAIRS : mode, t.hosts(), t.pairs(), baseline, below, t.number("floor"));
        return new SweepReport(v, cluster, partition == null ? t.setting("partition") : partition, jobId,
                t.setting("tool") == null ? "-" : t.setting("tool"), t.ended(), t.stopped(), List.of());
    }

    /** Quarantines the outliers the sweep is certain of, each with its evidence. */
    private SweepReport quarantine(SweepReport rep, Request r) {
        Instant now = jobs.context().time().now();
        List<QuarantineEntry> entries = new ArrayList<>();
        for (NodeScore n : rep.verdict().outliers()) {
            if (n.certain()) {
                entries.add(new QuarantineEntry(n.node(), rep.cluster(), "sweep outlier", "sweep job " + rep.jobId() + " ("
                        + rep.verdict().mode().id() + ", partition " + rep.partition() + "): " + SweepText.evidence(n, rep.verdict()),
                        now.plus(r.quarantineFor()), now));
            }
        }
        if (entries.isEmpty()) {
            return rep;
        }
        Quarantine.in(jobs.context().stateDir()).add(entries, now);
        return rep.withQuarantined(entries.stream().map(QuarantineEntry::node).toList());
    }

    /** The whole file through {@code source} (local or SFTP); empty when it does not exist. */
    static Optional<String> whole(LogFollower.Source source, Path file) {
        try {
            ByteArrayOutputStream buf = new ByteArrayOutputStream();
            long at = 0;
            while (true) {
                LogFollower.Chunk c = source.read(file, at, 256 * 1024);
                if (c.size() < 0) {
                    return Optional.empty();
                }
                if (c.data().length == 0) {
                    break;
                }
                buf.write(c.data());
                at += c.data().length;
            }
            return Optional.of(buf.toString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, "cannot read " + file + ": " + e.getMessage());
        }
    }
}
