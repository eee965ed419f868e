package dev.clusterjob.explain;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every generated example (the job specs in slurm-examples/ and mpi-examples/) explains without an error:
 * the sbatch ones as batch scripts of their own allocation, the mpirun-target ones started by hand.
 */
class ExplainerTest {
    static Stream<Path> specs() throws IOException {
        try (Stream<Path> a = Files.list(Path.of("slurm-examples")); Stream<Path> b = Files.list(Path.of("mpi-examples"))) {
            return Stream.concat(a, b).filter(p -> p.toString().endsWith(".yaml"))
                    .filter(p -> !p.getFileName().toString().contains("profiles")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void explainsClean(Path spec) throws IOException {
        Explainer.Report r = new Explainer(System.getenv("PATH")).explain(new Explainer.Request(List.of(spec), Allocation.Overrides.none(),
                SlurmStack.SLURM_24_11, 2, 4242, null, true, Duration.ofSeconds(120), false, List.of()));
        String errors = r.findings().stream().filter(f -> f.severity() == Severity.ERROR).map(f -> f.code() + ": " + f.message())
                .collect(Collectors.joining("\n"));
        assertEquals("", errors, spec.toString());
        assertEquals(0, r.exitCode(), spec.toString());
        assertTrue(r.ranks().size() >= 4, spec + ": " + r.ranks().size() + " processes");
        assertTrue(r.ranks().stream().allMatch(x -> !x.rank().isEmpty()), spec + ": every process has a rank");
        assertTrue(r.findings().stream().map(Finding::code).noneMatch("NO_PROCESS"::equals));
    }
}
