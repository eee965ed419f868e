package dev.clusterjob.testing;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Runs the real git in a test's folder (a repository the test makes): fails the test when git fails. */
public final class Git {
    private Git() {
    }

    /** {@code git ARGS} in {@code dir}, with a fixed author; returns its output. */
    public static String run(Path dir, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("git", "-c", "user.name=test", "-c", "user.email=test@example.invalid",
                "-c", "init.defaultBranch=main", "-c", "core.fileMode=true"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "git did not finish: " + cmd);
        assertEquals(0, p.exitValue(), String.join(" ", cmd) + ": " + out);
        return out;
    }
}
