package dev.clusterjob.yaml;

import dev.clusterjob.ClusterjobException;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.MappingEndEvent;
import org.yaml.snakeyaml.events.MappingStartEvent;
import org.yaml.snakeyaml.events.ScalarEvent;
import org.yaml.snakeyaml.events.SequenceEndEvent;
import org.yaml.snakeyaml.events.SequenceStartEvent;
import org.yaml.snakeyaml.parser.Parser;
import org.yaml.snakeyaml.parser.ParserImpl;
import org.yaml.snakeyaml.reader.StreamReader;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads YAML into {@link YamlNode}s with line numbers, on SnakeYAML's event parser (no data
 * binding, no reflection: cheap at start-up). Plain scalars are typed by the YAML 1.2 core schema
 * (so {@code on} and {@code yes} stay strings); quoted ones are strings. Duplicate keys, anchors and
 * several documents are errors.
 */
public final class YamlReader {
    private static final Pattern NULL = Pattern.compile("|~|null|Null|NULL");
    private static final Pattern BOOL = Pattern.compile("true|True|TRUE|false|False|FALSE");
    private static final Pattern INT = Pattern.compile("[-+]?[0-9][0-9_]*|0x[0-9a-fA-F_]+|0o[0-7_]+");
    private static final Pattern FLOAT = Pattern.compile(
            "[-+]?(\\.[0-9]+|[0-9][0-9_]*(\\.[0-9_]*)?)([eE][-+]?[0-9]+)?|[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN)");
    private static final String STR_TAG = "tag:yaml.org,2002:str";

    private YamlReader() {
    }

    /** Reads a file; a missing file or a syntax error becomes a one-line bad-input error naming it. */
    public static YamlNode read(Path file) {
        String text;
        try {
            text = utf8(file, Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            throw ClusterjobException.badInput(file.toString(), "file not found");
        } catch (IOException e) {
            throw ClusterjobException.badInput(file.toString(), "cannot read: " + e.getMessage());
        }
        return parse(file.toString(), text);
    }

    /** {@code bytes} as UTF-8; else a one-line error naming the file's line with the first byte that is not UTF-8. */
    private static String utf8(Path file, byte[] bytes) {
        java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(bytes);
        java.nio.CharBuffer out = java.nio.CharBuffer.allocate(bytes.length);
        java.nio.charset.CoderResult r = StandardCharsets.UTF_8.newDecoder().decode(in, out, true);
        if (r.isError()) {
            int line = 1;
            for (int i = 0; i < in.position(); i++) {
                if (bytes[i] == '\n') {
                    line++;
                }
            }
            throw ClusterjobException.badInputAt(file.toString(), line, String.format(
                    "not UTF-8 text (byte 0x%02x): save the file as UTF-8", bytes[in.position()] & 0xff));
        }
        return out.flip().toString();
    }

    /** Parses {@code text}; {@code name} is used in messages. An empty document reads as an empty mapping. */
    public static YamlNode parse(String name, String text) {
        try {
            Parser p = new ParserImpl(new StreamReader(new StringReader(text)), new LoaderOptions());
            p.getEvent(); // stream start
            if (p.checkEvent(Event.ID.StreamEnd)) {
                return new YamlNode.Mapping(Map.of(), Map.of(), new YamlNode.Origin(name, 1));
            }
            p.getEvent(); // document start
            YamlNode node = value(p, p.getEvent(), name);
            p.getEvent(); // document end
            if (!p.checkEvent(Event.ID.StreamEnd)) {
                throw ClusterjobException.badInput(origin(p.peekEvent().getStartMark(), name).toString(),
                        "only one YAML document is allowed");
            }
            return node;
        } catch (MarkedYAMLException e) {
            // where the parser noticed; at the end of the text, where the unclosed construct began
            Mark m = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            if (e.getContextMark() != null && (m == null || m.getIndex() >= text.stripTrailing().length())) {
                m = e.getContextMark();
            }
            String problem = e.getProblem() != null ? e.getProblem() : "invalid YAML";
            throw origin(m, name).badInput("invalid YAML: " + problem.lines().findFirst().orElse(problem));
        } catch (YAMLException e) {
            throw ClusterjobException.badInput(name, "invalid YAML: " + String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
        }
    }

    private static YamlNode.Origin origin(Mark m, String name) {
        return new YamlNode.Origin(name, m == null ? 0 : m.getLine() + 1);
    }

    private static YamlNode value(Parser p, Event e, String name) {
        YamlNode.Origin at = origin(e.getStartMark(), name);
        if (e instanceof MappingStartEvent) {
            Map<String, YamlNode> entries = new LinkedHashMap<>();
            Map<String, YamlNode.Origin> keys = new LinkedHashMap<>();
            while (true) {
                Event k = p.getEvent();
                if (k instanceof MappingEndEvent) {
                    return new YamlNode.Mapping(entries, keys, at);
                }
                YamlNode.Origin keyAt = origin(k.getStartMark(), name);
                if (!(k instanceof ScalarEvent ks)) {
                    throw keyAt.badInput("a mapping key must be a plain string");
                }
                String key = noNul(ks.getValue(), keyAt);
                if (entries.containsKey(key)) {
                    throw ClusterjobException.badInput(keyAt.toString(),
                            "duplicate key '" + key + "' (first at line " + keys.get(key).line() + ")");
                }
                entries.put(key, value(p, p.getEvent(), name));
                keys.put(key, keyAt);
            }
        }
        if (e instanceof SequenceStartEvent) {
            List<YamlNode> items = new ArrayList<>();
            for (Event i = p.getEvent(); !(i instanceof SequenceEndEvent); i = p.getEvent()) {
                items.add(value(p, i, name));
            }
            return new YamlNode.Sequence(items, at);
        }
        if (e instanceof ScalarEvent s) {
            YamlNode.Scalar.Type t = type(s);
            return new YamlNode.Scalar(t == YamlNode.Scalar.Type.NULL ? "" : noNul(s.getValue(), at), t, at);
        }
        if (e instanceof AliasEvent) {
            throw at.badInput("YAML anchors and aliases (*name) are not supported: write the value out");
        }
        throw at.badInput("unsupported YAML construct " + e.getEventId());
    }

    /**
     * A NUL character (YAML's \0 or \x00 escapes) cannot reach a program's argument, an environment variable or a
     * script: bash drops it silently, so "a\0b" would arrive as "ab". Refused where it is written.
     */
    private static String noNul(String s, YamlNode.Origin at) {
        if (s.indexOf('\0') >= 0) {
            throw at.badInput("a NUL character (\\0) cannot be passed to a program or a script");
        }
        return s;
    }

    /** YAML 1.2 core schema for plain scalars; quoted or !!str-tagged scalars are strings. */
    static YamlNode.Scalar.Type type(ScalarEvent s) {
        if (s.getScalarStyle() != DumperOptions.ScalarStyle.PLAIN || STR_TAG.equals(s.getTag())) {
            return YamlNode.Scalar.Type.STRING;
        }
        String v = s.getValue();
        if (NULL.matcher(v).matches()) {
            return YamlNode.Scalar.Type.NULL;
        }
        if (BOOL.matcher(v).matches()) {
            return YamlNode.Scalar.Type.BOOL;
        }
        if (INT.matcher(v).matches()) {
            return YamlNode.Scalar.Type.INT;
        }
        if (FLOAT.matcher(v).matches()) {
            return YamlNode.Scalar.Type.FLOAT;
        }
        return YamlNode.Scalar.Type.STRING;
    }
}
