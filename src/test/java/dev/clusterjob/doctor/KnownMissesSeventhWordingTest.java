package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings that known misses of the open corpus needed: the kernel's OOM kill line read up to its pid (a mail client's rewrap or a
 * cut can leave the command name unreadable). One row per wording, with negatives that must stay as they are; the codes of the
 * findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class KnownMissesSeventhWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            > Dec 1 15:01:07 cluster1 kernel: Out of memory: Kill process 7963 > (sge_qmaster) score 948 or sacrifice child | slurm.oom | cluster1 |  | beowulf.org pipermail 2015-February/033050: a reply's quoted kernel line, rewrapped with the next line's quote marker before the command (the real line)
            Dec  1 15:01:07 cluster1 kernel: Out of memory: Kill process 7963 | slurm.oom | cluster1 |  | Linux 3.x-5.0 oom_kill.c "%s: Kill process %d (%s) score %u or sacrifice child", the line cut after the pid
            [ 4714.953470] Out of memory: Killed process 4242 | slurm.oom |  |  | 5.1+ "Out of memory: Killed process %d (%s) total-vm:..." cut after the pid
            Dec  1 15:01:07 cluster1 kernel: Out of memory: Kill process 7963 (sge_qmaster) score 948 or sacrifice child | slurm.oom | cluster1 |  | the whole 3.x line, as before
            grep -c 'Out of memory: Kill process' /var/log/messages | - |  |  | a search for the words without a pid: no finding
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
