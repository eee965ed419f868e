package dev.clusterjob.profile;

import dev.clusterjob.ClusterjobException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The profile login: block: keys, checks with file:line errors, and key-by-key inheritance along extends. */
class LoginSettingsTest {
    @TempDir
    Path dir;

    ProfileCatalog catalog(String yaml) throws Exception {
        Path f = dir.resolve("site.yaml");
        Files.writeString(f, yaml);
        return ProfileCatalog.load(List.of(f));
    }

    @Test
    void blockIsParsedAndMergedKeyByKey() throws Exception {
        ProfileCatalog c = catalog("""
                profiles:
                  site:
                    extends: h800
                    login:
                      host: login1.hpc.example.edu
                      port: 2222
                      user: alice
                      identity: ~/.ssh/id_hpc
                      remote_dir: ~/jobs
                      known_hosts: ~/.ssh/known_hosts.hpc
                  site-scratch:
                    extends: site
                    login:
                      remote_dir: /scratch/alice/jobs
                """);
        LoginSettings l = c.resolve("site-scratch", "--profile").login();
        assertEquals("login1.hpc.example.edu", l.host());
        assertEquals(2222, l.port());
        assertEquals("alice", l.user());
        assertEquals("~/.ssh/id_hpc", l.identity());
        assertEquals("/scratch/alice/jobs", l.remoteDir());
        assertEquals("~/.ssh/known_hosts.hpc", l.knownHosts());
        assertTrue(l.origin("remote_dir").toString().endsWith("site.yaml:14"), l.origin("remote_dir").toString());
        assertTrue(l.origin("host").toString().endsWith("site.yaml:5"), l.origin("host").toString());

        String yaml = ProfileYaml.write(c.resolve("site-scratch", "--profile"));
        assertTrue(yaml.contains("    login:\n      host: \"login1.hpc.example.edu\"\n      port: 2222\n"), yaml);
        assertTrue(yaml.contains("      remote_dir: \"/scratch/alice/jobs\"\n"), yaml);
    }

    @Test
    void becomesSshSettingsWithRemoteFlagReplacingTheTarget() throws Exception {
        Path key = Files.writeString(dir.resolve("id"), "key");
        ProfileCatalog c = catalog("profiles:\n  x:\n    login:\n      host: login1\n      port: 2222\n      user: alice\n"
                + "      identity: " + key + "\n      remote_dir: ~/jobs\n      known_hosts: /k/h\n");
        LoginSettings l = c.resolve("x", "p").login();
        dev.clusterjob.exec.ssh.SshSettings s = l.toSshSettings(null, false);
        assertEquals(new dev.clusterjob.exec.ssh.SshTarget("alice", "login1", 2222), s.target());
        assertEquals(key, s.identity());
        assertEquals(Path.of("/k/h"), s.knownHosts());
        assertEquals("~/jobs", s.remoteDir());
        assertTrue(!s.acceptNewHostKey());

        dev.clusterjob.exec.ssh.SshSettings f = l.toSshSettings("bob@login2", true);
        assertEquals(new dev.clusterjob.exec.ssh.SshTarget("bob", "login2", null), f.target(), "--remote replaces host, user and port");
        assertEquals(key, f.identity());
        assertTrue(f.acceptNewHostKey());

        assertNull(LoginSettings.NONE.toSshSettings(null, false), "neither: run locally");
        assertEquals("h", LoginSettings.NONE.toSshSettings("h", false).target().host());

        ProfileCatalog missing = catalog("profiles:\n  x:\n    login:\n      host: h\n      identity: /no/such/key\n");
        ClusterjobException e = assertThrows(ClusterjobException.class,
                () -> missing.resolve("x", "p").login().toSshSettings(null, false));
        assertTrue(e.getMessage().matches(".*site.yaml:5: login.identity: cannot read private key file /no/such/key"), e.getMessage());
    }

    @Test
    void profilesWithoutABlockHaveNone() throws Exception {
        ResolvedProfile p = catalog("profiles:\n  x:\n    extends: h800\n").resolve("x", "--profile");
        assertSame(LoginSettings.NONE, p.login());
        assertTrue(p.login().isEmpty());
        assertTrue(!ProfileYaml.write(p).contains("login:"));
        assertNull(p.login().host());
    }

    @Test
    void ipv6HostInBracketsIsAccepted() throws Exception {
        assertEquals("::1", catalog("profiles:\n  x:\n    login:\n      host: \"[::1]\"\n").resolve("x", "p").login().host());
    }

    void refused(String block, String expected) {
        ClusterjobException e = assertThrows(ClusterjobException.class,
                () -> catalog("profiles:\n  x:\n    login:\n" + block));
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        assertTrue(e.getMessage().contains("site.yaml:"), "names file:line: " + e.getMessage());
        assertTrue(!e.getMessage().contains("\n"));
    }

    @Test
    void badBlocksAreOneLineErrors() {
        refused("      hots: login1\n", "profiles.x.login: unknown key 'hots' (did you mean 'host'?)");
        refused("      host: login1:2222\n", "write the port as port: 2222");
        refused("      host: alice@login1\n", "user and port go in user: and port:");
        refused("      port: 0\n", "profiles.x.login.port: expected an integer >= 1");
        refused("      port: 70000\n", "expected a port 1..65535");
        refused("      port: \"22\"\n", "profiles.x.login.port: expected an integer");
        refused("      user: a b\n", "profiles.x.login.user");
        refused("      remote_dir: \"\"\n", "remote_dir: must not be empty");
        refused("      identity: [a, b]\n", "profiles.x.login.identity: expected a string");
        refused("      host: \"a\\nb\"\n", "profiles.x.login.host");
    }

    @Test
    void loginMustBeAMapping() {
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> catalog("profiles:\n  x:\n    login: login1\n"));
        assertTrue(e.getMessage().contains("profiles.x.login: expected a mapping"), e.getMessage());
    }
}
