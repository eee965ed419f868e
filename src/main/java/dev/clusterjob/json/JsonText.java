package dev.clusterjob.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * One JSON document as a string, written with jackson-core's streaming generator, and the field
 * shapes the JSON outputs ({@code gate parse --json}, {@code probe --json}) share.
 */
public final class JsonText {
    private static final JsonFactory FACTORY = new JsonFactory();

    private JsonText() {
    }

    /** What writes the document's one top-level value. */
    @FunctionalInterface
    public interface Body {
        void write(JsonGenerator g) throws IOException;
    }

    /** The text {@code body} writes, without a trailing newline. */
    public static String write(Body body) {
        StringWriter w = new StringWriter(1024);
        try (JsonGenerator g = FACTORY.createGenerator(w)) {
            body.write(g);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }

    /** {@code "key": ["a", "b"]}. */
    public static void strings(JsonGenerator g, String key, List<String> values) throws IOException {
        g.writeArrayFieldStart(key);
        for (String s : values) {
            g.writeString(s);
        }
        g.writeEndArray();
    }

    /** {@code "key": 12} as an int, a long or a double, after the value's type; {@code "key": null} for null. */
    public static void numberOrNull(JsonGenerator g, String key, Number v) throws IOException {
        if (v == null) {
            g.writeNullField(key);
        } else if (v instanceof Integer i) {
            g.writeNumberField(key, i.intValue());
        } else if (v instanceof Long l) {
            g.writeNumberField(key, l.longValue());
        } else {
            g.writeNumberField(key, v.doubleValue());
        }
    }

    /** {@code "key": "value"}, or no field at all when the value is null. */
    public static void stringIfSet(JsonGenerator g, String key, String v) throws IOException {
        if (v != null) {
            g.writeStringField(key, v);
        }
    }
}
