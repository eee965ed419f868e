package dev.clusterjob.probe;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** probe --json's document, written from the analysis of the testbed's real collector output and of the H200's GPU section. */
class ProbeJsonTest {
    /** The JSON as maps, lists, strings, numbers, booleans and null (jackson-core's streaming parser). */
    static Object parse(String json) throws IOException {
        try (JsonParser p = new JsonFactory().createParser(json)) {
            p.nextToken();
            return value(p);
        }
    }

    private static Object value(JsonParser p) throws IOException {
        switch (p.currentToken()) {
            case START_OBJECT -> {
                Map<String, Object> m = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String k = p.currentName();
                    p.nextToken();
                    m.put(k, value(p));
                }
                return m;
            }
            case START_ARRAY -> {
                List<Object> l = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    l.add(value(p));
                }
                return l;
            }
            case VALUE_STRING -> {
                return p.getText();
            }
            case VALUE_NUMBER_INT -> {
                return p.getLongValue();
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return p.getBooleanValue();
            }
            default -> {
                return null;
            }
        }
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> doc(String json) throws IOException {
        return (Map<String, Object>) parse(json);
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> obj(Object o, String key) {
        return (Map<String, Object>) ((Map<String, Object>) o).get(key);
    }

    @SuppressWarnings("unchecked")
    static List<Object> list(Object o, String key) {
        return (List<Object>) ((Map<String, Object>) o).get(key);
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> find(List<Object> l, String key, String value) {
        return (Map<String, Object>) l.stream().filter(x -> value.equals(((Map<String, Object>) x).get(key))).findFirst().orElseThrow();
    }

    @Test
    void theTestbedsDocument() throws IOException {
        SiteAnalysis.Result r = SiteAnalysis.analyse(TestbedOutputTest.testbed(), null);
        Map<String, Object> doc = doc(ProbeJson.write(r, "site", "gpu", "site.yaml"));
        assertEquals(List.of("profile", "partition", "extends", "file", "nodes", "choices", "rdma", "roce", "suspects"),
                List.copyOf(doc.keySet()));
        assertEquals("site", doc.get("profile"));
        assertEquals("tcp", doc.get("extends"));
        assertEquals(false, doc.get("rdma"));
        assertEquals(List.of(), doc.get("suspects"));

        Map<String, Object> n1 = find(list(doc, "nodes"), "node", "n10node1");
        Map<String, Object> lo = find(list(n1, "interfaces"), "name", "lo");
        assertEquals(65536L, lo.get("mtu"));
        assertEquals("UNKNOWN", lo.get("operstate"));
        assertEquals(List.of("127.0.0.1/8"), lo.get("inet"));
        Map<String, Object> self = find(list(n1, "routes"), "address", "10.77.10.11");
        assertEquals(true, self.get("local"));
        Map<String, Object> toN2 = find(list(n1, "routes"), "address", "10.77.10.12");
        assertEquals("bond0", toN2.get("dev"));
        assertFalse(toN2.containsKey("local") || toN2.containsKey("via") || toN2.containsKey("error"), toN2.toString());
        assertEquals("RTNETLINK answers: Network is unreachable", find(list(n1, "routes"), "address", "172.31.2.2").get("error"));
        assertEquals(Map.of("ports", List.of()), obj(n1, "rdma"));
        assertEquals(8L, obj(n1, "gpus").get("count"));
        assertEquals("gpu:8", obj(n1, "slurm").get("Gres"));
        assertEquals("8", obj(n1, "env").get("SLURM_JOB_ID"));

        Map<String, Object> choices = obj(doc, "choices");
        assertEquals("bond0", obj(choices, "NCCL_SOCKET_IFNAME").get("value"));
        assertTrue(obj(choices, "NCCL_IB_HCA").containsKey("value"));
        assertNull(obj(choices, "NCCL_IB_HCA").get("value"), "an unset choice is written as null");
    }

    @Test
    void withoutAFileTheKeyIsLeftOut() throws IOException {
        SiteAnalysis.Result r = SiteAnalysis.analyse(TestbedOutputTest.testbed(), null);
        Map<String, Object> doc = doc(ProbeJson.write(r, "site", null, null));
        assertFalse(doc.containsKey("file"));
        assertTrue(doc.containsKey("partition"));
        assertNull(doc.get("partition"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void gpusAndRdmaPortsOfANode() throws IOException {
        String sections = "@@ib-port mlx5_0 1\nstate 4: ACTIVE\nphys_state 5: LinkUp\nlink_layer Ethernet\nrate 25 Gb/sec (1X EDR)\n"
                + "gid 3 0000:0000:0000:0000:0000:ffff:0b00:0048 ens3np0 RoCE v2\ngid 10 0000:0000:0000:0000:0000:ffff:0b00:0048 - ?\n"
                + "@@nvidia-smi\n" + ProbeFixtures.read("nvidia-smi-h200.csv");
        NodeFacts n = CollectorOutput.parse(CollectorOutputTest.withSections(sections), "task 0");
        SiteAnalysis.Result r = SiteAnalysis.analyse(List.of(n), null);
        Map<String, Object> node = (Map<String, Object>) list(doc(ProbeJson.write(r, "one", "gpu", null)), "nodes").get(0);
        Map<String, Object> rdma = obj(node, "rdma");
        assertEquals("sysfs", rdma.get("source"));
        Map<String, Object> port = (Map<String, Object>) list(rdma, "ports").get(0);
        assertEquals(1L, port.get("port"));
        assertEquals("ACTIVE", port.get("state"));
        assertEquals(Map.of("index", 3L, "gid", "0000:0000:0000:0000:0000:ffff:0b00:0048", "ndev", "ens3np0", "type", "RoCE v2"),
                list(port, "gids").get(0));
        assertEquals(Map.of("index", 10L, "gid", "0000:0000:0000:0000:0000:ffff:0b00:0048"), list(port, "gids").get(1));
        Map<String, Object> gpus = obj(node, "gpus");
        assertEquals("nvidia-smi", gpus.get("tool"));
        assertEquals(List.of(Map.of("index", "0", "name", "NVIDIA H200", "bus_id", "00000000:00:06.0", "memory", "143771 MiB")),
                gpus.get("list"));
        assertFalse(gpus.containsKey("tool_error"));
    }
}
