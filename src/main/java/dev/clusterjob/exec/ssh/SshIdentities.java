package dev.clusterjob.exec.ssh;

import com.jcraft.jsch.AgentIdentityRepository;
import com.jcraft.jsch.AgentProxyException;
import com.jcraft.jsch.Identity;
import com.jcraft.jsch.IdentityRepository;
import com.jcraft.jsch.JSch;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.SSHAgentConnector;
import com.jcraft.jsch.UnixDomainSocketFactory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Vector;

/**
 * The keys offered to one server: private key files first (in resolution order), then the keys held
 * by ssh-agent, reached over its Unix socket with the JDK's own Unix-domain sockets (JSch's
 * {@code UnixDomainSocketFactory}, Java 16+; no junixsocket). Passphrase-protected files are skipped
 * and named in the failure message: clusterjob never prompts, ssh-agent is the way to use them.
 */
final class SshIdentities implements IdentityRepository {
    private final List<Identity> files = new ArrayList<>();
    private final List<String> fileNames = new ArrayList<>();
    private final List<String> problems = new ArrayList<>();
    private final AgentIdentityRepository agent;
    private final Path agentSocket;
    private volatile int agentKeys = -1;

    SshIdentities(List<Path> keyFiles, Path agentSocket) {
        for (Path f : keyFiles) {
            if (!Files.isReadable(f)) {
                problems.add(f + " does not exist or is not readable");
                continue;
            }
            try {
                JSch j = new JSch();
                j.addIdentity(f.toString());
                for (Identity id : j.getIdentityRepository().getIdentities()) {
                    if (id.isEncrypted()) {
                        problems.add(f + " is passphrase-protected (load it with ssh-add)");
                    } else {
                        files.add(id);
                        fileNames.add(f.toString());
                    }
                }
            } catch (JSchException e) {
                problems.add(f + " is not a private key JSch can read (" + e.getMessage() + ")");
            }
        }
        AgentIdentityRepository a = null;
        if (agentSocket != null) {
            try {
                a = new AgentIdentityRepository(new SSHAgentConnector(new UnixDomainSocketFactory(), agentSocket));
            } catch (AgentProxyException e) {
                problems.add("ssh-agent at " + agentSocket + " cannot be used (" + e.getMessage() + ")");
            }
        }
        this.agent = a;
        this.agentSocket = agentSocket;
    }

    /** What was offered, for an authentication-failure message. */
    String describeOffered() {
        StringBuilder b = new StringBuilder();
        b.append(fileNames.isEmpty() ? "no key file" : "key file " + String.join(", ", fileNames));
        if (agentSocket == null) {
            b.append("; no ssh-agent (SSH_AUTH_SOCK unset or IdentitiesOnly yes)");
        } else {
            b.append("; ssh-agent ").append(agentSocket).append(": ")
                    .append(agentKeys < 0 ? "not reachable" : agentKeys + " key" + (agentKeys == 1 ? "" : "s"));
        }
        if (!problems.isEmpty()) {
            b.append("; skipped: ").append(String.join("; ", problems));
        }
        return b.toString();
    }

    @Override
    public Vector<Identity> getIdentities() {
        Vector<Identity> all = new Vector<>(files);
        if (agent != null) {
            try {
                Vector<Identity> fromAgent = agent.getIdentities();
                agentKeys = fromAgent == null ? 0 : fromAgent.size();
                if (fromAgent != null) {
                    all.addAll(fromAgent);
                }
            } catch (RuntimeException e) {
                agentKeys = -1;
            }
        }
        return all;
    }

    @Override
    public String getName() {
        return "clusterjob";
    }

    @Override
    public int getStatus() {
        return RUNNING;
    }

    @Override
    public boolean add(byte[] identity) {
        return false;
    }

    @Override
    public boolean remove(byte[] blob) {
        return false;
    }

    @Override
    public void removeAll() {
        // Keys belong to their files and to ssh-agent; nothing to remove here.
    }
}
