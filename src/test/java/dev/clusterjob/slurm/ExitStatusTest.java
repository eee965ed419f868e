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
}
