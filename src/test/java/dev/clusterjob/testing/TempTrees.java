package dev.clusterjob.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Removes a test's temporary folder tree (files before the folders that hold them). */
public final class TempTrees {
    private TempTrees() {
    }

    /** Deletes {@code dir} and everything under it; a path that is already gone is ignored. */
    public static void delete(Path dir) throws IOException {
        if (dir == null || !Files.exists(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        }
    }
}
