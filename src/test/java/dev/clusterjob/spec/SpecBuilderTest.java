package dev.clusterjob.spec;

import dev.clusterjob.ClusterjobException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** SpecBuilder: a spec file's keys become JobSpec fields with their origins; bad values are one line naming file:line or the flag. */
class SpecBuilderTest {
    static JobSpec spec(Path dir, String yaml) throws Exception {
        Path f = dir.resolve("job.yaml");
        Files.writeString(f, yaml);
        return SpecBuilder.fromFile(f).build();
    }

    static Stream<Arguments> fields() {
        return Stream.of(
                Arguments.of("nodes: 4\n", (Function<JobSpec, Object>) JobSpec::nodes, 4),
                Arguments.of("launcher: deepspeed\n", (Function<JobSpec, Object>) JobSpec::launcher, Launcher.DEEPSPEED),
                Arguments.of("launcher_command: \"python3 -m  torch.distributed.run\"\n", (Function<JobSpec, Object>) JobSpec::launcherCommand,
                        List.of("python3", "-m", "torch.distributed.run")),
                Arguments.of("launcher_command: [\"my launcher\"]\n", (Function<JobSpec, Object>) JobSpec::launcherCommand, List.of("my launcher")),
                Arguments.of("command: [train.py, --lr, \"1e-5\"]\n", (Function<JobSpec, Object>) JobSpec::command, List.of("train.py", "--lr", "1e-5")),
                Arguments.of("sbatch: {time: \"1:00:00\", exclusive: \"\"}\n", (Function<JobSpec, Object>) JobSpec::sbatch,
                        Map.of("time", "1:00:00", "exclusive", "")),
                Arguments.of("env: {A: \"1\", B: {from_env: HOME}}\n", (Function<JobSpec, Object>) s -> List.of(s.env(), s.envFrom()),
                        List.of(Map.of("A", "1"), Map.of("B", "HOME"))),
                Arguments.of("master_port: 29501\n", (Function<JobSpec, Object>) JobSpec::masterPort, 29501),
                Arguments.of("name: x\nnodes: 2\n", (Function<JobSpec, Object>) s -> List.of(s.where("name").endsWith("job.yaml:1"),
                        s.where("nodes").endsWith("job.yaml:2")), List.of(true, true)));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("fields")
    void keyBecomesField(String yaml, Function<JobSpec, Object> field, Object expected, @TempDir Path dir) throws Exception {
        Object got = field.apply(spec(dir, yaml));
        assertEquals(expected, got, yaml);
    }

    static Stream<Arguments> refusals() {
        return Stream.of(
                Arguments.of("nodes: 0\n", 1, "nodes: expected an integer >= 1"),
                Arguments.of("name: a\nlauncher: torchrn\n", 2, "launcher: unknown launcher 'torchrn' (did you mean 'torchrun'?)"),
                Arguments.of("comand: [x]\n", 1, "unknown key 'comand' (did you mean 'command'?)"),
                Arguments.of("command: []\n", 1, "command: expected the program and its arguments, got an empty list"),
                Arguments.of("master_port: 70000\n", 1, "master_port: expected a port number 1..65535, got 70000"),
                Arguments.of("env: {\"1A\": {from_env: HOME}}\n", 1, "env: '1A' is not a valid environment variable name"),
                Arguments.of("profiles: {}\n", 1, "this is a profile file, not a job spec"));
    }

    @ParameterizedTest(name = "[{index}] {2}")
    @MethodSource("refusals")
    void badValueNamesFileAndLine(String yaml, int line, String expected, @TempDir Path dir) {
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> spec(dir, yaml));
        String where = dir.resolve("job.yaml") + ":" + line + ": ";
        assertEquals(where, e.getMessage().substring(0, Math.min(e.getMessage().length(), where.length())), e.getMessage());
        assertEquals(true, e.getMessage().contains(expected), e.getMessage());
    }

    @Test
    void flagsNameThemselves() {
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> SpecBuilder.empty().nodes(0, SpecBuilder.at("--nodes")));
        assertEquals("--nodes: expected an integer >= 1, got 0", e.getMessage());
        JobSpec s = SpecBuilder.empty().nodes(3, SpecBuilder.at("--nodes")).command(List.of("t.py"), SpecBuilder.at("--")).build();
        assertEquals(List.of(3, "--nodes"), List.of(s.nodes(), s.where("nodes")));
    }
}
