package dev.clusterjob.slurm;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Inputs written from squeue(1) 22.05 and src/squeue/print.c (-O field with width 0 and suffix '|';
 * exit_code printed as the raw wait status), not captured; the real output of the same calls is
 * tested in SqueueCapturedTest (captures/slurm/squeue-tracker-*.txt).
 */
class SqueueTest {
    @Test
    void statusArgvIsOneCallForAllIds() {
        assertEquals(List.of("squeue", "-h", "-t", "all", "--jobs=1,2,3", "-O", Squeue.STATUS_FORMAT),
                Squeue.statusArgv(List.of("1", "2", "3"), false));
        assertEquals(List.of("squeue", "-h", "-t", "all", "--me", "--jobs=1,2", "-O", Squeue.STATUS_FORMAT),
                Squeue.statusArgv(List.of("1", "2"), true));
        assertThrows(IllegalArgumentException.class, () -> Squeue.statusArgv(List.of(), false));
    }

    @Test
    void oneIdIsListedTwiceSoSqueueTakesTheListPath() {
        assertEquals(List.of("squeue", "-h", "-t", "all", "--jobs=7,7", "-O", Squeue.STATUS_FORMAT),
                Squeue.statusArgv(List.of("7"), false));
    }

    @Test
    void parsesEveryStateLine() {
        String out = """
                101|PENDING|0:00|2||Resources|0|train llama|x
                102|RUNNING|1:02:03|2|node[1-2]|None|0|sft
                103|FAILED|0:05|1|node3|NonZeroExitCode|768|bad
                104|TIMEOUT|1-00:00:10|1|node1|TimeLimit|15|slow
                """;
        Map<String, JobInfo> jobs = Squeue.parseStatus(out);
        assertEquals(List.of("101", "102", "103", "104"), List.copyOf(jobs.keySet()));
        JobInfo p = jobs.get("101");
        assertEquals(JobState.PENDING, p.state());
        assertEquals("train llama|x", p.name());
        assertNull(p.nodeList());
        assertEquals("Resources", p.reason());
        assertEquals(2, p.nodes());
        JobInfo r = jobs.get("102");
        assertEquals("node[1-2]", r.nodeList());
        assertNull(r.reason());
        assertEquals("1:02:03", r.elapsed());
        assertEquals(new ExitStatus(3, 0), jobs.get("103").exit());
        assertEquals(new ExitStatus(0, 15), jobs.get("104").exit());
        assertEquals(JobState.TIMEOUT, jobs.get("104").state());
    }

    @Test
    void skipsBlankAndTruncatedLines() {
        assertEquals(Map.of(), Squeue.parseStatus("\n  \n12|RUNNING\n"));
    }

    @Test
    void tagLookup() {
        assertEquals(List.of("squeue", "-h", "-t", "all", "--me", "-O", Squeue.TAG_FORMAT), Squeue.byUserArgv());
        List<Squeue.Tagged> t = Squeue.parseTagged("""
                55|RUNNING|(null)
                56|PENDING|my note clusterjob:1234
                """);
        assertEquals(new Squeue.Tagged("56", JobState.PENDING, "my note clusterjob:1234"), t.get(1));
        assertEquals(2, t.size());
    }
}
