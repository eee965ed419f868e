package dev.clusterjob.yaml;

import dev.clusterjob.ClusterjobException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A settings block ({@code gate:}, {@code requeue:}, {@code container:} ...) read key by key: the
 * mapping checked against its keys (an unknown one is a one-line error with a suggestion), its
 * entries in file order, each with typed readers that name {@code field.key} in their errors, and
 * the values the caller read, by key. Keys not written read back as null.
 */
public final class YamlBlock {
    private final YamlNode.Mapping mapping;
    private final String field;
    private final Map<String, Object> values = new HashMap<>();

    private YamlBlock(YamlNode.Mapping mapping, String field) {
        this.mapping = mapping;
        this.field = field;
    }

    /** Reads one entry's value (typed and checked), or throws the one-line error ({@link Entry#bad}). */
    @FunctionalInterface
    public interface KeyReader {
        Object read(Entry e);
    }

    /** {@code node} as a block of {@code keys}; {@code what} says what was expected where it is no mapping. */
    public static YamlBlock of(YamlNode node, String field, List<String> keys, String what) {
        return new YamlBlock(YamlNode.block(node, field, keys, what), field);
    }

    /** {@link #of} with every entry read by {@code reader}, in file order (so the first bad key in the file is reported). */
    public static YamlBlock read(YamlNode node, String field, List<String> keys, String what, KeyReader reader) {
        YamlBlock b = of(node, field, keys, what);
        for (Entry e : b.entries()) {
            b.put(e, reader.read(e));
        }
        return b;
    }

    /** {@code true} / {@code false} written instead of a mapping: that boolean, else null. */
    public static Boolean toggle(YamlNode node) {
        return YamlNode.toggle(node);
    }

    /** The entries as written, in file order. */
    public List<Entry> entries() {
        List<Entry> out = new ArrayList<>(mapping.entries().size());
        for (Map.Entry<String, YamlNode> e : mapping.entries().entrySet()) {
            out.add(new Entry(e.getKey(), e.getValue(), field + "." + e.getKey()));
        }
        return out;
    }

    /** Keeps what the caller read from {@code e}. */
    private void put(Entry e, Object value) {
        values.put(e.key(), value);
    }

    /** What was kept for {@code key}, or null when the block does not set it. */
    public <T> T get(String key, Class<T> type) {
        return type.cast(values.get(key));
    }

    /** Where the block starts. */
    public String where() {
        return mapping.origin().toString();
    }

    /** One key of the block: its name, its value node and {@code field.key} for messages. */
    public record Entry(String key, YamlNode value, String field) {
        /** Where the value stands (file:line). */
        public String where() {
            return value.origin().toString();
        }

        public String string() {
            return YamlNode.string(value, field);
        }

        public int integer(int min) {
            return YamlNode.integer(value, field, min);
        }

        public boolean bool() {
            return YamlNode.bool(value, field);
        }

        public List<String> strings() {
            return YamlNode.stringList(value, field);
        }

        /** The one-line error {@code file:line: field.key: problem}. */
        public ClusterjobException bad(String problem) {
            return ClusterjobException.badInput(where(), field + ": " + problem);
        }
    }
}
