package dev.clusterjob.doctor;

import java.util.List;
import java.util.Set;

/**
 * A peer lost: a rank reports that another went away or never answered (its connection closed or reset, the store gone, a
 * collective that timed out). That is usually the consequence of another rank's own failure, so another rank's exception
 * printed BEFORE such a report is not hidden by it (as a fallback is hidden by a specific finding) and, earlier in the log,
 * is ordered first: the cause before its consequence (issue 26). "Another" means a Python traceback starts between the two
 * lines, or both name their rank (or host) and they differ; an exception just before the report with no new traceback
 * between them is the report's own wrapper (torch's {@code NCCL communicator was aborted} before the watchdog's reason).
 * The exception line that itself reports the lost peer (torch's {@code RuntimeError: ... Connection closed by peer}) is that
 * report, not a second exception: it is dropped.
 */
final class PeerLoss {
    /** The codes whose findings report a lost or silent peer. */
    static final Set<String> CODES = Set.of("gloo.connect-failed", "gloo.timeout", "nccl.remote-error", "nccl.socket-error",
            "torch.store-failed", "torch.watchdog-timeout", "torch.barrier-timeout");
    private static final String EXCEPTION = "torch.exception";

    private PeerLoss() {
    }

    /** Whether the rule reports a lost or silent peer (a specific rule, not a fallback). */
    static boolean reports(Rule r) {
        return CODES.contains(r.code()) && !r.fallback();
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
                || tracebacks.stream().anyMatch(t -> t > exception.line && t < report.line);
    }

    private static boolean differ(Object a, Object b) {
        return a != null && b != null && !a.equals(b);
    }
}
