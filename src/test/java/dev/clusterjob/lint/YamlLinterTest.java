package dev.clusterjob.lint;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.know.Finding;
import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.know.Severity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static dev.clusterjob.lint.LintFixtures.brief;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class YamlLinterTest {
    @TempDir
    Path dir;

    private List<Finding> lint(Path... files) {
        return new Linter(KnowledgeBase.bundled()).lint(List.of(files), null);
    }

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Test
    void profileFileEnvWithLinesAndTheMergedVendor() throws IOException {
        Path f = write("site.yaml", """
                profiles:
                  mi300:
                    extends: instinct
                    env:
                      NCCL_NVLS_ENABLE: "0"
                      NCCL_IB_TIMEOUT: "40"
                      NCCL_MIN_NCHANNELS: "112"
                  h100:
                    extends: h800
                    env:
                      RCCL_MSCCL_ENABLE: "1"
                      NCCL_TIMEOUT: "3600"
                      MASTER_PORT: "29500"
                      NCCL_SOCKET_IFNAME: null
                """);
        assertEquals(List.of(
                "5 env.vendor-mismatch NCCL_NVLS_ENABLE warning",
                "6 env.invalid-value NCCL_IB_TIMEOUT error",
                "11 env.vendor-mismatch RCCL_MSCCL_ENABLE warning",
                "12 env.not-real NCCL_TIMEOUT error",
                "13 env.derived MASTER_PORT error"), brief(lint(f)));
    }

    @Test
    void specEnvMasterPortAndItsUserProfile() throws IOException {
        write("site.yaml", """
                profiles:
                  mycluster:
                    extends: tcp
                    env:
                      NCCL_IB_HCA: "mlx5_0"
                      NCCL_DEBUG: INFO
                """);
        Path spec = write("job.yaml", """
                name: sft
                profile: mycluster
                profile_files: [site.yaml]
                nodes: 2
                master_port: 29500
                env:
                  NCCL_DEBUG: WARN
                  NCCL_ALGO: Ring,Trees
                command: [train.py]
                """);
        List<Finding> fs = lint(spec);
        assertEquals(List.of(
                "5 port.fixed-29500 master_port warning",
                "8 env.invalid-value NCCL_ALGO error",
                "5 env.ib-hca-ignored NCCL_IB_HCA info"), brief(fs));
        assertTrue(fs.get(2).file().endsWith("site.yaml"), "the profile's finding points at the profile file: " + fs.get(2).file());
        assertTrue(fs.get(0).file().endsWith("job.yaml"));
    }

    @Test
    void unreadableYamlIsAFindingNotACrash() throws IOException {
        Path bad = write("bad.yaml", "profiles:\n  x:\n    gpus_per_nod: 8\n");
        Path broken = write("broken.yaml", "env: [unclosed\n");
        Path ok = write("ok.sh", "export NCCL_DEBUG=WARN\n");
        List<Finding> fs = lint(bad, broken, ok);
        assertEquals(List.of("3 file.invalid error", "1 file.invalid error"), brief(fs));
        assertTrue(fs.get(0).message().contains("did you mean 'gpus_per_node'"), fs.get(0).message());
        assertTrue(fs.get(0).message().startsWith("profiles.x: unknown key"), "the place is the finding's, not repeated: " + fs.get(0).message());
    }

    @Test
    void missingFileIsBadInput() {
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> lint(dir.resolve("nope.sh")));
        assertEquals(2, e.exitCode());
    }

    /** The built-in profiles themselves: no error, no warning. */
    @Test
    void builtInProfilesLintClean() throws IOException {
        String text;
        try (InputStream in = getClass().getResourceAsStream("/dev/clusterjob/profile/builtin-profiles.yaml")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Path copy = write("builtin-profiles.yaml", text);
        List<Finding> fs = lint(copy);
        assertEquals(List.of(), fs.stream().filter(f -> f.severity() != Severity.INFO).map(f -> f.line() + " " + f.code()).toList());
    }
}
