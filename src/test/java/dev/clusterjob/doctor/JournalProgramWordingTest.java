package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Journald's and syslog's lines of Slurm's daemons and of the kernel as an admin pastes them (issue 26): the header {@code HOST PROG[PID]: }
 * names the program, which the paste frame keeps for slurmd and slurmstepd ("gpu07: slurmd: fatal: ...") so that the rules that read a
 * daemon by its name still see it when the host has a digit; the kernel's and sshd's lines keep the host alone. journalctl's short and
 * short-iso formats and RFC 3164 files, hosts of several shapes. One row per wording and release; {@code \n} is a line break.
 */
class JournalProgramWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Dec 05 03:00:00 gpu07 slurmd[4242]: fatal: can't stat gres.conf file /dev/nvidia0: No such file or directory | slurm.node-fail | gpu07 |  | Slurm 20.11-25.11 src/interfaces/gres.c (src/common/gres.c before 23.02) fatal("can't stat gres.conf file %s: %m"), journalctl's short format
            2025-12-05T03:00:00+0000 node-12.cluster.local slurmd[4242]: error: Waiting for gres.conf file /dev/nvidia0\\n2025-12-05T03:00:20+0000 node-12.cluster.local slurmd[4242]: fatal: can't stat gres.conf file /dev/nvidia0: No such file or directory | slurm.node-fail | node-12.cluster.local |  | the same after gres.c's error("Waiting for gres.conf file %s"), journalctl -o short-iso
            Dec  5 03:00:00 a100n3 slurmd[911]: fatal: can't stat gres.conf file /dev/nvidia1: No such file or directory | slurm.node-fail | a100n3 |  | the same in an RFC 3164 syslog file (/var/log/messages, the day padded with a blank)
            Dec 05 03:00:00 gpu07 slurmd[4242]: slurmd: fatal: can't stat gres.conf file /dev/nvidia0: No such file or directory | slurm.node-fail | gpu07 |  | slurmd's stderr ("slurmd: " of log.c) as the journal stamps it: the name is not doubled
            Dec 05 03:00:00 kestrel slurmd[4242]: fatal: can't stat gres.conf file /dev/nvidia0: No such file or directory | slurm.node-fail | kestrel |  | a host without a digit keeps the whole header, as before
            Dec 05 03:00:00 gpu07 slurmd[4242]: fatal: Unable to determine this slurmd's NodeName | slurm.name-unresolved | gpu07 |  | Slurm 2.x-25.x src/slurmd/slurmd/slurmd.c fatal("Unable to determine this slurmd's NodeName")
            Dec 05 03:00:00 gpu07 slurmstepd[9876]: error: Detected 1 oom_kill event in StepId=1234.0. Some of the step tasks have been OOM Killed. | slurm.oom | gpu07 |  | Slurm 21.08-25.11 src/plugins/task/cgroup (task_cgroup_memory.c) error("Detected %u oom_kill event%s in %ps. Some of the step tasks have been OOM Killed.")
            2025-12-05T03:00:00.123456+01:00 node-12.cluster.local slurmstepd[9876]: error: *** JOB 1234 ON node-12 CANCELLED AT 2025-12-05T03:00:00 DUE TO TIME LIMIT *** | slurm.time-limit | node-12 |  | Slurm 17.02-25.11 src/slurmd/slurmstepd/req.c "*** %s ON %s CANCELLED AT %s DUE TO TIME LIMIT ***"
            Dec 05 03:00:00 gpu07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, name=python, GPU has fallen off the bus. | gpu.xid | gpu07 |  | NVIDIA kernel module 5xx "NVRM: Xid (PCI:%s): %d, pid=%d, name=%s, %s": the kernel's line keeps the host alone
            Dec  5 03:00:00 node-12.cluster.local kernel: mlx5_core 0000:5e:00.0 mlx5_0: Port: 1 Link DOWN | ib.port-down | node-12.cluster.local |  | Linux 5.x-6.x drivers/net/ethernet/mellanox/mlx5/core "mlx5_core %s %s: Port: %d Link %s", RFC 3164
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
