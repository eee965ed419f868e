package dev.clusterjob.exec.ssh;

import java.nio.file.Path;
import java.util.List;

/**
 * One SSH server to log in to, fully resolved: the name the user wrote ({@code alias}), the real
 * host name, port and login user, and the private key files to offer, in order.
 */
public record SshEndpoint(String alias, String host, int port, String user, List<Path> identityFiles) {
    public SshEndpoint {
        identityFiles = List.copyOf(identityFiles);
    }

    /** The name known_hosts uses for this server: {@code host}, or {@code [host]:port} off port 22 (sshd(8), SSH_KNOWN_HOSTS FILE FORMAT). */
    public String knownHostsName() {
        return port == 22 ? host : "[" + host + "]:" + port;
    }

    /** {@code user@host:port}, IPv6 hosts in brackets. */
    public String display() {
        String h = host.indexOf(':') >= 0 ? "[" + host + "]" : host;
        return user + "@" + h + ":" + port;
    }
}
