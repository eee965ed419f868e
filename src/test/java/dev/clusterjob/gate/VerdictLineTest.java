package dev.clusterjob.gate;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class VerdictLineTest {
    @Test
    void failLineNamesTheSuspects() {
        VerdictLine v = VerdictLine.parse("clusterjob-gate: FAIL suspects=node2 certain=yes reason=slow stage=narrow "
                + "busbw_gbps=0.001 min_busbw_gbps=0.05 runs=3 seconds=21").orElseThrow();
        assertEquals(VerdictLine.Status.FAIL, v.status());
        assertEquals(List.of("node2"), v.suspects());
        assertTrue(v.certain());
        assertEquals("slow", v.reason());
        assertEquals(List.of(), v.train());
    }

    @Test
    void ambiguousPairAndPassWithSpares() {
        VerdictLine amb = VerdictLine.parse("clusterjob-gate: FAIL suspects=node1,node2 certain=no reason=slow").orElseThrow();
        assertEquals(List.of("node1", "node2"), amb.suspects());
        assertFalse(amb.certain());
        VerdictLine pass = VerdictLine.parse("clusterjob-gate: PASS train=node1,node3 excluded=node2 suspects=node2").orElseThrow();
        assertEquals(List.of("node1", "node3"), pass.train());
        assertEquals(List.of("node2"), pass.suspects());
    }

    @Test
    void lastLineOfALogWinsAndOtherLinesAreNotVerdicts() {
        String log = "clusterjob: gate: all-node run on node[1-2]\n"
                + "clusterjob-gate: FAIL suspects=a reason=slow\n"
                + "clusterjob-gate: MAYBE x=1\n"
                + "0: clusterjob-gate: ERROR reason=no-tool\n";
        assertEquals(VerdictLine.Status.ERROR, VerdictLine.lastIn(log).orElseThrow().status());
        assertTrue(VerdictLine.parse("clusterjob: gate: x").isEmpty());
        assertTrue(VerdictLine.lastIn("nothing here\n").isEmpty());
    }

    @Test
    void formatRoundTrips() {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("suspects", "");
        f.put("reason", "budget");
        VerdictLine v = new VerdictLine(VerdictLine.Status.FAIL, f);
        assertEquals("clusterjob-gate: FAIL suspects= reason=budget", v.format());
        assertEquals(v, VerdictLine.parse(v.format()).orElseThrow());
        assertEquals(List.of(), v.suspects());
    }
}
