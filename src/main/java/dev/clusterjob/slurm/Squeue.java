package dev.clusterjob.slurm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * squeue: the status of many jobs in ONE call, and the lookup of a job by its submit tag.
 * Uses {@code -O} (long field names) with {@code :0|}: width 0 prints a field whole, the suffix
 * {@code |} separates fields, and the only free-text field (the name) comes last so a {@code |}
 * inside it cannot shift the others. {@code -O} is the only form that carries {@code exit_code},
 * which spares one scontrol call per finished job.
 */
public final class Squeue {
    /** Fields of {@link #statusArgv}: id, state, time used, node count, node list, reason, exit code (either form), name. */
    public static final String STATUS_FORMAT =
            "JobID:0|,State:0|,TimeUsed:0|,NumNodes:0|,NodeList:0|,Reason:0|,exit_code:0|,Name:0";
    /** Fields of {@link #byUserArgv}: id, state, comment (the submit tag lives there). */
    public static final String TAG_FORMAT = "JobID:0|,State:0|,Comment:0";

    private Squeue() {
    }

    /**
     * {@code squeue -h -t all [--me] --jobs=ID,ID... -O ...}: ONE call, and one shape of call,
     * however many ids. {@code -t all} keeps finished jobs in the answer until MinJobAge (default
     * 300 s) instead of letting them vanish. A single id is listed twice: squeue treats exactly one
     * id specially (REQUEST_JOB_INFO_SINGLE plus a federation lookup, and an error instead of an
     * empty answer once the job is gone), so repeating it keeps the RPCs per poll the same for 1
     * job and for 50 (src/squeue/opts.c: {@code list_count(params.job_list) == 1}).
     * {@code --me} (when every job is the caller's) only filters on the client: 22.05's squeue sends
     * REQUEST_JOB_INFO with or without it (sdiag, test resources captures/slurm/sdiag-tracker-*.txt).
     */
    public static List<String> statusArgv(List<String> jobIds, boolean mine) {
        if (jobIds.isEmpty()) {
            throw new IllegalArgumentException("no job ids");
        }
        List<String> ids = jobIds.size() == 1 ? List.of(jobIds.get(0), jobIds.get(0)) : jobIds;
        List<String> a = new ArrayList<>(List.of("squeue", "-h", "-t", "all"));
        if (mine) {
            a.add("--me");
        }
        a.add("--jobs=" + String.join(",", ids));
        a.add("-O");
        a.add(STATUS_FORMAT);
        return a;
    }

    /** {@code squeue -h -t all --me -O JobID,State,Comment}: the caller's jobs with their comments (the tag lookup). */
    public static List<String> byUserArgv() {
        return List.of("squeue", "-h", "-t", "all", "--me", "-O", TAG_FORMAT);
    }

    /**
     * Parses {@link #STATUS_FORMAT} lines into jobs by id, in output order; malformed lines are skipped.
     * The exit status is only kept for ended jobs (squeue prints 0 until a job ends).
     */
    public static Map<String, JobInfo> parseStatus(String stdout) {
        Map<String, JobInfo> jobs = new LinkedHashMap<>();
        for (String line : stdout.split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.split("\\|", 8);
            if (f.length < 8) {
                continue;
            }
            String id = f[0].trim();
            if (id.isEmpty()) {
                continue;
            }
            JobState state = JobState.parse(f[1]);
            // squeue prints exit_code 0 (22.05) or 0:0 (24.11) for a job that has not ended: no exit is known yet;
            // an ended job's is a wait(2) status on 22.05 (23296 = exit 91) and exit:signal on 24.11 (91:0)
            ExitStatus exit = state.terminal() ? ExitStatus.parse(f[6]) : null;
            jobs.put(id, JobInfo.builder(id, state).name(f[7].stripTrailing()).elapsed(blankToNull(f[2]))
                    .nodes(leadingInt(f[3])).nodeList(nodeList(f[4])).reason(reason(f[5])).exit(exit).build());
        }
        return jobs;
    }

    /** One line of the tag lookup. */
    public record Tagged(String jobId, JobState state, String comment) {
    }

    /** Parses {@link #TAG_FORMAT} lines; a job without a comment (squeue prints {@code (null)}) has a null comment. */
    public static List<Tagged> parseTagged(String stdout) {
        List<Tagged> out = new ArrayList<>();
        for (String line : stdout.split("\n")) {
            String[] f = line.split("\\|", 3);
            if (f.length == 3 && !f[0].isBlank()) {
                String comment = f[2].stripTrailing();
                out.add(new Tagged(f[0].trim(), JobState.parse(f[1]), comment.equals("(null)") || comment.isEmpty() ? null : comment));
            }
        }
        return out;
    }

    static String blankToNull(String s) {
        String t = s == null ? "" : s.trim();
        return t.isEmpty() ? null : t;
    }

    /** Slurm prints an empty node list as "", "(null)", "n/a" or "None assigned" depending on the tool and version. */
    static String nodeList(String s) {
        String t = blankToNull(s);
        if (t == null || t.equals("(null)") || t.equalsIgnoreCase("n/a") || t.equalsIgnoreCase("None assigned")) {
            return null;
        }
        return t;
    }

    static String reason(String s) {
        String t = blankToNull(s);
        return t == null || t.equals("None") || t.equals("(null)") ? null : t;
    }

    static Integer leadingInt(String s) {
        String t = s == null ? "" : s.trim();
        int end = 0;
        while (end < t.length() && Character.isDigit(t.charAt(end))) {
            end++;
        }
        if (end == 0 || end > 9) {
            return null;
        }
        return Integer.parseInt(t.substring(0, end));
    }
}
