package dev.clusterjob.fs;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Deleting a temporary tree: read-only folders too, links removed but never followed, a missing root is fine. */
class TempTreeTest {
    @Test
    void deletesReadOnlyFoldersAndNeverFollowsLinks(@TempDir Path dir) throws Exception {
        Path outside = Files.writeString(dir.resolve("keep.txt"), "keep");
        Path keptFolder = Files.createDirectories(dir.resolve("kept"));
        Files.writeString(keptFolder.resolve("inside"), "x");
        Path root = Files.createDirectories(dir.resolve("tree"));
        Path ro = Files.createDirectories(root.resolve("a/b"));
        Files.writeString(ro.resolve("f"), "x");
        Files.createSymbolicLink(root.resolve("link-file"), outside);
        Files.createSymbolicLink(root.resolve("link-dir"), keptFolder);
        Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("r-x------"));

        TempTree.delete(root);

        assertFalse(Files.exists(root));
        assertTrue(Files.exists(outside));
        assertTrue(Files.exists(keptFolder.resolve("inside")));
        TempTree.delete(root);
    }
}
