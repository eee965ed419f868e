package dev.clusterjob.exec.ssh;

import dev.clusterjob.ClusterjobException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** ~/.ssh/config resolution with ssh(1)'s precedence; every file lives in a temp home. */
class SshConfigResolverTest {
    @TempDir
    Path home;
    Path config;

    @BeforeEach
    void files() throws Exception {
        Files.createDirectories(home.resolve(".ssh/conf.d"));
        config = home.resolve(".ssh/config");
        Files.writeString(config, """
                # site config
                Include conf.d/*.conf
                Host login
                    HostName login1.hpc.example.edu
                    Port 2222
                    User alice
                    IdentityFile ~/.ssh/id_hpc
                    IdentityFile "%d/.ssh/second key"
                    ProxyJump bastion,carol@gw2:2200
                    UserKnownHostsFile ~/.ssh/known_hosts.hpc ~/.ssh/known_hosts.extra
                Host bastion
                    HostName bastion.example.edu
                    User bob
                Host strict
                    HostName 10.1.2.3
                    IdentitiesOnly yes
                Host tunnel
                    ProxyCommand ssh -W %h:%p bastion
                Host *
                    User fallback
                """);
        Files.writeString(home.resolve(".ssh/conf.d/10-extra.conf"), "Host extra\n    HostName extra.example.edu\n    Port 2022\n");
        Files.writeString(home.resolve(".ssh/id_hpc"), "key");
    }

    SshSettings settings(String remote) {
        return SshSettings.defaults(SshTarget.parse(remote, "--remote")).withHome(home).withSshConfig(config)
                .withAgentSocket(Path.of("/tmp/agent.sock")).withGlobalKnownHosts(null).withKnownHosts(null);
    }

    @Test
    void aliasGivesHostNamePortUserKeysJumpsAndKnownHosts() {
        SshRoute r = SshConfigResolver.resolve(settings("login"));
        SshEndpoint t = r.target();
        assertEquals("login", t.alias());
        assertEquals("login1.hpc.example.edu", t.host());
        assertEquals(2222, t.port());
        assertEquals("alice", t.user());
        assertEquals(List.of(home.resolve(".ssh/id_hpc"), home.resolve(".ssh/second key")), t.identityFiles());
        assertEquals("[login1.hpc.example.edu]:2222", t.knownHostsName());

        assertEquals(2, r.jumps().size());
        assertEquals("bob@bastion.example.edu:22", r.jumps().get(0).display(), "the jump's own Host block applies");
        assertEquals("carol@gw2:2200", r.jumps().get(1).display());
        assertEquals(List.of(home.resolve(".ssh/known_hosts.hpc"), home.resolve(".ssh/known_hosts.extra")), r.knownHosts());
        assertEquals(home.resolve(".ssh/known_hosts.hpc"), r.writableKnownHosts());
        assertTrue(r.useAgent());
    }

    @Test
    void explicitUserAndPortBeatTheConfigFile() {
        SshEndpoint t = SshConfigResolver.resolve(settings("root@login:22")).target();
        assertEquals("root@login1.hpc.example.edu:22", t.display());
        assertEquals("login1.hpc.example.edu", t.knownHostsName());
    }

    @Test
    void unknownHostUsesWildcardBlockAndDefaults() throws Exception {
        Files.writeString(home.resolve(".ssh/id_ed25519"), "key");
        SshRoute r = SshConfigResolver.resolve(settings("10.9.9.9"));
        assertEquals("fallback@10.9.9.9:22", r.target().display());
        assertEquals(List.of(home.resolve(".ssh/id_ed25519")), r.target().identityFiles(), "OpenSSH's default key names");
        assertEquals(List.of(home.resolve(".ssh/known_hosts")), r.knownHosts());
        assertTrue(r.jumps().isEmpty());
    }

    @Test
    void includedFilesAreRead() {
        assertEquals("fallback@extra.example.edu:2022", SshConfigResolver.resolve(settings("extra")).target().display());
    }

    @Test
    void identitiesOnlyTurnsTheAgentOff() {
        assertFalse(SshConfigResolver.resolve(settings("strict")).useAgent());
    }

    @Test
    void explicitIdentityComesFirstAndKnownHostsOverrideWins() throws Exception {
        Path mine = Files.writeString(home.resolve("mine"), "key");
        Path kh = home.resolve("kh");
        SshRoute r = SshConfigResolver.resolve(settings("login").withIdentity(mine).withKnownHosts(kh)
                .withGlobalKnownHosts(Path.of("/etc/ssh/ssh_known_hosts")));
        assertEquals(mine, r.target().identityFiles().get(0));
        assertEquals(List.of(kh, Path.of("/etc/ssh/ssh_known_hosts")), r.knownHosts());
    }

    @Test
    void noConfigFileMeansPlainDefaults() {
        SshRoute r = SshConfigResolver.resolve(settings("alice@h:2200").withSshConfig(null));
        assertEquals("alice@h:2200", r.target().display());
    }

    @Test
    void proxyCommandIsRefusedRatherThanBypassed() {
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> SshConfigResolver.resolve(settings("tunnel")));
        assertTrue(e.getMessage().contains("ProxyJump"), e.getMessage());
    }

    @Test
    void unreadableExplicitIdentityIsBadInput() {
        ClusterjobException e = assertThrows(ClusterjobException.class,
                () -> SshConfigResolver.resolve(settings("login").withIdentity(home.resolve("nope"))));
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().startsWith("identity: "), e.getMessage());
    }

    @Test
    void tokensExpand() {
        SshSettings s = settings("login");
        SshEndpoint e = new SshEndpoint("login", "h.example", 2222, "alice", List.of());
        assertEquals(home + "/k_" + s.localUser() + "_h.example_alice_2222_login_%", SshConfigResolver.tokens("%d/k_%u_%h_%r_%p_%n_%%", s, e));
    }
}
