package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Slurm ending a job, a third look from new threads (issue 26): pyxis's enroot log line alone (the job epilog's line in slurmd's
 * journal, a paste that cut the "printing enroot log file" header), slurmctld's WTERMSIG line with the node its "sched: Allocate" line
 * names, slurmd's fatal() (a gres.conf device file the node lacks) and the front ends' node-count check under the program's own name.
 * One row per wording and release, with host names of several shapes; the codes of the findings in order ("-": none), the host and
 * peer of the first. {@code \n} in a row is a line break.
 */
class SlurmMpiEndThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Feb 22 17:46:38 ip-10-1-74-228 slurmd[13562]: spank-epilog: error: pyxis: mkdir: cannot create directory '/opt/dlami/nvme/tmp/enroot/data': Permission denied | pyxis.failed | ip-10-1-74-228 |  | pyxis 0.16-0.24 common.c memfd_print_log: enroot's line from the job epilog in slurmd's journal, its indent collapsed
            slurmstepd: error: pyxis:     [ERROR] No such file or directory: /run/enroot/user-1000 | pyxis.failed |  |  | pyxis 0.9-0.24 enroot.c / common.c: an enroot [ERROR] line with the header cut
            3: slurmstepd: error: pyxis:     mktemp: failed to create directory via template '/tmp/enroot.XXXXXXXXXX': No space left on device | pyxis.failed |  |  | pyxis 0.12-0.24: enroot's shell failing, behind srun --label
            [2024-07-05T14:11:11.152] [51.0] error: pyxis:     enroot-mount: failed to mount: /data at /tmp/enroot-data/user-0/pyxis_51.0/data: Permission denied | pyxis.failed |  |  | pyxis 0.14-0.24 as the node's slurmd log writes it ([JOB.STEP] prefix)
            slurmstepd: error: pyxis: container start failed with error code: 1\\nslurmstepd: error: pyxis: printing enroot log file:\\nslurmstepd: error: pyxis:     [ERROR] No such file or directory: /fsx/enroot/nemo.sqsh | pyxis.failed |  |  | pyxis 0.12-0.24 with its header: one finding, the header's (the fallback hidden)
            [2024-07-05T14:10:19.238] [51.0] pyxis: creating container filesystem: pyxis_51.0 | - |  |  | pyxis 0.14-0.24 slurm_info: a step of a container start that went on, no error
            [2022-05-27T10:42:30.509] sched: Allocate JobId=127441 NodeList=c014 #CPUs=2 Partition=gpu\\n[2022-05-27T11:37:57.377] _job_complete: JobId=127441 WTERMSIG 9\\n[2022-05-27T11:37:57.377] _job_complete: JobId=127441 done | slurm.task-killed | c014 |  | Slurm 20.11-25.11 slurmctld job_scheduler.c sched_info("Allocate %pJ NodeList=%s ...") and job_mgr.c _job_complete "%s: %pJ WTERMSIG %d"
            [2017-06-01T10:00:00.000] sched: Allocate JobId=4711 Partition=gpu NodeList=node12.cluster.example.org #CPUs=8\\n[2017-06-01T11:00:00.000] job_complete: JobID=4711 WTERMSIG 15 | slurm.task-killed | node12.cluster.example.org |  | Slurm 17.02 job_scheduler.c "sched: Allocate JobId=%u Partition=%s NodeList=%s" and job_complete with jobid2str's JobID=%u
            [2024-01-09T08:00:00.001] sched: Allocate JobId=5 NodeList=gpu[01-02] #CPUs=16 Partition=gpu\\n[2024-01-09T09:00:00.001] _job_complete: JobId=5 WTERMSIG 9 | slurm.task-killed |  |  | Slurm 23.x: a node range is no one host, so the finding names none
            _job_complete: JobId=127441_3(127444) WTERMSIG 9 | slurm.task-killed |  |  | Slurm 20.11-25.11: an array task's %pJ form
            [2024-01-09T09:00:00.001] _job_complete: JobId=6 WEXITSTATUS 0\\n[2024-01-09T09:00:00.001] _job_complete: JobId=6 done | - |  |  | Slurm 20.11-25.11 job_mgr.c: a plain exit, no signal
            Feb 02 09:52:07 bibigrid-worker slurmd[12912]: slurmd: fatal: can't stat gres.conf file /dev/nvidia0: No such file or directory | slurm.node-fail | bibigrid-worker |  | Slurm 23.02-25.11 src/interfaces/gres.c fatal("can't stat gres.conf file %s: %m") through systemd's journal
            slurmd: fatal: can't stat gres.conf file /dev/nvidia3: No such file or directory | slurm.node-fail |  |  | Slurm 20.11 src/common/gres.c, slurmd -D in a terminal
            Mar 03 10:00:00 gpu-node-7 slurmd[812]: slurmd: fatal: Unable to initialize job_container plugin. | slurm.node-fail | gpu-node-7 |  | Slurm 25.05 src/slurmd/slurmd/slurmd.c fatal() on stderr through systemd's journal, a host name with a digit
            slurmd[812]: slurmd: fatal: can't stat gres.conf file /dev/nvidia0: No such file or directory | slurm.node-fail |  |  | Slurm 23.02-25.11 gres.c as a journal line cut before its host: the daemon's pid names no node
            sbatch.exe: error: "1:ppn=1" is not a valid node count\\nsbatch.exe: error: invalid node count `1:ppn=1' | slurm.allocation-failed |  |  | Slurm 17.02 proc_args.c verify_node_count and sbatch opt.c, under a wrapper's program name
            srun: error: "1:1" is not a valid node count | slurm.allocation-failed |  |  | Slurm 19.05-25.11 src/common/proc_args.c verify_node_count (srun -N)
            0: salloc: error: "2-x" is not a valid node count | slurm.allocation-failed |  |  | Slurm 23.02-25.11 proc_args.c: the range's maximum, behind a label
            sbatch: error: invalid node count `4:gpus' | slurm.allocation-failed |  |  | Slurm 14.11-16.05 src/sbatch/opt.c, the second line alone
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
