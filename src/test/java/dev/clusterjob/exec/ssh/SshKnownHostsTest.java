package dev.clusterjob.exec.ssh;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** known_hosts line parsing and host matching (sshd(8) SSH_KNOWN_HOSTS FILE FORMAT); hashed names are covered end to end. */
class SshKnownHostsTest {
    static final String KEY = "AAAAC3NzaC1lZDI1NTE5AAAAIBu0bFzS7HsdJw3ix2xQp3Wb7hZTrl7JqGQk2m1bqu0e";
    static final Path F = Path.of("kh");

    static SshKnownHosts.Entry entry(String hosts) {
        return SshKnownHosts.parse(hosts + " ssh-ed25519 " + KEY + " comment words", F, 7);
    }

    @Test
    void parsesMarkersTypesAndLines() {
        SshKnownHosts.Entry e = SshKnownHosts.parse("@revoked * ssh-ed25519 " + KEY, F, 3);
        assertEquals("@revoked", e.marker());
        assertTrue(e.revoked());
        assertEquals("kh:3", e.where());
        assertTrue(entry("login1").plain());
        assertNull(SshKnownHosts.parse("# comment", F, 1));
        assertNull(SshKnownHosts.parse("   ", F, 1));
        assertNull(SshKnownHosts.parse("host ssh-ed25519", F, 1), "no key");
        assertNull(SshKnownHosts.parse("host ssh-ed25519 !!notbase64", F, 1));
        assertNull(SshKnownHosts.parse("host ssh-rsa " + KEY, F, 1), "type field disagrees with the key blob");
    }

    @Test
    void matchesNamesListsPatternsAndNegation() {
        assertTrue(SshKnownHosts.matches(entry("login1,10.0.0.5"), "10.0.0.5"));
        assertTrue(SshKnownHosts.matches(entry("LOGIN1"), "login1"), "case-insensitive");
        assertTrue(SshKnownHosts.matches(entry("*.hpc.example.edu"), "login2.hpc.example.edu"));
        assertTrue(SshKnownHosts.matches(entry("login?"), "login7"));
        assertFalse(SshKnownHosts.matches(entry("login?"), "login17"));
        assertFalse(SshKnownHosts.matches(entry("*.hpc.example.edu,!bad.hpc.example.edu"), "bad.hpc.example.edu"));
        assertTrue(SshKnownHosts.matches(entry("*.hpc.example.edu,!bad.hpc.example.edu"), "good.hpc.example.edu"));
        assertFalse(SshKnownHosts.matches(entry("!login1"), "login2"), "a negation alone matches nothing");
    }

    @Test
    void portsMatchOnlyTheirOwnBracketedForm() {
        assertTrue(SshKnownHosts.matches(entry("[login1]:2222"), "[login1]:2222"));
        assertFalse(SshKnownHosts.matches(entry("login1"), "[login1]:2222"));
        assertFalse(SshKnownHosts.matches(entry("[login1]:2222"), "login1"));
        assertTrue(SshKnownHosts.matches(entry("[*.example.edu]:2222"), "[a.example.edu]:2222"));
        assertFalse(SshKnownHosts.matches(entry("[*.example.edu]:2222"), "[a.example.edu]:22"));
    }

    @Test
    void globHandlesRunsOfStars() {
        assertTrue(SshKnownHosts.glob("a***b", 0, "axxb", 0));
        assertTrue(SshKnownHosts.glob("*", 0, "", 0));
        assertFalse(SshKnownHosts.glob("?", 0, "", 0));
    }
}
