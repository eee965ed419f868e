package dev.clusterjob.logs;

/**
 * A rank, task or process number read from a log: digits the patterns took, which a log can make as long as it likes (a
 * time stamp in seconds, a pid, a paste that ran two numbers together). Read as an {@code int} only when it is one; any
 * other text gives null, never an exception: doctor reads every log to its end.
 */
public final class Ranks {
    private static final int MAX_DIGITS = 9;

    private Ranks() {
    }

    /** The number {@code digits} spells (1 to 9 ASCII digits), else null. */
    public static Integer of(String digits) {
        return digits(digits) && digits.length() <= MAX_DIGITS ? Integer.valueOf(digits) : null;
    }

    /** Of two digit strings the larger number ({@code b} when either is not all digits): compared as text, any length. */
    public static String larger(String a, String b) {
        if (!digits(a) || !digits(b)) {
            return b;
        }
        String x = a.replaceFirst("^0+(?=\\d)", "");
        String y = b.replaceFirst("^0+(?=\\d)", "");
        int c = x.length() != y.length() ? Integer.compare(x.length(), y.length()) : x.compareTo(y);
        return c >= 0 ? a : b;
    }

    private static boolean digits(String s) {
        if (s == null || s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
