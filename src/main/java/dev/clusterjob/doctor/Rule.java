package dev.clusterjob.doctor;

import dev.clusterjob.know.Severity;

import java.util.List;
import java.util.regex.Pattern;

/**
 * One diagnosis rule of {@code rules.yaml} (the file's header explains each part).
 *
 * @param followLines how many following lines {@code follow} patterns may read (0: none)
 * @param requireGroup with {@code requireMin}: the rule fires only when that group is a number >= requireMin
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
        String hint) {

    /** Changes the severity when a fact read from the whole log has a value. */
    public record SeverityIf(String fact, String equals, Severity severity) {
    }
}
