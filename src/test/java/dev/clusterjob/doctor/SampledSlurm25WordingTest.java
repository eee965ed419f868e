package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Slurm 25.05 and 25.11 as GPU jobs' output shows it: slurmstepd's messages carry a time stamp in brackets where they carried
 * "slurmstepd: " (log.c's daemon prefix, "[%M] error: "), the cancel banner says "DUE to SIGNAL Terminated" for a scancel and
 * "DUE TO TASK FAILURE" for srun's kill of a step; and the same lines as a forum's rich-text editor wrote them into markdown, a
 * backslash before every bracket, star, underscore and tilde. Columns: the codes of the findings in order ("-": none), the host
 * and peer of the first, the source. {@code \n} is a line break.
 */
class SampledSlurm25WordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            (baobab)-\\[algren@gpu044 \\~\\]$ srun: Job step aborted: Waiting up to 92 seconds for job step to finish.\\nsalloc: Job allocation 6570106 has been revoked.\\n\\[2026-01-16T14:19:31.959\\] error: \\*\\*\\* STEP 6570106.interactive ON gpu044 CANCELLED AT 2026-01-16T14:19:31 DUE TO TIME LIMIT \\*\\*\\*\\nsrun: error: gpu044: task 0: Killed | slurm.time-limit,slurm.launch-failed,slurm.task-killed | gpu044 |  | UNIGE hpc-community thread 4163, post 18: Discourse's escapes over salloc.c's "Job allocation %u has been revoked." and slurmstepd req.c's banner with 25.05's prefix
            \\[2026-01-16T14:02:17.857\\] error: \\*\\*\\* STEP 6561472.interactive ON gpu023 CANCELLED AT 2026-01-16T14:02:17 DUE TO TIME LIMIT \\*\\*\\* | slurm.time-limit | gpu023 |  | the banner line alone as the editor escaped it
            \\[2026-04-01T10:00:00.000\\] error: \\*\\*\\* JOB 4242 ON gpu-07 CANCELLED AT 2026-04-01T10:00:00 DUE TO PREEMPTION \\*\\*\\* | slurm.preempted | gpu-07 |  | req.c "*** %s ON %s CANCELLED AT %s DUE TO PREEMPTION ***" (16.05-25.11) behind 25.05's prefix, escaped
            \\[2026-04-01T10:00:00.000\\] error: \\*\\*\\* JOB 4242 ON gpu-07 CANCELLED AT 2026-04-01T10:00:00 DUE to SIGNAL Terminated \\*\\*\\* | slurm.cancelled | gpu-07 |  | req.c (25.05-25.11) "*** %s ON %s CANCELLED AT %s DUE to SIGNAL %s ***", a scancel, escaped
            \\[2026-02-13T03:50:42.532\\] error: Detected 1 oom\\_kill event in StepId=24039873.batch. Some of the step tasks have been OOM Killed. | slurm.oom |  |  | task/cgroup task_cgroup_memory.c (21.08-25.11) "Detected %lu oom_kill event%s in %ps. Some of the step tasks have been OOM Killed.", its underscore escaped
            \\[2025-12-17T12:59:34.342\\] error: \\*\\*\\* STEP 2243671.21 ON nid006549 CANCELLED AT 2025-12-17T12:59:34 DUE TO TASK FAILURE \\*\\*\\* | slurm.step-killed | nid006549 |  | req.c (25.05-25.11) "*** %s ON %s CANCELLED AT %s DUE TO TASK FAILURE ***" (srun's kill of the other tasks after one failed), escaped
            [2026-02-13T03:50:42.532] error: Could not open output file /scratch/u/logs/train-24039873.out: No such file or directory | slurm.launch-failed |  |  | mgr.c _setup_normal_io (20.11-25.11) "Could not open output file %s: %m" behind 25.05's prefix
            [2026-02-13T03:50:42.532] [24039873.0] error: Could not open error file /scratch/u/logs/train-24039873.err: Permission denied | slurm.launch-failed |  |  | the same in slurmd's log, the step's tag after the time stamp
            [2026-02-13T03:50:42.532] error: _fork_all_tasks: IO setup failed: Slurmd could not connect IO | slurm.launch-failed |  |  | mgr.c _fork_all_tasks (22.05-25.11) "%s: IO setup failed: %s" behind 25.05's prefix
            srun: fatal: --wait-for-children only compatible with proctrack/cgroup plugin | slurm.step-create-failed |  |  | slurm_opt.c arg_set_wait_for_children (25.05-25.11): srun's own refusal where ProctrackType is not proctrack/cgroup
            [2026-06-01T10:00:00.123] error: Failed to validate step StepId=42.0. --wait-for-children requires proctrack/cgroup plugin. | slurm.launch-failed |  |  | negative for the srun rule: slurmstepd.c _validate_step (25.05-25.11), the node's refusal, behind 25.05's prefix
            [ERROR] Could not open output file /tmp/results.csv: Permission denied | - |  |  | negative: a program's own error in brackets, no "error: " after a time stamp
            ld.lld: error: Could not open output file a.out: Permission denied | - |  |  | negative: another program's "error: " on its own label
            re.error: unterminated character set \\[\\d+] at position 0 | - |  |  | negative: a regular expression's own backslashes next to a bare bracket stay, and no Slurm line comes of them
            """;

    private static final String BANNER =
            "[2026-01-16T14:19:31.959] error: *** STEP 6570106.interactive ON gpu044 CANCELLED AT 2026-01-16T14:19:31 DUE TO TIME LIMIT ***";

    /** A session salloc was not told of a time limit in: the message names the inactivity limit; at the limit itself it does not. */
    @Test
    void anAllocationRevokedUntoldNamesTheInactivityLimit() throws IOException {
        String early = WordingRow.diagnose(DOCTOR, "salloc: Job allocation 6570106 has been revoked.\n" + BANNER + "\n").get(0).message();
        String late = WordingRow.diagnose(DOCTOR, "salloc: Job 6570106 has exceeded its time limit and its allocation has been revoked.\n"
                + BANNER + "\n").get(0).message();
        assertTrue(early.contains("InactiveLimit"), early);
        assertFalse(late.contains("InactiveLimit"), late);
    }

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
