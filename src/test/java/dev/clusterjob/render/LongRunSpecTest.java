package dev.clusterjob.render;

import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The spec and profile keys of long and mixed runs (requeue:, components:, container:) refuse bad
 * input with one line naming file:line (or the flag) and what was expected, exit 2, nothing written.
 */
class LongRunSpecTest {
    static final String PROFILES = Path.of("src/test/resources/profiles/longrun-profiles.yaml").toAbsolutePath().toString();
    static final String HEAD = "profile_files: [" + PROFILES + "]\ncommand: [train.py]\n";
    static final String TWO = "components:\n  - {profile: het-a, nodes: 1}\n  - {profile: het-b, nodes: 1}\n";

    static Stream<Arguments> badSpecs() {
        return Stream.of(
                // components
                Arguments.of(HEAD + "components: {nodes: 1}\n", 3, "components: expected a list of components"),
                Arguments.of(HEAD + "components:\n  - {profile: het-a, nodes: 1}\n", 3, "components: a heterogeneous job needs at least 2 components, got 1"),
                Arguments.of(HEAD + "components:\n  - {profile: het-a, nodes: 1}\n  - {profile: het-b}\n", 5, "components[1]: nodes: missing"),
                Arguments.of(HEAD + "components:\n  - {profile: het-a, node: 1}\n  - {profile: het-b, nodes: 1}\n", 4,
                        "components[0]: unknown key 'node' (did you mean 'nodes'?)"),
                Arguments.of(HEAD + "components:\n  - {profile: het-a, nodes: 0}\n  - {profile: het-b, nodes: 1}\n", 4,
                        "components[0].nodes: expected an integer >= 1, got integer 0"),
                Arguments.of(HEAD + "nodes: 2\n" + TWO, 3, "nodes: a job with components: sets nodes in each component"),
                Arguments.of(HEAD + "launcher: deepspeed\n" + TWO, 3, "components: launcher deepspeed is not supported in a heterogeneous job (supported: srun, torchrun"),
                Arguments.of(HEAD + "preflight: true\n" + TWO, 3, "preflight: does not run in a heterogeneous job yet"),
                Arguments.of(HEAD + "requeue: true\n" + TWO, 3, "requeue: not supported together with components:"),
                Arguments.of(HEAD + "components:\n  - {profile: het-a, nodes: 1}\n  - {profile: modules-b, nodes: 1}\n", 5,
                        "components[1]: profile modules-b loads modules [cuda/12.4], component 0 loads []"),
                Arguments.of(HEAD + "components:\n  - {profile: het-a, nodes: 1}\n  - {profile: het-b, nodes: 1, sbatch: {output: x.out}}\n", 5,
                        "components[1].sbatch.output: the batch script's output belongs to the whole job"),
                Arguments.of(HEAD + "components:\n  - {profile: het-a, nodes: 1, env: {CLUSTERJOB_COMPONENT: \"1\"}}\n  - {profile: het-b, nodes: 1}\n", 4,
                        "env.CLUSTERJOB_COMPONENT: derived at run time"),
                Arguments.of(HEAD + "components:\n  - {nodes: 1}\n  - {profile: het-b, nodes: 1}\n", 4,
                        "components[0]: no profile (give it profile:, or give the spec a profile: for all components)"),
                // requeue
                Arguments.of(HEAD + "profile: het-a\nrequeue: {signal: TERM}\n", 4, "requeue.signal: expected USR1 or USR2, got 'TERM'"),
                Arguments.of(HEAD + "profile: het-a\nrequeue: {max_restart: 2}\n", 4, "requeue: unknown key 'max_restart' (did you mean 'max_restarts'?)"),
                Arguments.of(HEAD + "profile: het-a\nrequeue: {seconds_before_limit: 70000}\n", 4, "requeue.seconds_before_limit: expected 1..65535 seconds"),
                Arguments.of(HEAD + "profile: het-a\nrequeue: {seconds_before_limit: 60, grace_s: 60}\n", 4,
                        "requeue.grace_s: 60 s must be below seconds_before_limit (60 s)"),
                Arguments.of(HEAD + "profile: het-a\nsbatch: {time: \"00:05:00\"}\nrequeue: true\n", 5,
                        "requeue.seconds_before_limit: 300 s is not below the time limit 00:05:00 (300 s); that is the default"),
                Arguments.of(HEAD + "profile: het-a\nlauncher: horovod\nrequeue: true\n", 5, "requeue: launcher horovod starts the training processes outside a Slurm step"),
                Arguments.of(HEAD + "profile: het-a\nsbatch: {signal: \"B:USR1@60\"}\nrequeue: true\n", 4, "sbatch.signal: requeue: writes --signal"),
                Arguments.of(HEAD + "profile: het-a\nenv: {RESTART_COUNT: \"0\"}\nrequeue: true\n", 4, "env.RESTART_COUNT: set by the requeue step"),
                Arguments.of(HEAD + "profile: het-a\nrequeue: 3\n", 4, "requeue: expected true, false or a mapping of requeue keys"),
                Arguments.of(HEAD + "profile: het-a\nrequeue: {resume_args: --resume}\n", 4, "requeue.resume_args: expected a list"),
                // container
                Arguments.of(HEAD + "profile: het-a\ncontainer: {runtime: docker}\n", 4, "container.runtime: expected pyxis, apptainer or none, got 'docker'"),
                Arguments.of(HEAD + "profile: het-a\ncontainer: {runtime: pyxis, image: i, mounts: [data:/data]}\n", 4,
                        "container.mounts[0]: 'data:/data': source and destination must be absolute paths"),
                Arguments.of(HEAD + "profile: het-a\ncontainer: {runtime: pyxis, image: i, mounts: [\"/a,/b\"]}\n", 4, "must not contain commas"),
                Arguments.of(HEAD + "profile: het-a\ncontainer: {runtime: pyxis, image: i, mounts: [\"/a:/b:z\"]}\n", 4, "the only flags are ro and rw"),
                Arguments.of(HEAD + "profile: het-a\ncontainer: {runtime: pyxis}\n", 4, "container: runtime pyxis needs an image"),
                Arguments.of(HEAD + "profile: het-a\ncontainer: {image: i.sif}\n", 4, "container: image or mounts given without a runtime"),
                Arguments.of(HEAD + "profile: het-a\ncontainer: {runtime: apptainer, image: i.sif, volumes: []}\n", 4,
                        "container: unknown key 'volumes'"),
                Arguments.of(HEAD + "profile: het-a\nlauncher: mpirun\ncontainer: {runtime: apptainer, image: i.sif}\n", 5,
                        "container: launcher mpirun starts its processes from the batch shell"),
                Arguments.of(HEAD + "profile: pyxis-cpu\n" + TWO.replace("het-a", "pyxis-cpu"), 4,
                        "components[0]: container runtime pyxis is not supported in a heterogeneous job"));
    }

    @ParameterizedTest(name = "[{index}] line {1}: {2}")
    @MethodSource("badSpecs")
    void badInputIsOneLineNamingFileAndLine(String yaml, int line, String expected, @TempDir Path dir) throws Exception {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, yaml);
        Path out = dir.resolve("job.sbatch");
        Cli.Result r = Cli.run("render", spec.toString(), "-o", out.toString());
        assertEquals(2, r.code(), r.out() + r.err());
        String err = r.err().strip();
        assertEquals(1, err.lines().count(), err);
        String where = expected.startsWith("components[0]: container") ? "clusterjob: profile pyxis-cpu: " : "clusterjob: " + spec + ":" + line + ": ";
        assertTrue(err.startsWith(where), "'" + err + "' should start with '" + where + "'");
        assertTrue(err.contains(expected), "'" + err + "' should contain '" + expected + "'");
        assertTrue(Files.notExists(out), "nothing written");
    }

    @Test
    void profileFileContainerErrorsNameTheProfileFileLine(@TempDir Path dir) throws Exception {
        Path profiles = dir.resolve("p.yaml");
        Files.writeString(profiles, "profiles:\n  x:\n    extends: tcp\n    container:\n      runtime: singularity\n");
        Cli.Result r = Cli.run("render", "--profile-file", profiles.toString(), "--profile", "x", "--", "train.py");
        assertEquals(2, r.code());
        assertEquals("clusterjob: " + profiles + ":5: profiles.x.container.runtime: expected pyxis, apptainer or none, got 'singularity'",
                r.err().strip());
    }

    @Test
    void profilesShowPrintsTheMergedContainerAsProfileYamlThatRendersTheSame(@TempDir Path dir) throws Exception {
        Path layered = dir.resolve("more.yaml");
        Files.writeString(layered, "profiles:\n  pyxis-more:\n    extends: pyxis-cpu\n    container:\n      mounts: [/scratch, /data:/data:ro]\n");
        Cli.Result show = Cli.run("profiles", "show", "--profile-file", PROFILES, "--profile-file", layered.toString(), "pyxis-more");
        assertEquals(0, show.code(), show.err());
        assertTrue(show.out().endsWith("    container:\n      runtime: pyxis\n      image: \"nvcr.io#nvidia/pytorch:24.05-py3\"\n"
                + "      mounts:\n        - \"/data:/data:ro\"\n        - \"/scratch\"\n"), "mounts appended along extends, no repeats\n" + show.out());
        // the printed profile, without extends, renders the same script as the chain it came from
        Path flat = dir.resolve("flat.yaml");
        Files.writeString(flat, show.out());
        Cli.Result a = Cli.run("render", "--profile-file", PROFILES, "--profile-file", layered.toString(), "--profile", "pyxis-more", "--", "t.py");
        Cli.Result b = Cli.run("render", "--profile-file", flat.toString(), "--profile", "pyxis-more", "--", "t.py");
        assertEquals(0, a.code(), a.err());
        assertTrue(a.out().contains("--container-mounts=/data:/data:ro,/scratch:/scratch "), a.out());
        assertEquals(a.out().replaceAll("(?m)^# .*profile pyxis-more.*$", ""), b.out().replaceAll("(?m)^# .*profile pyxis-more.*$", ""));
    }

    @Test
    void flagsTurnRequeueAndContainersOnAndOff(@TempDir Path dir) throws Exception {
        Cli.Result on = Cli.run("render", "--profile-file", PROFILES, "--profile", "het-a", "--max-restarts", "5", "--container-runtime",
                "apptainer", "--container-image", "/i.sif", "--", "train.py");
        assertEquals(0, on.code(), on.err());
        assertTrue(on.out().contains(" --max-restarts 5\n"), on.out());
        assertTrue(on.out().contains("apptainer exec --nv /i.sif \\\n    bash -c"), on.out());
        Cli.Result off = Cli.run("render", "--profile-file", PROFILES, "--profile", "pyxis-cpu", "--container-runtime", "none",
                "--no-requeue", "--", "train.py");
        assertEquals(0, off.code(), off.err());
        assertTrue(!off.out().contains("--container-image") && !off.out().contains("CJ_RQ_"), off.out());
        Cli.Result both = Cli.run("render", "--profile", "tcp", "--no-requeue", "--max-restarts", "2", "--", "train.py");
        assertEquals(2, both.code());
        assertEquals("clusterjob: --max-restarts: contradicts --no-requeue", both.err().strip());
    }
}
