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
        return renderer.render(plan.templateName(), model(plan));
    }

    static Map<String, Object> model(JobPlan p) {
        Map<String, Object> m = new LinkedHashMap<>();
        Map<String, Object> generator = new LinkedHashMap<>();
        generator.put("version", p.version());
        generator.put("source", commentSafe(p.source() == null ? "" : p.source()));
        generator.put("regenerate", commentSafe(p.regenerate() == null ? "" : p.regenerate()));
        m.put("generator", generator);

        Map<String, Object> profile = new LinkedHashMap<>();
        profile.put("name", p.profile().name());
        profile.put("chain", String.join(" <- ", reversed(p.profile().chain())));
        profile.put("description", commentSafe(p.profile().description()));
        profile.put("vendor", p.profile().gpuVendor().yamlName());
        profile.put("modules", p.profile().modules());
        m.put("profile", profile);

        Map<String, Object> job = new LinkedHashMap<>();
        job.put("name", p.name());
        job.put("nodes", p.nodes());
        job.put("gpusPerNode", p.gpusPerNode());
        job.put("tasksPerNode", p.tasksPerNode());
        job.put("directives", p.directives());
        job.put("command", p.command());
        job.put("masterPort", p.masterPort() == null ? "" : String.valueOf(p.masterPort()));
        job.put("hostfile", p.hostfile() == null ? "hostfile" : p.hostfile());
        // A heterogeneous step takes each component's CPUs from its own #SBATCH block; the batch shell knows only component 0's.
        boolean cpusPerTask = false;
        for (String d : p.directives()) {
            cpusPerTask |= d.startsWith("--cpus-per-task=");
        }
        job.put("hasCpusPerTask", !p.heterogeneous() && cpusPerTask);
        job.put("perNodeText", p.heterogeneous()
                ? String.join("+", p.components().stream().map(c -> String.valueOf(c.gpusPerNode())).toList()) : "$GPUS_PER_NODE");
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
        m.put("launcher", launcher);

        List<Map<String, Object>> env = new ArrayList<>();
        for (Map.Entry<String, String> kv : p.env().entrySet()) { // a loop, not a lambda: start-up on Java 17
            String k = kv.getKey();
            String v = kv.getValue();
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("name", k);
            e.put("value", v);
            e.put("fromSpec", !p.profile().env().containsKey(k) || !p.profile().env().get(k).equals(v));
            env.add(e);
        }
        m.put("env", env);
        m.put("gate", gate(p));
        m.put("requeue", requeue(p));
        m.put("container", container(p));
        m.put("het", het(p));
        m.put("task", task(p));
        return m;
    }

    /** The requeue step's settings (templates/lib/setup-longrun.ftl, lib/requeue.sh); only "enabled" when off. */
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
            names.addAll(List.of("MASTER_ADDR", "MASTER_PORT", "NNODES", "GPUS_PER_NODE", "WORLD_SIZE", "CJ_TRAIN_NODELIST"));
            if (p.requeue() != null) {
                names.addAll(List.of("RESTART_COUNT", "CLUSTERJOB_RESUME"));
            }
            c.put("envNames", names);
            c.put("envCsv", String.join(",", names));
        }
        return c;
    }

    /** A heterogeneous job's components (templates/lib/setup-longrun.ftl, lib/launch-begin.ftl); only "enabled" otherwise. */
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
        h.put("taskCounts", String.join(" ", p.components().stream().map(c -> String.valueOf(c.tasks())).toList()));
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
        t.put("prelude", ignore ? "trap '' " + p.requeue().signal() + "; " : "");
        t.put("functions", p.heterogeneous() ? "cj_het_env cj_task" : "cj_task");
        t.put("calls", p.heterogeneous() ? "cj_het_env; " : "");
        return t;
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

    /** Text for a comment line: control characters become spaces so a comment can never end early. */
    static String commentSafe(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            b.append(c < 0x20 || c == 0x7f ? ' ' : c);
        }
        return b.toString();
    }

    private static List<String> reversed(List<String> l) {
        List<String> r = new ArrayList<>(l);
        java.util.Collections.reverse(r);
        return r;
    }
}
