package dev.clusterjob.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs a rendered script with bash under a synthetic Slurm allocation, with the stub launchers of
 * {@code src/test/fakebin} first on PATH: srun and mpirun run each task in turn with the variables the
 * real ones set; torchrun, deepspeed ... record their argv and environment instead of starting anything.
 */
public final class FakeAllocation {
    public static final Path FAKEBIN = Path.of("src/test/fakebin").toAbsolutePath();
    public static final Path BROKEN_SCONTROL = Path.of("src/test/fakebin-broken-scontrol").toAbsolutePath();

    /** One recorded start of a stub program. */
    public record Invocation(String program, List<String> args, Map<String, String> env, Path recordBase) {
        public String env(String name) {
            return env.get(name);
        }

        /** The value of {@code --name=value} among the args, or null. */
        public String option(String name) {
            for (String a : args) {
                if (a.startsWith(name + "=")) {
                    return a.substring(name.length() + 1);
                }
            }
            return null;
        }
    }

    /** What a run did: exit code, output, and the stub invocations. */
    public record Run(int exitCode, String stdout, String stderr, List<Invocation> invocations, Path log) {
        public List<Invocation> of(String program) {
            return invocations.stream().filter(i -> i.program().equals(program)).toList();
        }

        public String file(String name) throws IOException {
            Path p = log.resolve(name);
            return Files.exists(p) ? Files.readString(p) : "";
        }
    }

    private FakeAllocation() {
    }

    /**
     * Runs {@code script} as a batch script of job {@code jobId} on {@code nodelist}.
     *
     * @param scontrol "real" (Slurm's scontrol with a minimal SLURM_CONF), "broken" (fails as in a container)
     * @param extraEnv more variables (e.g. CJ_FAKE_MPI)
     */
    public static Run runBatch(String script, String jobId, String nodelist, int numNodes, String scontrol,
                               Map<String, String> extraEnv, Path work) throws IOException, InterruptedException {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("SLURM_JOB_ID", jobId);
        env.put("SLURM_JOB_NODELIST", nodelist);
        env.put("SLURM_JOB_NUM_NODES", String.valueOf(numNodes));
        env.put("SLURM_CPUS_PER_TASK", "4");
        env.putAll(extraEnv);
        return run(script, env, scontrol, work);
    }

    /** Runs {@code script} with exactly {@code vars} (plus PATH, HOME, CJ_FAKE_LOG). */
    public static Run run(String script, Map<String, String> vars, String scontrol, Path work) throws IOException, InterruptedException {
        Path log = Files.createDirectories(work.resolve("log"));
        Path file = work.resolve("job.sh");
        Files.writeString(file, script, StandardCharsets.UTF_8);
        ProcessBuilder pb = new ProcessBuilder("bash", file.toString());
        pb.directory(work.toFile());
        Map<String, String> env = pb.environment();
        env.clear();
        String path = FAKEBIN + ":/usr/local/bin:/usr/bin:/bin";
        if ("broken".equals(scontrol)) {
            path = BROKEN_SCONTROL + ":" + path;
        } else {
            Path conf = work.resolve("slurm.conf");
            Files.writeString(conf, "ClusterName=fake\nSlurmctldHost=localhost\nNodeName=n1 CPUs=1\nPartitionName=p Nodes=n1\n");
            env.put("SLURM_CONF", conf.toString());
        }
        env.put("PATH", path);
        env.put("HOME", work.toString());
        env.put("TMPDIR", work.toString());
        env.put("CJ_FAKE_LOG", log.toString());
        env.putAll(vars);
        pb.redirectOutput(work.resolve("stdout").toFile());
        pb.redirectError(work.resolve("stderr").toFile());
        Process p = pb.start();
        // A guard against a hang, not a timing assertion: on a loaded CI machine (the e2e lanes beside the unit
        // tests) a script that starts torch twice can take over 60 s.
        if (!p.waitFor(300, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("script did not finish in 300 s");
        }
        return new Run(p.exitValue(), Files.readString(work.resolve("stdout")), Files.readString(work.resolve("stderr")),
                invocations(log), log);
    }

    static List<Invocation> invocations(Path log) throws IOException {
        List<Invocation> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(log)) {
            for (Path prog : s.filter(p -> p.getFileName().toString().endsWith(".prog")).sorted().toList()) {
                String base = prog.toString().substring(0, prog.toString().length() - ".prog".length());
                out.add(new Invocation(Files.readString(prog), nulSplit(Path.of(base + ".args")),
                        envMap(Path.of(base + ".env")), Path.of(base)));
            }
        }
        return out;
    }

    private static List<String> nulSplit(Path f) throws IOException {
        String s = Files.readString(f, StandardCharsets.UTF_8);
        if (s.isEmpty()) {
            return List.of();
        }
        String[] parts = s.split("\0", -1);
        return Arrays.asList(parts).subList(0, parts.length - 1);
    }

    private static Map<String, String> envMap(Path f) throws IOException {
        Map<String, String> m = new HashMap<>();
        for (String kv : nulSplit(f)) {
            int eq = kv.indexOf('=');
            if (eq > 0) {
                m.put(kv.substring(0, eq), kv.substring(eq + 1));
            }
        }
        return m;
    }
}
