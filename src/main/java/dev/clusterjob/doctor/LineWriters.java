package dev.clusterjob.doctor;

import dev.clusterjob.logs.LinePrefix;
import dev.clusterjob.logs.Ranks;

import java.io.IOException;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Who wrote each line (its prefix or the rules' context patterns, else the last prefix within continuation_lines), and the
 * addresses and ranks the rules' learn patterns tie to hosts.
 */
final class LineWriters {
    private final DoctorRules rules;
    private final RequiredText[] required;
    private final ReusedMatchers matchers;
    private final RuleGroups ruleGroups;
    private final FirstMatchBefore firstMatch = new FirstMatchBefore();
    private final LearnedHosts learned;
    /** Where the context patterns, the learn patterns and the facts start in the index ({@link ScanIndex#needles}). */
    private final int contextAt;
    private final int learnAt;
    private final int factsAt;
    private String ctxHost;
    private Integer ctxRank;
    private int ctxLine = Integer.MIN_VALUE / 2;

    LineWriters(DoctorRules rules, RequiredText[] required, ReusedMatchers matchers, RuleGroups ruleGroups, LearnedHosts learned) {
        this.rules = rules;
        this.required = required;
        this.matchers = matchers;
        this.ruleGroups = ruleGroups;
        this.learned = learned;
        this.contextAt = rules.rules().size();
        this.learnAt = contextAt + rules.context().size();
        this.factsAt = learnAt + rules.learn().size();
    }

    /** The host of the line being read, from its prefix or one within continuation_lines before it: null when none. */
    String host() {
        return ctxHost;
    }

    /** The rank of the line being read, as {@link #host}. */
    Integer rank() {
        return ctxRank;
    }

    /**
     * Who wrote this line: its prefix or a context pattern, else the last prefix within continuation_lines. {@code in}: the
     * pattern sets to try; {@code written}: the line's count as its program wrote the lines.
     */
    void context(LinePrefix lp, String text, BitSet in, boolean mayBeCut, CutWindows.Source windows, int written) throws IOException {
        boolean prefixed = lp.named();
        String host = lp.host();
        Integer rank = lp.rank();
        List<DoctorRules.Probe> probes = rules.context();
        // a pattern whose needle a cut put on the next line ("[user@host" + "dir]$ cmd") is tried too: its match must start on the line
        for (int i = in.nextSetBit(contextAt); i >= 0 && i < learnAt; i = in.nextSetBit(i + 1)) {
            Pattern p = probes.get(i - contextAt).match();
            Matcher m = required[i].in(text) ? matchers.of(i, p, text) : null;
            boolean found = m != null && m.find(); // on the line: its two groups read, no map of all (NCCL's header, every INFO line)
            Map<String, String> g = found ? null : mayBeCut ? acrossTheCut(i, p, text.length(), windows) : null;
            if (found || g != null) {
                prefixed = true;
                host = host != null ? host : found ? ruleGroups.group(p, m, "host") : g.get("host");
                String r = rank != null ? null : found ? ruleGroups.group(p, m, "rank") : g.get("rank");
                rank = rank != null ? rank : Ranks.of(r);
            }
        }
        learned.host(host);
        if (prefixed) {
            ctxHost = host;
            ctxRank = rank;
            ctxLine = written;
            learned.rank(rank, host);
        } else if (written - ctxLine > rules.continuationLines()) {
            ctxHost = null;
            ctxRank = null;
        }
    }

    /**
     * The pattern's groups in a window of the line when its match starts on the line: a header whose node a word wrap put on
     * the next line (HPE Cray MPICH's "MPICH ERROR [Rank 519] [job id ...] [DATE" + "] [c1207] - Abort ..."). {@code i}: the
     * pattern's index (as {@link ScanIndex#needles}).
     */
    private Map<String, String> acrossTheCut(int i, Pattern p, int cut, CutWindows.Source windows) throws IOException {
        for (CutWindow w : windows.get()) {
            // the line with each of its pieces in turn: a header that ends its line ("Successfully assigned NS/POD to NODE$")
            // matches only where the window ends as the line did, not with the next line's words joined after it
            for (int k = 1; k <= w.lines(); k++) {
                String text = k < w.lines() ? w.text().substring(0, w.starts()[k] - 1) : w.text();
                // a text without the pattern's required text holds no match of it (RequiredText): its regex need not run
                Matcher m = required[i].in(text) ? firstMatch.firstBefore(p, text, cut) : null;
                if (m != null) {
                    return ruleGroups.groups(p, m);
                }
            }
        }
        return null;
    }

    /** Addresses and ranks the line ties to a host (the rules' learn patterns). */
    void learn(String text, BitSet may, BitSet in, boolean mayBeCut, CutWindows.Source windows, int written) throws IOException {
        List<DoctorRules.Probe> probes = rules.learn();
        // a pattern whose words a cut put partly on the next line ("Successfully assigned" + "NS/POD to NODE") is tried across
        // the cut too, as a context pattern is: its match must start on the line
        for (int i = in.nextSetBit(learnAt); i >= 0 && i < factsAt; i = in.nextSetBit(i + 1)) {
            Pattern p = probes.get(i - learnAt).match();
            Matcher m = may.get(i) && required[i].in(text) ? matchers.of(i, p, text) : null;
            boolean found = m != null && m.find();
            Map<String, String> g = found ? ruleGroups.groups(p, m) : mayBeCut ? acrossTheCut(i, p, text.length(), windows) : null;
            if (g != null) {
                String host = g.getOrDefault("host", ctxLine == written ? ctxHost : null);
                if (g.containsKey("host")) {
                    learned.host(host); // a host named in a message is a node of the log, as a prefix's
                }
                learned.address(g.get("address"), host);
                if (g.containsKey("rank")) {
                    learned.rank(Ranks.of(g.get("rank")), host, Ranks.of(g.get("size")));
                }
                if (g.containsKey("ranks")) {
                    learned.ranks(g.get("ranks"), host);
                }
                if (g.containsKey("rankMap")) {
                    learned.rankMap(g.get("rankMap"));
                }
            }
        }
    }
}
