package dev.clusterjob.profile;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.exec.ssh.SshSettings;
import dev.clusterjob.exec.ssh.SshTarget;
import dev.clusterjob.yaml.YamlNode;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A profile's {@code login:} block: how to reach the cluster's login node over SSH (docs/remote.md).
 * Every field may be null (not set here); along an {@code extends} chain each key is taken from the
 * nearest profile that sets it. {@code origins} keeps file:line per key for later messages.
 */
public record LoginSettings(
        String host,
        Integer port,
        String user,
        String identity,
        String remoteDir,
        String knownHosts,
        Map<String, YamlNode.Origin> origins) {

    /** The keys a login: block may use. */
    public static final List<String> KEYS = List.of("host", "port", "user", "identity", "remote_dir", "known_hosts");

    /** No login block. */
    public static final LoginSettings NONE = new LoginSettings(null, null, null, null, null, null, Map.of());

    public LoginSettings {
        origins = Map.copyOf(origins);
    }

    /** True when no key is set. */
    public boolean isEmpty() {
        return host == null && port == null && user == null && identity == null && remoteDir == null && knownHosts == null;
    }

    /** Where {@code key} was set (file:line), or null. */
    public YamlNode.Origin origin(String key) {
        return origins.get(key);
    }

    /** This block with every key that {@code child} sets replaced by the child's value. */
    public LoginSettings overriddenBy(LoginSettings child) {
        if (child.isEmpty()) {
            return this;
        }
        Map<String, YamlNode.Origin> o = new LinkedHashMap<>(origins);
        o.putAll(child.origins);
        return new LoginSettings(
                child.host != null ? child.host : host,
                child.port != null ? child.port : port,
                child.user != null ? child.user : user,
                child.identity != null ? child.identity : identity,
                child.remoteDir != null ? child.remoteDir : remoteDir,
                child.knownHosts != null ? child.knownHosts : knownHosts,
                o);
    }

    /**
     * The SSH settings for a command: {@code --remote [user@]host[:port]} when given (it replaces host,
     * user and port of this block), else this block's host, user and port; identity, known_hosts and
     * remote_dir come from this block either way. Null when there is neither (run locally).
     */
    public SshSettings toSshSettings(String remoteFlag, boolean acceptNewHostKey) {
        SshTarget target;
        if (remoteFlag != null) {
            target = SshTarget.parse(remoteFlag, "--remote");
        } else if (host != null) {
            target = new SshTarget(user, host, port);
        } else {
            return null;
        }
        SshSettings s = SshSettings.defaults(target).withAcceptNewHostKey(acceptNewHostKey).withRemoteDir(remoteDir);
        if (identity != null) {
            Path id = s.localPath(identity);
            if (!Files.isReadable(id)) {
                throw ClusterjobException.badInput(String.valueOf(origin("identity")), "login.identity: cannot read private key file " + id);
            }
            s = s.withIdentity(id);
        }
        if (knownHosts != null) {
            s = s.withKnownHosts(s.localPath(knownHosts));
        }
        return s;
    }

    /** Parses {@code profiles.NAME.login}; {@code field} is that path, for messages. */
    static LoginSettings parse(YamlNode node, String field) {
        YamlNode.Mapping m = YamlNode.block(node, field, KEYS, "a mapping of login keys");
        Map<String, YamlNode.Origin> origins = new LinkedHashMap<>();
        for (String key : m.entries().keySet()) {
            origins.put(key, m.get(key).origin());
        }
        String host = text(m, "host", field);
        if (host != null) {
            host = checkHost(host, m.get("host"), field);
        }
        Integer port = m.get("port") == null ? null : YamlNode.integer(m.get("port"), field + ".port", 1);
        if (port != null && port > 65535) {
            throw m.get("port").origin().badInput(field + ".port: expected a port 1..65535, got " + port);
        }
        String user = text(m, "user", field);
        if (user != null && (user.indexOf('@') >= 0 || hasSpace(user))) {
            throw ClusterjobException.badInput(m.get("user").origin().toString(),
                    field + ".user: expected a login name without '@' or spaces, got '" + user + "'");
        }
        return new LoginSettings(host, port, user, text(m, "identity", field), text(m, "remote_dir", field),
                text(m, "known_hosts", field), origins);
    }

    private static String checkHost(String host, YamlNode node, String field) {
        String where = node.origin().toString();
        String h = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        if (h.isEmpty() || hasSpace(h) || h.indexOf('@') >= 0 || h.indexOf('/') >= 0) {
            throw ClusterjobException.badInput(where, field + ".host: expected a host name, address or ~/.ssh/config alias"
                    + " (user and port go in user: and port:), got '" + host + "'");
        }
        if (h.indexOf(':') >= 0 && h.indexOf(':') == h.lastIndexOf(':')) {
            throw ClusterjobException.badInput(where, field + ".host: '" + host + "': write the port as port: "
                    + h.substring(h.indexOf(':') + 1) + ", not after the host");
        }
        return h;
    }

    private static String text(YamlNode.Mapping m, String key, String field) {
        YamlNode n = m.get(key);
        if (n == null) {
            return null;
        }
        String s = YamlNode.string(n, field + "." + key);
        if (s.isEmpty()) {
            throw n.origin().badInput(field + "." + key + ": must not be empty");
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c == 0x7f) {
                throw n.origin().badInput(field + "." + key + ": must not contain control characters");
            }
        }
        return s;
    }

    private static boolean hasSpace(String s) {
        return s.chars().anyMatch(Character::isWhitespace);
    }
}
