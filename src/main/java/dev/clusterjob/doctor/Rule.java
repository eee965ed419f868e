package dev.clusterjob.doctor;

import dev.clusterjob.know.Severity;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * One diagnosis rule of {@code rules.yaml} (the file's header explains each part).
 *
 * @param needles plain substrings, one of which every matching line contains (a cheap pre-filter)
 * @param followLines how many following lines {@code follow} patterns may read (0: none)
 * @param requireGroup with {@code requireMin}: the rule fires only when that group is a number >= requireMin (with {@link #PRESENT}:
 *                     only when that group matched at all)
 * @param requireAbove another group of the same hit: the rule fires only when both are numbers and requireGroup's is the greater (a
 *                     message that states an expected and a found count, read one way when more were found, another when fewer); null: none
 * @param witness its finding usually reports the effect of another error (a peer's remote error, a watchdog
 *                timeout, srun's step kill): marked a consequence and ordered after the causes when a cause is found
 * @param verdict clusterjob's own verdict line (gate, preflight): ordered before everything else
 * @param keepLast repeated hits merge into the LAST one (e.g. a rank's last exception line), not the first
 * @param outcome its finding says that something ended (a task, a step, the job), not why: it does not hide
 *                the fallbacks that may say why
 * @param onlyWith the rule fires only in a log where another rule fired one of these codes (empty: always)
 * @param insteadOf where this rule fires, the hit of that code on the same line is dropped (null: none)
 * @param causeCodes as a consequence, its cause is the first finding with one of these codes when there is one
 * @param primary a failure that starts in one process or node (a CUDA error, out of memory, a missing program):
 *                ordered before the network errors and time-outs the other ranks then report
 * @param endsJob Slurm ended the job at this line (its time limit): what the same log reports after it is its consequence
 * @param nodeFault the node's hardware or system service failed (a GPU the driver lost, an Xid, the fabric manager): ordered before
 *                  the failures of the processes on it (no GPU visible, a CUDA error), which are its effects
 * @param peerFacts whole-log facts, in order, whose value is the peer of a hit that names none on its line (the address the
 *                  process was told to reach: torch elastic's rendezvous endpoint, a dask worker's scheduler); empty: none
 */
public record Rule(
        String code,
        Severity severity,
        List<String> needles,
        Pattern match,
        int followLines,
        List<Pattern> follow,
        String requireGroup,
        long requireMin,
        String requireAbove,
        List<String> key,
        List<SeverityIf> severityIf,
        boolean fallback,
        String message,
        String hint,
        boolean witness,
        boolean verdict,
        boolean keepLast,
        boolean outcome,
        List<String> onlyWith,
        String insteadOf,
        List<String> causeCodes,
        boolean primary,
        boolean endsJob,
        boolean nodeFault,
        List<String> peerFacts) {

    /** {@code requireMin} of a rule whose required group only has to have matched ({@code require: {group: G}} without min). */
    public static final long PRESENT = Long.MIN_VALUE;

    /** Whether the text contains one of the needles. */
    public boolean mayMatch(String text) {
        for (String n : needles) {
            if (text.contains(n)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether this log's facts leave this rule's findings out (its first severity_if entry whose fact the log holds says severity none):
     * such a hit neither reports nor displaces another rule's hit on its line ({@code instead_of}).
     */
    boolean switchedOffBy(Map<String, String> facts) {
        for (SeverityIf s : severityIf) {
            if (s.equals().equals(facts.get(s.fact()))) {
                return s.severity() == null;
            }
        }
        return false;
    }

    /**
     * Changes the severity (and, when given, the message and hint) when a fact read from the whole log has a value; a null severity
     * ({@code severity: none} in rules.yaml) leaves the finding out of that log.
     */
    public record SeverityIf(String fact, String equals, Severity severity, String message, String hint) {
    }
}
