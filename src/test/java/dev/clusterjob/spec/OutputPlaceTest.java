package dev.clusterjob.spec;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A spec's {@code output:} stays inside the spec's repository: a spec from an untrusted pull
 * request made {@code check} print a diff of any file and {@code render} overwrite one.
 */
class OutputPlaceTest {
    @TempDir
    Path dir;

    private Path spec(String rel, String output) throws Exception {
        Path f = dir.resolve(rel);
        Files.createDirectories(f.getParent());
        Files.writeString(f, "profile: tcp\ncommand: [train.py]\noutput: " + output + "\n");
        return f;
    }

    @Test
    void insideTheRepositoryIsFineOutsideIsRefused() throws Exception {
        Files.createDirectories(dir.resolve("repo/.git"));
        Path ok = spec("repo/specs/a.yaml", "../scripts/a.sbatch");
        assertEquals(dir.resolve("repo/scripts/a.sbatch"), SpecBuilder.fromFile(ok).build().output());
        Path bad = spec("repo/specs/b.yaml", "../../elsewhere/b.sbatch");
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> SpecBuilder.fromFile(bad).build());
        assertEquals(bad + ":3: output: " + dir.resolve("elsewhere/b.sbatch") + " is outside the spec's repository " + dir.resolve("repo").toRealPath()
                + " (check would show it, render would overwrite it); --allow-output-outside allows it for a spec you trust", e.getMessage());
        assertEquals(dir.resolve("elsewhere/b.sbatch"), SpecBuilder.fromFile(bad).allowOutputOutside(true).build().output());
    }

    @Test
    void withoutARepositoryTheSpecsFolderIsTheLimit() throws Exception {
        Path bad = spec("plain/c.yaml", "../c.sbatch");
        assertTrue(assertThrows(ClusterjobException.class, () -> SpecBuilder.fromFile(bad).build()).getMessage()
                .contains("is outside the spec's folder " + dir.resolve("plain").toRealPath()));
    }

    @Test
    void aSymlinkOutIsOutside() throws Exception {
        Files.createDirectories(dir.resolve("repo/.git"));
        Path secret = Files.writeString(dir.resolve("secret.txt"), "password=hunter2\n");
        Files.createSymbolicLink(dir.resolve("repo/link.sbatch"), secret);
        Path s = spec("repo/d.yaml", "link.sbatch");
        assertTrue(assertThrows(ClusterjobException.class, () -> SpecBuilder.fromFile(s).build()).getMessage().contains("is outside"));
    }

    @Test
    void checkShowsNoneOfAFileOutsideOrNotGenerated() throws Exception {
        Files.createDirectories(dir.resolve("repo/.git"));
        Files.writeString(dir.resolve("secret.txt"), "password=hunter2\n");
        Files.writeString(dir.resolve("repo/notes.txt"), "api_key=hunter3\n");
        Path out = spec("repo/e.yaml", "../secret.txt");
        Cli.Result r = Cli.run("check", out.toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertFalse((r.out() + r.err()).contains("hunter2"), r.out() + r.err());
        Cli.Result allowed = Cli.run("check", "--allow-output-outside", out.toString());
        assertEquals(4, allowed.code(), allowed.out() + allowed.err());
        assertFalse((allowed.out() + allowed.err()).contains("hunter2"), allowed.out());
        assertTrue(allowed.out().contains("not a clusterjob-generated file"), allowed.out());
        Path in = spec("repo/f.yaml", "notes.txt");
        Cli.Result notOurs = Cli.run("check", in.toString());
        assertEquals(4, notOurs.code(), notOurs.out() + notOurs.err());
        assertFalse(notOurs.out().contains("hunter3"), notOurs.out());
    }

    @Test
    void renderWritesNothingOutside() throws Exception {
        Path s = spec("plain/g.yaml", "../g.sbatch");
        assertEquals(2, Cli.run("render", s.toString()).code());
        assertFalse(Files.exists(dir.resolve("g.sbatch")));
        assertEquals(0, Cli.run("render", "--allow-output-outside", s.toString()).code());
        assertTrue(Files.exists(dir.resolve("g.sbatch")));
    }
}
