package dev.clusterjob.e2e;

import dev.clusterjob.testing.Testbed;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code env: {NAME: {from_env: SOURCE}}} through real sbatch: {@code clusterjob submit} in a JVM
 * whose environment holds SOURCE; sbatch's default --export passes it to the job, whose task prints it; the value
 * is in no file clusterjob wrote (the script, the journal) and not in what clusterjob printed. One small job, no torch.
 */
@Tag("e2e")
class SecretsE2ETest {
    @Test
    void theJobSeesTheSubmittersValueAndNoFileHoldsIt() throws Exception {
        Testbed tb = Testbed.get();
        Path dir = tb.workDir("secrets");
        String secret = "cj-e2e-" + UUID.randomUUID();
        Files.writeString(dir.resolve("job.yaml"), "profile: testbed\nprofile_files: [" + Testbed.PROFILES + "]\nname: cj-e2e-secret\n"
                + "launcher: srun\nnodes: 1\ngpus_per_node: 1\npreflight: false\n"
                + "env:\n  CJ_E2E_TOKEN: {from_env: CJ_E2E_SOURCE}\n"
                + "command: [/bin/sh, -c, 'echo \"seen=$CJ_E2E_TOKEN\"']\n");
        Path state = dir.resolve("state");
        Testbed.Run r = tb.clusterjob(dir, Map.of("CLUSTERJOB_STATE_DIR", state.toString(), "CJ_E2E_SOURCE", secret),
                Duration.ofMinutes(4), "submit", "job.yaml", "--wait");
        assertEquals(0, r.exitCode(), r.describe());
        Matcher m = Pattern.compile("submitted ([0-9]+) ").matcher(r.stdout());
        assertTrue(m.find(), r.describe());
        Path log = dir.resolve("cj-e2e-secret-" + m.group(1) + ".out");
        assertTrue(Files.readString(log).contains("seen=" + secret + "\n"), Files.readString(log));
        assertTrue(!(r.stdout() + r.stderr()).contains(secret), "clusterjob printed the value");
        List<Path> written;
        try (Stream<Path> s = Files.walk(dir)) {
            written = s.filter(Files::isRegularFile).filter(f -> !f.equals(log) && !f.getFileName().toString().startsWith("cj-submit-")).toList();
        }
        assertTrue(written.stream().anyMatch(f -> f.toString().endsWith(".sbatch")), "the submitted script is kept: " + written);
        for (Path f : written) {
            assertTrue(!Files.readString(f).contains(secret), f + " holds the value");
        }
    }
}
