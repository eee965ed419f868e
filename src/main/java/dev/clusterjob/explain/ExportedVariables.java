package dev.clusterjob.explain;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads what bash's {@code declare -px} prints: one {@code declare -x NAME="value"} (or
 * {@code NAME=$'value'} for values with control characters, bash 5.2; older bash keeps newlines inside
 * the double quotes) per exported variable. A record is written this way so that no process is
 * started for it. Exported names without a value are left out, as the environment has none.
 */
public final class ExportedVariables {
    private ExportedVariables() {
    }

    /** NAME -> value, in output order. */
    public static Map<String, String> parse(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            int end = text.indexOf('\n', i);
            if (!text.startsWith("declare -", i)) {
                i = end < 0 ? n : end + 1;
                continue;
            }
            int sp = text.indexOf(' ', i + "declare -".length());
            int j = sp + 1;
            int nameEnd = j;
            while (nameEnd < n && (Character.isLetterOrDigit(text.charAt(nameEnd)) || text.charAt(nameEnd) == '_')) {
                nameEnd++;
            }
            String name = text.substring(j, nameEnd);
            if (nameEnd >= n || text.charAt(nameEnd) != '=') {
                i = end < 0 ? n : end + 1;
                continue;
            }
            StringBuilder v = new StringBuilder();
            int k = nameEnd + 1;
            if (text.startsWith("$'", k)) {
                k = ansiC(text, k + 2, v);
            } else if (k < n && text.charAt(k) == '"') {
                k = doubleQuoted(text, k + 1, v);
            } else {
                int e = text.indexOf('\n', k);
                e = e < 0 ? n : e;
                v.append(text, k, e);
                k = e;
            }
            out.put(name, v.toString());
            int next = text.indexOf('\n', k);
            i = next < 0 ? n : next + 1;
        }
        return out;
    }

    /** "..." as declare writes it: a backslash escapes ", $, ` and \ only. Returns the index after the closing quote. */
    private static int doubleQuoted(String t, int k, StringBuilder v) {
        while (k < t.length()) {
            char c = t.charAt(k);
            if (c == '"') {
                return k + 1;
            }
            if (c == '\\' && k + 1 < t.length() && "\"$`\\".indexOf(t.charAt(k + 1)) >= 0) {
                v.append(t.charAt(k + 1));
                k += 2;
                continue;
            }
            v.append(c);
            k++;
        }
        return k;
    }

    /**
     * $'...' (ANSI-C quoting): \n \t \\ \' \" \a \b \e \f \r \v, octal \NNN and \xHH as bytes (bash writes a
     * UTF-8 character outside its locale as its bytes), read as UTF-8. Returns the index after the closing quote.
     */
    private static int ansiC(String t, int k, StringBuilder v) {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        while (k < t.length()) {
            char c = t.charAt(k);
            if (c == '\'') {
                k++;
                break;
            }
            if (c != '\\' || k + 1 >= t.length()) {
                bytes.writeBytes(String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8));
                k++;
                continue;
            }
            char e = t.charAt(k + 1);
            k += 2;
            int s = k;
            if (e == 'x') {
                while (k < t.length() && k - s < 2 && Character.digit(t.charAt(k), 16) >= 0) {
                    k++;
                }
                bytes.write(k == s ? 'x' : Integer.parseInt(t.substring(s, k), 16));
            } else if (e >= '0' && e <= '7') {
                s = k - 1;
                while (k < t.length() && k - s < 3 && t.charAt(k) >= '0' && t.charAt(k) <= '7') {
                    k++;
                }
                bytes.write(Integer.parseInt(t.substring(s, k), 8));
            } else {
                bytes.write(switch (e) {
                    case 'n' -> '\n';
                    case 't' -> '\t';
                    case 'r' -> '\r';
                    case 'a' -> 7;
                    case 'b' -> '\b';
                    case 'e', 'E' -> 27;
                    case 'f' -> '\f';
                    case 'v' -> 11;
                    default -> e;
                });
            }
        }
        v.append(bytes.toString(java.nio.charset.StandardCharsets.UTF_8));
        return k;
    }
}
