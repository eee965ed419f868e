package dev.clusterjob.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.submit.Context;
import dev.clusterjob.submit.Runners;
import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code clusterjob probe} over a runner that answers the two srun calls with the collector's real
 * testbed output (src/test/resources/probe): the argv it builds, the file it writes, --json. The real
 * srun on the testbed is ProbeE2ETest's.
 */
class ProbeCliTest {
    final List<List<String>> calls = new ArrayList<>();
    final List<Runners.Request> requests = new ArrayList<>();
    @TempDir
    Path tmp;
    Context ctx;

    @org.junit.jupiter.api.BeforeEach
    void privateState() throws java.io.IOException {
        Path home = Files.createDirectories(tmp.resolve("home"));
        ctx = Context.system().withStateDir(tmp.resolve("state")).withRunners(Runners.real().withSshDefaults(
                t -> dev.clusterjob.exec.ssh.SshSettings.defaults(t).withHome(home).withSshConfig(null)
                        .withAgentSocket(null).withGlobalKnownHosts(null)));
    }

    void fakeSrun(int failWith) {
        ctx = ctx.withRunners(ctx.runners().withOpener(r -> {
            requests.add(r);
            return runner(failWith);
        }));
    }

    CommandRunner runner(int failWith) {
        return new CommandRunner() {
            @Override
            public CommandResult run(ExternalCommand c) {
                calls.add(c.argv());
                String file = c.argv().contains("routes") ? "testbed-routes.txt" : "testbed-facts.txt";
                try {
                    String out = Files.readString(Path.of("src/test/resources/probe", file));
                    return failWith == 0 ? new CommandResult(c, 0, out, "", Duration.ZERO, false)
                            : new CommandResult(c, failWith, "", "srun: error: Unable to allocate resources: Invalid partition name specified\n",
                            Duration.ZERO, false);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }

            @Override
            public String describe() {
                return "fake";
            }
        };
    }

    @Test
    void remoteRunsSrunOnTheLoginNodeAsSubmitDoes() {
        fakeSrun(0);
        Cli.Result r = Cli.run(ctx, "probe", "--remote", "alice@login1:2222", "--partition", "debug", "--nodes", "3", "--json");
        assertEquals(0, r.code(), r.err());
        assertEquals(1, requests.size());
        assertEquals("alice@login1:2222", requests.get(0).login().target());
        assertEquals(2, calls.size());
        assertTrue(calls.get(0).contains("--partition=debug"), "a remote probe is never a step of a local allocation: " + calls.get(0));
    }

    @Test
    void insideAnAllocationTheStepsNameNoPartitionAndNoTimeLimit() {
        dev.clusterjob.probe.Prober.Request in = new dev.clusterjob.probe.Prober.Request("gpu", null, null, "clusterjob-probe", true,
                Duration.ofSeconds(60));
        List<String> a = dev.clusterjob.probe.Prober.srunArgv(in, null, null, "echo", List.of("facts"));
        assertEquals(List.of("srun", "--label", "--ntasks-per-node=1", "--job-name=clusterjob-probe", "bash", "-c", "echo",
                "clusterjob-probe", "facts"), a);
    }

    @Test
    void completionKnowsTheCommand() {
        Cli.Result r = Cli.run(ctx, "completion");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("probe"), "probe in the generated completion");
    }

    @Test
    void writesAProfileThatLoadsWithBond0AndTheGpuCount(@TempDir Path dir) {
        fakeSrun(0);
        Path f = dir.resolve("site.yaml");
        Cli.Result r = Cli.run(ctx, "probe", "--partition", "debug", "--nodes", "3", "--name", "site", "-o", f.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("NCCL_SOCKET_IFNAME = bond0"), r.out());
        assertTrue(r.out().contains("wrote " + f), r.out());
        assertEquals(2, calls.size());
        List<String> first = calls.get(0);
        assertEquals(List.of("srun", "--label", "--ntasks-per-node=1", "--job-name=clusterjob-probe", "--partition=debug",
                "--time=00:05:00", "--nodes=3", "bash", "-c"), first.subList(0, 9));
        assertEquals(List.of("clusterjob-probe", "facts"), first.subList(10, 12));
        List<String> second = calls.get(1);
        assertTrue(second.contains("--nodelist=n10node1,n10node2,n10node3"), second.toString());
        assertTrue(second.containsAll(List.of("routes", "10.77.10.11", "10.77.10.12", "10.77.10.13", "172.31.1.2")), second.toString());

        Cli.Result show = Cli.run(ctx, "profiles", "show", "--profile-file", f.toString(), "site");
        assertEquals(0, show.code(), show.err());
        assertTrue(show.out().contains("NCCL_SOCKET_IFNAME: \"bond0\""), show.out());
        assertTrue(show.out().contains("gpus_per_node: 8"), show.out());
        assertTrue(show.out().contains("partition: \"debug\""), show.out());
    }

    @Test
    void jsonHasTheRawFindingsPerNode() throws Exception {
        fakeSrun(0);
        Cli.Result r = Cli.run(ctx, "probe", "--partition", "debug", "--nodes", "3", "--json");
        assertEquals(0, r.code(), r.err());
        List<String> nodes = new ArrayList<>();
        String ifname = null;
        int routes = 0;
        try (JsonParser p = new JsonFactory().createParser(r.out())) {
            String field = null;
            boolean inChoice = false;
            while (p.nextToken() != null) {
                if (p.currentToken() == JsonToken.FIELD_NAME) {
                    field = p.currentName();
                    inChoice |= field.equals("NCCL_SOCKET_IFNAME");
                } else if (p.currentToken() == JsonToken.VALUE_STRING) {
                    if ("node".equals(field) && p.getParsingContext().getParent().getParent().getCurrentName().equals("nodes")) {
                        nodes.add(p.getText());
                    }
                    if ("value".equals(field) && inChoice && ifname == null) {
                        ifname = p.getText();
                    }
                    if ("address".equals(field)) {
                        routes++;
                    }
                }
            }
        }
        assertEquals(List.of("n10node1", "n10node2", "n10node3"), nodes);
        assertEquals("bond0", ifname);
        assertEquals(18, routes, "6 addresses asked from each of 3 nodes");
    }

    @Test
    void withoutOutputThePrintedYamlIsTheProfile() {
        fakeSrun(0);
        Cli.Result r = Cli.run(ctx, "probe", "--partition", "debug", "--nodes", "3", "--extends", "h800");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("# Site profile written by `clusterjob probe --partition debug`"), r.out());
        assertTrue(r.out().contains("extends: \"h800\""), r.out());
        assertTrue(r.out().contains("NCCL_IB_HCA: null"), "h800's HCAs removed without RDMA: " + r.out());
    }

    @Test
    void srunFailureIsExit3WithItsMessage(@TempDir Path dir) {
        fakeSrun(1);
        Path f = dir.resolve("site.yaml");
        Cli.Result r = Cli.run(ctx, "probe", "--partition", "nope", "-o", f.toString());
        assertEquals(3, r.code(), r.err());
        assertTrue(r.err().contains("srun failed (exit 1): srun: error: Unable to allocate resources: Invalid partition name specified"), r.err());
        assertFalse(Files.exists(f), "nothing half-written");
    }

    @Test
    void badInputIsExit2() {
        fakeSrun(0);
        assertEquals(2, Cli.run(ctx, "probe", "--partition", "gpu", "--nodes", "2", "--nodelist", "a,b").code());
        assertEquals(2, Cli.run(ctx, "probe", "--partition", "gpu", "--name", "bad name").code());
        Cli.Result ext = Cli.run(ctx, "probe", "--partition", "gpu", "--extends", "h100");
        assertEquals(2, ext.code());
        assertTrue(ext.err().contains("unknown built-in profile 'h100'"), ext.err());
        assertEquals(2, Cli.run(ctx, "probe", "--nodes", "2").code(), "--partition is required");
        assertTrue(calls.isEmpty(), "no srun on bad input");
    }
}
