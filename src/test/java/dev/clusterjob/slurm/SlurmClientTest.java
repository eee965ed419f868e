package dev.clusterjob.slurm;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.exec.ssh.SshConnectionLostException;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SlurmClientTest {
    static final class Recording implements CommandRunner {
        final List<ExternalCommand> calls = new ArrayList<>();
        final Function<ExternalCommand, CommandResult> answer;

        Recording(Function<ExternalCommand, CommandResult> answer) {
            this.answer = answer;
        }

        @Override
        public CommandResult run(ExternalCommand command) {
            calls.add(command);
            return answer.apply(command);
        }

        @Override
        public String describe() {
            return "recording";
        }
    }

    static CommandResult result(ExternalCommand c, int code, String out, String err) {
        return new CommandResult(c, code, out, err, Duration.ofMillis(1), false);
    }

    @Test
    void everyCallCarriesTheTimeoutAndSbatchTheWorkDir() {
        Recording r = new Recording(c -> result(c, 0, "77\n", ""));
        SlurmClient s = new SlurmClient(r, Duration.ofSeconds(9));
        assertEquals(new Sbatch.Submitted("77", null), s.submit(Path.of("/w/job.sh"), "clusterjob:x", List.of(), "/w"));
        assertEquals(Duration.ofSeconds(9), r.calls.get(0).timeout());
        assertEquals("/w", r.calls.get(0).workDir());
    }

    @Test
    void accountingOffIsLearntOnce() {
        Recording r = new Recording(c -> result(c, 1, "", "Slurm accounting storage is disabled\n"));
        SlurmClient s = new SlurmClient(r, Duration.ofSeconds(9));
        assertTrue(s.accounting(List.of("1")).isEmpty());
        assertTrue(s.accounting(List.of("2")).isEmpty());
        assertEquals(1, r.calls.size());
        assertEquals(Boolean.FALSE, s.accountingKnown());
    }

    @Test
    void failuresAreTransientOrPermanent() {
        SlurmClient down = new SlurmClient(new Recording(c -> result(c, 1, "",
                "slurm_load_jobs error: Unable to contact slurm controller (connect failure)\n")), Duration.ofSeconds(9));
        assertThrows(TransientSlurmException.class, () -> down.queue(List.of("1", "2"), false));
        SlurmClient broken = new SlurmClient(new Recording(c -> result(c, 1, "", "squeue: error: Invalid user: nobody\n")), Duration.ofSeconds(9));
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> broken.queue(List.of("1", "2"), false));
        assertFalse(e instanceof TransientSlurmException);
        assertEquals("squeue failed: Invalid user: nobody", e.getMessage());
        SlurmClient gone = new SlurmClient(new Recording(c -> result(c, 1, "", "slurm_load_jobs error: Invalid job id specified\n")), Duration.ofSeconds(9));
        assertTrue(gone.showJob("5").isEmpty());
    }

    @Test
    void aConnectionLostMidCommandIsTransientSoSbatchIsLookedUpNotRepeated() {
        SlurmClient s = new SlurmClient(new Recording(c -> {
            throw new SshConnectionLostException("connection lost while running sbatch", null);
        }), Duration.ofSeconds(9));
        TransientSlurmException e = assertThrows(TransientSlurmException.class,
                () -> s.submit(Path.of("/w/job.sh"), "t", List.of(), "/w"));
        assertEquals("sbatch: connection lost while running sbatch", e.getMessage());
    }
}
