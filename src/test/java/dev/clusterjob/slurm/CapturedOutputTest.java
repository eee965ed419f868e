package dev.clusterjob.slurm;

import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.ExternalCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The parsers on REAL output captured on the Slurm 22.05.8 testbed (src/test/resources/captures/slurm/, README.md there). */
class CapturedOutputTest {
    static String capture(String name) {
        try (InputStream in = CapturedOutputTest.class.getResourceAsStream("/captures/slurm/" + name)) {
            assertNotNull(in, "missing capture " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    static CommandResult failed(String program, String captureName) {
        return new CommandResult(ExternalCommand.of(program), 1, "", capture(captureName), Duration.ofSeconds(9), false);
    }

    @Test
    void sbatchAnswers() {
        assertEquals(new Sbatch.Submitted("1", null), Sbatch.parse(capture("sbatch-parsable-success.txt")));
        assertEquals(new Sbatch.Submitted("2", null), Sbatch.parse(capture("sbatch-submitted.txt")));
    }

    @Test
    void sbatchErrorsArePermanentWithTheirLastErrorLine() {
        CommandResult partition = failed("sbatch", "sbatch-error-invalid-partition.txt");
        assertFalse(SlurmErrors.isTransient(partition));
        assertEquals("Batch job submission failed: Invalid partition name specified", SlurmErrors.message(partition));
        assertEquals("Batch job submission failed: Requested node configuration is not available",
                SlurmErrors.message(failed("sbatch", "sbatch-error-too-many-gpus.txt")));
        assertEquals("Batch job submission failed: Node count specification invalid",
                SlurmErrors.message(failed("sbatch", "sbatch-error-too-many-nodes.txt")));
        CommandResult option = failed("sbatch", "sbatch-error-bad-option.txt");
        assertFalse(SlurmErrors.isTransient(option));
        assertEquals("sbatch: unrecognized option '--no-such-option'", SlurmErrors.message(option));
    }

    @ParameterizedTest
    @ValueSource(strings = {"sbatch-controller-stopped.txt", "scontrol-show-job-controller-stopped.txt",
            "squeue-controller-stopped.txt", "squeue-controller-unresponsive.txt", "squeue-single-id-controller-stopped.txt",
            "squeue-tracker-controller-stopped.txt", "squeue-tracker-controller-unresponsive.txt"})
    void controllerDownOrHungIsTransient(String name) {
        CommandResult r = failed("squeue", name);
        assertTrue(SlurmErrors.isTransient(r), name);
        assertFalse(SlurmErrors.isInvalidJobId(r), name);
    }

    @Test
    void forgottenJobAnswers() {
        assertTrue(SlurmErrors.isInvalidJobId(failed("squeue", "squeue-unknown-single-id.txt")));
        assertTrue(SlurmErrors.isInvalidJobId(failed("scontrol", "scontrol-show-job-invalid-id.txt")));
        assertFalse(SlurmErrors.isTransient(failed("scontrol", "scontrol-show-job-invalid-id.txt")));
    }

    @Test
    void sacctWithoutAccounting() {
        CommandResult r = failed("sacct", "sacct-parsable-accounting-disabled.txt");
        assertTrue(Sacct.accountingDisabled(r));
        assertFalse(SlurmErrors.isTransient(r));
    }

    @Test
    void scancelVerboseNamesTheUnknownJob() {
        assertEquals(List.of(new Scancel.Complaint("999999", "Invalid job id specified", false)),
                Scancel.parse(capture("scancel-verbose-unknown-id.txt")));
        assertEquals(List.of(), Scancel.parse(capture("scancel-unknown-id.txt")), "without -v scancel says nothing");
    }

    @Test
    void scontrolRunning() {
        JobInfo j = Scontrol.parseJobs(capture("scontrol-show-job-running.txt")).get(0);
        assertEquals("1", j.id());
        assertEquals("cj-cap-hog", j.name());
        assertEquals(JobState.RUNNING, j.state());
        assertEquals("node[1-3]", j.nodeList());
        assertEquals(3, j.nodes());
        assertNull(j.reason());
        assertEquals("root", j.user());
        // capture.sh runs the jobs in a fresh mktemp directory under the (instance 0) testbed's jobs/
        assertTrue(j.workDir().matches("/tmp/clusterjob-testbed/jobs/capture-[A-Za-z0-9]{6}"), j.workDir());
        assertEquals(j.workDir() + "/slurm-1.out", j.stdout());
        assertEquals(j.workDir() + "/slurm-1.out", j.stderr());
    }

    @Test
    void scontrolPendingHasNoNodesYet() {
        JobInfo j = Scontrol.parseJobs(capture("scontrol-show-job-pending.txt")).get(0);
        assertEquals(JobState.PENDING, j.state());
        assertEquals("Resources", j.reason());
        assertNull(j.nodeList(), "NodeList= is empty; SchedNodeList is not the allocation");
        assertEquals(1, j.nodes(), "NumNodes=1-1");
    }

    @Test
    void scontrolEndStates() {
        JobInfo failed = Scontrol.parseJobs(capture("scontrol-show-job-failed.txt")).get(0);
        assertEquals(JobState.FAILED, failed.state());
        assertEquals(new ExitStatus(3, 0), failed.exit());
        assertEquals("NonZeroExitCode", failed.reason());
        JobInfo timeout = Scontrol.parseJobs(capture("scontrol-show-job-timeout.txt")).get(0);
        assertEquals(JobState.TIMEOUT, timeout.state());
        assertEquals(new ExitStatus(0, 15), timeout.exit());
        assertEquals("TimeLimit", timeout.reason());
        assertEquals("00:01:00", timeout.elapsed());
        JobInfo cancelled = Scontrol.parseJobs(capture("scontrol-show-job-cancelled.txt")).get(0);
        assertEquals(JobState.CANCELLED, cancelled.state());
        assertEquals(new ExitStatus(0, 15), cancelled.exit());
        assertEquals(JobState.COMPLETED, Scontrol.parseJobs(capture("scontrol-show-job-completed.txt")).get(0).state());
        assertEquals(JobState.COMPLETING, Scontrol.parseJobs(capture("scontrol-show-job-completing.txt")).get(0).state());
    }

    @Test
    void everyRealStateNameParses() {
        // squeue-end-states.txt was taken with -o '%i|%j|%T|%t|...': both the long and compact state columns.
        for (String line : capture("squeue-end-states.txt").split("\n")) {
            String[] f = line.split("\\|");
            JobState longForm = JobState.parse(f[2]);
            assertTrue(longForm != JobState.UNKNOWN, line);
            assertEquals(longForm, JobState.parse(f[3]), line);
            assertTrue(longForm.terminal(), line);
        }
        for (String line : capture("squeue-states.txt").split("\n")) {
            String[] f = line.split("\\|");
            assertEquals(JobState.parse(f[2]), JobState.parse(f[3]), line);
            assertTrue(JobState.parse(f[2]) != JobState.UNKNOWN, line);
        }
    }
}
