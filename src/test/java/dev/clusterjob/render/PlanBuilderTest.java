package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.spec.Launcher;
import dev.clusterjob.spec.SpecBuilder;
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
import static org.junit.jupiter.api.Assertions.assertTrue;

/** PlanBuilder: one spec per row, the part of the plan it decides; and one row per contradiction it refuses. */
class PlanBuilderTest {
    static final String PROFILES = Path.of("src/test/resources/profiles/longrun-profiles.yaml").toAbsolutePath().toString();
    static final String HEAD = "profile_files: [" + PROFILES + "]\ncommand: [train.py, --lr, \"1e-5\"]\n";

    static JobPlan plan(Path dir, String yaml) throws Exception {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, HEAD + yaml);
        return PlanBuilder.build(ResolvedJob.resolve(SpecBuilder.fromFile(spec).build()), "9.9");
    }

    static List<String> texts(List<Directive> directives) {
        return directives.stream().map(Directive::text).toList();
    }

    static Stream<Arguments> plans() {
        return Stream.of(
                Arguments.of("profile: het-a\nnodes: 2\n", (Function<JobPlan, Object>) p -> texts(p.resources().directives()),
                        List.of("--job-name=job", "--partition=part-a", "--nodes=2", "--ntasks-per-node=1", "--output=%x-%j.out")),
                Arguments.of("profile: het-a\nname: \"my job\"\nsbatch: {comment: \"a # b\", exclusive: \"\", partition: p2}\n",
                        (Function<JobPlan, Object>) p -> texts(p.resources().directives()),
                        List.of("--job-name=\"my job\"", "--partition=p2", "--nodes=1", "--ntasks-per-node=1", "--output=%x-%j.out",
                                "--comment=\"a # b\"", "--exclusive")),
                Arguments.of("profile: het-a\nlauncher: srun\n", (Function<JobPlan, Object>) p -> p.resources().tasksPerNode(), 2),
                Arguments.of("profile: het-a\nrequeue: true\n", (Function<JobPlan, Object>) p -> texts(p.resources().directives()).subList(4, 8),
                        List.of("--output=%x-%j.out", "--open-mode=append", "--requeue", "--signal=B:USR1@300")),
                Arguments.of("profile: gated\nnodes: 2\ngate: {spare_nodes: 1}\n",
                        (Function<JobPlan, Object>) p -> texts(p.resources().directives()).get(2), "--nodes=3"),
                Arguments.of(LongRunSpecTest.TWO, (Function<JobPlan, Object>) p -> texts(p.resources().directives()),
                        List.of("--job-name=job", "--partition=part-a", "--nodes=1", "--ntasks-per-node=1", "--output=%x-%j.out",
                                "hetjob", "--partition=part-b", "--nodes=1", "--ntasks-per-node=1")),
                Arguments.of(LongRunSpecTest.TWO, (Function<JobPlan, Object>) p -> List.of(p.resources().nodes(), p.resources().gpusPerNode(),
                        p.profile().name(), p.steps().preflight()), List.of(2, 2, "het-a", false)),
                Arguments.of("profile: het-a\n", (Function<JobPlan, Object>) p -> p.rendezvous(), new JobPlan.Rendezvous(null, 15000, 17000)),
                Arguments.of("profile: het-a\nmaster_port: 29500\n", (Function<JobPlan, Object>) p -> p.rendezvous().masterPort(), 29500),
                Arguments.of("profile: het-a\n", (Function<JobPlan, Object>) p -> List.of(p.generator().version(),
                        p.generator().source().endsWith("/job.yaml"), p.generator().regenerate().equals("clusterjob render " + p.generator().source())),
                        List.of("9.9", true, true)),
                Arguments.of("profile: het-a\nenv: {CJ_MARK: z, NEW: \"1\", FROM: {from_env: HOME}}\n",
                        (Function<JobPlan, Object>) p -> List.of(p.environment().env().get("CJ_MARK"), p.environment().env().get("NEW"),
                                p.environment().env().get("NCCL_SOCKET_IFNAME"), p.environment().env().containsKey("FROM"), p.environment().envFrom()),
                        List.of("z", "1", "bond0", false, Map.of("FROM", "HOME"))),
                Arguments.of("profile: modules-b\nmodules: [gcc/12, cuda/12.4]\nsetup: [\"echo a\"]\n",
                        (Function<JobPlan, Object>) p -> List.of(p.environment().modules(), p.environment().setup()),
                        List.of(List.of("cuda/12.4", "gcc/12"), List.of("echo a"))),
                Arguments.of("profile: het-a\nlauncher: deepspeed\nlauncher_args: [--bind_cores_to_rank]\n",
                        (Function<JobPlan, Object>) p -> List.of(p.launch().launcher(), p.launch().launcherCommand(), p.launch().launcherArgs(),
                                p.launch().programs()),
                        List.of(Launcher.DEEPSPEED, List.of("deepspeed"), List.of("--bind_cores_to_rank"), List.of("deepspeed"))),
                Arguments.of("profile: boxed\n", (Function<JobPlan, Object>) p -> List.of(p.steps().container() != null, p.launch().programs()),
                        List.of(true, List.of())),
                Arguments.of("profile: het-a\ntarget: mpirun\nhostfile: hosts.txt\n",
                        (Function<JobPlan, Object>) p -> List.of(p.launch().launcher(), p.launch().hostfile(), p.templateName(), p.steps().preflight()),
                        List.of(Launcher.MPIRUN, "hosts.txt", "mpirun.sh.ftl", false)));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("plans")
    void planPart(String yaml, Function<JobPlan, Object> part, Object expected, @TempDir Path dir) throws Exception {
        assertEquals(expected, part.apply(plan(dir, yaml)));
    }

    static Stream<Arguments> refusals() {
        return Stream.of(
                Arguments.of("profile: het-a\ntarget: mpirun\nlauncher: torchrun\n", "launcher must be mpirun, got 'torchrun'"),
                Arguments.of("profile: het-a\ngpus_per_node: 4\n", "gpus_per_node: 4 is more than the 2 GPUs per node of profile het-a"),
                Arguments.of("profile: het-a\nlauncher: llamafactory\nlauncher_args: [x]\n", "launcher_args: llamafactory-cli takes no launcher options"),
                Arguments.of("profile: het-a\nlaunch_mode: ssh\n", "launch_mode: ssh applies to the deepspeed launcher only"),
                Arguments.of("profile: het-a\nssh_port: 22\n", "ssh_port: used by deepspeed with launch_mode ssh"),
                Arguments.of("profile: het-a\nhostfile: h\n", "hostfile: only for target mpirun"),
                Arguments.of("profile: het-a\nenv: {MASTER_PORT: \"1\"}\n", "env.MASTER_PORT"));
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @MethodSource("refusals")
    void refusesContradictionsNamingTheKey(String yaml, String expected, @TempDir Path dir) {
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> plan(dir, yaml));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        assertTrue(e.getMessage().contains("job.yaml:"), e.getMessage());
    }

    /** The plan carries its #SBATCH options forward: what submit reads equals what sbatch reads from the script. */
    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("plans")
    void batchDirectivesMatchTheRenderedScript(String yaml, Function<JobPlan, Object> unused, Object unusedToo, @TempDir Path dir) throws Exception {
        Path spec = dir.resolve("job.yaml");
        Files.writeString(spec, HEAD + yaml);
        JobRenderer.Rendered r = JobRenderer.bundled().render(SpecBuilder.fromFile(spec).build());
        assertEquals(dev.clusterjob.slurm.BatchDirectives.parse(r.text()), r.plan().batchDirectives());
    }
}
