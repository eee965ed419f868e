package dev.clusterjob.quarantine;

import dev.clusterjob.ClusterjobException;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** How long a quarantine lasts, written as {@code --for} takes it: a whole number and a unit, {@code 90m}, {@code 24h}, {@code 7d}, {@code 2w}. */
public final class Expiry {
    /** The default of {@code quarantine add --for} and of a sweep's or gate's entries. */
    public static final Duration DEFAULT = Duration.ofHours(24);
    /** The longest: a year (a quarantine is meant to end; {@code quarantine add} again renews it). */
    static final Duration MAX = Duration.ofDays(366);
    private static final Pattern FORM = Pattern.compile("([0-9]{1,6})([mhdw])");

    private Expiry() {
    }

    /** Parses {@code text}; bad input names {@code flag} and the accepted forms. */
    public static Duration parse(String text, String flag) {
        Matcher m = FORM.matcher(text == null ? "" : text.trim());
        if (!m.matches()) {
            throw ClusterjobException.badInput(flag, "expected a duration such as 90m, 24h, 7d or 2w, got '" + text + "'");
        }
        long n = Long.parseLong(m.group(1));
        Duration d = switch (m.group(2)) {
            case "m" -> Duration.ofMinutes(n);
            case "h" -> Duration.ofHours(n);
            case "d" -> Duration.ofDays(n);
            default -> Duration.ofDays(7 * n);
        };
        if (d.isZero() || d.compareTo(MAX) > 0) {
            throw ClusterjobException.badInput(flag, "expected a duration from 1m to 366d, got '" + text + "'");
        }
        return d;
    }
}
