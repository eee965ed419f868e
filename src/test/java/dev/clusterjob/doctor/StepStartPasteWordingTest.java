package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Slurm steps that cannot start, as users paste them (issue 26, step and container start failures from new sources): srun's step
 * creation refused (with the job id, a placeholder for it, or none), the retries before it, a task launch refused on a node (named, or
 * hidden behind a placeholder), slurmd's failure to start slurmstepd (req.c _forkexec_slurmstepd), slurmstepd's execve(), and pyxis's
 * and enroot's container start; behind srun --label, pdsh-style host prefixes, time stamps, markdown bold and quotes. One row per
 * wording and release, with host names of several shapes; the codes of the findings in order ("-": none), the host and peer of the
 * first. {@code \n} in a row is a line break.
 */
class StepStartPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            srun: error: Unable to create step for job: Requested node configuration is not available | slurm.step-create-failed |  |  | srun src/srun/launch.c (20.11-24.11) "Unable to create step for job %u: %m", quoted in a FAQ without its job id
            0: srun: error: Unable to create step for job 4359715: More processors requested than permitted | slurm.step-create-failed |  |  | the same with the job id, behind srun --label
            It will cause "srun: error: Unable to create step for job xxxxx: Requested node configuration is not available" | slurm.step-create-failed |  |  | the same quoted in an issue title, the job id replaced by the poster
            [2021-03-18 10:00:00] srun: error: Unable to create job step: Invalid generic resource (gres) specification | slurm.step-create-failed |  |  | srun before 20.11 (launch_slurm.c "Unable to create job step: %m"), behind a time stamp
            srun: Job 29986033 step creation temporarily disabled, retrying (Requested nodes are busy)\\nsrun: error: Unable to create step for job 29986033: Memory required by task is not available | slurm.step-create-failed |  |  | srun's retries ("step creation temporarily disabled, retrying (%s)") and then the refusal
            29: srun: Job 9479148 step creation still disabled, retrying (Requested nodes are busy) | - |  |  | srun's retry alone ("step creation still disabled, retrying (%s)"): the step waits, nothing failed yet
            srun: error: Task launch for StepId=125452.4 failed on node [NODENAME]: Unable to layout tasks on given cpus | slurm.launch-failed |  |  | srun launch.c (20.11-24.11) "Task launch for %ps failed on node %s: %m", the node hidden by the poster behind a placeholder
            srun: error: Task launch for StepId=13.0 failed on node gpu-st-p4d-24xlarge-33.cluster.example.org: Invalid job credential | slurm.launch-failed | gpu-st-p4d-24xlarge-33.cluster.example.org |  | the same with a fully qualified node name
            stderr: srun: error: Task launch for 73706.26 failed on node <node>: Communication connection failure | slurm.launch-failed |  |  | launch_slurm.c before 20.11 ("Task launch for %u.%u failed on node %s: %m"), a placeholder in angle brackets, behind a tool's stderr label
            error: _forkexec_slurmstepd: slurmstepd failed to send return code got 0: No error我遇到了这个问题 | slurm.launch-failed |  |  | slurmd req.c _forkexec_slurmstepd (17.02-25.05) "%s: slurmstepd failed to send return code got %d: %m", a Chinese sentence glued to it
            [2020-06-04T17:15:17.344] error: _forkexec_slurmstepd: slurmstepd failed to send return code got 0: No such process | slurm.launch-failed |  |  | the same in slurmd's log with its time stamp (a SPANK plugin that died in its init)
            gpu-node3: error: _forkexec_slurmstepd: Can not read return code from slurmstepd got -1: Connection reset by peer | slurm.launch-failed | gpu-node3 |  | req.c "%s: Can not read return code from slurmstepd got %d: %m", from the node's journal behind pdsh's prefix
            srun: error: task 0 launch failed: Unspecified error | slurm.launch-failed |  |  | libslurm step_launch.c (20.11-25.11) "task %u launch failed: %s" (no node in it)
            **slurmstepd: error: execve(): accelerate: No such file or directory\\nsrun: error: cdr2601: task 1: Exited with exit code 2 | launch.command-not-found,slurm.task-failed | cdr2601 |  | slurmstepd "execve(): %s: %m" in a markdown bold block, the node from srun's task line
            0: slurmstepd: error: pyxis: container start failed with error code: 1\\n0: slurmstepd: error: pyxis: printing enroot log file:\\n0: slurmstepd: error: pyxis:     [ERROR] /etc/enroot/hooks.d/87-slurm.sh exited with return code 1\\n0: slurmstepd: error: pyxis: couldn't start container | pyxis.failed |  |  | pyxis 0.15-0.20 pyxis_slurmstepd.c and enroot 3.x common.sh "[ERROR] %b" (a hook's exit), behind srun --label
            srun: unrecognized option '--container-image'\\nTry "srun --help" for more information | pyxis.failed |  |  | glibc getopt_long "%s: unrecognized option '%s'" for pyxis's option: the plugin is not loaded
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
