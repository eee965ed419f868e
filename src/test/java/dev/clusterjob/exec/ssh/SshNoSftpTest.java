package dev.clusterjob.exec.ssh;

import com.jcraft.jsch.JSchException;
import dev.clusterjob.ExitCodes;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A login node whose sshd has no sftp subsystem: JSch's ChannelSftp.connect fails with "failed to send
 * channel request" (com.jcraft.jsch.Request, mwiede/jsch 2.28.8, when sshd answers the subsystem request
 * with SSH_MSG_CHANNEL_FAILURE); remote submit says so in one line naming the host and what to do.
 */
class SshNoSftpTest {
    @Test
    void aRefusedSftpSubsystemIsNamedWithTheHostAndTheFix() {
        JSchException jsch = new JSchException("failed to send channel request");
        assertTrue(SftpFiles.noSftpSubsystem(jsch));
        SshException e = SftpFiles.noSftp("login1:2222", "create directory ~/.clusterjob/jobs", jsch);
        assertEquals(ExitCodes.EXTERNAL, e.exitCode());
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        assertTrue(e.getMessage().startsWith("ssh login1:2222: create directory ~/.clusterjob/jobs failed: its sshd offers no sftp subsystem"),
                e.getMessage());
        assertTrue(e.getMessage().contains("'Subsystem sftp'"), e.getMessage());
        assertFalse(e.getMessage().contains("failed to send channel request"), e.getMessage());
    }

    @Test
    void otherChannelFailuresAreNotTakenForAMissingSubsystem() {
        assertFalse(SftpFiles.noSftpSubsystem(new JSchException("session is down")));
        assertFalse(SftpFiles.noSftpSubsystem(new JSchException("channel is not opened.")));
        assertFalse(SftpFiles.noSftpSubsystem(new JSchException()));
    }
}
