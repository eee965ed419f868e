package dev.clusterjob.exec.ssh;

import java.nio.file.Path;

/**
 * File transfer to and from the machine a runner's commands run on (the login node): what remote
 * submit and log following need besides commands. {@link SshCommandRunner} implements it over SFTP;
 * tests implement it with a fake. A local runner does not: its files are simply local.
 */
public interface RemoteFiles {
    /**
     * Creates {@code dir} and its missing parents (a leading {@code ~/} is the remote home) and
     * returns its absolute path on the remote machine.
     */
    String makeDirectories(String dir);

    /** Uploads {@code local} into {@code remoteDir} (atomically replacing an older copy); returns the remote path. */
    String upload(Path local, String remoteDir);

    /** At most {@code max} bytes of {@code remotePath} from {@code offset}; a missing file gives size -1. */
    SshFileChunk read(String remotePath, long offset, int max);
}
