package dev.clusterjob.fs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** Removes a temporary folder tree of clusterjob's own: links are removed, never followed; folders made writable first. */
public final class TempTree {
    private TempTree() {
    }

    /** Deletes {@code root} and everything under it, as far as it can (a file it cannot remove stays). */
    public static void delete(Path root) {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        List<Path> all;
        try (Stream<Path> s = Files.walk(root)) {
            all = s.sorted(Comparator.reverseOrder()).toList();
        } catch (IOException | java.io.UncheckedIOException e) {
            return;
        }
        for (Path p : all) {
            try {
                if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwx------"));
                }
                Files.deleteIfExists(p);
            } catch (IOException | UnsupportedOperationException e) {
                // left behind: nothing else to do
            }
        }
    }
}
