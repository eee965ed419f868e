package dev.clusterjob.fs;

import dev.clusterjob.testing.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The modes git records, read from real index files that the real git wrote (formats 2, 3 and 4). */
class GitIndexTest {
    @Test
    void modesOfTrackedFilesInARepositoryAndInALinkedWorkTree(@TempDir Path dir) throws Exception {
        Path repo = Files.createDirectories(dir.resolve("repo"));
        Files.createDirectories(repo.resolve("sub dir"));
        Files.writeString(repo.resolve("plain.sbatch"), "a\n");
        Files.writeString(repo.resolve("sub dir/run.sbatch"), "b\n");
        Files.setPosixFilePermissions(repo.resolve("sub dir/run.sbatch"), PosixFilePermissions.fromString("rwxr-xr-x"));
        Git.run(repo, "init", "-q", ".");
        Git.run(repo, "add", "-A");
        Git.run(repo, "commit", "-q", "-m", "x");
        Files.writeString(repo.resolve("untracked.sbatch"), "c\n");
        Files.setPosixFilePermissions(repo.resolve("plain.sbatch"), PosixFilePermissions.fromString("rwxr-xr-x")); // the work tree changed, not git
        GitIndex git = new GitIndex();
        assertEquals(Optional.of(0644), git.mode(repo.resolve("plain.sbatch")));
        assertEquals(Optional.of(0755), git.mode(repo.resolve("sub dir/run.sbatch")));
        assertEquals(Optional.empty(), git.mode(repo.resolve("untracked.sbatch")));
        assertEquals(Optional.empty(), new GitIndex().mode(dir.resolve("outside.sbatch")));

        Git.run(repo, "worktree", "add", "-q", dir.resolve("linked").toString());
        assertEquals(Optional.of(0755), new GitIndex().mode(dir.resolve("linked/sub dir/run.sbatch")), "through .git, a file naming the git dir");

        Git.run(repo, "update-index", "--index-version", "3");
        assertEquals(Optional.of(0644), new GitIndex().mode(repo.resolve("plain.sbatch")));
        Git.run(repo, "update-index", "--index-version", "4");
        assertEquals(Optional.empty(), new GitIndex().mode(repo.resolve("plain.sbatch")), "format 4 (compressed paths) is not read");
    }
}
