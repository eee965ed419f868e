package dev.clusterjob.explain;

import dev.clusterjob.fs.TempTree;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The simulation's folder: private, every stand-in and alias executable, host tools linked, one folder per node. */
class SimulationFolderTest {
    @Test
    void layout() throws Exception {
        Map<String, SimulationFolder.NodeFiles> nodes = new LinkedHashMap<>();
        nodes.put("node1", new SimulationFolder.NodeFiles("0,1", List.of("1: lo: <LOOPBACK>", "2: ib0: <UP>"),
                List.of("2: ib0    inet 10.0.0.1/24"), List.of("10.0.0.1")));
        nodes.put("node2", new SimulationFolder.NodeFiles(null, null, List.of(), List.of()));
        SimulationFolder f = SimulationFolder.create(nodes, "/nonexistent:" + System.getenv("PATH"));
        try {
            assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(f.root())));
            for (String s : SimulationFolder.STANDINS) {
                assertTrue(Files.isExecutable(f.bin().resolve(s)), s);
            }
            for (String a : SimulationFolder.ALIASES.keySet()) {
                assertTrue(Files.isExecutable(f.bin().resolve(a)), a);
            }
            Path cat = f.tools().resolve("cat");
            assertTrue(Files.isSymbolicLink(cat));
            assertTrue(Files.readSymbolicLink(cat).isAbsolute());
            assertEquals("0,1\n", Files.readString(f.root().resolve("nodes/node1/gpus")));
            assertEquals("node1\n", Files.readString(f.root().resolve("addr/10.0.0.1/node")));
            assertTrue(Files.isDirectory(f.root().resolve("nodes/node2")));
            assertFalse(Files.exists(f.root().resolve("nodes/node2/gpus")));
            assertFalse(Files.exists(f.root().resolve("nodes/node2/links")));
            assertEquals("", Files.readString(f.notes()));
        } finally {
            TempTree.delete(f.root());
        }
        assertFalse(Files.exists(f.root()));
    }

    @Test
    void findSearchesOnlyAbsoluteFolders() {
        assertTrue(SimulationFolder.find("bash", System.getenv("PATH")).startsWith("/"));
        assertNull(SimulationFolder.find("bash", "relative/bin:"));
        assertNull(SimulationFolder.find("no-such-program-cjx", System.getenv("PATH")));
    }
}
