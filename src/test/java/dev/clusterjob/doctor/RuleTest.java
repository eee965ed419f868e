package dev.clusterjob.doctor;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A rule's per-hit reading: outcome_when (an outcome by the hit's groups) and peer_from (a peer from a whole-log fact), as parsed. */
class RuleTest {
    private static final DoctorRules RULES = DoctorRules.parse("r.yaml", """
            facts:
              endpoint: {needle: "endpoint", match: 'endpoint=(?<value>[\\w.-]+)'}
              addr: {needle: "addr", match: 'addr=(?<value>[\\w.-]+)'}
            rules:
              - code: t.report
                severity: error
                needle: report
                match: 'report rank (?<rank>\\d+)'
                follow:
                  lines: 2
                  match:
                    - 'file: (?<file>\\S+)'
                outcome_when: {group: file, match: '<N/A>'}
                message: "rank {rank} failed"
                hint: "h"
              - code: t.store
                severity: error
                needle: store
                match: 'store unreachable(?: at (?<peer>\\S+))?'
                peer_from: [endpoint, addr]
                message: "store[[ at {peerName}]]"
                hint: "h"
              - code: t.any
                severity: error
                fallback: true
                needle: "Error: "
                match: '(?<e>\\w+Error): (?<text>.+)'
                message: "{e}: {text}"
                hint: "h"
            """);

    private static Rule rule(String code) {
        return RULES.rules().stream().filter(r -> r.code().equals(code)).findFirst().orElseThrow();
    }

    private static List<Finding> run(String log) throws IOException {
        return new LogDoctor(RULES).diagnose("l", new BufferedReader(new StringReader(log)), NodeMap.empty());
    }

    @Test
    void aHitIsAnOutcomeWhenItsGroupMatchesWhole() {
        Rule r = rule("t.report");
        assertFalse(r.outcome());
        Rule hit = r.forHit(Map.of("file", "<N/A>"));
        assertTrue(hit.outcome());
        assertFalse(hit.declaredOutcome(), "an outcome by its groups, not by its declaration");
        assertEquals(r.code(), hit.code());
        assertSame(r, r.forHit(Map.of("file", "/tmp/error.json")), "another value: the rule as declared");
        assertSame(r, r.forHit(Map.of("file", "x<N/A>")), "the whole value must match");
        assertSame(r, r.forHit(Map.of()), "without the group: the rule as declared");
        assertSame(rule("t.store"), rule("t.store").forHit(Map.of("file", "<N/A>")), "a rule without outcome_when");
    }

    @Test
    void groupTestNeedsTheGroup() {
        Rule.GroupTest t = new Rule.GroupTest("g", java.util.regex.Pattern.compile("a+"));
        assertTrue(t.holds(Map.of("g", "aaa")));
        assertFalse(t.holds(Map.of("g", "ab")));
        assertFalse(t.holds(Map.of("h", "aaa")));
    }

    @Test
    void anErrorlessReportLeavesTheExceptionBeforeItStanding() throws IOException {
        assertEquals(List.of("t.any", "t.report"), run("ValueError: x\nreport rank 3\nfile: <N/A>\n").stream().map(Finding::code).toList());
        assertEquals(List.of("t.report"), run("ValueError: x\nreport rank 3\nfile: /tmp/e.json\n").stream().map(Finding::code).toList(),
                "a report that holds the error is the finding");
    }

    @Test
    void aStoreWithoutAnAddressTakesThePeerFromTheFirstFactTheLogHolds() throws IOException {
        assertEquals("n1", run("endpoint=n1\naddr=n2\nstore unreachable\n").get(0).peer());
        assertEquals("n2", run("addr=n2\nstore unreachable\n").get(0).peer());
        assertEquals("n3", run("endpoint=n1\nstore unreachable at n3\n").get(0).peer(), "the line's own address wins");
        assertNull(run("store unreachable\n").get(0).peer());
        assertEquals("store at n1", run("store unreachable\nendpoint=n1\n").get(0).message(), "a fact read after the error counts too");
    }

    @Test
    void unknownFactsAndBadTestsAreRefused() {
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> DoctorRules.parse("r.yaml",
                "facts:\n  endpoint: {needle: e, match: 'e(?<value>x)'}\nrules:\n  - code: x.y\n    severity: error\n    needle: a\n    match: 'a'\n"
                        + "    peer_from: [endpont]\n    message: m\n    hint: h\n"));
        assertTrue(e.getMessage().contains("unknown fact 'endpont'") && e.getMessage().contains("endpoint"), e.getMessage());
        e = assertThrows(ClusterjobException.class, () -> DoctorRules.parse("r.yaml",
                "rules:\n  - code: x.y\n    severity: error\n    needle: a\n    match: 'a'\n    outcome_when: {group: g, match: '('}\n"
                        + "    message: m\n    hint: h\n"));
        assertTrue(e.getMessage().contains("bad regex"), e.getMessage());
    }
}
