package dev.clusterjob.explain;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The simulation against real jobs: the environments that every process of four real jobs printed on
 * Slurm 22.05 / Open MPI 4.1 / torch 1.13 and on Slurm 24.11 / Open MPI 5 / torch 2.6 (batch shell,
 * srun tasks per task and per node, mpirun ranks, torchrun workers, a het step; captured by
 * testbed/capture-env.sh into src/test/resources/captures/explain) against what the same job script
 * prints under explain's simulation with the same allocation, job id and node names. Every variable must
 * be equal, except the ones {@link Unsimulated} names (absent here), the login basics explain adds
 * (USER, LOGNAME, SHELL) and those whose value is the machine's (HOME, PATH, the submit folder ...).
 */
class RealEnvironmentsTest {
    static final Path CAPTURES = Path.of("src/test/resources/captures/explain");
    /** Present in both, values belong to the machine or the run (folders, the user, shell counters). */
    static final Set<String> VALUE_FREE = Set.of("HOME", "PATH", "PWD", "OLDPWD", "SHLVL", "_", "TMPDIR", "SLURM_JOB_UID", "SLURM_JOB_GID",
            "SLURM_JOB_USER", "SLURM_SUBMIT_DIR", "ENVOUT", "OMPI_ARGV", "TORCHELASTIC_ERROR_FILE");
    /** The submitting shell's bookkeeping, which sbatch passes on as it is: _ and OLDPWD (the debian13 client wrappers cd). */
    static final Set<String> SHELL_STATE = Set.of("_", "OLDPWD");
    /** What explain's batch shell has that a job submitted with env -i (the captures) does not: a login's basics. */
    static final Set<String> ADDED = Set.of("USER", "LOGNAME", "SHELL");

    static Stream<Arguments> captures() {
        List<Arguments> out = new ArrayList<>();
        for (String stack : List.of("slurm-22.05", "slurm-24.11")) {
            for (String job : List.of("tasks", "gpus", "uneven", "het")) {
                out.add(Arguments.of(stack, job));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("captures")
    void everyProcessSeesWhatTheRealJobsProcessesSaw(String stack, String job, @TempDir Path dir) throws IOException {
        Path cap = CAPTURES.resolve(stack).resolve(job);
        Map<String, String> info = jobInfo(cap.resolve("job.txt"));
        Path script = dir.resolve(job + ".sbatch");
        Files.writeString(script, script(job, info, Files.readString(CAPTURES.resolve(stack).resolve("job.sh"))));
        Path out = Files.createDirectories(dir.resolve("out"));
        SlurmStack s = SlurmStack.parse(stack);
        Explainer.Request r = new Explainer.Request(List.of(script), Allocation.Overrides.none(), s, s == SlurmStack.SLURM_22_05 ? 1 : 2,
                Long.parseLong(info.get("job_id")), null, true, Duration.ofSeconds(120), false, List.of());
        Explainer.Report report = new Explainer(System.getenv("PATH")).explain(r, f -> copy(f.work().resolve("out"), out));
        assertEquals(0, report.exitCode(), "the job script under explain: " + report.findings());

        List<String> problems = new ArrayList<>();
        List<String> names;
        try (Stream<Path> files = Files.list(cap)) {
            names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".env0")).sorted().toList();
        }
        assertTrue(names.size() >= 5, "captured environments in " + cap);
        for (String name : names) {
            Path sim = out.resolve(name);
            if (!Files.exists(sim)) {
                problems.add(name + ": no such process in the simulation");
                continue;
            }
            problems.addAll(compare(name, env(cap.resolve(name)), env(sim)));
        }
        assertEquals(List.of(), problems.subList(0, Math.min(problems.size(), 40)), stack + " " + job
                + ": the simulation differs from the real job (" + problems.size() + " differences)");
    }

    static List<String> compare(String file, Map<String, String> real, Map<String, String> sim) {
        List<String> out = new ArrayList<>();
        Set<String> all = new TreeSet<>(real.keySet());
        all.addAll(sim.keySet());
        all.removeIf(ProcessRecord::own); // the simulation's own (CJX_*, BASH_ENV): never in a record
        for (String k : all) {
            String a = real.get(k);
            String b = sim.get(k);
            if (b == null && Unsimulated.reason(k) == null && !SHELL_STATE.contains(k)) {
                out.add(file + ": " + k + "=" + a + " missing");
            } else if (a == null && b != null && !ADDED.contains(k)) {
                out.add(file + ": " + k + "=" + b + " invented");
            } else if (a != null && b != null && !a.equals(b) && !VALUE_FREE.contains(k)
                    && !(k.equals("SLURM_JOB_PARTITION") && real.containsKey("SLURM_HET_SIZE"))) { // a het step's: docs/explain.md
                out.add(file + ": " + k + "=" + b + ", real " + a);
            }
        }
        return out;
    }

    /** The capture job's script with its sbatch options as #SBATCH lines and its exported variables as export lines. */
    static String script(String job, Map<String, String> info, String body) {
        StringBuilder b = new StringBuilder("#!/bin/bash\n#SBATCH -J cj-env-" + job + "\n");
        String[] comps = info.get("options").split(" : ");
        for (int i = 0; i < comps.length; i++) {
            if (i > 0) {
                b.append("#SBATCH hetjob\n");
            }
            // capture-env.sh gave -p debug on the command line (first component); the rest ran in the default partition, gpu
            b.append("#SBATCH ").append(i == 0 ? "-p debug " : "-p gpu ").append(comps[i]).append('\n');
        }
        b.append("export ENVOUT=$PWD/out CAP_IF=bond0\n"); // capture-env.sh passes CAP_IF=<the testbed's interface> to every job
        for (String v : info.getOrDefault("vars", "").split(" ")) {
            if (v.contains("=")) {
                b.append("export ").append(v).append('\n');
            }
        }
        return b + body.substring(body.indexOf('\n') + 1);
    }

    static Map<String, String> jobInfo(Path f) throws IOException {
        Map<String, String> m = new LinkedHashMap<>();
        for (String l : Files.readAllLines(f)) {
            int c = l.indexOf(": ");
            m.put(c < 0 ? l.replace(":", "") : l.substring(0, c), c < 0 ? "" : l.substring(c + 2));
        }
        return m;
    }

    static Map<String, String> env(Path f) throws IOException {
        Map<String, String> m = new TreeMap<>();
        for (String kv : new String(Files.readAllBytes(f), StandardCharsets.UTF_8).split("\0")) {
            int eq = kv.indexOf('=');
            if (eq > 0) {
                m.put(kv.substring(0, eq), kv.substring(eq + 1));
            }
        }
        return m;
    }

    static void copy(Path from, Path to) {
        try (Stream<Path> s = Files.list(from)) {
            for (Path p : s.toList()) {
                Files.copy(p, to.resolve(p.getFileName()));
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
