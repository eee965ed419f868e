package dev.clusterjob.slurm;

/**
 * One job as a status command saw it. Fields a command does not report are null.
 *
 * @param id job id as Slurm prints it ("123", "123_4" for an array task)
 * @param elapsed run time as Slurm prints it ([D-]HH:MM:SS or M:SS)
 * @param nodes node count (for a pending job: the requested count)
 * @param nodeList allocated nodes as a hostlist expression, null when none yet
 * @param reason why the job is in its state ("Resources", "NonZeroExitCode"), null for "None"
 * @param exit exit code and signal, null when unknown
 * @param comment the job's --comment (where clusterjob puts its submit tag)
 * @param stdout standard output path (scontrol only)
 * @param stderr standard error path (scontrol only)
 * @param workDir working directory (scontrol only)
 * @param user user name (scontrol only)
 */
public record JobInfo(String id, String name, JobState state, String elapsed, Integer nodes, String nodeList,
                      String reason, ExitStatus exit, String comment, String stdout, String stderr, String workDir,
                      String user) {

    /** A minimal record (tests and the journal). */
    public static JobInfo of(String id, JobState state) {
        return new JobInfo(id, null, state, null, null, null, null, null, null, null, null, null, null);
    }

    public JobInfo withState(JobState s) {
        return new JobInfo(id, name, s, elapsed, nodes, nodeList, reason, exit, comment, stdout, stderr, workDir, user);
    }

    public JobInfo withExit(ExitStatus e) {
        return new JobInfo(id, name, state, elapsed, nodes, nodeList, reason, e, comment, stdout, stderr, workDir, user);
    }
}
