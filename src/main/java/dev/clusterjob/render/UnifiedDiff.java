package dev.clusterjob.render;

import java.util.ArrayList;
import java.util.List;

/** A unified diff (as {@code diff -u} prints it) of two texts, line by line, by longest common subsequence. */
public final class UnifiedDiff {
    private static final int CONTEXT = 3;

    private UnifiedDiff() {
    }

    /** Returns "" when the texts are equal. */
    public static String diff(String oldName, String oldText, String newName, String newText) {
        List<String> a = oldText.lines().toList();
        List<String> b = newText.lines().toList();
        int n = a.size();
        int m = b.size();
        int[][] lcs = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                lcs[i][j] = a.get(i).equals(b.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        // ops: ' ' keep, '-' delete from a, '+' insert from b
        List<char[]> ops = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && a.get(i).equals(b.get(j))) {
                ops.add(new char[] {' '});
                texts.add(a.get(i));
                i++;
                j++;
            } else if (i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1])) {
                ops.add(new char[] {'-'});
                texts.add(a.get(i));
                i++;
            } else {
                ops.add(new char[] {'+'});
                texts.add(b.get(j));
                j++;
            }
        }
        boolean endsDiffer = oldText.endsWith("\n") != newText.endsWith("\n");
        if (ops.stream().allMatch(o -> o[0] == ' ') && !endsDiffer) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        out.append("--- ").append(oldName).append('\n').append("+++ ").append(newName).append('\n');
        int k = 0;
        int size = ops.size();
        while (k < size) {
            if (ops.get(k)[0] == ' ') {
                k++;
                continue;
            }
            int start = Math.max(0, k - CONTEXT);
            int end = k;
            // extend the hunk while changes are within 2*CONTEXT of each other
            int last = k;
            while (end < size) {
                if (ops.get(end)[0] != ' ') {
                    last = end;
                } else if (end - last > 2 * CONTEXT) {
                    break;
                }
                end++;
            }
            end = Math.min(size, last + CONTEXT + 1);
            int oldStart = 0;
            int newStart = 0;
            for (int x = 0; x < start; x++) {
                if (ops.get(x)[0] != '+') {
                    oldStart++;
                }
                if (ops.get(x)[0] != '-') {
                    newStart++;
                }
            }
            int oldLen = 0;
            int newLen = 0;
            for (int x = start; x < end; x++) {
                if (ops.get(x)[0] != '+') {
                    oldLen++;
                }
                if (ops.get(x)[0] != '-') {
                    newLen++;
                }
            }
            out.append("@@ -").append(oldLen == 0 ? oldStart : oldStart + 1).append(',').append(oldLen)
                    .append(" +").append(newLen == 0 ? newStart : newStart + 1).append(',').append(newLen).append(" @@\n");
            for (int x = start; x < end; x++) {
                out.append(ops.get(x)[0]).append(texts.get(x)).append('\n');
            }
            k = end;
        }
        if (endsDiffer) {
            out.append("\\ the files differ in their final newline\n");
        }
        return out.toString();
    }
}
