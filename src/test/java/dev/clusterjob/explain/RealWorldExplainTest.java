package dev.clusterjob.explain;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hand-written scripts from public issues and the seeds (src/test/resources/realworld/explain, README
 * there): each one's bug must be named by its codes, and the fixed versions must explain without error.
 */
class RealWorldExplainTest {
    static final Path DIR = Path.of("src/test/resources/realworld/explain");

    /** files; overrides (nodes, nodelist, gpus per node); by hand; every error code expected; other codes that must be there. */
    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of("accelerate-2816-broken.sbatch", null, null, null, false,
                        "NODE_RANK_NOT_DISTINCT RANK0_NOT_ON_MASTER RANK_NOT_CONTIGUOUS RANK_NOT_UNIQUE", ""),
                Arguments.of("accelerate-2816-fixed.sbatch", null, null, null, false, "", ""),
                Arguments.of("accelerate-1645-fixed.sbatch", null, null, null, false, "", ""),
                Arguments.of("accelerate-submit_multinode-427ef8bd.sh", null, null, null, false, "NO_PROCESS NO_SCRIPT SCRIPT_FAILED",
                        "SHELL_ERROR"),
                Arguments.of("megatron-lm-1371.sbatch", 2, null, null, false,
                        "GPU_SHARED NODE_RANK_NOT_DISTINCT PORT_IN_USE RANK0_NOT_ON_MASTER RANK_NOT_CONTIGUOUS RANK_NOT_UNIQUE", ""),
                Arguments.of("pytorch-137402.sbatch", null, null, null, false, "", "MASTER_ADDR_IGNORED UNFOLLOWED"),
                Arguments.of("lightning-17550.sbatch", null, null, null, false,
                        "NODE_RANK_NOT_DISTINCT RANK0_NOT_ON_MASTER RANK_NOT_CONTIGUOUS RANK_NOT_UNIQUE WORLD_SIZE_WRONG", ""),
                Arguments.of("seed-h800-node-a.sh seed-h800-node-b.sh", null, "192.168.0.1,192.168.0.2", 8, false, "",
                        "DEFAULT_MASTER_PORT"),
                Arguments.of("seed-h800-node-a-swapped.sh seed-h800-node-b-swapped.sh", null, "192.168.0.1,192.168.0.2", 8, false,
                        "RANK0_NOT_ON_MASTER", ""),
                Arguments.of("seed-rccl-single-node.sh", null, null, 4, true, "", ""));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void namesTheBugOrNone(String files, Integer nodes, String nodelist, Integer gpus, boolean byHand, String errors, String others)
            throws IOException {
        List<Path> paths = Arrays.stream(files.split(" ")).map(DIR::resolve).toList();
        Explainer.Request r = new Explainer.Request(paths, new Allocation.Overrides(nodes, nodelist, gpus, null, null),
                SlurmStack.SLURM_24_11, 2, 4242, null, true, Duration.ofSeconds(120), byHand, List.of());
        Explainer.Report report = new Explainer(System.getenv("PATH")).explain(r);
        Set<String> errorCodes = report.findings().stream().filter(f -> f.severity() == Severity.ERROR).map(Finding::code)
                .collect(Collectors.toCollection(TreeSet::new));
        String all = report.findings().stream().map(f -> f.severity().word() + " " + f.code() + ": " + f.message())
                .collect(Collectors.joining("\n"));
        assertEquals(errors.isEmpty() ? Set.of() : new TreeSet<>(List.of(errors.split(" "))), errorCodes, files + ":\n" + all);
        for (String code : others.isEmpty() ? new String[0] : others.split(" ")) {
            assertTrue(report.findings().stream().anyMatch(f -> f.code().equals(code)), code + " in\n" + all);
        }
        assertTrue(report.ranks().size() > 0 || errorCodes.contains("NO_PROCESS"), files);
    }
}
