package dev.clusterjob.spec;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.profile.ProfileCatalog;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads a spec's profile files. A spec from an untrusted pull request may name any file in {@code profile_files:}
 * ({@code /etc/passwd}, {@code ~/.ssh/id_ed25519}, {@code /proc/self/environ}); the errors of a file that is no
 * profile file quote its lines, which {@code render}, {@code check} and {@code lint} in CI would print into the log.
 * So a file outside the spec's repository ({@link OutputPlace#root}, symlinks resolved) that does not load as a
 * profile file is refused with a line that names it and shows nothing of it, the same line whether it exists or not
 * (nor does the answer tell which files the machine has); a file inside keeps its full error, "file not found" too.
 */
public final class SpecProfileFiles {
    private SpecProfileFiles() {
    }

    /** The catalog of the built-in profiles and {@code spec}'s profile files; errors are one line, as ProfileCatalog's. */
    public static ProfileCatalog load(JobSpec spec) {
        Path root = spec.file() != null ? OutputPlace.root(spec.file()) : null;
        for (Path f : spec.profileFiles()) {
            if (root == null || OutputPlace.real(f.toAbsolutePath().normalize()).startsWith(root)) {
                if (!Files.isRegularFile(f)) {
                    throw ClusterjobException.badInput(spec.where("profile_files"), "profile_files: " + f + ": file not found");
                }
                continue;
            }
            try {
                ProfileCatalog.load(List.of(f));
            } catch (ClusterjobException e) {
                throw ClusterjobException.badInput(spec.where("profile_files"), "profile_files: " + f + " is outside the spec's "
                        + (Files.exists(root.resolve(".git"), LinkOption.NOFOLLOW_LINKS) ? "repository " : "folder ") + root
                        + " and does not read as a profile file (nothing of it is shown); `clusterjob lint " + f
                        + "` shows why, if it is yours");
            }
        }
        return ProfileCatalog.load(spec.profileFiles());
    }
}
