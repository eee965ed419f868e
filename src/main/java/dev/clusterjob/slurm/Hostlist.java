package dev.clusterjob.slurm;

import dev.clusterjob.ClusterjobException;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Slurm hostlist expressions, as {@code src/common/hostlist.c} reads them: tokens split on ','
 * or blanks outside brackets; {@code prefix[r1,r2]suffix} with ranges {@code N} or {@code N-M}
 * keeping the low bound's zero padding; several bracket groups give their Cartesian product.
 */
public final class Hostlist {
    /** Refuse to expand absurd ranges (a typo like node[1-1000000000]). */
    static final int MAX_HOSTS = 1 << 20;

    /**
     * Slurm's order of host names, the order of a hostlist it prints (hostlist.c's hostrange_cmp): the part before the
     * trailing number compared naturally (strnatcmp: digit runs by value), a name without a number before one with, then
     * the number, then its width ({@code node2 < node10 < node010 < rack2-n1 < rack10-n1}).
     */
    public static final Comparator<String> ORDER = Hostlist::compareHosts;

    private Hostlist() {
    }

    /** Expands {@code expr} to host names in Slurm's order; malformed input is a one-line bad-input error. */
    public static List<String> expand(String expr, String where) {
        List<String> out = new ArrayList<>();
        StringBuilder tok = new StringBuilder();
        int depth = 0;
        for (int i = 0; i < expr.length(); i++) {
            char c = expr.charAt(i);
            if (c == '[') {
                if (depth > 0) {
                    throw bad(where, expr, "nested '['");
                }
                depth++;
                tok.append(c);
            } else if (c == ']') {
                if (depth == 0) {
                    throw bad(where, expr, "']' without '['");
                }
                depth--;
                tok.append(c);
            } else if ((c == ',' || Character.isWhitespace(c)) && depth == 0) {
                flush(tok, out, where, expr);
            } else {
                tok.append(c);
            }
        }
        if (depth != 0) {
            throw bad(where, expr, "unclosed '['");
        }
        flush(tok, out, where, expr);
        if (out.isEmpty()) {
            throw bad(where, expr, "no host names");
        }
        return out;
    }

    private static void flush(StringBuilder tok, List<String> out, String where, String expr) {
        if (tok.length() > 0) {
            expandToken(tok.toString(), out, where, expr);
            tok.setLength(0);
        }
    }

    private static void expandToken(String tok, List<String> out, String where, String expr) {
        int open = tok.indexOf('[');
        if (open < 0) {
            out.add(tok);
            return;
        }
        int close = tok.indexOf(']', open);
        String pre = tok.substring(0, open);
        String body = tok.substring(open + 1, close);
        String post = tok.substring(close + 1);
        if (body.isEmpty()) {
            throw bad(where, expr, "empty brackets in '" + tok + "'");
        }
        for (String r : body.split(",", -1)) {
            int dash = r.indexOf('-');
            String lo = dash < 0 ? r : r.substring(0, dash);
            String hi = dash < 0 ? r : r.substring(dash + 1);
            if (!lo.matches("[0-9]+") || !hi.matches("[0-9]+")) {
                throw bad(where, expr, "range '" + r + "' in '" + tok + "' is not N or N-M");
            }
            long a = Long.parseLong(lo);
            long b = Long.parseLong(hi);
            if (b < a) {
                throw bad(where, expr, "range '" + r + "' runs backwards");
            }
            if (b - a >= MAX_HOSTS || out.size() + (b - a) >= MAX_HOSTS) {
                throw bad(where, expr, "more than " + MAX_HOSTS + " hosts");
            }
            for (long n = a; n <= b; n++) {
                String num = String.format("%0" + lo.length() + "d", n);
                expandToken(pre + num + post, out, where, expr);
            }
        }
    }

    private static ClusterjobException bad(String where, String expr, String why) {
        return ClusterjobException.badInput(where, "malformed hostlist '" + expr + "': " + why
                + " (expected e.g. node[01-04,07],gpu-b5)");
    }

    /** Compresses host names into one expression with bracket ranges, keeping order (node1,node2,node5 -> node[1-2,5]). */
    public static String compress(List<String> hosts) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < hosts.size()) {
            String h = hosts.get(i);
            int split = numericSuffixStart(h);
            if (split == h.length()) {
                append(out, h);
                i++;
                continue;
            }
            String prefix = h.substring(0, split);
            int width = h.length() - split;
            List<long[]> ranges = new ArrayList<>();
            int j = i;
            while (j < hosts.size()) {
                String x = hosts.get(j);
                int s = numericSuffixStart(x);
                if (s == x.length() || !x.substring(0, s).equals(prefix) || x.length() - s != width) {
                    break;
                }
                long n = Long.parseLong(x.substring(s));
                if (!ranges.isEmpty() && ranges.get(ranges.size() - 1)[1] + 1 == n) {
                    ranges.get(ranges.size() - 1)[1] = n;
                } else {
                    ranges.add(new long[] {n, n});
                }
                j++;
            }
            if (j - i == 1) {
                append(out, h);
            } else {
                StringBuilder b = new StringBuilder(prefix).append('[');
                for (int k = 0; k < ranges.size(); k++) {
                    long[] r = ranges.get(k);
                    if (k > 0) {
                        b.append(',');
                    }
                    b.append(String.format("%0" + width + "d", r[0]));
                    if (r[1] != r[0]) {
                        b.append('-').append(String.format("%0" + width + "d", r[1]));
                    }
                }
                append(out, b.append(']').toString());
            }
            i = j;
        }
        return out.toString();
    }

    private static void append(StringBuilder out, String s) {
        if (out.length() > 0) {
            out.append(',');
        }
        out.append(s);
    }

    private static int numericSuffixStart(String h) {
        int k = h.length();
        while (k > 0 && Character.isDigit(h.charAt(k - 1))) {
            k--;
        }
        return k;
    }

    private static int compareHosts(String a, String b) {
        int sa = numericSuffixStart(a);
        int sb = numericSuffixStart(b);
        int c = natural(a.substring(0, sa), b.substring(0, sb));
        if (c != 0) {
            return c;
        }
        boolean numberA = sa < a.length();
        boolean numberB = sb < b.length();
        if (numberA != numberB) {
            return numberA ? 1 : -1;
        }
        c = byValue(a.substring(sa), b.substring(sb));
        return c != 0 ? c : Integer.compare(a.length() - sa, b.length() - sb);
    }

    /** strnatcmp's order: runs of digits compared by value, everything else by character. */
    private static int natural(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            if (Character.isDigit(a.charAt(i)) && Character.isDigit(b.charAt(j))) {
                int ei = i;
                int ej = j;
                while (ei < a.length() && Character.isDigit(a.charAt(ei))) {
                    ei++;
                }
                while (ej < b.length() && Character.isDigit(b.charAt(ej))) {
                    ej++;
                }
                int c = byValue(a.substring(i, ei), b.substring(j, ej));
                if (c != 0) {
                    return c;
                }
                i = ei;
                j = ej;
            } else {
                if (a.charAt(i) != b.charAt(j)) {
                    return Character.compare(a.charAt(i), b.charAt(j));
                }
                i++;
                j++;
            }
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    /** Two runs of digits by their value (of any length). */
    private static int byValue(String a, String b) {
        String x = a.replaceFirst("^0+(?=.)", "");
        String y = b.replaceFirst("^0+(?=.)", "");
        return x.length() != y.length() ? Integer.compare(x.length(), y.length()) : x.compareTo(y);
    }
}
