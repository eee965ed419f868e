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
        assertEquals("rwxr-xr-x", PosixFilePermissions.toString(Files.getPosixFilePermissions(target)));
        AtomicFile.write(target, "two\n", false);
        assertEquals("two\n", Files.readString(target));
        assertEquals("rwxr-xr-x", PosixFilePermissions.toString(Files.getPosixFilePermissions(target)), "a rewrite keeps the mode");
        try (Stream<Path> s = Files.list(target.getParent())) {
            assertEquals(1, s.count(), "only the target is left");
        }
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

    /** issue 25: rendering over a checked-in 0644 script left it 0755, and git showed the file as changed. */
    @Test
    void aRewriteKeepsTheFilesModeANewFileGetsTheDefault() throws Exception {
        Path f = dir.resolve("job.sbatch");
        AtomicFile.write(f, "a\n", true);
        assertEquals(PosixFilePermissions.fromString("rwxr-xr-x"), Files.getPosixFilePermissions(f));
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
