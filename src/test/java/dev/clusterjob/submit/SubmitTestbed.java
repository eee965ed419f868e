package dev.clusterjob.submit;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The real Slurm testbed for the submit e2e tests: brings it up once ({@code testbed/testbed.sh up}
 * is idempotent), reads {@code testbed.env}, and runs clusterjob in a fresh JVM against it.
 */
final class SubmitTestbed {
    static final Path REPO = Path.of("").toAbsolutePath();
    private static Properties env;

    private SubmitTestbed() {
    }

    /** What one clusterjob process did. */
    record Run(int code, String out, String err) {
    }

    static synchronized Properties up() throws Exception {
        if (env == null) {
            // the shared fixture: honours CJ_TESTBED_INSTANCE
            Properties p = new Properties();
            p.putAll(dev.clusterjob.testing.Testbed.get().values());
            env = p;
        }
        return env;
    }

    static String get(String key) {
        String v = env.getProperty(key);
        if (v == null) {
            fail("testbed.env has no " + key);
        }
        return v;
    }

    /** A fresh directory under the testbed's shared jobs folder (visible to every node). */
    static Path workDir(String name) throws IOException {
        Path d = Files.createTempDirectory(Path.of(get("CJ_TESTBED_JOBS_DIR")), "submit-" + name + "-");
        d.toFile().setWritable(true, false);
        d.toFile().setReadable(true, false);
        d.toFile().setExecutable(true, false);
        return d;
    }

    /** The environment clusterjob and Slurm's clients need, plus {@code extra}. */
    static Map<String, String> slurmEnv(Path stateDir, Map<String, String> extra) {
        Map<String, String> e = new HashMap<>();
        e.put("SLURM_CONF", get("SLURM_CONF"));
        e.put("CLUSTERJOB_STATE_DIR", stateDir.toString());
        e.putAll(extra);
        return e;
    }

    /** Runs {@code clusterjob ARGS} in a new JVM (the test classpath) in {@code dir}. */
    static Run clusterjob(Path dir, Map<String, String> env, Duration limit, String... args) throws Exception {
        return waitFor(start(dir, env, args), limit);
    }

    static Process start(Path dir, Map<String, String> env, String... args) throws IOException {
        List<String> argv = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "dev.clusterjob.Main"));
        argv.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(argv).directory(dir.toFile());
        pb.environment().putAll(env);
        pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        Path out = Files.createTempFile(dir, "cj-out-", ".txt");
        Path err = Files.createTempFile(dir, "cj-err-", ".txt");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p = pb.start();
        OUTPUTS.put(p, new Path[] {out, err});
        return p;
    }

    private static final Map<Process, Path[]> OUTPUTS = new java.util.concurrent.ConcurrentHashMap<>();

    static Run waitFor(Process p, Duration limit) throws Exception {
        if (!p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            Path[] o = OUTPUTS.get(p);
            fail("clusterjob ran past " + limit.toSeconds() + " s; stdout:\n" + Files.readString(o[0]) + "\nstderr:\n" + Files.readString(o[1]));
        }
        Path[] o = OUTPUTS.remove(p);
        return new Run(p.exitValue(), Files.readString(o[0]), Files.readString(o[1]));
    }

    /** Runs any program (testbed.sh, squeue) and captures its output. */
    static Run exec(List<String> argv, Map<String, String> extraEnv, Path dir, Duration limit) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(argv).directory(dir.toFile());
        pb.environment().putAll(extraEnv);
        Path out = Files.createTempFile("cj-exec-", ".out");
        Path err = Files.createTempFile("cj-exec-", ".err");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        Process p = pb.start();
        if (!p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            p.destroyForcibly();
            fail(argv + " ran past " + limit.toSeconds() + " s");
        }
        Run r = new Run(p.exitValue(), Files.readString(out), Files.readString(err));
        Files.deleteIfExists(out);
        Files.deleteIfExists(err);
        return r;
    }

    /** {@code testbed/testbed.sh ACTION} (slurmctld-stop, slurmctld-start ...). */
    static void testbed(String action) throws Exception {
        dev.clusterjob.testing.Testbed.Run r = dev.clusterjob.testing.Testbed.get().script(action);
        assertEquals(0, r.exitCode(), r.describe());
    }

    /** A Slurm client command against the testbed (squeue, scontrol ...). */
    static Run slurm(String... argv) throws Exception {
        return exec(List.of(argv), Map.of("SLURM_CONF", get("SLURM_CONF")), REPO, Duration.ofSeconds(60));
    }
}
