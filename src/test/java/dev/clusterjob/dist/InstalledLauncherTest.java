package dev.clusterjob.dist;

import dev.clusterjob.testing.TempTrees;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * bin/clusterjob of a release (src/main/launcher/clusterjob) on a broken install or without a usable Java:
 * one line naming what is wrong and what to do, exit 3, before any JVM starts. Each case is an install tree
 * laid out as the archives lay it out, broken in one way; PATH holds only the tools the launcher uses.
 */
class InstalledLauncherTest {
    Path dir;
    Path home;
    Path tools;

    @BeforeEach
    void install() throws Exception {
        dir = Files.createTempDirectory("cj-launcher-test");
        home = dir.resolve("clusterjob-9.9.9");
        Files.createDirectories(home.resolve("bin"));
        Files.createDirectories(home.resolve("lib"));
        Files.copy(Path.of("src/main/launcher/clusterjob"), home.resolve("bin/clusterjob"), StandardCopyOption.COPY_ATTRIBUTES);
        Files.copy(Path.of("src/main/launcher/launcher.bash"), home.resolve("lib/launcher.bash"));
        Files.writeString(home.resolve("lib/clusterjob.jar"), "not run in these tests");
        tools = Files.createDirectories(dir.resolve("tools")); // no java here
        for (String t : List.of("bash", "readlink", "find", "mkdir")) {
            Files.createSymbolicLink(tools.resolve(t), Path.of("/usr/bin/" + t).toRealPath());
        }
    }

    @AfterEach
    void remove() throws Exception {
        TempTrees.delete(dir);
    }

    /** A fake runtime in lib/runtime: release file with JAVA_VERSION and OS_ARCH, bin/java with {@code body} and {@code mode}. */
    void runtime(String version, String arch, String body, String mode) throws Exception {
        Path bin = Files.createDirectories(home.resolve("lib/runtime/bin"));
        Files.writeString(home.resolve("lib/runtime/release"), "JAVA_VERSION=\"" + version + "\"\nOS_ARCH=\"" + arch + "\"\n");
        Files.writeString(bin.resolve("java"), body);
        Files.setPosixFilePermissions(bin.resolve("java"), PosixFilePermissions.fromString(mode));
    }

    record Result(int code, String err) {
    }

    Result launch(String... env) throws Exception {
        List<String> argv = new ArrayList<>(List.of("/usr/bin/env", "-i", "PATH=" + tools, "HOME=" + dir));
        argv.addAll(List.of(env));
        argv.addAll(List.of(home.resolve("bin/clusterjob").toString(), "--version"));
        Process p = new ProcessBuilder(argv).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return new Result(p.exitValue(), err);
    }

    /** Exit 3 and exactly one line on stderr, which starts with {@code start}. */
    static void oneLine(Result r, String start) {
        assertEquals(3, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), "one line: " + r.err());
        assertTrue(r.err().startsWith("clusterjob: " + start), r.err());
    }

    @Test
    void noJavaAnywhere() throws Exception {
        oneLine(launch(), "no Java found: set CLUSTERJOB_JAVA or JAVA_HOME to a Java 17 or newer, or put its java on PATH");
        oneLine(launch("JAVA_HOME=" + dir.resolve("nojdk")), dir.resolve("nojdk/bin/java") + " (JAVA_HOME) does not exist");
    }

    @Test
    void damagedInstall() throws Exception {
        Files.delete(home.resolve("lib/clusterjob.jar"));
        oneLine(launch(), "damaged install: " + home.resolve("lib/clusterjob.jar") + " is missing; unpack the release archive again");
        Files.delete(home.resolve("lib/launcher.bash"));
        oneLine(launch(), "damaged install: " + home.resolve("lib/launcher.bash") + " is missing");
    }

    @Test
    void bundledRuntimeUnpackedWithoutModes() throws Exception {
        runtime("25.0.3", "x86_64", "#!/bin/sh\nexit 0\n", "rw-r--r--");
        oneLine(launch(), home.resolve("lib/runtime/bin/java") + " (the bundled runtime) is not executable: unpacked without file modes?");
    }

    @Test
    void runtimeForAnotherCpu() throws Exception {
        runtime("25.0.3", "aarch64", "#!/bin/sh\nexit 0\n", "rwxr-xr-x");
        oneLine(launch(), home.resolve("lib/runtime/bin/java") + " (the bundled runtime) is a Java for aarch64, this machine is x86_64: "
                + "use the archive for x86_64");
    }

    @Test
    void javaOlderThan17() throws Exception {
        runtime("11.0.2", "x86_64", "#!/bin/sh\nexit 0\n", "rwxr-xr-x");
        oneLine(launch("CLUSTERJOB_JAVA=" + home.resolve("lib/runtime/bin/java")), home.resolve("lib/runtime/bin/java")
                + " (CLUSTERJOB_JAVA) is Java 11; clusterjob needs Java 17 or newer");
    }

    /**
     * A bundled Java 25 runtime: the first run gets the release's class-data archive and makes an AOT cache in the
     * user's cache in the background (a training run of {@code dev.clusterjob.startup.ClassArchiveTraining} without method
     * profiles), which starts only when that first run has ended, so that the two do not share the CPU; once that
     * cache is there and newer than the jar, runs get it instead. The fake java logs its arguments (a user's run
     * takes a second and logs its end) and makes no cache, so the second part puts one in place.
     */
    @Test
    void bundledJava25RuntimeTakesTheUsersAotCacheAfterTheFirstRun() throws Exception {
        Path log = dir.resolve("java.log");
        runtime("25.0.3", "x86_64", "#!/bin/bash\necho \"$*\" >>" + log + "\n"
                + "if [[ $* == *--version ]]; then sleep 1; echo 'end of the run' >>" + log + "; fi\n", "rwxr-xr-x");
        Files.writeString(home.resolve("lib/clusterjob.jsa"), "the release's archive");
        for (String t : List.of("mktemp", "mv", "rm", "sleep", "tail", "timeout")) {
            Files.createSymbolicLink(tools.resolve(t), Path.of("/usr/bin/" + t).toRealPath());
        }
        Path cache = dir.resolve(".cache/clusterjob");
        Path aot = cache.resolve(home.toString().replace('/', '_') + "_runtime_25.0.3.aot");

        assertEquals(0, launch().code());
        long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // the training runs in the background
        while (!(Files.exists(log) && Files.readString(log).contains("Train") && !Files.exists(Path.of(aot + ".lock")))) {
            assertTrue(System.nanoTime() < guard, "no training run within 60 s: " + (Files.exists(log) ? Files.readString(log) : "no java run"));
            Thread.sleep(20);
        }
        List<String> runs = Files.readAllLines(log);
        assertEquals(3, runs.size(), runs.toString());
        assertEquals("end of the run", runs.get(1), "the training starts after the first run: " + runs);
        String jar = home.resolve("lib/clusterjob.jar").toString();
        assertTrue(runs.contains(String.join(" ", cjOpts()) + " -XX:SharedArchiveFile=" + home.resolve("lib/clusterjob.jsa") + " -jar " + jar
                + " --version"), runs.toString());
        assertTrue(runs.stream().anyMatch(r -> r.contains(" -XX:-AOTRecordTraining -XX:AOTCacheOutput=" + aot + ".")
                && r.endsWith(" -cp " + jar + " dev.clusterjob.startup.ClassArchiveTraining")), runs.toString());

        Files.writeString(aot, "an AOT cache");
        Files.setLastModifiedTime(aot, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 60_000));
        assertEquals(0, launch().code());
        List<String> again = Files.readAllLines(log);
        assertEquals(String.join(" ", cjOpts()) + " -XX:AOTCache=" + aot + REPLAY_OFF + " -jar " + jar + " --version", again.get(again.size() - 2));
    }

    /**
     * A new build unpacked over an old one in the same folder: its jar carries its commit's time, older than the
     * old build's AOT cache, and Java 25 runs the classes an AOT cache holds even when the jar has changed (measured:
     * docs/performance.md). The cache is named by the jar's content (lib/clusterjob.id), so the new build gets the
     * release's archive, then a cache of its own, which replaces the old build's (and one named the way before IDs);
     * so does a runtime upgraded in place, whose version is in the name (Java refuses an archive of another version).
     */
    @Test
    void aNewBuildUnpackedOverAnOldOneNeverGetsTheOldOnesAotCache() throws Exception {
        Path log = dir.resolve("java.log");
        runtime("25.0.3", "x86_64", "#!/bin/bash\necho \"$*\" >>" + log + "\n"
                + "for a; do case $a in -XX:AOTCacheOutput=*) echo cache >\"${a#*=}\" ;; esac; done\n", "rwxr-xr-x");
        Files.writeString(home.resolve("lib/clusterjob.jsa"), "the release's archive");
        for (String t : List.of("mktemp", "mv", "rm", "sleep", "tail", "timeout")) {
            Files.createSymbolicLink(tools.resolve(t), Path.of("/usr/bin/" + t).toRealPath());
        }
        Path cache = Files.createDirectories(dir.resolve(".cache/clusterjob"));
        String base = home.toString().replace('/', '_');
        Path beforeIds = cache.resolve(base + "_runtime.aot");
        Files.writeString(beforeIds, "an AOT cache of a build before IDs");
        Path first = cache.resolve(base + "_1111111111111111_runtime_25.0.3.aot");
        Path second = cache.resolve(base + "_2222222222222222_runtime_25.0.3.aot");
        Path otherInstall = Files.writeString(cache.resolve(base + "_2_runtime_25.0.3.aot"), "the cache of " + home + "_2");
        String jsaRun = String.join(" ", cjOpts()) + " -XX:SharedArchiveFile=" + home.resolve("lib/clusterjob.jsa") + " -jar "
                + home.resolve("lib/clusterjob.jar") + " --version";

        Files.writeString(home.resolve("lib/clusterjob.id"), "1111111111111111\n");
        assertEquals(0, launch().code());
        awaitTraining(first, log);
        assertTrue(Files.readAllLines(log).contains(jsaRun), "the first run has the release's archive, not the one before IDs");
        assertTrue(!Files.exists(beforeIds), "the cache named the way before IDs is gone once the new one is made");

        Files.writeString(home.resolve("lib/clusterjob.id"), "2222222222222222\n"); // the jar keeps its old time
        Files.delete(log);
        assertEquals(0, launch().code());
        awaitTraining(second, log);
        assertEquals(jsaRun, Files.readAllLines(log).get(0), "a new build's first run has the release's archive");
        assertTrue(!Files.exists(first), "the old build's cache is gone once the new build's is made");

        Files.delete(log);
        assertEquals(0, launch().code());
        assertEquals(List.of(String.join(" ", cjOpts()) + " -XX:AOTCache=" + second + REPLAY_OFF + " -jar " + home.resolve("lib/clusterjob.jar")
                + " --version"), Files.readAllLines(log));

        // the runtime upgraded in place (as apt upgrades a system Java): it would refuse the old version's archive
        Files.writeString(home.resolve("lib/runtime/release"), "JAVA_VERSION=\"25.0.4\"\nOS_ARCH=\"x86_64\"\n");
        Path upgraded = cache.resolve(base + "_2222222222222222_runtime_25.0.4.aot");
        Files.delete(log);
        assertEquals(0, launch().code());
        awaitTraining(upgraded, log);
        assertEquals(jsaRun, Files.readAllLines(log).get(0), "the upgraded Java's first run has the release's archive");
        assertTrue(!Files.exists(second), "the archive of the Java before is gone once the new one is made");
        assertTrue(Files.exists(otherInstall), "another install's archive is left alone");
    }

    /** Waits (hang guard 60 s) until the background training has made {@code aot} and released its lock. */
    static void awaitTraining(Path aot, Path log) throws Exception {
        long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!(Files.exists(aot) && !Files.exists(Path.of(aot + ".lock")))) {
            assertTrue(System.nanoTime() < guard, "no training made " + aot + " within 60 s: " + (Files.exists(log) ? Files.readString(log) : "no java run"));
            Thread.sleep(20);
        }
    }

    /** What follows a user's AOT cache: the replay of method profiles off (the cache holds none). */
    static final String REPLAY_OFF = " -XX:+UnlockDiagnosticVMOptions -XX:+IgnoreUnrecognizedVMOptions -XX:-AOTReplayTraining";

    /** The launchers' JVM options (launcher.bash's cj_opts), as the fake java logs them. */
    static List<String> cjOpts() throws Exception {
        Process p = new ProcessBuilder("bash", "-c", ". src/main/launcher/launcher.bash && echo \"${cj_opts[*]}\"").start();
        String opts = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertEquals(0, p.waitFor());
        return List.of(opts.split(" "));
    }

    /** CLUSTERJOB_JAVA set like JAVA_HOME, to a Java's folder: says so, not "unpacked without file modes". */
    @Test
    void clusterjobJavaNamingAFolder() throws Exception {
        Path jdk = Files.createDirectories(dir.resolve("jdk-17/bin"));
        oneLine(launch("CLUSTERJOB_JAVA=" + jdk.getParent()), jdk.getParent() + " (CLUSTERJOB_JAVA) is a folder: CLUSTERJOB_JAVA names the java"
                + " program (its bin/java), JAVA_HOME the folder");
    }

    /**
     * JAVA_HOME with a trailing slash (as tab completion writes it) is the same Java as without: its class-data
     * archive is named by the Java's folder and version like any other, not "..._ _17.0.2.jsa" with the folder lost.
     */
    @Test
    void javaHomeWithATrailingSlashNamesTheArchiveByItsFolder() throws Exception {
        Path log = dir.resolve("java.log");
        Path jdk = Files.createDirectories(dir.resolve("jdk-17/bin")).getParent();
        Files.writeString(jdk.resolve("release"), "JAVA_VERSION=\"17.0.2\"\nOS_ARCH=\"x86_64\"\n");
        Files.writeString(jdk.resolve("bin/java"), "#!/bin/bash\necho \"$*\" >>" + log + "\n");
        Files.setPosixFilePermissions(jdk.resolve("bin/java"), PosixFilePermissions.fromString("rwxr-xr-x"));
        for (String t : List.of("mktemp", "mv", "rm")) {
            Files.createSymbolicLink(tools.resolve(t), Path.of("/usr/bin/" + t).toRealPath());
        }
        assertEquals(0, launch("JAVA_HOME=" + jdk + "/").code());
        long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // the training runs in the background
        while (!(Files.exists(log) && Files.readString(log).contains("ClassArchiveTraining"))) {
            assertTrue(System.nanoTime() < guard, "no training run within 60 s: " + (Files.exists(log) ? Files.readString(log) : "no java run"));
            Thread.sleep(20);
        }
        String archive = dir.resolve(".cache/clusterjob") + "/" + home.toString().replace('/', '_') + "_jdk-17_17.0.2.jsa.";
        assertTrue(Files.readString(log).contains("-XX:ArchiveClassesAtExit=" + archive), Files.readString(log));
    }

    /**
     * The locale Java gets. Java decodes names by it, and the C library sets all of a locale or nothing: under a
     * UTF-8 locale this machine does not have (LANG=xx_XX.UTF-8, as ssh brings a laptop's) Java ran under C and read
     * non-ASCII file names as "?", so that one becomes LC_ALL=C.UTF-8; C gets a UTF-8 LC_CTYPE, C.UTF-8 stays as it is.
     */
    @Test
    void aLocaleThisMachineDoesNotHaveBecomesCUtf8() throws Exception {
        Path log = dir.resolve("locale.log");
        runtime("17.0.2", "x86_64", "#!/bin/bash\necho \"LC_ALL=${LC_ALL-unset} LC_CTYPE=${LC_CTYPE-unset}\" >" + log + "\n", "rwxr-xr-x");
        String[][] cases = {
                {"LANG=xx_XX.UTF-8", "LC_ALL=C.UTF-8 LC_CTYPE=unset"},
                {"LC_ALL=xx_XX.UTF-8", "LC_ALL=C.UTF-8 LC_CTYPE=unset"},
                {"LANG=C", "LC_ALL=unset LC_CTYPE=C.UTF-8"},
                {"LANG=C.UTF-8", "LC_ALL=unset LC_CTYPE=unset"},
        };
        for (String[] c : cases) {
            assertEquals(0, launch(c[0]).code(), c[0]);
            assertEquals(c[1], Files.readString(log).strip(), c[0]);
        }
    }

    /** A java the kernel cannot start (here: not an executable format) gets the launcher's line after the shell's own. */
    @Test
    void runtimeThatCannotStart() throws Exception {
        runtime("25.0.3", "x86_64", "\u007fELF\u0002\u0001\u0001\u0000\u0000\u0000 not an executable for any machine\n", "rwxr-xr-x");
        Result r = launch();
        assertEquals(3, r.code(), r.err());
        assertTrue(r.err().endsWith("clusterjob: " + home.resolve("lib/runtime/bin/java") + " (the bundled runtime) could not be started "
                + "(message above): on a noexec mount, unpack the archive elsewhere, or set CLUSTERJOB_JAVA to a Java 17 or newer\n"), r.err());
    }
}
