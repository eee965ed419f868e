package dev.clusterjob.yaml;

import dev.clusterjob.ClusterjobException;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A YAML value that remembers where it came from ({@code file:line}), so every bad-input message
 * can name the place. Scalars keep their source text exactly (an env value {@code 0} stays "0").
 */
public sealed interface YamlNode permits YamlNode.Scalar, YamlNode.Mapping, YamlNode.Sequence {

    /** Where the node starts: file name and 1-based line. */
    record Origin(String file, int line) {
        @Override
        public String toString() {
            return line > 0 ? file + ":" + line : file;
        }

        /** Bad input here: "file:line: what", exit code 2, with the file and line kept apart for lint. */
        public dev.clusterjob.ClusterjobException badInput(String what) {
            return dev.clusterjob.ClusterjobException.badInputAt(file, line, what);
        }
    }

    Origin origin();

    /** A human word for the node's kind, used in "expected X, got Y" messages. */
    String kind();

    /** A scalar: its text as written, and whether YAML typed it (number, boolean, null) or it is a string. */
    record Scalar(String text, Type type, Origin origin) implements YamlNode {
        public enum Type { STRING, INT, FLOAT, BOOL, NULL }

        public boolean isNull() {
            return type == Type.NULL;
        }

        @Override
        public String kind() {
            return switch (type) {
                case NULL -> "null";
                case INT -> "integer " + text;
                case FLOAT -> "number " + text;
                case BOOL -> "boolean " + text;
                case STRING -> "string '" + text + "'";
            };
        }
    }

    /** A mapping with string keys in source order; each key keeps its own origin. */
    record Mapping(Map<String, YamlNode> entries, Map<String, Origin> keyOrigins, Origin origin) implements YamlNode {
        public Mapping {
            entries = Collections.unmodifiableMap(new LinkedHashMap<>(entries));
            keyOrigins = Collections.unmodifiableMap(new LinkedHashMap<>(keyOrigins));
        }

        public YamlNode get(String key) {
            return entries.get(key);
        }

        public Origin keyOrigin(String key) {
            return keyOrigins.getOrDefault(key, origin);
        }

        @Override
        public String kind() {
            return "a mapping";
        }
    }

    /** A sequence. */
    record Sequence(List<YamlNode> items, Origin origin) implements YamlNode {
        public Sequence {
            items = List.copyOf(items);
        }

        @Override
        public String kind() {
            return "a list";
        }
    }

    // ---- typed access with one-line errors naming file:line and field -------------------------

    static ClusterjobException wrong(YamlNode node, String field, String expected) {
        if (node == null) { // a required key that is not there: the field names it (the mapping's place is the caller's)
            return ClusterjobException.badInput(field, "missing: expected " + expected);
        }
        return node.origin().badInput(field + ": expected " + expected + ", got " + node.kind());
    }

    static String string(YamlNode node, String field) {
        if (node instanceof Scalar s && !s.isNull()) {
            return s.text();
        }
        throw wrong(node, field, "a string");
    }

    static int integer(YamlNode node, String field, int min) {
        if (node instanceof Scalar s && s.type() == Scalar.Type.INT) {
            try {
                int v = Integer.parseInt(s.text().replace("_", ""));
                if (v >= min) {
                    return v;
                }
            } catch (NumberFormatException ignored) {
                // falls through to the error below
            }
        }
        throw wrong(node, field, "an integer >= " + min);
    }

    static boolean bool(YamlNode node, String field) {
        if (node instanceof Scalar s && s.type() == Scalar.Type.BOOL) {
            return Boolean.parseBoolean(s.text().toLowerCase(java.util.Locale.ROOT));
        }
        throw wrong(node, field, "true or false");
    }

    static Mapping mapping(YamlNode node, String field) {
        if (node instanceof Mapping m) {
            return m;
        }
        throw wrong(node, field, "a mapping (key: value lines)");
    }

    /**
     * A block of named keys ({@code gate:}, {@code requeue:}, {@code container:}, {@code login:}): the
     * mapping, after every key was checked against {@code keys} (an unknown key is a one-line error at
     * that key with a did-you-mean hint and the list of keys). {@code what} says what else may stand
     * there in the "expected" message, e.g. "true, false or a mapping of gate keys".
     */
    static Mapping block(YamlNode node, String field, List<String> keys, String what) {
        if (!(node instanceof Mapping m)) {
            throw wrong(node, field, what + " (" + String.join(", ", keys) + ")");
        }
        for (String key : m.entries().keySet()) {
            if (!keys.contains(key)) {
                throw m.keyOrigin(key).badInput(field + ": unknown key '" + key + "'"
                        + Suggest.didYouMean(key, keys) + " (expected one of: " + String.join(", ", keys) + ")");
            }
        }
        return m;
    }

    /** A block written as {@code true} or {@code false} instead of a mapping: that boolean, else null. */
    static Boolean toggle(YamlNode node) {
        if (node instanceof Scalar s && s.type() == Scalar.Type.BOOL) {
            return Boolean.parseBoolean(s.text().toLowerCase(java.util.Locale.ROOT));
        }
        return null;
    }

    /** A list of strings; a scalar is refused with a hint, so a command line is never split by guesswork. */
    static List<String> stringList(YamlNode node, String field) {
        if (node instanceof Sequence seq) {
            List<String> out = new ArrayList<>();
            for (int i = 0; i < seq.items().size(); i++) {
                YamlNode item = seq.items().get(i);
                if (item instanceof Scalar s && !s.isNull()) {
                    out.add(s.text());
                } else {
                    throw wrong(item, field + "[" + i + "]", "a string");
                }
            }
            return out;
        }
        throw wrong(node, field, "a list, e.g. [train.py, --stage, sft]");
    }

    /** A mapping of scalar values; a null value is kept as null (meaning "unset this inherited key"). */
    static Map<String, String> scalarMap(YamlNode node, String field) {
        Mapping m = mapping(node, field);
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, YamlNode> e : m.entries().entrySet()) {
            if (e.getValue() instanceof Scalar s) {
                out.put(e.getKey(), s.isNull() ? null : s.text());
            } else {
                throw wrong(e.getValue(), field + "." + e.getKey(), "a single value");
            }
        }
        return out;
    }
}
