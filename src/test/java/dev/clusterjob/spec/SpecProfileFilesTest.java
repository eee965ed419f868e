package dev.clusterjob.spec;

import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A spec from a pull request names a file outside its repository in {@code profile_files:} (a key, a token file,
 * /etc/passwd, by path or by ../): render, check and lint refuse it in one line that names it and shows none of its
 * lines (they would land in the CI log); a profile file outside the repository still works, and a broken one inside
 * keeps its full error.
 */
class SpecProfileFilesTest {
    private static final String SECRET = "ghp_SECRETVALUE1234567890abcdefABCDEF12";

    @Test
    void aFileOutsideTheRepositoryThatIsNoProfileFileIsNamedButNotShown(@TempDir Path dir) throws Exception {
        Path repo = repository(dir);
        Files.writeString(dir.resolve("token.txt"), "github_token:" + SECRET + "\n");
        Files.writeString(dir.resolve("creds.yaml"), "profiles:\n  p1:\n    extends: tcp\n    partition: \"" + SECRET + "\"x\n");
        for (String ref : List.of("../token.txt", dir.resolve("token.txt").toString(), "../creds.yaml")) {
            Path spec = repo.resolve("job.yaml");
            Files.writeString(spec, "profile: p1\nprofile_files: [" + ref + "]\nnodes: 2\ncommand: [t.py]\noutput: job.sbatch\n");
            for (List<String> cmd : List.of(List.of("render", spec.toString(), "-o", "-"), List.of("check", spec.toString()),
                    List.of("lint", spec.toString()))) {
                Cli.Result r = Cli.run(cmd.toArray(String[]::new));
                assertFalse((r.out() + r.err()).contains("SECRETVALUE"), cmd + " " + ref + " shows the file: " + r.out() + r.err());
                assertTrue((r.out() + r.err()).contains("is outside the spec's repository"), cmd + " " + ref + ": " + r.out() + r.err());
                assertTrue(r.code() != 0, cmd + " " + ref);
            }
        }
    }

    @Test
    void aProfileFileOutsideTheRepositoryStillWorksAndOneInsideKeepsItsError(@TempDir Path dir) throws Exception {
        Path repo = repository(dir);
        Files.writeString(dir.resolve("site.yaml"), "profiles:\n  p1:\n    extends: tcp\n    partition: gpu-site\n");
        Path spec = repo.resolve("job.yaml");
        Files.writeString(spec, "profile: p1\nprofile_files: [../site.yaml]\nnodes: 2\ncommand: [t.py]\n");
        Cli.Result r = Cli.run("render", spec.toString(), "-o", "-");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("--partition=gpu-site"), r.out());

        Files.writeString(repo.resolve("broken.yaml"), "just:a-line-of-" + "text-inside\n");
        Files.writeString(spec, "profile: p1\nprofile_files: [broken.yaml]\nnodes: 2\ncommand: [t.py]\n");
        r = Cli.run("render", spec.toString(), "-o", "-");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("broken.yaml") && !r.err().contains("outside"), r.err());
    }

    @Test
    void aMissingFileOutsideTheRepositoryGetsTheSameLineAsAnExistingOne(@TempDir Path dir) throws Exception {
        Path repo = repository(dir);
        Files.writeString(dir.resolve("present.txt"), "not a profile\n");
        Path spec = repo.resolve("job.yaml");
        String[] answers = new String[2];
        int i = 0;
        for (String ref : List.of("../present.txt", "../absent.txt")) {
            Files.writeString(spec, "profile: p1\nprofile_files: [" + ref + "]\nnodes: 2\ncommand: [t.py]\noutput: job.sbatch\n");
            Cli.Result r = Cli.run("render", spec.toString(), "-o", "-");
            assertEquals(2, r.code(), r.err());
            answers[i++] = r.err().replace(ref.substring(3), "F"); // the file's name as the line gives it
        }
        assertEquals(answers[0], answers[1], "a probe by profile_files: tells a missing file from a present one");
        assertFalse(answers[1].contains("not found"), answers[1]);

        Files.writeString(spec, "profile: p1\nprofile_files: [absent-inside.yaml]\nnodes: 2\ncommand: [t.py]\n");
        Cli.Result inside = Cli.run("render", spec.toString(), "-o", "-");
        assertEquals(2, inside.code());
        assertTrue(inside.err().contains("absent-inside.yaml: file not found"), inside.err());
    }

    /** A git repository's folder (its .git is enough for the check) inside {@code dir}. */
    private static Path repository(Path dir) throws Exception {
        Path repo = Files.createDirectories(dir.resolve("repo"));
        Files.createDirectories(repo.resolve(".git"));
        return repo;
    }
}
