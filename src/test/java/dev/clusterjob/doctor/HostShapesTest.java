package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Host names that name no node, and Cray's node ids, as a rule's host group gives them. */
class HostShapesTest {
    @ParameterizedTest
    @ValueSource(strings = {"0.0.0.0", "::", "[::]", "0:0:0:0:0:0:0:0"})
    void theUnspecifiedAddressNamesNoNode(String h) {
        assertTrue(HostShapes.unspecifiedAddress(h));
    }

    @ParameterizedTest
    @ValueSource(strings = {"10.0.0.1", "0.0.0.1", "::1", "node01"})
    void anotherAddressOrNameIsANode(String h) {
        assertFalse(HostShapes.unspecifiedAddress(h));
        assertFalse(HostShapes.placeholderHost(h));
    }

    @ParameterizedTest
    @ValueSource(strings = {"[NODENAME]", "<node>", "{hostname}", "xxxx", "***"})
    void aPostersPlaceholderNamesNoNode(String h) {
        assertTrue(HostShapes.placeholderHost(h));
    }

    @Test
    void crayNidsAreTheirHostNames() {
        assertEquals("nid00865", HostShapes.crayNid("NID 00865"));
        assertEquals("nid12", HostShapes.crayNid("nid  12"));
        assertEquals("c1207", HostShapes.crayNid("c1207"));
        assertNull(HostShapes.crayNid(null));
        assertFalse(HostShapes.unspecifiedAddress(null));
        assertFalse(HostShapes.placeholderHost(null));
    }

    @Test
    void aNameAPasteCutAtItsStartIsTheFullNameTheLogGives() {
        assertEquals("runnervm76f27", HostShapes.uncut("unnervm76f27", List.of("runnervm76f27")));
        assertEquals("worker-07", HostShapes.uncut("ker-07", List.of("gpu-3", "worker-07")));
        assertEquals("node07", HostShapes.uncut("node07", List.of("ib-node07", "hpc-gnode07", "node07")));
        assertEquals("pu7", HostShapes.uncut("pu7", List.of("gpu7"))); // three left: a short name may end a longer one
        assertEquals("10.0.0.1", HostShapes.uncut("10.0.0.1", List.of("110.0.0.1")));
        assertNull(HostShapes.uncut(null, List.of("gpu7")));
    }
}
