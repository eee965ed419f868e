package dev.clusterjob.doctor;

import java.util.Map;
import java.util.Set;

/** A rule's hit before merging: where, the groups it captured, and who (host, rank, peer) from the line and its context. */
final class Hit {
    Rule rule;
    int line;
    /** Its line counted as the programs wrote the lines (LineScanner's count: a paste's cut pieces are no lines of their own). */
    int written;
    Map<String, String> groups;
    String host;
    Integer rank;
    String peer;
    String peerNode;
    /**
     * The hit captured the group {@code ended}: its report says only that something ended, not why (torchrun's Root Cause entry
     * whose error_file is {@code <N/A>}), so it is an outcome though its rule is not (see {@link Placed#outcome()}).
     */
    boolean ended;
    /** The lines after this hit's own that its rule's follow patterns read (the report's own detail: an "Original exception"). */
    Set<Integer> followed = Set.of();
    /** The ranks a hang's watchdog lines show behind the others ({@link StalledRank}): this finding names them, not its own rank. */
    StalledRank.Behind stalled;

    Hit(Rule rule, int line, Map<String, String> groups) {
        this.rule = rule;
        this.line = line;
        this.written = line;
        this.groups = groups;
    }

    String code() {
        return rule.code();
    }
}
