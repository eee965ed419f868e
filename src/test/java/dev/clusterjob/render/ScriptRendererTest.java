package dev.clusterjob.render;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** ScriptRenderer's template model: one spec per row (PlanBuilderTest's profiles), the model entry it gives. */
class ScriptRendererTest {
    @SuppressWarnings("unchecked")
    static Object at(Map<String, Object> model, String part, String key) {
        Object v = ((Map<String, Object>) model.get(part)).get(key);
        try {
            return v instanceof ShellOutputFormat.Quoted q ? q.getOutputFormat().getMarkupString(q) : String.valueOf(v);
        } catch (freemarker.template.TemplateModelException e) {
            throw new IllegalStateException(e);
        }
    }

    static Stream<Arguments> entries() {
        Function<Map<String, Object>, Object> summary = m -> at(m, "job", "summary");
        return Stream.of(
                Arguments.of("profile: het-a\nnodes: 2\n", summary,
                        "Runs on 2 node(s) x 2 processes: preflight on every node, then torchrun once per node (srun), which starts 2 processes there."),
                Arguments.of("profile: gated\nnodes: 2\ngate: {spare_nodes: 1}\npreflight: true\nrequeue: true\n", summary,
                        "Runs on 2 node(s) x 2 processes (+1 spare): preflight on every node, then the fabric gate, then torchrun once per node"
                                + " (srun), which starts 2 processes there; requeued near the time limit."),
                Arguments.of(LongRunSpecTest.TWO, summary,
                        "Runs on 2 components (1 x 2 processes + 1 x 1 processes): torchrun once per node (srun), which starts the processes there."),
                Arguments.of("profile: het-a\nlauncher: srun\npreflight: false\n", summary, "Runs on 1 node(s) x 2 processes: srun starts one task per GPU."),
                Arguments.of("profile: het-a\nlauncher: mpirun\n", summary,
                        "Runs on 1 node(s) x 2 processes: preflight on every node, then mpirun from this shell, which starts 2 processes on each node."),
                Arguments.of("profile: het-a\ntarget: mpirun\n", summary,
                        "Runs on 1 node(s) x 2 processes: mpirun, from this shell, starts 2 ranks on each host of the hostfile."),
                Arguments.of("profile: boxed\n", summary,
                        "Runs on 1 node(s) x 2 processes: preflight on every node, then torchrun once per node (srun) in apptainer container, which starts 2 processes there."),
                Arguments.of("profile: het-a\n", (Function<Map<String, Object>, Object>) m -> List.of(at(m, "rendezvous", "portBase"),
                        at(m, "rendezvous", "portSpan"), at(m, "rendezvous", "portLast"), at(m, "job", "masterPort")),
                        List.of("15000", "17000", "31999", "")),
                Arguments.of("profile: het-a\nsbatch: {exclusive: \"\"}\n", (Function<Map<String, Object>, Object>) m -> List.of(
                        at(m, "job", "wholeNode"), at(m, "job", "hasCpusPerTask")), List.of("true", "false")),
                Arguments.of("profile: het-a\nsbatch: {exclusive: \"\", cpus-per-task: \"4\"}\n", (Function<Map<String, Object>, Object>) m -> List.of(
                        at(m, "job", "wholeNode"), at(m, "job", "hasCpusPerTask")), List.of("false", "true")),
                Arguments.of("profile: het-a\nlauncher: mpirun\nsbatch: {exclusive: \"\"}\n",
                        (Function<Map<String, Object>, Object>) m -> at(m, "job", "wholeNode"), "false"),
                Arguments.of("profile: het-a\nlauncher: deepspeed\nlaunch_mode: ssh\n", (Function<Map<String, Object>, Object>) m -> List.of(
                        at(m, "launcher", "ssh"), at(m, "launcher", "mode"), at(m, "launcher", "mpi")), List.of("true", "ssh", "false")),
                Arguments.of(LongRunSpecTest.TWO, (Function<Map<String, Object>, Object>) m -> List.of(at(m, "het", "groups"),
                        at(m, "het", "worldSize"), at(m, "job", "perNodeText")), List.of("0,1", "3", "2+1")),
                Arguments.of("profile: het-a\nsetup: [\"echo a\"]\n", (Function<Map<String, Object>, Object>) m -> List.of(
                        at(m, "setup", "enabled"), at(m, "task", "functions")), List.of("true", "cj_setup cj_task")));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("entries")
    void modelEntry(String yaml, Function<Map<String, Object>, Object> entry, Object expected, @TempDir Path dir) throws Exception {
        assertEquals(expected, entry.apply(ScriptRenderer.model(PlanBuilderTest.plan(dir, yaml))));
    }

    @SuppressWarnings("unchecked")
    private static List<String> names(Map<String, Object> sections, String part, String key) {
        return ((List<Map<String, Object>>) sections.get(part)).stream().map(e -> String.valueOf(e.get(key))).toList();
    }

    /**
     * envSections: the env entries by where each value comes from, in env's order (sorted names, from_env last): a
     * value the spec changed (CJ_MARK) or added goes to "spec", one it repeats as the profile has it stays "profile".
     */
    @Test
    void envSections(@TempDir Path dir) throws Exception {
        Map<String, Object> m = ScriptRenderer.model(PlanBuilderTest.plan(dir,
                "profile: het-a\nenv: {NEW: \"1\", CJ_MARK: z, GLOO_SOCKET_IFNAME: bond0, FROM: {from_env: HOME}}\n"));
        @SuppressWarnings("unchecked")
        Map<String, Object> s = (Map<String, Object>) m.get("envSections");
        // het-a's own and those it inherits from tcp
        assertEquals(List.of("GLOO_SOCKET_IFNAME", "NCCL_DEBUG", "NCCL_IB_DISABLE", "NCCL_SOCKET_IFNAME", "TORCH_NCCL_ASYNC_ERROR_HANDLING"),
                names(s, "profile", "name"));
        assertEquals(List.of("CJ_MARK", "NEW", "FROM"), names(s, "spec", "name"));
        assertEquals(List.of("false", "false", "true"), names(s, "spec", "hasFrom"));
        assertEquals(List.of(true, true), List.of(s.get("hasProfile"), s.get("hasSpec")));
        // the same entries as env's, which mpirun's -x list and deepspeed's env file take whole
        @SuppressWarnings("unchecked")
        List<Object> env = (List<Object>) m.get("env");
        assertEquals(env.size(), names(s, "profile", "name").size() + names(s, "spec", "name").size());
        assertTrue(env.containsAll((List<Object>) s.get("profile")) && env.containsAll((List<Object>) s.get("spec")));

        Map<String, Object> none = ScriptRenderer.envSections(ScriptRenderer.env(PlanBuilderTest.plan(dir, "profile: het-a\n")));
        assertEquals(List.of("CJ_MARK", "GLOO_SOCKET_IFNAME", "NCCL_DEBUG", "NCCL_IB_DISABLE", "NCCL_SOCKET_IFNAME",
                "TORCH_NCCL_ASYNC_ERROR_HANDLING"), names(none, "profile", "name"));
        assertEquals(List.of(), none.get("spec"));
        assertEquals(List.of(true, false), List.of(none.get("hasProfile"), none.get("hasSpec")));
        assertEquals(Map.of("profile", List.of(), "hasProfile", false, "spec", List.of(), "hasSpec", false),
                ScriptRenderer.envSections(List.of()));
    }
}
