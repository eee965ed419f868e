package dev.clusterjob.doctor;

import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

/** Whether a rule's match reads across a cut line, and whether the words after the cut say more than the line alone or contradict it. */
final class AcrossCut {
    private final DoctorRules rules;
    private final RequiredText[] required;
    private final int contextAt;
    /** The window {@link #readAcross} last looked at for other rules, and what it found. */
    private CutWindow acrossFor;
    private boolean acrossAnswer;

    AcrossCut(DoctorRules rules, RequiredText[] required) {
        this.rules = rules;
        this.required = required;
        this.contextAt = rules.rules().size();
    }

    /**
     * Whether the rule {@code r} matches the window elsewhere, or some rule's match in it crosses the cut at {@code cut}: the words
     * after it continue a message a rule knows (torch's "NCCL communicator was aborted on rank 0." + "Original reason for failure
     * was: ..."), so the line was cut there; not a match that the line alone gives from the same place ({@link #matchesAlone}).
     */
    boolean readAcross(Rule r, CutWindow w, int cut) {
        if (r.match().matcher(w.text()).find()) {
            return true;
        }
        if (acrossFor != w) {
            acrossFor = w;
            acrossAnswer = false;
            List<Rule> all = rules.rules();
            BitSet in = w.may();
            for (int i = in.nextSetBit(0); i >= 0 && i < contextAt && !acrossAnswer; i = in.nextSetBit(i + 1)) {
                if (required[i].in(w.text())) {
                    Matcher m = all.get(i).match().matcher(w.text());
                    while (!acrossAnswer && m.find() && m.start() < cut) {
                        acrossAnswer = m.end() > cut && !matchesAlone(all.get(i), w.text(), m.start(), cut);
                    }
                }
            }
        }
        return acrossAnswer;
    }

    /**
     * Whether the rule matches from {@code start} on the line alone (the window's text up to the cut): a match that crosses the cut
     * only because its pattern reads any words to the end ({@code ImportError: .*$}, Python's exception line before another
     * program's line) says nothing about a cut there.
     */
    private static boolean matchesAlone(Rule r, String window, int start, int cut) {
        String line = window.substring(0, Math.min(cut, window.length())).stripTrailing();
        if (start >= line.length()) {
            return false;
        }
        Matcher m = r.match().matcher(line);
        m.region(start, line.length());
        m.useTransparentBounds(true);
        return m.lookingAt();
    }

    /**
     * Whether the rule's match on a line that may be a piece word wrap left of the line before ({@code wrappedAfter}) is gone once
     * that line stands in front, as it did before the paste wrapped it: no match of the rule in the joined text reaches into the
     * piece, though one does when a line break stands between them. A rule that reads a message only where the words before it on
     * its line do not make it a warning or a probe (a look-behind over {@code [^\n]}: "libibverbs: Warning: couldn't load driver
     * 'X':" + "X: cannot open shared object file") sees those words on the line before; the piece alone would read the message
     * without them. A rule whose match the blank changes otherwise (one anchored at a line's start, a quote) keeps the piece's
     * match: the line before may be a line of its own (the log's heuristics for word wrap only guess). Tried only for a line that
     * may be a wrapped piece after a line shorter than the log's longest and that matched a rule: a few lines of a pasted log.
     */
    static boolean wrappedAway(Rule r, String wrappedAfter, String matchedIn) {
        String before = wrappedAfter.stripTrailing();
        String piece = matchedIn.strip();
        // the words before matter only where the rule reads them up to a line's end (a look-behind over [^\n], a .*): joined
        // with a line break instead of the blank, the piece's match must come back, else the rule did not read the line before
        return !reachesPiece(r, before + " " + piece, before.length() + 1) && reachesPiece(r, before + "\n" + piece, before.length() + 1);
    }

    /** Whether a match of the rule in {@code text} ends past {@code piece}, where the piece starts. */
    private static boolean reachesPiece(Rule r, String text, int piece) {
        Matcher m = r.match().matcher(text);
        while (m.find()) {
            if (m.end() > piece) {
                return true;
            }
        }
        return false;
    }

    /** Whether the rule no longer matches at {@code start} once the words after a cut at a blank are there. */
    static boolean contradicted(Rule r, CutWindow w, int start) {
        Matcher m = r.match().matcher(w.text());
        return !(m.find(start) && m.start() == start);
    }

    /** Where the match and the groups it read end, the furthest: a look-ahead's group may end past the match. */
    static int reach(Matcher m) {
        int end = m.end();
        for (int g = 1; g <= m.groupCount(); g++) {
            end = Math.max(end, m.end(g));
        }
        return end;
    }

    /**
     * Whether {@code whole} completes {@code piece} across a cut in a word: every group of the piece is there, equal or
     * longer by characters that hold no blank (the rest of a host name or a number), and something is longer or new.
     */
    static boolean completes(Map<String, String> piece, Map<String, String> whole) {
        boolean more = whole.size() > piece.size();
        for (Map.Entry<String, String> e : piece.entrySet()) {
            String w = whole.get(e.getKey());
            if (w == null || !w.startsWith(e.getValue()) || w.substring(e.getValue().length()).chars().anyMatch(Character::isWhitespace)) {
                return false;
            }
            more |= w.length() > e.getValue().length();
        }
        return more;
    }

    /**
     * Whether {@code whole} continues the groups of the line alone after a cut at a blank: each group the same, or, where it ran
     * to the line's end, that value, a blank and more (a container error's reason "load" + "library failed: ...").
     */
    static boolean continuesGroups(String line, Matcher alone, Map<String, String> single, Map<String, String> whole) {
        return continues(line, alone, single, whole, " ");
    }

    /**
     * Whether {@code whole} continues the groups of the line alone across a cut in a word the rules know: each group the same,
     * or, where it ran to the line's end, that value and more ("CUDA error: F" + "ailed call to cuInit: ...").
     */
    static boolean continuesInWord(String line, Matcher alone, Map<String, String> single, Map<String, String> whole) {
        return continues(line, alone, single, whole, "");
    }

    /** Each group the same, or, where it ran to the line's end, that value, then {@code joint} and more; at least one such. */
    private static boolean continues(String line, Matcher alone, Map<String, String> single, Map<String, String> whole, String joint) {
        boolean more = false;
        for (Map.Entry<String, String> e : single.entrySet()) {
            String v = e.getValue();
            String w = whole.get(e.getKey());
            boolean same = v.equals(w);
            boolean continued = w != null && w.length() > v.length() && w.startsWith(v + joint)
                    && line.substring(alone.end(e.getKey())).isBlank();
            if (!same && !continued) {
                return false;
            }
            more |= continued;
        }
        return more;
    }

    /** Whether {@code more} has every group of {@code fewer} with the same value, and more groups. */
    static boolean extendsGroups(Map<String, String> fewer, Map<String, String> more) {
        for (Map.Entry<String, String> e : fewer.entrySet()) {
            if (!e.getValue().equals(more.get(e.getKey()))) {
                return false;
            }
        }
        return more.size() > fewer.size();
    }
}
