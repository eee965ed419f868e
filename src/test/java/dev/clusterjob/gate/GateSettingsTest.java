package dev.clusterjob.gate;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.yaml.YamlNode;
import dev.clusterjob.yaml.YamlReader;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GateSettingsTest {
    private static GateSettings parse(String yaml) {
        YamlNode.Mapping m = (YamlNode.Mapping) YamlReader.parse("job.yaml", yaml);
        return GateSettings.parse(m.get("gate"), "gate");
    }

    private static String error(String yaml) {
        return assertThrows(ClusterjobException.class, () -> parse(yaml)).getMessage();
    }

    @Test
    void everyKey() {
        GateSettings g = parse("""
                gate:
                  tool: nccl-tests
                  binary: /opt/nccl-tests/build/all_reduce_perf
                  python: /usr/bin/python3
                  min_busbw_gbps: 40
                  min_bytes: 256M
                  max_bytes: 1073741824
                  per_node: true
                  spare_nodes: 1
                  timeout_s: 90
                """);
        assertEquals(new GateSettings(true, GateSettings.Tool.NCCL_TESTS, "/opt/nccl-tests/build/all_reduce_perf", "/usr/bin/python3",
                40.0, 256L << 20, 1L << 30, true, 1, 90), g);
    }

    @Test
    void booleansOnlyTurnItOnOrOff() {
        assertEquals(GateSettings.enabled(true), parse("gate: true\n"));
        assertEquals(GateSettings.enabled(false), parse("gate: false\n"));
        assertEquals(0.05, parse("gate:\n  min_busbw_gbps: 0.05\n").minBusbwGbps());
    }

    @Test
    void laterLayersWinKeyByKey() {
        GateSettings profile = parse("gate:\n  min_busbw_gbps: 40\n  spare_nodes: 1\n");
        GateSettings merged = profile.with(parse("gate:\n  spare_nodes: 2\n")).with(GateSettings.enabled(false));
        assertEquals(40.0, merged.minBusbwGbps());
        assertEquals(2, merged.spareNodes());
        assertEquals(false, merged.enabled());
        assertEquals(profile, profile.with(null));
    }

    @Test
    void badValuesAreOneLineNamingFileAndLine() {
        assertEquals("job.yaml:3: gate: unknown key 'spare' (expected one of: tool, binary, python, min_busbw_gbps, min_bytes, "
                + "max_bytes, per_node, spare_nodes, timeout_s)", error("x: 1\ngate:\n  spare: 1\n"));
        assertEquals("job.yaml:2: gate.tool: expected auto, nccl-tests or torch-probe, got 'nccl'", error("gate:\n  tool: nccl\n"));
        assertEquals("job.yaml:2: gate.min_busbw_gbps: expected a number of GB/s >= 0 (e.g. 40 or 0.5), got string 'fast'",
                error("gate:\n  min_busbw_gbps: fast\n"));
        assertEquals("job.yaml:2: gate.min_bytes: expected a size of at least 4 bytes such as 1048576, 256M or 1G, got string '1T'",
                error("gate:\n  min_bytes: 1T\n"));
        assertEquals("job.yaml:2: gate.spare_nodes: expected an integer >= 0, got integer -1", error("gate:\n  spare_nodes: -1\n"));
        assertEquals("job.yaml:2: gate.timeout_s: expected an integer >= 10, got integer 5", error("gate:\n  timeout_s: 5\n"));
        assertEquals("job.yaml:2: gate: min_bytes (1073741824) is larger than max_bytes (1048576)",
                error("gate:\n  min_bytes: 1G\n  max_bytes: 1M\n"));
        assertTrue(error("gate: yes please\n").startsWith("job.yaml:1: gate: expected true, false or a mapping of gate keys"));
        assertEquals("job.yaml:2: gate.per_node: expected true or false, got string 'sometimes'", error("gate:\n  per_node: sometimes\n"));
    }

    @Test
    void planDefaults() {
        GatePlan gpu = GatePlan.resolve(GateSettings.enabled(true), true);
        assertEquals(GateSettings.Tool.AUTO, gpu.tool());
        assertEquals("all_reduce_perf", gpu.binary());
        assertEquals("python3", gpu.python());
        assertNull(gpu.minBytes(), "the probe picks sizes by backend, runs are judged on their largest sizes");
        assertNull(gpu.maxBytes());
        assertEquals(120, gpu.timeoutS());
        assertEquals("", gpu.minBusbwText());
        assertEquals(GateSettings.Tool.TORCH_PROBE, GatePlan.resolve(GateSettings.enabled(true), false).tool(), "no GPUs: no nccl-tests");
        GatePlan min = GatePlan.resolve(parse("gate:\n  min_bytes: 64M\n  min_busbw_gbps: 0.5\n"), true);
        assertEquals(256L << 20, min.maxBytes());
        assertEquals(1L << 20, min.sweepFrom());
        assertEquals("0.5", min.minBusbwText());
        GatePlan max = GatePlan.resolve(parse("gate:\n  max_bytes: 4M\n"), false);
        assertEquals(1L << 20, max.minBytes());
        assertEquals(16384L, max.sweepFrom());
    }
}
