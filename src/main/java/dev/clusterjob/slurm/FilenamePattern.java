package dev.clusterjob.slurm;

/**
 * sbatch's filename patterns ({@code --output}/{@code --error}; sbatch(1) "filename pattern"):
 * {@code %j} job id, {@code %x} job name, {@code %u} user, {@code %N} first node, {@code %A}/{@code %a}
 * array master id / task index, {@code %J} jobid.stepid, {@code %s} step, {@code %n}/{@code %t}
 * node/task index, {@code %%} a percent sign; a number after {@code %} zero-pads numeric values
 * ({@code job%4j.out} gives job0128.out); a pattern containing a backslash is taken literally
 * without its backslashes. The batch script is step "batch" on node 0, task 0.
 */
public final class FilenamePattern {
    private FilenamePattern() {
    }

    /**
     * What a pattern needs. Null fields leave their symbol unexpanded (e.g. %N before the job has a node).
     *
     * @param arrayJobId the array's master id, null for a plain job (then %A is the job id)
     * @param arrayTaskId the array index, null for a plain job (then %a is 4294967294, as Slurm writes it)
     */
    public record Context(String jobId, String name, String user, String firstNode, String arrayJobId, String arrayTaskId) {
    }

    /** Slurm's NO_VAL-ish value that %a expands to outside an array. */
    static final String NO_ARRAY_TASK = "4294967294";

    public static String expand(String pattern, Context c) {
        if (pattern.indexOf('\\') >= 0) {
            return pattern.replace("\\", "");
        }
        StringBuilder b = new StringBuilder();
        int i = 0;
        while (i < pattern.length()) {
            char ch = pattern.charAt(i);
            if (ch != '%' || i + 1 >= pattern.length()) {
                b.append(ch);
                i++;
                continue;
            }
            int j = i + 1;
            while (j < pattern.length() && Character.isDigit(pattern.charAt(j))) {
                j++;
            }
            if (j >= pattern.length()) {
                b.append(pattern, i, j);
                break;
            }
            int width = j > i + 1 ? Math.min(Integer.parseInt(pattern.substring(i + 1, j)), 10) : 0;
            char sym = pattern.charAt(j);
            String value = switch (sym) {
                case '%' -> "%";
                case 'j' -> pad(c.jobId(), width);
                case 'A' -> pad(c.arrayJobId() != null ? c.arrayJobId() : c.jobId(), width);
                case 'a' -> pad(c.arrayTaskId() != null ? c.arrayTaskId() : NO_ARRAY_TASK, width);
                case 'J' -> c.jobId() == null ? null : pad(c.jobId(), width) + ".batch";
                case 's' -> "batch";
                case 'n', 't' -> pad("0", width);
                case 'x' -> c.name();
                case 'u' -> c.user();
                case 'N' -> c.firstNode();
                default -> null;
            };
            if (value == null) {
                b.append(pattern, i, j + 1);
            } else {
                b.append(value);
            }
            i = j + 1;
        }
        return b.toString();
    }

    /** Whether {@code pattern} still needs {@code %N} (the node is known only once the job runs). */
    public static boolean needsNode(String pattern) {
        return pattern.indexOf('\\') < 0 && pattern.matches("(?s).*%[0-9]*N.*");
    }

    private static String pad(String v, int width) {
        if (v == null || width == 0 || !v.matches("[0-9]+") || v.length() >= width) {
            return v;
        }
        return "0".repeat(width - v.length()) + v;
    }
}
