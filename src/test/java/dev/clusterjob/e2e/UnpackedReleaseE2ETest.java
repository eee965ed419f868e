package dev.clusterjob.e2e;

import dev.clusterjob.Version;
import dev.clusterjob.testing.Processes;
import dev.clusterjob.testing.Testbed;
import dev.clusterjob.testing.Testbed.Run;
import dev.clusterjob.testing.TempTrees;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The release archives (docs/install.md) as users install them. The self-contained one is unpacked by a
 * non-root user into an empty folder inside the Debian 13 root file system of the testbed, which has no Java,
 * and run from there, on a node, through a symlink on PATH, against Slurm 24.11: --version, render,
 * submit --wait of a 2-node job, status, logs; one of its man pages formatted by man -l. The plain archive
 * runs with this machine's Java 17 and with Java 25, from a path with spaces, through a symlink. Runs in the
 * debian13 lane only (pom.xml keeps it out of debian12's); run-tests builds the archives beside the lanes
 * (target/dist.log), and this test waits for them.
 */
@Tag("e2e")
class UnpackedReleaseE2ETest {
    static final Path DIST = Testbed.REPO.resolve("target/dist");
    static Testbed tb;

    @BeforeAll
    static void testbedAndArchives() throws Exception {
        tb = Testbed.get();
        assertEquals("debian13", tb.stack(), "the self-contained archive is proven in the Debian 13 root file system");
        Instant giveUp = Instant.now().plus(Duration.ofMinutes(15)); // a hang guard: run-tests' dist build, under load
        while (!Files.exists(DIST.resolve("SHA256SUMS"))) {
            Path rc = Testbed.REPO.resolve("target/dist.rc");
            if (!Files.exists(Testbed.REPO.resolve("target/dist.log")) || Files.exists(rc) || Instant.now().isAfter(giveUp)) {
                fail("no release archives in " + DIST + ": build them with mvn -B -Pdist -DskipTests package"
                        + (Files.exists(rc) ? " (run-tests' build exited " + Files.readString(rc).trim() + ": target/dist.log)" : ""));
            }
            Thread.sleep(2000);
        }
    }

    static Path archive(String suffix) throws Exception {
        try (var s = Files.list(DIST)) {
            return s.filter(p -> p.getFileName().toString().matches("clusterjob-[^/]+" + suffix)).findFirst()
                    .orElseThrow(() -> new AssertionError("no clusterjob-*" + suffix + " in " + DIST));
        }
    }

    /**
     * {@code sh -c SCRIPT} as user nobody on the testbed's first node, inside the root file system. CLUSTERJOB_CDS=0:
     * every run gets the release's class-data archive, and none starts the background training of an AOT cache in
     * the user's cache (seconds of CPU beside the test; InstalledLauncherTest holds that part of the launcher).
     */
    static Run asNobody(Path work, String script) {
        return tb.script("exec", tb.node(1), "runuser", "-u", "nobody", "--", "env", "-i", "PATH=" + tb.path(), "HOME=" + work.resolve("home"),
                "CLUSTERJOB_CDS=0", "LANG=C.UTF-8", "SLURM_CONF=" + tb.slurmConf(), "sh", "-c", "cd \"$0\" && " + script, work.toString());
    }

    @Test
    void selfContainedArchiveRunsInTheRootFileSystemWithoutJavaAsAUserAgainstSlurm2411() throws Exception {
        Path rootfs = Path.of(tb.value("CJ_TESTBED_ROOTFS"));
        Path install = Files.createTempDirectory(Files.createDirectories(rootfs.resolve("opt")), "cj-e2e-release-"); // shared by all instances: removed below
        try {
            Path work = tb.workDir("unpacked-release");
            Files.createDirectories(work.resolve("home/bin"));
            chown(work, install);
            String inRootfs = "/" + rootfs.relativize(install);
            String v = Version.get();
            String bin = inRootfs + "/clusterjob-" + v + "/bin/clusterjob";
            Run unpack = asNobody(work, "! command -v java && tar -xzf '" + archive("-linux-[a-z0-9_]+\\.tar\\.gz") + "' -C '" + inRootfs + "'"
                    + " && ln -s '" + bin + "' home/bin/clusterjob");
            assertEquals(0, unpack.exitCode(), "no java in the root file system, the archive unpacks as a user: " + unpack.describe());
            Files.writeString(work.resolve("job.yaml"), "name: unpacked-release\nprofile: testbed\nprofile_files: [" + Testbed.PROFILES + "]\n"
                    + "nodes: 2\nlauncher: srun\npreflight: false\nsbatch: {time: \"00:05:00\"}\ncommand: [hostname]\noutput: job.sbatch\n");
            chown(work.resolve("job.yaml"));
            String cj = "PATH=\"$HOME/bin:$PATH\" CLUSTERJOB_STATE_DIR=\"$PWD/state\" clusterjob";

            Run version = asNobody(work, cj + " --version");
            assertEquals(0, version.exitCode(), version.describe());
            assertTrue(version.stdout().startsWith("clusterjob " + v + "\ncommit: "), version.describe());
            assertTrue(version.stdout().contains(" " + inRootfs + "/clusterjob-" + v + "/lib/runtime\n"), "the bundled runtime: " + version.describe());

            Run render = asNobody(work, cj + " render job.yaml");
            assertEquals(0, render.exitCode(), render.describe());
            assertTrue(Files.readString(work.resolve("job.sbatch")).contains("#SBATCH --nodes=2\n"), render.describe());

            Run submit = asNobody(work, cj + " submit job.yaml --wait");
            assertEquals(0, submit.exitCode(), submit.describe());
            Matcher id = Pattern.compile("submitted ([0-9]+) ").matcher(submit.stdout());
            assertTrue(id.find(), submit.describe());
            Run status = asNobody(work, cj + " status");
            assertTrue(status.stdout().lines().anyMatch(l -> l.startsWith(id.group(1) + " ") && l.contains("COMPLETED")), status.describe());
            Run logs = asNobody(work, cj + " logs " + id.group(1));
            assertEquals(0, logs.exitCode(), logs.describe());
            assertTrue(logs.stdout().contains(tb.node(1)) && logs.stdout().contains(tb.node(2)), "both nodes ran it: " + logs.describe());

            // The root file system has no man (minbase, no manual pages): the host's man formats the unpacked page.
            Run noMan = asNobody(work, "command -v man || exit 9");
            assertEquals(9, noMan.exitCode(), "man is absent from the root file system: " + noMan.describe());
            String page = man(install.resolve("clusterjob-" + v + "/share/man/man1/clusterjob-submit.1"));
            assertTrue(page.contains("clusterjob-submit - Submit batch scripts or job specs"), page);
            assertTrue(page.contains("--wait"), page);
        } finally {
            TempTrees.delete(install);
        }
    }

    @Test
    void plainArchiveRunsWithJava17AndJava25FromAPathWithSpacesThroughASymlink() throws Exception {
        Path dir = Files.createTempDirectory(tb.jobsDir(), "e2e-plain release-");
        try {
            Path unpacked = Files.createDirectories(dir.resolve("opt with space"));
            assertEquals(0, run(dir, List.of("tar", "-xzf", archive("\\.tar\\.gz").toString(), "-C", unpacked.toString())).code);
            Path link = Files.createDirectories(dir.resolve("bin dir")).resolve("clusterjob");
            Files.createSymbolicLink(link, unpacked.resolve("clusterjob-" + Version.get() + "/bin/clusterjob"));
            assertFalse(Files.exists(unpacked.resolve("clusterjob-" + Version.get() + "/lib/runtime")), "the plain archive brings no Java");
            Path j17 = javaHome("java-17-openjdk-*");
            Path j25 = javaHome("temurin-25-jdk-*");
            String expected = Files.readString(Testbed.REPO.resolve("slurm-examples/torchrun-tcp.sbatch"));
            for (List<String> how : List.of(List.of("JAVA_HOME=" + j17), List.of("CLUSTERJOB_JAVA=" + j25.resolve("bin/java")))) {
                List<String> env = new ArrayList<>(List.of("env", "-i", "PATH=/usr/bin:/bin", "HOME=" + dir, "CLUSTERJOB_CDS=0"));
                env.addAll(how);
                Result version = run(dir, concat(env, List.of(link.toString(), "--version")));
                assertEquals(0, version.code, how + ": " + version.out);
                Path home = how.get(0).startsWith("JAVA_HOME") ? j17 : j25;
                assertTrue(version.out.contains("\njava: ") && version.out.endsWith(" " + home + "\n"), how + ": " + version.out);
                Result render = run(Testbed.REPO.resolve("slurm-examples"), concat(env, List.of(link.toString(), "render", "torchrun-tcp.yaml", "-o", "-")));
                assertEquals(0, render.code, how + ": " + render.out);
                assertEquals(expected, render.out, how + ": the same script as the checked-in example");
            }
        } finally {
            TempTrees.delete(dir);
        }
    }

    static List<String> concat(List<String> a, List<String> b) {
        List<String> c = new ArrayList<>(a);
        c.addAll(b);
        return c;
    }

    static Path javaHome(String glob) throws Exception {
        try (var s = Files.newDirectoryStream(Path.of("/usr/lib/jvm"), glob)) {
            for (Path p : s) {
                if (Files.isExecutable(p.resolve("bin/java"))) {
                    return p;
                }
            }
        }
        throw new AssertionError("no /usr/lib/jvm/" + glob + " on this machine (docs/testing.md: the machine's Java 17 and Temurin 25)");
    }

    record Result(int code, String out) {
    }

    /** ARGV in DIR; stdout only (stderr goes into the message when it fails). */
    static Result run(Path dir, List<String> argv) throws Exception {
        Process p = new ProcessBuilder(argv).directory(dir.toFile()).redirectErrorStream(false).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(3, TimeUnit.MINUTES)) {
            Processes.killTree(p);
            fail("did not end: " + argv);
        }
        return new Result(p.exitValue(), p.exitValue() == 0 ? out : out + err);
    }

    /** The page as man -l formats it, plain text. */
    static String man(Path page) throws Exception {
        Result r = run(page.getParent(), List.of("env", "MANWIDTH=100", "MAN_KEEP_FORMATTING=0", "man", "-P", "cat", "-l", page.toString()));
        assertEquals(0, r.code, r.out);
        return r.out.replaceAll(".\b", "");
    }

    /** Hands the paths to the root file system's nobody (65534), who unpacks and runs there. */
    static void chown(Path... paths) throws Exception {
        for (Path p : paths) {
            assertEquals(0, run(p.getParent(), List.of("chown", "-R", "65534:65534", p.toString())).code, "chown " + p);
        }
    }
}
