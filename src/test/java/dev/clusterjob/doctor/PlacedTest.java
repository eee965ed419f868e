package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A placed finding is an outcome when its rule is one or when its hit's groups said so (group ended). */
class PlacedTest {
    private static final Finding F = Finding.of(Severity.ERROR, "t.x", "m", "h");

    @Test
    void anEndedHitIsAnOutcomeWhateverItsRule() {
        assertTrue(new Placed(F, null, true).outcome());
        assertFalse(new Placed(F, null).outcome(), "no rule, not ended: no outcome");
        assertTrue(new Placed(F, null, true).withFinding(F).outcome(), "a new finding keeps it");
    }

    @Test
    void aRuleDeclaredAnOutcomeMakesOne() {
        DoctorRules rules = DoctorRules.parse("r.yaml", """
                rules:
                  - code: t.end
                    severity: error
                    outcome: true
                    needle: ended
                    match: 'ended'
                    message: m
                    hint: h
                  - code: t.cause
                    severity: error
                    needle: boom
                    match: 'boom'
                    message: m
                    hint: h
                """);
        assertTrue(new Placed(F, rules.rules().get(0)).outcome());
        assertFalse(new Placed(F, rules.rules().get(1)).outcome());
        assertTrue(new Placed(F, rules.rules().get(1), true).outcome());
    }
}
