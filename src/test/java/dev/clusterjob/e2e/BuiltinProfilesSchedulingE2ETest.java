package dev.clusterjob.e2e;

import dev.clusterjob.slurm.Hostlist;
import dev.clusterjob.testing.Testbed;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The built-in GPU profiles' scripts, exactly as rendered (their own partition, --gpus-per-node=8, the
 * whole node with whatever CPUs it has), are accepted by the testbed's scheduler for every launcher:
 * {@code sbatch --test-only} answers where and when they would start, also on nodes with fewer CPUs than
 * the 96 the profiles once asked for (CJ_TESTBED_CPUS_PER_NODE=16). LaunchersE2ETest runs the h800 ones for real.
 */
@Tag("e2e")
class BuiltinProfilesSchedulingE2ETest {
    static final Pattern WOULD_START = Pattern.compile("Job \\d+ to start at \\S+ using (\\d+) processors on nodes (\\S+) in partition (\\S+)");

    static Stream<Arguments> profilesAndLaunchers() {
        List<Arguments> out = new ArrayList<>();
        for (String profile : List.of("h800", "instinct")) {
            for (String launcher : List.of("torchrun", "srun", "llamafactory", "mpirun", "deepspeed", "accelerate", "horovod")) {
                out.add(Arguments.of(profile, launcher));
            }
        }
        return out.stream();
    }

    static Path render(Testbed tb, String name, String... args) {
        List<String> a = new ArrayList<>(List.of("--job-name", "e2e-" + name));
        a.addAll(List.of(args));
        return Testbed.render(tb.workDir(name).resolve(name + ".sbatch"), a.toArray(String[]::new));
    }

    @ParameterizedTest(name = "{0} script with launcher {1}")
    @MethodSource("profilesAndLaunchers")
    void builtinScriptIsAcceptedUnmodified(String profile, String launcher) {
        Testbed tb = Testbed.get();
        Path script = render(tb, profile + "-" + launcher, "--profile", profile, "--nodes", "2", "--launcher", launcher, "--", "train.py");
        Testbed.Run r = tb.sbatch(script, "--test-only");
        assertEquals(0, r.exitCode(), r.describe());
        Matcher m = WOULD_START.matcher(r.stderr());
        assertTrue(m.find(), r.describe());
        assertEquals(String.valueOf(2 * tb.cpusPerNode()), m.group(1), "every CPU of 2 whole nodes (--exclusive): " + r.describe());
        assertEquals(2, Hostlist.expand(m.group(2), "sbatch --test-only").size(), r.describe());
        assertEquals(tb.defaultPartition(), m.group(3), "the profile's own partition: " + r.describe());
    }

    /** The control: a request the testbed cannot hold (4 nodes of 3) is refused at submission, so the test above can fail. */
    @Test
    void aScriptForMoreNodesThanTheTestbedHasIsRefused() {
        Testbed tb = Testbed.get();
        Path script = render(tb, "instinct-4-nodes", "--profile", "instinct", "--nodes", String.valueOf(tb.nodes().size() + 1), "--", "train.py");
        Testbed.Run r = tb.sbatch(script, "--test-only");
        assertNotEquals(0, r.exitCode(), r.describe());
        assertTrue(r.stderr().contains("allocation failure") || r.stderr().contains("Node count specification invalid"), r.describe());
    }
}
