package dev.clusterjob.startup;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code ./clusterjob} launcher itself (a copy in a temporary checkout): its first build through the real Maven
 * (in validate instead of package) prints no colour codes, a symlink to it finds the jar, and under LANG=C, LC_ALL=C or
 * no locale at all clusterjob (this build's classes, started by a java stand-in) reads a non-ASCII folder, file name
 * and values.
 */
class LauncherLocaleTest {
    static final Path REPO = Path.of("").toAbsolutePath();

    @TempDir
    Path tmp;
    Path checkout;
    Path bin;

    @BeforeEach
    void checkout() throws IOException {
        checkout = Files.createDirectories(tmp.resolve("checkout"));
        Files.copy(REPO.resolve("clusterjob"), checkout.resolve("clusterjob"));
        Files.createDirectories(checkout.resolve("src/main/launcher"));
        Files.copy(REPO.resolve("src/main/launcher/launcher.bash"), checkout.resolve("src/main/launcher/launcher.bash"));
        Files.copy(REPO.resolve("pom.xml"), checkout.resolve("pom.xml"));
        Files.createDirectories(checkout.resolve("templates"));
        bin = Files.createDirectories(tmp.resolve("bin"));
        // java: this test's JVM with this build's classes, for the launcher's "java ... -jar JAR ARGS"
        exe(bin.resolve("java"), "#!/bin/bash\nwhile [[ $# -gt 0 && $1 != -jar ]]; do shift; done\nshift 2\n"
                + "exec '" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp '"
                + System.getProperty("java.class.path") + "' dev.clusterjob.Main \"$@\"\n");
    }

    static void exe(Path p, String text) throws IOException {
        Files.writeString(p, text);
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    record Run(int code, String out, String err) {
    }

    /** Runs {@code launcher args} in {@code dir} with exactly {@code env} (plus PATH, HOME, CLUSTERJOB_JAVA, no CDS). */
    Run run(Path launcher, Path dir, Map<String, String> env, String... args) throws Exception {
        List<String> argv = new ArrayList<>(List.of("bash", launcher.toString()));
        argv.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(argv).directory(dir.toFile());
        pb.environment().clear();
        pb.environment().put("PATH", bin + ":/usr/bin:/bin");
        pb.environment().put("HOME", tmp.toString());
        pb.environment().put("CLUSTERJOB_JAVA", bin.resolve("java").toString());
        pb.environment().put("CLUSTERJOB_CDS", "0");
        pb.environment().putAll(env);
        pb.redirectOutput(tmp.resolve("out").toFile()).redirectError(tmp.resolve("err").toFile());
        Process p = pb.start();
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "launcher hang guard");
        return new Run(p.exitValue(), Files.readString(tmp.resolve("out"), StandardCharsets.UTF_8),
                Files.readString(tmp.resolve("err"), StandardCharsets.UTF_8));
    }

    /** The first build: the real Maven with the launcher's own flags (validate instead of package, offline), then a jar. */
    @Test
    void theFirstBuildPrintsNoColourCodesAndASymlinkFindsTheJar() throws Exception {
        exe(bin.resolve("mvn"), "#!/bin/bash\nargs=(\"${@/package/validate}\")\necho \"$MAVEN_OPTS|$*\" >> '" + tmp.resolve("mvn.calls")
                + "'\n/usr/bin/mvn -o -Dmaven.repo.local='" + Path.of(System.getProperty("user.home"), ".m2", "repository")
                + "' \"${args[@]}\" || exit\nmkdir -p target && : > target/clusterjob.jar\n");
        Run first = run(checkout.resolve("clusterjob"), tmp, Map.of(), "--version");
        assertEquals(0, first.code(), first.err());
        assertTrue(first.err().startsWith("clusterjob: building " + checkout.resolve("target/clusterjob.jar") + " (mvn package)\n"), first.err());
        assertFalse((first.out() + first.err()).contains("\u001b"), "no escape codes: " + first.err().replace("\u001b", "^["));
        assertEquals(" -Djansi.noreset=true|-B -q -Dstyle.color=never -DskipTests package\n", Files.readString(tmp.resolve("mvn.calls")));

        Path link = Files.createDirectories(tmp.resolve("elsewhere")).resolve("clusterjob");
        Files.createSymbolicLink(link, checkout.resolve("clusterjob"));
        Run viaLink = run(link, tmp, Map.of(), "--version");
        assertEquals(0, viaLink.code(), viaLink.err());
        assertEquals(first.out(), viaLink.out(), "the same clusterjob through a symlink");
        assertEquals("", viaLink.err(), "no second build");
    }

    /** Under LANG=C too, clusterjob render j.yaml finds j.yaml in a folder with a non-ASCII name (never 'j.yaml: file not found'). */
    @Test
    void nonAsciiNamesAndValuesUnderAnyLocale() throws Exception {
        Files.createDirectories(checkout.resolve("target"));
        Files.writeString(checkout.resolve("target/clusterjob.jar"), "");
        Path dir = Files.createDirectories(tmp.resolve("数据集"));
        Files.writeString(dir.resolve("作业.yaml"), "profile: tcp\nenv:\n  RUN_NOTE: 第一次\ncommand: [train.py, --data, 语料]\n", StandardCharsets.UTF_8);
        Map<String, Map<String, String>> locales = new LinkedHashMap<>();
        locales.put("LANG=C", Map.of("LANG", "C"));
        locales.put("LC_ALL=C", Map.of("LC_ALL", "C", "LANG", "en_US.UTF-8"));
        locales.put("no locale", Map.of());
        for (Map.Entry<String, Map<String, String>> l : locales.entrySet()) {
            Run r = run(checkout.resolve("clusterjob"), dir, l.getValue(), "render", "作业.yaml", "-o", "-", "--env", "WHO=张三");
            assertEquals(0, r.code(), l.getKey() + ": " + r.err());
            assertTrue(r.out().contains("export RUN_NOTE='第一次'") && r.out().contains("export WHO='张三'") && r.out().contains("    '语料'\n")
                            && r.out().contains("# Generated by clusterjob 0.1.0 from 作业.yaml "),
                    l.getKey() + ": " + r.out());
        }
    }

    /** A JVM started without the launcher under LANG=C: one line saying why, never 'file not found' for a file that is there. */
    @Test
    void withoutTheLauncherOneLineSaysWhy() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("数据集"));
        Files.writeString(dir.resolve("j.yaml"), "profile: tcp\ncommand: [t.py]\n");
        Run r = run(bin.resolve("java"), dir, Map.of("LANG", "C"), "-jar", "unused.jar", "render", "j.yaml", "-o", "-");
        assertEquals(2, r.code(), r.err());
        assertEquals("clusterjob: Java reads file names and arguments as ANSI_X3.4-1968 under this locale (LANG, LC_CTYPE, LC_ALL: C or"
                + " POSIX, or one this machine does not have: locale -a lists those it has), so the non-ASCII characters of the"
                + " working directory's name are lost: run clusterjob under a UTF-8 locale, e.g. LC_ALL=C.UTF-8 (clusterjob's"
                + " launchers do that themselves)\n", r.err());
        assertEquals("", r.out());
    }
}
