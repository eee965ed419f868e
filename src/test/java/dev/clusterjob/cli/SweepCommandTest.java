package dev.clusterjob.cli;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.testing.Cli;
import dev.clusterjob.testing.SweepOnFakeSlurm;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.clusterjob.submit.FakeSlurmRunner.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code clusterjob sweep}, {@code sweep history} and {@code sweep report} through Main.run on the fake Slurm
 * and clock: the job's pairs.tsv is what the real testbed wrote (src/test/resources/sweep), put where the job
 * would write it when the fake sbatch takes the job.
 */
class SweepCommandTest extends SweepOnFakeSlurm {
    @Test
    void reportJudgesAFolderAgainWithoutSlurm() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("clusterjob-sweep-2.sweep"));
        Files.copy(TSV.resolve("testbed-throttled-quick.tsv"), folder.resolve("pairs.tsv"));
        r = Cli.run(ctx, "sweep", "report", folder.toString(), "--svg", dir.resolve("h.svg").toString());
        assertEquals(ExitCodes.VERDICT, r.code(), r.err());
        assertTrue(r.out().startsWith("sweep of partition debug (job 2): quick, torch-probe, 3 nodes"), r.out());
        assertTrue(r.out().contains("reference 0.49 GB/s (the partition's baseline)"), "the reference the job was given");
        assertEquals(List.of(), slurm.calls, "no Slurm call");
        r = Cli.run(ctx, "sweep", "report", dir.toString());
        assertEquals(ExitCodes.USAGE, r.code());
        assertTrue(r.err().startsWith("clusterjob: " + dir.resolve("pairs.tsv") + ": cannot read a sweep's pairs.tsv"), r.err());
    }

    @Test
    void badInputIsOneLineNamingTheFlag() {
        String[][] cases = {
                {"--partition", "the partition to sweep"},
                {"--nodes 1", "--nodes: a sweep measures pairs: expected 2 or more nodes, got 1"},
                {"--nodes 2 --nodelist n[1-2]", "--nodes: give --nodes or --nodelist, not both"},
                {"--nodelist n1", "--nodelist: a sweep measures pairs: expected 2 or more nodes, got 'n1'"},
                {"--mode fast", "--mode: expected all-pairs or quick, got 'fast'"},
                {"--tool nccl", "--tool: expected torch-probe, nccl-tests or auto, got 'nccl'"},
                {"--max-bytes 1T", "--max-bytes: expected a size of at least 4 bytes"},
                {"--pair-timeout 5", "--pair-timeout: expected seconds >= 20"},
                {"--outlier-below 1.5", "--outlier-below: expected a fraction between 0 and 1"},
                {"--quarantine-for 3y", "--quarantine-for: expected a duration such as 90m, 24h, 7d or 2w, got '3y'"},
                {"--dry-run", "--dry-run: needs --nodes or --nodelist"},
                {"--dry-run --nodes 2 --time soon", "--time: sbatch.time: 'soon' is not a time limit sbatch accepts (expected MINUTES,"},
        };
        for (String[] c : cases) {
            List<String> args = new java.util.ArrayList<>(List.of("sweep", "--profile", "testbed-sweep", "--profile-file", PROFILES));
            if (!c[0].equals("--partition")) {
                args.addAll(List.of("--partition", "debug"));
            }
            if (!c[0].equals("--partition")) {
                args.addAll(List.of(c[0].split(" ")));
            }
            r = Cli.run(ctx, args.toArray(String[]::new));
            assertEquals(ExitCodes.USAGE, r.code(), c[0] + ": " + r.err());
            assertTrue(r.err().contains(c[1]), c[0] + ": " + r.err());
            assertEquals(1, r.err().lines().count(), r.err());
        }
        assertEquals(List.of(), slurm.calls, "bad input costs no Slurm call");
    }

    @Test
    void dryRunPrintsTheJobWithTheProfilesSettings() {
        r = Cli.run(ctx, "sweep", "--dry-run", "--partition", "debug", "--profile", "testbed-sweep", "--profile-file", PROFILES,
                "--nodelist", "node[1-4]", "--mode", "quick", "--max-bytes", "256K");
        assertEquals(0, r.code(), r.err());
        String s = r.out();
        assertTrue(s.contains("#SBATCH --job-name=clusterjob-sweep\n#SBATCH --partition=debug\n#SBATCH --nodes=4\n#SBATCH --ntasks-per-node=1\n"), s);
        assertTrue(s.contains("#SBATCH --nodelist=node[1-4]\n"), s);
        assertTrue(s.contains("#SBATCH --time=0-00:07:00\n"), "4 rounds (ring 2 + log2 4) x (60 + 15) s + 120 s: " + s);
        assertTrue(s.contains("  export GLOO_SOCKET_IFNAME=bond0 "), "the profile's fabric environment");
        assertTrue(s.contains("cj_sweep --mode quick --tool torch-probe --binary all_reduce_perf --python /usr/bin/python3"), s);
        assertTrue(s.contains("--max-bytes 262144"), s);
        assertFalse(s.contains("cj_preflight --need"), "no preflight step");
        assertEquals(List.of(), slurm.calls);
    }
}
