package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The scheduler's side of a failed job (issue 26, fifth round): Slurm's hung prologs, held jobs, cpu-binding refusals,
 * slurmctld's RPC refusals and a preemption that ends the job. One row per wording, each written from Slurm's format
 * string (the last column says which; rules.yaml's doc5a block says the same): the codes of the findings in order, and
 * the host and peer of the first. {@code \n} in a row is a line break. The real logs these were checked on are in the open
 * corpus (realworld/doctor, the doc5a block of index.tsv).
 */
class SchedulerWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            slurmstepd: error: Prolog hung on node worker-X | slurm.launch-failed | worker-X | | slurmd_common.c _prolog_timer (21.08-25.05), req.c before: "Prolog hung on node %s", as slurmstepd prints it
            srun: Prolog hung on node gpu-03.cluster | slurm.launch-failed | gpu-03.cluster | | the same job notification as srun prints it
            salloc: Prolog hung on node n12, | slurm.launch-failed | n12 | | the same in salloc, a comma after the node is no part of it
            [2024-05-02T10:11:12.345] error: validate_node_specs: Prolog or job env setup failure on node gpu-07, draining the node | slurm.launch-failed | gpu-07 | | slurmctld node_mgr.c (20.11-24.11): "%s: Prolog or job env setup failure on node %s, draining the node"
            [2024-05-02T10:11:12.345] error: Prolog/Epilog failure on nodes n[3-4], set to state DRAIN | slurm.launch-failed | n[3-4] | | slurmctld agent.c: "Prolog/Epilog failure on nodes %s%s"
            REASON               USER      TIMESTAMP           NODELIST\\nProlog error         slurm     2024-05-02T10:11:12 gpu-07 | slurm.launch-failed | gpu-07 | | `sinfo -R` ("%20E %9u %19H %N") with slurmctld's drain reason "Prolog error"
            Job env setup error  root      2024-05-02T10:11:12 n[1-2] | slurm.launch-failed | n[1-2] | | the same for "Job env setup error" (--get-user-env failed)
            Kill task failed     root      2024-05-02T10:11:12 n9 | - | | | another drain reason is not a prolog failure
            80634  n2  get_phone_alignments.sh  PENDING  0:00  1 (launch failed requeued held) | slurm.launch-failed | | | slurmctld job_mgr.c (17.02-25.05) state_desc "launch failed requeued held", squeue's NODELIST(REASON) in parentheses
            80634  n2  get.sh  PD  0:00  1 (user env retrieval failed requeued held) | slurm.launch-failed | | | the same for --get-user-env: "user env retrieval failed requeued held"
               JobState=PENDING Reason=launch_failed_requeued_held Dependency=(null)\\n   Requeue=1 Restarts=1 BatchFlag=1 Reboot=0 ExitCode=0:0\\n   NodeList=(null)\\n   BatchHost=yea-node-n2-23 | slurm.launch-failed | yea-node-n2-23 | | scontrol show job: Reason= with underscores, BatchHost= the node that failed the launch
            srun: error: Unable to satisfy cpu bind request | slurm.launch-failed | | | slurm_errno.c ESLURMD_CPU_BIND_ERROR (22.05-25.05): "Unable to satisfy cpu bind request", alone
            srun: error: CPU binding outside of job step allocation, allocated CPUs are: 0x34000004. | slurm.launch-failed | | | task/affinity dist_tasks.c (22.05-25.05): "CPU binding outside of job step allocation, allocated CPUs are: %s."
            srun: error: CPU binding outside of job step allocation, allocated CPUs are: 0x3.\\nsrun: error: Task launch for StepId=9.1 failed on node n3: Unable to satisfy cpu bind request | slurm.launch-failed | n3 | | with the node's "Task launch for %ps failed on node %s: %m" after it: that line names the node, the binding line adds nothing
            Ignoring user CPU binding outside of job step allocation, allocated CPUs are: 0x3. | - | | | 21.08's info(): the binding was ignored, the step ran
            [2023-12-14T10:00:00.123] _slurm_rpc_submit_batch_job: Invalid account or account/partition combination specified | slurm.allocation-failed | | | slurmctld proc_req.c (20.11-25.05): info("%s: %s", __func__, slurm_strerror(error_code)) in slurmctld.log
            [2018-01-01T00:00:00.001] _slurm_rpc_allocate_resources: Requested node configuration is not available  | slurm.allocation-failed | | | 17.02-20.02: "_slurm_rpc_allocate_resources: %s " with its trailing blank
            _slurm_rpc_submit_batch_het_job: Job violates accounting/QOS policy (job submit limit, user's size and/or time limits) | slurm.allocation-failed | | | the het-job RPC, as a portal shows the text
            [2022-05-27T10:42:30.155] _slurm_rpc_submit_batch_job: JobId=127441 InitPrio=5772 usec=1032 | - | | | the same function's success line: "%s: JobId=%u InitPrio=%u %s"
            [2022-05-27T10:42:30.509] sched: _slurm_rpc_allocate_resources JobId=127442 NodeList=c014 usec=9 | - | | | 17.02's success line, without the colon
            RuntimeError: Timed out initializing process group in store based barrier on rank: 0, for key: store_based_barrier_key:1 (world_size=8, worker_count=16, timeout=0:30:00)\\nslurmstepd: error: *** JOB 37361369 ON learnfair5146 CANCELLED AT 2021-03-15T18:00:46 DUE TO PREEMPTION *** | slurm.preempted,torch.rendezvous-timeout | learnfair5146 | | slurmstepd req.c "*** %s ON %s CANCELLED AT %s DUE TO PREEMPTION ***": the preemption ends the job, the error its ranks print is after it in time even when pasted above
                   JobID    JobName  Partition    Account  AllocCPUS      State ExitCode \\n------------ ---------- ---------- ---------- ---------- ---------- -------- \\n12345          train.sh        gpu    project         16  NODE_FAIL      0:0 \\n12345.batch       batch               project         16  CANCELLED     0:15  | slurm.node-fail | | | sacct's default columns: slurm_protocol_defs.c job_state_string (17.02-25.05) "NODE_FAIL" in the State column of the job's row
            12345+1         het        gpu    project          8  BOOT_FAIL      0:0 | slurm.node-fail | | | the same for "BOOT_FAIL", a het job's component id
            12345_7|train|gpu|proj|64|OUT_OF_MEMORY|0:125| | slurm.oom | | | sacct -P: '|' between the columns, an array task's id, "OUT_OF_MEMORY"
            4919729         regenie      batch       acct         32 OUT_OF_ME+    0:125 | slurm.oom | | | sacct's 10-wide State column cuts it to "OUT_OF_ME+"
            $ sacct -j 55 -X -o jobid,state\\n55             DEADLINE | slurm.time-limit | | | sacct -o with State last: "DEADLINE" (--deadline reached)
            12345.0          python                 proj         64    TIMEOUT      0:0 | slurm.time-limit | | | a step's row: "TIMEOUT"
               JobState=TIMEOUT Reason=TimeLimit Dependency=(null) | slurm.time-limit | | | scontrol show job: "JobState=%s Reason=%s Dependency=%s"
               JobState=NODE_FAIL Reason=NodeDown Dependency=(null) | slurm.node-fail | | | the same for NODE_FAIL
               JobState=PREEMPTED Reason=None Dependency=(null) | slurm.preempted | | | the same for PREEMPTED
            22105866      TestJob background       mgmt         20  COMPLETED      0:0 | - | | | a job that completed is no finding
            export NCCL_TIMEOUT=1800 # 3 TIMEOUT retries | - | | | the words outside a sacct row or JobState= are no job state
            12345          train.sh        gpu    project         16  NODE_FAIL      0:0 \\n12345.batch       batch               project         16  CANCELLED     0:15 \\n12345.extern     extern               project         16  COMPLETED      0:0  | slurm.node-fail | | | sacct pads every row to one width: a paste of several rows reads as a log cut at that column, the job's row inside the joined line
            55             TIMEOUT    n1 | - | | | TIMEOUT, a word prose uses too, counts only before an ExitCode, at the line's end or before Reason=
            yhrun: error: cn1234: task 3: Exited with exit code 1\\nyhrun: Terminating job step 5555.0 | slurm.task-failed | cn1234 | | Tianhe-2's yhrun (srun renamed) prints srun's task_state.c "%s: %s %s: Exited with exit code %d", without "srun: error: " in it
            yhrun: error: cn[1234-1235]: tasks 0-23: Killed | slurm.task-killed | cn[1234-1235] | | the same for srun's strsignal text "Killed"
            slurmstepd: error: *** JOB 99 ON gpu-02 CANCELLED AT 2025-06-01T10:00:00 DUE to SIGNAL Terminated *** | slurm.cancelled | gpu-02 | | slurmstepd req.c (25.05): "*** %s ON %s CANCELLED AT %s DUE to SIGNAL %s ***" with strsignal's text
            1655360|FAILED|127:0\\n1655360.batch|FAILED|127:0 | launch.command-not-found | | | sacct -b -P: State "FAILED" (job_state_string) and ExitCode "%d:%d" (exit code, signal): 127, a program not found
            12345            train.sh        gpu    project         16     FAILED      1:0 | slurm.task-failed | | | sacct's default columns: FAILED with exit code 1
            12345.0          python                 project         64     FAILED    137:0 | slurm.task-failed | | | a step that FAILED with 137 (128+9: killed)
            12345            train.sh        gpu    project         16     FAILED | - | | | FAILED without an ExitCode column says nothing of why
            slurmstepd-n8: error: container_p_join: open failed /scratch/119383/.active: No such file or directory\\nslurmstepd-n8: error: container_g_join failed: 119383 | slurm.launch-failed | n8 | | doc12: job_container/tmpfs container_p_join "open failed %s: %m", then "container_g_join failed: %u"
            [2021-08-25T09:09:02.859] [15.0] error: container_p_join: setns failed for /slurm-tmp/15/.ns: Invalid argument | slurm.launch-failed | | | doc12: the same plugin's "setns failed for %s: %m" in slurmd's log
            [2021-08-25T09:09:02.858] [15.0] debug:  job_container/tmpfs: _read_slurm_jc_conf: Reading job_container.conf file /etc/slurm/job_container.conf | - | | | doc12: the plugin's debug line is no finding
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\s\\|(?=\\s)");
    }

    /** 25.05's cancel line names the signal by strsignal's text ("Terminated"), not by its SIG name: the message says it as such. */
    @Test
    void aCancelBySignalNamesTheSignalAsSlurmWroteIt() throws IOException {
        String line = "slurmstepd: error: *** JOB 99 ON gpu-02 CANCELLED AT 2025-06-01T10:00:00 DUE to SIGNAL Terminated ***\n";
        Finding f = DOCTOR.diagnose("job.out", new BufferedReader(new StringReader(line)), NodeMap.empty()).get(0);
        assertEquals("job 99 was cancelled at 2025-06-01T10:00:00 by signal Terminated (scancel by a user or an admin)", f.message());
    }
}
