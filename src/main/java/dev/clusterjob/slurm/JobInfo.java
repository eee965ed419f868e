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
        return builder(id, state).build();
    }

    /** A builder for the fields a status command reports; those it leaves unset stay null. */
    public static Builder builder(String id, JobState state) {
        return new Builder(id, state);
    }

    /** A builder holding this record's fields, to change some of them. */
    public Builder toBuilder() {
        return new Builder(id, state).name(name).elapsed(elapsed).nodes(nodes).nodeList(nodeList).reason(reason)
                .exit(exit).comment(comment).stdout(stdout).stderr(stderr).workDir(workDir).user(user);
    }

    public JobInfo withState(JobState s) {
        return toBuilder().state(s).build();
    }

    public JobInfo withExit(ExitStatus e) {
        return toBuilder().exit(e).build();
    }

    /** Builds a {@link JobInfo} by field name instead of thirteen positions. */
    public static final class Builder {
        private final String id;
        private JobState state;
        private String name;
        private String elapsed;
        private Integer nodes;
        private String nodeList;
        private String reason;
        private ExitStatus exit;
        private String comment;
        private String stdout;
        private String stderr;
        private String workDir;
        private String user;

        private Builder(String id, JobState state) {
            this.id = id;
            this.state = state;
        }

        public Builder state(JobState v) {
            state = v;
            return this;
        }

        public Builder name(String v) {
            name = v;
            return this;
        }

        public Builder elapsed(String v) {
            elapsed = v;
            return this;
        }

        public Builder nodes(Integer v) {
            nodes = v;
            return this;
        }

        public Builder nodeList(String v) {
            nodeList = v;
            return this;
        }

        public Builder reason(String v) {
            reason = v;
            return this;
        }

        public Builder exit(ExitStatus v) {
            exit = v;
            return this;
        }

        public Builder comment(String v) {
            comment = v;
            return this;
        }

        public Builder stdout(String v) {
            stdout = v;
            return this;
        }

        public Builder stderr(String v) {
            stderr = v;
            return this;
        }

        public Builder workDir(String v) {
            workDir = v;
            return this;
        }

        public Builder user(String v) {
            user = v;
            return this;
        }

        public JobInfo build() {
            return new JobInfo(id, name, state, elapsed, nodes, nodeList, reason, exit, comment, stdout, stderr, workDir, user);
        }
    }
}
