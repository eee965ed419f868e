package dev.clusterjob.slurm;

import dev.clusterjob.testing.Captures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** sinfo's partitions with their nodes, read from real 22.05 and 24.11 output (captures/slurm/sinfo/README.md). */
class SinfoTest {
    static List<Partition> capture(String name) {
        return Sinfo.parse(Captures.slurm("sinfo/" + name));
    }

    @Test
    void theArgvAsksEveryPartitionWithItsNodesAndStates() {
        assertEquals(List.of("sinfo", "--noheader", "--format=%P|%N|%T"), Sinfo.argv());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        // file; partitions (name, * for the default, its nodes:state in order) separated by ' / '
        "sinfo-partitions-22.05-idle.txt; gpu* n36node1:idle n36node2:idle n36node3:idle / debug n36node1:idle n36node2:idle n36node3:idle",
        "sinfo-partitions-24.11-idle.txt; gpu* n37node1:idle n37node2:idle n37node3:idle / debug n37node1:idle n37node2:idle n37node3:idle",
        "sinfo-partitions-22.05-mixed-down-drained.txt; gpu* n36node1:mixed n36node2:down* n36node3:drained"
            + " / debug n36node1:mixed n36node2:down* n36node3:drained / empty",
        "sinfo-partitions-24.11-mixed-down-drained.txt; gpu* n37node1:mixed n37node2:down* n37node3:drained"
            + " / debug n37node1:mixed n37node2:down* n37node3:drained / empty",
    })
    void partitionsOfRealOutput(String file, String expected) {
        List<String> got = new ArrayList<>();
        for (Partition p : capture(file)) {
            StringBuilder b = new StringBuilder(p.name()).append(p.isDefault() ? "*" : "");
            p.nodes().forEach(n -> b.append(' ').append(n.name()).append(':').append(n.state()));
            got.add(b.toString());
        }
        assertEquals(expected, String.join(" / ", got));
    }

    /** sinfo lists a partition's nodes by state; the order they are given in is the one sinfo --Node lists them in (same moment). */
    @ParameterizedTest
    @CsvSource({"22.05", "24.11"})
    void nodesComeInTheOrderOfSinfoNode(String version) {
        Map<String, List<String>> byNode = new LinkedHashMap<>();
        for (String line : Captures.slurm("sinfo/sinfo-node-" + version + "-mixed-down-drained.txt").split("\n")) {
            String[] f = line.split("\\|");
            byNode.computeIfAbsent(f[0].replace("*", ""), k -> new ArrayList<>()).add(f[1] + ":" + f[2]);
        }
        Map<String, List<String>> parsed = new LinkedHashMap<>();
        for (Partition p : capture("sinfo-partitions-" + version + "-mixed-down-drained.txt")) {
            if (!p.nodes().isEmpty()) {
                parsed.put(p.name(), p.nodes().stream().map(n -> n.name() + ":" + n.state()).toList());
            }
        }
        assertEquals(byNode.keySet().stream().sorted().toList(), parsed.keySet().stream().sorted().toList());
        byNode.forEach((partition, nodes) -> assertEquals(nodes, parsed.get(partition), partition));
    }

    @ParameterizedTest(name = "{0} {1}: {2} node(s), usable {3}")
    @CsvSource(delimiter = ';', value = {
        // file; partition asked (blank: the default); nodes; usable; name
        "sinfo-partitions-22.05-idle.txt; ; n36node1 n36node2 n36node3; n36node1 n36node2 n36node3; gpu",
        "sinfo-partitions-22.05-idle.txt; debug; n36node1 n36node2 n36node3; n36node1 n36node2 n36node3; debug",
        "sinfo-partitions-24.11-idle.txt; gpu,debug; n37node1 n37node2 n37node3; n37node1 n37node2 n37node3; gpu,debug",
        "sinfo-partitions-24.11-idle.txt; ' debug , gpu'; n37node1 n37node2 n37node3; n37node1 n37node2 n37node3; debug,gpu",
        "sinfo-partitions-22.05-mixed-down-drained.txt; debug; n36node1 n36node2 n36node3; n36node1; debug",
        "sinfo-partitions-24.11-mixed-down-drained.txt; ; n37node1 n37node2 n37node3; n37node1; gpu",
        "sinfo-partitions-24.11-mixed-down-drained.txt; empty,debug; n37node1 n37node2 n37node3; n37node1; empty,debug",
    })
    void thePartitionAJobRunsIn(String file, String partition, String nodes, String usable, String name) {
        Partition p = Partition.of(capture(file), partition);
        assertEquals(List.of(nodes.split(" ")), p.nodeNames());
        assertEquals(List.of(usable.split(" ")), p.usable());
        assertEquals(name, p.name(), "no --partition: the one sinfo marks with '*'; a list: pooled under its names");
        assertEquals(partition == null || partition.equals("gpu"), p.isDefault());
    }

    @ParameterizedTest(name = "{0}: usable {1}")
    @CsvSource({"idle,true", "mixed,true", "allocated,true", "idle~,true", "down*,false", "down,false", "drained,false",
        "draining,false", "fail,false", "failing,false", "idle*,false", "inval,false", "unknown*,false"})
    void usableStates(String state, boolean usable) {
        assertEquals(usable, new Partition.Node("n1", state).usable());
    }

    @Test
    void anUnknownOrEmptyPartitionOrNoDefaultIsNull() {
        assertNull(Partition.of(capture("sinfo-partitions-22.05-idle.txt"), "nosuch"));
        assertNull(Partition.of(capture("sinfo-partitions-22.05-mixed-down-drained.txt"), "empty"), "a partition without nodes");
        assertNull(Partition.of(Sinfo.parse("debug|n1|idle\n"), null), "no partition marked default");
        assertEquals(List.of(), Sinfo.parse("sinfo: error: Unable to contact slurm controller\n\n"));
    }
}
