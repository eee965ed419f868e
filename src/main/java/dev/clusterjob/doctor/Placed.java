package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;

/** A finding with the rule that made it: ordering and certainty read the rule's flags, not just its code. */
record Placed(Finding finding, Rule rule) {
    Placed withFinding(Finding f) {
        return new Placed(f, rule);
    }
}
