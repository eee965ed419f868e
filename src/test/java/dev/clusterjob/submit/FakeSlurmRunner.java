package dev.clusterjob.submit;

import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.slurm.JobState;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A hand-written Slurm for tests: jobs follow scripted timelines on a {@link FakeTime} clock;
 * squeue / sacct / scontrol / scancel / sbatch answer in the formats clusterjob asks for; a
 * controller outage window, disabled accounting and MinJobAge purging can be switched on. Every
 * call is recorded.
 */
public final class FakeSlurmRunner implements CommandRunner {
    /** One point of a job's timeline, relative to its submission. */
    public record Step(Duration at, JobState state, String nodes, String reason, int waitStatus) {
    }

    public static Step at(int seconds, JobState s) {
        return new Step(Duration.ofSeconds(seconds), s, null, null, 0);
    }

    public static Step at(int seconds, JobState s, String nodes) {
        return new Step(Duration.ofSeconds(seconds), s, nodes, null, 0);
    }

    public static Step at(int seconds, JobState s, String nodes, String reason, int waitStatus) {
        return new Step(Duration.ofSeconds(seconds), s, nodes, reason, waitStatus);
    }

    public static final class Job {
        final String id;
        public String name;
        public String comment;
        final Instant submitted;
        final List<Step> steps = new ArrayList<>();

        Job(String id, String name, Instant submitted, List<Step> steps) {
            this.id = id;
            this.name = name;
            this.submitted = submitted;
            this.steps.addAll(steps);
        }
    }

    public final FakeTime time;
    public final List<List<String>> calls = new ArrayList<>();
    public final List<Instant> times = new ArrayList<>();
    public final Map<String, Job> jobs = new LinkedHashMap<>();
    public boolean accounting;
    /**
     * squeue's {@code exit_code} as Slurm 24.11 prints it, {@code exit:signal} ({@code 91:0}, captures/slurm-24.11),
     * instead of 22.05's wait(2) status ({@code 23296}).
     */
    public boolean squeue2411;
    public Duration minJobAge = Duration.ofSeconds(300);
    public Instant outageFrom;
    public Instant outageUntil;
    /** Timeline given to jobs sbatch creates. */
    public List<Step> nextTimeline = List.of(at(0, JobState.PENDING), at(2, JobState.RUNNING, "node1"), at(10, JobState.COMPLETED, "node1"));
    /** Timelines for the next sbatch calls, one each, in order (then {@link #nextTimeline}). */
    public final java.util.Deque<List<Step>> timelines = new java.util.ArrayDeque<>();
    /** What {@code scontrol show node} answers: node name -> State (a node absent here is IDLE). */
    public final Map<String, String> nodeStates = new LinkedHashMap<>();
    /** Reason= of nodes in {@link #nodeStates} (none when absent). */
    public final Map<String, String> nodeReasons = new LinkedHashMap<>();
    /** sbatch calls (1-based) that create the job but then time out, as a busy controller does. */
    public List<Integer> sbatchCreateThenTimeout = List.of();
    /** sbatch calls (1-based) that time out without creating a job. */
    public List<Integer> sbatchTimeoutNoJob = List.of();
    /** A permanent sbatch error (stderr), or null. */
    public String sbatchError;
    /** Runs before each sbatch call with its number (1-based): lets a test add a job "created meanwhile". */
    public java.util.function.IntConsumer onSbatch = n -> { };
    /** Slurm's ClusterName ({@code scontrol show config}); null: the configuration names none. */
    public String clusterName = "fake";
    /**
     * What {@code sinfo --noheader --format=%P|%N|%T} prints: the real 22.05 capture (captures/slurm/sinfo, instance 36 of
     * the testbed) with its node names n36nodeN made nodeN: partitions gpu (the default) and debug, both node[1-3], idle.
     */
    public String sinfo = capture("captures/slurm/sinfo/sinfo-partitions-22.05-idle.txt").replace("n36node", "node");
    /** squeue --me calls (1-based) that fail transiently. */
    public List<Integer> lookupFailures = List.of();
    private int nextId = 1000;
    private int sbatchCalls;
    private int lookupCalls;

    public FakeSlurmRunner(FakeTime time) {
        this.time = time;
    }

    /** Jobs whose comment holds {@code tag}. */
    public List<String> tagged(String tag) {
        return jobs.values().stream().filter(j -> j.comment != null && j.comment.contains(tag)).map(j -> j.id).toList();
    }

    public Job add(String id, String name, Step... steps) {
        Job j = new Job(id, name, time.now(), Arrays.asList(steps));
        jobs.put(id, j);
        return j;
    }

    public List<List<String>> calls(String program) {
        return calls.stream().filter(c -> c.get(0).equals(program)).toList();
    }

    public List<Instant> callTimes(String program) {
        List<Instant> out = new ArrayList<>();
        for (int i = 0; i < calls.size(); i++) {
            if (calls.get(i).get(0).equals(program)) {
                out.add(times.get(i));
            }
        }
        return out;
    }

    @Override
    public String describe() {
        return "fake";
    }

    @Override
    public CommandResult run(ExternalCommand c) {
        List<String> a = c.argv();
        calls.add(a);
        Instant now = time.now();
        times.add(now);
        boolean down = outageFrom != null && !now.isBefore(outageFrom) && now.isBefore(outageUntil);
        String prog = a.get(0);
        if (down && !prog.equals("sacct")) {
            return result(c, 1, "", prog + ": error: Unable to contact slurm controller (connect failure)\n");
        }
        return switch (prog) {
            case "squeue" -> a.stream().anyMatch(x -> x.startsWith("--jobs=")) ? squeue(c, now) : lookup(c);
            case "sacct" -> sacct(c, now);
            case "scontrol" -> scontrol(c, now);
            case "scancel" -> scancel(c, now);
            case "sbatch" -> sbatch(c, now);
            case "sinfo" -> result(c, 0, sinfo, "");
            default -> result(c, 127, "", prog + ": not faked\n");
        };
    }

    private CommandResult lookup(ExternalCommand c) {
        lookupCalls++;
        if (lookupFailures.contains(lookupCalls)) {
            return result(c, 1, "", "squeue: error: slurm_load_jobs error: Socket timed out on send/recv operation\n");
        }
        StringBuilder out = new StringBuilder();
        for (Job j : jobs.values()) {
            if (!purged(j, time.now())) {
                out.append(j.id).append('|').append(state(j, time.now()).state()).append('|')
                        .append(j.comment == null ? "(null)" : j.comment).append('\n');
            }
        }
        return result(c, 0, out.toString(), "");
    }

    private CommandResult squeue(ExternalCommand c, Instant now) {
        String list = a(c, "--jobs=");
        List<String> ids = Arrays.stream(list.split(",")).distinct().toList();
        StringBuilder out = new StringBuilder();
        for (String id : ids) {
            Job j = jobs.get(id);
            if (j == null || purged(j, now)) {
                continue;
            }
            Step s = state(j, now);
            long el = s.state() == JobState.PENDING ? 0 : Duration.between(j.submitted, now).toSeconds();
            out.append(id).append('|').append(s.state()).append('|').append(el / 60).append(':')
                    .append(String.format("%02d", el % 60)).append('|').append(1).append('|')
                    .append(s.nodes() == null ? "" : s.nodes()).append('|')
                    .append(s.reason() == null ? "None" : s.reason()).append('|')
                    .append(squeue2411 ? ((s.waitStatus() >> 8) & 0xff) + ":" + (s.waitStatus() & 0x7f) : String.valueOf(s.waitStatus())).append('|')
                    .append(j.name).append('\n');
        }
        if (ids.size() == 1 && out.isEmpty()) {
            return result(c, 1, "", "slurm_load_jobs error: Invalid job id specified\n");
        }
        return result(c, 0, out.toString(), "");
    }

    private CommandResult sacct(ExternalCommand c, Instant now) {
        if (!accounting) {
            return result(c, 1, "", "sacct: error: Slurm accounting storage is disabled\n");
        }
        StringBuilder out = new StringBuilder();
        for (String id : a(c, "--jobs=").split(",")) {
            Job j = jobs.get(id);
            if (j != null) {
                Step s = state(j, now);
                int code = (s.waitStatus() >> 8) & 0xff;
                int sig = s.waitStatus() & 0x7f;
                out.append(id).append('|').append(s.state() == JobState.CANCELLED ? "CANCELLED by 0" : s.state().name())
                        .append('|').append(code).append(':').append(sig).append("|00:00:10|1|")
                        .append(s.nodes() == null ? "None assigned" : s.nodes()).append('|').append(j.name).append('\n');
            }
        }
        return result(c, 0, out.toString(), "");
    }

    private static String capture(String resource) {
        try (java.io.InputStream in = FakeSlurmRunner.class.getResourceAsStream("/" + resource)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException | NullPointerException e) {
            throw new IllegalStateException("test resource " + resource + " is missing", e);
        }
    }

    private CommandResult scontrol(ExternalCommand c, Instant now) {
        if (c.argv().get(2).equals("config")) {
            return result(c, 0, "Configuration data as of 2026-12-01T10:00:00\nAccountingStorageType   = (null)\nClusterName             = "
                    + (clusterName == null ? "(null)" : clusterName) + "\nSlurmctldHost[0]        = vm(10.77.0.1)\n", "");
        }
        if (c.argv().get(2).equals("node")) {
            StringBuilder out = new StringBuilder();
            for (String n : dev.clusterjob.slurm.Hostlist.expand(c.argv().get(3), "fake")) {
                out.append("NodeName=").append(n).append(" Arch=x86_64 CoresPerSocket=96 \n   CPUAlloc=0 CPUEfctv=96 CPUTot=96 CPULoad=0.10\n")
                        .append("   State=").append(nodeStates.getOrDefault(n, "IDLE")).append(" ThreadsPerCore=1 TmpDisk=0 Weight=1\n")
                        .append("   Partitions=gpu,debug \n");
                if (nodeReasons.containsKey(n)) {
                    out.append("   Reason=").append(nodeReasons.get(n)).append('\n');
                }
                out.append('\n');
            }
            return result(c, 0, out.toString(), "");
        }
        String id = c.argv().get(3);
        Job j = jobs.get(id);
        if (j == null || purged(j, now)) {
            return result(c, 1, "", "slurm_load_jobs error: Invalid job id specified\n");
        }
        Step s = state(j, now);
        return result(c, 0, "JobId=" + id + " JobName=" + j.name + "\n   JobState=" + s.state() + " Reason="
                + (s.reason() == null ? "None" : s.reason()) + " Dependency=(null)\n   Requeue=1 Restarts=0 BatchFlag=1 Reboot=0 ExitCode="
                + ((s.waitStatus() >> 8) & 0xff) + ":" + (s.waitStatus() & 0x7f) + "\n   NodeList=" + (s.nodes() == null ? "(null)" : s.nodes())
                + "\n   StdOut=/work/" + j.name + "-" + id + ".out\n", "");
    }

    private CommandResult scancel(ExternalCommand c, Instant now) {
        StringBuilder err = new StringBuilder();
        for (String id : c.argv().subList(2, c.argv().size())) {
            Job j = jobs.get(id);
            if (j == null || purged(j, now)) {
                err.append("scancel: error: Kill job error on job id ").append(id).append(": Invalid job id specified\n");
            } else if (state(j, now).state().terminal()) {
                err.append("scancel: error: Kill job error on job id ").append(id).append(": Job/step already completing or completed\n");
            } else {
                j.steps.removeIf(s -> j.submitted.plus(s.at()).isAfter(now));
                j.steps.add(new Step(Duration.between(j.submitted, now), JobState.CANCELLED, state(j, now).nodes(), null, 15));
            }
        }
        return result(c, err.isEmpty() ? 0 : 1, "", err.toString());
    }

    private CommandResult sbatch(ExternalCommand c, Instant now) {
        sbatchCalls++;
        onSbatch.accept(sbatchCalls);
        if (sbatchError != null) {
            return result(c, 1, "", sbatchError);
        }
        if (sbatchTimeoutNoJob.contains(sbatchCalls)) {
            time.advance(c.timeout());
            return new CommandResult(c, -1, "", "", c.timeout(), true);
        }
        String id = String.valueOf(nextId++);
        String script = c.argv().get(c.argv().size() - 1);
        String name = java.nio.file.Path.of(script).getFileName().toString();
        try {
            name = dev.clusterjob.slurm.BatchDirectives.parse(java.nio.file.Files.readString(java.nio.file.Path.of(script)))
                    .getOrDefault("job-name", name);
        } catch (java.io.IOException e) {
            // a script the test did not write: keep the file name
        }
        Job j = new Job(id, name, now, timelines.isEmpty() ? nextTimeline : timelines.poll());
        for (String arg : c.argv()) {
            if (arg.startsWith("--comment=")) {
                j.comment = arg.substring("--comment=".length());
            }
        }
        jobs.put(id, j);
        if (sbatchCreateThenTimeout.contains(sbatchCalls)) {
            time.advance(c.timeout());
            return new CommandResult(c, -1, "", "", c.timeout(), true);
        }
        return result(c, 0, id + "\n", "");
    }

    public Step state(Job j, Instant now) {
        Step cur = j.steps.get(0);
        for (Step s : j.steps) {
            if (!j.submitted.plus(s.at()).isAfter(now)) {
                cur = s;
            }
        }
        return cur;
    }

    private boolean purged(Job j, Instant now) {
        Step s = state(j, now);
        return s.state().terminal() && !j.submitted.plus(s.at()).plus(minJobAge).isAfter(now);
    }

    private static String a(ExternalCommand c, String prefix) {
        return c.argv().stream().filter(x -> x.startsWith(prefix)).map(x -> x.substring(prefix.length())).findFirst().orElseThrow();
    }

    private static CommandResult result(ExternalCommand c, int code, String out, String err) {
        return new CommandResult(c, code, out, err, Duration.ofMillis(3), false);
    }
}
