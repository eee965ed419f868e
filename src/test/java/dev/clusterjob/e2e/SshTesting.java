package dev.clusterjob.e2e;

import dev.clusterjob.exec.ssh.SshSettings;
import dev.clusterjob.exec.ssh.SshTarget;
import dev.clusterjob.testing.Sshd;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Settings for the e2e tests: nothing read from the real ~/.ssh, no agent, a known_hosts of the test's own. */
final class SshTesting {
    private SshTesting() {
    }

    static final String USER = System.getProperty("user.name");

    /** Settings for {@code sshd} with its user key, {@code knownHosts}, and an empty fake home. */
    static SshSettings settings(Sshd sshd, Path knownHosts, Path home) {
        return SshSettings.defaults(new SshTarget(USER, "127.0.0.1", sshd.port()))
                .withHome(home)
                .withIdentity(sshd.userKey())
                .withKnownHosts(knownHosts)
                .withGlobalKnownHosts(null)
                .withSshConfig(null)
                .withAgentSocket(null)
                .withTimeouts(Duration.ofSeconds(10), Duration.ofSeconds(5));
    }

    /** A known_hosts file holding {@code lines}. */
    static Path knownHosts(Path dir, String... lines) throws IOException {
        Path f = Files.createTempFile(dir, "known_hosts", "");
        Files.writeString(f, lines.length == 0 ? "" : String.join("\n", lines) + "\n");
        return f;
    }

    /** Collects notices a runner prints. */
    static final class Notices implements java.util.function.Consumer<String> {
        final List<String> lines = new CopyOnWriteArrayList<>();

        @Override
        public void accept(String s) {
            lines.add(s);
        }
    }
}
