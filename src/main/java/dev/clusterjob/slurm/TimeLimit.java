package dev.clusterjob.slurm;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses a {@code --time} value the way sbatch(1) reads it: "minutes", "minutes:seconds",
 * "hours:minutes:seconds", "days-hours", "days-hours:minutes" and "days-hours:minutes:seconds";
 * "UNLIMITED", "INFINITE" and "-1" mean no limit.
 */
public final class TimeLimit {
    private static final Pattern DAYS = Pattern.compile("(\\d+)-(\\d+)(?::(\\d+))?(?::(\\d+))?");
    private static final Pattern CLOCK = Pattern.compile("(\\d+)(?::(\\d+))?(?::(\\d+))?");

    private TimeLimit() {
    }

    /** The limit in seconds; -1 for no limit; null when the text is not a Slurm time. */
    public static Long seconds(String text) {
        String t = text.trim();
        if (t.equalsIgnoreCase("UNLIMITED") || t.equalsIgnoreCase("INFINITE") || t.equals("-1")) {
            return -1L;
        }
        Matcher d = DAYS.matcher(t);
        if (d.matches()) {
            return ((Long.parseLong(d.group(1)) * 24 + Long.parseLong(d.group(2))) * 60 + num(d.group(3))) * 60 + num(d.group(4));
        }
        Matcher c = CLOCK.matcher(t);
        if (c.matches()) {
            if (c.group(3) != null) {
                return (Long.parseLong(c.group(1)) * 60 + Long.parseLong(c.group(2))) * 60 + Long.parseLong(c.group(3));
            }
            if (c.group(2) != null) {
                return Long.parseLong(c.group(1)) * 60 + Long.parseLong(c.group(2));
            }
            return Long.parseLong(c.group(1)) * 60;
        }
        return null;
    }

    private static long num(String s) {
        return s == null ? 0 : Long.parseLong(s);
    }
}
