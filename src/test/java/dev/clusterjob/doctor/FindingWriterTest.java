package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Severity from whole-log facts, fallbacks left out where something specific (or an earlier fallback) speaks, messages filled. */
class FindingWriterTest {
    private static final DoctorRules RULES = DoctorRules.parse("r.yaml", """
            facts:
              quiet: {needle: QUIET, match: 'QUIET=(?<value>\\d)'}
            rules:
              - code: t.boom
                severity: error
                needle: boom
                match: 'boom (?<what>\\w+)'
                severity_if:
                  - {fact: quiet, equals: "1", severity: info, message: "a quiet {what}"}
                message: "boom: {what}[[ on {host}]]"
                hint: "duck"
              - code: t.end
                severity: error
                outcome: true
                needle: ended
                match: 'ended'
                message: "ended"
                hint: "read above"
              - code: t.any
                severity: error
                fallback: true
                needle: "Error: "
                match: '(?<e>\\w+Error): (?<text>.+)'
                message: "{e}: {text}"
                hint: "read the traceback"
              - code: t.exited
                severity: error
                fallback: true
                outcome: true
                needle: "exited"
                match: 'rank \\d+ exited'
                message: "a rank exited"
                hint: "read its output"
            """);

    private static List<Finding> run(String log) throws IOException {
        return new LogDoctor(RULES).diagnose("l", new BufferedReader(new StringReader(log)), NodeMap.empty());
    }

    @Test
    void factsChangeSeverityAndMessage() throws IOException {
        assertEquals(Severity.ERROR, run("boom big\n").get(0).severity());
        Finding quiet = run("QUIET=1\nboom big\n").get(0);
        assertEquals(Severity.INFO, quiet.severity());
        assertEquals("a quiet big", quiet.message());
    }

    @Test
    void fallbacksSpeakOnlyWhereNothingSpecificDoes() throws IOException {
        assertEquals(List.of("t.boom"), run("ValueError: x\nboom big\n").stream().map(Finding::code).toList());
        assertEquals(List.of("t.any", "t.end"), run("ValueError: x\nended\n").stream().map(Finding::code).toList(),
                "an outcome says that something ended, not why: the fallback stays");
        assertEquals("ValueError: x", run("ValueError: x\n").get(0).message());
    }

    @Test
    void anOutcomeFallbackStandsBesideTheFallbackThatSaysWhy() throws IOException {
        assertEquals(List.of("t.any", "t.exited"), run("ValueError: x\nrank 0 exited\n").stream().map(Finding::code).toList(),
                "the rank's exception first, the launcher's outcome line beside it (torch elastic's 'failed (exitcode: 1)')");
        assertEquals(List.of("t.exited"), run("rank 0 exited\n").stream().map(Finding::code).toList());
        assertEquals(List.of("t.boom"), run("boom big\nrank 0 exited\n").stream().map(Finding::code).toList(),
                "a specific finding still hides it");
    }

    @Test
    void aSpecificOutcomeHidesItsOwnCodesFallbacks() throws IOException {
        DoctorRules rules = DoctorRules.parse("r.yaml", """
                rules:
                  - code: t.exited
                    severity: error
                    fallback: true
                    outcome: true
                    needle: "exited"
                    match: 'rank (?<which>\\d+) exited'
                    key: [which]
                    message: "a rank exited"
                    hint: "h"
                  - code: t.exited
                    severity: error
                    needle: "summary"
                    match: 'summary'
                    follow:
                      lines: 1
                      match:
                        - 'file: (?<ended><N/A>)'
                    message: "the report"
                    hint: "h"
                  - code: t.any
                    severity: error
                    fallback: true
                    needle: "Error: "
                    match: '(?<e>\\w+Error): (?<text>.+)'
                    message: "{e}: {text}"
                    hint: "h"
                """);
        List<Finding> fs = new LogDoctor(rules).diagnose("l", new BufferedReader(new StringReader("ValueError: the shapes do not match.\n\nrank 0 exited\n\nsummary\nfile: <N/A>\n")),
                NodeMap.empty());
        assertEquals(List.of("t.any:1", "t.exited:5"), fs.stream().map(f -> f.code() + ":" + f.line()).toList(),
                "the report (an outcome by its group ended) hides the exit line of its own code, not the exception of another: " + fs);
    }

    @Test
    void aReportWhoseEntryHoldsAnErrorStaysTheCause() throws IOException {
        DoctorRules rules = DoctorRules.parse("r.yaml", """
                rules:
                  - code: t.report
                    severity: error
                    needle: "summary"
                    match: 'summary'
                    follow:
                      lines: 1
                      match:
                        - 'file: (?<ended><N/A>)'
                    message: "the report"
                    hint: "h"
                  - code: t.any
                    severity: error
                    fallback: true
                    witness: true
                    needle: "Error: "
                    match: '(?<e>\\w+Error): (?<text>.+)'
                    message: "{e}: {text}"
                    hint: "h"
                """);
        LogDoctor d = new LogDoctor(rules);
        assertEquals(List.of("t.any", "t.report"), d.diagnose("l", new BufferedReader(new StringReader(
                "ValueError: the shapes do not match.\n\nsummary\nfile: <N/A>\n")), NodeMap.empty()).stream().map(Finding::code).toList(),
                "no error file: the report is an outcome, the witness fallback before it stays and comes first (no cause to follow)");
        assertEquals(List.of("t.report"), d.diagnose("l", new BufferedReader(new StringReader(
                "ValueError: the shapes do not match.\n\nsummary\nfile: /tmp/e.json\n")), NodeMap.empty()).stream().map(Finding::code).toList(),
                "an error file: the report holds the error and hides the fallback");
    }
}
