package dev.clusterjob.testing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A YAML document a test builds key by key (mappings, lists, scalars) and writes in block style, every
 * string double-quoted with escapes; each key or value may carry a tag, and {@link #write} records on
 * which line each tag landed, so that an error naming {@code file:line} can be traced back to the tag.
 */
public final class YamlDoc {
    /** A key or value with the tag of whoever put it there. */
    public record Tagged(String tag, Object value) {
    }

    private final Map<Object, Object> root = new LinkedHashMap<>();
    private final Map<Integer, String> tagsByLine = new TreeMap<>();

    /** The top mapping (keys String or {@link Tagged}; values String, Integer, Boolean, List, Map or Tagged). */
    public Map<Object, Object> root() {
        return root;
    }

    /** The mapping at {@code path} under the root, made when missing. */
    @SuppressWarnings("unchecked")
    public Map<Object, Object> map(String... path) {
        Map<Object, Object> m = root;
        for (String k : path) {
            m = (Map<Object, Object>) m.computeIfAbsent(k, x -> new LinkedHashMap<>());
        }
        return m;
    }

    /** The tag written on {@code line} (1-based) by the last {@link #write}, or null. */
    public String tagAt(int line) {
        return tagsByLine.get(line);
    }

    /** The document as YAML text. */
    public String write() {
        tagsByLine.clear();
        List<String> lines = new ArrayList<>();
        mapping(root, "", lines);
        return String.join("\n", lines) + "\n";
    }

    private void mapping(Map<?, ?> m, String indent, List<String> lines) {
        for (Map.Entry<?, ?> e : m.entrySet()) {
            String key = indent + scalar(e.getKey(), lines.size() + 1) + ":";
            Object v = untag(e.getValue(), lines.size() + 1);
            if (v instanceof Map<?, ?> sub && !sub.isEmpty()) {
                lines.add(key);
                mapping(sub, indent + "  ", lines);
            } else if (v instanceof List<?> l && !l.isEmpty()) {
                // an error about a list names the key's line: it belongs to the first tagged item
                l.stream().filter(i -> i instanceof Tagged).findFirst().ifPresent(i -> untag(i, lines.size() + 1));
                lines.add(key);
                for (Object item : l) {
                    Object i = untag(item, lines.size() + 1);
                    if (i instanceof Map<?, ?> im) {
                        lines.add(indent + "  -");
                        mapping(im, indent + "    ", lines);
                    } else {
                        lines.add(indent + "  - " + scalar(i, lines.size() + 1));
                    }
                }
            } else {
                lines.add(key + " " + scalar(v, lines.size() + 1));
            }
        }
    }

    private Object untag(Object o, int line) {
        if (o instanceof Tagged t) {
            tagsByLine.putIfAbsent(line, t.tag());
            return t.value();
        }
        return o;
    }

    private String scalar(Object o, int line) {
        Object v = untag(o, line);
        if (v instanceof Map<?, ?>) {
            return "{}";
        }
        if (v instanceof List<?>) {
            return "[]";
        }
        if (v instanceof Integer || v instanceof Boolean) {
            return v.toString();
        }
        return quote(String.valueOf(v));
    }

    /** A YAML double-quoted scalar: quotes, backslashes and every control character escaped. */
    public static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        s.codePoints().forEach(cp -> {
            if (cp == '"') {
                b.append("\\\"");
            } else if (cp == '\\') {
                b.append("\\\\");
            } else if (cp < 0x20 || cp == 0x7f) {
                b.append(String.format("\\x%02x", cp));
            } else {
                b.appendCodePoint(cp);
            }
        });
        return b.append('"').toString();
    }
}
