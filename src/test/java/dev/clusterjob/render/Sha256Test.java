package dev.clusterjob.render;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The runtime block's SHA-256 gives the digests of FIPS 180-4 and of the JDK's MessageDigest. */
class Sha256Test {
    /** FIPS 180-4's examples (NIST CSRC "SHA256.pdf", "SHA256_2.pdf") and the empty message. */
    @ParameterizedTest
    @CsvSource({
        "'', e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "abc, ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq, 248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"})
    void knownDigests(String message, String hex) {
        assertEquals(hex, HexFormat.of().formatHex(Sha256.digest(message.getBytes(StandardCharsets.US_ASCII))));
    }

    /** Every length around the padding's edges (55, 56, 64, 119, 120 ...) and a few long ones, random bytes. */
    @Test
    void sameAsMessageDigestForEveryLengthUpTo300() throws Exception {
        Random random = new Random(30);
        for (int n : new int[] {1000, 4095, 4096, 8191, 70_000}) {
            sameAsJdk(random, n);
        }
        for (int n = 0; n <= 300; n++) {
            sameAsJdk(random, n);
        }
    }

    private static void sameAsJdk(Random random, int length) throws Exception {
        byte[] data = new byte[length];
        random.nextBytes(data);
        assertArrayEquals(MessageDigest.getInstance("SHA-256").digest(data), Sha256.digest(data), "length " + length);
    }
}
