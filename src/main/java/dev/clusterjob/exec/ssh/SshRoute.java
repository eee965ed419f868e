package dev.clusterjob.exec.ssh;

import java.nio.file.Path;
import java.util.List;

/**
 * How to reach the target: the jump hosts to go through first (ProxyJump order), the target, the
 * known_hosts files to trust (the first is the one accept-new appends to) and whether ssh-agent
 * keys may be offered (not with IdentitiesOnly yes).
 */
public record SshRoute(List<SshEndpoint> jumps, SshEndpoint target, List<Path> knownHosts, boolean useAgent) {
    public SshRoute {
        jumps = List.copyOf(jumps);
        knownHosts = List.copyOf(knownHosts);
        if (knownHosts.isEmpty()) {
            throw new IllegalArgumentException("no known_hosts file");
        }
    }

    /** The file an accepted new host key is appended to. */
    public Path writableKnownHosts() {
        return knownHosts.get(0);
    }
}
