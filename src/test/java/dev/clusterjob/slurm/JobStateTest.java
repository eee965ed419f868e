package dev.clusterjob.slurm;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.EnumSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

class JobStateTest {
    @ParameterizedTest
    @CsvSource({
            "PENDING, PENDING", "PD, PENDING", "pd, PENDING", "R, RUNNING", "running, RUNNING",
            "CG, COMPLETING", "COMPLETED, COMPLETED", "'CANCELLED by 0', CANCELLED", "'CANCELLED by 1000', CANCELLED",
            "CANCELLED+, CANCELLED", "OOM, OUT_OF_MEMORY", "OUT_OF_MEMORY, OUT_OF_MEMORY", "TO, TIMEOUT", "NF, NODE_FAIL",
            "PR, PREEMPTED", "BF, BOOT_FAIL", "DL, DEADLINE", "F, FAILED", "RQ, REQUEUED", "SE, SPECIAL_EXIT",
            "' TIMEOUT ', TIMEOUT", "bogus, UNKNOWN", "'', UNKNOWN"})
    void parsesLongCompactAndSacctForms(String text, JobState expected) {
        assertEquals(expected, JobState.parse(text));
    }

    @Test
    void everyStateParsesFromItsNameAndCode() {
        for (JobState s : JobState.values()) {
            if (s != JobState.UNKNOWN) {
                assertEquals(s, JobState.parse(s.name()));
                assertEquals(s, JobState.parse(s.code()));
            }
        }
    }

    @Test
    void terminalStatesAreExactlyTheOnesAJobNeverLeaves() {
        Set<JobState> terminal = EnumSet.noneOf(JobState.class);
        for (JobState s : JobState.values()) {
            if (s.terminal()) {
                terminal.add(s);
            }
        }
        assertEquals(EnumSet.of(JobState.BOOT_FAIL, JobState.CANCELLED, JobState.COMPLETED, JobState.DEADLINE, JobState.FAILED,
                JobState.NODE_FAIL, JobState.OUT_OF_MEMORY, JobState.PREEMPTED, JobState.REVOKED, JobState.TIMEOUT,
                JobState.UNKNOWN), terminal);
    }

    @Test
    void nullIsUnknown() {
        assertEquals(JobState.UNKNOWN, JobState.parse(null));
    }
}
