package dev.clusterjob.explain;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.clusterjob.json.JsonText;
import dev.clusterjob.know.Finding;
import dev.clusterjob.quote.PosixQuote;
import dev.clusterjob.quote.TextColumns;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Explain's output: the table and the findings as text, or one JSON document (docs/explain.md lists the fields). */
public final class ExplainPrinter {
    private static final int COMMAND_WIDTH = 70;

    private ExplainPrinter() {
    }

    /** The text form: one line about the simulation, the table, then one line per finding. */
    public static void text(Explainer.Report r, PrintWriter out) {
        Allocation a = r.allocation();
        out.println((r.slurm() ? "Simulated Slurm " + r.stack().version() + " job " + a.jobId() + " on "
                : "Started by hand on ") + dev.clusterjob.slurm.Hostlist.compress(a.hosts()) + " (" + a.hosts().size() + " node(s)"
                + gpus(a) + "): " + r.ranks().size() + " process(es) would start; the script "
                + (r.timedOut() ? "did not finish in time" : "exits " + r.exitCode()) + ".");
        if (!r.ranks().isEmpty()) {
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"RANK", "HOST", "NODE", "PROCID", "NODE_RANK", "LOCAL_RANK", "WORLD_SIZE", "MASTER", "GPUS",
                    "FABRIC (vs first row)", "COMMAND"});
            for (Rank x : r.ranks()) {
                rows.add(new String[] {dash(x.rank()), x.host(), x.nodeIndex() < 0 ? "-" : String.valueOf(x.nodeIndex()), dash(x.slurmProcid()),
                        dash(x.nodeRank()), dash(x.localRank()), dash(x.worldSize()), master(x), devices(x.visibleDevices()), fabric(x.fabricDiff()),
                        cut(PosixQuote.join(x.command()))});
            }
            table(rows, out);
        }
        for (Finding f : r.findings()) {
            out.println(f.severity().word() + " " + f.code() + (f.line() > 0 ? " " + f.file() + ":" + f.line() : "") + ": " + f.message());
        }
        long errors = r.findings().stream().filter(f -> f.severity() == dev.clusterjob.know.Severity.ERROR).count();
        out.println(errors == 0 ? "No errors." : errors + " error(s).");
    }

    /** The JSON form: {"ranks": [...], "findings": [...]} plus the simulation's facts. */
    public static String json(Explainer.Report r) {
        return JsonText.write(g -> {
            g.writeStartObject();
            g.writeStringField("stack", r.stack().id());
            g.writeBooleanField("slurm", r.slurm());
            g.writeNumberField("job_id", r.allocation().jobId());
            JsonText.strings(g, "nodes", r.allocation().hosts());
            g.writeNumberField("exit_code", r.exitCode());
            g.writeBooleanField("timed_out", r.timedOut());
            g.writeArrayFieldStart("ranks");
            for (Rank x : r.ranks()) {
                rank(g, x);
            }
            g.writeEndArray();
            g.writeArrayFieldStart("findings");
            for (Finding f : r.findings()) {
                g.writeStartObject();
                g.writeStringField("code", f.code());
                g.writeStringField("severity", f.severity().word());
                g.writeStringField("message", f.message());
                g.writeNumberField("line", f.line());
                JsonText.stringIfSet(g, "file", f.file());
                JsonText.stringIfSet(g, "host", f.host());
                if (f.rank() != null) {
                    g.writeNumberField("rank", f.rank());
                }
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        });
    }

    private static void rank(JsonGenerator g, Rank x) throws IOException {
        g.writeStartObject();
        g.writeStringField("host", x.host());
        g.writeNumberField("node_index", x.nodeIndex());
        g.writeStringField("rank", x.rank());
        g.writeStringField("local_rank", x.localRank());
        g.writeStringField("node_rank", x.nodeRank());
        g.writeStringField("world_size", x.worldSize());
        g.writeStringField("master_addr", x.masterAddr());
        g.writeStringField("master_port", x.masterPort());
        g.writeStringField("slurm_procid", x.slurmProcid());
        map(g, "visible_devices", x.visibleDevices());
        map(g, "fabric_diff", x.fabricDiff());
        g.writeStringField("command", PosixQuote.join(x.command()));
        JsonText.strings(g, "argv", x.command());
        g.writeNumberField("line", x.line());
        g.writeStringField("via", x.via());
        map(g, "env", x.env());
        g.writeEndObject();
    }

    private static void map(JsonGenerator g, String key, Map<String, String> m) throws IOException {
        g.writeObjectFieldStart(key);
        for (Map.Entry<String, String> e : m.entrySet()) {
            if (e.getValue() == null) {
                g.writeNullField(e.getKey());
            } else {
                g.writeStringField(e.getKey(), e.getValue());
            }
        }
        g.writeEndObject();
    }

    private static void table(List<String[]> rows, PrintWriter out) {
        TextColumns.aligned(rows).forEach(out::println);
    }

    private static String gpus(Allocation a) {
        int g = a.components().get(0).gpusPerNode();
        return g > 0 ? " x " + g + " GPU(s)" : "";
    }

    private static String master(Rank x) {
        if (x.masterAddr().isEmpty() && x.masterPort().isEmpty()) {
            return "-";
        }
        return dash(x.masterAddr()) + ":" + dash(x.masterPort());
    }

    private static String devices(Map<String, String> d) {
        if (d.isEmpty()) {
            return "-";
        }
        java.util.Set<String> values = new java.util.LinkedHashSet<>(d.values());
        return values.size() == 1 ? dash(values.iterator().next()) : String.join(" ", d.entrySet().stream()
                .map(e -> e.getKey().substring(0, e.getKey().indexOf('_')) + "=" + e.getValue()).toList());
    }

    private static String fabric(Map<String, String> diff) {
        if (diff.isEmpty()) {
            return "-";
        }
        return String.join(" ", diff.entrySet().stream().map(e -> e.getKey() + "=" + (e.getValue() == null ? "(unset)" : e.getValue())).toList());
    }

    private static String dash(String s) {
        return s == null || s.isEmpty() ? "-" : s;
    }

    private static String cut(String s) {
        return s.length() <= COMMAND_WIDTH ? s : s.substring(0, COMMAND_WIDTH - 3) + "...";
    }
}
