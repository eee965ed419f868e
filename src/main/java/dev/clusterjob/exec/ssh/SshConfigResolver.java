package dev.clusterjob.exec.ssh;

import com.jcraft.jsch.ConfigRepository;
import com.jcraft.jsch.OpenSSHConfig;
import dev.clusterjob.ClusterjobException;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Resolves {@link SshSettings} plus an OpenSSH client config file into an {@link SshRoute}, with
 * ssh(1)'s precedence: explicit values first, then the first matching config value, then the default.
 * Honoured keys ({@code man ssh_config}): Host patterns, HostName, Port, User, IdentityFile,
 * IdentitiesOnly, ProxyJump, UserKnownHostsFile, and Include (expanded in place). ProxyCommand is
 * refused with a hint, since silently connecting directly would bypass the user's route.
 */
public final class SshConfigResolver {
    private static final int MAX_JUMPS = 8;
    private static final List<String> DEFAULT_IDENTITIES = List.of("id_ed25519", "id_ecdsa", "id_rsa");

    private SshConfigResolver() {
    }

    /** Resolves the route to {@code settings.target()}. */
    public static SshRoute resolve(SshSettings settings) {
        ConfigRepository config = load(settings);
        SshTarget t = settings.target();
        ConfigRepository.Config c = config == null ? null : config.getConfig(t.host());
        String where = settings.sshConfig() == null ? "ssh" : settings.sshConfig().toString();
        if (value(c, "ProxyCommand") != null && !"none".equalsIgnoreCase(value(c, "ProxyCommand"))) {
            throw ClusterjobException.badInput(where, "Host " + t.host()
                    + ": ProxyCommand is not supported by clusterjob's SSH client; write the jump host as ProxyJump instead");
        }
        boolean identitiesOnly = "yes".equalsIgnoreCase(value(c, "IdentitiesOnly"));
        List<Path> explicit = new ArrayList<>();
        if (settings.identity() != null) {
            if (!Files.isReadable(settings.identity())) {
                throw ClusterjobException.badInput("identity", "cannot read private key file " + settings.identity());
            }
            explicit.add(settings.identity());
        }
        SshEndpoint target = endpoint(settings, c, t, explicit);

        List<SshEndpoint> jumps = new ArrayList<>();
        String proxyJump = value(c, "ProxyJump");
        if (proxyJump != null && !proxyJump.equalsIgnoreCase("none")) {
            for (String hop : proxyJump.split(",")) {
                String h = hop.trim();
                if (h.startsWith("ssh://")) {
                    h = h.substring("ssh://".length());
                }
                SshTarget jt = SshTarget.parse(h, where + ": Host " + t.host() + ": ProxyJump");
                ConfigRepository.Config jc = config == null ? null : config.getConfig(jt.host());
                jumps.add(endpoint(settings, jc, jt, explicit));
            }
            if (jumps.size() > MAX_JUMPS) {
                throw ClusterjobException.badInput(where, "Host " + t.host() + ": more than " + MAX_JUMPS + " ProxyJump hops");
            }
        }

        List<Path> knownHosts = new ArrayList<>();
        if (settings.knownHosts() != null) {
            knownHosts.add(settings.knownHosts());
        } else {
            String[] files = values(c, "UserKnownHostsFile");
            for (String v : files) {
                for (String f : v.trim().split("\\s+")) {
                    if (!f.isEmpty() && !f.equalsIgnoreCase("none")) {
                        knownHosts.add(settings.localPath(tokens(f, settings, target)));
                    }
                }
            }
            if (knownHosts.isEmpty()) {
                knownHosts.add(settings.defaultKnownHosts());
            }
        }
        if (settings.globalKnownHosts() != null) {
            knownHosts.add(settings.globalKnownHosts());
        }
        return new SshRoute(jumps, target, knownHosts, settings.agentSocket() != null && !identitiesOnly);
    }

    private static SshEndpoint endpoint(SshSettings s, ConfigRepository.Config c, SshTarget t, List<Path> explicit) {
        String host = c != null && c.getHostname() != null ? c.getHostname().replace("%h", t.host()) : t.host();
        int port = t.port() != null ? t.port() : c != null && c.getPort() > 0 ? c.getPort() : 22;
        String user = t.user() != null ? t.user() : c != null && c.getUser() != null ? c.getUser() : s.localUser();
        SshEndpoint partial = new SshEndpoint(t.host(), host, port, user, List.of());
        List<Path> ids = new ArrayList<>(explicit);
        String[] configured = values(c, "IdentityFile");
        for (String f : configured) {
            // Kept even when missing, so that a failed login can name it (ssh warns the same way).
            Path p = s.localPath(tokens(unquote(f.trim()), s, partial));
            if (!ids.contains(p)) {
                ids.add(p);
            }
        }
        if (configured.length == 0) {
            for (String name : DEFAULT_IDENTITIES) {
                Path p = s.home().resolve(".ssh").resolve(name);
                if (!ids.contains(p) && Files.isReadable(p)) {
                    ids.add(p);
                }
            }
        }
        return new SshEndpoint(t.host(), host, port, user, ids);
    }

    /** Expands ssh_config's %d (local home), %u (local user), %h (remote host), %r (remote user), %p, %n, %%. */
    static String tokens(String v, SshSettings s, SshEndpoint e) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < v.length(); i++) {
            char ch = v.charAt(i);
            if (ch != '%' || i + 1 >= v.length()) {
                b.append(ch);
                continue;
            }
            char k = v.charAt(++i);
            switch (k) {
                case 'd' -> b.append(s.home());
                case 'u' -> b.append(s.localUser());
                case 'h' -> b.append(e.host());
                case 'r' -> b.append(e.user());
                case 'p' -> b.append(e.port());
                case 'n' -> b.append(e.alias());
                case '%' -> b.append('%');
                default -> b.append('%').append(k);
            }
        }
        return b.toString();
    }

    private static String unquote(String v) {
        return v.length() >= 2 && v.startsWith("\"") && v.endsWith("\"") ? v.substring(1, v.length() - 1) : v;
    }

    private static String value(ConfigRepository.Config c, String key) {
        return c == null ? null : c.getValue(key);
    }

    private static String[] values(ConfigRepository.Config c, String key) {
        if (c == null) {
            return new String[0];
        }
        String[] v = c.getValues(key);
        return v == null ? new String[0] : v;
    }

    private static ConfigRepository load(SshSettings s) {
        if (s.sshConfig() == null) {
            return null;
        }
        try {
            return OpenSSHConfig.parse(expandIncludes(s.sshConfig(), s, 0));
        } catch (IOException e) {
            throw ClusterjobException.badInput(s.sshConfig().toString(), "cannot read the ssh config file: " + e.getMessage());
        }
    }

    /** Inlines {@code Include} lines (relative paths are under ~/.ssh, globs allowed), as ssh(1) reads them. */
    static String expandIncludes(Path file, SshSettings s, int depth) throws IOException {
        if (depth > 16) {
            throw ClusterjobException.badInput(file.toString(), "Include nested more than 16 deep");
        }
        StringBuilder b = new StringBuilder();
        for (String line : Files.readAllLines(file)) {
            String t = line.trim();
            String lower = t.toLowerCase(Locale.ROOT);
            if (lower.startsWith("include") && t.length() > 7 && (Character.isWhitespace(t.charAt(7)) || t.charAt(7) == '=')) {
                for (String pattern : t.substring(8).trim().split("\\s+")) {
                    for (Path p : glob(s.localPath(pattern).isAbsolute() ? s.localPath(pattern) : s.home().resolve(".ssh").resolve(pattern))) {
                        b.append(expandIncludes(p, s, depth + 1)).append('\n');
                    }
                }
            } else {
                b.append(line).append('\n');
            }
        }
        return b.toString();
    }

    private static List<Path> glob(Path pattern) throws IOException {
        String name = pattern.getFileName().toString();
        if (name.indexOf('*') < 0 && name.indexOf('?') < 0) {
            return Files.isRegularFile(pattern) ? List.of(pattern) : List.of();
        }
        List<Path> out = new ArrayList<>();
        if (Files.isDirectory(pattern.getParent())) {
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(pattern.getParent(), name)) {
                ds.forEach(p -> {
                    if (Files.isRegularFile(p)) {
                        out.add(p);
                    }
                });
            }
        }
        out.sort(null);
        return out;
    }
}
