package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;

/**
 * A finding with the rule that made it: ordering and certainty read the rule's flags, not just its code; {@code ended}: its hit's groups
 * made it an outcome though its rule is not (group {@code ended}).
 */
record Placed(Finding finding, Rule rule, boolean ended) {
    Placed(Finding finding, Rule rule) {
        this(finding, rule, false);
    }

    Placed withFinding(Finding f) {
        return new Placed(f, rule, ended);
    }

    /** The finding says that something ended, not why: its rule is an outcome, or its hit said so (group {@code ended}). */
    boolean outcome() {
        return ended || rule != null && rule.outcome();
    }
}
