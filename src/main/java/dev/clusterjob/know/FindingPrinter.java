package dev.clusterjob.know;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.clusterjob.quote.TerminalText;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/** Prints findings for people (one block per finding, then a summary line) or as JSON (jackson-core streaming). */
public final class FindingPrinter {
    private static final JsonFactory JSON = new JsonFactory();

    private FindingPrinter() {
    }

    /** Counts by severity. */
    public record Summary(int errors, int warnings, int infos) {
        public static Summary of(List<Finding> findings) {
            int e = 0;
            int w = 0;
            int i = 0;
            for (Finding f : findings) {
                switch (f.severity()) {
                    case ERROR -> e++;
                    case WARNING -> w++;
                    case INFO -> i++;
                }
            }
            return new Summary(e, w, i);
        }

        @Override
        public String toString() {
            return errors + (errors == 1 ? " error, " : " errors, ") + warnings + (warnings == 1 ? " warning, " : " warnings, ")
                    + infos + " info";
        }
    }

    /**
     * Text form, e.g. {@code job.sbatch:12: error env.not-real NCCL_TIMEOUT: ...}, then an indented
     * line with host/rank/peer when known, then {@code   hint: ...}; a summary line ends the output.
     */
    public static void text(List<Finding> findings, int filesRead, PrintWriter out) {
        text(findings, filesRead, null, out);
    }

    /**
     * The text form; with a doctor's {@code certainty} that is unknown, the lines that look like a failure and
     * that no rule placed come before the summary line ({@code unplaced: file:line: text}).
     */
    public static void text(List<Finding> findings, int filesRead, Certainty certainty, PrintWriter out) {
        for (Finding f : findings) {
            StringBuilder b = new StringBuilder();
            if (!f.where().isEmpty()) {
                b.append(f.where()).append(": ");
            }
            b.append(f.severity().word()).append(' ').append(f.code());
            if (f.variable() != null) {
                b.append(' ').append(f.variable());
            }
            b.append(": ").append(f.message());
            out.println(TerminalText.line(b.toString()));
            if (f.consequence()) {
                out.println(TerminalText.line("  consequence of " + (f.cause() != null ? f.cause() : "an error above") + ": not a cause of its own"));
            }
            String who = who(f);
            if (!who.isEmpty()) {
                out.println(TerminalText.line("  " + who));
            }
            out.println(TerminalText.line("  hint: " + f.hint()));
        }
        if (certainty != null && certainty.level() == Certainty.Level.UNKNOWN) {
            out.println("no rule explains these lines (diagnosis unknown): read them, and run doctor on the other nodes' logs too");
            for (Certainty.Unplaced u : certainty.unplaced()) {
                out.println(TerminalText.line("  unplaced: " + u.file() + ":" + u.line() + ": " + clipped(u.text())));
            }
        }
        out.println(Summary.of(findings) + " in " + filesRead + (filesRead == 1 ? " file" : " files"));
    }

    /** The most of an unplaced line the text form prints; the JSON form keeps the line whole. */
    static final int UNPLACED_CHARS = 400;

    /**
     * An unplaced line for the terminal: a line a progress bar redrew for hours can be megabytes long, so its head and its tail
     * (where the error a bar ran into stands) are printed with how much was left out between them.
     */
    static String clipped(String text) {
        if (text.length() <= UNPLACED_CHARS) {
            return text;
        }
        int half = UNPLACED_CHARS / 2;
        return text.substring(0, half) + " [... " + (text.length() - 2 * half) + " characters left out ...] " + text.substring(text.length() - half);
    }

    static String who(Finding f) {
        List<String> parts = new ArrayList<>();
        if (f.host() != null) {
            parts.add("host " + f.host());
        }
        if (f.rank() != null) {
            parts.add("rank " + f.rank());
        }
        if (f.peer() != null) {
            parts.add("peer " + (f.peerNode() != null ? f.peerNode() + " (" + f.peer() + ")" : f.peer()));
        }
        return String.join(", ", parts);
    }

    /**
     * JSON form: {@code {"findings":[{...}], "summary":{"errors":N,"warnings":N,"infos":N}, "files":N}};
     * every finding has all keys, null where unknown, so consumers can rely on the shape. {@code consequence}
     * (boolean) and {@code cause} ("code at file:line" or null) say whether a doctor finding only witnesses another.
     */
    public static void json(List<Finding> findings, int filesRead, Writer out) throws IOException {
        json(findings, filesRead, null, out);
    }

    /**
     * The JSON form with, when {@code certainty} is given (doctor), {@code "certainty": "certain|likely|unknown"}
     * and {@code "unplaced": [{"file", "line", "text"}]} in the summary: the lines that look like a failure
     * and that no rule placed, listed when the diagnosis is not certain.
     */
    public static void json(List<Finding> findings, int filesRead, Certainty certainty, Writer out) throws IOException {
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeArrayFieldStart("findings");
            for (Finding f : findings) {
                g.writeStartObject();
                g.writeStringField("severity", f.severity().word());
                g.writeStringField("code", f.code());
                g.writeStringField("file", f.file());
                if (f.line() > 0) {
                    g.writeNumberField("line", f.line());
                } else {
                    g.writeNullField("line");
                }
                g.writeStringField("variable", f.variable());
                g.writeStringField("message", f.message());
                g.writeStringField("hint", f.hint());
                g.writeStringField("host", f.host());
                if (f.rank() != null) {
                    g.writeNumberField("rank", f.rank());
                } else {
                    g.writeNullField("rank");
                }
                g.writeStringField("peer", f.peer());
                g.writeStringField("peer_node", f.peerNode());
                g.writeBooleanField("consequence", f.consequence());
                g.writeStringField("cause", f.cause());
                g.writeEndObject();
            }
            g.writeEndArray();
            Summary s = Summary.of(findings);
            g.writeObjectFieldStart("summary");
            g.writeNumberField("errors", s.errors());
            g.writeNumberField("warnings", s.warnings());
            g.writeNumberField("infos", s.infos());
            if (certainty != null) {
                certainty(g, certainty);
            }
            g.writeEndObject();
            g.writeNumberField("files", filesRead);
            g.writeEndObject();
        }
        out.write('\n');
        out.flush();
    }

    private static void certainty(JsonGenerator g, Certainty c) throws IOException {
        g.writeStringField("certainty", c.level().word());
        g.writeArrayFieldStart("unplaced");
        for (Certainty.Unplaced u : c.unplaced()) {
            g.writeStartObject();
            g.writeStringField("file", u.file());
            g.writeNumberField("line", u.line());
            g.writeStringField("text", u.text());
            g.writeEndObject();
        }
        g.writeEndArray();
    }
}
