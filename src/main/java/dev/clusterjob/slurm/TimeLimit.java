package dev.clusterjob.slurm;

/**
 * Reads a {@code --time} (or {@code --time-min}) value exactly as sbatch does, so that render refuses
 * what sbatch would refuse and nothing else. Slurm's {@code time_str2secs} in src/common/parse_time.c
 * (identical in 22.05 and 24.11): "-1", "INFINITE" and "UNLIMITED" (any case) mean no limit; otherwise
 * only digits, '-' and ':' ({@code _is_valid_timespec}), at most one '-' and never after a ':', at most
 * two ':', with enough numbers for the colons; then "days-hours[:minutes[:seconds]]",
 * "hours:minutes:seconds" or "minutes[:seconds]". sbatch rounds up to whole minutes and takes 0 as
 * no limit (slurm_opt.c, {@code arg_set_time_limit}).
 */
public final class TimeLimit {
    /** What the error line lists. */
    public static final String FORMS = "MINUTES, MINUTES:SECONDS, HOURS:MINUTES:SECONDS, DAYS-HOURS, DAYS-HOURS:MINUTES,"
            + " DAYS-HOURS:MINUTES:SECONDS, or UNLIMITED";

    private TimeLimit() {
    }

    /** The limit in seconds; -1 for no limit (UNLIMITED, INFINITE, -1, or 0); null when sbatch would refuse the text. */
    public static Long seconds(String text) {
        if (text == null || text.isEmpty()) {
            return null;
        }
        if (text.equals("-1") || text.equalsIgnoreCase("INFINITE") || text.equalsIgnoreCase("UNLIMITED")) {
            return -1L;
        }
        if (!validSpec(text) || text.startsWith("-")) {
            // a leading '-' passes Slurm's check but sscanf then reads a negative day count: no sensible limit
            return null;
        }
        long s;
        int dash = text.indexOf('-');
        if (dash >= 0) {
            long[] hms = fields(text.substring(dash + 1));
            s = number(text.substring(0, dash)) * 86400 + hms[0] * 3600 + hms[1] * 60 + hms[2];
        } else {
            long[] f = fields(text);
            // sscanf("%d:%d:%d") matched three numbers: h:m:s; else minutes[:seconds]
            s = text.chars().filter(c -> c == ':').count() == 2 ? f[0] * 3600 + f[1] * 60 + f[2] : f[0] * 60 + f[1];
        }
        return s == 0 ? -1L : s;
    }

    /** Whether sbatch accepts {@code text} as a time limit. */
    public static boolean valid(String text) {
        return seconds(text) != null;
    }

    /** Slurm's _is_valid_timespec: digits, '-' and ':' only, and enough numbers for the separators. */
    private static boolean validSpec(String s) {
        int digits = 0;
        int dash = 0;
        int colon = 0;
        boolean inNumber = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                if (!inNumber) {
                    digits++;
                    inNumber = true;
                }
            } else if (c == '-') {
                inNumber = false;
                dash++;
                if (colon > 0) {
                    return false;
                }
            } else if (c == ':') {
                inNumber = false;
                colon++;
            } else {
                return false;
            }
        }
        if (digits == 0 || dash > 1 || colon > 2) {
            return false;
        }
        int least = colon == 0 ? 1 : colon + 1 + dash;
        return digits >= least;
    }

    /** Up to three ':'-separated numbers, missing ones 0 (as sscanf leaves them). */
    private static long[] fields(String s) {
        long[] f = new long[3];
        String[] parts = s.split(":", -1);
        for (int i = 0; i < parts.length && i < 3; i++) {
            if (parts[i].isEmpty()) {
                break; // sscanf stops at the first missing number
            }
            f[i] = number(parts[i]);
        }
        return f;
    }

    private static long number(String digits) {
        // Slurm reads an int; a value this long would overflow there, so it is capped rather than trusted
        return digits.isEmpty() ? 0 : digits.length() > 9 ? Integer.MAX_VALUE : Long.parseLong(digits);
    }
}
