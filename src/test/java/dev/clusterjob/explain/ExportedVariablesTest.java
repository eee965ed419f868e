package dev.clusterjob.explain;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bash's own {@code declare -px} output for values that need every kind of quoting, read back exactly. */
class ExportedVariablesTest {
    static final Map<String, String> VALUES = values();

    static Map<String, String> values() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("CJT_PLAIN", "bond0");
        m.put("CJT_EMPTY", "");
        m.put("CJT_SPACES", "a b  c");
        m.put("CJT_QUOTES", "say \"hi\" it's");
        m.put("CJT_DOLLAR", "$HOME and `date` and \\n literally");
        m.put("CJT_NEWLINE", "line1\nline2");
        m.put("CJT_TAB", "a\tb");
        m.put("CJT_CONTROL", "bell\u0007 esc\u001b end");
        m.put("CJT_UNICODE", "节点 ü");
        m.put("CJT_EQUALS", "=mlx5_0,mlx5_1");
        return m;
    }

    @Test
    void readsWhatBashPrints() throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", "declare -px");
        pb.environment().clear();
        pb.environment().putAll(VALUES);
        pb.environment().put("PATH", "/usr/bin:/bin");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        Map<String, String> read = ExportedVariables.parse(out);
        for (Map.Entry<String, String> e : VALUES.entrySet()) {
            assertEquals(e.getValue(), read.get(e.getKey()), e.getKey() + " from:\n" + out);
        }
    }

    @Test
    void leavesOutNamesWithoutValueAndOtherLines() {
        Map<String, String> read = ExportedVariables.parse("declare -x A=\"1\"\ndeclare -x UNSET\nnoise\ndeclare -rx B=$'x\\ty'\n");
        assertEquals(Map.of("A", "1", "B", "x\ty"), read);
    }
}
