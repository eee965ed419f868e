package dev.clusterjob.submit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.clusterjob.slurm.JobInfo;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;

/** The {@code --json} object of submit, wait and status (fields in docs/submit.md: an interface contract). */
public final class JobsJson {
    private JobsJson() {
    }

    /** Writes {@code {"jobs":[...],"exit_code":N}} for jobs that were waited for (exit_code omitted when negative). */
    public static String write(List<JobInfo> jobs, List<Journal.Entry> submitted, int exitCode) {
        return write(jobs, submitted, exitCode, List.of());
    }

    /** The same with each job's {@code cluster} (status: {@link StatusQuery#cluster}; a null or missing one is left out). */
    public static String write(List<JobInfo> jobs, List<Journal.Entry> submitted, int exitCode, List<String> clusters) {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = new JsonFactory().createGenerator(w)) {
            g.writeStartObject();
            g.writeArrayFieldStart("jobs");
            for (int i = 0; i < Math.max(jobs.size(), submitted.size()); i++) {
                JobInfo j = i < jobs.size() ? jobs.get(i) : null;
                Journal.Entry e = i < submitted.size() ? submitted.get(i) : null;
                g.writeStartObject();
                str(g, "id", j != null ? j.id() : e.id());
                str(g, "name", j != null && j.name() != null ? j.name() : e != null ? e.name() : null);
                if (e != null) {
                    str(g, "cluster", e.cluster());
                    str(g, "script", e.script());
                    str(g, "tag", e.tag());
                    if (e.login() != null) {
                        str(g, "remote", e.login().endpoint());
                    }
                }
                if (j != null) {
                    str(g, "state", j.state() == null ? null : j.state().name());
                    str(g, "elapsed", j.elapsed());
                    if (j.nodes() != null) {
                        g.writeNumberField("nodes", j.nodes());
                    }
                    str(g, "nodelist", j.nodeList());
                    str(g, "reason", j.reason());
                    str(g, "exit", j.exit() == null ? null : j.exit().toString());
                    if (j.state() != null && j.state().terminal()) {
                        g.writeNumberField("exit_code", Outcome.exitCode(j));
                    }
                }
                if (e == null && i < clusters.size()) {
                    str(g, "cluster", clusters.get(i));
                }
                g.writeEndObject();
            }
            g.writeEndArray();
            if (exitCode >= 0) {
                g.writeNumberField("exit_code", exitCode);
            }
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }

    private static void str(JsonGenerator g, String name, String value) throws IOException {
        if (value != null) {
            g.writeStringField(name, value);
        }
    }
}
