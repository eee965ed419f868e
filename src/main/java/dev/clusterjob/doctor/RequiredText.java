package dev.clusterjob.doctor;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The plain text that every match of a pattern holds, in order: the runs of literal characters at the pattern's top level
 * (outside groups, classes and quantified items), read from its source. A line without them cannot match, so the regex need
 * not run: on an NCCL INFO log, a rule or context pattern whose needle the line holds ("INFO ", ": ") but not the rest of
 * its text ("-", ": [") is ruled out by a few {@code indexOf}s instead of a matcher. Where the source reads in a way this
 * reader does not follow (a top-level alternation, flags, {@code \Q}, an escape with arguments, a surrogate), it asks for
 * nothing and the pattern is tried as before.
 */
final class RequiredText {
    /** Asks for nothing: every text may match. */
    static final RequiredText NONE = new RequiredText(List.of());

    /** Escapes of one letter that match a class of characters or a position: a gap, as a group is. */
    private static final String CLASS_ESCAPES = "dDsSwWhHvVRXbBAzZGtnrfae";

    private final String[] runs;

    private RequiredText(List<String> runs) {
        this.runs = runs.toArray(new String[0]);
    }

    /** The runs of {@code p}'s source, or {@link #NONE} where the reader does not follow it. */
    static RequiredText of(Pattern p) {
        String s = p.pattern();
        if (p.flags() != 0 || s.contains("\\Q") || inlineFlags(s)) {
            return NONE;
        }
        List<String> runs = runs(s);
        return runs == null || runs.isEmpty() ? NONE : new RequiredText(runs);
    }

    /** Whether {@code text} holds every run, each after the one before it. */
    boolean in(String text) {
        int at = 0;
        for (String r : runs) {
            int i = text.indexOf(r, at);
            if (i < 0) {
                return false;
            }
            at = i + r.length();
        }
        return true;
    }

    /** The runs, for tests. */
    List<String> runs() {
        return List.of(runs);
    }

    /** The top level's literal runs, or null where the source reads in a way this reader does not follow. */
    private static List<String> runs(String s) {
        List<String> out = new ArrayList<>();
        StringBuilder run = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            int next;
            char literal = 0;
            if (c == '\\') {
                char e = i + 1 < s.length() ? s.charAt(i + 1) : 0;
                if (e == 0 || e >= 128 || (Character.isLetterOrDigit(e) && CLASS_ESCAPES.indexOf(e) < 0)) {
                    return null; // \x60, \u00e9, \p{L}, \1, \k<name>, \c...: escapes with arguments
                }
                literal = Character.isLetterOrDigit(e) ? 0 : e;
                next = i + 2;
            } else if (c == '[' || c == '(') {
                next = c == '[' ? classEnd(s, i) : groupEnd(s, i);
            } else if (c == '|' || c == ')' || Character.isSurrogate(c)) {
                return null;
            } else if (c == '*' || c == '+' || c == '?' || c == '{') {
                return null; // a quantifier with nothing before it that this reader took
            } else {
                literal = c == '.' || c == '^' || c == '$' ? 0 : c;
                next = i + 1;
            }
            if (next < 0) {
                return null;
            }
            int after = quantifierEnd(s, next);
            if (literal != 0 && after == next) {
                run.append(literal);
            } else {
                flush(run, out);
            }
            i = after;
        }
        flush(run, out);
        return out;
    }

    private static void flush(StringBuilder run, List<String> out) {
        if (run.length() > 0) {
            out.add(run.toString());
            run.setLength(0);
        }
    }

    /** Where the quantifier at {@code i} ({@code ?}, {@code *}, {@code +}, {@code {n,m}}, lazy or possessive) ends; {@code i} when none is there. */
    private static int quantifierEnd(String s, int i) {
        if (i >= s.length()) {
            return i;
        }
        char c = s.charAt(i);
        int end;
        if (c == '?' || c == '*' || c == '+') {
            end = i + 1;
        } else if (c == '{') {
            int close = s.indexOf('}', i);
            end = close < 0 ? s.length() : close + 1;
        } else {
            return i;
        }
        return end < s.length() && (s.charAt(end) == '?' || s.charAt(end) == '+') ? end + 1 : end;
    }

    /** Where the character class opening at {@code i} ends (after its {@code ]}), nested classes and escapes in it; -1 when unsure. */
    private static int classEnd(String s, int i) {
        int j = i + 1;
        if (j < s.length() && s.charAt(j) == '^') {
            j++;
        }
        if (j < s.length() && s.charAt(j) == ']') {
            return -1;
        }
        return pairEnd(s, j, 1, '[', ']');
    }

    /** Where the group opening at {@code i} ends (after its {@code )}), classes and escapes in it skipped; -1 when unsure. */
    private static int groupEnd(String s, int i) {
        return pairEnd(s, i, 0, '(', ')');
    }

    /**
     * Walks from {@code j} at {@code depth} opens deep to where the pair closes (after {@code close}), escapes skipped; in a
     * group ({@code open} is '(') a character class is skipped whole, so its brackets and parentheses do not count. -1 when unsure.
     */
    private static int pairEnd(String s, int j, int depth, char open, char close) {
        while (j < s.length()) {
            char c = s.charAt(j);
            if (c == '\\') {
                j += 2;
                continue;
            }
            if (c == '[' && open == '(') {
                j = classEnd(s, j);
                if (j < 0) {
                    return -1;
                }
                continue;
            }
            if (c == open) {
                depth++;
            } else if (c == close && --depth == 0) {
                return j + 1;
            }
            j++;
        }
        return -1;
    }

    /** Whether the source sets flags inline ({@code (?i)}, {@code (?x:...)}): literals after them may match otherwise. */
    private static boolean inlineFlags(String s) {
        for (int i = s.indexOf("(?"); i >= 0; i = s.indexOf("(?", i + 1)) {
            char c = i + 2 < s.length() ? s.charAt(i + 2) : 0;
            if (Character.isLetter(c) || c == '-') {
                return true;
            }
        }
        return false;
    }
}
