package dev.clusterjob.doctor;

import java.util.List;
import java.util.Set;

/**
 * A peer lost: a rank reports that another went away or never answered (its connection closed or reset, the store gone, a
 * collective that timed out), a launcher reports that a child failed (torchrun's root cause), or a rule only witnesses
 * another failure (torch's watchdog thread that ended). That is usually the consequence of another rank's own failure, so a
 * rank's exception printed BEFORE such a report is not hidden by it (as a fallback is hidden by a specific finding) and,
 * earlier in the log, is ordered first: the cause before its consequence (issue 26). The exception must be a report of its
 * own: both lines name their rank (or host) and they differ, or a Python traceback starts between them, or the exception
 * ends a traceback and the report is not on the line right after it (a message that goes on there, or a paste's cut). An
 * exception with no traceback before it, just before the report, is the report's own wrapper (torch's {@code NCCL
 * communicator was aborted} before the watchdog's reason). A fallback on the line of the report itself (torch's
 * {@code RuntimeError: ... Connection closed by peer}, NCCL's WARN that the socket rule reads) is that report: it is dropped.
 */
final class PeerLoss {
    /** The codes whose findings report a lost or silent peer. */
    static final Set<String> CODES = Set.of("gloo.connect-failed", "gloo.timeout", "nccl.remote-error", "nccl.socket-error",
            "torch.store-failed", "torch.watchdog-timeout", "torch.barrier-timeout", "torch.child-failed");
    private static final String EXCEPTION = "torch.exception";

    private PeerLoss() {
    }

    /** Whether the rule reports a lost or silent peer, or only witnesses another failure (a specific rule, not a fallback). */
    static boolean reports(Rule r) {
        return (CODES.contains(r.code()) || r.witness()) && !r.fallback();
    }

    /** Whether the rule is the fallback that reports a rank's last exception line. */
    static boolean isException(Rule r) {
        return r.fallback() && EXCEPTION.equals(r.code());
    }

    /** Whether the peer-loss hit {@code report} follows another rank's exception hit {@code exception}: it does not hide it. */
    static boolean follows(Hit exception, Hit report, List<Integer> tracebacks) {
        if (!isException(exception.rule) || !reports(report.rule) || exception.line >= report.line) {
            return false;
        }
        return differ(exception.rank, report.rank) || differ(exception.host, report.host)
                || tracebacks.stream().anyMatch(t -> t > exception.line && t < report.line)
                || report.line > exception.line + 1 && tracebacks.stream().anyMatch(t -> t < exception.line);
    }

    private static boolean differ(Object a, Object b) {
        return a != null && b != null && !a.equals(b);
    }
}
