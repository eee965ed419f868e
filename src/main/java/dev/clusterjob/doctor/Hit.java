package dev.clusterjob.doctor;

import java.util.Map;

/** A rule's hit before merging: where, the groups it captured, and who (host, rank, peer) from the line and its context. */
final class Hit {
    Rule rule;
    int line;
    Map<String, String> groups;
    String host;
    Integer rank;
    String peer;
    String peerNode;

    Hit(Rule rule, int line, Map<String, String> groups) {
        this.rule = rule;
        this.line = line;
        this.groups = groups;
    }

    String code() {
        return rule.code();
    }
}
