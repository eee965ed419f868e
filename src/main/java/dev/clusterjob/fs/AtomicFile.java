package dev.clusterjob.fs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/** Writes a file through a temporary sibling and a rename, so readers never see half a file. */
public final class AtomicFile {
    private AtomicFile() {
    }

    /** Writes {@code text} (UTF-8) to {@code target}; {@code executable} sets mode 0755, else 0644. */
    public static void write(Path target, String text, boolean executable) throws IOException {
        write(target, text.getBytes(StandardCharsets.UTF_8), executable);
    }

    public static void write(Path target, byte[] bytes, boolean executable) throws IOException {
        Path abs = target.toAbsolutePath();
        Path dir = abs.getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + abs.getFileName() + ".", ".tmp");
        try {
            Files.write(tmp, bytes);
            Set<PosixFilePermission> mode = PosixFilePermissions.fromString(executable ? "rwxr-xr-x" : "rw-r--r--");
            try {
                Files.setPosixFilePermissions(tmp, mode);
            } catch (UnsupportedOperationException notPosix) {
                // Non-POSIX file systems keep their default mode.
            }
            try {
                Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
