package dev.clusterjob.lint;

import dev.clusterjob.know.Finding;
import dev.clusterjob.render.JobRenderer;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.SpecBuilder;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** JobCheck places each finding where the variable got its value: the spec's line, else the line of the profile file that set it. */
class JobCheckTest {
    static final String BASE = "profiles:\n  base:\n    extends: tcp\n    env:\n      NCCL_ALGO: Ring,Trees\n";
    static final String LEAF = "profiles:\n  leaf:\n    extends: base\n    env:\n      CJ_X: \"1\"\n";

    static Stream<Arguments> places() {
        return Stream.of(
                Arguments.of(BASE, LEAF, "", "a.yaml:5"),
                Arguments.of(BASE, LEAF.replace("CJ_X: \"1\"", "CJ_X: \"1\"\n      NCCL_ALGO: Tree,Rings"), "", "b.yaml:6"),
                Arguments.of(BASE, LEAF, "env: {NCCL_ALGO: \"Ring,Trees\"}\n", "job.yaml:4"),
                Arguments.of(BASE.replace("base:", "leaf:"), BASE.replace("base:", "leaf:").replace("Ring,Trees", "Tree,Rings"), "", "b.yaml:5"));
    }

    @ParameterizedTest(name = "[{index}] {3}")
    @MethodSource("places")
    void findingNamesWhereTheValueWasSet(String a, String b, String specEnv, String where, @TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("a.yaml"), a);
        Files.writeString(dir.resolve("b.yaml"), b);
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: leaf\nprofile_files: [a.yaml, b.yaml]\ncommand: [t.py]\n" + specEnv);
        JobSpec js = SpecBuilder.fromFile(spec).build();
        List<Finding> fs = JobCheck.check(JobRenderer.bundled().render(js).plan(), js).stream()
                .filter(f -> "NCCL_ALGO".equals(f.variable())).toList();
        assertEquals(1, fs.size(), fs.toString());
        assertEquals(dir.resolve(where.substring(0, where.indexOf(':'))) + where.substring(where.indexOf(':')),
                fs.get(0).file() + ":" + fs.get(0).line());
    }
}
