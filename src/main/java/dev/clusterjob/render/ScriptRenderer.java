package dev.clusterjob.render;

import dev.clusterjob.gate.GatePlan;
import dev.clusterjob.spec.JobSpec;

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

    static Map<String, Object> model(JobPlan p) {
        Map<String, Object> m = new LinkedHashMap<>();
        Map<String, Object> generator = new LinkedHashMap<>();
        generator.put("version", p.version());
        generator.put("source", p.source() == null ? "" : ShellText.comment(p.source()));
        generator.put("regenerate", ShellText.comment(p.regenerate() == null ? "" : p.regenerate()));
        m.put("generator", generator);

        Map<String, Object> profile = new LinkedHashMap<>();
        profile.put("name", p.profile().name());
        profile.put("chain", ShellText.comment(String.join(" <- ", reversed(p.profile().chain()))));
        profile.put("vendor", p.profile().gpuVendor().yamlName());
        m.put("profile", profile);

        Map<String, Object> job = new LinkedHashMap<>();
        job.put("name", p.name());
        job.put("nodes", p.nodes());
        job.put("gpusPerNode", p.gpusPerNode());
        job.put("tasksPerNode", p.tasksPerNode());
        job.put("directives", p.directives().stream().map(ShellText::directive).toList());
        job.put("command", p.command());
        job.put("masterPort", p.masterPort() == null ? "" : String.valueOf(p.masterPort()));
        job.put("hostfile", p.hostfile() == null ? "hostfile" : p.hostfile());
        job.put("hostfileComment", ShellText.comment(p.hostfile() == null ? "hostfile" : p.hostfile()));
        // A heterogeneous step takes each component's CPUs from its own #SBATCH block; the batch shell knows only component 0's.
        boolean cpusPerTask = false;
        for (String d : p.directives()) {
            cpusPerTask |= d.startsWith("--cpus-per-task=");
        }
        job.put("hasCpusPerTask", !p.heterogeneous() && cpusPerTask);
        job.put("wholeNode", wholeNode(p) && srunStep(p));
        // a heterogeneous step: the smallest node of any component (one --cpus-per-task for all of them)
        StringBuilder hetCpus = new StringBuilder();
        for (ComponentPlan c : p.components()) {
            hetCpus.append(hetCpus.length() == 0 ? "" : ",").append("${SLURM_JOB_CPUS_PER_NODE_HET_GROUP_").append(c.index()).append(":-}");
        }
        job.put("cpuList", ShellText.code(hetCpus.length() == 0 ? "" : " \"" + hetCpus + "\""));
        boolean comma = false;
        for (String w : p.command()) {
            comma |= w.indexOf(',') >= 0;
        }
        job.put("commandHasComma", comma);
        job.put("slurm", p.target() == JobSpec.Target.SBATCH);
        job.put("summary", ShellText.comment(summary(p)));
        job.put("perNodeText", ShellText.code(p.heterogeneous()
                ? String.join("+", p.components().stream().map(c -> String.valueOf(c.gpusPerNode())).toList()) : "$GPUS_PER_NODE"));
        job.put("modules", p.modules());
        job.put("programs", p.programs());
        job.put("preflight", p.preflight());
        job.put("preflightExit", dev.clusterjob.ExitCodes.JOB_PREFLIGHT_FAILED);
        // GPUs each node must have: only when Slurm is asked for them (request_gpus, a GPU vendor)
        job.put("preflightGpus", p.profile().requestGpus() && p.profile().gpuVendor() != dev.clusterjob.profile.GpuVendor.NONE
                ? String.valueOf(p.gpusPerNode()) : "");
        m.put("job", job);

        Map<String, Object> launcher = new LinkedHashMap<>();
        launcher.put("id", p.launcher().id());
        launcher.put("command", p.launcherCommand());
        launcher.put("args", p.launcherArgs());
        launcher.put("mode", p.launchMode() == JobSpec.LaunchMode.SSH ? "ssh" : "srun");
        // Booleans, not string tests in the templates: FreeMarker compares strings after NFKC
        // normalisation, whose first use loads the JDK's Unicode tables (start-up, docs/performance.md).
        launcher.put("ssh", p.launchMode() == JobSpec.LaunchMode.SSH);
        launcher.put("sshPort", p.sshPort() == null ? "" : String.valueOf(p.sshPort()));
        launcher.put("mpi", p.target() == JobSpec.Target.SBATCH && "mpirun".equals(p.launcher().id())
                || p.target() == JobSpec.Target.MPIRUN);
        m.put("launcher", launcher);

        List<Map<String, Object>> env = new ArrayList<>();
        // only this job's variables: the profile warm-up thread has usually parsed them already (the whole
        // file is costly at start-up; docs/performance.md)
        dev.clusterjob.know.KnowledgeBase kb = dev.clusterjob.know.KnowledgeBase.bundledSubset(p.env().keySet());
        for (Map.Entry<String, String> kv : p.env().entrySet()) {
            String k = kv.getKey();
            String v = kv.getValue();
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("name", k);
            e.put("value", v);
            e.put("fromSpec", !p.profile().env().containsKey(k) || !p.profile().env().get(k).equals(v));
            e.put("why", ShellText.comment(why(kb, k)));
            e.put("from", "");
            env.add(e);
        }
        // env: {NAME: {from_env: SOURCE}}: only the names are written; the value comes from where the script runs
        for (Map.Entry<String, String> kv : p.envFrom().entrySet()) {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("name", kv.getKey());
            e.put("value", "");
            e.put("fromSpec", true);
            e.put("why", "");
            e.put("from", kv.getValue());
            env.add(e);
        }
        List<Map<String, Object>> fromProfile = new ArrayList<>();
        List<Map<String, Object>> fromSpec = new ArrayList<>();
        for (Map<String, Object> e : env) {
            (Boolean.TRUE.equals(e.get("fromSpec")) ? fromSpec : fromProfile).add(e);
        }
        align(fromProfile);
        align(fromSpec);
        m.put("env", env);
        m.put("gate", gate(p));
        m.put("requeue", requeue(p));
        m.put("container", container(p));
        m.put("het", het(p));
        m.put("task", task(p));
        m.put("setup", setup(p));
        return m;
    }

    /** The requeue step's settings (templates/sbatch.sh.ftl, lib/requeue.sh); only "enabled" when off. */
    static Map<String, Object> requeue(JobPlan p) {
        Map<String, Object> r = new LinkedHashMap<>();
        RequeuePlan q = p.requeue();
        r.put("enabled", q != null);
        if (q != null) {
            r.put("signal", q.signal());
            r.put("secondsBeforeLimit", Integer.toString(q.secondsBeforeLimit()));
            r.put("graceS", Integer.toString(q.graceS()));
            r.put("maxRestarts", Integer.toString(q.maxRestarts()));
            r.put("resumeArgs", q.resumeArgs());
        }
        return r;
    }

    /** The training step's container (templates/lib/task.ftl); runtime "" when there is none. */
    static Map<String, Object> container(JobPlan p) {
        Map<String, Object> c = new LinkedHashMap<>();
        ContainerPlan k = p.container();
        c.put("runtime", k == null ? "" : k.runtime().id());
        c.put("pyxis", k != null && k.runtime() == dev.clusterjob.profile.ContainerSettings.Runtime.PYXIS);
        c.put("apptainer", k != null && k.runtime() == dev.clusterjob.profile.ContainerSettings.Runtime.APPTAINER);
        if (k != null) {
            c.put("image", k.image());
            c.put("mounts", k.mounts());
            c.put("mountsCsv", k.pyxisMounts());
            c.put("gpuFlag", k.gpuFlag());
            // what must reach the training processes even where the image sets the same names
            List<String> names = new ArrayList<>(p.env().keySet());
            names.addAll(p.envFrom().keySet());
            names.addAll(List.of("MASTER_ADDR", "MASTER_PORT", "NNODES", "GPUS_PER_NODE", "WORLD_SIZE", "CJ_TRAIN_NODELIST"));
            if (p.requeue() != null) {
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
        p.components().forEach(c -> all.addAll(c.env().keySet()));
        List<Map<String, Object>> comps = new ArrayList<>();
        for (ComponentPlan c : p.components()) {
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
            m.put("unsets", all.stream().filter(n -> !c.env().containsKey(n)).toList());
            comps.add(m);
        }
        h.put("components", comps);
        h.put("groups", String.join(",", p.components().stream().map(c -> String.valueOf(c.index())).toList()));
        h.put("taskCounts", ShellText.code(String.join(" ", p.components().stream().map(c -> String.valueOf(c.tasks())).toList())));
        h.put("worldSize", p.components().stream().mapToInt(ComponentPlan::processes).sum());
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
        boolean ignore = p.requeue() != null && p.launcher().placement() == dev.clusterjob.spec.Launcher.Placement.PER_NODE;
        t.put("prelude", ShellText.code(ignore ? "trap '' " + p.requeue().signal() + "; " : ""));
        boolean setup = !p.setup().isEmpty();
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
        s.put("enabled", !p.setup().isEmpty());
        if (p.setup().isEmpty()) {
            return s;
        }
        StringBuilder text = new StringBuilder();
        for (String l : p.setup()) {
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
        GatePlan gate = p.gate();
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
        boolean exclusive = false;
        for (String d : p.directives()) {
            if (d.startsWith("--cpus-per-task=")) {
                return false;
            }
            exclusive |= d.equals("--exclusive") || d.startsWith("--exclusive=");
        }
        return exclusive;
    }

    /** Whether the training processes start in an srun step of this job (not from the batch shell over ssh or mpirun). */
    static boolean srunStep(JobPlan p) {
        return p.target() == JobSpec.Target.SBATCH && !fromShell(p);
    }

    private static boolean fromShell(JobPlan p) {
        return p.launchMode() == JobSpec.LaunchMode.SSH || "mpirun".equals(p.launcher().id()) || "horovod".equals(p.launcher().id());
    }

    /** " GPUs", or " processes" for a profile that asks Slurm for no GPUs (request_gpus: false, gpu_vendor: none). */
    static String units(dev.clusterjob.profile.ResolvedProfile profile) {
        return profile.requestGpus() && profile.gpuVendor() != dev.clusterjob.profile.GpuVendor.NONE ? " GPUs" : " processes";
    }

    /** The script's "what runs where" comment line. */
    static String summary(JobPlan p) {
        StringBuilder b = new StringBuilder();
        int spare = p.gate() == null ? 0 : p.gate().spareNodes();
        if (p.heterogeneous()) {
            b.append("Runs on ").append(p.components().size()).append(" components (");
            for (int i = 0; i < p.components().size(); i++) {
                ComponentPlan c = p.components().get(i);
                b.append(i == 0 ? "" : " + ").append(c.nodes()).append(" x ").append(c.gpusPerNode()).append(units(c.profile()));
            }
            b.append(')');
        } else {
            b.append("Runs on ").append(p.nodes()).append(" node(s) x ").append(p.gpusPerNode()).append(units(p.profile()));
            if (spare > 0) {
                b.append(" (+").append(spare).append(" spare)");
            }
        }
        b.append(": ");
        if (p.target() == JobSpec.Target.MPIRUN) {
            b.append("mpirun, from this shell, starts ").append(p.gpusPerNode()).append(" ranks on each host of the hostfile");
            return b.append('.').toString();
        }
        if (p.preflight()) {
            b.append("preflight on every node, then ");
        }
        if (p.gate() != null) {
            b.append("the fabric gate, then ");
        }
        String exe = p.launcherCommand().isEmpty() ? p.launcher().id() : p.launcherCommand().get(0);
        String where = p.container() == null ? "" : " in " + p.container().runtime().id() + " container";
        if (fromShell(p)) {
            b.append(exe).append(" from this shell, which starts ").append(p.heterogeneous() ? "the" : p.gpusPerNode() + "")
                    .append(" processes on each node");
        } else if (p.launcher().placement() == dev.clusterjob.spec.Launcher.Placement.PER_GPU) {
            b.append(exe).append(" starts one task per GPU").append(where.isEmpty() ? "" : "," + where);
        } else {
            b.append(exe).append(" once per node (srun)").append(where).append(", which starts ")
                    .append(p.heterogeneous() ? "the" : p.gpusPerNode() + "").append(" processes there");
        }
        if (p.requeue() != null) {
            b.append("; requeued near the time limit");
        }
        return b.append('.').toString();
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
