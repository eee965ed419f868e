package dev.clusterjob.logs;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One log line with the prefixes that launchers and log collectors put in front of what the program
 * wrote taken off: the text, and the host, rank and local rank those prefixes named (null when none
 * did). Pure: no I/O, no state; {@link #parse} never returns null.
 *
 * <p>Prefixes taken off, in any order and stacked (a collector's timestamp before mpirun's tag, say):
 * <ul>
 *   <li>Open MPI {@code --tag-output}: {@code [1,0]<stdout>:} / {@code <stderr>:} / {@code <stddiag>:}
 *       (the second number is the rank), with or without a space after the colon;</li>
 *   <li>{@code --timestamp-output} and log collectors: {@code Mon Dec  1 10:00:00 2025} (with or without
 *       brackets), ISO-8601 {@code 2024-05-01T10:00:00.123Z}, {@code 2024-05-01 10:00:00,123},
 *       {@code [2024-05-01 10:00:00]};</li>
 *   <li>{@code srun --label}: {@code 0: }, {@code  12: } (the task number is the rank), heterogeneous
 *       jobs' {@code P1 0: };</li>
 *   <li>pdsh / pdsh-launched deepspeed: {@code host: } (host names with a digit; not
 *       program names such as {@code srun:}, {@code slurmstepd-node1:}, {@code python3:}, {@code mlx5:});</li>
 *   <li>torchrun: {@code [rank3]:} (global rank) and {@code [default0]:} (local rank).</li>
 * </ul>
 * NCCL's own header {@code host:pid:tid [gpu] NCCL INFO ...} is content, not a prefix: it stays in the
 * text, and its host is reported when no prefix named one.
 *
 * @param text      the line without its prefixes
 * @param host      the host a prefix (or NCCL's header) named, or null
 * @param rank      the global rank a prefix named (mpirun tag, srun label, torchrun [rankN]), or null
 * @param localRank the local rank torchrun's {@code [defaultN]:} named, or null
 */
public record LinePrefix(String text, String host, Integer rank, Integer localRank) {
    private static final String CTIME = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \\d]\\d \\d\\d:\\d\\d:\\d\\d \\d{4}";
    private static final String ISO = "\\d{4}-\\d\\d-\\d\\d[T ]\\d\\d:\\d\\d:\\d\\d(?:[.,]\\d{1,9})?(?:Z|[+-]\\d\\d:?\\d\\d)?";

    private static final Pattern MPI_TAG = Pattern.compile("^\\[\\d+,(\\d+)\\]<(?:stdout|stderr|stddiag)>: ?");
    private static final Pattern TIME = Pattern.compile("^(?:\\[(?:" + CTIME + "|" + ISO + ")\\]|" + CTIME + "|" + ISO + "(?=[\\s\\[]))(?:: ?| ?)");
    private static final Pattern SRUN_LABEL = Pattern.compile("^ *(?:P\\d+ )?(\\d{1,6}): ");
    private static final Pattern TORCHRUN = Pattern.compile("^\\[(rank|default)(\\d+)\\]: ?");
    private static final Pattern PDSH = Pattern.compile("^([A-Za-z0-9](?:[A-Za-z0-9.-]{0,252}[A-Za-z0-9])?): ");
    private static final Pattern NCCL_HEADER = Pattern.compile("^([A-Za-z0-9][\\w.-]*):\\d+:\\d+ \\[\\d+\\] ");
    /** Words before ": " that are programs or libraries talking, never a pdsh host. */
    private static final Pattern NOT_A_HOST = Pattern.compile(
            "(?i)(?:slurmstepd|slurmd|slurmctld|srun|sbatch|salloc|mpirun|mpiexec|orted|prted|prterun|python|pip|ld|mlx|rank|local_rank|cuda|nvcc|gcc|g\\+\\+|bash|sh)(?:[\\d.-].*)?");

    /** Strips every prefix it knows from the start of {@code line} (null reads as ""). */
    public static LinePrefix parse(String line) {
        String s = line == null ? "" : line;
        String host = null;
        Integer rank = null;
        Integer local = null;
        boolean progress = true;
        for (int round = 0; progress && round < 8; round++) {
            progress = false;
            Matcher m;
            if ((m = MPI_TAG.matcher(s)).find()) {
                rank = rank != null ? rank : Integer.valueOf(m.group(1));
            } else if ((m = TORCHRUN.matcher(s)).find()) {
                Integer v = Integer.valueOf(m.group(2));
                if (m.group(1).equals("rank")) {
                    rank = rank != null ? rank : v;
                } else {
                    local = local != null ? local : v;
                }
            } else if ((m = TIME.matcher(s)).find()) {
                // nothing to keep: when it happened is not who
            } else if ((m = SRUN_LABEL.matcher(s)).find()) {
                rank = rank != null ? rank : Integer.valueOf(m.group(1));
            } else if ((m = PDSH.matcher(s)).find() && isHost(m.group(1))) {
                host = host != null ? host : m.group(1);
            } else {
                break;
            }
            if (m.end() > 0) {
                s = s.substring(m.end());
                progress = true;
            }
        }
        if (host == null) {
            Matcher m = NCCL_HEADER.matcher(s);
            if (m.find()) {
                host = m.group(1);
            }
        }
        return new LinePrefix(s, host, rank, local);
    }

    /** The text alone. */
    public static String strip(String line) {
        return parse(line).text();
    }

    /** Whether any prefix was taken off or named someone. */
    public boolean named() {
        return host != null || rank != null || localRank != null;
    }

    /** A pdsh host: has a digit (so "RuntimeError: " and "Traceback: " stay), dotted only as a DNS name, is not all digits, is no program's name. */
    static boolean isHost(String h) {
        if (h.matches("\\d+")) {
            return false;
        }
        if (!h.matches(".*\\d.*")) {
            return false;
        }
        if (h.contains(".") && !h.matches("[a-z0-9-]+(?:\\.[a-z0-9-]+)+")) {
            return false; // a Python name (torch.distributed.DistBackendError), not a host
        }
        if (h.matches("(?i)(?:torch|deepspeed|transformers|accelerate|megatron|apex|nccl|c10d?)\\..*")) {
            return false;
        }
        if (h.matches("\\d+(?:\\.\\d+)+") && !h.matches("\\d{1,3}(?:\\.\\d{1,3}){3}")) {
            return false; // a version number, not an address
        }
        return !NOT_A_HOST.matcher(h.toLowerCase(Locale.ROOT)).matches() && !KEYWORDS.contains(h.toLowerCase(Locale.ROOT));
    }

    private static final Set<String> KEYWORDS = Set.of("e.g", "i.e", "note", "warning", "error");
}
