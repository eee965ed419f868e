package dev.clusterjob.fs;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A small state file that several clusterjob processes change: each change reads the file, computes the
 * new text and replaces the file atomically ({@link AtomicFile}), all under an exclusive lock on a
 * sibling {@code NAME.lock}, so two writers never lose each other's change and a reader never sees half a
 * file. (The journal, submit/Journal, does the same for jobs.json.)
 */
public final class LockedFile {
    /** File locks are per process: threads of one JVM also take this monitor. */
    private static final Object IN_PROCESS = new Object();

    /** What a change does with the current text. */
    @FunctionalInterface
    public interface Change {
        /**
         * The new text of the file, given its current text (null when it does not exist); null leaves it as it is.
         * A change may throw to refuse (a damaged file): nothing is written then.
         */
        String apply(String current) throws IOException;
    }

    private LockedFile() {
    }

    /** Applies {@code change} to {@code file} under the lock (creating its folder); a new file gets the umask's mode, a rewrite keeps its mode (AtomicFile). */
    public static void update(Path file, Change change) throws IOException {
        synchronized (IN_PROCESS) {
            Path abs = file.toAbsolutePath();
            Files.createDirectories(abs.getParent());
            Path lock = abs.resolveSibling(abs.getFileName() + ".lock");
            try (FileChannel ch = FileChannel.open(lock, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                 FileLock held = ch.lock()) {
                String current = Files.exists(abs) ? Files.readString(abs, StandardCharsets.UTF_8) : null;
                String next = change.apply(current);
                if (next != null && !next.equals(current)) {
                    AtomicFile.write(abs, next, false);
                }
            }
        }
    }

    /** The file's text, or null when it does not exist (a reader needs no lock: the file is only ever replaced whole). */
    public static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : null;
    }
}
