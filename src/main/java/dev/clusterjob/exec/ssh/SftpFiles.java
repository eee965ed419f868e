package dev.clusterjob.exec.ssh;

import com.jcraft.jsch.ChannelSftp;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.Session;
import com.jcraft.jsch.SftpATTRS;
import com.jcraft.jsch.SftpException;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.HexFormat;
import java.util.Set;

/**
 * {@link RemoteFiles} over one SFTP channel on the kept session: directories, atomic uploads and
 * offset reads. Every operation is safe to repeat, so one is retried once after a reconnect.
 */
final class SftpFiles implements RemoteFiles {
    /** Temporary names nobody can guess: another user in a sticky shared folder cannot plant one first. */
    private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

    private final SshSessions sessions;
    private final Object sftpLock = new Object();
    private volatile ChannelSftp sftp;
    /** Folders already found safe to upload into (checked under {@code sftpLock}). */
    private final java.util.Set<String> checkedFolders = new java.util.HashSet<>();

    SftpFiles(SshSessions sessions) {
        this.sessions = sessions;
    }

    /** Creates {@code dir} (and its parents) over SFTP when missing; returns its absolute path (SFTP realpath). */
    @Override
    public String makeDirectories(String dir) {
        String p = sftpPath(dir);
        return sftp("create directory " + dir, c -> {
            mkdirs(c, p);
            return c.realpath(p);
        });
    }

    /**
     * Uploads {@code local} into {@code remoteDir} (created if missing; null: the settings' remote_dir,
     * else the remote home) under a temporary name, copies its permission bits, then renames it into
     * place (OpenSSH's posix-rename, so an old copy is replaced atomically). Returns the remote path.
     */
    @Override
    public String upload(Path local, String remoteDir) {
        String settingsDir = sessions.settings().remoteDir();
        String dir = remoteDir != null ? remoteDir : settingsDir != null ? settingsDir : "~";
        String name = local.getFileName().toString();
        String sftpDir = sftpPath(dir);
        byte[] nonce = new byte[16];
        RANDOM.nextBytes(nonce);
        String tmp = sftpDir + "/." + name + ".clusterjob-" + HexFormat.of().formatHex(nonce) + ".tmp";
        String target = sftpDir + "/" + name;
        int mode = mode(local);
        sftp("upload " + local + " to " + dir, c -> {
            mkdirs(c, sftpDir);
            requireNoOneElseCanReplace(c, sftpDir, "upload " + local + " to " + dir);
            try {
                // the mode first, on an empty file, then the contents: a script never lies readable to others on the
                // login node, not even between the write and the chmod (an SFTP open that truncates keeps the mode)
                c.put(new java.io.ByteArrayInputStream(new byte[0]), tmp);
                c.chmod(mode, tmp);
                c.put(local.toString(), tmp);
                c.rename(tmp, target);
            } catch (SftpException e) {
                try {
                    c.rm(tmp);
                } catch (SftpException ignored) {
                    // The temporary file may never have been created.
                }
                throw e;
            }
            return null;
        });
        return (dir.endsWith("/") ? dir : dir + "/") + name;
    }

    /**
     * Refuses a folder where another user could put their file in place of ours before sbatch reads it: the folder or
     * any folder above it (up to /, as OpenSSH checks the path to authorized_keys) writable by its group or by every
     * user without the sticky bit, since whoever can write a folder can rename what is in it. Each folder is checked once
     * per connection.
     */
    private void requireNoOneElseCanReplace(ChannelSftp c, String sftpDir, String what) throws SftpException {
        String dir = c.realpath(sftpDir);
        while (!checkedFolders.contains(dir)) {
            String unsafe = othersCanReplace(c.stat(dir).getPermissions());
            if (unsafe != null) {
                throw new SshException(sessions.describe() + ": " + what + " refused: " + dir + " is " + unsafe
                        + ", so another user could put their own script in place of this one before sbatch reads it; use a"
                        + " folder under your home (remote_dir), or remove the write permission (chmod go-w " + dir + ")", null);
            }
            checkedFolders.add(dir);
            int slash = dir.lastIndexOf('/');
            if (dir.equals("/") || slash < 0) {
                return;
            }
            dir = slash == 0 ? "/" : dir.substring(0, slash);
        }
    }

    /**
     * Why other users could replace a file in a folder of mode {@code permissions} (writable by its group or by
     * everyone, without the sticky bit that keeps them from renaming or removing what they do not own), or null.
     */
    static String othersCanReplace(int permissions) {
        if ((permissions & 01000) != 0 || (permissions & 0022) == 0) {
            return null;
        }
        return String.format("writable by %s (mode %04o, no sticky bit)",
                (permissions & 0002) != 0 ? "every user" : "its group", permissions & 07777);
    }

    /**
     * Reads at most {@code max} bytes of {@code remotePath} from {@code offset} (SFTP read requests from
     * that offset; the file is never copied whole). A missing file gives an empty chunk of size -1.
     */
    @Override
    public SshFileChunk read(String remotePath, long offset, int max) {
        String p = sftpPath(remotePath);
        return sftp("read " + remotePath, c -> {
            SftpATTRS a;
            try {
                a = c.stat(p);
            } catch (SftpException e) {
                if (e.id == ChannelSftp.SSH_FX_NO_SUCH_FILE) {
                    return new SshFileChunk(new byte[0], offset, -1);
                }
                throw e;
            }
            long size = a.getSize();
            if (offset >= size || max <= 0) {
                return new SshFileChunk(new byte[0], offset, size);
            }
            int n = (int) Math.min(max, size - offset);
            try (InputStream in = c.get(p, null, offset)) {
                return new SshFileChunk(in.readNBytes(n), offset, size);
            }
        });
    }

    /** Disconnects the SFTP channel (the session stays). */
    void close() {
        // No sftpLock: an operation in flight may hold it while it waits for the session; disconnecting ends it.
        ChannelSftp c = sftp;
        if (c != null) {
            c.disconnect();
        }
    }

    private interface SftpOp<T> {
        T apply(ChannelSftp c) throws SftpException, IOException;
    }

    private <T> T sftp(String what, SftpOp<T> op) {
        synchronized (sftpLock) {
            for (int attempt = 0; ; attempt++) {
                Session s = sessions.session();
                try {
                    if (sftp == null || !sftp.isConnected() || sftp.getSession() != s) {
                        ChannelSftp c = (ChannelSftp) SshSessions.channel(s, "sftp");
                        try {
                            c.connect(sessions.connectTimeoutMillis());
                        } catch (JSchException e) {
                            if (s.isConnected() && noSftpSubsystem(e)) {
                                throw noSftp(sessions.route().target().display(), what, e);
                            }
                            throw e;
                        }
                        sftp = c;
                    }
                    return op.apply(sftp);
                } catch (JSchException | SftpException | IOException e) {
                    boolean down = !s.isConnected() || SshSessions.sessionDown(e);
                    if (down && attempt == 0) {
                        // Reads, mkdir and the temp-name upload are all safe to repeat after a reconnect.
                        sessions.drop(s);
                        continue;
                    }
                    throw new SshException(sessions.describe() + ": " + what + " failed: " + sftpMessage(e), e);
                }
            }
        }
    }

    /**
     * The session is up but sshd refused the "sftp" subsystem request (no {@code Subsystem sftp} line in its
     * sshd_config, or a forced command): JSch only says "failed to send channel request".
     */
    static boolean noSftpSubsystem(JSchException e) {
        return e.getMessage() != null && e.getMessage().contains("failed to send channel request");
    }

    /** One line naming the host and what to do, instead of JSch's "failed to send channel request". */
    static SshException noSftp(String host, String what, JSchException e) {
        return new SshException("ssh " + host + ": " + what + " failed: its sshd offers no sftp subsystem"
                + " (clusterjob copies the script and reads logs over SFTP); ask its admins to enable 'Subsystem sftp'"
                + " in sshd_config, or submit from a login node that has it", e);
    }

    private static String sftpMessage(Exception e) {
        if (e instanceof SftpException se) {
            return switch (se.id) {
                case ChannelSftp.SSH_FX_NO_SUCH_FILE -> "no such file or directory (" + se.getMessage() + ")";
                case ChannelSftp.SSH_FX_PERMISSION_DENIED -> "permission denied (" + se.getMessage() + ")";
                default -> se.getMessage();
            };
        }
        return e.getMessage();
    }

    private static void mkdirs(ChannelSftp c, String dir) throws SftpException {
        if (dir.equals(".") || dir.equals("/")) {
            return;
        }
        StringBuilder p = new StringBuilder(dir.startsWith("/") ? "/" : "");
        for (String part : dir.split("/")) {
            if (part.isEmpty() || part.equals(".")) {
                continue;
            }
            if (p.length() > 0 && p.charAt(p.length() - 1) != '/') {
                p.append('/');
            }
            p.append(part);
            try {
                c.stat(p.toString());
            } catch (SftpException e) {
                if (e.id != ChannelSftp.SSH_FX_NO_SUCH_FILE) {
                    throw e;
                }
                c.mkdir(p.toString());
            }
        }
    }

    /** SFTP paths are relative to the login directory and know no {@code ~}: {@code ~/x} becomes {@code x}. */
    static String sftpPath(String p) {
        if (p.equals("~") || p.equals("~/")) {
            return ".";
        }
        String s = p.startsWith("~/") ? p.substring(2) : p;
        while (s.length() > 1 && s.endsWith("/")) {
            s = s.substring(0, s.length() - 1);
        }
        return s;
    }

    private static int mode(Path local) {
        try {
            Set<PosixFilePermission> perms = Files.getPosixFilePermissions(local);
            int m = 0;
            for (PosixFilePermission p : perms) {
                m |= 1 << (8 - p.ordinal());
            }
            return m;
        } catch (UnsupportedOperationException | IOException e) {
            return Files.isExecutable(local) ? 0755 : 0644;
        }
    }
}
