package dev.clusterjob.explain;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every code a stand-in can name ({@code cjx_note error:CODE}, ...) has a row in docs/explain.md's table of checks. */
class StandInCodesTest {
    private static final Pattern NOTE = Pattern.compile("cjx_note (?:error|warning|info):([A-Z][A-Z0-9_]+)");
    private static final Pattern ROW_CODE = Pattern.compile("`([A-Z][A-Z0-9_]+)`");

    @Test
    void everyStandInCodeIsInTheTable() throws IOException {
        Set<String> named = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/resources/dev/clusterjob/explain/sim"))) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                Matcher m = NOTE.matcher(Files.readString(f));
                while (m.find()) {
                    named.add(m.group(1));
                }
            }
        }
        assertTrue(named.contains("RENDEZVOUS_INCOMPLETE") && named.size() > 5, "stand-in codes found: " + named);
        Set<String> documented = new TreeSet<>();
        for (String line : Files.readAllLines(Path.of("docs/explain.md"))) {
            if (line.startsWith("| `")) {
                Matcher m = ROW_CODE.matcher(line.substring(0, line.indexOf(" |", 2) + 1));
                while (m.find()) {
                    documented.add(m.group(1));
                }
            }
        }
        named.removeAll(documented);
        assertEquals(Set.of(), named, "codes a stand-in names without a row in docs/explain.md");
    }
}
