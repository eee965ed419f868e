package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * slurmctld's and slurmd's own log lines about a node or a step that failed, as admins paste slurmctld.log, slurmd.log or a journal
 * beside a failed job: each names its cause code and the node, in the hostlist form too. The lines are Slurm's format strings
 * (src/slurmctld job_mgr.c, step_mgr.c, ping_nodes.c, node_mgr.c, src/slurmd, 20.11-25.11), stamped as slurmctld writes its log
 * ("[2025-01-01T10:00:00.123] "), as the journal shows them ("HOST slurmctld[PID]: ") and bare; the negatives are slurmctld's lines of a
 * healthy job and node. Columns: the codes of the findings in order ("-": none), the host of the first, its peer, the source.
 * {@code \n} is a line break.
 */
class SlurmctldLogWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [2025-01-01T10:00:00.123] Killing JobId=123 on failed node gpu07 | slurm.node-fail | gpu07 |  | job_mgr.c (20.11-25.11) info("Killing %pJ on failed node %s"), stamped
            Killing JobId=4567_3(4570) on failed node gpu-a100-07 | slurm.node-fail | gpu-a100-07 |  | the same, bare, an array task's %pJ
            [2025-01-01T10:00:00.123] Killing StepId=123.0 on failed node nid001234 | slurm.node-fail | nid001234 |  | step_mgr.c (20.11-23.02) info("Killing %pS on failed node %s")
            [2025-01-01T10:00:00.123] Killing StepId=123.0 due to failed node node-1.cluster.local | slurm.node-fail | node-1.cluster.local |  | step_mgr.c (20.11) info("Killing %pS due to failed node %s")
            [2020-01-01T10:00:00.123] Killing JobId=123 StepId=0 on failed node gpu07 | slurm.node-fail | gpu07 |  | step_mgr.c (19.05-20.02) "Killing %pS on failed node %s", %pS as "JobId=%u StepId=%u"
            [2018-01-01T10:00:00.123] Killing job_id 123 on failed node gpu07\\n[2018-01-01T10:00:00.124] requeue job 124 due to failure of node gpu07 | slurm.node-fail | gpu07 |  | job_mgr.c (17.02) "Killing job_id %u on failed node %s", "requeue job %u due to failure of node %s"
            Jan 01 10:00:00 ctl01 slurmctld[1234]: Killing JobId=123 on failed node gpu07 | slurm.node-fail | gpu07 |  | the journal's line: the controller's host is not the failed node
            [2025-01-01T10:00:00.123] error: Nodes gpu07 not responding, setting DOWN | slurm.node-fail | gpu07 |  | ping_nodes.c (2.x-25.11) error("Nodes %s not responding, setting DOWN"), stamped
            [2025-01-01T10:00:00.123] error: Nodes gpu[07-08] not responding, setting DOWN | slurm.node-fail | gpu[07-08] |  | the same, a hostlist
            [2025-01-01T10:00:00.123] requeue job JobId=123 due to failure of node gpu07 | slurm.node-fail | gpu07 |  | job_mgr.c (20.11-25.11) info("requeue job %pJ due to failure of node %s")
            [2025-01-01T10:00:00.123] requeue JobId=123 due to failure of node gpu07 | slurm.node-fail | gpu07 |  | job_mgr.c (20.11-23.02) info("requeue %pJ due to failure of node %s")
            [2025-01-01T09:59:00.001] error: Nodes gpu07 not responding, setting DOWN\\n[2025-01-01T09:59:00.002] Killing JobId=123 on failed node gpu07\\n[2025-01-01T09:59:00.003] requeue job JobId=124 due to failure of node gpu07 | slurm.node-fail | gpu07 |  | ping_nodes.c's line that set the node DOWN, then the jobs killed and requeued on it: one finding
            [2025-01-01T10:00:00.001] node q1-dy-c5-1 not resumed by ResumeTimeout(300), setting DOWN and POWERED_DOWN\\n[2025-01-01T10:00:00.002] requeue job JobId=10 due to failure of node q1-dy-c5-1 | slurm.launch-failed,slurm.node-fail | q1-dy-c5-1 |  | power_save.c (23.02-25.11) "node %s not resumed by ResumeTimeout(%d), setting DOWN and POWERED_DOWN" before the requeue: the node that never came up stays the cause
            [2025-01-01T10:00:00.123] error: Removing failed node gpu07 from JobId=123 | slurm.node-fail | gpu07 |  | job_mgr.c (20.11-25.11) error("Removing failed node %s from %pJ") (--no-kill)
            [2025-01-01T10:00:00.123] Batch JobId=123 missing from batch node gpu07 (not found BatchStartTime after startup) | slurm.node-fail | gpu07 |  | job_mgr.c (20.11-25.11) info("Batch %pJ missing from batch node %s (not found BatchStartTime after startup)%s")
            [2025-01-01T10:00:00.123] Batch JobId=123 missing from batch node gpu07 (not found BatchStartTime after startup), Requeuing job | slurm.node-fail | gpu07 |  | the same with ", Requeuing job"
            [2025-01-01T09:00:00.001] sched: Allocate JobId=123 NodeList=gpu07 #CPUs=8 Partition=gpu\\n[2025-01-01T10:00:00.123] _job_complete: JobId=123 cancelled by node failure | slurm.node-fail | gpu07 |  | job_mgr.c (20.11-25.11) info("%s: %pJ cancelled by node failure"): the node from the Allocate line
            [2025-01-01T09:00:00.001] sched: Allocate JobId=123 NodeList=gpu07 #CPUs=8 Partition=gpu\\n[2025-01-01T10:00:00.123] _job_complete: JobId=123 WTERMSIG 9 | slurm.task-killed | gpu07 |  | job_mgr.c (20.11-25.11) info("%s: %pJ WTERMSIG %d"): the node from the Allocate line
            [2025-01-01T10:00:00.123] update_node: node gpu07 reason set to: Kill task failed | slurm.node-fail | gpu07 |  | node_mgr.c (20.11-25.11) info("update_node: node %s reason set to: %s") with the drain reason of an unkillable step
            Jan 01 10:00:00 ctl01.example.org slurmctld[1234]: update_node: node gpu-a100-07 reason set to: Kill task failed | slurm.node-fail | gpu-a100-07 |  | the same in the journal
            [2025-01-01T10:00:00.123] update_node: node cn106 reason set to: Job step not running | slurm.node-fail | cn106 |  | the same with slurmstepd's other drain reason (step_terminate_monitor.c, slurm_strerror(ESLURMD_JOB_NOTRUNNING))
            [2025-01-01T10:00:00.123] Requeue job JobId=123 due to node failure | slurm.node-fail |  |  | read_config.c (23.02-25.11) info("Requeue job %pJ due to node failure"): no node named, none learned
            [2025-01-01T09:00:00.001] sched: Allocate JobId=123 NodeList=nid001234 #CPUs=8 Partition=gpu\\n[2025-01-01T10:00:00.123] _job_complete: requeue JobId=123 due to node failure | slurm.node-fail | nid001234 |  | job_mgr.c (20.11-25.11) info("%s: requeue %pJ due to node failure")
            srun: error: Node failure on gpu[07-08] | slurm.node-fail | gpu[07-08] |  | srun and salloc (20.11-25.11) error("Node failure on %s"), a hostlist
            [2025-01-01T10:00:00.123] [123.0] error: *** STEP 123.0 STEPD TERMINATED ON gpu07 AT 2025-01-01T10:00:00 DUE TO JOB NOT ENDING WITH SIGNALS *** | slurm.node-fail | gpu07 |  | slurmd.log, slurmstepd's step_terminate_monitor.c (19.05-25.11) with its [JOB.STEP] tag
            [2025-01-01T10:00:00.123] error: [job 123] prolog failed status=1:0 | slurm.launch-failed |  |  | slurmd.log req.c (20.11-25.05) error("[job %u] prolog failed status=%d:%d")
            [2025-01-01T10:00:00.123] error: Prolog failed on node gpu07 | slurm.launch-failed | gpu07 |  | node_mgr.c (20.11) error("Prolog failed on node %s")
            [2025-01-01T09:00:00.001] sched: Allocate JobId=123 NodeList=gpu[07-08] #CPUs=16 Partition=gpu | - |  |  | negative: job_scheduler.c's allocation
            [2025-01-01T10:00:00.123] _job_complete: JobId=123 WEXITSTATUS 0\\n[2025-01-01T10:00:00.123] _job_complete: JobId=123 done | - |  |  | negative: job_mgr.c's normal end
            [2025-01-01T10:00:00.123] update_node: node gpu07 reason set to: Not responding | - |  |  | negative: slurmctld sets "Not responding" without this line, so it is an admin's own text here
            [2025-01-01T10:00:00.123] Node gpu07 now responding | - |  |  | negative: node_mgr.c info("Node %s now responding")
            [2025-01-01T10:00:00.123] update_node: node gpu07 reason set to: maintenance | - |  |  | negative: an admin's drain reason names no failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
