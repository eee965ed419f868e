package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A failed Slurm epilog as its daemons and commands report it: slurmd's own line, slurmctld's lines that drain the node, and the drain
 * reason "Epilog error" in {@code sinfo -R} and {@code scontrol show node}. Each names slurm.epilog-failed and the node; the lines are Slurm's
 * format strings (src/slurmd/slurmd/req.c, src/slurmctld job_mgr.c, proc_req.c, agent.c, 20.11-25.11), stamped, in the journal and bare.
 * The negatives are the healthy epilog's lines; a failed prolog (the job never ran) stays slurm.launch-failed. Columns: the codes of the
 * findings in order ("-": none), the host of the first, its peer, the source. {@code \n} is a line break.
 */
class EpilogFailureWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [2025-01-01T10:00:00.123] error: [job 123] epilog failed status=1:0 | slurm.epilog-failed |  |  | slurmd.log req.c (20.11-25.05) error("[job %u] epilog failed status=%d:%d"), stamped: slurmd's log names no node
            Jan 01 10:00:00 gpu07 slurmd[8713]: error: [job 123] epilog failed status=0:9 | slurm.epilog-failed | gpu07 |  | the same in the journal, which names slurmd's node; killed by a signal
            Jan 01 10:00:00 gpu-a100-07.cluster.local slurmd[8713]: error: [job 123] epilog failed status=1:0 | slurm.epilog-failed | gpu-a100-07.cluster.local |  | the same, a dotted host name
            [2025-12-01T10:00:00.123] error: JobId=123 epilog failed status=2:0 | slurm.epilog-failed |  |  | 25.11 names the job with %pI
            error: JobId=123 SLUID=s1a2b3c4 epilog failed status=1:0 | slurm.epilog-failed |  |  | 25.11 %pI with a SLUID, bare
            [2025-01-01T10:00:00.123] error: job_epilog_complete: JobId=123 epilog error on gpu07, draining the node | slurm.epilog-failed | gpu07 |  | slurmctld job_mgr.c (20.11-25.11) error("%s: %pJ epilog error on %s, draining the node")
            Jan 01 10:00:00 ctl01.example.org slurmctld[1234]: error: job_epilog_complete: JobId=4567_3(4570) epilog error on gpu-a100-07, draining the node | slurm.epilog-failed | gpu-a100-07 |  | the same in the journal (the controller's host is not the node), an array task's %pJ
            job_epilog_complete: JobId=123+0(123) epilog error on nid001234, draining the node | slurm.epilog-failed | nid001234 |  | the same, bare, a heterogeneous job's %pJ
            [2025-01-01T10:00:00.123] error: _slurm_rpc_epilog_complete: epilog error JobId=123 Node=gpu07 Err=Job epilog failed usec=1234 | slurm.epilog-failed | gpu07 |  | proc_req.c (20.11-25.11) error("%s: epilog error %pJ Node=%s Err=%s %s") with TIME_STR
            [2025-01-01T10:00:00.123] error: Epilog failure on host node-1.cluster.local, setting DOWN | slurm.epilog-failed | node-1.cluster.local |  | agent.c (20.11-25.11) error("Epilog failure on host %s, setting DOWN")
            [2025-01-01T10:00:00.001] error: _slurm_rpc_epilog_complete: epilog error JobId=123 Node=gpu07 Err=Job epilog failed usec=12\\n[2025-01-01T10:00:00.002] error: job_epilog_complete: JobId=123 epilog error on gpu07, draining the node | slurm.epilog-failed | gpu07 |  | both slurmctld lines of one failure: one finding
            REASON               USER      TIMESTAMP           NODELIST\\nEpilog error         slurm     2025-01-01T10:00:05 gpu[07-08] | slurm.epilog-failed | gpu[07-08] |  | sinfo -R ("%20E %9u %19H %N") with the drain reason job_mgr.c sets, a hostlist
            NodeName=gpu07 Arch=x86_64 CoresPerSocket=32\\n   CPUAlloc=0 CPUEfctv=64 CPUTot=64 CPULoad=0.01\\n   Gres=gpu:8\\n   NodeAddr=gpu07 NodeHostName=gpu07 Version=23.11.4\\n   RealMemory=1000000 AllocMem=0 FreeMem=990000 Sockets=2 Boards=1\\n   State=IDLE+DRAIN ThreadsPerCore=1 TmpDisk=0 Weight=1 Owner=N/A MCS_label=N/A\\n   Partitions=gpu\\n   CfgTRES=cpu=64,mem=1000000M,billing=64,gres/gpu=8\\n   Reason=Epilog error [slurm@2025-01-01T10:00:05] | slurm.epilog-failed | gpu07 |  | scontrol show node's record: the node from NodeName=, the reason from Reason=%s [%s@%s]
            [2025-01-01T10:00:00.001] error: job_epilog_complete: JobId=123 epilog error on gpu07, draining the node\\n   JobState=NODE_FAIL Reason=NodeDown Dependency=(null) | slurm.epilog-failed,slurm.node-fail | gpu07 |  | the epilog's failure before the job state a user sees: the epilog stays first
            [2025-01-01T10:00:00.123] debug:  completed epilog for jobid 123 | - |  |  | negative: req.c (20.11-24.11) debug("completed epilog for jobid %u")
            [2025-12-01T10:00:00.123] debug:  completed epilog for JobId=123 | - |  |  | negative: 25.11's %pI
            [2025-01-01T10:00:00.123] epilog for job 123 ran for 2 seconds | - |  |  | negative: req.c (20.11) info("epilog for job %u ran for %d seconds")
            [2025-01-01T10:00:00.123] debug2: _slurm_rpc_epilog_complete: JobId=123 Node=gpu07 usec=12 | - |  |  | negative: proc_req.c's healthy debug2("%s: %pJ Node=%s %s")
            NodeName=gpu07 Arch=x86_64 CoresPerSocket=32\\n   State=IDLE+DRAIN ThreadsPerCore=1 TmpDisk=0 Weight=1 Owner=N/A MCS_label=N/A\\n   Reason=maintenance [root@2025-01-01T10:00:05] | - |  |  | negative: an admin's drain reason
            [2025-01-01T10:00:00.123] error: [job 123] prolog failed status=1:0 | slurm.launch-failed |  |  | a failed prolog stays slurm.launch-failed (the job never ran)
            REASON               USER      TIMESTAMP           NODELIST\\nProlog error         slurm     2025-01-01T10:00:05 gpu07 | slurm.launch-failed | gpu07 |  | sinfo -R's "Prolog error" stays slurm.launch-failed
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
