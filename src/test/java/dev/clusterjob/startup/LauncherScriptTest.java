package dev.clusterjob.startup;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code ./clusterjob} launcher (its shared part, src/main/launcher/launcher.bash, which an install's
 * bin/clusterjob sources too) keeps its class-data archive in the user's own cache folder only:
 * without HOME and XDG_CACHE_HOME it uses none (never a shared /tmp/.cache), and it skips a cache
 * folder that is a symlink or another user's. A copy of the launcher runs beside a stand-in jar and a stand-in
 * java (a JDK 17 release file, a script that records its arguments), with {@code mkdir} recorded too: what the
 * launcher creates before it starts java shows where it put its cache.
 */
class LauncherScriptTest {
    @TempDir
    Path dir;

    private Path log;

    private Map<String, String> setUp() throws IOException {
        Path repo = Files.createDirectories(dir.resolve("repo/target"));
        Files.copy(Path.of("clusterjob"), dir.resolve("repo/clusterjob"));
        Path shared = Files.createDirectories(dir.resolve("repo/src/main/launcher"));
        Files.copy(Path.of("src/main/launcher/launcher.bash"), shared.resolve("launcher.bash"));
        Path jar = Files.writeString(repo.resolve("clusterjob.jar"), "stand-in");
        // newer than the sources, so that the launcher does not build
        Files.setLastModifiedTime(jar, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 60_000));
        log = dir.resolve("calls.log");
        Path jdk = Files.createDirectories(dir.resolve("jdk/bin"));
        Files.writeString(dir.resolve("jdk/release"), "JAVA_VERSION=\"17.0.9\"\n");
        script(jdk.resolve("java"), "printf 'java %s\\n' \"$*\" >> " + log + "\n");
        Path bin = Files.createDirectories(dir.resolve("bin"));
        script(bin.resolve("mkdir"), "printf 'mkdir %s\\n' \"$*\" >> " + log + "\nexec /bin/mkdir \"$@\"\n");
        return Map.of("PATH", bin + ":/usr/bin:/bin", "CLUSTERJOB_JAVA", jdk.resolve("java").toString(), "TMPDIR", dir.toString());
    }

    private static void script(Path p, String body) throws IOException {
        Files.writeString(p, "#!/bin/bash\n" + body);
        p.toFile().setExecutable(true);
    }

    private String run(Map<String, String> env) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", dir.resolve("repo/clusterjob").toString(), "--version");
        pb.environment().clear();
        pb.environment().putAll(env);
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "launcher did not finish");
        assertEquals(0, p.exitValue(), out);
        return Files.readString(log);
    }

    @Test
    void withoutHomeThereIsNoCache() throws Exception {
        String calls = run(setUp());
        assertFalse(calls.contains("mkdir"), "made a cache folder without HOME: " + calls);
        assertFalse(calls.contains("-XX:SharedArchiveFile") || calls.contains("ArchiveClassesAtExit"), calls);
        assertTrue(calls.contains("-jar " + dir.resolve("repo/target/clusterjob.jar") + " --version"), calls);
    }

    @Test
    void aCacheFolderThatIsASymlinkIsNotUsed() throws Exception {
        Map<String, String> env = new java.util.HashMap<>(setUp());
        Path elsewhere = Files.createDirectories(dir.resolve("someone-elses"));
        Files.createDirectories(dir.resolve("xdg"));
        Files.createSymbolicLink(dir.resolve("xdg/clusterjob"), elsewhere);
        env.put("XDG_CACHE_HOME", dir.resolve("xdg").toString());
        run(env);
        try (var files = Files.list(elsewhere)) {
            assertEquals(List.of(), files.toList(), "wrote into a symlinked cache folder");
        }
    }

    /** A fresh archive in the user's own cache folder is what java gets (and no training starts that could outlive the test). */
    @Test
    void theUsersOwnCacheIsStillUsed() throws Exception {
        Map<String, String> env = new java.util.HashMap<>(setUp());
        env.put("HOME", dir.resolve("home").toString());
        Path cache = Files.createDirectories(dir.resolve("home/.cache/clusterjob"));
        Path archive = Files.writeString(cache.resolve(dir.resolve("repo").toString().replace('/', '_') + "_jdk_17.0.9.jsa"), "");
        Files.setLastModifiedTime(archive, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 120_000)); // newer than the jar
        String calls = run(env);
        assertTrue(calls.contains("java " + String.join(" ", launcherOptions()) + " -XX:SharedArchiveFile=" + archive + " -jar "), calls);
        assertFalse(calls.contains("mkdir"), "the folder exists: no mkdir on the common path: " + calls);
    }

    /** The launchers' JVM options before the archive's. */
    private static List<String> launcherOptions() throws Exception {
        Process p = new ProcessBuilder("bash", "-c", ". src/main/launcher/launcher.bash && echo \"${cj_opts[*]}\"").start();
        String opts = new String(p.getInputStream().readAllBytes()).strip();
        assertEquals(0, p.waitFor());
        return List.of(opts.split(" "));
    }
}
