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

    /**
     * 60 random edits (lines deleted, inserted, changed, near and far from each other, at both ends, with and
     * without a final newline): every diff applies with GNU patch (one bash for all) and gives the new text.
     */
    @Test
    void randomEditsApplyWithPatch(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        java.util.Random random = new java.util.Random(29);
        int cases = 60;
        String[] expected = new String[cases];
        for (int c = 0; c < cases; c++) {
            java.util.List<String> a = new java.util.ArrayList<>();
            for (int i = random.nextInt(30); i >= 0; i--) {
                a.add("l" + random.nextInt(8)); // few distinct lines: many equal candidates for the LCS
            }
            java.util.List<String> b = new java.util.ArrayList<>(a);
            for (int e = random.nextInt(6); e >= 0; e--) {
                int at = random.nextInt(b.size() + 1);
                switch (random.nextInt(3)) {
                    case 0 -> b.add(at, "new" + e);
                    case 1 -> { if (at < b.size()) b.remove(at); }
                    default -> { if (at < b.size()) b.set(at, "changed" + e); }
                }
            }
            String oldText = String.join("\n", a) + (random.nextBoolean() ? "\n" : "");
            String newText = String.join("\n", b) + (b.isEmpty() || random.nextBoolean() ? "\n" : "");
            expected[c] = newText;
            Files.writeString(dir.resolve("f" + c), oldText);
            Files.writeString(dir.resolve("p" + c), UnifiedDiff.diff("f" + c, oldText, "f" + c, newText));
        }
        Process p = new ProcessBuilder("bash", "-c", "exec </dev/null; for i in $(seq 0 " + (cases - 1) + "); do"
                + " if [ -s p$i ]; then patch -s f$i p$i || echo \"patch $i failed\"; fi; done")
                .directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertEquals(0, p.waitFor(), out);
        assertEquals("", out.strip(), out);
        for (int c = 0; c < cases; c++) {
            String got = Files.readString(dir.resolve("f" + c));
            assertEquals(expected[c], got, "case " + c + ":\n" + Files.readString(dir.resolve("p" + c)));
        }
    }
}
