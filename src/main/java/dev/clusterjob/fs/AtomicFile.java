package dev.clusterjob.fs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/** Writes a file through a temporary sibling and a rename, so readers never see half a file. */
public final class AtomicFile {
    private static final AtomicLong SEQ = new AtomicLong();

    private AtomicFile() {
    }

    /**
     * Creates an empty, new {@code <prefix><clock>-<n>.tmp} in {@code dir} (O_CREAT|O_EXCL: never an existing
     * file or a symlink's target). Not Files.createTempFile: its SecureRandom seeding is a sizeable share
     * of a render (docs/performance.md); exclusive creation, not an unguessable name, is what keeps the
     * write safe, and a name taken by someone else only moves on to the next.
     */
    static Path createSibling(Path dir, String prefix) throws IOException {
        // any stamp will do: exclusive creation below, not the name, keeps the write safe
        String stamp = Long.toHexString(System.nanoTime());
        for (int attempt = 0; ; attempt++) {
            Path p = dir.resolve(prefix + stamp + "-" + SEQ.incrementAndGet() + ".tmp");
            try {
                return Files.createFile(p);
            } catch (FileAlreadyExistsException taken) {
                if (attempt >= 100) {
                    throw taken;
                }
            }
        }
    }

    /**
     * Writes {@code text} (UTF-8) to {@code target}. A rewrite keeps the mode the file had; a new file gets the
     * mode the umask gives (0644 under umask 022, 0600 under 077), and {@code executable} adds x wherever r is
     * granted (0755, 0700). The mode is never wider than the umask allows: a script with a secret in it stays private
     * under umask 077, on this machine and after upload to a login node.
     */
    public static void write(Path target, String text, boolean executable) throws IOException {
        write(target, text.getBytes(StandardCharsets.UTF_8), executable);
    }

    /**
     * The mode for {@code abs}: that of the regular file already there (not through a symlink), else that of
     * {@code fresh} (created 0666 less the umask, as open(2) does) with x added where r is.
     */
    private static Set<PosixFilePermission> mode(Path abs, Path fresh, boolean executable) throws IOException {
        try {
            PosixFileAttributes old = Files.readAttributes(abs, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (old.isRegularFile()) {
                return old.permissions();
            }
        } catch (NoSuchFileException absent) {
            // a new file
        }
        Set<PosixFilePermission> m = EnumSet.noneOf(PosixFilePermission.class);
        m.addAll(Files.getPosixFilePermissions(fresh));
        if (executable) {
            addIf(m, PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_EXECUTE);
            addIf(m, PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_EXECUTE);
            addIf(m, PosixFilePermission.OTHERS_READ, PosixFilePermission.OTHERS_EXECUTE);
        }
        return m;
    }

    private static void addIf(Set<PosixFilePermission> m, PosixFilePermission when, PosixFilePermission add) {
        if (m.contains(when)) {
            m.add(add);
        }
    }

    public static void write(Path target, byte[] bytes, boolean executable) throws IOException {
        Path abs = target.toAbsolutePath();
        if (Files.exists(abs) && !Files.isRegularFile(abs) && !Files.isDirectory(abs)) {
            // A device, FIFO or pipe (-o /dev/null, /dev/stdout, a shell's <(...) path): write into it.
            // Renaming over it would replace /dev/null itself with a file when run as root.
            Files.write(abs, bytes, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
            return;
        }
        Path dir = abs.getParent();
        Files.createDirectories(dir);
        Path tmp = createSibling(dir, "." + abs.getFileName() + ".");
        try {
            Files.write(tmp, bytes);
            try {
                Files.setPosixFilePermissions(tmp, mode(abs, tmp, executable));
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
