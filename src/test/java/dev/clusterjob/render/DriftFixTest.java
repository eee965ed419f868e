package dev.clusterjob.render;

import dev.clusterjob.Version;
import dev.clusterjob.testing.Cli;
import dev.clusterjob.testing.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check --fix} on a git repository of checked-in scripts after an upgrade: each stale kind is
 * re-rendered and named (runtime only, job, missing, mode), modes stay as git has them, and a second
 * check finds everything up to date.
 */
class DriftFixTest {
    private static String spec(String out, int nodes) {
        return DriftKindsTest.SPEC.replace("nodes: 2", "nodes: " + nodes).replace("job.sbatch", out);
    }

    /** A folder given as "DIR/." (or "." itself): each spec is named without the "./", in check's and --fix's lines alike. */
    @Test
    void specsFoundUnderDotAreNamedWithoutIt(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("stale.yaml"), spec("stale.sbatch", 2));
        Files.writeString(dir.resolve("missing.yaml"), spec("missing.sbatch", 2));
        assertEquals(0, Cli.run("render", dir.resolve("stale.yaml").toString()).code());
        Files.writeString(dir.resolve("stale.yaml"), spec("stale.sbatch", 3));
        String dot = dir + "/.";

        Cli.Result check = Cli.run("check", dot);
        assertEquals(4, check.code(), check.out() + check.err());
        assertTrue(check.out().contains("(from " + dir.resolve("stale.yaml") + "); regenerate: clusterjob render " + dir.resolve("stale.yaml") + "\n"),
                check.out());
        assertTrue(check.out().contains("does not exist; run: clusterjob render " + dir.resolve("missing.yaml") + "\n"), check.out());
        Cli.Result fix = Cli.run("check", "--fix", dot);
        assertEquals(0, fix.code(), fix.out() + fix.err());
        assertTrue(fix.out().contains("(from " + dir.resolve("stale.yaml") + "): job: job section differs"), fix.out());
        assertTrue(fix.out().contains("(from " + dir.resolve("missing.yaml") + "): it was missing"), fix.out());
        assertTrue(!check.out().contains("/./") && !fix.out().contains("/./"), check.out() + fix.out());
    }

    @Test
    void everyStaleKindIsFixedAndNamed(@TempDir Path dir) throws Exception {
        for (String n : new String[] {"upgraded", "changed", "missing", "chmodded", "fresh"}) {
            Files.writeString(dir.resolve(n + ".yaml"), spec(n + ".sbatch", 2));
        }
        assertEquals(0, Cli.run("render", dir.toString()).code(), "render of a folder writes every spec's output");
        for (String n : new String[] {"upgraded", "changed", "missing", "chmodded", "fresh"}) {
            Files.setPosixFilePermissions(dir.resolve(n + ".sbatch"), PosixFilePermissions.fromString("rw-r--r--"));
        }
        Git.run(dir, "init", "-q", ".");
        Git.run(dir, "add", "-A");
        Git.run(dir, "commit", "-q", "-m", "checked in");
        Path upgraded = dir.resolve("upgraded.sbatch");
        Files.writeString(upgraded, DriftKindsTest.olderRelease(Files.readString(upgraded)));
        Files.writeString(dir.resolve("changed.yaml"), spec("changed.sbatch", 3));
        Files.delete(dir.resolve("missing.sbatch"));
        Files.setPosixFilePermissions(dir.resolve("chmodded.sbatch"), PosixFilePermissions.fromString("rwxr-xr-x")); // an older render

        Cli.Result r = Cli.run("check", "--fix", dir.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        String v = Version.get();
        assertTrue(r.out().contains("upgraded.sbatch (from " + dir.resolve("upgraded.yaml") + "): runtime only: runtime 0.0.9 -> " + v
                + ", job unchanged\n"), r.out());
        assertTrue(r.out().contains("changed.sbatch (from " + dir.resolve("changed.yaml") + "): job: job section differs"), r.out());
        assertTrue(r.out().contains("written " + dir.resolve("missing.sbatch") + " (from " + dir.resolve("missing.yaml") + "): it was missing"), r.out());
        assertTrue(r.out().contains("chmodded.sbatch (from " + dir.resolve("chmodded.yaml") + "): mode 755 -> 644 (as git records it)\n"), r.out());
        assertTrue(r.out().contains("ok      " + dir.resolve("fresh.sbatch")), r.out());
        assertTrue(r.out().endsWith("5 spec(s): 1 up to date, 4 fixed, 0 invalid\n"), r.out());

        assertEquals(0, Cli.run("check", dir.toString()).code(), "everything is up to date afterwards");
        for (String n : new String[] {"upgraded", "changed", "chmodded", "fresh"}) {
            assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve(n + ".sbatch"))), n);
        }
        assertEquals("", Git.run(dir, "diff", "--summary"), "no mode change for git to show");
    }

    @Test
    void anInvalidSpecIsReportedAndTheOthersAreStillFixed(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("good.yaml"), spec("good.sbatch", 2));
        Files.writeString(dir.resolve("bad.yaml"), spec("bad.sbatch", 2).replace("nodes: 2", "nodes: two"));
        Cli.Result r = Cli.run("check", "--fix", dir.toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("bad.yaml") && r.err().contains("nodes"), r.err());
        assertTrue(Files.exists(dir.resolve("good.sbatch")));
        assertTrue(r.out().endsWith("2 spec(s): 0 up to date, 1 fixed, 1 invalid\n"), r.out());
    }
}
