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
        job.put("hasCpusPerTask", p.directives().stream().anyMatch(d -> d.startsWith("--cpus-per-task=")));
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
        launcher.put("sshPort", p.sshPort() == null ? "" : String.valueOf(p.sshPort()));
        m.put("launcher", launcher);

        List<Map<String, Object>> env = new ArrayList<>();
        p.env().forEach((k, v) -> {
            Map<String, Object> e = new LinkedHashMap<>();
            e.put("name", k);
            e.put("value", v);
            e.put("fromSpec", !p.profile().env().containsKey(k) || !p.profile().env().get(k).equals(v));
            env.add(e);
        });
        m.put("env", env);
        m.put("gate", gate(p));
        return m;
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
