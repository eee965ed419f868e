package dev.clusterjob.quote;

/**
 * YAML double-quoted scalars, for the profile files clusterjob writes ({@code profiles show},
 * {@code probe}): always quoted, so values such as 0, yes or =mlx5_0 read back as the same string.
 */
public final class YamlQuote {
    private YamlQuote() {
    }

    /**
     * {@code s} as a YAML double-quoted scalar that reads back as {@code s}: quote, backslash, newline and tab escaped,
     * other controls as \xNN, and what YAML 1.1 reads as a line break or refuses (NEL, LS, PS, C1, a BOM, a lone
     * surrogate) escaped too.
     */
    public static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\t' -> b.append("\\t");
                // YAML 1.1 (SnakeYAML) reads NEL, LS and PS as line breaks, which a double-quoted scalar folds into a
                // space; DEL, the other C1 controls and a BOM are not printable there and are refused: all are escaped
                case '\u0085' -> b.append("\\N");
                case '\u2028' -> b.append("\\L");
                case '\u2029' -> b.append("\\P");
                default -> {
                    if (c < 0x20 || c >= 0x7f && c <= 0x9f) {
                        b.append(String.format("\\x%02x", (int) c));
                    } else if (c == '\ufeff' || c >= 0xfffe || Character.isSurrogate(c) && !validPair(s, i)) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    /** Whether the surrogate at {@code i} is half of a well-formed pair (a lone one cannot be written as UTF-8). */
    private static boolean validPair(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }
}
