package dev.clusterjob.doctor;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The plain text that every match of a pattern holds, in order: the runs of literal characters at the pattern's top level
 * (outside groups, classes and quantified items), read from its source; and, for a pattern that ends with a character or a
 * class of them, maybe blanks, and {@code $}, the characters one of which the text ends with, past its blanks and line ends. A
 * line without them cannot match, so the regex need not run: on an NCCL INFO log, a rule or context pattern whose needle the
 * line holds ("INFO ", ": ") but not the rest of its text ("-", ": [") is ruled out by a few {@code indexOf}s instead of a
 * matcher; a sentence pattern that ends with its colon ({@code ...\s*[:：]\s*$}) by the line's last character. Where the source
 * reads in a way this reader does not follow (a top-level alternation, flags, {@code \Q}, an escape with arguments other than
 * {@code \xhh}, a surrogate), it asks for nothing and the pattern is tried as before.
 */
final class RequiredText {
    /** Asks for nothing: every text may match. */
    static final RequiredText NONE = new RequiredText(List.of(), null);

    /** Escapes of one letter that match a class of characters or a position: a gap, as a group is. */
    private static final String CLASS_ESCAPES = "dDsSwWhHvVRXbBAzZGtnrfae";
    /** What {@code \s*$} may leave after a pattern's last character: {@code \s} and the line ends {@code $} may stand before. */
    private static final String ENDING = " \t\n\u000B\f\r\u0085\u2028\u2029";

    private final String[] runs;
    /** The characters one of which ends every text that matches, past {@link #ENDING}; null when the pattern asks for none. */
    private final String last;

    private RequiredText(List<String> runs, String last) {
        this.runs = runs.toArray(new String[0]);
        this.last = last;
    }

    /** One item of a pattern's top level as the reader takes it: its source, the quantifier after it, its character when it is a literal one (else 0). */
    private record Item(String source, String quantifier, char literal) {
    }

    /** The runs and the last character of {@code p}'s source, or {@link #NONE} where the reader does not follow it. */
    static RequiredText of(Pattern p) {
        String s = p.pattern();
        if (p.flags() != 0 || s.contains("\\Q") || inlineFlags(s)) {
            return NONE;
        }
        List<Item> items = items(s);
        if (items == null) {
            return NONE;
        }
        List<String> runs = runs(items);
        String last = last(items);
        return runs.isEmpty() && last == null ? NONE : new RequiredText(runs, last);
    }

    /** Whether {@code text} holds every run, each after the one before it, and ends as the pattern must. */
    boolean in(String text) {
        int at = 0;
        for (String r : runs) {
            int i = text.indexOf(r, at);
            if (i < 0) {
                return false;
            }
            at = i + r.length();
        }
        return last == null || endsWithLast(text);
    }

    private boolean endsWithLast(String text) {
        int end = text.length();
        while (end > 0 && ENDING.indexOf(text.charAt(end - 1)) >= 0) {
            end--;
        }
        return end > 0 && last.indexOf(text.charAt(end - 1)) >= 0;
    }

    /** The runs, for tests. */
    List<String> runs() {
        return List.of(runs);
    }

    /** The runs of literal characters among the items: a quantified literal ends a run, as any other item does. */
    private static List<String> runs(List<Item> items) {
        List<String> out = new ArrayList<>();
        StringBuilder run = new StringBuilder();
        for (Item item : items) {
            if (item.literal() != 0 && item.quantifier().isEmpty()) {
                run.append(item.literal());
            } else {
                flush(run, out);
            }
        }
        flush(run, out);
        return out;
    }

    /**
     * The characters a match's last one is one of, when the items end with a literal character or a plain class, then maybe
     * {@code \s} quantified, then {@code $}; else null.
     */
    private static String last(List<Item> items) {
        int k = items.size() - 1;
        if (k < 1 || !items.get(k).source().equals("$") || !items.get(k).quantifier().isEmpty()) {
            return null;
        }
        k--;
        if (items.get(k).source().equals("\\s") && k > 0) {
            k--;
        }
        Item item = items.get(k);
        if (!item.quantifier().isEmpty()) {
            return null;
        }
        return item.literal() != 0 ? String.valueOf(item.literal()) : plainClass(item.source());
    }

    /** The characters of a class that lists them one by one ({@code [:：]}); null for any other class or item. */
    private static String plainClass(String source) {
        if (source.length() < 3 || source.charAt(0) != '[' || source.charAt(source.length() - 1) != ']') {
            return null;
        }
        String inside = source.substring(1, source.length() - 1);
        for (char c : inside.toCharArray()) {
            if (c == '\\' || c == '[' || c == ']' || c == '^' || c == '-' || c == '&' || Character.isSurrogate(c)) {
                return null;
            }
        }
        return inside;
    }

    /** The top level's items, or null where the source reads in a way this reader does not follow. */
    private static List<Item> items(String s) {
        List<Item> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            int next;
            char literal = 0;
            if (c == '\\') {
                char e = i + 1 < s.length() ? s.charAt(i + 1) : 0;
                int hex = e == 'x' ? hexEscape(s, i) : -1;
                if (hex < 0 && (e == 0 || e >= 128 || (Character.isLetterOrDigit(e) && CLASS_ESCAPES.indexOf(e) < 0))) {
                    return null; // \x{...}, \u00e9, \p{L}, \1, \k<name>, \c...: escapes with arguments
                }
                literal = hex >= 0 ? (char) hex : Character.isLetterOrDigit(e) ? 0 : e;
                next = hex >= 0 ? i + 4 : i + 2;
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
            out.add(new Item(s.substring(i, next), s.substring(next, after), literal));
            i = after;
        }
        return out;
    }

    /** The character {@code \xhh} at {@code i} stands for (two hex digits), or -1 when the escape is not of that form. */
    private static int hexEscape(String s, int i) {
        if (i + 4 > s.length()) {
            return -1;
        }
        int hi = Character.digit(s.charAt(i + 2), 16);
        int lo = Character.digit(s.charAt(i + 3), 16);
        return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
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
