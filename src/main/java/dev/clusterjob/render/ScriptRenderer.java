package dev.clusterjob.render;

import dev.clusterjob.gate.GatePlan;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.Launcher;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Renders a {@link JobPlan} into script text. The template model holds only strings, numbers,
 * booleans, lists and maps (no bean reflection); user strings are quoted by {@link ShellOutputFormat}.
 */
public final class ScriptRenderer {
    private final Renderer renderer;

    public ScriptRenderer(Renderer renderer) {
        this.renderer = renderer;
    }

    public String render(JobPlan plan) {
        return render(plan, plan.templateName(), null);
    }

    /**
     * Renders the sweep job of {@code plan} (templates/sweep.sbatch.ftl): the job's directives, profile
     * environment and gate settings with the sweep's own {@code sweep} values (strings, numbers and lists only).
     */
    public String renderSweep(JobPlan plan, Map<String, Object> sweep) {
        Map<String, Object> s = new LinkedHashMap<>(sweep);
        s.put("enabled", true);
        // the header's comment lines: as comment text (control characters cannot end the line); all else is quoted
        for (String k : List.of("partition", "summary")) {
            if (s.get(k) instanceof String text) {
                s.put(k, ShellText.comment(text));
            }
        }
        return render(plan, "sweep.sbatch.ftl", s);
    }

    private String render(JobPlan plan, String template, Map<String, Object> sweep) {
        Map<String, Object> m = model(plan);
        if (sweep != null) {
            m.put("sweep", sweep);
        }
        // The runtime block first: its checksum goes into the markers around it (RuntimeBlock).
        String runtime = renderer.render("lib/runtime.ftl", m);
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("text", ShellText.code(runtime));
        r.put("sum", RuntimeBlock.checksum(runtime));
        m.put("runtime", r);
        return renderer.render(template, m);
    }

    /** The template model: one entry per part of the plan, each made by its own method below. */
    static Map<String, Object> model(JobPlan p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("generator", generator(p));
        m.put("profile", profile(p));
        m.put("job", job(p));
        m.put("launcher", launcher(p));
        m.put("rendezvous", rendezvous(p));
        List<Map<String, Object>> env = env(p);
        m.put("env", env);
        m.put("envSections", envSections(env));
        m.put("gate", gate(p));
        m.put("requeue", requeue(p));
        m.put("container", container(p));
        m.put("het", het(p));
        m.put("task", task(p));
        m.put("setup", setup(p));
        return m;
    }

    /** The header's origin: version, the spec's path and the command that renders it again (templates/lib/header.ftl). */
    static Map<String, Object> generator(JobPlan p) {
        JobPlan.Generator g = p.generator();
        Map<String, Object> generator = new LinkedHashMap<>();
        generator.put("version", g.version());
        generator.put("source", g.source() == null ? "" : ShellText.comment(g.source()));
        generator.put("hasSource", g.source() != null && !g.source().isEmpty());
        generator.put("regenerate", ShellText.comment(g.regenerate() == null ? "" : g.regenerate()));
        generator.put("line", ShellText.comment(GeneratedHeader.line(g.version(), g.source(),
                String.join(" <- ", reversed(p.profile().chain())), p.launch().launcher().id())));
        return generator;
    }

    /** The merged profile's name, its chain leaf first (a comment) and its GPU vendor. */
    static Map<String, Object> profile(JobPlan p) {
        Map<String, Object> profile = new LinkedHashMap<>();
        profile.put("name", p.profile().name());
        profile.put("chain", ShellText.comment(String.join(" <- ", reversed(p.profile().chain()))));
        profile.put("vendor", p.profile().gpuVendor().yamlName());
        return profile;
    }

    /** The job's shape, directives, command and batch-shell steps (templates/sbatch.sh.ftl, mpirun.sh.ftl). */
    static Map<String, Object> job(JobPlan p) {
        JobPlan.Resources r = p.resources();
        JobPlan.Launch l = p.launch();
        Map<String, Object> job = new LinkedHashMap<>();
        job.put("name", r.name());
        job.put("nodes", r.nodes());
        job.put("gpusPerNode", r.gpusPerNode());
        job.put("tasksPerNode", r.tasksPerNode());
        job.put("tasksShareNode", r.tasksPerNode() != 1);
        job.put("directives", r.directives().stream().map(d -> ShellText.directive(d.text())).toList());
        job.put("command", l.command());
        job.put("masterPort", p.rendezvous().masterPort() == null ? "" : String.valueOf(p.rendezvous().masterPort()));
        job.put("hasMasterPort", p.rendezvous().masterPort() != null);
        job.put("hostfile", l.hostfile() == null ? "hostfile" : l.hostfile());
        job.put("hostfileComment", ShellText.comment(l.hostfile() == null ? "hostfile" : l.hostfile()));
        // A heterogeneous step takes each component's CPUs from its own #SBATCH block; the batch shell knows only component 0's.
        job.put("hasCpusPerTask", !p.heterogeneous() && r.directives().stream().anyMatch(d -> d.is("cpus-per-task")));
        job.put("wholeNode", wholeNode(p) && srunStep(p));
        job.put("cpuList", ShellText.code(hetCpuList(p)));
        job.put("commandHasComma", l.command().stream().anyMatch(w -> w.indexOf(',') >= 0));
        job.put("slurm", p.target() == JobSpec.Target.SBATCH);
        job.put("summary", ShellText.comment(summary(p)));
        job.put("perNodeText", ShellText.code(p.heterogeneous()
                ? String.join("+", r.components().stream().map(c -> String.valueOf(c.gpusPerNode())).toList()) : "$GPUS_PER_NODE"));
        job.put("modules", p.environment().modules());
        job.put("hasModules", !p.environment().modules().isEmpty());
        job.put("programs", l.programs());
        job.put("hasPrograms", !l.programs().isEmpty());
        job.put("preflight", p.steps().preflight());
        job.put("preflightExit", dev.clusterjob.ExitCodes.JOB_PREFLIGHT_FAILED);
        // GPUs each node must have: only when Slurm is asked for them (request_gpus, a GPU vendor)
        boolean preflightGpus = p.profile().requestGpus() && p.profile().gpuVendor() != dev.clusterjob.profile.GpuVendor.NONE;
        job.put("preflightGpus", preflightGpus ? String.valueOf(r.gpusPerNode()) : "");
        job.put("hasPreflightGpus", preflightGpus);
        return job;
    }

    /** A heterogeneous step's CPU list argument: every component's CPUs per node (the smallest node counts), else "". */
    private static String hetCpuList(JobPlan p) {
        StringBuilder hetCpus = new StringBuilder();
        for (ComponentPlan c : p.resources().components()) {
            hetCpus.append(hetCpus.length() == 0 ? "" : ",").append("${SLURM_JOB_CPUS_PER_NODE_HET_GROUP_").append(c.index()).append(":-}");
        }
        return hetCpus.length() == 0 ? "" : " \"" + hetCpus + "\"";
    }

    /** The launcher's words and mode (templates/launchers/*.ftl). */
    static Map<String, Object> launcher(JobPlan p) {
        JobPlan.Launch l = p.launch();
        Map<String, Object> launcher = new LinkedHashMap<>();
        launcher.put("id", l.launcher().id());
        launcher.put("command", l.launcherCommand());
        launcher.put("args", l.launcherArgs());
        launcher.put("mode", l.mode() == JobSpec.LaunchMode.SSH ? "ssh" : "srun");
        // Booleans, not string tests in the templates: FreeMarker compares strings after NFKC
        // normalisation, whose first use loads the JDK's Unicode tables (start-up, docs/performance.md).
        launcher.put("ssh", l.mode() == JobSpec.LaunchMode.SSH);
        launcher.put("sshPort", l.sshPort() == null ? "" : String.valueOf(l.sshPort()));
        launcher.put("hasSshPort", l.sshPort() != null);
        launcher.put("mpi", p.target() == JobSpec.Target.SBATCH && l.launcher() == Launcher.MPIRUN || p.target() == JobSpec.Target.MPIRUN);
        return launcher;
    }

    /** MASTER_PORT's derived range (templates/sbatch.sh.ftl, mpirun.sh.ftl, and through lib/gate.ftl the gate's ports). */
    static Map<String, Object> rendezvous(JobPlan p) {
        JobPlan.Rendezvous r = p.rendezvous();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("portBase", r.portBase());
        m.put("portSpan", r.portSpan());
        m.put("portLast", r.portLast());
        return m;
    }

    /**
     * The training environment, one entry per variable (templates/lib/env.ftl): name, value, whether the spec
     * set it, the knowledge base's reason, and the padding that aligns the reasons; from_env names last.
     */
    static List<Map<String, Object>> env(JobPlan p) {
        JobPlan.Environment environment = p.environment();
        List<Map<String, Object>> env = new ArrayList<>();
        // only this job's variables: the profile warm-up thread has usually parsed them already (the whole
        // file is costly at start-up; docs/performance.md)
        dev.clusterjob.know.KnowledgeBase kb = dev.clusterjob.know.KnowledgeBase.bundledSubset(environment.env().keySet());
        for (Map.Entry<String, String> kv : environment.env().entrySet()) {
            String k = kv.getKey();
            String v = kv.getValue();
            String why = why(kb, k);
            env.add(envEntry(k, v, !p.profile().env().containsKey(k) || !p.profile().env().get(k).equals(v), ShellText.comment(why),
                    !why.isEmpty(), ""));
        }
        // env: {NAME: {from_env: SOURCE}}: only the names are written; the value comes from where the script runs
        environment.envFrom().forEach((name, source) -> env.add(envEntry(name, "", true, "", false, source)));
        EnvSplit split = EnvSplit.of(env);
        align(split.profile());
        align(split.spec());
        return env;
    }

    /**
     * {@code env}'s entries by where each value comes from (templates/lib/env.ftl's two sections), each in
     * {@code env}'s order: "profile", the profile's values as the profile set them, and "spec", the values the
     * spec set or changed and its from_env names; "hasProfile" and "hasSpec" say whether each has any.
     */
    static Map<String, Object> envSections(List<Map<String, Object>> env) {
        EnvSplit split = EnvSplit.of(env);
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("profile", split.profile());
        s.put("hasProfile", !split.profile().isEmpty());
        s.put("spec", split.spec());
        s.put("hasSpec", !split.spec().isEmpty());
        return s;
    }

    /** The env entries the profile set (fromSpec false) and those the spec set, each in the order of the entries. */
    private record EnvSplit(List<Map<String, Object>> profile, List<Map<String, Object>> spec) {
        static EnvSplit of(List<Map<String, Object>> env) {
            EnvSplit split = new EnvSplit(new ArrayList<>(), new ArrayList<>());
            for (Map<String, Object> e : env) {
                (Boolean.TRUE.equals(e.get("fromSpec")) ? split.spec() : split.profile()).add(e);
            }
            return split;
        }
    }

    private static Map<String, Object> envEntry(String name, String value, boolean fromSpec, Object why, boolean hasWhy, String from) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("name", name);
        e.put("value", value);
        e.put("fromSpec", fromSpec);
        e.put("why", why);
        e.put("hasWhy", hasWhy);
        e.put("from", from);
        e.put("hasFrom", !from.isEmpty());
        return e;
    }

    /** The requeue step's settings (templates/sbatch.sh.ftl, lib/requeue.sh); only "enabled" when off. */
    static Map<String, Object> requeue(JobPlan p) {
        Map<String, Object> r = new LinkedHashMap<>();
        RequeuePlan q = p.steps().requeue();
        r.put("enabled", q != null);
        if (q != null) {
            r.put("signal", q.signal());
            r.put("secondsBeforeLimit", Integer.toString(q.secondsBeforeLimit()));
            r.put("graceS", Integer.toString(q.graceS()));
            r.put("maxRestarts", Integer.toString(q.maxRestarts()));
            r.put("resumeArgs", q.resumeArgs());
        }
        r.put("hasResumeArgs", q != null && !q.resumeArgs().isEmpty());
        return r;
    }

    /** The training step's container (templates/lib/task.ftl); runtime "" when there is none. */
    static Map<String, Object> container(JobPlan p) {
        Map<String, Object> c = new LinkedHashMap<>();
        ContainerPlan k = p.steps().container();
        c.put("runtime", k == null ? "" : k.runtime().id());
        c.put("pyxis", k != null && k.runtime() == dev.clusterjob.profile.ContainerSettings.Runtime.PYXIS);
        c.put("apptainer", k != null && k.runtime() == dev.clusterjob.profile.ContainerSettings.Runtime.APPTAINER);
        c.put("hasMountsCsv", k != null && !k.pyxisMounts().isEmpty());
        c.put("hasGpuFlag", k != null && k.gpuFlag() != null && !k.gpuFlag().isEmpty());
        if (k != null) {
            c.put("image", k.image());
            c.put("mounts", k.mounts());
            c.put("mountsCsv", k.pyxisMounts());
            c.put("gpuFlag", k.gpuFlag());
            // what must reach the training processes even where the image sets the same names
            List<String> names = new ArrayList<>(p.environment().env().keySet());
            names.addAll(p.environment().envFrom().keySet());
            names.addAll(List.of("MASTER_ADDR", "MASTER_PORT", "NNODES", "GPUS_PER_NODE", "WORLD_SIZE", "CJ_TRAIN_NODELIST"));
            if (p.steps().requeue() != null) {
                names.addAll(List.of("RESTART_COUNT", "CLUSTERJOB_RESUME"));
            }
            c.put("envNames", names);
            c.put("envCsv", String.join(",", names));
        }
        return c;
    }

    /** A heterogeneous job's components (templates/lib/het-hosts.sh, lib/launch-begin.ftl); only "enabled" otherwise. */
    static Map<String, Object> het(JobPlan p) {
        Map<String, Object> h = new LinkedHashMap<>();
        h.put("enabled", p.heterogeneous());
        if (!p.heterogeneous()) {
            return h;
        }
        java.util.SortedSet<String> all = new java.util.TreeSet<>();
        p.resources().components().forEach(c -> all.addAll(c.env().keySet()));
        List<Map<String, Object>> comps = new ArrayList<>();
        for (ComponentPlan c : p.resources().components()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("index", c.index());
            m.put("profile", c.profile().name());
            m.put("nodes", c.nodes());
            m.put("gpusPerNode", c.gpusPerNode());
            List<Map<String, Object>> exports = new ArrayList<>();
            c.env().forEach((k, v) -> {
                Map<String, Object> e = new LinkedHashMap<>();
                e.put("name", k);
                e.put("value", v);
                exports.add(e);
            });
            m.put("exports", exports);
            List<String> unsets = all.stream().filter(n -> !c.env().containsKey(n)).toList();
            m.put("unsets", unsets);
            m.put("hasUnsets", !unsets.isEmpty());
            comps.add(m);
        }
        h.put("components", comps);
        h.put("groups", String.join(",", p.resources().components().stream().map(c -> String.valueOf(c.index())).toList()));
        h.put("taskCounts", ShellText.code(String.join(" ", p.resources().components().stream().map(c -> String.valueOf(c.tasks())).toList())));
        h.put("worldSize", p.resources().components().stream().mapToInt(ComponentPlan::processes).sum());
        return h;
    }

    /**
     * What each task's shell runs before cj_task (templates/lib/task.ftl): the het job's per-component env,
     * and, with requeue under a per-node launcher, the signal ignored, so that torchrun (and the other
     * per-node launchers) outlives it while its workers, which install their own handler, checkpoint.
     * Under launcher srun the task is the training process itself and keeps the default disposition.
     */
    static Map<String, Object> task(JobPlan p) {
        Map<String, Object> t = new LinkedHashMap<>();
        boolean ignore = p.steps().requeue() != null && p.launch().launcher().placement() == Launcher.Placement.PER_NODE;
        t.put("prelude", ShellText.code(ignore ? "trap '' " + p.steps().requeue().signal() + "; " : ""));
        boolean setup = !p.environment().setup().isEmpty();
        t.put("functions", ShellText.code((p.heterogeneous() ? "cj_het_env " : "") + (setup ? "cj_setup " : "") + "cj_task"));
        t.put("calls", ShellText.code((p.heterogeneous() ? "cj_het_env; " : "") + (setup ? SETUP_CALL : "")));
        return t;
    }

    /** How a task's shell runs the setup: errexit on for it alone, so that a failing line ends the task with its status. */
    static final String SETUP_CALL = "set -e; cj_setup; set +e; ";

    /**
     * The setup: lines (templates/lib/env.ftl) as one here-document text, and its terminator: CJ_SETUP_END, or
     * CJ_SETUP_END_2, _3 ... when a line of the text is exactly that word, so that no line can end the document.
     */
    static Map<String, Object> setup(JobPlan p) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("enabled", !p.environment().setup().isEmpty());
        if (p.environment().setup().isEmpty()) {
            return s;
        }
        StringBuilder text = new StringBuilder();
        for (String l : p.environment().setup()) {
            text.append(l).append(l.endsWith("\n") ? "" : "\n");
        }
        java.util.Set<String> lines = new java.util.HashSet<>(List.of(text.toString().split("\n", -1)));
        String end = "CJ_SETUP_END";
        for (int i = 2; lines.contains(end); i++) {
            end = "CJ_SETUP_END_" + i;
        }
        s.put("text", ShellText.hereDocument(text.toString(), end));
        s.put("end", ShellText.code(end));
        s.put("call", ShellText.code(SETUP_CALL));
        return s;
    }

    /** The gate step's settings as strings (templates/lib/gate.ftl); only "enabled" when there is none. */
    static Map<String, Object> gate(JobPlan p) {
        Map<String, Object> g = new LinkedHashMap<>();
        GatePlan gate = p.steps().gate();
        g.put("enabled", gate != null);
        if (gate != null) {
            g.put("tool", gate.tool().id());
            g.put("binary", gate.binary());
            g.put("python", gate.python());
            g.put("minBusbw", gate.minBusbwText());
            g.put("minBytes", gate.minBytes() == null ? "" : Long.toString(gate.minBytes()));
            g.put("maxBytes", gate.maxBytes() == null ? "" : Long.toString(gate.maxBytes()));
            g.put("sweepFrom", gate.sweepFrom() == null ? "" : Long.toString(gate.sweepFrom()));
            g.put("perNode", gate.perNode() ? "1" : "0");
            g.put("spareNodes", Integer.toString(gate.spareNodes()));
            g.put("timeoutS", Integer.toString(gate.timeoutS()));
            g.put("exitCode", Integer.toString(dev.clusterjob.ExitCodes.GATE_FAILED));
        }
        return g;
    }

    /**
     * Whether the training step takes every CPU of the node at run time (templates/lib/node-cpus.sh): the job
     * holds whole nodes (--exclusive) and names no CPU count, as the built-in whole-node profiles do, so that
     * it starts on any node with the GPUs whatever its CPU count.
     */
    static boolean wholeNode(JobPlan p) {
        if (p.target() != JobSpec.Target.SBATCH) {
            return false;
        }
        List<Directive> directives = p.resources().directives();
        return directives.stream().noneMatch(d -> d.is("cpus-per-task")) && directives.stream().anyMatch(d -> d.is("exclusive"));
    }

    /** Whether the training processes start in an srun step of this job (not from the batch shell over ssh or mpirun). */
    static boolean srunStep(JobPlan p) {
        return p.target() == JobSpec.Target.SBATCH && !fromShell(p);
    }

    private static boolean fromShell(JobPlan p) {
        Launcher launcher = p.launch().launcher();
        return p.launch().mode() == JobSpec.LaunchMode.SSH || launcher == Launcher.MPIRUN || launcher == Launcher.HOROVOD;
    }

    /** " GPUs", or " processes" for a profile that asks Slurm for no GPUs (request_gpus: false, gpu_vendor: none). */
    static String units(dev.clusterjob.profile.ResolvedProfile profile) {
        return profile.requestGpus() && profile.gpuVendor() != dev.clusterjob.profile.GpuVendor.NONE ? " GPUs" : " processes";
    }

    /** The script's "what runs where" comment line. */
    static String summary(JobPlan p) {
        StringBuilder b = new StringBuilder(where(p)).append(": ");
        JobPlan.Resources r = p.resources();
        JobPlan.Steps steps = p.steps();
        if (p.target() == JobSpec.Target.MPIRUN) {
            b.append("mpirun, from this shell, starts ").append(r.gpusPerNode()).append(" ranks on each host of the hostfile");
            return b.append('.').toString();
        }
        if (steps.preflight()) {
            b.append("preflight on every node, then ");
        }
        if (steps.gate() != null) {
            b.append("the fabric gate, then ");
        }
        JobPlan.Launch l = p.launch();
        String exe = l.launcherCommand().isEmpty() ? l.launcher().id() : l.launcherCommand().get(0);
        String where = steps.container() == null ? "" : " in " + steps.container().runtime().id() + " container";
        if (fromShell(p)) {
            b.append(exe).append(" from this shell, which starts ").append(p.heterogeneous() ? "the" : r.gpusPerNode() + "")
                    .append(" processes on each node");
        } else if (l.launcher().placement() == Launcher.Placement.PER_GPU) {
            b.append(exe).append(" starts one task per GPU").append(where.isEmpty() ? "" : "," + where);
        } else {
            b.append(exe).append(" once per node (srun)").append(where).append(", which starts ")
                    .append(p.heterogeneous() ? "the" : r.gpusPerNode() + "").append(" processes there");
        }
        if (steps.requeue() != null) {
            b.append("; requeued near the time limit");
        }
        return b.append('.').toString();
    }

    /** The summary's first part: "Runs on 2 node(s) x 8 GPUs (+1 spare)", or each component's nodes and GPUs. */
    private static String where(JobPlan p) {
        StringBuilder b = new StringBuilder("Runs on ");
        List<ComponentPlan> components = p.resources().components();
        if (p.heterogeneous()) {
            b.append(components.size()).append(" components (");
            for (int i = 0; i < components.size(); i++) {
                ComponentPlan c = components.get(i);
                b.append(i == 0 ? "" : " + ").append(c.nodes()).append(" x ").append(c.gpusPerNode()).append(units(c.profile()));
            }
            return b.append(')').toString();
        }
        b.append(p.resources().nodes()).append(" node(s) x ").append(p.resources().gpusPerNode()).append(units(p.profile()));
        int spare = p.steps().gate() == null ? 0 : p.steps().gate().spareNodes();
        if (spare > 0) {
            b.append(" (+").append(spare).append(" spare)");
        }
        return b.toString();
    }

    /**
     * A variable's reason as a short comment: the knowledge base's doc line, its first sentence, cut at its
     * first clause when still long ("" for a name the knowledge base does not know).
     */
    static String why(dev.clusterjob.know.KnowledgeBase kb, String name) {
        dev.clusterjob.know.Variable v = kb.find(name);
        if (v == null || v.doc() == null) {
            return "";
        }
        String d = v.doc();
        int dot = d.indexOf(". ");
        if (dot > 0) {
            d = d.substring(0, dot);
        }
        if (d.length() > 90) {
            int cut = d.length();
            for (String sep : new String[] {": ", "; ", " ("}) {
                int i = d.indexOf(sep, 20);
                if (i > 0 && i < cut) {
                    cut = i;
                }
            }
            d = d.substring(0, cut);
        }
        if (d.endsWith(".")) {
            d = d.substring(0, d.length() - 1);
        }
        return d;
    }

    /** Spaces that align the reasons of {@code env} after "export NAME=VALUE" (at most 48 columns). */
    private static void align(List<Map<String, Object>> env) {
        int width = 0;
        for (Map<String, Object> e : env) {
            int w = exportWidth(e);
            if (w <= 48) {
                width = Math.max(width, w);
            }
        }
        for (Map<String, Object> e : env) {
            e.put("pad", ShellText.code(" ".repeat(Math.max(2, width - exportWidth(e) + 2))));
        }
    }

    private static int exportWidth(Map<String, Object> e) {
        return "export ".length() + ((String) e.get("name")).length() + 1 + dev.clusterjob.quote.BashQuote.quote((String) e.get("value")).length();
    }

    private static List<String> reversed(List<String> l) {
        List<String> r = new ArrayList<>(l);
        java.util.Collections.reverse(r);
        return r;
    }
}
