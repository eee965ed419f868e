package dev.clusterjob.fs;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The file modes git records for the files of a work tree, read from its index file (formats 2 and 3,
 * https://git-scm.com/docs/index-format), so that {@code check --fix} can give a checked-in script back the
 * mode git has for it (an older clusterjob wrote every script 0755). No git process: a missing repository,
 * an untracked file or index format 4 (compressed paths) simply has no recorded mode.
 */
public final class GitIndex {
    private final Map<Path, Map<String, Integer>> byRoot = new HashMap<>();

    /** The permission bits git records for {@code file} (0644 or 0755), or empty when none is known. */
    public Optional<Integer> mode(Path file) {
        try {
            Path real = file.toAbsolutePath().getParent().toRealPath().resolve(file.getFileName());
            for (Path dir = real.getParent(); dir != null; dir = dir.getParent()) {
                Path dotGit = dir.resolve(".git");
                if (Files.exists(dotGit)) {
                    Map<String, Integer> modes = byRoot.computeIfAbsent(dir, d -> read(indexOf(dotGit)));
                    String rel = dir.relativize(real).toString().replace('\\', '/');
                    return Optional.ofNullable(modes.get(rel)).map(m -> m & 0777);
                }
            }
        } catch (IOException e) {
            // no such folder: nothing recorded
        }
        return Optional.empty();
    }

    /** .git/index, or for a linked work tree (.git is a file "gitdir: PATH") PATH/index. */
    private static Path indexOf(Path dotGit) {
        if (Files.isDirectory(dotGit)) {
            return dotGit.resolve("index");
        }
        try {
            String line = Files.readString(dotGit, StandardCharsets.UTF_8).trim();
            if (line.startsWith("gitdir:")) {
                return dotGit.getParent().resolve(line.substring(7).trim()).resolve("index");
            }
        } catch (IOException e) {
            // unreadable: no index
        }
        return dotGit.resolve("index");
    }

    /** Path -> mode of every entry of the index file {@code index}; empty when it cannot be read as format 2 or 3. */
    static Map<String, Integer> read(Path index) {
        Map<String, Integer> modes = new HashMap<>();
        ByteBuffer b;
        try {
            b = ByteBuffer.wrap(Files.readAllBytes(index));
        } catch (IOException e) {
            return modes;
        }
        if (b.remaining() < 12 || b.getInt() != 0x44495243 /* DIRC */) {
            return modes;
        }
        int version = b.getInt();
        int entries = b.getInt();
        if (version != 2 && version != 3) {
            return modes;
        }
        for (int i = 0; i < entries && b.remaining() >= 62; i++) {
            int start = b.position();
            b.position(start + 24); // ctime, mtime (seconds and nanoseconds), dev, ino
            int mode = b.getInt();
            b.position(b.position() + 12 + 20); // uid, gid, size; the object's SHA-1
            int flags = b.getShort() & 0xffff;
            if ((flags & 0x4000) != 0) {
                b.getShort(); // format 3's extended flags
            }
            int nameLength = flags & 0x0fff;
            if (nameLength == 0x0fff || b.remaining() < nameLength) {
                return modes; // a name of 4095 bytes or more is NUL-terminated: not worth following for scripts
            }
            byte[] name = new byte[nameLength];
            b.get(name);
            modes.put(new String(name, StandardCharsets.UTF_8), mode);
            int length = b.position() - start;
            b.position(start + (length + 8) / 8 * 8); // 1..8 NULs pad the entry to a multiple of 8
        }
        return modes;
    }
}
