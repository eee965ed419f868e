package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class RankHostsTest {
    @Test
    void theFirstHostOfARankKeepsIt() {
        RankHosts r = new RankHosts();
        r.put(11, "gpu-02");
        r.put(11, "gpu-09");
        assertEquals("gpu-02", r.hostOf(11));
        assertNull(r.hostOf(12));
        assertNull(r.hostOf(null));
    }

    @Test
    void theLargestCommunicatorAnswersAndGlobalRanksBeforeIt() {
        RankHosts r = new RankHosts();
        r.put(3, "gpu-02", 8); // a tensor-parallel communicator's rank 3
        r.put(3, "gpu-01", 16); // the world's
        assertEquals("gpu-01", r.hostOf(3));
        r.put(3, "node7", null); // a launcher's task 3
        assertEquals("node7", r.hostOf(3));
        r.put(5, "gpu-02", 8);
        assertEquals("gpu-02", r.hostOf(5), "only a smaller communicator knows rank 5");
    }

    @Test
    void listsAndRanges() {
        assertEquals(List.of(0, 2, 3), RankHosts.parse("[0,2-3]"));
        assertEquals(List.of(1, 5), RankHosts.parse("{1, 5}"));
        assertEquals(List.of(11, 12), RankHosts.parse("11, 12"));
        assertEquals(List.of(), RankHosts.parse(null));
        RankHosts r = new RankHosts();
        r.putAll("[8-15]", "gpu-02");
        assertEquals("gpu-02", r.hostOf(15));
        assertNull(r.hostOf(16));
    }

    @Test
    void aLaunchersMapOfHostsToRanks() {
        RankHosts r = new RankHosts();
        r.putMap("{'dgx-a07': [0, 1], 'node12.cluster.example.org': [2, 3], 'empty': []}");
        assertEquals("dgx-a07", r.hostOf(1));
        assertEquals("node12.cluster.example.org", r.hostOf(2));
        assertNull(r.hostOf(4));
        r.putMap(null);
        r.putMap("{'setup@10.1.2.3': [4, 5]}"); // a DeepSpeed hostfile's user@host
        assertEquals("10.1.2.3", r.hostOf(5));
    }

    @Test
    void whereNamesTheKnownHosts() {
        RankHosts r = new RankHosts();
        r.put(11, "gpu-02");
        assertEquals("11 on gpu-02, 12", r.where(List.of(11, 12)));
        assertNull(r.where(List.of(12)));
    }

    @Test
    void aRankWithoutHostOrNegativeIsNotKept() {
        RankHosts r = new RankHosts();
        r.put(1, null);
        r.put(-1, "gpu-01");
        assertNull(r.hostOf(1));
        assertNull(r.hostOf(-1));
    }
}
