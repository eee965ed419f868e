package dev.clusterjob.gate;

import dev.clusterjob.yaml.YamlNode;
import dev.clusterjob.yaml.YamlReader;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

class GateJsonTest {
    private static YamlNode.Mapping json(String file, GateCriteria c) {
        NcclTestsRun run = GateTestFiles.firstRun(file);
        String text = GateJson.write(file, 1, run, Verdict.judge(run, c));
        assertFalse(text.contains("\n"), "one line per run");
        return (YamlNode.Mapping) YamlReader.parse("json", text);
    }

    private static String scalar(YamlNode.Mapping m, String key) {
        return ((YamlNode.Scalar) m.get(key)).text();
    }

    @Test
    void issueFieldsArePresent() {
        YamlNode.Mapping m = json("all_reduce_h200x2_nvlink.txt", new GateCriteria(300.0, null));
        assertEquals("PASS", scalar(m, "verdict"));
        assertEquals("348.1", scalar(m, "max_busbw_gbps"));
        assertEquals("348.1", scalar(m, "judged_busbw_gbps"));
        assertEquals("8589934592", scalar(m, "judged_bytes"));
        assertEquals("1073741824", scalar(m, "judged_from_bytes"));
        assertEquals("111.405", scalar(m, "avg_busbw_gbps"));
        assertEquals("300.0", scalar(m, "min_busbw_gbps"));
        assertEquals("0", scalar(m, "wrong"));
        assertEquals("2", scalar(m, "ranks"));
        assertEquals("nccl-tests 2.19.6", scalar(m, "tool"));
        YamlNode.Sequence hosts = assertInstanceOf(YamlNode.Sequence.class, m.get("hosts"));
        assertEquals(List.of("vm"), hosts.items().stream().map(n -> ((YamlNode.Scalar) n).text()).toList());
        YamlNode.Sequence rows = assertInstanceOf(YamlNode.Sequence.class, m.get("rows"));
        assertEquals(31, rows.items().size());
        YamlNode.Mapping last = (YamlNode.Mapping) rows.items().get(30);
        assertEquals("8589934592", scalar(last, "bytes"));
        YamlNode.Mapping ip = (YamlNode.Mapping) last.get("in_place");
        assertEquals("348.1", scalar(ip, "busbw_gbps"));
        assertEquals("0", scalar(ip, "wrong"));
        assertEquals("24676.8", scalar(ip, "time_us"));
        YamlNode.Sequence ranks = (YamlNode.Sequence) m.get("rank_list");
        assertEquals("0000:00:07", scalar((YamlNode.Mapping) ranks.items().get(1), "bus_id"));
    }

    @Test
    void failuresListTheirReasonsAndErrors() {
        YamlNode.Mapping m = json("nccl_error_truncated.txt", GateCriteria.NONE);
        assertEquals("FAIL", scalar(m, "verdict"));
        List<String> reasons = ((YamlNode.Sequence) m.get("reasons")).items().stream().map(n -> ((YamlNode.Scalar) n).text()).toList();
        assertEquals(List.of("nccl-error", "truncated"), reasons);
        assertEquals(4, ((YamlNode.Sequence) m.get("errors")).items().size());
        assertEquals("false", scalar(m, "complete"));
        assertEquals("1", scalar(m, "nccl_warnings"));
        assertEquals(YamlNode.Scalar.Type.NULL, ((YamlNode.Scalar) m.get("avg_busbw_gbps")).type());
        assertEquals(YamlNode.Scalar.Type.NULL, ((YamlNode.Scalar) m.get("min_busbw_gbps")).type());
    }

    @Test
    void notApplicableWrongIsNull() {
        YamlNode.Mapping m = json("check_off_na.txt", GateCriteria.NONE);
        assertEquals(YamlNode.Scalar.Type.NULL, ((YamlNode.Scalar) m.get("wrong")).type());
    }
}
