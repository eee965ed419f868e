package dev.clusterjob.exec.ssh;

import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.Session;
import dev.clusterjob.exec.ExternalCommand;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

/**
 * A session that sshd has closed but whose JSch reader thread has not yet marked down: mwiede/jsch
 * 2.28.8's {@code Session.openChannel} then returns null ("Failed to open channel of type exec - type
 * unsupported or session may be disconnecting") instead of throwing. One CI run of the bastion test hit
 * it as a NullPointerException on {@code setCommand}; it must read as "session is down", which the
 * command runner answers by reconnecting once.
 */
class SshClosingSessionTest {
    @Test
    void aNullChannelReadsAsSessionDown() throws Exception {
        Session closing = mock(Session.class);
        when(closing.openChannel("exec")).thenReturn(null);
        JSchException e = assertThrows(JSchException.class, () -> SshSessions.channel(closing, "exec"));
        assertTrue(SshSessions.sessionDown(e), e.getMessage());
        assertTrue(e.getMessage().contains("exec"), e.getMessage());
    }

    @Test
    void otherFailuresAreNotTakenForADownSession() {
        assertTrue(SshSessions.sessionDown(new JSchException("session is down")));
        assertEquals(false, SshSessions.sessionDown(new JSchException("channel is not opened.")));
        assertEquals(false, SshSessions.sessionDown(new JSchException()));
        assertEquals(false, SshSessions.sessionDown(new IllegalStateException("session is down")));
    }

    @Test
    void aCommandOnAClosingSessionIsSentAgainOnANewOneBeforeGivingUp() throws Exception {
        Session first = mock(Session.class);
        Session second = mock(Session.class);
        when(first.openChannel("exec")).thenReturn(null);
        when(second.openChannel("exec")).thenReturn(null);
        SshSessions sessions = mock(SshSessions.class);
        when(sessions.session()).thenReturn(first, second);
        when(sessions.describe()).thenReturn("ssh u@login:22");
        SshException e = assertThrows(SshException.class, () -> new SshExec(sessions).run(ExternalCommand.of("echo", "x")));
        verify(sessions, times(2)).session();
        verify(sessions).drop(first);
        verify(sessions).drop(second);
        assertTrue(e.getMessage().startsWith("ssh u@login:22: cannot start 'echo x'"), e.getMessage());
    }
}
