package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Orders findings by cause: clusterjob's own verdict lines first, then a node's own faults (rules marked node_fault: a GPU the
 * driver lost, an Xid, the fabric manager), then the failures that start in one
 * process or node (rules marked primary: a CUDA error, out of memory, a missing program), then the other
 * errors, then the warnings, that explain the others (each in the order the logs were given and, within one, by line), then
 * the findings whose rule only witnesses a failure, each marked as a consequence of the first cause (or of the
 * first finding with one of the rule's {@code cause_codes}), then the notes (info). A rank's crash report that its peers' closed
 * connections follow ({@link CrashBeforePeers}) is a primary failure, not a witness. What a log reports after the line where
 * Slurm ended the job (a rule marked ends_job: its time limit) is a consequence too, of the first cause, and so is that end
 * when an error came before it in the same log (the job hung or failed before the limit). Without any cause
 * the witnesses stay where they are, unmarked: they are then all the log says.
 */
final class CauseOrder {
    private final Map<String, Rule> firstRule = new HashMap<>();

    CauseOrder(DoctorRules rules) {
        for (Rule r : rules.rules()) {
            firstRule.putIfAbsent(r.code(), r);
            firstRule.putIfAbsent(r.code() + " " + r.severity(), r);
        }
    }

    /**
     * Findings without their rules (another caller's): each is taken as made by the first rule of its code and severity (a code whose
     * rules differ in severity, such as nccl.warn's catch-all warning and its errors for WARNs known to stop NCCL), else of its code.
     */
    List<Finding> orderFindings(List<Finding> findings) {
        List<Placed> placed = new ArrayList<>();
        for (Finding f : findings) {
            placed.add(new Placed(f, firstRule.getOrDefault(f.code() + " " + f.severity(), firstRule.get(f.code()))));
        }
        return order(placed).stream().map(Placed::finding).toList();
    }

    List<Placed> order(List<Placed> findings) {
        Map<String, Integer> fileOrder = new HashMap<>();
        for (Placed p : findings) {
            fileOrder.putIfAbsent(String.valueOf(p.finding().file()), fileOrder.size());
        }
        Comparator<Placed> where = Comparator.<Placed>comparingInt(p -> fileOrder.get(String.valueOf(p.finding().file())))
                .thenComparingInt(p -> p.finding().line());
        Map<String, Integer> endedAt = endedAt(findings);
        List<Placed> crashes = findings.stream().filter(p -> CrashBeforePeers.causes(p, findings)).toList();
        List<Placed> causes = new ArrayList<>();
        List<Placed> aside = new ArrayList<>();
        for (Placed p : findings) {
            if (p.finding().severity() != Severity.INFO && (!witness(p) || crashes.contains(p)) && !hostFromMissingCommand(p, findings)
                    && !afterTheEnd(p, endedAt) && !endAfterAnError(p, findings)) {
                (notTheirCause(p, findings) ? aside : causes).add(p);
            }
        }
        if (!causes.isEmpty() && causes.stream().allMatch(CauseOrder::outcome) && findings.stream().anyMatch(CauseOrder::witness)) {
            causes.clear(); // an outcome (torchrun stopped the job) says that something ended, not why: a witness is not its consequence
        }
        causes.sort(Comparator.<Placed>comparingInt(p -> crashes.contains(p) ? PRIMARY : rank(p)).thenComparingInt(CauseOrder::warningLast)
                .thenComparingInt(CauseOrder::outcomeLast).thenComparing(where));
        List<Placed> tail = new ArrayList<>();
        List<Placed> notes = new ArrayList<>();
        for (Placed p : findings) {
            if (p.finding().severity() == Severity.INFO && !witness(p)) {
                notes.add(p);
            } else if ((witness(p) && !crashes.contains(p) || hostFromMissingCommand(p, findings)
                    || p.finding().severity() != Severity.INFO && (afterTheEnd(p, endedAt) || endAfterAnError(p, findings)))
                    && !causes.isEmpty()) {
                Finding c = witness(p) ? causeOf(p, causes) : hostFromMissingCommand(p, findings) ? missingHostCommand(causes) : causes.get(0).finding();
                tail.add(p.finding().consequence() ? p : p.withFinding(p.finding().asConsequenceOf(c.code() + " at " + c.where())));
            } else if (!causes.contains(p) && !aside.contains(p)) {
                tail.add(p);
            }
        }
        tail.sort(where);
        aside.sort(where);
        notes.sort(where);
        List<Placed> out = new ArrayList<>(causes);
        out.addAll(tail);
        out.addAll(aside);
        out.addAll(notes);
        return out;
    }

    /** Per file, the first line where Slurm ended the job (a rule marked ends_job: its time limit). */
    private static Map<String, Integer> endedAt(List<Placed> findings) {
        Map<String, Integer> at = new HashMap<>();
        for (Placed p : findings) {
            if (p.rule() != null && p.rule().endsJob()) {
                at.merge(String.valueOf(p.finding().file()), p.finding().line(), Math::min);
            }
        }
        return at;
    }

    /** A finding after the job was ended in its file (ranks killed by the end report errors): a consequence, never a cause. */
    private static boolean afterTheEnd(Placed p, Map<String, Integer> endedAt) {
        Integer end = endedAt.get(String.valueOf(p.finding().file()));
        return end != null && p.finding().line() > end && !(p.rule() != null && (p.rule().endsJob() || p.rule().verdict()));
    }

    /**
     * The end of the job (Slurm's, or a signal torchrun's agent received) after an error the job's own programs reported in the same
     * log (a collective that hung until the limit, a rank that failed): a consequence. Slurm's own lines around the end (srun's
     * time-outs, killed tasks) do not count, nor a witness that names this kind of end among its causes (another node's rendezvous
     * closed because this agent was stopped: pasted before it, it still follows from it).
     */
    private static boolean endAfterAnError(Placed p, List<Placed> findings) {
        if (p.rule() == null || !p.rule().endsJob()) {
            return false;
        }
        String file = String.valueOf(p.finding().file());
        return findings.stream().anyMatch(q -> q.finding().severity() == Severity.ERROR && q.finding().line() < p.finding().line()
                && !q.finding().code().startsWith("slurm.") && String.valueOf(q.finding().file()).equals(file) && !followsFrom(q, p));
    }

    /** {@code q} is a witness whose rule names {@code end}'s code among its causes. */
    private static boolean followsFrom(Placed q, Placed end) {
        return witness(q) && q.rule().causeCodes().contains(end.finding().code());
    }

    /**
     * A warning when the log's only errors are witnesses and none of them names the warning's code among its causes (NCCL
     * fell back to sockets, then only "unhandled system error"): the warning says a process went on, so it explains no failure
     * there; the witnesses, all the log says of the failure, come first and the warning after them.
     */
    private static boolean notTheirCause(Placed p, List<Placed> findings) {
        if (p.finding().severity() != Severity.WARNING) {
            return false;
        }
        boolean witnessErrors = false;
        for (Placed q : findings) {
            if (q.finding().severity() == Severity.ERROR) {
                if (!witness(q) || q.rule().causeCodes().contains(p.finding().code())) {
                    return false;
                }
                witnessErrors = true;
            }
        }
        return witnessErrors;
    }

    /** The shell's report that scontrol or hostname is missing, as launch.command-not-found's messages name the command. */
    private static final Pattern HOST_COMMAND = Pattern.compile("^'(?:scontrol|hostname)' (?:is not found|does not exist)");

    /**
     * A rendezvous host that does not resolve (torch.rendezvous-host-unresolved) where the logs also say that scontrol or hostname was
     * not found: those are the commands a batch script or a framework takes MASTER_ADDR from (`scontrol show hostnames
     * $SLURM_JOB_NODELIST | head -n1`, mmcv's and mmengine's _init_dist_slurm, `hostname -i`), so the address was their error text or
     * empty (a container without Slurm's clients), and the missing command is the cause; the unresolved host follows from it.
     */
    private static boolean hostFromMissingCommand(Placed p, List<Placed> findings) {
        return p.finding().code().equals("torch.rendezvous-host-unresolved") && p.finding().severity() != Severity.INFO
                && findings.stream().anyMatch(q -> isMissingHostCommand(q.finding()));
    }

    private static boolean isMissingHostCommand(Finding f) {
        return f.code().equals("launch.command-not-found") && f.severity() == Severity.ERROR && f.message() != null
                && HOST_COMMAND.matcher(f.message()).find();
    }

    private static Finding missingHostCommand(List<Placed> causes) {
        return causes.stream().map(Placed::finding).filter(CauseOrder::isMissingHostCommand).findFirst().orElse(causes.get(0).finding());
    }

    private static boolean outcome(Placed p) {
        return p.outcome();
    }

    private static boolean witness(Placed p) {
        return p.rule() != null && p.rule().witness();
    }

    /** Verdicts 0, a node's own fault 1 (a GPU lost, an Xid: the processes' failures on it follow), primary failures 2, other causes 3. */
    /** The tier of a primary failure (a CUDA error, out of memory, a missing program), where a crash its peers followed sorts too. */
    private static final int PRIMARY = 2;

    private static int rank(Placed p) {
        if (p.rule() == null) {
            return 3;
        }
        return p.rule().verdict() ? 0 : p.rule().nodeFault() ? 1 : p.rule().primary() ? PRIMARY : 3;
    }

    /**
     * Within a tier, a failure before a warning: a warning says a process went on (NCCL fell back to sockets, a retry), so the error
     * it was followed by is what stopped the job, even when the warning's line comes first.
     */
    private static int warningLast(Placed p) {
        return p.finding().severity() == Severity.ERROR ? 0 : 1;
    }

    /**
     * Within a tier, a failure that says why before a hit whose own groups made it an outcome (torch elastic's Root Cause
     * entry without an error file): a rank's exception line pasted after the agent's report is still its cause. Rules that
     * are outcomes as a whole (accelerate's launcher frame, whose CalledProcessError line is its own) keep their place by line.
     */
    private static int outcomeLast(Placed p) {
        return p.ended() && (p.rule() == null || !p.rule().outcome()) ? 1 : 0;
    }

    private static Finding causeOf(Placed witness, List<Placed> causes) {
        List<String> preferred = witness.rule().causeCodes();
        return causes.stream().map(Placed::finding).filter(c -> preferred.contains(c.code())).findFirst().orElse(causes.get(0).finding());
    }
}
