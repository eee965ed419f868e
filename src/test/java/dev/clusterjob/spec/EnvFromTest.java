package dev.clusterjob.spec;

import dev.clusterjob.ClusterjobException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code env: {NAME: {from_env: SOURCE}}} as the spec reads it, and which sbatch --export values pass SOURCE on. */
class EnvFromTest {
    @TempDir
    Path dir;

    private JobSpec spec(String yaml) throws Exception {
        Path f = dir.resolve("job.yaml");
        Files.writeString(f, yaml);
        return SpecBuilder.fromFile(f).build();
    }

    @Test
    void aNameTakenFromTheEnvironmentHasNoValue() throws Exception {
        JobSpec s = spec("env:\n  HF_TOKEN: {from_env: HF_TOKEN}\n  WANDB_API_KEY:\n    from_env: MY_WANDB\n  PLAIN: x\n");
        assertEquals(Map.of("HF_TOKEN", "HF_TOKEN", "WANDB_API_KEY", "MY_WANDB"), s.envFrom());
        assertEquals(Map.of("PLAIN", "x"), s.env());
        assertEquals(dir.resolve("job.yaml") + ":2", s.where("env.HF_TOKEN"));
    }

    @Test
    void aFlagValueReplacesIt() throws Exception {
        SpecBuilder b = SpecBuilder.fromFile(write("env:\n  HF_TOKEN: {from_env: HF_TOKEN}\n"));
        b.env("HF_TOKEN", "x", SpecBuilder.at("--env"));
        assertEquals(Map.of(), b.build().envFrom());
        assertEquals(Map.of("HF_TOKEN", "x"), b.build().env());
    }

    private Path write(String yaml) throws Exception {
        Path f = dir.resolve("job.yaml");
        Files.writeString(f, yaml);
        return f;
    }

    @Test
    void malformedFormsAreOneLineErrorsNamingTheLine() throws Exception {
        Path f = dir.resolve("job.yaml");
        assertEquals(f + ":2: env.A: unknown key 'from_enf' (did you mean 'from_env'?) (a value, or {from_env: NAME} to take it from"
                        + " the environment sbatch runs in)",
                assertThrows(ClusterjobException.class, () -> spec("env:\n  A: {from_enf: B}\n")).getMessage());
        assertEquals(f + ":2: env.A.from_env: expected the name of an environment variable (letters, digits, '_')",
                assertThrows(ClusterjobException.class, () -> spec("env:\n  A: {from_env: \"$(id)\"}\n")).getMessage());
        assertEquals(f + ":2: env.A: expected {from_env: NAME}",
                assertThrows(ClusterjobException.class, () -> spec("env:\n  A: {}\n")).getMessage());
        assertTrue(assertThrows(ClusterjobException.class, () -> spec("env:\n  A: [x]\n")).getMessage()
                .startsWith(f + ":2: env.A: expected a single value"));
    }

    @Test
    void sbatchExportDecidesWhetherTheSourceReachesTheJob() {
        assertTrue(EnvFrom.exported(null, "HF_TOKEN"), "sbatch's default is ALL");
        assertTrue(EnvFrom.exported("ALL", "HF_TOKEN"));
        assertTrue(EnvFrom.exported("ALL,CUDA_HOME=/x", "HF_TOKEN"));
        assertTrue(EnvFrom.exported("PATH,HF_TOKEN", "HF_TOKEN"));
        assertFalse(EnvFrom.exported("NONE", "HF_TOKEN"));
        assertFalse(EnvFrom.exported("NIL", "HF_TOKEN"));
        assertFalse(EnvFrom.exported("PATH,HOME", "HF_TOKEN"));
        assertFalse(EnvFrom.exported("HF_TOKEN=fixed", "HF_TOKEN"), "a value set in --export is not the submitter's");
    }
}
