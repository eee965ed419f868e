package dev.clusterjob.testing;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The testbeds (run as root) keep their munge key, config and programs under a fixed name in /tmp. Their own_dir
 * check, run here on its own (no testbed is started), takes the folder only when it is ours: a symlink planted at the
 * name or a folder others can write is refused, so root never trusts a folder another user made first.
 */
class TestbedFoldersTest {
    @ParameterizedTest
    @ValueSource(strings = {"testbed/testbed.sh", "testbed/gpu.sh", "testbed/gpu/run-proof.sh"})
    void everyTestbedChecksItsFolder(String script) throws Exception {
        String text = Files.readString(Path.of(script));
        assertTrue(text.contains("own-dir.sh\"") && text.contains("own_dir "), script + " sources own-dir.sh and calls own_dir");
    }

    @Test
    void onlyOurOwnFolderIsTaken(@TempDir Path dir) throws Exception {
        Path mine = Files.createDirectory(dir.resolve("mine"));
        Path open = Files.createDirectory(dir.resolve("open"));
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path link = Files.createSymbolicLink(dir.resolve("link"), mine);
        assertEquals(0, run(mine), "our own folder");
        assertEquals(1, run(open), "a folder others can write");
        assertEquals(1, run(link), "a symlink at the name");
    }

    private static int run(Path d) throws Exception {
        Process p = new ProcessBuilder("bash", "-c", ". testbed/own-dir.sh && own_dir \"$1\"", "t", d.toString())
                .redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor();
    }
}
