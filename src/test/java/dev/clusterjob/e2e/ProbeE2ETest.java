package dev.clusterjob.e2e;

import dev.clusterjob.testing.Cli;
import dev.clusterjob.testing.RankReport;
import dev.clusterjob.testing.Testbed;
import dev.clusterjob.testing.Testbed.Finished;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code clusterjob probe} on the real testbed: every node gets an extra
 * {@code eth0} (a veth pair inside its namespace, 172.31.N.2/24: up, with an address, but reaching no
 * other node) beside bond0; {@code probe --partition P --nodes 3 --name site -o site.yaml} runs two
 * real srun steps with real {@code ip} in the node namespaces and must choose bond0 and Slurm's GPU
 * count; {@code profiles show} loads the file (with that count); a job rendered with it, one process per node
 * ({@code --gpus-per-node 1}: each rank imports torch, about 2 CPU s on the testbed, and 8 per node add nothing the
 * launcher tests do not show), runs a gloo all_reduce whose traffic goes over bond0.
 */
@Tag("e2e")
class ProbeE2ETest {
    static Testbed tb;
    static Path dir;

    @BeforeAll
    static void addAnEth0ThatReachesNoPeer() {
        tb = Testbed.get();
        dir = tb.workDir("probe");
        List<String> nodes = tb.nodes();
        for (int i = 0; i < nodes.size(); i++) {
            Testbed.Run r = tb.exec(nodes.get(i), "sh", "-c", "ip link del eth0 2>/dev/null; ip link add eth0 type veth peer name eth0-peer"
                    + " && ip addr add 172.31." + (i + 1) + ".2/24 dev eth0 && ip link set eth0-peer up && ip link set eth0 up");
            assertEquals(0, r.exitCode(), r.describe());
        }
    }

    @AfterAll
    static void removeEth0() {
        if (tb != null) {
            for (String n : tb.nodes()) {
                tb.exec(n, "sh", "-c", "ip link del eth0 2>/dev/null; true");
            }
        }
    }

    @Test
    void probeChoosesBond0AndTheGpuCountAndAJobRenderedWithItRuns() throws Exception {
        Testbed.Run probe = tb.clusterjob(dir, Map.of(), Duration.ofMinutes(5),
                "probe", "--partition", tb.partition(), "--nodes", "3", "--name", "site", "-o", "site.yaml");
        assertEquals(0, probe.exitCode(), probe.describe());
        Path file = dir.resolve("site.yaml");
        String yaml = Files.readString(file);
        assertTrue(probe.stdout().contains("NCCL_SOCKET_IFNAME = bond0"), probe.describe());
        assertTrue(yaml.contains("eth0 reaches 0 of 6 peer routes"), "eth0 was seen and rejected:\n" + yaml);
        assertTrue(yaml.contains("Suspect nodes: none"), yaml);

        Cli.Result show = Cli.run("profiles", "show", "--profile-file", file.toString(), "site");
        assertEquals(0, show.code(), show.err());
        assertTrue(show.out().contains("NCCL_SOCKET_IFNAME: \"bond0\"   # from site"), show.out());
        assertTrue(show.out().contains("GLOO_SOCKET_IFNAME: \"bond0\"   # from site"), show.out());
        assertTrue(show.out().contains("gpus_per_node: " + tb.gpusPerNode() + "\n"), show.out());
        assertTrue(show.out().contains("partition: \"" + tb.partition() + "\""), show.out());

        Path script = Testbed.render(dir.resolve("site.sbatch"), "--profile-file", file.toString(), "--profile", "site",
                "--nodes", "2", "--gpus-per-node", "1", "--job-name", "e2e-probe-site", "--time", "00:10:00", "--launcher-command", LaunchersE2ETest.TORCHRUN,
                "--launcher-arg=--redirects=1", "--launcher-arg=--tee=1", "--", Testbed.ALLREDUCE.toString());
        Finished job = tb.submit(script).await(Duration.ofMinutes(8));
        assertTrue(job.completed(), job.describe());
        RankReport report = RankReport.of(job);
        report.assertConsistent(job, 2, 1);
        assertEquals(Set.of("bond0"), report.distinct("ifname"), job.describe());
    }

    @Test
    void aNodeWhoseRouteToAPeerLeavesBond0IsASuspect() {
        String bad = tb.node(3);
        String peer = tb.node(1);
        // node 3 sends node 1's bond0 address out of its eth0 (a wrong host route, as a bad network config would):
        // Slurm still works (srun and slurmd talk through the host's bridge), but bond0 no longer reaches node 1 from node 3
        String route = tb.address(peer) + "/32";
        Testbed.Run add = tb.exec(bad, "ip", "route", "add", route, "dev", "eth0");
        assertEquals(0, add.exitCode(), add.describe());
        try {
            Testbed.Run probe = tb.clusterjob(dir, Map.of(), Duration.ofMinutes(5),
                    "probe", "--partition", tb.partition(), "--nodes", "3", "--name", "site", "--json");
            assertEquals(0, probe.exitCode(), probe.describe());
            assertTrue(probe.stdout().contains("\"NCCL_SOCKET_IFNAME\":{\"value\":\"bond0\""), probe.stdout());
            assertTrue(probe.stdout().contains("\"suspects\":[{\"node\":\"" + bad + "\",\"differences\":[\"bond0 does not reach " + peer
                    + " directly\"]}]"), probe.stdout());
            assertTrue(probe.stderr().contains("keep them out with sbatch --exclude=" + bad), probe.stderr());
        } finally {
            tb.exec(bad, "ip", "route", "del", route, "dev", "eth0");
        }
    }
}
