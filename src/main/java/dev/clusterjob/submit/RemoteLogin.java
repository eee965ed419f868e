package dev.clusterjob.submit;

/**
 * Where a job was submitted over SSH, as the journal keeps it so that a later status, wait, logs or
 * cancel (another process, no {@code --remote}) goes to the same login node with the same keys.
 * Only names and paths: no secret is ever recorded.
 *
 * @param target what to connect to, as given ({@code [user@]host[:port]}, host possibly a ~/.ssh/config alias)
 * @param endpoint the resolved {@code user@hostname:port}: two targets are the same place when their endpoints are equal
 * @param identity an explicit private key file (absolute local path), or null
 * @param knownHosts an explicit known_hosts file (absolute local path), or null
 */
public record RemoteLogin(String target, String endpoint, String identity, String knownHosts) {
    public RemoteLogin {
        if (target == null || target.isBlank() || endpoint == null || endpoint.isBlank()) {
            throw new IllegalArgumentException("a remote login needs a target and an endpoint");
        }
    }

    /** Whether {@code a} and {@code b} (null: this machine) are the same place. */
    public static boolean samePlace(RemoteLogin a, RemoteLogin b) {
        return a == null ? b == null : b != null && a.endpoint.equals(b.endpoint);
    }

    /** The login name on the remote machine (the user part of {@link #endpoint}). */
    public String user() {
        return endpoint.substring(0, Math.max(0, endpoint.lastIndexOf('@')));
    }

    /** "local" or "ssh user@host:port", for messages. */
    public static String describe(RemoteLogin l) {
        return l == null ? "local" : "ssh " + l.endpoint;
    }
}
