package dev.clusterjob.logs;

import dev.clusterjob.doctor.DoctorRules;
import dev.clusterjob.doctor.LogDoctor;
import dev.clusterjob.doctor.NodeMap;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.StringReader;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class RanksTest {
    @Test
    void aRankIsReadOnlyWhenItIsAnInt() {
        assertEquals(7, Ranks.of("7"));
        assertEquals(123456789, Ranks.of("123456789"));
        assertNull(Ranks.of("1733372229"), "ten digits: a time stamp, not a rank");
        assertNull(Ranks.of("99999999999999999999"));
        assertNull(Ranks.of(""));
        assertNull(Ranks.of(null));
        assertNull(Ranks.of("12a"));
        assertNull(Ranks.of("\u0663"), "an Arabic-Indic digit is no ASCII digit");
    }

    @Test
    void theLargerOfTwoDigitStringsAnyLength() {
        assertEquals("110", Ranks.larger("110", "11"));
        assertEquals("99999999999999999999", Ranks.larger("7", "99999999999999999999"));
        assertEquals("0113", Ranks.larger("0113", "111"));
        assertEquals("x", Ranks.larger("5", "x"), "not digits: the later value");
    }

    /** Every place doctor reads a rank or task number, given one no int holds: the log is read to its end. */
    @Test
    void doctorReadsLogsWhoseNumbersNoIntHolds() {
        String huge = "99999999999";
        String log = String.join("\n",
                "1733372229.123456 [rank" + huge + "]: RuntimeError: CUDA error: an illegal memory access was encountered",
                "[1," + huge + "]<stderr>: Traceback (most recent call last):",
                "[default" + huge + "]:[E1205 03:43:34.580960582 ProcessGroupNCCL.cpp:689] [Rank " + huge + "] Watchdog caught collective operation timeout",
                "srun: error: gnode2: task " + huge + ": Exited with exit code 1",
                "x3004c0s7b0n0 " + huge + ": rank " + huge + " died from signal 9",
                "[rank" + huge + "] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0',"
                        + " but store->get('0') got error: Connection reset by peer",
                "");
        LogDoctor doctor = new LogDoctor(DoctorRules.bundled());
        assertDoesNotThrow(() -> doctor.diagnose("job.out", new BufferedReader(new StringReader(log)), NodeMap.empty()));
    }
}
