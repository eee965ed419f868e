package dev.clusterjob.lint;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.know.Severity;
import dev.clusterjob.render.JobRenderer;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.Launcher;
import dev.clusterjob.spec.SpecBuilder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What clusterjob renders for its built-in profiles lints clean: no error, no warning (infos allowed). */
class RenderedScriptsLintTest {
    static Stream<Arguments> jobs() {
        List<Arguments> out = new ArrayList<>();
        for (String profile : List.of("h800", "instinct", "tcp")) {
            for (Launcher l : Launcher.values()) {
                out.add(Arguments.of(profile, l.id(), "srun"));
            }
            out.add(Arguments.of(profile, "deepspeed", "ssh"));
            out.add(Arguments.of(profile, "mpirun-target", "srun"));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("jobs")
    void builtInProfilesRenderLintCleanScripts(String profile, String launcher, String mode) {
        SpecBuilder b = SpecBuilder.empty().profile(profile, SpecBuilder.at("--profile")).nodes(2, SpecBuilder.at("--nodes"))
                .command(List.of("src/train.py", "--stage", "sft"), SpecBuilder.at("--"));
        if (launcher.equals("mpirun-target")) {
            b.target("mpirun", SpecBuilder.at("--target"));
        } else {
            b.launcher(launcher, SpecBuilder.at("--launcher"));
            b.launchMode(mode, SpecBuilder.at("--launch-mode"));
        }
        JobSpec spec = b.build();
        String text = JobRenderer.bundled().render(spec).text();
        List<Finding> fs = new ScriptLinter(KnowledgeBase.bundled()).lint("rendered.sh", text, null);
        List<String> bad = fs.stream().filter(f -> f.severity() != Severity.INFO).map(f -> f.line() + " " + f.code() + ": " + f.message()).toList();
        assertEquals(List.of(), bad);
        if (!launcher.equals("mpirun-target")) {
            assertTrue(text.contains("clusterjob-preflight"), "built-in profiles render the preflight step");
        }
    }
}
