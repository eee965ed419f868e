package dev.clusterjob.render;

import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.SpecBuilder;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Golden files: every job spec in the example folders and in src/test/resources/golden renders
 * byte for byte to the file its {@code output:} names. On a mismatch the fresh text is written to
 * {@code <output>-actual} beside it, for a reviewer to diff and accept. A rendered file without a
 * spec fails too, so adding a case is adding a file pair.
 */
class GoldenFilesTest {
    static final List<Path> FOLDERS = List.of(Path.of("slurm-examples"), Path.of("mpi-examples"),
            Path.of("src/test/resources/golden"));

    static List<Path> specs() {
        return DriftCheck.findSpecs(FOLDERS);
    }

    @TestFactory
    Stream<DynamicTest> everySpecRendersToItsCheckedInFile() {
        JobRenderer renderer = JobRenderer.bundled();
        return specs().stream().map(spec -> DynamicTest.dynamicTest(spec.toString(), () -> {
            JobSpec js = SpecBuilder.fromFile(spec).build();
            String fresh = renderer.render(js).text();
            Path expected = js.output();
            Path actual = Path.of(expected + "-actual");
            String current = Files.exists(expected) ? Files.readString(expected, StandardCharsets.UTF_8) : null;
            if (!fresh.equals(current)) {
                Files.writeString(actual, fresh, StandardCharsets.UTF_8);
                fail(expected + " differs from what " + spec + " renders now; see " + actual
                        + " (accept with: mv " + actual + " " + expected + ")\n"
                        + UnifiedDiff.diff(expected.toString(), current == null ? "" : current, actual.toString(), fresh));
            }
            Files.deleteIfExists(actual);
        }));
    }

    @Test
    void everyRenderedFileHasASpec() throws IOException {
        Set<Path> outputs = new HashSet<>();
        for (Path s : specs()) {
            outputs.add(SpecBuilder.fromFile(s).build().output().toAbsolutePath().normalize());
        }
        assertFalse(outputs.isEmpty());
        for (Path folder : FOLDERS) {
            try (Stream<Path> files = Files.list(folder)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".sbatch") || p.toString().endsWith(".sh")).toList()) {
                    assertTrue(outputs.contains(f.toAbsolutePath().normalize()), f + " has no spec naming it as output");
                }
            }
        }
    }

    @Test
    void renderingIsDeterministic() {
        // Two independent renderers (the shared one, and a second FreeMarker Configuration over the same
        // template files), the second rendering the specs in reverse order: state carried from one render
        // to the next, or anything order- or instance-dependent, shows as a difference.
        JobRenderer shared = JobRenderer.bundled();
        JobRenderer fresh = JobRenderer.withTemplates(Path.of("templates"));
        List<Path> all = specs();
        Map<Path, String> first = new HashMap<>();
        for (Path s : all) {
            first.put(s, shared.render(SpecBuilder.fromFile(s).build()).text());
        }
        for (int i = all.size() - 1; i >= 0; i--) {
            Path s = all.get(i);
            assertEquals(first.get(s), fresh.render(SpecBuilder.fromFile(s).build()).text(), s.toString());
        }
    }
}
