package dev.clusterjob.exec.ssh;

import dev.clusterjob.testing.Sshd;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A host key's fingerprint and type label, compared with what the real ssh-keygen prints for the same key. */
class SshHostKeysTest {

    @TempDir
    Path tmp;

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"ed25519, ''", "ecdsa, 256", "ecdsa, 384", "ecdsa, 521", "rsa, 3072"})
    void fingerprintAndLabelMatchSshKeygen(String type, String bits) throws Exception {
        Sshd.ensureOpenSsh();
        Path key = tmp.resolve("k_" + type + bits);
        if (bits.isEmpty()) {
            Sshd.run(Map.of(), "ssh-keygen", "-q", "-t", type, "-N", "", "-f", key.toString());
        } else {
            Sshd.run(Map.of(), "ssh-keygen", "-q", "-t", type, "-b", bits, "-N", "", "-f", key.toString());
        }
        Path pub = Path.of(key + ".pub");
        byte[] blob = Base64.getDecoder().decode(Files.readString(pub).trim().split("\\s+")[1]);
        String sha256 = Sshd.run(Map.of(), "ssh-keygen", "-l", "-E", "sha256", "-f", pub.toString()).trim().split("\\s+")[1];
        assertEquals(sha256, SshHostKeys.fingerprint(blob));
        String label = Sshd.run(Map.of(), "ssh-keygen", "-l", "-f", pub.toString()).trim();
        assertTrue(label.endsWith("(" + SshHostKeys.label(blob) + ")"), label);
    }
}
