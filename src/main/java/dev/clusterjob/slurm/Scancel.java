package dev.clusterjob.slurm;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** scancel: the cancel argv and the per-job complaints it prints. */
public final class Scancel {
    private static final Pattern KILL_ERROR = Pattern.compile("Kill job error on job id ([0-9_.+\\[\\]-]+): (.*)");

    private Scancel() {
    }

    /**
     * {@code scancel -v ID...}: without {@code -v} scancel exits 0 and prints nothing for an unknown
     * id (captured on 22.05), so the caller could not tell a cancelled job from a typo.
     */
    public static List<String> argv(List<String> jobIds) {
        if (jobIds.isEmpty()) {
            throw new IllegalArgumentException("no job ids");
        }
        List<String> a = new ArrayList<>();
        a.add("scancel");
        a.add("-v");
        a.addAll(jobIds);
        return a;
    }

    /** One job scancel complained about; {@code alreadyDone} when it had already finished (not a failure). */
    public record Complaint(String jobId, String message, boolean alreadyDone) {
    }

    /**
     * Parses {@code scancel: error: Kill job error on job id 12: Invalid job id specified} lines.
     * "already completing or completed" means there is nothing left to cancel.
     */
    public static List<Complaint> parse(String stderr) {
        List<Complaint> out = new ArrayList<>();
        for (String line : stderr.split("\n")) {
            Matcher m = KILL_ERROR.matcher(line);
            if (m.find()) {
                String msg = m.group(2).trim();
                out.add(new Complaint(m.group(1), msg, msg.toLowerCase(Locale.ROOT).contains("already completing or completed")));
            }
        }
        return out;
    }
}
