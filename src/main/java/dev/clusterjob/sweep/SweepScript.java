package dev.clusterjob.sweep;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.gate.GateSettings;
import dev.clusterjob.render.JobRenderer;
import dev.clusterjob.slurm.TimeLimit;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.SpecBuilder;
import dev.clusterjob.yaml.YamlNode;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The sweep job's script (templates/sweep.sbatch.ftl): planned as a job of the profile (its partition
 * overridden, its fabric environment, its gate's probe settings, whole nodes when the profile takes them),
 * one rank per GPU on each node, no preflight, and the sweep step in place of training. Its time limit
 * covers every round the mode can take, each at the pair limit, unless {@code --time} says otherwise.
 */
public final class SweepScript {
    /** The job's name; its folder is {@code clusterjob-sweep-JOBID.sweep} next to its log. */
    public static final String JOB_NAME = "clusterjob-sweep";
    /** A pair's srun step takes at least this long to be stopped after its limit (timeout -k 10, then the judge). */
    static final int PAIR_OVERHEAD_S = 15;
    /** Time for the job's start and end around the rounds. */
    static final int MARGIN_S = 120;
    /** Up to this many nodes, every pair's raw output is kept; above, only those of pairs that did not pass. */
    static final int KEEP_RAW_UP_TO = 64;

    /**
     * What to sweep and how.
     *
     * @param nodes how many nodes (already known: given, from --nodelist, or the partition's count)
     * @param nodelist exact nodes (Slurm hostlist), or null
     * @param tool the measuring tool, or null for the profile's gate tool
     * @param maxBytes the largest message, or null for the tool's default
     * @param pairLimitS how long one pair may take before it is stopped and counted as failed
     * @param time the job's time limit as sbatch takes it, or null to compute it
     * @param referenceGbps the baseline the in-job planner judges links by, or null
     * @param below an outlier is under this fraction of the reference
     */
    public record Settings(String partition, int nodes, String nodelist, SweepMode mode, GateSettings.Tool tool, Long maxBytes,
                           String profile, List<Path> profileFiles, int pairLimitS, String time, Double referenceGbps, double below) {
    }

    private SweepScript() {
    }

    /** The job spec of the sweep (bad input, as for a job, names the flag). */
    public static JobSpec spec(Settings s) {
        YamlNode.Origin at = SpecBuilder.at("clusterjob sweep");
        SpecBuilder b = SpecBuilder.empty().name(JOB_NAME, at);
        if (s.profile() != null) {
            b.profile(s.profile(), SpecBuilder.at("--profile"));
        }
        for (Path f : s.profileFiles()) {
            b.addProfileFile(f, "--profile-file");
        }
        b.nodes(s.nodes(), SpecBuilder.at(s.nodelist() != null ? "--nodelist" : "--nodes"));
        b.launcher("srun", at).command(List.of("true"), at).preflight(false, at);
        b.sbatch("partition", s.partition(), SpecBuilder.at("--partition"));
        if (s.nodelist() != null) {
            b.sbatch("nodelist", s.nodelist(), SpecBuilder.at("--nodelist"));
        }
        b.sbatch("time", s.time() != null ? s.time() : limit(s), SpecBuilder.at(s.time() != null ? "--time" : "clusterjob sweep"));
        b.sbatch("output", JOB_NAME + "-%j.out", at);
        b.gate(new GateSettings(true, s.tool(), null, null, null, null, s.maxBytes(), false, 0, null),
                SpecBuilder.at(s.tool() != null ? "--tool" : "clusterjob sweep"));
        return b.build();
    }

    /** The rendered script. */
    public static JobRenderer.Rendered render(Settings s) {
        JobSpec spec = spec(s);
        Map<String, Object> m = new LinkedHashMap<>();
        // in a comment line of the script: control characters could end it (sbatch's own check refuses them anyway)
        m.put("partition", s.partition().replaceAll("[\\p{Cntrl}]", " "));
        m.put("mode", s.mode().id());
        m.put("pairLimit", String.valueOf(s.pairLimitS()));
        m.put("budget", String.valueOf(budget(spec.sbatch().get("time"))));
        m.put("reference", s.referenceGbps() == null ? "" : String.format(Locale.ROOT, "%.6f", s.referenceGbps()));
        m.put("below", String.format(Locale.ROOT, "%.4f", s.below()));
        m.put("keepRaw", s.nodes() <= KEEP_RAW_UP_TO ? "1" : "0");
        m.put("summary", summary(s));
        return JobRenderer.bundled().renderSweep(spec, m);
    }

    /** The most rounds the mode can take on {@code n} nodes. */
    public static int maxRounds(SweepMode mode, int n) {
        return mode == SweepMode.ALL_PAIRS ? RoundPlanner.allPairsRounds(n) : RoundPlanner.ringRounds(n).size() + RoundPlanner.followLimit(n);
    }

    /** The computed time limit, {@code D-HH:MM:SS}: every round at the pair limit, plus the margin. */
    static String limit(Settings s) {
        long secs = (long) maxRounds(s.mode(), s.nodes()) * (s.pairLimitS() + PAIR_OVERHEAD_S) + MARGIN_S;
        long minutes = (secs + 59) / 60;
        return String.format(Locale.ROOT, "%d-%02d:%02d:00", minutes / 1440, minutes / 60 % 24, minutes % 60);
    }

    /**
     * The budget of rounds in the job, in seconds from its start: the time limit less half the margin; a
     * limit that is not a Slurm time is refused naming --time, and no limit ({@code UNLIMITED}) leaves a day.
     */
    static long budget(String time) {
        Long secs = TimeLimit.seconds(time);
        if (secs == null) {
            throw ClusterjobException.badInput("--time", "expected a Slurm time limit such as 30, 2:00:00 or 1-00:00:00, got '" + time + "'");
        }
        return (secs < 0 ? 86_400 : secs) - MARGIN_S / 2;
    }

    private static String summary(Settings s) {
        return "Sweep: " + s.mode().id() + " over " + s.nodes() + " node(s), at most " + maxRounds(s.mode(), s.nodes())
                + " rounds of disjoint pairs, each pair at most " + s.pairLimitS() + " s; no new round when the time is nearly up.";
    }
}
