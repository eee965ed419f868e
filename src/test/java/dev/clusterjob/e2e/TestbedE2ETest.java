package dev.clusterjob.e2e;

import dev.clusterjob.testing.Testbed;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The testbed is what the e2e tests assume: 3 separate hosts whose only link is bond0, GPUs and CPUs as the h800 profile needs. */
@Tag("e2e")
class TestbedE2ETest {
    @Test
    void eachNodeIsItsOwnHostWithBond0AndNoEth0() {
        Testbed tb = Testbed.get();
        // names come from testbed.env: node1..node3 on instance 0, n1node1.. on CJ_TESTBED_INSTANCE=1
        List<String> nodes = tb.nodes();
        assertEquals(List.of(tb.node(1), tb.node(2), tb.node(3)), nodes);
        for (String node : nodes) {
            Testbed.Run host = tb.exec(node, "hostname");
            assertEquals(node, host.stdout().strip(), host.describe());
            Testbed.Run links = tb.exec(node, "ip", "-o", "-4", "addr", "show");
            assertTrue(links.ok(), links.describe());
            String addr = tb.address(node);
            // every namespace shares /etc/hosts: the name must resolve to this instance's address
            Testbed.Run resolved = tb.client("getent", "hosts", node);
            assertEquals(addr + " " + node, resolved.stdout().strip().replaceAll("\\s+", " "), resolved.describe());
            assertTrue(links.stdout().contains(" bond0 ") && links.stdout().contains("inet " + addr + "/"), links.describe());
            // the wrong-NIC test relies on this: the seeds' management interface does not exist on the nodes
            assertFalse(tb.exec(node, "ip", "link", "show", "eth0").ok(), node + " has an eth0");
        }
    }

    /**
     * A throttle an interrupted GateE2ETest left behind (tc tbf on a node's host veth and on its loopback) is
     * gone after the next {@code up}, so it cannot slow the next run's gate on this instance.
     */
    @Test
    void upTakesOffAThrottleAnInterruptedRunLeftOnTheLinks() {
        Testbed tb = Testbed.get();
        String node = tb.node(3);
        String veth = tb.veth(node);
        String[] tbf = {"root", "tbf", "rate", "8mbit", "burst", "32kbit", "latency", "400ms"};
        try {
            Testbed.Run a = tb.client(concat(new String[] {"tc", "qdisc", "add", "dev", veth}, tbf));
            assertTrue(a.ok(), a.describe());
            Testbed.Run b = tb.exec(node, concat(new String[] {"tc", "qdisc", "add", "dev", "lo"}, tbf));
            assertTrue(b.ok(), b.describe());
            assertTrue(tb.client("tc", "qdisc", "show", "dev", veth).stdout().contains("tbf"), "the throttle is on");
            Testbed.Run up = tb.script("up");
            assertTrue(up.ok(), up.describe());
            assertFalse(tb.client("tc", "qdisc", "show", "dev", veth).stdout().contains("tbf"), "host veth still throttled");
            assertFalse(tb.exec(node, "tc", "qdisc", "show", "dev", "lo").stdout().contains("tbf"), "loopback still throttled");
        } finally {
            tb.client("tc", "qdisc", "del", "dev", veth, "root");
            tb.exec(node, "tc", "qdisc", "del", "dev", "lo", "root");
        }
    }

    static String[] concat(String[] a, String[] b) {
        String[] r = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    @Test
    void slurmSeesThreeIdleNodesWithEightGpusAndTheConfiguredCpus() {
        Testbed tb = Testbed.get();
        assertEquals(8, tb.gpusPerNode());
        // any CPU count (CJ_TESTBED_CPUS_PER_NODE): the built-in whole-node profiles take what the node has
        assertTrue(tb.cpusPerNode() >= 8, "8 GPU ranks need 8 CPUs per node at least: " + tb.cpusPerNode());
        Testbed.Run sinfo = tb.client("sinfo", "-h", "-N", "-p", tb.defaultPartition(), "-o", "%N %c %G");
        assertTrue(sinfo.ok(), sinfo.describe());
        for (String node : tb.nodes()) {
            assertTrue(sinfo.stdout().lines().anyMatch(l -> l.equals(node + " " + tb.cpusPerNode() + " gpu:8")), sinfo.describe());
        }
    }

    @Test
    void aJobRunsAndItsStateExitCodeHostsAndOutputAreRead() throws IOException {
        Testbed tb = Testbed.get();
        Path script = tb.workDir("hostname").resolve("hostname.sbatch");
        Files.writeString(script, "#!/bin/bash\n#SBATCH --nodes=2 --partition=" + tb.partition()
                + " --time=00:02:00 --output=%x-%j.out\nsrun hostname | sort\nexit 3\n");
        Testbed.Finished f = tb.submit(script, "--job-name=e2e-hostname").await(Duration.ofMinutes(2));
        assertEquals("FAILED", f.state(), f.describe());
        assertEquals("3:0", f.exitCode(), f.describe());
        assertEquals(2, f.hosts().size(), f.describe());
        assertEquals(String.join("\n", f.hosts()), f.output().strip(), f.describe());
    }
}
