package dev.clusterjob.submit;

import dev.clusterjob.slurm.SrunTaskExit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link FirstTaskFailure} on real files read through {@link LogFollower#LOCAL}: the testbed's 2-node capture of a
 * missing command (src/test/resources/dev/clusterjob/doctor/testbed-srun-command-not-found-127.log), a separate stderr
 * file, a long training log whose task lines lie past the tail's start, and files that name no cause.
 */
class FirstTaskFailureTest {
    @TempDir
    Path dir;

    private static final String CAPTURE = "dev/clusterjob/doctor/testbed-srun-command-not-found-127.log";

    private Path capture() throws IOException {
        try (var in = getClass().getClassLoader().getResourceAsStream(CAPTURE)) {
            Path p = dir.resolve("job-1.out");
            Files.write(p, in.readAllBytes());
            return p;
        }
    }

    @Test
    void theTaskThatExitedFirstNotTheOneSrunTerminated() throws IOException {
        Optional<SrunTaskExit> first = FirstTaskFailure.in(new LogPaths(capture(), null), LogFollower.LOCAL);
        assertEquals(Optional.of(new SrunTaskExit("n26node2", "1", 127, null)), first);
    }

    @Test
    void stderrFirstThenStdout() throws IOException {
        Path out = capture();
        Path err = dir.resolve("job-1.err");
        Files.writeString(err, "srun: error: gpu3: task 6: Segmentation fault (core dumped)\nsrun: error: gpu1: task 0: Terminated\n");
        assertEquals(Optional.of(new SrunTaskExit("gpu3", "6", -1, "Segmentation fault")),
                FirstTaskFailure.in(new LogPaths(out, err), LogFollower.LOCAL));
        Files.writeString(err, "srun: error: gpu1: task 0: Terminated\n");
        assertEquals("n26node2", FirstTaskFailure.in(new LogPaths(out, err), LogFollower.LOCAL).orElseThrow().host(),
                "a stderr file with only stopped tasks leaves the stdout file's cause");
    }

    @Test
    void readsOnlyTheTailAndDropsItsPartialFirstLine() throws IOException {
        Path log = dir.resolve("long.out");
        StringBuilder b = new StringBuilder("srun: error: early: task 9: Exited with exit code 5\n");
        String step = "step 123456 loss 1.2345 lr 0.0001 throughput 9876.5 tokens/s\n";
        while (b.length() < 3 * FirstTaskFailure.TAIL) {
            b.append(step);
        }
        b.append("srun: error: late: task 2: Exited with exit code 1\nsrun: error: n0: task 0: Terminated\n");
        Files.writeString(log, b);
        assertEquals(Optional.of(new SrunTaskExit("late", "2", 1, null)), FirstTaskFailure.in(new LogPaths(log, null), LogFollower.LOCAL),
                "the line before the tail is not read");
        String tail = FirstTaskFailure.tail(log, LogFollower.LOCAL);
        assertEquals(step, tail.lines().findFirst().orElseThrow() + "\n", "the tail starts at a whole line");
    }

    @Test
    void noCauseWhenOnlyStoppedTasksOrNoFile() throws IOException {
        Path log = dir.resolve("cancelled.out");
        Files.writeString(log, "slurmstepd: error: *** JOB 5 ON n1 CANCELLED AT 2026-12-04T10:00:00 ***\nsrun: error: n1: task 0: Terminated\n"
                + "srun: error: n2: task 1: Exited with exit code 143\n");
        assertEquals(Optional.empty(), FirstTaskFailure.in(new LogPaths(log, null), LogFollower.LOCAL));
        assertEquals(Optional.empty(), FirstTaskFailure.in(new LogPaths(dir.resolve("missing.out"), null), LogFollower.LOCAL));
    }
}
