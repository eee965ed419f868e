package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings of Slurm's status queries as users paste them after a failed job (issue 26, a sample of sacct, squeue, scontrol and
 * sinfo output). slurmctld drains a node whose slurmd registers less than slurm.conf gives it: node_mgr.c's reasons
 * {@code "Low RealMemory"} (later {@code "Low RealMemory (reported:%lu < %.2f%% of configured:%lu)"}), {@code "Low CPUs"},
 * {@code "Low socket*core*thread count"}, {@code "Low TmpDisk"}, and gres.c's {@code "%s count reported lower than configured (%lu < %lu)"}
 * (a GPU node whose slurmd saw no GPU), read in {@code scontrol show node}'s {@code "Reason=%s [%s@%s]"} and in sinfo's reason
 * listings; and sinfo's partition summary with nodes {@code down*} or {@code fail*} (not responding). All are {@code slurm.node-fail}.
 * Pending reasons and healthy or draining rows stay healthy. Columns: the codes of the findings in order ("-": none), the host and
 * peer of the first. {@code \n} is a line break.
 */
class SampledSlurmStatusWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            NodeName=yigou-dev-102-68 Arch=x86_64 CoresPerSocket=1 \\n   Gres=gpu:nvidia-rtx-3090:1\\n   State=IDLE+DRAIN ThreadsPerCore=1 TmpDisk=0 Weight=1 Owner=N/A MCS_label=N/A\\n   \\n   Reason=gres/gpu count reported lower than configured (0 < 1) [slurm@2024-12-19T11:03:34] | slurm.node-fail | yigou-dev-102-68 |  | the real record, shortened (awsome-distributed-ai 195)
            NodeName=f13-21 Arch=x86_64 CoresPerSocket=48\\n   State=IDLE+DRAIN+INVALID_REG ThreadsPerCore=2 TmpDisk=0 Weight=1\\n   Reason=gres/gpu count reported lower than configured (0 < 8) [slurm@2026-09-15T10:00:00] | slurm.node-fail | f13-21 |  | composed from the format: eight GPUs configured, INVALID_REG
            NodeName=node047 Arch=x86_64 CoresPerSocket=64\\n   State=IDLE+DRAIN ThreadsPerCore=2 TmpDisk=0 Weight=1\\n   Reason=Low RealMemory (reported:7681 < 100.00% of configured:8000) [root@2026-01-01T09:00:00] | slurm.node-fail | node047 |  | composed from the 21.08+ format with its numbers
            NodeName=n1 Arch=x86_64 CoresPerSocket=16\\n   State=DOWN+DRAIN+INVALID_REG ThreadsPerCore=1 TmpDisk=0 Weight=1\\n   Reason=Low socket*core*thread count, Low CPUs [slurm@2025-03-02T08:15:00] | slurm.node-fail | n1 |  | composed: two reasons joined with a comma
            REASON                                  NODELIST            \\nLow RealMemory                          compute[001-003]    | slurm.node-fail | compute[001-003] |  | the real sinfo --list-reasons rows (clusterinthecloud terraform 11)
            REASON               USER      TIMESTAMP           NODELIST\\nLow RealMemory       slurm     2024-05-02T10:11:12 gpu[01-02] | slurm.node-fail | gpu[01-02] |  | composed: sinfo -R's default columns
            orin  inval  gres/gpu count reported lower than configured (0 < 1) | - |  |  | negative: sinfo -o "%N %t %E" puts the node first, no rule reads that order yet
            NodeName=gpu07 Arch=x86_64 CoresPerSocket=32\\n   State=IDLE+DRAIN ThreadsPerCore=2 TmpDisk=0 Weight=1\\n   Reason=maintenance [root@2025-01-01T00:00:00] | - |  |  | negative: an admin's own drain reason
            Low RealMemory on node gpu3 after the upgrade, see the ticket | - |  |  | negative: a sentence that starts with the reason, one blank before the next word
            Set RealMemory a little below what slurmd -C reports, or the node drains with Low RealMemory in sinfo | - |  |  | negative: prose naming the reason
            PARTITION AVAIL  TIMELIMIT  NODES  STATE NODELIST\\ncpu          up 7-00:00:00     55  drng@ d[001-032],f[001-004,006-024]\\ncpu          up 7-00:00:00      1  fail* f005 | slurm.node-fail | f005 |  | the real sinfo rows, shortened (ArjunaUsers 69)
            PARTITION AVAIL  TIMELIMIT  NODES  STATE NODELIST\\ngpu*         up   infinite      2  down* gpu-[3-4] | slurm.node-fail | gpu-[3-4] |  | composed from the default format: down*, the default partition's '*'
            PARTITION AVAIL  TIMELIMIT  NODES  STATE NODELIST\\ncompute*     up   infinite      3  drain compute[001-003]\\ndebug        up      10:00      2   idle e[001-002] | - |  |  | negative: drained and idle rows say no node was lost
            (ReqNodeNotAvail, UnavailableNodes:cs[100,101,102,...]) | - |  |  | negative: a pending job's reason (rivosinc exporter 106)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
