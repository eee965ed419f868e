package dev.clusterjob.e2e;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.exec.ssh.SshCommandRunner;
import dev.clusterjob.exec.ssh.SshException;
import dev.clusterjob.testing.Sshd;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A real sshd without "Subsystem sftp": commands run, but creating the remote directory fails in one clear line. */
@Tag("e2e")
class SshNoSftpE2ETest {
    @RegisterExtension
    static final Sshd SSHD = Sshd.withoutSftp();

    @TempDir
    Path tmp;

    @Test
    void aLoginNodeWithoutSftpIsNamedWithTheFix() throws Exception {
        Path kh = SshTesting.knownHosts(tmp, SSHD.knownHostsLine());
        try (SshCommandRunner r = SshCommandRunner.open(SshTesting.settings(SSHD, kh, tmp.resolve("home")), new SshTesting.Notices())) {
            assertEquals(0, r.run(ExternalCommand.of("true")).exitCode());
            SshException e = assertThrows(SshException.class, () -> r.makeDirectories("~/.clusterjob/jobs"));
            assertEquals(ExitCodes.EXTERNAL, e.exitCode());
            assertTrue(e.getMessage().contains(": create directory ~/.clusterjob/jobs failed: its sshd offers no sftp subsystem"),
                    e.getMessage());
            assertTrue(e.getMessage().contains("127.0.0.1") || e.getMessage().contains("localhost"), e.getMessage());
        }
    }
}
