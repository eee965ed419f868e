package dev.clusterjob.explain;

import dev.clusterjob.ClusterjobException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** probe --json's node facts (the shape ProbeJson writes), as explain reads them and checks interface names against them. */
class NodeFactsFileTest {
    /** Two nodes as probe --json writes them (fields trimmed to those explain reads; values from the testbed). */
    static final String JSON = "{\"profile\":\"site\",\"nodes\":[{\"node\":\"node1\",\"interfaces\":["
            + "{\"name\":\"lo\",\"state\":\"up\",\"inet\":[\"127.0.0.1/8\"]},"
            + "{\"name\":\"bond0\",\"state\":\"up\",\"mtu\":1500,\"inet\":[\"10.77.0.11/24\"]},"
            + "{\"name\":\"ib0\",\"state\":\"down\",\"inet\":[]}],"
            + "\"gpus\":{\"count\":8,\"count_source\":\"nvidia-smi\"},\"env\":{\"nproc\":\"96\"}},"
            + "{\"node\":\"node2\",\"interfaces\":[{\"name\":\"bond0\",\"state\":\"up\",\"inet\":[\"10.77.0.12/24\"]}],"
            + "\"gpus\":{\"count\":8},\"env\":{}}]}";

    static NodeFactsFile facts(Path dir) throws IOException {
        Path f = dir.resolve("facts.json");
        Files.writeString(f, JSON);
        return NodeFactsFile.read(f);
    }

    @Test
    void readsNodesInterfacesGpusAndCpus(@TempDir Path dir) throws IOException {
        NodeFactsFile f = facts(dir);
        assertEquals(2, f.nodes().size());
        assertEquals(8, f.node("node1").gpus());
        assertEquals(96, f.node("node1").cpus());
        assertEquals("node2", f.hostOf("10.77.0.12", List.of("node1", "node2")));
        assertEquals("node1", f.hostOf("node1.cluster", List.of("node1", "node2")));
        assertNull(f.hostOf("10.9.9.9", List.of("node1", "node2")));
    }

    @ParameterizedTest(name = "{0}={1} on {2}")
    @CsvSource(delimiter = '|', value = {"NCCL_SOCKET_IFNAME|bond|node1|", "NCCL_SOCKET_IFNAME|=bond0|node2|",
            "NCCL_SOCKET_IFNAME|eth0|node1|matches no interface", "NCCL_SOCKET_IFNAME|ib|node1|ib0 down",
            "NCCL_SOCKET_IFNAME|^lo,ib|node1|", "GLOO_SOCKET_IFNAME|bond|node1|matches no interface",
            "GLOO_SOCKET_IFNAME|bond0|node2|", "NCCL_SOCKET_IFNAME|eth0|node9|"})
    void checksInterfaceNamesAsNcclAndGlooReadThem(String var, String value, String host, String problem, @TempDir Path dir)
            throws IOException {
        String p = facts(dir).interfaceProblem(host, var, value);
        if (problem == null) {
            assertNull(p);
        } else {
            assertTrue(p != null && p.contains(problem), p);
        }
    }

    @Test
    void aFileThatIsNotProbeOutputIsBadInput(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("x.json");
        Files.writeString(f, "{\"ranks\":[]}");
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> NodeFactsFile.read(f));
        assertTrue(e.getMessage().startsWith("--node-facts " + f), e.getMessage());
        assertEquals(2, e.exitCode());
        assertThrows(ClusterjobException.class, () -> NodeFactsFile.read(dir.resolve("none.json")));
    }
}
