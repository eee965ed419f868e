package dev.clusterjob.slurm;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** JobInfo's builder and copies, on the record scontrol gives for a real failed job (Slurm 22.05 capture). */
class JobInfoTest {
    static JobInfo failed() throws Exception {
        List<JobInfo> jobs = Scontrol.parseJobs(Files.readString(Path.of("src/test/resources/captures/slurm/scontrol-show-job-failed.txt")));
        assertEquals(1, jobs.size());
        return jobs.get(0);
    }

    @Test
    void toBuilderKeepsEveryField() throws Exception {
        JobInfo j = failed();
        assertEquals(JobState.FAILED, j.state());
        assertEquals(j, j.toBuilder().build());
        JobInfo full = JobInfo.builder("12_3", JobState.RUNNING).name("n").elapsed("1:00").nodes(2).nodeList("node[1-2]").reason("None")
                .exit(ExitStatus.parse("0:0")).comment("cj-tag").stdout("/o").stderr("/e").workDir("/w").user("me").build();
        assertEquals(full, full.toBuilder().build());
        assertEquals(List.of("12_3", "n", "1:00", 2, "node[1-2]", "None", "cj-tag", "/o", "/e", "/w", "me"),
                List.of(full.id(), full.name(), full.elapsed(), full.nodes(), full.nodeList(), full.reason(), full.comment(), full.stdout(),
                        full.stderr(), full.workDir(), full.user()));
    }

    @Test
    void withStateAndWithExitChangeOnlyThatField() throws Exception {
        JobInfo j = failed();
        JobInfo unknown = j.withState(JobState.UNKNOWN);
        assertEquals(JobState.UNKNOWN, unknown.state());
        assertEquals(j.withState(JobState.FAILED), j);
        assertEquals(j.nodeList(), unknown.nodeList());
        assertEquals(j.exit(), unknown.exit());
        ExitStatus killed = ExitStatus.parse("0:9");
        JobInfo e = j.withExit(killed);
        assertEquals(killed, e.exit());
        assertNotEquals(j.exit(), e.exit());
        assertEquals(j.workDir(), e.workDir());
    }

    @Test
    void ofLeavesTheUnreportedFieldsNull() {
        JobInfo j = JobInfo.of("7", JobState.PENDING);
        assertEquals("7", j.id());
        assertEquals(JobState.PENDING, j.state());
        assertNull(j.name());
        assertNull(j.nodes());
        assertNull(j.exit());
    }
}
