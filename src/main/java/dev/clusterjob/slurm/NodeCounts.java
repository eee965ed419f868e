package dev.clusterjob.slurm;

import java.util.ArrayList;
import java.util.List;

/**
 * Slurm's compressed per-node counts, as in SLURM_TASKS_PER_NODE and SLURM_JOB_CPUS_PER_NODE:
 * runs of equal counts written {@code N(xK)}, e.g. {@code 2(x3),1} for 2, 2, 2, 1.
 */
public final class NodeCounts {
    private NodeCounts() {
    }

    /** The compressed form of {@code counts}. */
    public static String format(List<Integer> counts) {
        StringBuilder b = new StringBuilder();
        int i = 0;
        while (i < counts.size()) {
            int j = i;
            while (j < counts.size() && counts.get(j).equals(counts.get(i))) {
                j++;
            }
            if (b.length() > 0) {
                b.append(',');
            }
            b.append(counts.get(i));
            if (j - i > 1) {
                b.append("(x").append(j - i).append(')');
            }
            i = j;
        }
        return b.toString();
    }

    /** One count per node from the compressed form; a malformed part is a bad-input error naming {@code where}. */
    public static List<Integer> parse(String text, String where) {
        List<Integer> out = new ArrayList<>();
        for (String part : text.split(",")) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+)(?:\\(x(\\d+)\\))?").matcher(part.strip());
            if (!m.matches()) {
                throw dev.clusterjob.ClusterjobException.badInput(where, "expected counts such as 2(x3),1, got '" + text + "'");
            }
            int n = m.group(2) == null ? 1 : Integer.parseInt(m.group(2));
            for (int k = 0; k < n; k++) {
                out.add(Integer.valueOf(m.group(1)));
            }
        }
        return out;
    }
}
