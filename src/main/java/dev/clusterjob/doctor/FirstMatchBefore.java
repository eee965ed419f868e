package dev.clusterjob.doctor;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A pattern's first match in a window when it starts on the line: the starts after the cut are not tried. */
final class FirstMatchBefore {
    /**
     * The matcher of {@code p} on {@code text} at its first match when that starts before {@code cut}, else null: what
     * {@code find()} and a test of its start say, without trying the starts from the cut to the text's end (a window is the line
     * and the one or two lines after it; no match that starts after the line counts). Each start is tried as {@code find()} tries
     * it: the pattern anchored there, its look-behinds and look-aheads seeing the whole text, {@code ^} and {@code $} at the text's
     * ends only (transparent, non-anchoring bounds). Only a pattern that starts with {@code \b} (written as four look-arounds,
     * DoctorRules, tried at every start) is read so, unless it holds {@code \G} (where the last match ended) or a character outside
     * the BMP (whose {@code find()} does not start in a surrogate pair): for the others, {@code find()} is cheaper than a matcher
     * reset per start (the pasted-log test cost 1.21x the CPU when every pattern that starts with a group was read so).
     * A learn pattern tried on every window of a line with "error" in it spent a tenth of the corpus's doctor time on the
     * starts after the cut.
     */
    Matcher firstBefore(Pattern p, String text, int cut) {
        Matcher m = p.matcher(text);
        if (findOnly.computeIfAbsent(p, FirstMatchBefore::searchedWithFind)) {
            return m.find() && m.start() < cut ? m : null;
        }
        m.useTransparentBounds(true).useAnchoringBounds(false);
        return startsBefore(m, text.length(), 0, cut) ? m : null;
    }

    /**
     * Whether {@code m} (transparent, non-anchoring bounds, on a text of length {@code n}) matches at a start from {@code from} up to
     * {@code cut}, trying each in turn as {@code find()} does; it is then at that match.
     */
    private static boolean startsBefore(Matcher m, int n, int from, int cut) {
        for (int s = from, end = Math.min(cut, n + 1); s < end; s++) {
            if (m.region(s, n).lookingAt()) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@link #firstBefore} searches the pattern with {@code find()} (read once per pattern and log). */
    private final Map<Pattern, Boolean> findOnly = new IdentityHashMap<>();

    private static boolean searchedWithFind(Pattern p) {
        String s = p.pattern();
        boolean boundaryFirst = s.startsWith(DoctorRules.ASCII_BOUNDARY) || s.startsWith("(?:" + DoctorRules.ASCII_BOUNDARY);
        return !boundaryFirst || s.contains("\\G") || s.chars().anyMatch(c -> Character.isSurrogate((char) c));
    }
}
