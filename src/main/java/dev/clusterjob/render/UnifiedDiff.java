package dev.clusterjob.render;

import java.util.ArrayList;
import java.util.List;

/**
 * A unified diff (as {@code diff -u} prints it) of two texts, line by line, by longest common subsequence.
 * A last line without a final newline differs from the same line with one, and is followed by
 * {@code \ No newline at end of file}, as GNU diff writes it and patch reads it.
 */
public final class UnifiedDiff {
    private static final int CONTEXT = 3;

    private UnifiedDiff() {
    }

    /** One line of a text; {@code noNewline} marks a final line that has no newline. */
    private record Line(String text, boolean noNewline) {
    }

    /** One line of the edit script: kept (' '), deleted from the old text ('-') or inserted from the new ('+'). */
    private record Op(char kind, Line line) {
        boolean inOld() {
            return kind != '+';
        }

        boolean inNew() {
            return kind != '-';
        }
    }

    /** Returns "" when the texts are equal. */
    public static String diff(String oldName, String oldText, String newName, String newText) {
        List<Op> ops = edits(lines(oldText), lines(newText));
        if (ops.stream().allMatch(o -> o.kind() == ' ')) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        out.append("--- ").append(oldName).append('\n').append("+++ ").append(newName).append('\n');
        int k = 0;
        while (k < ops.size()) {
            if (ops.get(k).kind() == ' ') {
                k++;
                continue;
            }
            int start = Math.max(0, k - CONTEXT);
            int end = hunkEnd(ops, k);
            hunk(ops, start, end, out);
            k = end;
        }
        return out.toString();
    }

    private static List<Line> lines(String text) {
        List<String> l = text.lines().toList();
        List<Line> out = new ArrayList<>();
        for (int i = 0; i < l.size(); i++) {
            out.add(new Line(l.get(i), i == l.size() - 1 && !text.endsWith("\n")));
        }
        return out;
    }

    /** The shortest edit script from {@code a} to {@code b}, from the longest common subsequence table. */
    private static List<Op> edits(List<Line> a, List<Line> b) {
        int n = a.size();
        int m = b.size();
        int[][] lcs = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                lcs[i][j] = a.get(i).equals(b.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        List<Op> ops = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && a.get(i).equals(b.get(j))) {
                ops.add(new Op(' ', a.get(i++)));
                j++;
            } else if (i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1])) {
                ops.add(new Op('-', a.get(i++)));
            } else {
                ops.add(new Op('+', b.get(j++)));
            }
        }
        return ops;
    }

    /** The end (exclusive) of the hunk whose first change is at {@code k}: changes within 2*CONTEXT of each other share a hunk. */
    private static int hunkEnd(List<Op> ops, int k) {
        int last = k;
        for (int end = k; end < ops.size(); end++) {
            if (ops.get(end).kind() != ' ') {
                last = end;
            } else if (end - last > 2 * CONTEXT) {
                break;
            }
        }
        return Math.min(ops.size(), last + CONTEXT + 1);
    }

    /** Appends the hunk {@code ops[start, end)}: its {@code @@ -old +new @@} line, then its lines. */
    private static void hunk(List<Op> ops, int start, int end, StringBuilder out) {
        int oldStart = (int) ops.subList(0, start).stream().filter(Op::inOld).count();
        int newStart = (int) ops.subList(0, start).stream().filter(Op::inNew).count();
        int oldLen = (int) ops.subList(start, end).stream().filter(Op::inOld).count();
        int newLen = (int) ops.subList(start, end).stream().filter(Op::inNew).count();
        out.append("@@ -").append(oldLen == 0 ? oldStart : oldStart + 1).append(',').append(oldLen)
                .append(" +").append(newLen == 0 ? newStart : newStart + 1).append(',').append(newLen).append(" @@\n");
        for (Op op : ops.subList(start, end)) {
            out.append(op.kind()).append(op.line().text()).append('\n');
            if (op.line().noNewline()) {
                out.append("\\ No newline at end of file\n");
            }
        }
    }
}
