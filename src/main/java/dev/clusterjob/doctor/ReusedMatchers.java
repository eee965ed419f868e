package dev.clusterjob.doctor;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Each rule's, context and learn pattern's matcher (by its index in {@link ScanIndex#needles}), made once and reset for each line. */
final class ReusedMatchers {
    private final Matcher[] matchers;

    ReusedMatchers(int patterns) {
        this.matchers = new Matcher[patterns];
    }

    /**
     * The matcher of pattern {@code i} (a rule's, a context or a learn pattern's), made once and reset for each line: an INFO
     * log has a million lines, and a new matcher costs its arrays and, for a pattern with a repeated group, a hash set.
     */
    Matcher of(int i, Pattern p, String text) {
        Matcher m = matchers[i];
        if (m == null) {
            m = p.matcher(text);
            matchers[i] = m;
            return m;
        }
        return m.reset(text);
    }
}
