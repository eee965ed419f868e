package dev.clusterjob.know;

import java.util.Objects;

/**
 * One thing lint or doctor found, in one shape for both: where (file, line), what (code, variable,
 * message), what to do next (hint) and, for logs, who (host, rank, peer). Absent parts are null
 * (line 0 when unknown). Codes are stable: docs/troubleshooting.md documents every one.
 *
 * @param peer the peer address as the log wrote it (IPv4-mapped GIDs reduced to the IPv4 address)
 * @param peerNode the node name that {@code peer} resolves to, when the job's node list was given
 * @param consequence doctor: true when this finding only witnesses an error reported by another finding
 *                    (a peer's remote error, a watchdog timeout, srun's step kill); false otherwise
 * @param cause doctor: for a consequence, the finding that explains it ({@code code at file:line}); else null
 */
public record Finding(
        Severity severity,
        String code,
        String file,
        int line,
        String variable,
        String message,
        String hint,
        String host,
        Integer rank,
        String peer,
        String peerNode,
        boolean consequence,
        String cause) {

    /** A finding that is nobody's consequence (lint's findings, and doctor's before ordering). */
    public Finding(Severity severity, String code, String file, int line, String variable, String message, String hint,
                   String host, Integer rank, String peer, String peerNode) {
        this(severity, code, file, line, variable, message, hint, host, rank, peer, peerNode, false, null);
    }

    public Finding {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(hint, "hint");
    }

    /** A finding with only its severity, code, message and hint; add the rest with the {@code with...} methods. */
    public static Finding of(Severity severity, String code, String message, String hint) {
        return new Finding(severity, code, null, 0, null, message, hint, null, null, null, null);
    }

    public Finding at(String file, int line) {
        return new Finding(severity, code, file, line, variable, message, hint, host, rank, peer, peerNode, consequence, cause);
    }

    public Finding withVariable(String v) {
        return new Finding(severity, code, file, line, v, message, hint, host, rank, peer, peerNode, consequence, cause);
    }

    public Finding withSeverity(Severity s) {
        return new Finding(s, code, file, line, variable, message, hint, host, rank, peer, peerNode, consequence, cause);
    }

    public Finding withHost(String h) {
        return new Finding(severity, code, file, line, variable, message, hint, h, rank, peer, peerNode, consequence, cause);
    }

    public Finding withRank(Integer r) {
        return new Finding(severity, code, file, line, variable, message, hint, host, r, peer, peerNode, consequence, cause);
    }

    public Finding withPeer(String p, String node) {
        return new Finding(severity, code, file, line, variable, message, hint, host, rank, p, node, consequence, cause);
    }

    /** Marks this finding as a consequence of {@code cause} ("code at file:line"). */
    public Finding asConsequenceOf(String cause) {
        return new Finding(severity, code, file, line, variable, message, hint, host, rank, peer, peerNode, true, cause);
    }

    /** {@code file:line}, {@code file}, or "" when neither is known. */
    public String where() {
        if (file == null) {
            return "";
        }
        return line > 0 ? file + ":" + line : file;
    }
}
