package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.profile.ProfileCatalog;
import dev.clusterjob.profile.ProfileYaml;
import dev.clusterjob.spec.SpecBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The 'preflight' key: on in the built-ins, inherited through extends, switched off by a profile, a spec or a flag. */
class PreflightKeyTest {
    @TempDir
    Path dir;

    private Path profiles() throws IOException {
        Path p = dir.resolve("site.yaml");
        Files.writeString(p, """
                profiles:
                  quiet:
                    extends: h800
                    preflight: false
                  loud:
                    extends: quiet
                    preflight: true
                  inherits:
                    extends: quiet
                """);
        return p;
    }

    @Test
    void builtInsAreOnAndExtendsInherits() throws IOException {
        ProfileCatalog c = ProfileCatalog.load(List.of(profiles()));
        for (String b : List.of("h800", "instinct", "tcp")) {
            assertTrue(c.resolve(b, "t").preflight(), b);
        }
        assertFalse(c.resolve("quiet", "t").preflight());
        assertTrue(c.resolve("loud", "t").preflight());
        assertFalse(c.resolve("inherits", "t").preflight());
        assertTrue(ProfileYaml.write(c.resolve("quiet", "t")).contains("    preflight: false\n"));
    }

    @Test
    void specWinsOverProfile() throws IOException {
        Path prof = profiles();
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: quiet\nprofile_files: [site.yaml]\nnodes: 2\npreflight: true\ncommand: [train.py]\n");
        assertTrue(JobRenderer.bundled().render(SpecBuilder.fromFile(spec).build()).text().contains("cj_preflight_node"));
        String off = JobRenderer.bundled().render(SpecBuilder.empty().addProfileFile(prof, "--profile-file").profile("quiet", SpecBuilder.at("--profile"))
                .command(List.of("train.py"), SpecBuilder.at("--")).build()).text();
        assertFalse(off.contains("cj_preflight_node"));
    }

    @Test
    void preflightRunsFirstOnTheAllocationThenTheGateThenTheRendezvousAndTheLaunch() {
        String text = JobRenderer.bundled().render(SpecBuilder.empty().profile("tcp", SpecBuilder.at("--profile"))
                .gate(dev.clusterjob.gate.GateSettings.enabled(true), SpecBuilder.at("--gate"))
                .command(List.of("train.py"), SpecBuilder.at("--")).build()).text();
        int hosts = text.indexOf("\n  cj_allocation_hosts ");
        int pre = text.indexOf("\n  cj_preflight --need ");
        int gate = text.indexOf("\n  cj_gate --tool ");
        int rdzv = text.indexOf("export CJ_TRAIN_NODELIST");
        int launch = text.indexOf("# Launch:");
        assertTrue(hosts > 0 && hosts < pre && pre < gate && gate < rdzv && rdzv < launch,
                hosts + " " + pre + " " + gate + " " + rdzv + " " + launch);
        assertTrue(text.contains(" --exit 69 --program torchrun\n") && text.contains("--exit) CJ_PF_EXIT=$2 ;;") && text.contains("    exit \"$CJ_PF_EXIT\"\n"),
                "documented preflight exit code");
    }

    @Test
    void mpirunTargetHasNoPreflight() {
        String text = JobRenderer.bundled().render(SpecBuilder.empty().profile("h800", SpecBuilder.at("--profile"))
                .target("mpirun", SpecBuilder.at("--target")).command(List.of("train.py"), SpecBuilder.at("--")).build()).text();
        assertFalse(text.contains("preflight"));
    }

    @Test
    void aNonBooleanIsBadInput() throws IOException {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, "profile: h800\npreflight: maybe\ncommand: [train.py]\n");
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> SpecBuilder.fromFile(spec));
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().contains("job.yaml:2: preflight: expected true or false"), e.getMessage());
    }
}
