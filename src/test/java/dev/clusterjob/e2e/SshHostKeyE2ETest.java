package dev.clusterjob.e2e;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.exec.ExecException;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.exec.ssh.SshCommandRunner;
import dev.clusterjob.exec.ssh.SshException;
import dev.clusterjob.exec.ssh.SshHostKeyException;
import dev.clusterjob.exec.ssh.SshSettings;
import dev.clusterjob.testing.Sshd;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Host-key policy and login refusals against a real sshd; fingerprints compared with ssh-keygen's own. */
@Tag("e2e")
class SshHostKeyE2ETest {

    @RegisterExtension
    static final Sshd SSHD = Sshd.onPort(2222);

    @TempDir
    Path tmp;

    /** The fingerprint ssh-keygen -l prints for a public key file (second field). */
    static String keygenFingerprint(Path pub) throws Exception {
        return Sshd.run(Map.of(), "ssh-keygen", "-l", "-E", "sha256", "-f", pub.toString()).trim().split("\\s+")[1];
    }

    private SshHostKeyException refused(SshSettings s) {
        try (SshCommandRunner r = SshCommandRunner.open(s, new SshTesting.Notices())) {
            return assertThrows(SshHostKeyException.class, () -> r.run(ExternalCommand.of("true")));
        }
    }

    @Test
    void unknownHostKeyIsRefusedShowingTheFingerprintOpenSshPrints() throws Exception {
        Path kh = tmp.resolve("known_hosts");
        SshHostKeyException e = refused(SshTesting.settings(SSHD, kh, tmp));
        System.out.println(e.getMessage());
        String fp = keygenFingerprint(SSHD.hostPublicKey());
        assertTrue(fp.startsWith("SHA256:"), fp);
        assertTrue(e.getMessage().contains("ED25519 key " + fp), e.getMessage());
        assertTrue(e.getMessage().contains("--accept-new-host-key"), e.getMessage());
        assertTrue(e.getMessage().contains("[127.0.0.1]:" + SSHD.port() + " is not in " + kh), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "one line");
        assertEquals(ExitCodes.HOST_KEY, e.exitCode());
        assertFalse(Files.exists(kh), "nothing written without --accept-new-host-key");
    }

    @Test
    void acceptNewAddsTheKeyOnceAndOpenSshAgreesWithTheLine() throws Exception {
        Path kh = tmp.resolve("ssh/known_hosts");
        SshTesting.Notices notices = new SshTesting.Notices();
        try (SshCommandRunner r = SshCommandRunner.open(SshTesting.settings(SSHD, kh, tmp).withAcceptNewHostKey(true), notices)) {
            assertEquals(0, r.run(ExternalCommand.of("true")).exitCode());
        }
        assertEquals(List.of(SSHD.knownHostsLine()), Files.readAllLines(kh));
        assertEquals(1, notices.lines.size());
        assertTrue(notices.lines.get(0).contains(keygenFingerprint(SSHD.hostPublicKey())), notices.lines.get(0));

        SshTesting.Notices quiet = new SshTesting.Notices();
        try (SshCommandRunner r = SshCommandRunner.open(SshTesting.settings(SSHD, kh, tmp), quiet)) {
            assertEquals(0, r.run(ExternalCommand.of("true")).exitCode());
        }
        assertEquals(List.of(), quiet.lines, "a known key connects silently");
        assertEquals(List.of(SSHD.knownHostsLine()), Files.readAllLines(kh), "not added twice");

        // OpenSSH's own client, in strict mode, accepts the line we wrote.
        Sshd.run(Map.of(), "ssh", "-F", "/dev/null", "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=yes",
                "-o", "UserKnownHostsFile=" + kh, "-o", "GlobalKnownHostsFile=/dev/null", "-i", SSHD.userKey().toString(),
                "-p", String.valueOf(SSHD.port()), SshTesting.USER + "@127.0.0.1", "true");
    }

    @Test
    void acceptNewKeepsExistingLines() throws Exception {
        Path kh = SshTesting.knownHosts(tmp, "# my hosts", "example.org ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBu0bFzS7HsdJw3ix2xQp3Wb7hZTrl7JqGQk2m1bqu0e");
        String before = Files.readString(kh);
        try (SshCommandRunner r = SshCommandRunner.open(SshTesting.settings(SSHD, kh, tmp).withAcceptNewHostKey(true),
                new SshTesting.Notices())) {
            r.connect();
        }
        assertEquals(before + SSHD.knownHostsLine() + "\n", Files.readString(kh));
    }

    @Test
    void changedKeyIsRefusedEvenWithAcceptNew() throws Exception {
        Path other = Sshd.keygen(tmp, "impostor", "impostor");
        String[] pub = Files.readString(Path.of(other + ".pub")).trim().split("\\s+");
        Path kh = SshTesting.knownHosts(tmp, "[127.0.0.1]:" + SSHD.port() + " " + pub[0] + " " + pub[1]);
        byte[] before = Files.readAllBytes(kh);
        SshHostKeyException e = refused(SshTesting.settings(SSHD, kh, tmp).withAcceptNewHostKey(true));
        System.out.println(e.getMessage());
        assertTrue(e.getMessage().contains("HOST KEY CHANGED"), e.getMessage());
        assertTrue(e.getMessage().contains(keygenFingerprint(SSHD.hostPublicKey())), "offered key: " + e.getMessage());
        assertTrue(e.getMessage().contains(keygenFingerprint(Path.of(other + ".pub"))), "key on file: " + e.getMessage());
        assertTrue(e.getMessage().contains("ssh-keygen -f " + kh + " -R '[127.0.0.1]:" + SSHD.port() + "'"), e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(kh), "known_hosts untouched");
    }

    /**
     * A key of another type on file for the host is a changed key, plain or hashed, as OpenSSH's accept-new has it
     * (its own client refuses the same file: "Offending RSA key"): never a new key to add before running the command.
     */
    @Test
    void aKeyOfAnotherTypeOnFileIsAChangedKeyEvenWithAcceptNew() throws Exception {
        Sshd.run(Map.of(), "ssh-keygen", "-q", "-t", "rsa", "-b", "2048", "-N", "", "-C", "old-rsa", "-f", tmp.resolve("old_rsa").toString());
        String[] pub = Files.readString(tmp.resolve("old_rsa.pub")).trim().split("\\s+");
        Path kh = SshTesting.knownHosts(tmp, "[127.0.0.1]:" + SSHD.port() + " " + pub[0] + " " + pub[1]);
        for (boolean hashed : new boolean[] {false, true}) {
            if (hashed) {
                Sshd.run(Map.of(), "ssh-keygen", "-H", "-f", kh.toString());
                assertTrue(Files.readString(kh).startsWith("|1|"), Files.readString(kh));
            }
            byte[] before = Files.readAllBytes(kh);
            SshHostKeyException e = refused(SshTesting.settings(SSHD, kh, tmp).withAcceptNewHostKey(true));
            assertTrue(e.getMessage().contains("HOST KEY CHANGED") && e.getMessage().contains("has RSA key "), e.getMessage());
            assertEquals(ExitCodes.HOST_KEY, e.exitCode());
            assertArrayEquals(before, Files.readAllBytes(kh), "known_hosts untouched");
        }
        // OpenSSH's client, with accept-new, refuses the same file
        Exception openssh = assertThrows(Exception.class, () -> Sshd.run(Map.of(), "ssh", "-F", "/dev/null", "-o", "BatchMode=yes",
                "-o", "StrictHostKeyChecking=accept-new", "-o", "UserKnownHostsFile=" + kh, "-o", "GlobalKnownHostsFile=/dev/null",
                "-i", SSHD.userKey().toString(), "-p", String.valueOf(SSHD.port()), SshTesting.USER + "@127.0.0.1", "true"));
        assertTrue(openssh.getMessage().contains("Offending RSA key"), openssh.getMessage());
    }

    @Test
    void aPort22EntryNeitherVouchesForNorContradictsAnotherPort() throws Exception {
        // The seed's set-up: the host's own sshd on 22 (a different key) and the container's on 2222.
        Path other = Sshd.keygen(tmp, "port22", "port22");
        String[] pub = Files.readString(Path.of(other + ".pub")).trim().split("\\s+");
        Path kh = SshTesting.knownHosts(tmp, "127.0.0.1 " + pub[0] + " " + pub[1]);
        SshHostKeyException e = refused(SshTesting.settings(SSHD, kh, tmp));
        assertTrue(e.getMessage().contains("is not in"), "unknown, not changed: " + e.getMessage());

        String[] own = Files.readString(SSHD.hostPublicKey()).trim().split("\\s+");
        Path bare = SshTesting.knownHosts(tmp, "127.0.0.1 " + own[0] + " " + own[1]);
        assertTrue(refused(SshTesting.settings(SSHD, bare, tmp)).getMessage().contains("is not in"),
                "a bare-host entry does not vouch for port " + SSHD.port());
    }

    @Test
    void hashedKnownHostsEntriesAreHonoured() throws Exception {
        Path kh = SshTesting.knownHosts(tmp, SSHD.knownHostsLine());
        Sshd.run(Map.of(), "ssh-keygen", "-H", "-f", kh.toString());
        assertTrue(Files.readString(kh).startsWith("|1|"), Files.readString(kh));
        try (SshCommandRunner r = SshCommandRunner.open(SshTesting.settings(SSHD, kh, tmp), new SshTesting.Notices())) {
            assertEquals("hashed\n", r.run(ExternalCommand.of("echo", "hashed")).stdout());
        }
    }

    @Test
    void revokedKeyIsRefused() throws Exception {
        String[] own = Files.readString(SSHD.hostPublicKey()).trim().split("\\s+");
        Path kh = SshTesting.knownHosts(tmp, SSHD.knownHostsLine(), "@revoked * " + own[0] + " " + own[1]);
        SshHostKeyException e = refused(SshTesting.settings(SSHD, kh, tmp));
        assertTrue(e.getMessage().contains("@revoked"), e.getMessage());
    }

    @Test
    void theGlobalListIsTrustedButNeverWritten() throws Exception {
        Path global = SshTesting.knownHosts(tmp, SSHD.knownHostsLine());
        Path user = tmp.resolve("user_known_hosts");
        try (SshCommandRunner r = SshCommandRunner.open(SshTesting.settings(SSHD, user, tmp).withGlobalKnownHosts(global)
                .withAcceptNewHostKey(true), new SshTesting.Notices())) {
            r.connect();
        }
        assertFalse(Files.exists(user), "known through the global list: nothing to add");
    }

    @Test
    void wrongUserKeyIsRefusedWithAClearMessage() throws Exception {
        Path wrong = Sshd.keygen(tmp, "not_authorized", "nobody");
        Path kh = SshTesting.knownHosts(tmp, SSHD.knownHostsLine());
        try (SshCommandRunner r = SshCommandRunner.open(SshTesting.settings(SSHD, kh, tmp).withIdentity(wrong),
                new SshTesting.Notices())) {
            ExecException e = assertThrows(ExecException.class, () -> r.run(ExternalCommand.of("true")));
            System.out.println(e.getMessage());
            assertInstanceOf(SshException.class, e);
            assertEquals(ExitCodes.EXTERNAL, e.exitCode());
            assertTrue(e.getMessage().contains("login refused"), e.getMessage());
            assertTrue(e.getMessage().contains(wrong.toString()), "names the key tried: " + e.getMessage());
            assertTrue(e.getMessage().contains("authorized_keys"), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), "one line");
        }
    }

    @Test
    void passphraseProtectedKeyIsSkippedAndNamed() throws Exception {
        Path locked = tmp.resolve("locked");
        Sshd.run(Map.of(), "ssh-keygen", "-q", "-t", "ed25519", "-N", "secret words", "-f", locked.toString());
        Path kh = SshTesting.knownHosts(tmp, SSHD.knownHostsLine());
        try (SshCommandRunner r = SshCommandRunner.open(SshTesting.settings(SSHD, kh, tmp).withIdentity(locked),
                new SshTesting.Notices())) {
            SshException e = assertThrows(SshException.class, () -> r.run(ExternalCommand.of("true")));
            assertTrue(e.getMessage().contains(locked + " is passphrase-protected (load it with ssh-add)"), e.getMessage());
        }
    }
}
