package dev.clusterjob.e2e;

import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.exec.ssh.SshCommandRunner;
import dev.clusterjob.exec.ssh.SshException;
import dev.clusterjob.exec.ssh.SshHostKeyException;
import dev.clusterjob.exec.ssh.SshSettings;
import dev.clusterjob.exec.ssh.SshTarget;
import dev.clusterjob.testing.Sshd;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** ~/.ssh/config aliases and ProxyJump through a second real sshd (the "bastion"), as ssh -J does. */
@Tag("e2e")
class SshProxyJumpE2ETest {

    @RegisterExtension
    static final Sshd LOGIN = Sshd.onPort(2222);

    /** The bastion logs at DEBUG1 so that its log shows each direct-tcpip forward it makes. */
    @RegisterExtension
    static final Sshd BASTION = Sshd.onPort(2223, "LogLevel DEBUG1");

    @TempDir
    static Path tmp;

    static Path knownHosts;

    @BeforeAll
    static void trustBothAndOneKey() throws Exception {
        BASTION.authorize(Path.of(LOGIN.userKey() + ".pub"));
        knownHosts = SshTesting.knownHosts(tmp, LOGIN.knownHostsLine(), BASTION.knownHostsLine());
    }

    /** A config file in the test's temp dir (the real ~/.ssh is never read or written). */
    private static Path config(String text) throws Exception {
        Path f = Files.createTempFile(tmp, "ssh_config", "");
        Files.writeString(f, text);
        return f;
    }

    private static SshSettings viaConfig(String alias, Path config) {
        return SshSettings.defaults(new SshTarget(null, alias, null))
                .withHome(tmp.resolve("home"))
                .withSshConfig(config)
                .withKnownHosts(knownHosts)
                .withGlobalKnownHosts(null)
                .withAgentSocket(null)
                .withTimeouts(Duration.ofSeconds(10), Duration.ofSeconds(5));
    }

    private static String hosts() {
        return "Host bastion\n"
                + "  HostName 127.0.0.1\n"
                + "  Port " + BASTION.port() + "\n"
                + "  User " + SshTesting.USER + "\n"
                + "  IdentityFile " + LOGIN.userKey() + "\n"
                + "Host login\n"
                + "  HostName 127.0.0.1\n"
                + "  Port " + LOGIN.port() + "\n"
                + "  User " + SshTesting.USER + "\n"
                + "  IdentityFile " + LOGIN.userKey() + "\n"
                + "  ProxyJump bastion\n"
                + "Host direct\n"
                + "  HostName 127.0.0.1\n"
                + "  Port " + LOGIN.port() + "\n"
                + "  IdentityFile ~/.ssh/missing_key\n"
                + "  IdentityFile \"%d/.ssh/custom key_%r\"\n"
                + "Host defaults\n"
                + "  HostName 127.0.0.1\n"
                + "  Port " + LOGIN.port() + "\n"
                + "Host *\n"
                + "  User " + SshTesting.USER + "\n";
    }

    private static long forwardsTo(int port) {
        return BASTION.logText().lines().filter(l -> l.contains("server_request_direct_tcpip") && l.endsWith("port " + port)).count();
    }

    @Test
    void proxyJumpGoesThroughTheBastion() throws Exception {
        long before = forwardsTo(LOGIN.port());
        try (SshCommandRunner r = SshCommandRunner.open(viaConfig("login", config(hosts())), new SshTesting.Notices())) {
            assertEquals("through\n", r.run(ExternalCommand.of("echo", "through")).stdout());
            assertEquals("ssh " + SshTesting.USER + "@127.0.0.1:" + LOGIN.port() + " via " + SshTesting.USER + "@127.0.0.1:"
                    + BASTION.port(), r.describe());
            assertEquals(1, r.connectionsOpened());
        }
        assertTrue(Sshd.eventually(Duration.ofSeconds(3), () -> forwardsTo(LOGIN.port()) == before + 1),
                "the bastion forwarded one connection to the login node:\n" + BASTION.logText());
    }

    @Test
    void aDroppedSessionBehindTheBastionIsReestablished() throws Exception {
        try (SshCommandRunner r = SshCommandRunner.open(viaConfig("login", config(hosts())), new SshTesting.Notices())) {
            assertEquals(0, r.run(ExternalCommand.of("true")).exitCode());
            assertTrue(LOGIN.killSessions() >= 1);
            assertEquals("again\n", r.run(ExternalCommand.of("echo", "again")).stdout());
            assertEquals(2, r.connectionsOpened());
        }
    }

    @Test
    void proxyJumpWrittenInline() throws Exception {
        String cfg = "Host login2\n  HostName 127.0.0.1\n  Port " + LOGIN.port() + "\n  IdentityFile " + LOGIN.userKey()
                + "\n  ProxyJump ssh://" + SshTesting.USER + "@127.0.0.1:" + BASTION.port() + "\n";
        SshSettings s = viaConfig("login2", config(cfg)).withIdentity(LOGIN.userKey());
        try (SshCommandRunner r = SshCommandRunner.open(s, new SshTesting.Notices())) {
            assertEquals("inline\n", r.run(ExternalCommand.of("echo", "inline")).stdout());
            assertEquals(1, r.route().jumps().size());
        }
    }

    @Test
    void aliasResolvesHostNamePortUserAndIdentityWithTokens() throws Exception {
        Path home = tmp.resolve("home");
        Files.createDirectories(home.resolve(".ssh"));
        Files.copy(LOGIN.userKey(), home.resolve(".ssh/custom key_" + SshTesting.USER), StandardCopyOption.REPLACE_EXISTING);
        try (SshCommandRunner r = SshCommandRunner.open(viaConfig("direct", config(hosts())), new SshTesting.Notices())) {
            assertEquals("ssh " + SshTesting.USER + "@127.0.0.1:" + LOGIN.port(), r.describe());
            assertEquals("alias\n", r.run(ExternalCommand.of("echo", "alias")).stdout());
        }
    }

    @Test
    void withoutIdentityFileTheDefaultKeyNamesAreTried() throws Exception {
        Path home = tmp.resolve("home");
        Files.createDirectories(home.resolve(".ssh"));
        Files.copy(LOGIN.userKey(), home.resolve(".ssh/id_ed25519"), StandardCopyOption.REPLACE_EXISTING);
        try (SshCommandRunner r = SshCommandRunner.open(viaConfig("defaults", config(hosts())), new SshTesting.Notices())) {
            assertEquals("default\n", r.run(ExternalCommand.of("echo", "default")).stdout());
        } finally {
            Files.delete(home.resolve(".ssh/id_ed25519"));
        }
    }

    @Test
    void aMissingConfiguredKeyIsNamedWhenLoginFails() throws Exception {
        String cfg = "Host nokey\n  HostName 127.0.0.1\n  Port " + LOGIN.port() + "\n  IdentityFile ~/.ssh/nope\n";
        try (SshCommandRunner r = SshCommandRunner.open(viaConfig("nokey", config(cfg)), new SshTesting.Notices())) {
            SshException e = assertThrows(SshException.class, () -> r.run(ExternalCommand.of("true")));
            assertTrue(e.getMessage().contains(tmp.resolve("home/.ssh/nope") + " does not exist or is not readable"), e.getMessage());
        }
    }

    @Test
    void anUnknownBastionKeyIsRefusedAndNamedAsTheJumpHost() throws Exception {
        Path onlyLogin = SshTesting.knownHosts(tmp, LOGIN.knownHostsLine());
        SshSettings s = viaConfig("login", config(hosts())).withKnownHosts(onlyLogin);
        try (SshCommandRunner r = SshCommandRunner.open(s, new SshTesting.Notices())) {
            SshHostKeyException e = assertThrows(SshHostKeyException.class, () -> r.run(ExternalCommand.of("true")));
            assertTrue(e.getMessage().startsWith("ssh jump host " + SshTesting.USER + "@127.0.0.1:" + BASTION.port()), e.getMessage());
            assertTrue(e.getMessage().contains("[127.0.0.1]:" + BASTION.port()), e.getMessage());
        }
    }
}
