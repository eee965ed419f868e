package dev.clusterjob.explain;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import dev.clusterjob.render.JobPlan;
import dev.clusterjob.render.JobRenderer;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.SpecBuilder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code clusterjob explain}: a spec (rendered first) or scripts in, the table of every process the
 * job would start and the findings out. A batch script runs as Slurm would run it on the first node
 * of a simulated allocation; a spec of target mpirun, several scripts (one per node, started by hand),
 * or {@code byHand} run without Slurm, each on its host.
 */
public final class Explainer {
    /** What to explain and how (null fields: the defaults). */
    public record Request(List<Path> files, Allocation.Overrides overrides, SlurmStack stack, int torch, long jobId,
                          Path nodeFacts, boolean sandbox, Duration limit, boolean byHand, List<String> args) {
    }

    /** The result: the allocation, the script's exit, the rows and the findings. */
    public record Report(SlurmStack stack, Allocation allocation, boolean slurm, int exitCode, boolean timedOut, List<Rank> ranks,
                         List<Finding> findings, Duration took) {
        public boolean hasErrors() {
            return findings.stream().anyMatch(f -> f.severity() == Severity.ERROR);
        }
    }

    private static final Pattern BASH_ERROR = Pattern.compile("^(.*): line (\\d+): (.*)$");

    private final String hostPath;

    public Explainer(String hostPath) {
        this.hostPath = hostPath;
    }

    /** Explains {@code r}. Bad input (a missing file, a bad spec) is a bad-input error; nothing is left behind. */
    public Report explain(Request r) throws IOException {
        return explain(r, f -> { });
    }

    /** The same, showing the simulation's folder to {@code look} before it is removed (tests read what the script wrote). */
    Report explain(Request r, java.util.function.Consumer<SimulationFolder> look) throws IOException {
        NodeFactsFile facts = r.nodeFacts() == null ? NodeFactsFile.none() : NodeFactsFile.read(r.nodeFacts());
        List<Input> inputs = inputs(r);
        Input first = inputs.get(0);
        boolean slurm = !r.byHand() && inputs.size() == 1 && !first.byHand();
        JobRequest request = slurm ? JobRequest.parse(first.text()) : byHandRequest(inputs.size(), first);
        List<String> known = facts.nodes().stream().map(NodeFactsFile.Node::name).toList();
        NodeFactsFile.Node f0 = facts.nodes().isEmpty() ? null : facts.nodes().get(0);
        Allocation a = Allocation.place(request, r.overrides(), r.jobId(), jobName(request, first), known.isEmpty() ? null : known,
                f0 == null ? null : f0.cpus(), f0 == null ? null : f0.gpus());
        if (!slurm && inputs.size() > 1 && a.hosts().size() != inputs.size()) {
            throw ClusterjobException.badInput("--nodelist", inputs.size() + " scripts (one per node) but "
                    + a.hosts().size() + " node(s)");
        }
        SimulationFolder folder = SimulationFolder.create(SimulationFolder.NodeFiles.of(a, facts), hostPath);
        try {
            Report report = run(r, folder, inputs, a, facts, slurm, request);
            look.accept(folder);
            return report;
        } finally {
            if (System.getenv("CLUSTERJOB_EXPLAIN_KEEP") == null) {
                dev.clusterjob.fs.TempTree.delete(folder.root());
            } else {
                System.err.println("clusterjob explain: kept " + folder.root() + " (CLUSTERJOB_EXPLAIN_KEEP)");
            }
        }
    }

    private Report run(Request r, SimulationFolder folder, List<Input> inputs, Allocation a, NodeFactsFile facts, boolean slurm,
                       JobRequest request) throws IOException {
        JobUser user = JobUser.current();
        Map<String, String> slurmEnv = new LinkedHashMap<>();
        if (slurm) {
            slurmEnv.putAll(BatchEnvironment.of(a, r.stack(), user, folder.work().toString()));
        }
        List<Finding> all = new ArrayList<>();
        a.assumptions().forEach(s -> all.add(finding(Severity.INFO, "ASSUMED", inputs.get(0).name(), 0, s)));
        if (inputs.get(0).text().contains("CLUSTERJOB_GATE:-1")) {
            slurmEnv.put("CLUSTERJOB_GATE", "0");
            all.add(finding(Severity.INFO, "ASSUMED", inputs.get(0).name(), 0, "the fabric gate measures the fabric when the job"
                    + " runs: skipped here as with CLUSTERJOB_GATE=0 (training on the first hosts)"));
        }
        request.unsupported().forEach((what, line) -> all.add(finding(Severity.WARNING, "UNFOLLOWED", inputs.get(0).name(), line, what)));
        Map<String, String> fileOf = new LinkedHashMap<>();
        List<Path> scripts = new ArrayList<>();
        for (int i = 0; i < inputs.size(); i++) {
            Path script = slurm ? folder.script() : folder.root().resolve("job").resolve(i + "-" + inputs.get(i).name());
            Files.writeString(script, inputs.get(i).text());
            fileOf.put(script.toString(), inputs.get(i).name());
            scripts.add(script);
        }
        List<Simulation.Outcome> outcomes = startAll(r, folder, inputs, scripts, a, new Simulation.Setup(r.stack(), r.torch(), user,
                a.hosts().get(0), a.hosts(), slurmEnv, r.sandbox(), r.limit()));
        List<Finding> ends = new ArrayList<>();
        int exit = 0;
        boolean timedOut = false;
        Duration took = Duration.ZERO;
        for (int i = 0; i < outcomes.size(); i++) {
            Simulation.Outcome o = outcomes.get(i);
            exit = exit != 0 ? exit : o.exitCode();
            timedOut |= o.timedOut();
            took = took.plus(o.took());
            ends.addAll(ending(o, scripts.get(i).toString(), inputs.get(i).name(), r.limit()));
        }
        all.addAll(noteFindings(Simulation.notes(folder.notes()), fileOf));
        all.addAll(ends);
        List<Rank> ranks = ranks(ProcessRecord.readAll(folder.records(), List.of(folder.bin().toString(), folder.tools().toString())), a);
        if (ranks.isEmpty() && !timedOut) {
            all.add(finding(Severity.ERROR, "NO_PROCESS", inputs.get(0).name(), 0, "the script starts no process that could train"
                    + " (no srun task, launcher worker or program was reached)"));
        }
        all.addAll(Checks.run(new Checks.Input(ranks, a, facts, inputs.get(0).name())));
        return new Report(r.stack(), a, slurm, exit, timedOut, ranks, all, took);
    }

    /**
     * Runs every script at once (scripts started by hand on several nodes run side by side, as their
     * launchers wait for each other), the i-th on the i-th host; a target-mpirun spec gets the hostfile.
     */
    private List<Simulation.Outcome> startAll(Request r, SimulationFolder folder, List<Input> inputs, List<Path> scripts, Allocation a,
                                              Simulation.Setup base) throws IOException {
        Simulation sim = new Simulation(hostPath);
        List<java.util.concurrent.Callable<Simulation.Outcome>> jobs = new ArrayList<>();
        for (int i = 0; i < inputs.size(); i++) {
            Input in = inputs.get(i);
            List<String> args = new ArrayList<>(in.args());
            args.addAll(r.args());
            if (in.hostfileArg()) {
                Path hf = folder.work().resolve("hostfile");
                Files.write(hf, a.hosts().stream().map(h -> h + " slots=" + Math.max(1, a.components().get(0).gpusPerNode())).toList());
                args.add(0, hf.toString());
            }
            Simulation.Setup setup = new Simulation.Setup(base.stack(), base.torch(), base.user(), a.hosts().get(Math.min(i, a.hosts().size() - 1)),
                    base.nodes(), base.slurmEnv(), base.sandbox(), base.limit());
            Path script = scripts.get(i);
            int n = i;
            jobs.add(() -> {
                Simulation.Outcome o = sim.run(folder, script, args, setup);
                if (System.getenv("CLUSTERJOB_EXPLAIN_KEEP") != null) {
                    Files.writeString(folder.root().resolve("stdout-" + n), o.stdout());
                    Files.writeString(folder.root().resolve("stderr-" + n), o.stderr());
                }
                return o;
            });
        }
        if (jobs.size() == 1) {
            try {
                return List.of(jobs.get(0).call());
            } catch (IOException | RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(jobs.size());
        try {
            List<Simulation.Outcome> out = new ArrayList<>();
            for (java.util.concurrent.Future<Simulation.Outcome> f : pool.invokeAll(jobs)) {
                out.add(f.get());
            }
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** How one script ended: bash's own error lines, and SCRIPT_FAILED or TIMED_OUT. */
    private static List<Finding> ending(Simulation.Outcome o, String script, String name, Duration limit) {
        List<Finding> out = new ArrayList<>();
        shellErrors(o.stderr(), script, name, out);
        if (o.timedOut()) {
            out.add(finding(Severity.ERROR, "TIMED_OUT", name, 0, "the simulation of " + name + " did not finish within "
                    + limit.toSeconds() + " s (a loop that waits for something on the cluster?); the table shows what it started"));
        } else if (o.exitCode() != 0) {
            out.add(finding(Severity.ERROR, "SCRIPT_FAILED", name, 0, name + " exits " + o.exitCode() + " here" + tail(o.stderr())));
        }
        return out;
    }

    /** One input: its text, its name for findings, arguments the simulation adds, and how it is run. */
    record Input(String name, String text, List<String> args, boolean byHand, boolean hostfileArg, JobPlan plan) {
    }

    private static List<Input> inputs(Request r) throws IOException {
        if (r.files().isEmpty()) {
            throw ClusterjobException.badInput("explain", "give a job spec (.yaml) or a script");
        }
        List<Input> out = new ArrayList<>();
        for (Path p : r.files()) {
            String name = p.getFileName().toString();
            if (name.endsWith(".yaml") || name.endsWith(".yml")) {
                if (r.files().size() > 1) {
                    throw ClusterjobException.badInput(p.toString(), "a job spec is explained alone (several files are scripts, one per node)");
                }
                JobSpec spec = SpecBuilder.fromFile(p).build();
                JobRenderer.Rendered rendered = JobRenderer.bundled().render(spec);
                boolean mpirun = rendered.plan().target() == JobSpec.Target.MPIRUN;
                out.add(new Input(name, rendered.text(), List.of(), mpirun, mpirun, rendered.plan()));
            } else {
                try {
                    out.add(new Input(name, Files.readString(p), List.of(), false, false, null));
                } catch (NoSuchFileException e) {
                    throw ClusterjobException.badInput(p.toString(), "no such file (expected a job spec or a script)");
                }
            }
        }
        return out;
    }

    /** The request of scripts started by hand: one node per script, or the spec's nodes and GPUs. */
    private static JobRequest byHandRequest(int scripts, Input first) {
        JobRequest.Component c = JobRequest.Component.empty();
        if (first.plan() != null) {
            c = c.with("nodes", String.valueOf(first.plan().resources().nodes()), 0).with("gpus-per-node", String.valueOf(first.plan().resources().gpusPerNode()), 0);
        } else if (scripts > 1) {
            c = c.with("nodes", String.valueOf(scripts), 0);
        }
        return new JobRequest(List.of(c), null, Map.of());
    }

    private static String jobName(JobRequest request, Input first) {
        if (request.jobName() != null) {
            return request.jobName();
        }
        return first.plan() != null ? first.plan().name() : first.name();
    }

    /** The rows, sorted by rank (then host order and local rank); the fabric differences are against the first row. */
    static List<Rank> ranks(List<ProcessRecord> processes, Allocation a) {
        List<String> hosts = a.hosts();
        List<ProcessRecord> sorted = new ArrayList<>(processes);
        sorted.sort(Comparator.comparingInt((ProcessRecord p) -> sortKey(Rank.value(p, Rank.RANK)))
                .thenComparingInt(p -> hosts.indexOf(p.host()))
                .thenComparingInt(p -> sortKey(Rank.value(p, Rank.LOCAL_RANK))));
        if (sorted.isEmpty()) {
            return List.of();
        }
        Map<String, String> firstFabric = Rank.fabric(sorted.get(0).env());
        return sorted.stream().map(p -> Rank.of(p, hosts, firstFabric)).toList();
    }

    private static int sortKey(String v) {
        int n = Rank.number(v);
        return n < 0 ? Integer.MAX_VALUE : n;
    }

    private static List<Finding> noteFindings(List<Simulation.Note> notes, Map<String, String> fileOf) {
        Set<String> seen = new LinkedHashSet<>();
        List<Finding> out = new ArrayList<>();
        for (Simulation.Note n : notes) {
            String text = n.text();
            if (!seen.add(n.kind() + "\t" + n.line() + "\t" + text)) {
                continue;
            }
            String file = fileOf.getOrDefault(n.script(), "");
            String kind = n.kind().contains(":") ? n.kind().substring(0, n.kind().indexOf(':')) : n.kind();
            String code = n.kind().contains(":") ? n.kind().substring(n.kind().indexOf(':') + 1) : null;
            switch (kind) {
                case "error" -> out.add(finding(Severity.ERROR, code != null ? code : "LAUNCHER_ERROR", file, n.line(), text + where(n)));
                case "warning" -> out.add(finding(Severity.WARNING, code != null ? code : "LAUNCHER_WARNING", file, n.line(), text + where(n)));
                case "unfollowed" -> out.add(finding(Severity.WARNING, "UNFOLLOWED", file, n.line(), text));
                default -> out.add(finding(Severity.INFO, "SKIPPED", file, n.line(), text));
            }
        }
        return out;
    }

    private static String where(Simulation.Note n) {
        return n.host().isEmpty() ? "" : " [" + n.host() + "]";
    }

    /** bash's own "SCRIPT: line N: message" lines, as findings at that line. */
    private static void shellErrors(String stderr, String script, String name, List<Finding> out) {
        Set<String> seen = new LinkedHashSet<>();
        for (String l : stderr.split("\n")) {
            Matcher m = BASH_ERROR.matcher(l);
            if (m.matches() && m.group(1).equals(script) && seen.add(l)) {
                out.add(finding(Severity.WARNING, "SHELL_ERROR", name, Integer.parseInt(m.group(2)), m.group(3)));
            }
        }
    }

    private static String tail(String stderr) {
        List<String> lines = stderr.lines().filter(l -> !l.isBlank()).toList();
        return lines.isEmpty() ? "" : ": " + lines.get(lines.size() - 1).strip();
    }

    static Finding finding(Severity s, String code, String file, int line, String message) {
        return new Finding(s, code, file, line, null, message, "", null, null, null, null);
    }
}
