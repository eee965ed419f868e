package dev.clusterjob.doctor;

import dev.clusterjob.know.Severity;

import java.util.List;
import java.util.regex.Pattern;

/**
 * One diagnosis rule of {@code rules.yaml} (the file's header explains each part).
 *
 * @param followLines how many following lines {@code follow} patterns may read (0: none)
 * @param requireGroup with {@code requireMin}: the rule fires only when that group is a number >= requireMin
 * @param witness its finding usually reports the effect of another error (a peer's remote error, a watchdog
 *                timeout, srun's step kill): marked a consequence and ordered after the causes when a cause is found
 * @param verdict clusterjob's own verdict line (gate, preflight): ordered before everything else
 * @param keepLast repeated hits merge into the LAST one (e.g. a rank's last exception line), not the first
 */
public record Rule(
        String code,
        Severity severity,
        String needle,
        Pattern match,
        int followLines,
        List<Pattern> follow,
        String requireGroup,
        long requireMin,
        List<String> key,
        List<SeverityIf> severityIf,
        boolean fallback,
        String message,
        String hint,
        boolean witness,
        boolean verdict,
        boolean keepLast) {

    /** Changes the severity (and, when given, the message and hint) when a fact read from the whole log has a value. */
    public record SeverityIf(String fact, String equals, Severity severity, String message, String hint) {
    }
}
