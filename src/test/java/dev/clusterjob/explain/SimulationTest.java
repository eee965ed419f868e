package dev.clusterjob.explain;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the simulation promises about the machine it runs on: nothing of the caller's environment reaches
 * the script, the script cannot reach the network nor write outside its folder, a script that does not
 * end is stopped at the time limit, and the folder is gone afterwards.
 */
class SimulationTest {
    static Explainer.Report explain(Path script, Duration limit, java.util.function.Consumer<SimulationFolder> look) throws IOException {
        return new Explainer(System.getenv("PATH")).explain(new Explainer.Request(List.of(script), Allocation.Overrides.none(),
                SlurmStack.SLURM_24_11, 2, 1, null, true, limit, false, List.of()), look);
    }

    @Test
    void noVariableOfTheCallerReachesTheScript(@TempDir Path dir) throws IOException {
        Path script = dir.resolve("job.sbatch");
        Files.writeString(script, "#!/bin/bash\n#SBATCH -N 1\nsrun python3 train.py\n");
        Explainer.Report r = explain(script, Duration.ofSeconds(60), f -> { });
        assertEquals(1, r.ranks().size());
        Map<String, String> env = r.ranks().get(0).env();
        // SHLVL is bash's own count of nested shells: equal to this JVM's by chance when the JVM runs under two shells
        List<String> leaked = new ArrayList<>();
        for (Map.Entry<String, String> mine : System.getenv().entrySet()) {
            String k = mine.getKey();
            if (env.containsKey(k) && env.get(k).equals(mine.getValue()) && !List.of("LANG", "SHELL", "SHLVL").contains(k)) {
                leaked.add(k);
            }
        }
        assertEquals(List.of(), leaked, "variables of this JVM's environment in the simulated process: " + env.keySet());
        for (String k : env.keySet()) {
            assertTrue(k.startsWith("SLURM") || List.of("HOME", "USER", "LOGNAME", "SHELL", "LANG", "PATH", "TMPDIR", "ENVIRONMENT",
                    "HOSTNAME", "PWD", "SHLVL", "SRUN_DEBUG", "HYDRA_BOOTSTRAP", "HYDRA_LAUNCHER_EXTRA_ARGS", "I_MPI_HYDRA_BOOTSTRAP",
                    "I_MPI_HYDRA_BOOTSTRAP_EXEC_EXTRA_ARGS", "OMPI_MCA_plm_slurm_args", "PRTE_MCA_plm_slurm_args").contains(k),
                    k + " comes from nowhere the simulation set up: " + env);
        }
    }

    @Test
    void theScriptReachesNoNetworkAndWritesNothingOutside(@TempDir Path dir) throws IOException {
        Path outside = Files.createDirectories(dir.resolve("outside"));
        try (ServerSocket server = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            Path script = dir.resolve("job.sbatch");
            Files.writeString(script, "#!/bin/bash\n#SBATCH -N 1\n"
                    + "if (exec 3<>/dev/tcp/127.0.0.1/" + server.getLocalPort() + ") 2>/dev/null; then echo connected > net.txt;"
                    + " else echo refused > net.txt; fi\n"
                    + "touch " + outside + "/written 2>/dev/null && echo yes > out.txt || echo no > out.txt\n"
                    + "srun python3 train.py\n");
            List<String> seen = new ArrayList<>();
            explain(script, Duration.ofSeconds(60), f -> {
                try {
                    seen.add(Files.readString(f.work().resolve("net.txt")).strip());
                    seen.add(Files.readString(f.work().resolve("out.txt")).strip());
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            assertEquals(List.of("refused", "no"), seen, "a connection to this machine's own listening port, a file outside the folder");
        }
        try (Stream<Path> s = Files.list(outside)) {
            assertEquals(0, s.count());
        }
    }

    @Test
    void aScriptThatDoesNotEndIsStoppedAndItsFolderRemoved(@TempDir Path dir) throws IOException {
        Path script = dir.resolve("job.sbatch");
        Files.writeString(script, "#!/bin/bash\n#SBATCH -N 2\nsrun python3 train.py\nwhile :; do :; done\n");
        Path[] root = new Path[1];
        Explainer.Report r = explain(script, Duration.ofSeconds(3), f -> root[0] = f.root());
        assertTrue(r.timedOut());
        assertTrue(r.hasErrors());
        assertEquals(2, r.ranks().size(), "what it started before the limit is still shown");
        assertTrue(r.findings().stream().anyMatch(f -> f.code().equals("TIMED_OUT")), r.findings().toString());
        assertFalse(Files.exists(root[0]), root[0] + " left behind");
    }
}
