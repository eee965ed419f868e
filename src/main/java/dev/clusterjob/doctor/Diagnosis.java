package dev.clusterjob.doctor;

import dev.clusterjob.know.Certainty;
import dev.clusterjob.know.Finding;

import java.util.List;

/** What doctor says about one or more logs: the findings, ordered by cause, and how sure it is. */
public record Diagnosis(List<Finding> findings, Certainty certainty) {
    public Diagnosis {
        findings = List.copyOf(findings);
    }
}
