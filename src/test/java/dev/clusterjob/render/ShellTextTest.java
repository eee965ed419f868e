package dev.clusterjob.render;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The values templates print unquoted, and the templates themselves: no {@code ?no_esc}, no heredoc that expands. */
class ShellTextTest {
    private static String text(ShellOutputFormat.Quoted q) throws Exception {
        return ShellOutputFormat.INSTANCE.getMarkupString(q);
    }

    @Test
    void aCommentCannotEndEarly() throws Exception {
        assertEquals("hosts echo PAYLOAD #  x", text(ShellText.comment("hosts\necho PAYLOAD #\r\u0001x")));
        assertEquals("plain (text) 'quoted' $x", text(ShellText.comment("plain (text) 'quoted' $x")));
    }

    @Test
    void anSbatchOptionIsOneLine() throws Exception {
        assertEquals("--output=\"run#1-%j.out\"", text(ShellText.directive("--output=\"run#1-%j.out\"")));
        assertThrows(IllegalStateException.class, () -> ShellText.directive("--partition=gpu\necho x"));
    }

    @Test
    void codeIsPrintedAsItIs() throws Exception {
        assertEquals("trap '' USR1; ", text(ShellText.code("trap '' USR1; ")));
    }

    /**
     * Every value a template prints is quoted unless the model made it with ShellText: a template may not
     * opt out with ?no_esc. A heredoc's delimiter is quoted ({@code <<'EOF'}), so nothing in it expands.
     */
    @Test
    void templatesNeverOptOutOfQuoting() throws IOException {
        List<String> found = new ArrayList<>();
        Pattern heredoc = Pattern.compile("<<-?\\s*([^<'\"\\s][^\\s;)]*)");
        try (Stream<Path> files = Files.walk(Path.of("templates"))) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i);
                    if (line.contains("?no_esc")) {
                        found.add(f + ":" + (i + 1) + ": ?no_esc");
                    }
                    Matcher m = heredoc.matcher(line.replace("<<<", "   "));
                    if (m.find() && !f.toString().endsWith(".py")) {
                        found.add(f + ":" + (i + 1) + ": unquoted heredoc delimiter " + m.group(1));
                    }
                }
            }
        }
        assertEquals(List.of(), found);
    }
}
