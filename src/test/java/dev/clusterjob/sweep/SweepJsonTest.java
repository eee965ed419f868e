package dev.clusterjob.sweep;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code sweep --json}: the field names others rely on (pairs a, b, busbw_gbps, error; nodes node, score, outlier; outliers). */
class SweepJsonTest {
    /** The field names of each object of array {@code key}, in order, joined per object. */
    static List<String> fieldsOf(String json, String key) throws Exception {
        List<String> out = new ArrayList<>();
        try (JsonParser p = new JsonFactory().createParser(json)) {
            while (p.nextToken() != null) {
                if (p.currentToken() == JsonToken.FIELD_NAME && p.currentName().equals(key) && p.getParsingContext().getParent().inRoot()) {
                    p.nextToken();
                    while (p.nextToken() == JsonToken.START_OBJECT) {
                        List<String> names = new ArrayList<>();
                        while (p.nextToken() == JsonToken.FIELD_NAME) {
                            names.add(p.currentName());
                            p.nextToken();
                            p.skipChildren();
                        }
                        out.add(String.join(",", names));
                    }
                    return out;
                }
            }
        }
        return out;
    }

    @Test
    void theTestbedsThrottledSweepAsJson() throws Exception {
        String json = SweepJson.write(SweepFixtures.throttled());
        assertTrue(json.startsWith("{\"partition\":\"debug\",\"cluster\":\"clusterjob29\",\"job_id\":\"2\",\"mode\":\"quick\""), json);
        assertEquals(List.of("a,b,busbw_gbps,error,round", "a,b,busbw_gbps,error,round", "a,b,busbw_gbps,error,round"), fieldsOf(json, "pairs"));
        assertEquals("node,score,outlier,median_gbps,pairs,certain", fieldsOf(json, "nodes").get(0));
        assertEquals(List.of("node,score,median_gbps,certain,text,evidence"), fieldsOf(json, "outliers"));
        assertTrue(json.contains("{\"a\":\"n29node1\",\"b\":\"n29node2\",\"busbw_gbps\":0.0,\"error\":null,\"round\":1}"), json);
        assertTrue(json.contains("{\"node\":\"n29node2\",\"score\":0.0,\"outlier\":true,"), json);
        assertTrue(json.contains("\"outliers\":[{\"node\":\"n29node2\","), json);
        assertTrue(json.contains("\"reference_gbps\":0.49,\"reference_from\":\"baseline\""), json);
        assertTrue(json.contains("\"quarantined\":[\"n29node2\"]"), json);
    }

    @Test
    void aFailedPairHasItsErrorAndNoFigure() throws Exception {
        String json = SweepJson.write(SweepFixtures.fleet(4, -1));
        assertTrue(json.contains("{\"a\":\"h001\",\"b\":\"h002\",\"busbw_gbps\":null,\"error\":\"timeout\","), json);
        assertTrue(json.contains("\"outliers\":[]"), json);
    }
}
