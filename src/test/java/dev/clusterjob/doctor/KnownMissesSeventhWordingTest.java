package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings that known misses of the open corpus, and the column cuts of the tools that print them, needed: the kernel's OOM kill
 * line read up to its pid (a mail client's rewrap or a cut can leave the command name unreadable), `sinfo -R` (also `-R -l`) and
 * `sinfo -N -l` rows whose reason sinfo cut at its 20-character column, and pdsh's command time-out. One row per wording, with
 * negatives that must stay as they are; the codes of the findings in order ("-": none), the host and peer of the first.
 * {@code \n} in a row is a line break.
 */
class KnownMissesSeventhWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            > Dec 1 15:01:07 cluster1 kernel: Out of memory: Kill process 7963 > (sge_qmaster) score 948 or sacrifice child | slurm.oom | cluster1 |  | beowulf.org pipermail 2015-February/033050: a reply's quoted kernel line, rewrapped with the next line's quote marker before the command (the real line)
            Dec  1 15:01:07 cluster1 kernel: Out of memory: Kill process 7963 | slurm.oom | cluster1 |  | Linux 3.x-5.0 oom_kill.c "%s: Kill process %d (%s) score %u or sacrifice child", the line cut after the pid
            [ 4714.953470] Out of memory: Killed process 4242 | slurm.oom |  |  | 5.1+ "Out of memory: Killed process %d (%s) total-vm:..." cut after the pid
            Dec  1 15:01:07 cluster1 kernel: Out of memory: Kill process 7963 (sge_qmaster) score 948 or sacrifice child | slurm.oom | cluster1 |  | the whole 3.x line, as before
            grep -c 'Out of memory: Kill process' /var/log/messages | - |  |  | a search for the words without a pid: no finding
            REASON               USER      TIMESTAMP           NODELIST\\nLow socket*core*thre slurm     2018-02-25T11:45:44 node1 | slurm.node-fail | node1 |  | dasandata/Open_HPC's OpenHPC 1.3.3 build recipe (2018): sinfo -R with slurmctld's "Low socket*core*thread count" cut at the reason column (the real lines)
            Low RealMemory (repo slurm     2024-03-05T10:11:12 gpu[01-02] | slurm.node-fail | gpu[01-02] |  | slurmctld node_mgr.c "Low RealMemory (reported:%lu < %.2f%% of configured:%lu)" under sinfo -R's "reason:20 ,user:9 ,timestamp:19 ,nodelist:0"
            gres/gpu count repor slurm(202 2024-06-01T12:00:00 dgx-03 | slurm.node-fail | dgx-03 |  | gres.c "%s count reported lower than configured (%lu < %lu)" cut, the user column cut too (%9u)
            ResumeTimeout reache slurm     2024-01-09T07:07:07 compute-dy-c5-1 | slurm.launch-failed | compute-dy-c5-1 |  | power_save.c's reason "ResumeTimeout reached" (21 characters) cut by the same column
            Low RealMemory       slurm     2024-03-05T10:11:12 cn042 | slurm.node-fail | cn042 |  | a reason shorter than the column, as before
            Maintenance for the  root      2024-02-01T09:00:00 node[01-08] | - |  |  | an admin's reason cut by the column: no finding
            gres/gpu count reported by slurmd -G matches gres.conf | - |  |  | the words in a sentence, no sinfo row after them: no finding
            REASON               USER         TIMESTAMP           STATE  NODELIST\\nLow socket*core*thre slurm(202)   2024-02-25T11:45:44 drain  node1 | slurm.node-fail | node1 |  | sinfo -R -l ("reason:20 ,userlong:12 ,timestamp:19 ,statecompact:6 ,nodelist:0"): the compact state before the node list
            Low RealMemory       root(0)      2024-03-05T10:11:12 inval  cn[01-02] | slurm.node-fail | cn[01-02] |  | the same long form with a reason shorter than the column
            NODELIST   NODES PARTITION       STATE CPUS    S:C:T MEMORY TMP_DISK WEIGHT AVAIL_FE REASON\\ngpu01          1      gpu*     drained   64   2:16:2 512000        0      1 a100,ib  gres/gpu count repor | slurm.node-fail | gpu01 |  | sinfo -N -l (its default "nodelist:0 ,nodes:.6 ,partition:.9 ,statelong:.11 ,cpus:4 ,socketcorethread:.8 ,memory:.6 ,disk:.8 ,weight:.6 ,features:.8 ,reason:20"): the node first, the cut reason last
            node17         1     batch       inval    2    2:1:1   7684     4096      1   (null) Low RealMemory (repo | slurm.node-fail | node17 |  | the same row for slurmctld's "Low RealMemory (reported:...)"
            gpu02          1      gpu*       mixed   64   2:16:2 512000        0      1 a100,ib  none | - |  |  | a healthy node's row: no finding
            pdsh@mgmt01: node05: command timeout | pdsh.command-timeout | node05 |  | pdsh 2.8-2.35 dsh.c err("%p: %S: command timeout\\n") under -u SECS: the command did not finish on the node
            pdcp@login2: gpu-a17: command timeout | pdsh.command-timeout | gpu-a17 |  | pdcp shares dsh.c, its %p "pdcp@HOST"
            pdsh -u 30 -w node[01-08] nvidia-smi -L | - |  |  | the command line that sets the time-out: no finding
            node05: command timeout is 30 s | - |  |  | a node's own output with the words, no pdsh@ before it: no finding
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
