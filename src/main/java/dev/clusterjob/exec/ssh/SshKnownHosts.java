package dev.clusterjob.exec.ssh;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * A known_hosts file parsed as sshd(8) "SSH_KNOWN_HOSTS FILE FORMAT" describes it: optional marker
 * ({@code @revoked}, {@code @cert-authority}), host patterns (comma list with {@code *}, {@code ?} and
 * {@code !} negation, or one hashed {@code |1|salt|hmac} name), key type, base64 key. A host off port
 * 22 is named {@code [host]:port} and matches only entries written that way, as in OpenSSH.
 * Unparseable lines are skipped, as ssh does.
 */
final class SshKnownHosts {

    /** One key line; {@code line} is 1-based, for messages. */
    record Entry(String marker, String hosts, String type, byte[] key, Path file, int line) {
        boolean revoked() {
            return "@revoked".equals(marker);
        }

        boolean plain() {
            return marker == null;
        }

        String where() {
            return file + ":" + line;
        }
    }

    private SshKnownHosts() {
    }

    /** The entries of {@code file}; none when it does not exist. */
    static List<Entry> read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        List<Entry> out = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            Entry e = parse(lines.get(i), file, i + 1);
            if (e != null) {
                out.add(e);
            }
        }
        return out;
    }

    static Entry parse(String text, Path file, int line) {
        String t = text.strip();
        if (t.isEmpty() || t.startsWith("#")) {
            return null;
        }
        String[] f = t.split("[ \t]+");
        int i = 0;
        String marker = null;
        if (f[0].startsWith("@")) {
            marker = f[0];
            i = 1;
        }
        if (f.length < i + 3) {
            return null;
        }
        try {
            byte[] key = Base64.getDecoder().decode(f[i + 2]);
            if (key.length < 4 || !SshHostKeys.keyType(key).equals(f[i + 1])) {
                return null;
            }
            return new Entry(marker, f[i], f[i + 1], key, file, line);
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return null;
        }
    }

    /** Whether {@code entry}'s host field names {@code host} ("name" or "[name]:port"). */
    static boolean matches(Entry entry, String host) {
        String h = host.toLowerCase(Locale.ROOT);
        if (entry.hosts().startsWith("|1|")) {
            return hashedMatch(entry.hosts(), h);
        }
        boolean positive = false;
        for (String p : entry.hosts().split(",")) {
            boolean negated = p.startsWith("!");
            String pat = (negated ? p.substring(1) : p).toLowerCase(Locale.ROOT);
            if (glob(pat, 0, h, 0)) {
                if (negated) {
                    return false;
                }
                positive = true;
            }
        }
        return positive;
    }

    /** {@code |1|base64(salt)|base64(HMAC-SHA1(salt, host))}, as ssh-keygen -H writes. */
    private static boolean hashedMatch(String field, String host) {
        String[] parts = field.substring(3).split("\\|");
        if (parts.length != 2) {
            return false;
        }
        try {
            byte[] salt = Base64.getDecoder().decode(parts[0]);
            byte[] want = Base64.getDecoder().decode(parts[1]);
            Mac mac = Mac.getInstance("HmacSHA1");
            mac.init(new SecretKeySpec(salt, "HmacSHA1"));
            return MessageDigest.isEqual(want, mac.doFinal(host.getBytes(StandardCharsets.UTF_8)));
        } catch (IllegalArgumentException | GeneralSecurityException e) {
            return false;
        }
    }

    /** OpenSSH's match_pattern: {@code *} any run, {@code ?} one character. */
    static boolean glob(String p, int pi, String s, int si) {
        while (pi < p.length()) {
            char c = p.charAt(pi);
            if (c == '*') {
                while (pi + 1 < p.length() && p.charAt(pi + 1) == '*') {
                    pi++;
                }
                for (int k = si; k <= s.length(); k++) {
                    if (glob(p, pi + 1, s, k)) {
                        return true;
                    }
                }
                return false;
            }
            if (si >= s.length() || (c != '?' && c != s.charAt(si))) {
                return false;
            }
            pi++;
            si++;
        }
        return si == s.length();
    }
}
