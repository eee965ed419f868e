package dev.clusterjob.logs;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A journal or syslog line's program (the header's {@code PROG[PID]: }) as the SYSLOG frame leaves it: Slurm's daemons keep their name
 * after the host ({@code gpu07: slurmd: fatal: ...}), which the rules read; the kernel's, sshd's and other programs' lines keep the
 * host alone, as before. journalctl's short format ({@code Dec 05 03:00:00}), short-iso ({@code 2025-12-05T03:00:00+0000}) and an RFC 3164
 * syslog file ({@code Dec  5 03:00:00}, the day padded with a blank).
 */
class JournalProgramTest {
    private static List<String> read(String... lines) throws IOException {
        return PasteFrameTest.read(List.of(lines));
    }

    private static String frame(String line) {
        return PasteFrame.of(List.of(line)).strip(line);
    }

    @Test
    void slurmdKeepsItsNameInEachStampFormat() {
        String fatal = "fatal: can't stat gres.conf file /dev/nvidia0: No such file or directory";
        assertEquals("gpu07: slurmd: " + fatal, frame("Dec 05 03:00:00 gpu07 slurmd[4242]: " + fatal), "journalctl short");
        assertEquals("gpu07: slurmd: " + fatal, frame("2025-12-05T03:00:00+0000 gpu07 slurmd[4242]: " + fatal), "journalctl -o short-iso");
        assertEquals("node-12.cluster.local: slurmd: " + fatal, frame("Dec  5 03:00:00 node-12.cluster.local slurmd[4242]: " + fatal), "RFC 3164");
    }

    @Test
    void slurmstepdKeepsItsNameToo() {
        String error = "error: Detected 1 oom_kill event in StepId=1234.0. Some of the step tasks have been OOM Killed.";
        assertEquals("gpu07: slurmstepd: " + error, frame("Dec 05 03:00:00 gpu07 slurmstepd[9876]: " + error));
        assertEquals("a100n3: slurmstepd: " + error, frame("2025-12-05T03:00:00.123456+01:00 a100n3 slurmstepd[9876]: " + error));
    }

    @Test
    void aNameTheDaemonPrintedItselfIsNotDoubled() {
        assertEquals("gpu07: slurmd: fatal: Unable to determine this slurmd's NodeName",
                frame("Dec 05 03:00:00 gpu07 slurmd[4242]: slurmd: fatal: Unable to determine this slurmd's NodeName"));
        assertEquals("gpu07: slurmstepd-gpu07: error: execve(): python: No such file or directory",
                frame("Dec 05 03:00:00 gpu07 slurmstepd[77]: slurmstepd-gpu07: error: execve(): python: No such file or directory"));
    }

    @Test
    void theKernelAndSshdKeepTheHostAlone() throws IOException {
        List<String> read = read(
                "Dec 05 03:00:00 gpu07 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, GPU has fallen off the bus.",
                "Dec 05 03:00:01 gpu07 kernel: mlx5_core 0000:5e:00.0: mlx5_cmd_out_err:838:(pid 0): QUERY_VPORT_COUNTER(0x770) op_mod(0x0) failed",
                "Dec 05 03:00:02 gpu07 sshd[555]: error: kex_exchange_identification: Connection closed by remote host");
        assertEquals(List.of(
                "gpu07: NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, GPU has fallen off the bus.",
                "gpu07: mlx5_core 0000:5e:00.0: mlx5_cmd_out_err:838:(pid 0): QUERY_VPORT_COUNTER(0x770) op_mod(0x0) failed",
                "gpu07: error: kex_exchange_identification: Connection closed by remote host"), read);
    }

    @Test
    void theLineStillNamesItsHostAndTheDaemonIsContent() throws IOException {
        List<String> read = read("2025-12-05T03:00:00+0000 gpu07 slurmd[4242]: error: Waiting for gres.conf file /dev/nvidia0",
                "2025-12-05T03:00:10+0000 gpu07 slurmd[4242]: fatal: can't stat gres.conf file /dev/nvidia0: No such file or directory");
        assertEquals("slurmd: fatal: can't stat gres.conf file /dev/nvidia0: No such file or directory", LinePrefix.parse(read.get(1)).text());
        assertEquals("gpu07", LinePrefix.parse(read.get(1)).host());
    }

    @Test
    void aHostWithoutADigitKeepsTheWholeHeaderAsBefore() {
        String line = "Dec 05 03:00:00 kestrel slurmd[4242]: fatal: can't stat gres.conf file /dev/nvidia0: No such file or directory";
        assertEquals(line, frame(line));
    }
}
