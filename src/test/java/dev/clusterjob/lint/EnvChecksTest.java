package dev.clusterjob.lint;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.profile.GpuVendor;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * EnvChecks on one assignment at a time, with the bundled knowledge base; the values are those of the seed scripts
 * (dev/clusterjob/lint/seed-*-env.sh) where they have one.
 */
class EnvChecksTest {
    static final EnvChecks CHECKS = new EnvChecks(KnowledgeBase.bundled());

    static List<Finding> check(String name, String value, GpuVendor vendor, boolean inYamlEnv) {
        return CHECKS.check(new EnvChecks.Assignment("f.sh", 7, name, value, vendor, inYamlEnv));
    }

    static List<String> codes(List<Finding> fs) {
        return fs.stream().map(Finding::code).toList();
    }

    @Test
    void everyFindingIsPlacedAtTheAssignment() {
        List<Finding> fs = check("NCCL_IB_HCA", "mlx5_0,mlx5_1", GpuVendor.NVIDIA, false);
        assertEquals(List.of("env.ib-hca-prefix"), codes(fs));
        assertEquals("f.sh", fs.get(0).file());
        assertEquals(7, fs.get(0).line());
        assertEquals("NCCL_IB_HCA", fs.get(0).variable());
        assertTrue(fs.get(0).hint().contains("NCCL_IB_HCA==mlx5_0,mlx5_1"), fs.get(0).hint());
    }

    @Test
    void seedValuesGiveTheirFindings() {
        assertEquals(List.of("env.not-real"), codes(check("NCCL_TIMEOUT", "3600", GpuVendor.AMD, false)));
        assertEquals(List.of("env.legacy-value"), codes(check("NCCL_NET_GDR_LEVEL", "2", GpuVendor.AMD, false)));
        assertEquals(List.of("env.debug-only"), codes(check("NCCL_DEBUG", "INFO", GpuVendor.NVIDIA, false)));
        assertEquals(List.of("env.default-value"), codes(check("NCCL_IB_DISABLE", "0", GpuVendor.NVIDIA, false)));
        assertEquals(List.of(), codes(check("NCCL_SOCKET_IFNAME", "bond0", GpuVendor.NVIDIA, false)));
    }

    @Test
    void derivedVariablesAreRefusedInYamlEnvOnly() {
        assertTrue(codes(check("MASTER_PORT", "29500", null, true)).contains("env.derived"));
        assertTrue(!codes(check("MASTER_PORT", "29500", null, false)).contains("env.derived"));
    }

    @Test
    void anUnknownNcclNameGetsASuggestionAndAComputedValueOnlyItsNameChecked() {
        List<Finding> typo = check("NCCL_SOCKET_IFNAM", null, null, false);
        assertEquals(List.of("env.unknown"), codes(typo));
        assertTrue(typo.get(0).message().contains("NCCL_SOCKET_IFNAME"), typo.get(0).message());
        // a value computed at run time (null) is not judged: no default-value or invalid-value finding
        assertEquals(List.of(), codes(check("NCCL_IB_DISABLE", null, GpuVendor.NVIDIA, false)));
    }

    @Test
    void theOtherVendorsVariableDoesNothing() {
        List<Finding> fs = check("HIP_VISIBLE_DEVICES", "0,1,2,3", GpuVendor.NVIDIA, false);
        assertTrue(codes(fs).contains("env.vendor-mismatch"), codes(fs).toString());
        assertTrue(!codes(check("HIP_VISIBLE_DEVICES", "0,1,2,3", GpuVendor.AMD, false)).contains("env.vendor-mismatch"));
    }

    @Test
    void ncclExpandsHostAndPidInTheDebugFileOnly() {
        assertEquals(List.of(), codes(check("NCCL_DEBUG_FILE", "nccl.%h.%p.log", null, false)));
        List<Finding> rank = check("NCCL_DEBUG_FILE", "nccl.%r.log", null, false);
        assertEquals(List.of("env.file-pattern"), codes(rank));
        assertTrue(rank.get(0).message().contains("'%r' stays"), rank.get(0).message());
        assertEquals(List.of("env.file-pattern"), codes(check("NCCL_DEBUG_FILE", "/tmp/nccl.log", null, false)));
        assertTrue(codes(check("NCCL_TOPO_DUMP_FILE", "topo.%h.xml", null, false)).contains("env.file-pattern"));
    }

    @Test
    void prefixHcaNamesTheFirstNameThatIsAPrefixOfOthers() {
        assertEquals("mlx5_1", EnvChecks.prefixHca("mlx5_0,mlx5_1"));
        assertEquals("mlx5_1", EnvChecks.prefixHca("^mlx5_1:1"));
        assertNull(EnvChecks.prefixHca("mlx5_0"));
        assertNull(EnvChecks.prefixHca("=mlx5_0,mlx5_1"));
        assertNull(EnvChecks.prefixHca("^=mlx5_1"));
    }

    @Test
    void anHcaListWithRdmaDisabledIsReportedWhereTheListIsSet() {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("NCCL_IB_HCA", "mlx5_0,mlx5_1");
        env.put("NCCL_IB_DISABLE", "1");
        List<Finding> fs = CHECKS.cross(env, name -> new EnvChecks.Place("spec.yaml", name.equals("NCCL_IB_HCA") ? 11 : 9));
        assertEquals(List.of("env.ib-hca-ignored"), codes(fs));
        assertEquals(11, fs.get(0).line());
        env.put("NCCL_IB_DISABLE", "0");
        assertEquals(List.of(), CHECKS.cross(env, name -> new EnvChecks.Place("spec.yaml", 1)));
    }
}
