package dev.clusterjob.yaml;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The typed readers of a YAML node: a wrong type names file:line and what was expected; a missing key names the field. */
class YamlNodeTest {
    static final YamlNode.Origin AT = new YamlNode.Origin("rules.yaml", 12);

    @Test
    void aWrongTypeNamesItsPlaceAndWhatWasExpected() {
        YamlNode list = new YamlNode.Sequence(java.util.List.of(), AT);
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> YamlNode.string(list, "rules[3].hint"));
        assertEquals("rules.yaml:12: rules[3].hint: expected a string, got " + list.kind(), e.getMessage());
        assertEquals(12, e.line());
        assertEquals(ExitCodes.USAGE, e.exitCode());
    }

    /** Was a NullPointerException: a rule without its hint crashed instead of saying so. */
    @Test
    void aMissingKeyIsOneLineNamingTheField() {
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> YamlNode.string(null, "rules[3].hint"));
        assertEquals("rules[3].hint: missing: expected a string", e.getMessage());
        assertThrows(ClusterjobException.class, () -> YamlNode.integer(null, "rules[3].keep_last", 1));
    }
}
