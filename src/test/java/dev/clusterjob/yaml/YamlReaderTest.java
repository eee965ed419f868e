package dev.clusterjob.yaml;

import dev.clusterjob.ClusterjobException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** YAML nodes keep their line and their scalar text exactly as written. */
class YamlReaderTest {
    @Test
    void keepsLinesAndScalarText() {
        YamlNode root = YamlReader.parse("f.yaml", "a: 1\nb:\n  c: '0'\n  d: 0x1F\n  e: on\nlist:\n  - x\n  - 2.50\n");
        YamlNode.Mapping m = (YamlNode.Mapping) root;
        assertEquals(1, m.keyOrigin("a").line());
        YamlNode.Mapping b = (YamlNode.Mapping) m.get("b");
        assertEquals(3, b.keyOrigin("c").line());
        assertEquals("0", ((YamlNode.Scalar) b.get("c")).text());
        assertEquals(YamlNode.Scalar.Type.STRING, ((YamlNode.Scalar) b.get("c")).type());
        assertEquals(YamlNode.Scalar.Type.INT, ((YamlNode.Scalar) m.get("a")).type());
        YamlNode.Sequence list = (YamlNode.Sequence) m.get("list");
        assertEquals("2.50", ((YamlNode.Scalar) list.items().get(1)).text(), "a number keeps its written text");
        assertEquals(8, list.items().get(1).origin().line());
    }

    @Test
    void plainScalarsAreTypedByTheYaml12CoreSchema() {
        YamlNode.Mapping m = (YamlNode.Mapping) YamlReader.parse("f.yaml",
                "a: on\nb: yes\nc: 'true'\nd: true\ne: ~\nf: 0x1F\ng: 1.5e3\nh: !!str 12\ni:\n");
        assertEquals(YamlNode.Scalar.Type.STRING, ((YamlNode.Scalar) m.get("a")).type(), "YAML 1.1's on is a string here");
        assertEquals(YamlNode.Scalar.Type.STRING, ((YamlNode.Scalar) m.get("b")).type());
        assertEquals(YamlNode.Scalar.Type.STRING, ((YamlNode.Scalar) m.get("c")).type(), "quoted");
        assertEquals(YamlNode.Scalar.Type.BOOL, ((YamlNode.Scalar) m.get("d")).type());
        assertEquals(YamlNode.Scalar.Type.NULL, ((YamlNode.Scalar) m.get("e")).type());
        assertEquals(YamlNode.Scalar.Type.INT, ((YamlNode.Scalar) m.get("f")).type());
        assertEquals(YamlNode.Scalar.Type.FLOAT, ((YamlNode.Scalar) m.get("g")).type());
        assertEquals(YamlNode.Scalar.Type.STRING, ((YamlNode.Scalar) m.get("h")).type(), "explicit !!str");
        assertEquals(YamlNode.Scalar.Type.NULL, ((YamlNode.Scalar) m.get("i")).type());
    }

    /** Bash drops a NUL silently ("a\\0b" arrives as "ab"), so a spec cannot carry one, in a value or a key. */
    @Test
    void aNulCharacterIsRefusedWhereItIsWritten() {
        ClusterjobException value = assertThrows(ClusterjobException.class, () -> YamlReader.parse("f.yaml", "a: 1\nb: \"x\\0y\"\n"));
        assertEquals("f.yaml:2: a NUL character (\\0) cannot be passed to a program or a script", value.getMessage());
        ClusterjobException key = assertThrows(ClusterjobException.class, () -> YamlReader.parse("f.yaml", "\"k\\x00\": 1\n"));
        assertEquals("f.yaml:1: a NUL character (\\0) cannot be passed to a program or a script", key.getMessage());
    }

    @Test
    void anchorsAndSeveralDocumentsAreRefused() {
        ClusterjobException alias = assertThrows(ClusterjobException.class, () -> YamlReader.parse("f.yaml", "a: &x 1\nb: *x\n"));
        assertEquals("f.yaml:2: YAML anchors and aliases (*name) are not supported: write the value out", alias.getMessage());
        ClusterjobException docs = assertThrows(ClusterjobException.class, () -> YamlReader.parse("f.yaml", "a: 1\n---\nb: 2\n"));
        assertEquals("f.yaml:2: only one YAML document is allowed", docs.getMessage());
    }

    @Test
    void emptyDocumentIsAnEmptyMapping() {
        assertTrue(((YamlNode.Mapping) YamlReader.parse("e.yaml", "")).entries().isEmpty());
    }

    @Test
    void duplicateKeysAndSyntaxErrorsNameTheLine() {
        ClusterjobException dup = assertThrows(ClusterjobException.class, () -> YamlReader.parse("f.yaml", "a: 1\nb: 2\na: 3\n"));
        assertEquals("f.yaml:3: duplicate key 'a' (first at line 1)", dup.getMessage());
        ClusterjobException syntax = assertThrows(ClusterjobException.class, () -> YamlReader.parse("f.yaml", "a: 1\nb: [1, 2\n"));
        assertTrue(syntax.getMessage().startsWith("f.yaml:"), syntax.getMessage());
        assertTrue(syntax.getMessage().contains("invalid YAML"), syntax.getMessage());
        assertEquals(2, syntax.exitCode());
    }
}
