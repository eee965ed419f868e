package dev.clusterjob.exec.ssh;

import com.jcraft.jsch.HostKey;
import com.jcraft.jsch.HostKeyRepository;
import com.jcraft.jsch.JSch;
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
 * Strict host-key policy over known_hosts files (plain, hashed {@code |1|} and {@code [host]:port}
 * entries, parsed by JSch): a known key passes; an unknown key is refused unless accept-new is on,
 * then it is appended to the first file; a changed key is always refused. Each refusal is kept so
 * the runner can explain it with OpenSSH-style fingerprints ({@code SHA256:...}).
 */
final class SshHostKeys implements HostKeyRepository {

    /** Why the last check refused a key. */
    enum Verdict { UNKNOWN, CHANGED, REVOKED }

    /** A refused key: which name was checked, the key offered and, for CHANGED, the key on file. */
    record Refusal(Verdict verdict, String hostName, byte[] offered, byte[] known, Path knownFile) {
    }

    private final List<Path> files;
    private final boolean acceptNew;
    private final Consumer<String> notices;
    private final List<HostKeyRepository> repos = new ArrayList<>();
    private volatile Refusal lastRefusal;

    SshHostKeys(List<Path> files, boolean acceptNew, Consumer<String> notices) {
        this.files = List.copyOf(files);
        this.acceptNew = acceptNew;
        this.notices = notices;
        reload();
    }

    private void reload() {
        repos.clear();
        for (Path f : files) {
            repos.add(load(f));
        }
    }

    private static HostKeyRepository load(Path f) {
        JSch j = new JSch();
        if (Files.isRegularFile(f)) {
            try {
                j.setKnownHosts(f.toString());
            } catch (JSchException e) {
                throw new SshException("cannot read known_hosts file " + f + ": " + e.getMessage(), e);
            }
        }
        return j.getHostKeyRepository();
    }

    /** The refusal of the most recent failed check, or null. */
    Refusal lastRefusal() {
        return lastRefusal;
    }

    @Override
    public synchronized int check(String host, byte[] key) {
        String type = keyType(key);
        boolean ok = false;
        Refusal changed = null;
        for (int i = 0; i < repos.size(); i++) {
            for (HostKey k : exactMatches(repos.get(i), host, type)) {
                byte[] onFile = Base64.getDecoder().decode(k.getKey());
                String marker = k.getMarker() == null ? "" : k.getMarker();
                boolean same = Arrays.equals(onFile, key);
                if (marker.equals("@revoked") && same) {
                    lastRefusal = new Refusal(Verdict.REVOKED, host, key, onFile, files.get(i));
                    return CHANGED;
                } else if (marker.isEmpty()) {
                    if (same) {
                        ok = true;
                    } else if (changed == null) {
                        changed = new Refusal(Verdict.CHANGED, host, key, onFile, files.get(i));
                    }
                }
            }
        }
        if (ok) {
            return OK;
        }
        if (changed != null) {
            lastRefusal = changed;
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

    /**
     * Entries of {@code repo} whose host field matches exactly {@code host} (plain, hashed or pattern).
     * JSch's own lookup of {@code [host]:port} also returns the bare {@code host} entries, appended at
     * the end; OpenSSH does not (a port-22 key must not vouch for, or contradict, an sshd on 2222), so
     * they are cut off here.
     */
    static List<HostKey> exactMatches(HostKeyRepository repo, String host, String type) {
        HostKey[] all = repo.getHostKey(host, type);
        if (all == null) {
            return List.of();
        }
        int n = all.length;
        if (host.startsWith("[") && host.indexOf("]:") > 1) {
            HostKey[] bare = repo.getHostKey(host.substring(1, host.indexOf("]:")), type);
            n -= bare == null ? 0 : bare.length;
        }
        return List.of(all).subList(0, Math.max(0, n));
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
        List<HostKey> all = new ArrayList<>();
        repos.forEach(r -> all.addAll(List.of(r.getHostKey())));
        return all.toArray(new HostKey[0]);
    }

    @Override
    public synchronized HostKey[] getHostKey(String host, String type) {
        List<HostKey> all = new ArrayList<>();
        for (HostKeyRepository r : repos) {
            all.addAll(host == null ? List.of(r.getHostKey()) : exactMatches(r, host, type));
        }
        return all.toArray(new HostKey[0]);
    }
}
