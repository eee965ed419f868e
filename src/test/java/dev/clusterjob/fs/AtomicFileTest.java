package dev.clusterjob.fs;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AtomicFileTest {
    @TempDir
    Path dir;

    @Test
    void writesReplacesAndLeavesNoTemporaryFile() throws Exception {
        Path target = dir.resolve("sub/job.sbatch");
        AtomicFile.write(target, "one\n", true);
        assertEquals("one\n", Files.readString(target));
        // this JVM's umask decides a new file's mode: a plain new file shows it
        Path plain = Files.createFile(dir.resolve("plain"));
        String fresh = PosixFilePermissions.toString(Files.getPosixFilePermissions(plain));
        assertEquals(withX(fresh), PosixFilePermissions.toString(Files.getPosixFilePermissions(target)));
        AtomicFile.write(target, "two\n", false);
        assertEquals("two\n", Files.readString(target));
        assertEquals(withX(fresh), PosixFilePermissions.toString(Files.getPosixFilePermissions(target)), "a rewrite keeps the mode");
        try (Stream<Path> s = Files.list(target.getParent())) {
            assertEquals(1, s.count(), "only the target is left");
        }
    }

    /** x wherever r is: what an executable new file gets. */
    private static String withX(String mode) {
        char[] c = mode.toCharArray();
        for (int i = 0; i < 9; i += 3) {
            if (c[i] == 'r') {
                c[i + 2] = 'x';
            }
        }
        return new String(c);
    }

    /**
     * Under umask 077 (a JVM of its own: the umask is the process's) a new script is rwx------ and a
     * new file rw-------, not the 0755/0644 forced before; a rewrite keeps the mode the file had (0640 here).
     */
    @Test
    void aNewFileHonoursTheUmaskAndARewriteKeepsItsMode() throws Exception {
        Path kept = dir.resolve("kept.sbatch");
        Files.writeString(kept, "old");
        Files.setPosixFilePermissions(kept, PosixFilePermissions.fromString("rw-r-----"));
        String jvm = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder("bash", "-c", "umask 077 && exec \"$0\" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp \"$1\" "
                + AtomicFileTest.class.getName() + " \"$2\"", jvm, System.getProperty("java.class.path"), dir.toString())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(120, java.util.concurrent.TimeUnit.SECONDS), "child JVM did not finish");
        assertEquals(0, p.exitValue(), out);
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("new.sbatch"))));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("new.json"))));
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(kept)));
        assertEquals("new", Files.readString(kept));
    }

    /** The child JVM of the test above: writes new.sbatch (executable), new.json and kept.sbatch in the folder args[0]. */
    public static void main(String[] args) throws Exception {
        Path d = Path.of(args[0]);
        AtomicFile.write(d.resolve("new.sbatch"), "new", true);
        AtomicFile.write(d.resolve("new.json"), "new", false);
        AtomicFile.write(d.resolve("kept.sbatch"), "new", true);
    }

    @Test
    void aSymlinkAtTheTargetIsReplacedNotFollowed() throws Exception {
        Path victim = dir.resolve("victim");
        Files.writeString(victim, "keep");
        Path target = dir.resolve("out.sh");
        Files.createSymbolicLink(target, victim);
        AtomicFile.write(target, "script", true);
        assertEquals("keep", Files.readString(victim));
        assertFalse(Files.isSymbolicLink(target));
        assertEquals("script", Files.readString(target));
    }

    /**
     * -o /dev/null, /dev/stdout or a FIFO writes into it: as root, a rename replaced /dev/null with a
     * file (it happened here). Tested on a FIFO, so that a regression cannot break the machine's /dev/null.
     */
    @Test
    void aFifoOrDeviceIsWrittenIntoNotReplaced() throws Exception {
        Path fifo = dir.resolve("fifo");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertEquals(0, mk.waitFor());
        java.util.concurrent.CompletableFuture<String> read = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        AtomicFile.write(fifo, "through the pipe\n", true);
        assertEquals("through the pipe\n", read.get(10, java.util.concurrent.TimeUnit.SECONDS));
        assertFalse(Files.isRegularFile(fifo), "the FIFO is still a FIFO");
    }

    /** Rendering over a checked-in 0644 script keeps it 0644, so git does not show the file as changed. */
    @Test
    void aRewriteKeepsTheFilesMode() throws Exception {
        Path f = dir.resolve("job.sbatch");
        AtomicFile.write(f, "a\n", true);
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r--r--"));
        AtomicFile.write(f, "b\n", true);
        assertEquals(PosixFilePermissions.fromString("rw-r--r--"), Files.getPosixFilePermissions(f));
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwxr-x---"));
        AtomicFile.write(f, "c\n", false);
        assertEquals(PosixFilePermissions.fromString("rwxr-x---"), Files.getPosixFilePermissions(f));
        assertEquals("c\n", Files.readString(f));
    }

    @Test
    void siblingsAreNewDistinctFiles() throws Exception {
        Path a = AtomicFile.createSibling(dir, ".x.");
        Path b = AtomicFile.createSibling(dir, ".x.");
        assertNotEquals(a, b);
        assertTrue(Files.isRegularFile(a) && Files.size(a) == 0);
        assertTrue(a.getFileName().toString().matches("\\.x\\.[0-9a-f]+-[0-9]+\\.tmp"), a.toString());
    }
}
