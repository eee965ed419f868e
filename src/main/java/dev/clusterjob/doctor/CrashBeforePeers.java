package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A process's crash report (a shell's or a launcher's "Segmentation fault", process.crashed) that names its rank or host, where other
 * ranks or hosts of the same log report that their connection to a peer was closed or reset (gloo's read error, NCCL's remote or socket
 * error, the c10d store gone): the crashed process is the peer they lost, so its crash is the cause (issue 26), wherever the paste put
 * its line. Not when the crashed rank itself reported a lost peer before its crash (the crash came from that error's own handling), nor
 * after any time-out (a peer that hung, not one that died: the crash is then the time-out's abort).
 */
final class CrashBeforePeers {
    private static final String CRASH = "process.crashed";
    private static final Set<String> CLOSED = Set.of("gloo.connect-failed", "nccl.remote-error", "nccl.socket-error", "torch.store-failed");
    private static final Set<String> TIME_OUTS = Set.of("gloo.timeout", "torch.watchdog-timeout", "torch.barrier-timeout");
    private static final Pattern TIME_OUT = Pattern.compile("(?i)time[d -]?out");

    private CrashBeforePeers() {
    }

    /** Whether {@code p} is such a crash report among {@code all}. */
    static boolean causes(Placed p, List<Placed> all) {
        Finding crash = p.finding();
        if (!CRASH.equals(crash.code()) || crash.rank() == null && crash.host() == null) {
            return false;
        }
        boolean peersClosed = false;
        for (Placed q : all) {
            Finding f = q.finding();
            if (q == p || !Objects.equals(f.file(), crash.file()) || !PeerLoss.CODES.contains(f.code())) {
                continue;
            }
            boolean before = f.line() < crash.line();
            if (before && (timeOut(f) || sameProcess(f, crash))) {
                return false;
            }
            peersClosed |= CLOSED.contains(f.code()) && !timeOut(f) && otherProcess(f, crash);
        }
        return peersClosed;
    }

    private static boolean timeOut(Finding f) {
        return TIME_OUTS.contains(f.code()) || CLOSED.contains(f.code()) && TIME_OUT.matcher(f.message()).find();
    }

    private static boolean sameProcess(Finding a, Finding b) {
        return a.rank() != null ? a.rank().equals(b.rank()) : a.host() != null && a.host().equals(b.host()) && b.rank() == null;
    }

    private static boolean otherProcess(Finding a, Finding b) {
        return a.rank() != null && b.rank() != null ? !a.rank().equals(b.rank())
                : a.host() != null && b.host() != null && !a.host().equals(b.host());
    }
}
