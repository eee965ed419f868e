package dev.clusterjob.submit;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.LocalCommandRunner;
import dev.clusterjob.exec.ssh.SshCommandRunner;
import dev.clusterjob.exec.ssh.SshConfigResolver;
import dev.clusterjob.exec.ssh.SshSettings;
import dev.clusterjob.exec.ssh.SshTarget;
import dev.clusterjob.profile.LoginSettings;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The ONE place that decides how Slurm commands are run: on this machine, or on a login node over
 * one SSH session ({@code --remote}, a profile's {@code login:} block, or what the journal recorded
 * for a job). Every command opens its runners here and nowhere else. An instance, handed in through
 * {@link Context}: tests give one that opens a fake Slurm, or SSH defaults under a temporary home.
 *
 * @param opener opens the runner of a request
 * @param sshDefaults the SSH defaults (home, ~/.ssh/config, ssh-agent) for a target
 */
public record Runners(Function<Request, CommandRunner> opener, Function<SshTarget, SshSettings> sshDefaults) {
    /**
     * What to open.
     *
     * @param login null: this machine; else the login node to run on
     * @param notices one-line messages of the transport (accepted host key, reconnects)
     */
    public record Request(RemoteLogin login, boolean acceptNewHostKey, Consumer<String> notices) {
    }

    /** Local processes, and JSch sessions with the user's SSH defaults. */
    public static Runners real() {
        return new Runners(null, SshSettings::defaults);
    }

    /** Every request answered by {@code runner} (a fake Slurm in tests). */
    public static Runners fixed(CommandRunner runner) {
        return new Runners(r -> runner, SshSettings::defaults);
    }

    /** The same, with runners from {@code o}. */
    public Runners withOpener(Function<Request, CommandRunner> o) {
        return new Runners(o, sshDefaults);
    }

    /** The same, with these SSH defaults. */
    public Runners withSshDefaults(Function<SshTarget, SshSettings> d) {
        return new Runners(opener, d);
    }

    /** Opens the runner of {@code login} (null: this machine). */
    public CommandRunner open(RemoteLogin login, boolean acceptNewHostKey, Consumer<String> notices) {
        Request r = new Request(login, acceptNewHostKey, notices);
        if (opener != null) {
            return opener.apply(r);
        }
        if (login == null) {
            return new LocalCommandRunner();
        }
        return SshCommandRunner.open(settings(login, acceptNewHostKey), notices);
    }

    /**
     * The login node named by {@code --remote} and/or a profile's login: block (the flag replaces
     * host, user and port; identity and known_hosts of the block still apply), resolved against
     * ~/.ssh/config without connecting. Null when neither names a host: run here.
     */
    public RemoteLogin login(String remoteFlag, LoginSettings block) {
        SshTarget target;
        if (remoteFlag != null) {
            target = SshTarget.parse(remoteFlag, "--remote");
        } else if (block.host() != null) {
            target = new SshTarget(block.user(), block.host(), block.port());
        } else {
            return null;
        }
        SshSettings s = sshDefaults.apply(target);
        String identity = null;
        if (block.identity() != null) {
            Path id = s.localPath(block.identity()).toAbsolutePath().normalize();
            if (!Files.isReadable(id)) {
                throw ClusterjobException.badInput(String.valueOf(block.origin("identity")), "login.identity: cannot read private key file " + id);
            }
            identity = id.toString();
            s = s.withIdentity(id);
        }
        String knownHosts = null;
        if (block.knownHosts() != null) {
            Path kh = s.localPath(block.knownHosts()).toAbsolutePath().normalize();
            knownHosts = kh.toString();
            s = s.withKnownHosts(kh);
        }
        return new RemoteLogin(target.toString(), SshConfigResolver.resolve(s).target().display(), identity, knownHosts);
    }

    /** The SSH settings to reach {@code login} (recorded by an earlier submit, or built by {@link #login}). */
    public SshSettings settings(RemoteLogin login, boolean acceptNewHostKey) {
        SshSettings s = sshDefaults.apply(SshTarget.parse(login.target(), "remote target " + login.target()))
                .withAcceptNewHostKey(acceptNewHostKey);
        if (login.identity() != null) {
            Path id = Path.of(login.identity());
            if (!Files.isReadable(id)) {
                throw ClusterjobException.badInput(login.target(), "cannot read the private key file " + id
                        + " this job was submitted with (login.identity)");
            }
            s = s.withIdentity(id);
        }
        if (login.knownHosts() != null) {
            s = s.withKnownHosts(Path.of(login.knownHosts()));
        }
        return s;
    }
}
