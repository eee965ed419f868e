package dev.clusterjob.dist;

import dev.clusterjob.testing.TempTrees;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.IOException;
import java.io.InputStream;
import java.net.URLClassLoader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * src/dist/ClassFileUpgrade.java, the release build's rewrite of picocli's Java 5 class files, run as the build runs
 * it (a single-file program on a Java 24+, the Temurin 25 of these machines, C1 only and the serial GC) on a jar of picocli's own classes, one of
 * ours and a resource: every old class becomes a version 52 class file with stack maps that this Java 17 loads and
 * verifies (the split verifier, no fallback for 52), and picocli still parses; everything else keeps its bytes, order
 * and times; two runs give the same bytes.
 */
class ClassFileUpgradeTest {
    static Path dir;
    static Path in;
    static Path out;
    static Map<String, byte[]> before;
    static Map<String, byte[]> after;

    @BeforeAll
    static void upgrade() throws Exception {
        dir = Files.createTempDirectory("cj-upgrade-test");
        in = dir.resolve("in.jar");
        out = dir.resolve("out.jar");
        writeInputJar(in);
        run(in, out);
        before = entries(in);
        after = entries(out);
    }

    @AfterAll
    static void remove() throws Exception {
        TempTrees.delete(dir);
    }

    /** picocli's jar, as Maven resolved it, and one class of ours (version 61) and a text resource, in one jar. */
    static void writeInputJar(Path jar) throws Exception {
        Path picocli = Path.of(CommandLine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(jar)); ZipFile src = new ZipFile(picocli.toFile())) {
            put(zip, "dev/clusterjob/dist/ManPages.class", readResource("/dev/clusterjob/dist/ManPages.class"), 1_000_000_000_000L);
            put(zip, "notes.txt", "kept as it is\n".getBytes(StandardCharsets.UTF_8), 1_100_000_000_000L);
            for (ZipEntry e : Collections.list(src.entries())) {
                if (e.getName().endsWith(".class") && !e.getName().startsWith("META-INF/")) {
                    try (InputStream s = src.getInputStream(e)) {
                        put(zip, e.getName(), s.readAllBytes(), e.getTime());
                    }
                }
            }
        }
    }

    static byte[] readResource(String name) throws IOException {
        try (InputStream s = ClassFileUpgradeTest.class.getResourceAsStream(name)) {
            return s.readAllBytes();
        }
    }

    static void put(ZipOutputStream zip, String name, byte[] bytes, long time) throws IOException {
        ZipEntry e = new ZipEntry(name);
        e.setTime(time);
        zip.putNextEntry(e);
        zip.write(bytes);
        zip.closeEntry();
    }

    /** The newest JDK 24+ under /usr/lib/jvm (or CLUSTERJOB_DIST_JDK): what src/dist/build.sh runs the program with. */
    static Path jdk24() throws IOException {
        String given = System.getenv("CLUSTERJOB_DIST_JDK");
        if (given != null && !given.isEmpty()) {
            return Path.of(given);
        }
        try (var s = Files.newDirectoryStream(Path.of("/usr/lib/jvm"))) {
            for (Path p : s) {
                if (Files.isExecutable(p.resolve("bin/java")) && major(p) >= 24) {
                    return p;
                }
            }
        }
        throw new AssertionError("no JDK 24 or newer under /usr/lib/jvm (docs/testing.md: the machine's Java 17 and Temurin 25)");
    }

    static int major(Path jdk) throws IOException {
        Path release = jdk.resolve("release");
        if (!Files.isReadable(release)) {
            return 0;
        }
        for (String line : Files.readAllLines(release)) {
            if (line.startsWith("JAVA_VERSION=\"")) {
                return Integer.parseInt(line.substring(14).split("[.+\"-]")[0]);
            }
        }
        return 0;
    }

    static void run(Path from, Path to) throws Exception {
        Process p = new ProcessBuilder(jdk24().resolve("bin/java").toString(), "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                "src/dist/ClassFileUpgrade.java", from.toString(), to.toString())
                .redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the upgrade did not end");
        assertEquals(0, p.exitValue(), output);
        assertTrue(output.matches("(?s)class-file upgrade: \\d+ class files of .* rewritten as version 52\\s*"), output);
    }

    static Map<String, byte[]> entries(Path jar) throws IOException {
        Map<String, byte[]> m = new LinkedHashMap<>();
        try (ZipFile z = new ZipFile(jar.toFile())) {
            for (ZipEntry e : Collections.list(z.entries())) {
                try (InputStream s = z.getInputStream(e)) {
                    m.put(e.getName() + "@" + e.getTime(), s.readAllBytes());
                }
            }
        }
        return m;
    }

    static int classMajor(byte[] b) {
        return (b[6] & 0xff) << 8 | b[7] & 0xff;
    }

    @Test
    void everyOldClassBecomesVersion52AndTheRestKeepsItsBytesOrderAndTimes() {
        assertEquals(new ArrayList<>(before.keySet()), new ArrayList<>(after.keySet()), "names, times and order");
        int upgraded = 0;
        for (var e : before.entrySet()) {
            byte[] old = e.getValue();
            byte[] now = after.get(e.getKey());
            if (e.getKey().contains(".class@") && classMajor(old) < 50) {
                assertEquals(52, classMajor(now), e.getKey());
                upgraded++;
            } else {
                assertArrayEquals(old, now, e.getKey() + " changed");
            }
        }
        assertTrue(upgraded > 100, "picocli's classes are Java 5 ones: " + upgraded + " upgraded");
    }

    @Test
    void theUpgradedClassesLoadVerifiedAndPicocliStillParses() throws Exception {
        List<String> names = new ArrayList<>();
        for (String k : after.keySet()) {
            if (k.startsWith("picocli/") && k.contains(".class@")) {
                names.add(k.substring(0, k.indexOf(".class@")).replace('/', '.'));
            }
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[] {out.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            for (String n : names) { // initialising a class links it: the verifier checks every method's stack maps
                Class<?> c = Class.forName(n, true, loader);
                assertEquals(loader, c.getClassLoader(), n + " came from elsewhere");
            }
            Class<?> cl = Class.forName("picocli.CommandLine", true, loader);
            Object spec = Class.forName("picocli.CommandLine$Model$CommandSpec", true, loader).getMethod("create").invoke(null);
            Class<?> optionSpec = Class.forName("picocli.CommandLine$Model$OptionSpec", true, loader);
            Object builder = optionSpec.getMethod("builder", String[].class).invoke(null, (Object) new String[] {"--nodes"});
            var type = builder.getClass().getMethod("type", Class.class);
            type.setAccessible(true); // declared in a package-private superclass
            type.invoke(builder, int.class);
            Object option = builder.getClass().getMethod("build").invoke(builder);
            spec.getClass().getMethod("addOption", optionSpec).invoke(spec, option);
            Object commandLine = cl.getConstructor(Object.class).newInstance(spec);
            Object parsed = cl.getMethod("parseArgs", String[].class).invoke(commandLine, (Object) new String[] {"--nodes", "2"});
            Object value = parsed.getClass().getMethod("matchedOptionValue", String.class, Object.class).invoke(parsed, "--nodes", 0);
            assertEquals(2, value);
        }
    }

    @Test
    void twoRunsGiveTheSameBytes() throws Exception {
        Path again = dir.resolve("again.jar");
        run(in, again);
        assertTrue(Arrays.equals(Files.readAllBytes(out), Files.readAllBytes(again)), "two runs on one jar differ");
    }
}
