package dev.clusterjob.yaml;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.clusterjob.ClusterjobException;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads YAML into {@link YamlNode}s with line numbers, on Jackson's streaming parser only
 * (no data binding, no reflection: cheap at start-up). Duplicate keys are an error.
 */
public final class YamlReader {
    private static final YAMLFactory FACTORY = new YAMLFactory();

    private YamlReader() {
    }

    /** Reads a file; a missing file or a syntax error becomes a one-line bad-input error naming it. */
    public static YamlNode read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw ClusterjobException.badInput(file.toString(), "file not found");
        } catch (IOException e) {
            throw ClusterjobException.badInput(file.toString(), "cannot read: " + e.getMessage());
        }
        return parse(file.toString(), text);
    }

    /** Parses {@code text}; {@code name} is used in messages. An empty document reads as an empty mapping. */
    public static YamlNode parse(String name, String text) {
        try (Reader r = new StringReader(text); JsonParser p = FACTORY.createParser(r)) {
            JsonToken t = p.nextToken();
            if (t == null) {
                return new YamlNode.Mapping(Map.of(), Map.of(), new YamlNode.Origin(name, 1));
            }
            YamlNode node = value(p, name);
            if (p.nextToken() != null) {
                throw ClusterjobException.badInput(origin(p, name).toString(), "only one YAML document is allowed");
            }
            return node;
        } catch (JsonProcessingException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            String msg = e.getOriginalMessage() == null ? "invalid YAML" : e.getOriginalMessage().lines().findFirst().orElse("invalid YAML");
            throw ClusterjobException.badInput(new YamlNode.Origin(name, line).toString(), "invalid YAML: " + msg);
        } catch (IOException e) {
            throw ClusterjobException.badInput(name, "cannot read: " + e.getMessage());
        }
    }

    private static YamlNode.Origin origin(JsonParser p, String name) {
        return new YamlNode.Origin(name, p.currentTokenLocation().getLineNr());
    }

    private static YamlNode value(JsonParser p, String name) throws IOException {
        JsonToken t = p.currentToken();
        YamlNode.Origin at = origin(p, name);
        switch (t) {
            case START_OBJECT: {
                Map<String, YamlNode> entries = new LinkedHashMap<>();
                Map<String, YamlNode.Origin> keys = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String key = p.currentName();
                    YamlNode.Origin keyAt = origin(p, name);
                    if (entries.containsKey(key)) {
                        throw ClusterjobException.badInput(keyAt.toString(),
                                "duplicate key '" + key + "' (first at line " + keys.get(key).line() + ")");
                    }
                    p.nextToken();
                    entries.put(key, value(p, name));
                    keys.put(key, keyAt);
                }
                return new YamlNode.Mapping(entries, keys, at);
            }
            case START_ARRAY: {
                List<YamlNode> items = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    items.add(value(p, name));
                }
                return new YamlNode.Sequence(items, at);
            }
            case VALUE_STRING:
                return new YamlNode.Scalar(p.getText(), YamlNode.Scalar.Type.STRING, at);
            case VALUE_NUMBER_INT:
                return new YamlNode.Scalar(p.getText(), YamlNode.Scalar.Type.INT, at);
            case VALUE_NUMBER_FLOAT:
                return new YamlNode.Scalar(p.getText(), YamlNode.Scalar.Type.FLOAT, at);
            case VALUE_TRUE:
            case VALUE_FALSE:
                return new YamlNode.Scalar(p.getText(), YamlNode.Scalar.Type.BOOL, at);
            case VALUE_NULL:
                return new YamlNode.Scalar("", YamlNode.Scalar.Type.NULL, at);
            default:
                throw ClusterjobException.badInput(at.toString(), "unsupported YAML construct " + t);
        }
    }
}
