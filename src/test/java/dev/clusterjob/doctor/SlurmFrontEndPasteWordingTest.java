package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Slurm's own lines about nodes that failed, tasks that exited and jobs that Slurm ended, in every front end and release and pasted the
 * way users paste them (issue 26, familiar ground from new sources): srun's, salloc's and Tianhe's yhrun's "Node failure on %s" (srun_job.c,
 * salloc.c) with the node's name only, also where a sentence quotes the line in backticks or ends after it; Slurm 1.x-2.x slurmstepd's
 * "slurmd[%s]: " log prefix (mgr.c _slurmd_job_log_init), which names the node of the cancel line after it; slurmstepd's "*** %s ON %s
 * CANCELLED AT %s DUE TO ... ***" and its older forms; task exits as srun and yhrun print them (launch.c / task_state.c); the memory kill
 * lines in a title, a quote or a Chinese reply; seff's "State: %s (exit code %d)" for NODE_FAIL, BOOT_FAIL, TIMEOUT and PREEMPTED. One
 * row per wording and release, host names of several shapes; the codes of the findings in order ("-": none), the host and peer of the
 * first. {@code \n} in a row is a line break.
 */
class SlurmFrontEndPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            yhrun: error: Node failure on cn9232 | slurm.node-fail | cn9232 |  | yhrun (Tianhe-2's srun, Slurm 2.x) srun_job.c "Node failure on %s"
            slurmd[cn9232]: *** JOB 1585974 CANCELLED AT 2016-08-05T16:52:11 DUE TO NODE FAILURE *** | slurm.node-fail | cn9232 |  | Slurm 1.x-2.x slurmstepd's "slurmd[%s]: " prefix (mgr.c _slurmd_job_log_init) before req.c's cancel line
            slurmd[node-12.cluster.local]: *** JOB 77 CANCELLED AT 2014-03-01T10:00:00 *** | slurm.cancelled | node-12.cluster.local |  | the same prefix with a full domain name before a plain cancel (scancel)
            slurmstepd: error: *** JOB 123 ON gpu-a-12 CANCELLED AT 2024-01-01T00:00:00 DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS *** | slurm.node-fail | gpu-a-12 |  | Slurm 20.11-25.x req.c with its pointer to slurmctld's log
            salloc: error: Node failure on worker-1 | slurm.node-fail | worker-1 |  | salloc (salloc.c _node_fail_handler, 20.11-25.x)
            then hit a SLURM-detected **hardware** failure — `NODE_FAIL`, `srun: error: Node failure on c636-121` — at 05:17 UTC. | slurm.node-fail | c636-121 |  | srun's line quoted in backticks inside a sentence (the node's name ends before the backtick)
            The run died with srun: error: Node failure on a100-n07. | slurm.node-fail | a100-n07 |  | srun's line retold in a sentence that ends with a full stop
            > srun: error: Node failure on gpu-1-9 | slurm.node-fail | gpu-1-9 |  | srun's line in a markdown quote
            运行一段时间后又出现错误：yhrun: error: Node failure on cn9232 | slurm.node-fail | cn9232 |  | yhrun's line after a Chinese sentence and a full-width colon
            srun: error: Node failure on multinode-test-dy-hpc7a-efa-1\\nsrun: error: Nodes multinode-test-dy-hpc7a-efa-1 are still not ready\\nsrun: error: Something is wrong with the boot of the nodes. | slurm.node-fail,slurm.launch-failed | multinode-test-dy-hpc7a-efa-1 |  | srun (20.11-25.x) on a cloud node that never booted: the node failure first
            State: NODE_FAIL (exit code 0) | slurm.node-fail |  |  | seff (contribs/seff, 19.05-25.05) "State: %s (exit code %d)" with NODE_FAIL
            State: BOOT_FAIL (exit code 0) | slurm.node-fail |  |  | seff with BOOT_FAIL (a cloud node that did not boot)
            State: TIMEOUT (exit code 0) | slurm.time-limit |  |  | seff with TIMEOUT
            State: PREEMPTED (exit code 0) | slurm.preempted |  |  | seff with PREEMPTED
            **State: NODE_FAIL (exit code 0)** | slurm.node-fail |  |  | seff's line in markdown bold
            报错问题：程序运行报错，`Fatal Error: This program was not built to run in your system. yhrun: error: cn2375: task 0: Exited with exit code 1` | slurm.task-failed | cn2375 |  | yhrun's task exit (launch.c "%s: %s %s: Exited with exit code %d") at the end of a backtick quote in Chinese prose
            ### 运行作业报错 `yhrun: error: Task launch for 2440965.0 failed on node cn2892: Job credential expired` | slurm.launch-failed | cn2892 |  | yhrun's "Task launch for %s failed on node %s: %s" in a markdown heading
            yhrun: error: gpu29: task 0: Killed | slurm.task-killed | gpu29 |  | yhrun's task killed from outside
            srun: error: irene4016: tasks 1-3: Killed ``` | slurm.task-killed | irene4016 |  | srun's tasks killed with a code fence's end joined onto the line
            yhrun: error: cn4234: task 3: Segmentation fault (core dumped) | slurm.task-failed | cn4234 |  | yhrun's crash signal with " (core dumped)"
            srun: error: dgx-3: task 5: Bus error (core dumped) | slurm.task-failed | dgx-3 |  | srun 20.11-25.x launch.c: SIGBUS's strsignal text
            "srun: error: c002: task 0: Killed\\nsrun: Force Terminated StepId=120.0" | slurm.task-killed,slurm.cancelled | c002 |  | srun 20.11+ inside a user's double quotes, "Force Terminated %ps" after it
            slurmstepd: *** JOB 830329 CANCELLED AT 2018-08-06T17:21:44 DUE TO TIME LIMIT on n447 *** | slurm.time-limit | n447 |  | Slurm 14.11-15.08 req.c with the node at the end
            0: slurmstepd: error: *** STEP 9.0 ON gpu-n3 CANCELLED AT 2024-01-01T00:00:00 DUE TO TIME LIMIT *** | slurm.time-limit | gpu-n3 |  | the step's time limit behind srun --label
            slurmstepd: error: *** JOB 77 ON dgx-b200-012 CANCELLED AT 2025-06-02T08:00:00 DUE TO PREEMPTION *** | slurm.preempted | dgx-b200-012 |  | Slurm 16.05-25.x req.c preemption
            slurmstepd: error: Detected 1 oom-kill event(s) | slurm.oom |  |  | an issue's title that cuts slurmstepd's line after the count
            > 想问一下这里被取消是因为GPU的VRAM oom还是什么原因\\nRuntimeError: DataLoader worker (pid(s) 2150614) exited unexpectedly\\nslurmstepd: error: Detected 1 oom-kill event(s) in StepId=15043231.batch. Some of your processes may have been killed by the cgroup out-of-memory handler. | slurm.oom |  |  | Slurm 20.11+ task/cgroup after a Chinese quote reply and the DataLoader's error it explains
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
