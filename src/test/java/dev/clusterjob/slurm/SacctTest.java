package dev.clusterjob.slurm;

import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.ExternalCommand;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Inputs written from sacct(1) 22.05 (-P: '|' separated, no trailing '|'; "CANCELLED by UID"), not captured. */
class SacctTest {
    @Test
    void argv() {
        assertEquals(List.of("sacct", "-X", "-n", "-P", "--jobs=5,6", "-o", Sacct.FORMAT), Sacct.argv(List.of("5", "6")));
    }

    @Test
    void parsesStatesIncludingCancelledBy() {
        Map<String, JobInfo> jobs = Sacct.parse("""
                5|COMPLETED|0:0|00:00:12|2|node[1-2]|sft
                6|CANCELLED by 0|0:15|00:01:00|1|node1|a|b
                7|FAILED|3:0|00:00:01|1|node3|bad
                7|TIMEOUT|0:0|00:10:00|1|node3|bad
                8|PENDING|0:0|00:00:00|1|None assigned|wait
                """);
        assertEquals(JobState.COMPLETED, jobs.get("5").state());
        assertEquals(JobState.CANCELLED, jobs.get("6").state());
        assertEquals("a|b", jobs.get("6").name());
        assertEquals(new ExitStatus(0, 15), jobs.get("6").exit());
        assertEquals(JobState.TIMEOUT, jobs.get("7").state(), "the last line of a requeued job wins");
        assertEquals(null, jobs.get("8").nodeList());
        assertEquals("00:00:12", jobs.get("5").elapsed());
    }

    @Test
    void recognisesDisabledAccounting() {
        CommandResult off = new CommandResult(ExternalCommand.of("sacct"), 1, "",
                "sacct: error: Slurm accounting storage is disabled\n", Duration.ZERO, false);
        assertTrue(Sacct.accountingDisabled(off));
        CommandResult down = new CommandResult(ExternalCommand.of("sacct"), 1, "",
                "sacct: error: Problem talking to the database: Connection refused\n", Duration.ZERO, false);
        assertFalse(Sacct.accountingDisabled(down));
        assertTrue(SlurmErrors.isTransient(down));
    }
}
