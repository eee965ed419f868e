package dev.clusterjob.quote;

/**
 * YAML double-quoted scalars, for the profile files clusterjob writes ({@code profiles show},
 * {@code probe}): always quoted, so values such as 0, yes or =mlx5_0 read back as the same string.
 */
public final class YamlQuote {
    private YamlQuote() {
    }

    /** {@code s} as a YAML double-quoted scalar: quote, backslash, newline and tab escaped, other controls as \xNN. */
    public static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format("\\x%02x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }
}
