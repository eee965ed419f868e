package dev.clusterjob.slurm;

import dev.clusterjob.exec.CommandResult;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * sacct: the accounting record of jobs the controller has forgotten (after MinJobAge).
 * {@code -X} one line per allocation, {@code -n} no header, {@code -P} fields separated by
 * {@code |}; the name comes last so a {@code |} inside it cannot shift the others.
 */
public final class Sacct {
    /** Fields of {@link #argv}. */
    public static final String FORMAT = "JobID,State,ExitCode,Elapsed,NNodes,NodeList,JobName";

    private Sacct() {
    }

    /**
     * {@code sacct -X -n -P --jobs=ID,ID -o ...}. With {@code --jobs} sacct searches from the epoch
     * (sacct(1) "DEFAULT TIME WINDOW"), so an old job is still found.
     */
    public static List<String> argv(List<String> jobIds) {
        if (jobIds.isEmpty()) {
            throw new IllegalArgumentException("no job ids");
        }
        return List.of("sacct", "-X", "-n", "-P", "--jobs=" + String.join(",", jobIds), "-o", FORMAT);
    }

    /** True when sacct says accounting is off ({@code AccountingStorageType=accounting_storage/none}). */
    public static boolean accountingDisabled(CommandResult r) {
        return !r.ok() && r.stderr().toLowerCase(Locale.ROOT).contains("accounting storage is disabled");
    }

    /**
     * Parses {@link #FORMAT} lines. State may read {@code CANCELLED by 1000}; a requeued job has
     * one line per run unless {@code -D} is given, and the last line wins.
     */
    public static Map<String, JobInfo> parse(String stdout) {
        Map<String, JobInfo> jobs = new LinkedHashMap<>();
        for (String line : stdout.split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.split("\\|", 7);
            if (f.length < 7 || f[0].isBlank()) {
                continue;
            }
            String id = f[0].trim();
            jobs.put(id, JobInfo.builder(id, JobState.parse(f[1])).name(f[6].stripTrailing())
                    .elapsed(Squeue.blankToNull(f[3])).nodes(Squeue.leadingInt(f[4])).nodeList(Squeue.nodeList(f[5]))
                    .exit(ExitStatus.parse(f[2])).build());
        }
        return jobs;
    }
}
