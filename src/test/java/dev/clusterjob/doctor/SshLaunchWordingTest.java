package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Launchers that reach the other nodes over ssh: OpenSSH's own refusals in the wordings of its releases (the
 * server's "Too many authentication failures" as the client reports the disconnect, 5.x-10.x; the client's config-file and OpenSSL
 * checks; sshd's "Authentication refused" on file modes), "Permission denied (...)" quoted inside a sentence, Open MPI 1.2-1.4's
 * older words for a daemon that did not start, and Hydra on Windows that reaches no hydra_service; with the pdsh and mpirun
 * wordings earlier batches read, behind launcher prefixes. One row per wording and release, host names of several shapes; the codes
 * of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class SshLaunchWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Received disconnect from 10.1.2.3 port 22:2: Too many authentication failures | ssh.failed | 10.1.2.3 |  | OpenSSH 7.2-10.x packet.c "Received disconnect from %s port %d:%u: %.400s" with sshd 6.8+ auth.c "Too many authentication failures"
            Received disconnect from 127.0.0.2 port 2201:2: Too many authentication failures | ssh.failed | 127.0.0.2 |  | the same on a non-default port
            Received disconnect from 192.0.2.44: 2: Too many authentication failures for root | ssh.failed | 192.0.2.44 |  | OpenSSH 5.x-7.1 packet.c "Received disconnect from %s: %u: %.400s" with sshd 5.x-6.7 AUTH_FAIL_MSG "Too many authentication failures for %.100s"
            Received disconnect from fd00:1:2::17 port 22:2: Too many authentication failures | ssh.failed | fd00:1:2::17 |  | 7.2+ with an IPv6 address
            gpu-07: Received disconnect from 10.0.0.8 port 22:2: Too many authentication failures\\npdsh@login1: gpu-07: ssh exited with exit code 255 | ssh.failed,ssh.failed | 10.0.0.8 |  | behind pdsh's prefix (the address ssh names is the first finding's host), then pdsh's own line on the node's name
            Received disconnect from 10.1.2.3 port 22:11: Bye Bye | - |  |  | an ordinary disconnect (reason 11, by application) is no failure
            CI: sshd: "Received disconnect from ::1 port 22:2: Too many authentication failures" | ssh.failed | ::1 |  | 7.2+ from IPv6 loopback, quoted in a title
            Ansible - Received disconnect from 127.0.0.1 port ****: too many authentication failures | ssh.failed | 127.0.0.1 |  | a title with the port masked and the reason lower-cased
            got the error: `Received disconnect from x.x.x.x port 22:2: Too many authentication failures` | ssh.failed |  |  | the address masked by the poster: no node named
            com.jcraft.jsch.JSchException: SSH_MSG_DISCONNECT: 2 Too many authentication failures | ssh.failed |  |  | JSch Session.java "SSH_MSG_DISCONNECT: %d %s %s"
            Nov  6 09:54:28 build-7 sshd[812]: error: maximum authentication attempts exceeded for invalid user admin from 10.73.78.42 port 51735 ssh2 [preauth] | ssh.failed | build-7 |  | sshd 6.8-10.x auth.c auth_maxtries_exceeded (the address is the client's; the syslog host is the server)
            fatal: [E3]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: Received disconnect from | ssh.failed | E3 |  | Ansible 2.x ssh.py's "Failed to connect to the host via ssh: %s" in the UNREACHABLE task result, the rest cut: the bracketed host
            fatal: [gpu-node-3.example.org]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: kex_exchange_identification: read: Connection reset by peer", "unreachable": true} | ssh.failed | gpu-node-3.example.org |  | the same with an ssh error no other rule reads
            fatal: [oaf.org.au]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: Received disconnect from 52.62.25.199 port 22:2: Too many authentication failures\\r\\nDisconnected from 52.62.25.199 port 22", "unreachable": true} | ssh.failed | 52.62.25.199 |  | the disconnect inside Ansible's message: the disconnect's rule names the address, Ansible's stays out
            Bad owner or permissions on /home/alice/.ssh/config | ssh.failed |  |  | OpenSSH 4.x-10.x readconf.c read_config_file "Bad owner or permissions on %s"
            fatal: [node-3.example.org]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: Bad owner or permissions on /root/.ssh/config", "unreachable": true} | ssh.failed |  |  | the same as Ansible's ssh connection plugin quotes it ("Failed to connect to the host via ssh: %s")
            OpenSSL version mismatch. Built against 30000020, you have 30100010\\n--------------------------------------------------------------------------\\nORTE was unable to reliably start one or more daemons. | ssh.failed,mpi.daemon-start-failed |  |  | OpenSSH 5.x-10.x entropy.c seed_rng "OpenSSL version mismatch. Built against %lx, you have %lx", then Open MPI 4.x's help text
            OpenSSL version mismatch. Built against 1000207f, you have 1010107f | ssh.failed |  |  | the same with OpenSSL 1.0/1.1 numbers
            Mar  3 10:00:01 cn042 sshd[4711]: Authentication refused: bad ownership or modes for directory /home/alice/.ssh | ssh.failed | cn042 |  | OpenSSH 6.x-10.x auth2-pubkeyfile.c "Authentication refused: %s" with misc.c safe_path "bad ownership or modes for directory %s", as syslog writes it (its host is the node whose sshd refused)
            A login with key will then fail with: `sshd[pid]: Authentication refused: bad ownership or modes for file /home/$USER/.ssh/authorized_keys` | ssh.failed |  |  | the file form quoted in a sentence
            **Symptom:** `mpirun` fails with `Permission denied (publickey)` when connecting to worker nodes. | ssh.failed |  |  | OpenSSH sshconnect2.c "Permission denied (%s)." quoted in backticks inside a sentence
            The launcher stops with "alice@node-2: Permission denied (publickey,password)." on every worker | ssh.failed |  |  | the same with the user@host form in double quotes
            node12.cluster.example.org: alice@node12.cluster.example.org: Permission denied (publickey,gssapi-keyex,gssapi-with-mic). | ssh.failed | node12.cluster.example.org |  | the line-start form the earlier rule reads, behind pdsh's prefix (still one finding)
            [n99:01442] ERROR: A daemon on node n99 failed to start as expected.\\n[n99:01442] ERROR: There may be more information available from\\n[n99:01442] ERROR: the 'qstat -t' command on the Grid Engine tasks. | mpi.daemon-start-failed | n99 |  | Open MPI 1.2 orte/mca/pls/gridengine pls_gridengine_module.c
            ssh: connect to host blade45 port 22: No route to host\\n[blade1:05832] ERROR: A daemon on node blade45 failed to start as expected.\\n[blade1:05832] ERROR: There may be more information available from\\n[blade1:05832] ERROR: the remote shell (see above). | ssh.failed,mpi.daemon-start-failed | blade45 |  | Open MPI 1.2 pls/rsh pls_rsh_module.c after ssh's own line (the cause)
            [aim-nano_02:22145] ERROR: A daemon on node 130.60.49.129 failed to start as expected. | mpi.daemon-start-failed | 130.60.49.129 |  | the same naming the node by address
            bash: orted: command not found\\n--------------------------------------------------------------------------\\nA daemon (pid 8464) died unexpectedly with status 127 while attempting\\nto launch so we are aborting. | mpi.daemon-start-failed |  |  | Open MPI 1.3-1.4 ORTE help text "A daemon (pid %d) died unexpectedly with status %d while attempting to launch so we are aborting."
            A daemon (pid 31337) died unexpectedly with status 255 while attempting | mpi.daemon-start-failed |  |  | the same alone (ssh's 255)
            bash: line 1: orted: command not found\\n--------------------------------------------------------------------------\\nORTE was unable to reliably start one or more daemons. | mpi.daemon-start-failed |  |  | bash 5.1+ "bash: line 1: %s: command not found" before Open MPI 4.x's help text
            Error connecting to the Service\\n[mpiexec@WS-0042] ..\\hydra\\utils\\sock\\sock.c (270): unable to connect from "WS-0042" to "WS-0043" (No error) | mpi.daemon-start-failed,mpich.proxy-connect-failed | WS-0043 |  | Intel MPI / MPICH2 hydra on Windows: mpiexec reaches no hydra_service (as its console prints it)
            Error connecting to the Service\\n[mpiexec@PCxxxxxxxxx] ..\\hydra\\utils\\sock\\sock.c (270): unable to connect from "\\nPCxxxxxxxxx" to "PCxxxxxxxxx" (No error) | mpi.daemon-start-failed,mpich.proxy-connect-failed | PCxxxxxxxxx |  | the same wrapped by an 80-column console inside the quotes
            cxi-nid0: Host key verification failed.\\npdsh@uan: cxi-nid0: ssh exited with exit code 255 | ssh.failed | cxi-nid0 |  | pdsh 2.x ssh rcmd (earlier rules): OpenSSH's host-key refusal behind pdsh's prefix
            Establishing /usr/bin/ssh session to host sol2.example.org ...\\nHost key verification failed.\\n/usr/bin/ssh exited with exit code 255 | ssh.failed |  |  | Grid Engine qrsh's ssh lines (earlier rule reads the host key line; qrsh names no node on it)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
