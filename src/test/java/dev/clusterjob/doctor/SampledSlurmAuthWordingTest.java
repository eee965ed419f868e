package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Slurm's clients that could not authenticate to slurmctld or reach it, pasted with the shell prompt they ran at or with `scontrol
 * ping` beside them. The client's own failure (munge's "Munge encode failed: %s" from auth/munge, slurm_protocol_api.c's "%s:
 * auth_g_create: %s has authentication error", slurm_perror's "%s: %s" with slurm_errno.c's "Protocol authentication error" or
 * "Unable to contact slurm controller (connect failure)") is the prompt's host's when the prompt's command is one of the clients that only
 * talk to slurmctld (squeue, sinfo, scontrol, ...): bash's Red Hat and Debian prompts and SUSE's "> "; srun's and sbatch's prompts
 * are not (their output is other nodes'). `scontrol ping`'s "Slurmctld(%s) at %s is %s" (18.08-25.11) and "Slurmctld(primary/backup) at
 * %s/%s are %s/%s" (before 18.08) name the controller a client could not reach when it says DOWN; UP names none. One row per wording
 * and shape, and auth_munge.c's decode failures with munge's credential errors; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class SampledSlurmAuthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [user105@node1 ~]$ squeue -h\\nsqueue: error: Munge encode failed: Failed to access "/var/run/munge/munge.socket.2": Permission denied\\nsqueue: error: slurm_send_node_msg: auth_g_create: REQUEST_JOB_INFO has authentication error\\nslurm_load_jobs error: Protocol authentication error | slurm.munge | node1 |  | Red Hat's prompt, squeue: munge's socket refused (munge 0.5 libmunge "Failed to access \\"%s\\": %s"), then slurm_protocol_api.c 22.05+ and slurm_perror
            (base) rstudio@all-st-rstudio-1:~$ sinfo\\nsinfo: error: slurm_send_node_msg: auth_g_create: REQUEST_PARTITION_INFO has authentication error\\nslurm_load_partitions: Protocol authentication error | slurm.munge | all-st-rstudio-1 |  | Debian's prompt with a conda env, sinfo: no credential could be made
            user@uan01:~> scontrol show job 12\\nslurm_load_jobs error: Protocol authentication error | slurm.munge | uan01 |  | SUSE's prompt, scontrol: slurm_perror's line alone
            [alice@Gpu07.Cluster.Local ~]$ sacct -j 42\\nsacct: error: Munge encode failed: Munged communication error | slurm.munge | Gpu07.Cluster.Local |  | sacct, a host with a domain in mixed case
            [alice@login-2 ~]$ squeue -u alice\\nslurm_load_jobs error: Unable to contact slurm controller (connect failure) | slurm.controller-unreachable | login-2 |  | squeue that could not reach slurmctld, at its prompt
            slurm_load_partitions: Unable to contact slurm controller (connect failure)\\nSlurmctld(primary) at ctl-01.cluster is DOWN | slurm.controller-unreachable |  | ctl-01.cluster | sinfo, then scontrol ping 18.08+ "Slurmctld(%s) at %s is %s"
            Slurmctld(primary) at head1 is DOWN\\nSlurmctld(backup) at head2 is UP\\nslurm_load_jobs error: Socket timed out on send/recv operation | slurm.controller-unreachable |  | head1 | scontrol ping with a backup controller, before the client's time-out
            Slurmctld(primary/backup) at master/(NULL) are DOWN/DOWN\\nslurm_load_jobs error: Unable to contact slurm controller (connect failure) | slurm.controller-unreachable |  | master | scontrol ping before 18.08: "Slurmctld(primary/backup) at %s/%s are %s/%s"
            Slurmctld(primary) at head1 is UP\\nslurm_load_jobs error: Socket timed out on send/recv operation | slurm.controller-unreachable |  |  | near-miss: a controller that answers the ping is not named as the one not reached
            [u@login1 ~]$ srun -N2 hostname\\nsrun: error: Task launch for StepId=7.0 failed on node n-c122: Invalid job credential | slurm.launch-failed | n-c122 |  | near-miss: srun's prompt is not the failing node's; the launch line names its own
            [alice@login-2 ~]$ squeue -u alice\\n             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)\\n                42       gpu    train    alice  R       1:02      1 gpu07 | - |  |  | near-miss: a prompt of a client whose output is healthy gives no finding
            slurmd: error: Munge decode failed: Rewound credential\\nslurmd: error: Check for out of sync clocks | slurm.munge |  |  | auth_munge.c "Munge decode failed: %s" with munge's EMUNGE_CRED_REWOUND, then its "Check for out of sync clocks"
            Dec 12 10:00:01 gpu07 slurmctld[1234]: error: Munge decode failed: Expired credential | slurm.munge | gpu07 |  | the same with EMUNGE_CRED_EXPIRED behind syslog's host
            [2024-02-01T10:11:12.345] error: Munge decode failed: Invalid credential | slurm.munge |  |  | the same with EMUNGE_CRED_INVALID (the nodes' keys differ) in slurmd's own log file
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
