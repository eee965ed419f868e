package dev.clusterjob.quote;

import java.util.ArrayList;
import java.util.List;

/**
 * Rows of cells as aligned text columns, the way squeue and sinfo print theirs: each column as wide as its widest cell,
 * two blanks between columns, the last column unpadded and no blank at a line's end. The first row is usually the
 * header. Cells are printed as given: callers pass text already made safe for a terminal ({@link TerminalText}).
 */
public final class TextColumns {
    private TextColumns() {
    }

    /** One line per row; every row has as many cells as the first. */
    public static List<String> aligned(List<String[]> rows) {
        if (rows.isEmpty()) {
            return List.of();
        }
        int n = rows.get(0).length;
        int[] width = new int[n];
        for (String[] r : rows) {
            if (r.length != n) {
                throw new IllegalArgumentException("a row of " + r.length + " cells in a table of " + n + " columns");
            }
            for (int i = 0; i < n; i++) {
                width[i] = Math.max(width[i], r[i].length());
            }
        }
        List<String> out = new ArrayList<>(rows.size());
        for (String[] r : rows) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < n; i++) {
                b.append(r[i]);
                if (i < n - 1) {
                    b.append(" ".repeat(width[i] - r[i].length() + 2));
                }
            }
            out.add(b.toString().stripTrailing());
        }
        return out;
    }
}
