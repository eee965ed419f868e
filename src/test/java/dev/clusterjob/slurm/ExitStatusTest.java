package dev.clusterjob.slurm;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class ExitStatusTest {
    @Test
    void colonForm() {
        assertEquals(new ExitStatus(3, 0), ExitStatus.parseColon("3:0"));
        assertEquals(new ExitStatus(0, 9), ExitStatus.parseColon(" 0:9 "));
        assertNull(ExitStatus.parseColon(""));
        assertNull(ExitStatus.parseColon("x:y"));
        assertNull(ExitStatus.parseColon(null));
    }

    @Test
    void waitStatusAsSqueuePrintsIt() {
        assertEquals(ExitStatus.OK, ExitStatus.fromWaitStatus("0"));
        assertEquals(new ExitStatus(1, 0), ExitStatus.fromWaitStatus("256"));
        assertEquals(new ExitStatus(0, 9), ExitStatus.fromWaitStatus("9"));
        assertEquals(new ExitStatus(0, 15), ExitStatus.fromWaitStatus("15"));
        assertNull(ExitStatus.fromWaitStatus("N/A"));
        assertNull(ExitStatus.fromWaitStatus("-2"));
        assertNull(ExitStatus.fromWaitStatus("4294967294"));
    }

    /** {@link ExitStatus#parse}: the one reader, for both forms (squeue 22.05 and 24.11, sacct, scontrol). */
    @Test
    void eitherFormByItsShape() {
        assertEquals(new ExitStatus(91, 0), ExitStatus.parse("23296"), "22.05 squeue: wait status of exit 91");
        assertEquals(new ExitStatus(91, 0), ExitStatus.parse("91:0"), "24.11 squeue, sacct, scontrol");
        assertEquals(new ExitStatus(143, 0), ExitStatus.parse("143:0"));
        assertEquals(new ExitStatus(0, 9), ExitStatus.parse("0:9"));
        assertEquals(new ExitStatus(0, 9), ExitStatus.parse("9"));
        assertEquals(ExitStatus.OK, ExitStatus.parse("0"));
        assertEquals(ExitStatus.OK, ExitStatus.parse("0:0"));
        // the ambiguity, decided: a bare number is ALWAYS a wait(2) status, never an exit code
        assertEquals(new ExitStatus(0, 15), ExitStatus.parse("143"), "wait status 143 = SIGTERM (with the core flag), not exit 143");
        assertEquals(new ExitStatus(0, 91 & 0x7f), ExitStatus.parse("91"));
        assertEquals(new ExitStatus(3, 0), ExitStatus.parse("768"));
        assertNull(ExitStatus.parse(null));
        assertNull(ExitStatus.parse(""));
        assertNull(ExitStatus.parse("N/A"));
        assertNull(ExitStatus.parse("(null)"));
        assertNull(ExitStatus.parse("1:"));
        assertNull(ExitStatus.parse("256:0"), "an exit code is 0-255");
        assertNull(ExitStatus.parse("-1:0"));
    }

    @Property
    void bothFormsOfOneExitAgree(@ForAll @IntRange(min = 0, max = 255) int code) {
        assertEquals(ExitStatus.parse(code + ":0"), ExitStatus.parse(String.valueOf(code << 8)));
    }

    @Property
    void bothFormsOfOneSignalAgree(@ForAll @IntRange(min = 1, max = 64) int signal) {
        assertEquals(ExitStatus.parse("0:" + signal), ExitStatus.parse(String.valueOf(signal)));
    }

    @Property
    void waitStatusOfAnExitCodeRoundTrips(@ForAll @IntRange(min = 0, max = 255) int code) {
        assertEquals(new ExitStatus(code, 0), ExitStatus.fromWaitStatus(String.valueOf(code << 8)));
    }

    @Test
    void describe() {
        assertEquals("exit code 3", new ExitStatus(3, 0).describe());
        assertEquals("signal 9", new ExitStatus(0, 9).describe());
        assertEquals("3:0", new ExitStatus(3, 0).toString());
    }

    @Test
    void meaningsOfTheCodesUsersMeet() {
        assertEquals(true, new ExitStatus(127, 0).meaning().startsWith("command not found"));
        assertEquals(true, new ExitStatus(126, 0).meaning().contains("could not be run"));
        assertEquals("a process was killed by SIGKILL (often the out-of-memory killer, or Slurm ending the job)",
                new ExitStatus(137, 0).meaning());
        assertEquals("a process was killed by SIGSEGV (segmentation fault)", new ExitStatus(139, 0).meaning());
        assertEquals("killed by SIGTERM (terminated: scancel, a time limit or preemption)", new ExitStatus(0, 15).meaning());
        assertEquals("killed by SIGUSR1", new ExitStatus(0, 10).meaning());
        assertNull(new ExitStatus(1, 0).meaning());
        assertNull(new ExitStatus(3, 0).meaning());
        assertNull(ExitStatus.OK.meaning());
        assertEquals("signal 40", ExitStatus.signalName(40));
    }

    /**
     * A job Slurm could not launch: squeue 22.05's exit_code 4021 and scontrol's ExitCode=0:53 (22.05 and 24.11, testbed,
     * an output file that could not be opened) are slurmd's ESLURMD_IO_ERROR, not signal 53.
     */
    @Test
    void aSlurmdErrorIsNotASignal() {
        ExitStatus raw = ExitStatus.parse("4021");
        assertEquals(new ExitStatus(0, 53), raw);
        assertEquals(4021, raw.slurmdError());
        assertEquals(4021, ExitStatus.parse("0:53").slurmdError());
        assertEquals("slurmd error 4021", raw.describe());
        assertEquals("Slurm could not open the job's output or error file (ESLURMD_IO_ERROR: its folder is missing on the node,"
                + " or not writable)", raw.meaning());
        assertNull(new ExitStatus(0, 9).slurmdError());
        assertNull(new ExitStatus(137, 0).slurmdError());
    }
}
