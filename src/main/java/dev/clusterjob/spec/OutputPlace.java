package dev.clusterjob.spec;

import dev.clusterjob.ClusterjobException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * Where a spec's {@code output:} may point: inside the spec's repository (the nearest folder above the spec that
 * holds {@code .git}), else inside the spec's own folder, symlinks resolved. A spec from an untrusted pull request
 * must not make {@code check} print another file (a secret into a CI log) or {@code render} overwrite one;
 * {@code --allow-output-outside} lifts the rule for a spec one trusts.
 */
public final class OutputPlace {
    private OutputPlace() {
    }

    /** The folder an output of {@code specFile} must stay in. */
    public static Path root(Path specFile) {
        Path dir = real(specFile.toAbsolutePath().getParent());
        for (Path d = dir; d != null; d = d.getParent()) {
            if (Files.exists(d.resolve(".git"), LinkOption.NOFOLLOW_LINKS)) {
                return d;
            }
        }
        return dir;
    }

    /** Refuses {@code output} (set at {@code where}) when it lies outside {@link #root} of {@code specFile}. */
    public static void check(Path specFile, Path output, String where) {
        Path root = root(specFile);
        Path target = real(output.toAbsolutePath().normalize());
        if (!target.startsWith(root)) {
            throw ClusterjobException.badInput(where, "output: " + output + " is outside the spec's "
                    + (Files.exists(root.resolve(".git"), LinkOption.NOFOLLOW_LINKS) ? "repository " : "folder ") + root
                    + " (check would show it, render would overwrite it); --allow-output-outside allows it for a spec you trust");
        }
    }

    /** {@code p} with symlinks resolved: its real path, or its nearest existing folder's real path and the rest. */
    static Path real(Path p) {
        Path existing = p;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return p;
        }
        try {
            return existing.toRealPath().resolve(existing.relativize(p)).normalize();
        } catch (IOException e) {
            return p;
        }
    }
}
