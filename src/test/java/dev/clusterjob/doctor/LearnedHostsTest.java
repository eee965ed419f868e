package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class LearnedHostsTest {
    @Test
    void addressesAndRanksKeepTheirFirstHost() {
        LearnedHosts l = new LearnedHosts();
        l.address("::ffff:10.0.0.2", "node2");
        l.address("10.0.0.2", "other");
        l.address("node3", "node3");
        l.rank(5, "node2");
        l.rank(5, "node9");
        assertEquals("node2", l.hostOf("10.0.0.2"));
        assertNull(l.hostOf("node3"), "a host is no address of itself");
        assertEquals("node2", l.hostOfRank(5));
        assertNull(l.hostOfRank(6));
    }

    @Test
    void onlyHostIsTheOneTheLogNames() {
        LearnedHosts l = new LearnedHosts();
        assertNull(l.onlyHost());
        l.host("UVOSLinux");
        l.host("uvoslinux");
        assertEquals("UVOSLinux", l.onlyHost(), "as the log first wrote it; case does not make a second host");
        l.host("node2");
        assertNull(l.onlyHost());
    }
}
