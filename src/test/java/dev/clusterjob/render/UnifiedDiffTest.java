package dev.clusterjob.render;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The diff that `check` prints applies with GNU patch, so it is a real unified diff. */
class UnifiedDiffTest {
    @Test
    void equalTextsHaveNoDiff() {
        assertEquals("", UnifiedDiff.diff("a", "x\ny\n", "b", "x\ny\n"));
    }

    @Test
    void diffAppliesWithPatch() throws Exception {
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            a.append("line ").append(i).append('\n');
            if (i == 3) {
                b.append("inserted\n");
            }
            if (i != 20) {
                b.append(i == 35 ? "changed 35\n" : "line " + i + "\n");
            }
        }
        String d = UnifiedDiff.diff("old", a.toString(), "new", b.toString());
        assertTrue(d.contains("-line 20\n"));
        assertTrue(d.contains("-line 35\n+changed 35\n"), d);
        Path dir = Files.createTempDirectory("cj-diff");
        Files.writeString(dir.resolve("f"), a.toString());
        Files.writeString(dir.resolve("p"), d);
        Process p = new ProcessBuilder("patch", "f", "p").directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertEquals(0, p.waitFor(), out);
        assertEquals(b.toString(), Files.readString(dir.resolve("f")));
    }
}
