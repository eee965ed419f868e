package dev.clusterjob.explain;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The srun stand-in's step layout against real srun: what seven srun command lines did inside a
 * 2-node job with 2 tasks per node on Slurm 22.05 and 24.11 (src/test/resources/captures/explain/
 * srun-layout.txt): the tasks, their node, SLURM_NTASKS and the extra fields printed; the refusals
 * ("More processors requested than permitted") and the warnings (ignored --ntasks-per-node, fewer nodes).
 */
class SrunLayoutTest {
    static final Path CAPTURE = Path.of("src/test/resources/captures/explain/srun-layout.txt");
    /** What the capture job printed after PROCID/NTASKS@NODE, per case. */
    static final Map<String, List<String>> EXTRA = Map.of("C", List.of("SLURM_DISTRIBUTION"), "D", List.of("SLURM_STEP_TASKS_PER_NODE"),
            "G", List.of("SLURM_NNODES", "SLURM_DISTRIBUTION", "SLURM_STEP_NODELIST"));

    static Stream<Arguments> cases() throws IOException {
        List<Arguments> out = new ArrayList<>();
        String stack = null;
        for (String l : Files.readAllLines(CAPTURE)) {
            if (l.startsWith("== ")) {
                stack = "slurm-" + l.substring(3);
            } else if (!l.startsWith("#") && l.contains(" | ")) {
                String id = l.substring(0, 1);
                out.add(Arguments.of(stack, id, l.substring(2, l.indexOf(" | ")), l.substring(l.indexOf(" | ") + 3)));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {1}: srun {2}")
    @MethodSource("cases")
    void laysTheStepOutAsSrunDid(String stack, String id, String options, String real, @TempDir Path dir) throws IOException {
        SlurmStack s = SlurmStack.parse(stack);
        String nodes = s == SlurmStack.SLURM_22_05 ? "n27node1,n27node2" : "n28node1,n28node2";
        Path script = dir.resolve("job.sbatch");
        Files.writeString(script, "#!/bin/bash\n#SBATCH -p debug -N2 --ntasks-per-node=2\nsrun " + options + " python3 task.py\n");
        Explainer.Report r = new Explainer(System.getenv("PATH")).explain(new Explainer.Request(List.of(script),
                new Allocation.Overrides(null, nodes, null, null, null), s, 2, 6, null, true, Duration.ofSeconds(60), false, List.of()));

        TreeSet<String> want = new TreeSet<>();
        for (String w : real.split(" ")) {
            if (w.matches("\\d+/\\d+@.*")) {
                want.add(w);
            }
        }
        TreeSet<String> got = new TreeSet<>();
        for (Rank x : r.ranks()) {
            StringBuilder b = new StringBuilder(x.env().get("SLURM_PROCID") + "/" + x.env().get("SLURM_NTASKS") + "@" + x.host());
            EXTRA.getOrDefault(id, List.of()).forEach(v -> b.append('/').append(x.env().get(v)));
            got.add(b.toString());
        }
        assertEquals(want, got, "tasks of srun " + options + " (" + stack + ")");
        List<String> codes = r.findings().stream().map(Finding::code).toList();
        assertEquals(real.contains("More processors requested than permitted"), codes.contains("STEP_REFUSED"), codes.toString());
        assertEquals(real.contains("can't honor --ntasks-per-node"), codes.contains("NTASKS_PER_NODE_IGNORED"), codes.toString());
        assertEquals(real.contains("can't run 1 processes"), codes.contains("STEP_NODES_REDUCED"), codes.toString());
    }
}
