package dev.clusterjob.know;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FindingPrinterTest {
    private static final Finding IB = Finding.of(Severity.ERROR, "nccl.ib-completion-error", "RDMA completion error", "run the gate")
            .at("job.out", 57).withHost("node1").withRank(0).withPeer("33.254.160.139", "node2");
    private static final Finding LINT = Finding.of(Severity.WARNING, "env.debug-only", "NCCL_DEBUG=INFO is a debugging setting", "use WARN")
            .at("job.sbatch", 7).withVariable("NCCL_DEBUG");

    @Test
    void textNamesPlaceCodeVariableWhoAndHint() {
        StringWriter s = new StringWriter();
        FindingPrinter.text(List.of(LINT, IB), 2, new PrintWriter(s, true));
        assertEquals("""
                job.sbatch:7: warning env.debug-only NCCL_DEBUG: NCCL_DEBUG=INFO is a debugging setting
                  hint: use WARN
                job.out:57: error nccl.ib-completion-error: RDMA completion error
                  host node1, rank 0, peer node2 (33.254.160.139)
                  hint: run the gate
                1 error, 1 warning, 0 info in 2 files
                """, s.toString());
    }

    @Test
    void jsonHasEveryKeyForEveryFinding() throws IOException {
        StringWriter s = new StringWriter();
        FindingPrinter.json(List.of(LINT, IB), 2, s);
        List<Map<String, Object>> findings = new java.util.ArrayList<>();
        Map<String, Object> summary = new LinkedHashMap<>();
        try (JsonParser p = new JsonFactory().createParser(s.toString())) {
            assertEquals(JsonToken.START_OBJECT, p.nextToken());
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                if (field.equals("findings")) {
                    while (p.nextToken() == JsonToken.START_OBJECT) {
                        Map<String, Object> f = new LinkedHashMap<>();
                        while (p.nextToken() == JsonToken.FIELD_NAME) {
                            String k = p.currentName();
                            JsonToken t = p.nextToken();
                            f.put(k, t == JsonToken.VALUE_NULL ? null : t == JsonToken.VALUE_NUMBER_INT ? (Object) p.getIntValue() : p.getText());
                        }
                        findings.add(f);
                    }
                } else if (field.equals("summary")) {
                    while (p.nextToken() == JsonToken.FIELD_NAME) {
                        String k = p.currentName();
                        p.nextToken();
                        summary.put(k, p.getIntValue());
                    }
                } else {
                    summary.put(field, p.getIntValue());
                }
            }
        }
        assertEquals(2, findings.size());
        List<String> keys = List.of("severity", "code", "file", "line", "variable", "message", "hint", "host", "rank", "peer", "peer_node",
                "consequence", "cause");
        for (Map<String, Object> f : findings) {
            assertEquals(keys, List.copyOf(f.keySet()));
        }
        assertEquals("warning", findings.get(0).get("severity"));
        assertEquals("NCCL_DEBUG", findings.get(0).get("variable"));
        assertEquals(null, findings.get(0).get("host"));
        assertEquals(57, findings.get(1).get("line"));
        assertEquals(0, findings.get(1).get("rank"));
        assertEquals("node2", findings.get(1).get("peer_node"));
        assertEquals("false", findings.get(1).get("consequence"));
        assertEquals(null, findings.get(1).get("cause"));
        assertEquals(Map.of("errors", 1, "warnings", 1, "infos", 0, "files", 2), summary);
        assertTrue(s.toString().endsWith("}\n"));
    }

    /** doctor's JSON summary says how sure it is and lists the lines no rule placed; the text form prints them when unknown. */
    @Test
    void certaintyInTheSummary() throws IOException {
        Certainty unknown = new Certainty(Certainty.Level.UNKNOWN, List.of(new Certainty.Unplaced("job.out", 7, "the frobnicator failed")));
        StringWriter s = new StringWriter();
        FindingPrinter.json(List.of(), 1, unknown, s);
        String json = s.toString();
        assertTrue(json.contains("\"certainty\" : \"unknown\""), json);
        assertTrue(json.contains("\"unplaced\" : [ {") && json.contains("\"line\" : 7") && json.contains("\"text\" : \"the frobnicator failed\""), json);
        StringWriter plain = new StringWriter();
        FindingPrinter.json(List.of(IB), 1, plain);
        assertTrue(!plain.toString().contains("certainty"), "lint's summary is unchanged");
        StringWriter text = new StringWriter();
        FindingPrinter.text(List.of(), 1, unknown, new PrintWriter(text, true));
        assertTrue(text.toString().contains("  unplaced: job.out:7: the frobnicator failed\n0 errors"), text.toString());
    }

    /** A megabyte line no rule placed prints its head and its tail, saying how much was left out; the JSON form keeps it whole. */
    @Test
    void longUnplacedLineIsClippedInTheTextFormOnly() throws IOException {
        String bars = "Map:  41%|████      | 41000/100000 [10:02<14:26, 68.1 examples/s]".repeat(20_000);
        String line = bars + "the frobnicator failed";
        Certainty unknown = new Certainty(Certainty.Level.UNKNOWN, List.of(new Certainty.Unplaced("job.out", 2, line)));
        StringWriter text = new StringWriter();
        FindingPrinter.text(List.of(), 1, unknown, new PrintWriter(text, true));
        String printed = text.toString();
        assertTrue(printed.length() < 1000, "printed " + printed.length() + " characters");
        assertTrue(printed.contains("  unplaced: job.out:2: Map:  41%|"), printed);
        assertTrue(printed.contains(" [... " + (line.length() - 400) + " characters left out ...] "), printed);
        assertTrue(printed.contains("the frobnicator failed\n0 errors"), printed);
        StringWriter json = new StringWriter();
        FindingPrinter.json(List.of(), 1, unknown, json);
        assertTrue(json.toString().contains(line), "the JSON form keeps the whole line");
    }
}
