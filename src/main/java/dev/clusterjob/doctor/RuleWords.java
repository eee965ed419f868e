package dev.clusterjob.doctor;

import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words the rules write (their patterns' and needles' words of three letters or more, in their case), and whether a
 * line cut by a paste was cut inside one of them ("in" + "valid" is "invalid"), so that {@link LineScanner} joins the
 * two halves without a blank.
 */
final class RuleWords {
    private RuleWords() {
    }

    private static volatile Vocabulary vocabulary;

    /** The words of one rule set's patterns (the last rule set read: a record's equals would compare every rule). */
    private record Vocabulary(DoctorRules rules, Set<String> words) {
    }
    private static final Pattern LETTERS = Pattern.compile("[A-Za-z]{3,}");

    /**
     * Whether a line as long as the log's longest was cut in a word rather than at a blank: the letters that end it and those
     * that start the next line make a word the rules write, in its case ("in" + "valid" is "invalid"), which the two halves with a blank
     * between them are not taken for. A glued word no rule has ("no" + "CUDA-capable") leaves both readings to the rules.
     */
    static boolean cutInAWord(DoctorRules rules, String text, String next) {
        int end = text.length();
        int from = end;
        while (from > 0 && asciiLetter(text.charAt(from - 1))) {
            from--;
        }
        int to = 0;
        while (to < next.length() && asciiLetter(next.charAt(to))) {
            to++;
        }
        if (from == end || to == 0) {
            return false;
        }
        Vocabulary v = vocabulary;
        if (v == null || v.rules() != rules) {
            v = new Vocabulary(rules, vocabulary(rules));
            vocabulary = v;
        }
        Set<String> known = v.words();
        String head = text.substring(from);
        String tail = next.substring(0, to);
        // both halves words of their own ("exit" + "code", "file" + "system"): a blank between them reads as well
        return known.contains(head + tail) && (head.length() < 3 || !known.contains(head) || !known.contains(tail));
    }

    private static boolean asciiLetter(char c) {
        return c < 128 && Character.isLetter(c);
    }

    /** The words of the rules' patterns and needles (three letters or more, in their case). */
    private static Set<String> vocabulary(DoctorRules rules) {
        Set<String> out = new HashSet<>();
        for (Rule r : rules.rules()) {
            words(r.match().pattern(), out);
            r.needles().forEach(n -> words(n, out));
        }
        return Set.copyOf(out);
    }

    /**
     * The words of a pattern's source or a needle as written (a word's case is part of it: "NotFound" is no "not" + "found"), its
     * escapes (\\d, \\s, \\b) and its groups' names taken for blanks.
     */
    private static void words(String source, Set<String> out) {
        Matcher m = LETTERS.matcher(source.replaceAll("\\(\\?<\\w+>|\\\\.", " "));
        while (m.find()) {
            out.add(m.group());
        }
    }
}
