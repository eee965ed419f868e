package dev.clusterjob.exec.ssh;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** --remote [user@]host[:port] parsing, IPv6 in brackets, and its one-line errors. */
class SshTargetTest {

    @Test
    void parsesEveryForm() {
        assertEquals(new SshTarget(null, "login1", null), SshTarget.parse("login1", "--remote"));
        assertEquals(new SshTarget("alice", "login1", null), SshTarget.parse("alice@login1", "--remote"));
        assertEquals(new SshTarget(null, "10.0.0.5", 2222), SshTarget.parse("10.0.0.5:2222", "--remote"));
        assertEquals(new SshTarget("alice", "login1.hpc.example.edu", 2222), SshTarget.parse("alice@login1.hpc.example.edu:2222", "--remote"));
        assertEquals(new SshTarget(null, "::1", 2222), SshTarget.parse("[::1]:2222", "--remote"));
        assertEquals(new SshTarget("bob", "fe80::1%eth0", null), SshTarget.parse("bob@[fe80::1%eth0]", "--remote"));
        assertEquals(new SshTarget("a@b", "host", null), SshTarget.parse("a@b@host", "--remote"), "the last @ splits, as ssh does");
    }

    @Test
    void printsBackWhatWasGiven() {
        for (String s : new String[] {"login1", "alice@login1:2222", "[::1]:2222", "bob@[fe80::1]"}) {
            assertEquals(s, SshTarget.parse(s, "--remote").toString());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "@host", "host:", "host:0", "host:65536", "host:22x", "::1", "[::1", "[::1]2222", "alice@",
            "a b", "host;rm", "h'x", "user@host/path", "[a]:[b]"})
    void refusesWithOneLineNamingTheFlag(String bad) {
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> SshTarget.parse(bad, "--remote"));
        assertEquals(ExitCodes.USAGE, e.exitCode());
        assertTrue(e.getMessage().startsWith("--remote: "), e.getMessage());
        assertTrue(e.getMessage().contains("[user@]host[:port]"), e.getMessage());
        assertTrue(!e.getMessage().contains("\n"));
    }
}
