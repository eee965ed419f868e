package dev.clusterjob.exec.ssh;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

class SshSettingsTest {
    final SshSettings base = new SshSettings(SshTarget.parse("me@login1:2222", "--remote"), Path.of("/k/id"), Path.of("/k/known"),
            Path.of("/etc/ssh/ssh_known_hosts"), Path.of("/k/config"), Path.of("/run/agent"), true, "~/jobs", Path.of("/home/me"),
            "me", Duration.ofSeconds(7), Duration.ofSeconds(9), Duration.ofMinutes(3));

    @Test
    void theBuilderCarriesEveryField() {
        assertEquals(base, base.toBuilder().build());
    }

    @Test
    void eachWitherChangesItsFieldAndNothingElse() {
        SshSettings t = base.withTimeouts(Duration.ofSeconds(1), Duration.ofSeconds(2));
        assertEquals(new SshSettings(base.target(), base.identity(), base.knownHosts(), base.globalKnownHosts(), base.sshConfig(),
                base.agentSocket(), true, "~/jobs", base.home(), "me", Duration.ofSeconds(1), Duration.ofSeconds(2),
                Duration.ofMinutes(3)), t);
        assertEquals(Path.of("/other"), base.withKnownHosts(Path.of("/other")).knownHosts());
        assertEquals(base.identity(), base.withKnownHosts(Path.of("/other")).identity());
        assertEquals("/tmp/x", base.withRemoteDir("/tmp/x").remoteDir());
        assertEquals(false, base.withAcceptNewHostKey(false).acceptNewHostKey());
        assertNotEquals(base, base.withReconnectWindow(Duration.ZERO));
        assertEquals(base.withReconnectWindow(Duration.ZERO).toBuilder().reconnectWindow(base.reconnectWindow()).build(), base);
    }
}
