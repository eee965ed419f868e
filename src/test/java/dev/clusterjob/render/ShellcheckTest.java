package dev.clusterjob.render;

import org.junit.jupiter.api.Test;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every checked-in generated script (slurm-examples, mpi-examples, the golden files) passes
 * {@code shellcheck -S warning}. shellcheck must be installed (run-tests installs it): a missing one fails
 * this test rather than skipping it.
 */
class ShellcheckTest {
    static final List<Path> FOLDERS = List.of(Path.of("slurm-examples"), Path.of("mpi-examples"), Path.of("src/test/resources/golden"));

    static List<Path> scripts() throws Exception {
        List<Path> out = new ArrayList<>();
        for (Path d : FOLDERS) {
            try (Stream<Path> s = Files.list(d)) {
                s.filter(f -> f.toString().endsWith(".sbatch") || f.toString().endsWith(".sh")).sorted().forEach(out::add);
            }
        }
        return out;
    }

    static Path shellcheck() {
        for (String d : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(File.pathSeparator)) {
            Path p = Path.of(d, "shellcheck");
            if (Files.isExecutable(p)) {
                return p;
            }
        }
        fail("shellcheck is not installed (apt-get install shellcheck; run-tests installs it): the generated scripts cannot be checked");
        return null;
    }

    @Test
    void everyGeneratedScriptPassesShellcheckAtWarningLevel() throws Exception {
        List<Path> scripts = scripts();
        assertTrue(scripts.size() >= 20, "the examples and golden files are found: " + scripts);
        List<String> cmd = new ArrayList<>(List.of(shellcheck().toString(), "-S", "warning", "-f", "gcc"));
        scripts.forEach(s -> cmd.add(s.toString()));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "shellcheck did not finish");
        assertEquals(0, p.exitValue(), "shellcheck -S warning found problems:\n" + out);
    }

    /** The control: shellcheck as called above does report a warning, so the test above can fail. */
    /** The launchers (a checkout's ./clusterjob, an install's bin/clusterjob and what they share) and the release build. */
    @Test
    void launchersAndTheReleaseBuildPassShellcheck() throws Exception {
        List<String> cmd = List.of(shellcheck().toString(), "-x", "-S", "warning", "-f", "gcc", "clusterjob", "src/main/launcher/clusterjob",
                "src/main/launcher/launcher.bash", "src/dist/build.sh");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "shellcheck did not finish");
        assertEquals(0, p.exitValue(), "shellcheck -S warning found problems:\n" + out);
    }

    @Test
    void shellcheckReportsAnUnquotedArrayExpansion() throws Exception {
        Path bad = Files.createTempFile("cj-shellcheck", ".sh");
        try {
            Files.writeString(bad, "#!/bin/bash\nCJ_HOSTS=(a b)\nfor h in ${CJ_HOSTS[@]}; do echo \"$h\"; done\n");
            Process p = new ProcessBuilder(shellcheck().toString(), "-S", "warning", "-f", "gcc", bad.toString()).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(1, p.exitValue(), out);
            assertTrue(out.contains("SC2068"), out);
        } finally {
            Files.deleteIfExists(bad);
        }
    }
}
