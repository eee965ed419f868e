package dev.clusterjob.gate;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.clusterjob.json.JsonText;

import java.io.IOException;
import java.util.Optional;

/** One run and its verdict as one line of JSON (jackson-core streaming; field list in docs/gate.md). */
public final class GateJson {
    private GateJson() {
    }

    /** The JSON object, without a trailing newline; {@code file} and {@code index} say where the run came from. */
    public static String write(String file, int index, NcclTestsRun run, Verdict v) {
        return JsonText.write(g -> run(g, file, index, run, v));
    }

    private static void run(JsonGenerator g, String file, int index, NcclTestsRun run, Verdict v) throws IOException {
        g.writeStartObject();
        g.writeStringField("file", file);
        g.writeNumberField("run", index);
        g.writeStringField("verdict", v.status().name());
        g.writeArrayFieldStart("reasons");
        for (Verdict.Reason r : v.reasons()) {
            g.writeString(r.token());
        }
        g.writeEndArray();
        JsonText.numberOrNull(g, "judged_busbw_gbps", v.judgedBusbw());
        JsonText.numberOrNull(g, "judged_bytes", v.judgedRow() == null ? null : (Long) v.judgedRow().bytes());
        g.writeNumberField("judged_from_bytes", v.judgedFromBytes());
        JsonText.numberOrNull(g, "min_busbw_gbps", v.criteria().minBusbwGbps());
        JsonText.numberOrNull(g, "max_busbw_gbps", v.maxBusbw());
        JsonText.numberOrNull(g, "avg_busbw_gbps", run.avgBusbw());
        JsonText.numberOrNull(g, "wrong", run.wrongTotal());
        JsonText.numberOrNull(g, "out_of_bounds", run.outOfBounds());
        g.writeNumberField("ranks", run.ranks().size());
        JsonText.strings(g, "hosts", run.hosts());
        g.writeStringField("tool", run.tool());
        g.writeStringField("collective", run.collective());
        g.writeBooleanField("complete", run.complete());
        JsonText.strings(g, "errors", run.errors());
        g.writeNumberField("nccl_warnings", run.warnings().size());
        g.writeBooleanField("run_found", true);
        crash(g, Crash.cause(run.errors()));
        rankList(g, run.ranks());
        rows(g, run.rows());
        g.writeEndObject();
    }

    /** "crash": the first error's kind, host, place and words, or null. */
    private static void crash(JsonGenerator g, Optional<Crash> crash) throws IOException {
        if (crash.isEmpty()) {
            g.writeNullField("crash");
            return;
        }
        Crash c = crash.get();
        g.writeObjectFieldStart("crash");
        g.writeStringField("kind", c.kind());
        g.writeStringField("host", c.host());
        g.writeStringField("where", c.where());
        g.writeStringField("message", c.message());
        g.writeStringField("text", c.describe());
        g.writeEndObject();
    }

    /** "rank_list": each rank's host and device. */
    private static void rankList(JsonGenerator g, java.util.List<NcclTestsRun.Rank> ranks) throws IOException {
        g.writeArrayFieldStart("rank_list");
        for (NcclTestsRun.Rank r : ranks) {
            g.writeStartObject();
            g.writeNumberField("rank", r.rank());
            g.writeStringField("host", r.host());
            g.writeNumberField("device", r.device());
            g.writeStringField("bus_id", r.busId());
            g.writeStringField("name", r.deviceName());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    /** "rows": the table, one object per message size. */
    private static void rows(JsonGenerator g, java.util.List<NcclTestsRun.Row> rows) throws IOException {
        g.writeArrayFieldStart("rows");
        for (NcclTestsRun.Row r : rows) {
            g.writeStartObject();
            g.writeNumberField("bytes", r.bytes());
            g.writeNumberField("count", r.count());
            g.writeStringField("type", r.type());
            g.writeStringField("redop", r.redop());
            timing(g, "out_of_place", r.outOfPlace());
            timing(g, "in_place", r.inPlace());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    /**
     * The object for an input in which no run was found ({@code gate parse} exits 92): the same fields as
     * {@link #write}, {@code verdict} NO_RUN, {@code reasons} ["no-run"], {@code run} 0, {@code run_found}
     * false, and null / empty everywhere else.
     */
    public static String writeNoRun(String file, GateCriteria criteria, int lines) {
        return JsonText.write(g -> noRun(g, file, criteria, lines));
    }

    private static void noRun(JsonGenerator g, String file, GateCriteria criteria, int lines) throws IOException {
        g.writeStartObject();
        g.writeStringField("file", file);
        g.writeNumberField("run", 0);
        g.writeStringField("verdict", "NO_RUN");
        g.writeArrayFieldStart("reasons");
        g.writeString("no-run");
        g.writeEndArray();
        g.writeNullField("judged_busbw_gbps");
        g.writeNullField("judged_bytes");
        g.writeNumberField("judged_from_bytes", 0);
        JsonText.numberOrNull(g, "min_busbw_gbps", criteria.minBusbwGbps());
        g.writeNullField("max_busbw_gbps");
        g.writeNullField("avg_busbw_gbps");
        g.writeNullField("wrong");
        g.writeNullField("out_of_bounds");
        g.writeNumberField("ranks", 0);
        g.writeArrayFieldStart("hosts");
        g.writeEndArray();
        g.writeNullField("tool");
        g.writeNullField("collective");
        g.writeBooleanField("complete", false);
        g.writeArrayFieldStart("errors");
        g.writeEndArray();
        g.writeNumberField("nccl_warnings", 0);
        g.writeBooleanField("run_found", false);
        g.writeNullField("crash");
        g.writeNumberField("lines_read", lines);
        g.writeArrayFieldStart("rank_list");
        g.writeEndArray();
        g.writeArrayFieldStart("rows");
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void timing(JsonGenerator g, String name, NcclTestsRun.Timing t) throws IOException {
        g.writeObjectFieldStart(name);
        g.writeNumberField("time_us", t.timeUs());
        g.writeNumberField("algbw_gbps", t.algbw());
        g.writeNumberField("busbw_gbps", t.busbw());
        JsonText.numberOrNull(g, "wrong", t.wrong());
        g.writeEndObject();
    }
}
