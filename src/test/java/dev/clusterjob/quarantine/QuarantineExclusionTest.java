package dev.clusterjob.quarantine;

import dev.clusterjob.slurm.Partition;
import dev.clusterjob.slurm.Sinfo;
import dev.clusterjob.testing.Captures;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which quarantined nodes a submission excludes: only its partition's, only its cluster's, merged with what it excludes already. */
class QuarantineExclusionTest {
    static final Instant T0 = Instant.parse("2026-12-03T10:00:00Z");

    /** The testbed's real partitions (captures/slurm/sinfo, 22.05): gpu (default) and debug, both n36node[1-3]; plus a small one. */
    static List<Partition> partitions() {
        List<Partition> real = Sinfo.parse(Captures.slurm("sinfo/sinfo-partitions-22.05-idle.txt"));
        return java.util.stream.Stream.concat(real.stream(), java.util.stream.Stream.of(partition("small", false, "n36node1"))).toList();
    }

    static Partition partition(String name, boolean isDefault, String... nodes) {
        return new Partition(name, isDefault, java.util.Arrays.stream(nodes).map(n -> new Partition.Node(n, "idle")).toList());
    }

    static QuarantineEntry e(String node, String cluster) {
        return new QuarantineEntry(node, cluster, "sweep outlier", "sweep job 2", T0.plus(Duration.ofHours(24)), T0);
    }

    static final List<QuarantineEntry> LIVE = List.of(e("n36node2", "clusterjob29"), e("n36node3", "other"), e("n9", "clusterjob29"));

    @Test
    void theQuarantinedNodeOfTheJobsPartitionIsExcludedWithOneLine() throws Exception {
        QuarantineExclusion x = QuarantineExclusion.of(LIVE, "clusterjob29", partitions(), Map.of("partition", "debug"), List.of());
        assertEquals(List.of("n36node2"), x.excluded(), "n36node3 is quarantined on another cluster, n9 is in no partition of this one");
        assertEquals(List.of("--exclude=n36node2"), x.options());
        assertEquals("quarantine (cluster clusterjob29): excluding n36node2 (sweep outlier, until 2026-12-04T10:00:00Z) from partition debug;"
                + " --ignore-quarantine submits without this", x.line());
    }

    @Test
    void withoutAPartitionTheDefaultOneCountsAndOtherPartitionsDoNot() throws Exception {
        assertEquals(List.of("n36node2"), QuarantineExclusion.of(LIVE, "clusterjob29", partitions(), Map.of(), List.of()).excluded(),
                "no --partition: gpu, the default");
        QuarantineExclusion small = QuarantineExclusion.of(LIVE, "clusterjob29", partitions(), Map.of("partition", "small"), List.of());
        assertEquals(List.of(), small.excluded());
        assertNull(small.line(), "nothing to say");
    }

    @Test
    void theScriptsOwnExcludeAndEarlierOptionsAreMergedAndANodelistNodeIsLeftIn() throws Exception {
        QuarantineExclusion x = QuarantineExclusion.of(LIVE, "clusterjob29", partitions(), Map.of("exclude", "n36node1"),
                List.of("--no-requeue", "--exclude=n36node3"));
        assertEquals(List.of("--no-requeue", "--exclude=n36node1,n36node3,n36node2"), x.options(), "sbatch's --exclude overrides the script's: merge");
        QuarantineExclusion forced = QuarantineExclusion.of(LIVE, "clusterjob29", partitions(), Map.of("nodelist", "n36node[1-2]"), List.of());
        assertEquals(List.of(), forced.excluded());
        assertEquals(List.of("n36node2"), forced.forced());
        assertEquals(List.of(), forced.options(), "sbatch would refuse a job whose --nodelist it must exclude");
        assertTrue(forced.line().contains("n36node2 left in: the script's --nodelist names it"), forced.line());
    }

    @Test
    void manyNodesAreCountedNotListed() throws Exception {
        List<Partition> big = List.of(partition("gpu", true, "a", "b", "c", "d", "e"));
        List<QuarantineEntry> many = List.of(e("a", "c1"), e("b", "c1"), e("c", "c1"), e("d", "c1"));
        QuarantineExclusion x = QuarantineExclusion.of(many, "c1", big, Map.of(), List.of());
        assertEquals("quarantine (cluster c1): excluding 4 nodes (a,b,c,d; clusterjob quarantine list says why) from partition gpu;"
                + " --ignore-quarantine submits without this", x.line());
    }
}
