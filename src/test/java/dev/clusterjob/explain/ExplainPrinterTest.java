package dev.clusterjob.explain;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The JSON fields others rely on (an interface contract) and the text table's shape. */
class ExplainPrinterTest {
    static Explainer.Report report() {
        Allocation a = ChecksTest.ALLOC;
        ProcessRecord p = new ProcessRecord("node1", 7, "srun>torchrun", "s", List.of("python", "-u", "t.py", "--lr", "1e-4"),
                Map.of("RANK", "0", "LOCAL_RANK", "0", "NODE_RANK", "0", "WORLD_SIZE", "1", "MASTER_ADDR", "node1", "MASTER_PORT", "15001",
                        "CUDA_VISIBLE_DEVICES", "0,1"), Set.of());
        List<Rank> ranks = Explainer.ranks(List.of(p), a);
        Finding f = new Finding(Severity.ERROR, "RANK_NOT_UNIQUE", "t.sbatch", 7, null, "m", "", null, null, null, null);
        return new Explainer.Report(SlurmStack.SLURM_24_11, a, true, 0, false, ranks, List.of(f), Duration.ZERO);
    }

    @Test
    void jsonHasTheNamedFields() throws IOException {
        String json = ExplainPrinter.json(report());
        Set<String> names = new TreeSet<>();
        try (JsonParser p = new JsonFactory().createParser(json)) {
            while (p.nextToken() != null) {
                if (p.currentToken() == JsonToken.FIELD_NAME) {
                    names.add(p.currentName());
                }
            }
        }
        for (String n : List.of("ranks", "host", "node_index", "rank", "local_rank", "node_rank", "world_size", "master_addr", "master_port",
                "visible_devices", "command", "env", "findings", "code", "severity", "message", "line")) {
            assertTrue(names.contains(n), n + " in " + json);
        }
    }

    @Test
    void textHasOneRowPerRankAndOneLinePerFinding() {
        StringWriter w = new StringWriter();
        ExplainPrinter.text(report(), new PrintWriter(w, true));
        String t = w.toString();
        assertTrue(t.contains("RANK  HOST"), t);
        assertTrue(t.contains("node1:15001"), t);
        assertTrue(t.contains("python -u t.py --lr 1e-4"), t);
        assertTrue(t.contains("error RANK_NOT_UNIQUE t.sbatch:7: m"), t);
        assertTrue(t.strip().endsWith("1 error(s)."), t);
    }
}
