package dev.clusterjob.quote;

import dev.clusterjob.yaml.YamlNode;
import dev.clusterjob.yaml.YamlReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * A value clusterjob writes into a profile file ({@code profiles show}, {@code probe}) reads back as itself through the
 * YAML reader clusterjob uses (SnakeYAML, YAML 1.1), also with characters YAML 1.1 takes for a line break (NEL, LS, PS,
 * which a double-quoted scalar folds into a space) or refuses (DEL, C1 controls, a BOM, a lone surrogate).
 */
class YamlQuoteTest {
    @ParameterizedTest
    @ValueSource(strings = {"bond0", "a\nb", "a\tb\"c\\d", "x\u0001y", "a\u0085b", "a\u2028b", "a\u2029b", "a\u007fb", "a\u0080b\u009fc",
            "\ufeffa", "a\ud800b", "a\udc00", "\ud83d\ude80 rocket", "é 漢字", "a\r\nb", "0", "yes", "=mlx5_0", "a #b", "'q'"})
    void aQuotedValueReadsBackAsItself(String value) {
        String yaml = "k: " + YamlQuote.quote(value) + "\n";
        assertFalse(yaml.substring(0, yaml.length() - 1).chars().anyMatch(c -> c == '\n' || c == 0x85 || c == 0x2028 || c == 0x2029),
                "one line: " + yaml);
        YamlNode root = YamlReader.parse("t.yaml", yaml);
        YamlNode.Mapping m = YamlNode.mapping(root, "t");
        assertEquals(value, YamlNode.string(m.get("k"), "k"));
    }
}
