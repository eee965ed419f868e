package dev.clusterjob.submit;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.testing.Captures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Which part of a request sbatch refused (e.g. {@code --nodes 5} on a 3-node partition), and
 * how many nodes a resubmission can have, from real sinfo and sbatch output (captures/slurm/sinfo).
 */
class PartitionRoomTest {
    @TempDir
    Path dir;
    final FakeTime time = new FakeTime();
    final FakeSlurmRunner slurm = new FakeSlurmRunner(time);

    Submitter.Prepared script(String directives, List<String> options) throws Exception {
        Path s = dir.resolve("job.sh");
        Files.writeString(s, "#!/bin/bash\n" + directives.replace(";", "\n") + "\nsrun train\n");
        Submitter.Prepared p = Submitter.fromScript(s, dir, Submitter.newTag());
        return p.with(p.tag(), options);
    }

    PartitionRoom room(String sinfoCapture) {
        slurm.sinfo = Captures.slurm("sinfo/" + sinfoCapture);
        return new PartitionRoom(new SlurmClient(slurm, Duration.ofSeconds(20)));
    }

    @ParameterizedTest(name = "{0} | {1} | {2}")
    @CsvSource(delimiter = '|', value = {
        // sinfo capture | #SBATCH lines (';' separates) | sbatch's refusal (capture) | the clause clusterjob adds
        "sinfo-24.11-idle.txt|#SBATCH -p debug;#SBATCH -N 5|sinfo/sbatch-24.11-too-many-nodes.txt"
            + "|; the job asks 5 node(s) but partition debug has 3 usable node(s) (sinfo): lower --nodes, or pick another partition",
        "sinfo-22.05-idle.txt|#SBATCH --partition=debug;#SBATCH --nodes=5|sbatch-error-too-many-nodes.txt"
            + "|; the job asks 5 node(s) but partition debug has 3 usable node(s) (sinfo): lower --nodes, or pick another partition",
        "sinfo-24.11-idle.txt|#SBATCH -p debug;#SBATCH -N 2;#SBATCH -x n25node1,n25node2|sinfo/sbatch-24.11-too-few-after-exclude.txt"
            + "|; the job asks 2 node(s) but partition debug has 3 usable node(s), 2 of them excluded (sinfo): lower --nodes, or pick another partition",
        "sinfo-22.05-mixed-down-drained.txt|#SBATCH -N 2|sbatch-error-too-many-gpus.txt"
            + "|; the job asks 2 node(s) but partition gpu has 1 usable node(s) (and 2 down or drained) (sinfo): lower --nodes, or pick another partition",
        // enough nodes: then it is what each node is asked for
        "sinfo-22.05-idle.txt|#SBATCH -N 2;#SBATCH --gres=gpu:16|sbatch-error-too-many-gpus.txt"
            + "|; partition gpu has 3 usable node(s) (sinfo), enough for 2 node(s): what no node has is the per-node request"
            + " (CPUs, GPUs, memory, features: sinfo -N -p gpu -o '%N %c %G %m %f')",
        // another refusal, or a job that does not say its node count: sbatch's words stand alone
        "sinfo-22.05-idle.txt|#SBATCH -N 5|sbatch-error-invalid-partition.txt|",
        "sinfo-22.05-idle.txt|#SBATCH -p debug|sbatch-error-too-many-nodes.txt|",
        "sinfo-22.05-idle.txt|#SBATCH -p nosuch;#SBATCH -N 5|sbatch-error-too-many-nodes.txt|",
    })
    void refusalsNameTheirCause(String sinfo, String directives, String refusal, String expected) throws Exception {
        String message = "sbatch failed: " + Captures.slurm(refusal).strip().replace("sbatch: error: ", "");
        assertEquals(expected == null ? "" : expected, room(sinfo).refusal(script(directives, List.of()), message));
    }

    @Test
    void aResubmissionsOptionsWinOverTheScriptsLines() throws Exception {
        PartitionRoom r = room("sinfo-22.05-idle.txt");
        Submitter.Prepared p = script("#SBATCH -p debug;#SBATCH -N 2;#SBATCH -x n24node3", List.of("--exclude=n24node1", "--nodes=3"));
        PartitionRoom.Room room = r.of(p, Set.of("n24node2"));
        assertEquals(3, room.asked());
        assertEquals(Set.of("n24node1", "n24node2"), room.excluded());
        assertEquals(List.of("n24node3"), room.free());
    }

    @Test
    void sinfoThatFailsLeavesSbatchsWordsAlone() throws Exception {
        PartitionRoom r = new PartitionRoom(new SlurmClient(new dev.clusterjob.exec.CommandRunner() {
            @Override
            public dev.clusterjob.exec.CommandResult run(dev.clusterjob.exec.ExternalCommand c) {
                throw new dev.clusterjob.exec.ExecException(c.argv().get(0) + ": not found", null);
            }

            @Override
            public String describe() {
                return "nowhere";
            }
        }, Duration.ofSeconds(5)));
        assertEquals("", r.refusal(script("#SBATCH -N 5", List.of()), "sbatch failed: Node count specification invalid"));
    }

    @Test
    void submitSaysTheCauseOnTheSameLine() throws Exception {
        slurm.sinfo = Captures.slurm("sinfo/sinfo-24.11-idle.txt");
        slurm.sbatchError = Captures.slurm("sinfo/sbatch-24.11-too-many-nodes.txt");
        Submitter s = new Submitter(new SlurmClient(slurm, Duration.ofSeconds(20)), time,
                new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(60), new Random(3)), 3, n -> { });
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> s.submit(script("#SBATCH -p debug;#SBATCH -N 5", List.of())));
        assertEquals(ExitCodes.EXTERNAL, e.exitCode());
        assertEquals("sbatch failed: Batch job submission failed: Requested node configuration is not available; the job asks 5 node(s)"
                + " but partition debug has 3 usable node(s) (sinfo): lower --nodes, or pick another partition", e.getMessage());
        assertEquals(1, slurm.calls("sbatch").size(), "a permanent refusal is not repeated");
    }

    @ParameterizedTest
    @CsvSource(nullValues = "none", value = {"2, 2", "2-4, 2", "3-3, 3", "' 8 ', 8", "x, none", "none, none"})
    void nodeCounts(String nodes, Integer expected) {
        assertEquals(expected, PartitionRoom.count(nodes));
    }
}
