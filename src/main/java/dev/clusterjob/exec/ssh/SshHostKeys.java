package dev.clusterjob.exec.ssh;

import com.jcraft.jsch.HostKey;
import com.jcraft.jsch.HostKeyRepository;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.UserInfo;
import dev.clusterjob.fs.AtomicFile;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.function.Consumer;

/**
 * Strict host-key policy over known_hosts files ({@link SshKnownHosts}: plain, hashed, patterns,
 * {@code [host]:port}, {@code @revoked}), plugged into JSch as its HostKeyRepository: a known key
 * passes; an unknown key is refused unless accept-new is on, then it is appended to the first file;
 * a changed or revoked key is always refused. Each refusal is kept so the runner can explain it with
 * OpenSSH-style fingerprints ({@code SHA256:...}). JSch's own KnownHosts is not used: it lets a
 * port-22 entry answer for {@code [host]:port}, which OpenSSH does not.
 */
final class SshHostKeys implements HostKeyRepository {

    /** Why the last check refused a key. */
    enum Verdict { UNKNOWN, CHANGED, REVOKED }

    /** A refused key: which name was checked, the key offered and, for CHANGED/REVOKED, the entry on file. */
    record Refusal(Verdict verdict, String hostName, byte[] offered, SshKnownHosts.Entry entry, Path knownFile) {
    }

    private final List<Path> files;
    private final boolean acceptNew;
    private final Consumer<String> notices;
    private List<SshKnownHosts.Entry> entries = List.of();
    private volatile Refusal lastRefusal;

    SshHostKeys(List<Path> files, boolean acceptNew, Consumer<String> notices) {
        this.files = List.copyOf(files);
        this.acceptNew = acceptNew;
        this.notices = notices;
        reload();
    }

    private void reload() {
        List<SshKnownHosts.Entry> all = new ArrayList<>();
        for (Path f : files) {
            try {
                all.addAll(SshKnownHosts.read(f));
            } catch (IOException e) {
                throw new SshException("cannot read known_hosts file " + f + ": " + e.getMessage(), e);
            }
        }
        entries = List.copyOf(all);
    }

    /** The refusal of the most recent failed check, or null. */
    Refusal lastRefusal() {
        return lastRefusal;
    }

    /**
     * OpenSSH's StrictHostKeyChecking=accept-new: the offered key passes when an entry for the host holds it;
     * any other key on file for the host, of any type (hashed or not, {@code [host]:port}), makes it a changed
     * key, refused ("Offending RSA key" for an ED25519 key offered, OpenSSH 9.2); only a host with no entry at
     * all is new. A same-type entry is named in the refusal before one of another type.
     */
    @Override
    public synchronized int check(String host, byte[] key) {
        String type = keyType(key);
        boolean ok = false;
        SshKnownHosts.Entry changed = null;
        for (SshKnownHosts.Entry e : entries) {
            if (!SshKnownHosts.matches(e, host)) {
                continue;
            }
            boolean sameType = e.type().equals(type);
            boolean same = sameType && Arrays.equals(e.key(), key);
            if (e.revoked() && same) {
                lastRefusal = new Refusal(Verdict.REVOKED, host, key, e, e.file());
                return CHANGED;
            }
            if (e.plain()) {
                if (same) {
                    ok = true;
                } else if (changed == null || sameType && !changed.type().equals(type)) {
                    changed = e;
                }
            }
        }
        if (ok) {
            return OK;
        }
        if (changed != null) {
            lastRefusal = new Refusal(Verdict.CHANGED, host, key, changed, changed.file());
            return CHANGED;
        }
        if (!acceptNew) {
            lastRefusal = new Refusal(Verdict.UNKNOWN, host, key, null, files.get(0));
            return NOT_INCLUDED;
        }
        append(files.get(0), host, key);
        reload();
        notices.accept("Permanently added " + host + " (" + label(key) + " " + fingerprint(key) + ") to " + files.get(0)
                + " (--accept-new-host-key)");
        return OK;
    }

    private static void append(Path file, String host, byte[] key) {
        try {
            Path target = Files.isSymbolicLink(file) ? file.toRealPath() : file.toAbsolutePath();
            Path dir = target.getParent();
            if (!Files.isDirectory(dir)) {
                Files.createDirectories(dir);
                try {
                    Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx------"));
                } catch (UnsupportedOperationException notPosix) {
                    // Non-POSIX file systems keep their default mode.
                }
            }
            ByteArrayOutputStream text = new ByteArrayOutputStream();
            if (Files.isRegularFile(target)) {
                byte[] old = Files.readAllBytes(target);
                text.write(old);
                if (old.length > 0 && old[old.length - 1] != '\n') {
                    text.write('\n');
                }
            }
            text.write((host + " " + keyType(key) + " " + Base64.getEncoder().encodeToString(key) + "\n").getBytes(StandardCharsets.UTF_8));
            AtomicFile.write(target, text.toByteArray(), false);
        } catch (IOException e) {
            throw new SshException("cannot add the host key to " + file + ": " + e.getMessage(), e);
        }
    }

    /** OpenSSH's fingerprint of a public key blob: {@code SHA256:} and unpadded base64, as ssh-keygen -l prints it. */
    static String fingerprint(byte[] blob) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(blob);
            return "SHA256:" + Base64.getEncoder().withoutPadding().encodeToString(d);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The algorithm name at the start of a key blob, e.g. ssh-ed25519 (RFC 4253, section 6.6). */
    static String keyType(byte[] blob) {
        ByteBuffer b = ByteBuffer.wrap(blob);
        int n = b.getInt();
        return new String(blob, 4, n, StandardCharsets.US_ASCII);
    }

    /** The key type as OpenSSH names it in messages: ED25519, RSA, ECDSA, DSA ... */
    static String label(byte[] blob) {
        String t = keyType(blob);
        return switch (t) {
            case "ssh-ed25519" -> "ED25519";
            case "ssh-ed448" -> "ED448";
            case "ssh-rsa" -> "RSA";
            case "ssh-dss" -> "DSA";
            case "sk-ssh-ed25519@openssh.com" -> "ED25519-SK";
            case "sk-ecdsa-sha2-nistp256@openssh.com" -> "ECDSA-SK";
            default -> t.startsWith("ecdsa-sha2-") ? "ECDSA" : t;
        };
    }

    // ---- the rest of HostKeyRepository: reads see every file; JSch never adds under StrictHostKeyChecking=yes

    @Override
    public void add(HostKey hostkey, UserInfo ui) {
        throw new UnsupportedOperationException("host keys are added only through accept-new");
    }

    @Override
    public void remove(String host, String type) {
        throw new UnsupportedOperationException("clusterjob never removes host keys");
    }

    @Override
    public void remove(String host, String type, byte[] key) {
        throw new UnsupportedOperationException("clusterjob never removes host keys");
    }

    @Override
    public String getKnownHostsRepositoryID() {
        return files.toString();
    }

    @Override
    public synchronized HostKey[] getHostKey() {
        return toHostKeys(entries);
    }

    /** Used by JSch to offer the host key types already known for the host first (prefer_known_host_key_types). */
    @Override
    public synchronized HostKey[] getHostKey(String host, String type) {
        if (host == null) {
            return getHostKey();
        }
        return toHostKeys(entries.stream()
                .filter(e -> e.plain() && (type == null || e.type().equals(type)) && SshKnownHosts.matches(e, host)).toList());
    }

    private static HostKey[] toHostKeys(List<SshKnownHosts.Entry> list) {
        List<HostKey> out = new ArrayList<>();
        for (SshKnownHosts.Entry e : list) {
            try {
                out.add(new HostKey(e.marker() == null ? "" : e.marker(), e.hosts(), HostKey.GUESS, e.key(), null));
            } catch (JSchException unsupported) {
                // A key type JSch does not know cannot be negotiated anyway.
            }
        }
        return out.toArray(new HostKey[0]);
    }
}
