package dev.clusterjob.know;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.profile.GpuVendor;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KnowledgeBaseTest {
    private final KnowledgeBase kb = KnowledgeBase.bundled();

    /** Every variable named in the first column of reference/fabric-env.md's tables (copied to test resources). */
    @Test
    void knowsEveryVariableOfTheFabricReference() throws IOException {
        String ref;
        try (InputStream in = getClass().getResourceAsStream("/reference/fabric-env.md")) {
            ref = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<String> names = new ArrayList<>();
        Matcher row = Pattern.compile("(?m)^\\| ([^|]+) \\|").matcher(ref);
        while (row.find()) {
            Matcher n = Pattern.compile("\\b(?:NCCL|RCCL|TORCH_NCCL|GLOO|HSA|GPU|HIP|ROCR|CUDA)_[A-Z0-9_]+").matcher(row.group(1));
            while (n.find()) {
                names.add(n.group());
            }
        }
        // the prose names too (NCCL_TIMEOUT, legacy names, MSCCL++ variables)
        Matcher prose = Pattern.compile("`((?:NCCL|RCCL|TORCH_NCCL)_[A-Z0-9_]+)`").matcher(ref);
        while (prose.find()) {
            names.add(prose.group(1));
        }
        names.remove("NCCL_PARAM"); // the NCCL source macro the reference cites, not a variable
        assertTrue(names.size() > 40, "parsed " + names);
        List<String> missing = names.stream().distinct().filter(n -> kb.find(n) == null).toList();
        assertEquals(List.of(), missing);
    }

    @Test
    void fakeNamesSayWhatWasMeant() {
        Variable t = kb.find("NCCL_TIMEOUT");
        assertNotNull(t.notReal());
        assertTrue(t.notReal().contains("ddp_timeout") && t.notReal().contains("init_process_group"), t.notReal());
        assertNotNull(kb.find("NCCL_IB_ENABLE").notReal());
    }

    @Test
    void deprecationsCanBeVendorScoped() {
        Variable minCh = kb.find("NCCL_MIN_NCHANNELS");
        assertTrue(minCh.isDeprecatedOn(GpuVendor.NVIDIA));
        assertFalse(minCh.isDeprecatedOn(GpuVendor.AMD), "RCCL recommends NCCL_MIN_NCHANNELS=112 on MI300X");
        assertFalse(minCh.isDeprecatedOn(null), "unknown vendor: no vendor-scoped verdict");
        Variable gdr = kb.find("NCCL_IB_GDR_LEVEL");
        assertTrue(gdr.isDeprecatedOn(null));
        assertEquals("NCCL_NET_GDR_LEVEL", gdr.deprecated().replacement());
        assertEquals("TORCH_NCCL_ASYNC_ERROR_HANDLING", kb.find("NCCL_ASYNC_ERROR_HANDLING").deprecated().replacement());
    }

    @Test
    void debugOnlyByValueOrByName() {
        Variable debug = kb.find("NCCL_DEBUG");
        assertTrue(debug.isDebugValue("INFO", null));
        assertTrue(debug.isDebugValue("trace", GpuVendor.NVIDIA));
        assertFalse(debug.isDebugValue("WARN", null), "WARN is fine in production");
        assertTrue(kb.find("NCCL_BUFFSIZE").isDebugValue("4194304", null));
        assertTrue(kb.find("NCCL_MIN_NCHANNELS").isDebugValue("112", GpuVendor.NVIDIA));
        assertFalse(kb.find("NCCL_MIN_NCHANNELS").isDebugValue("112", GpuVendor.AMD));
        assertFalse(kb.find("NCCL_SOCKET_IFNAME").isDebugValue("bond0", null));
    }

    @Test
    void classifiesNames() {
        assertEquals(KnowledgeBase.Kind.KNOWN, kb.kind("NCCL_IB_HCA"));
        assertEquals(KnowledgeBase.Kind.UNKNOWN_CHECKED, kb.kind("NCCL_SOCKET_IFACE"));
        assertEquals(KnowledgeBase.Kind.UNKNOWN_CHECKED, kb.kind("TORCH_NCCL_TIMEOUT"));
        assertEquals(KnowledgeBase.Kind.UNKNOWN_CHECKED, kb.kind("RCCL_MSCL_ENABLE"));
        assertEquals(KnowledgeBase.Kind.OTHER, kb.kind("OMPI_MCA_btl_tcp_if_include"));
        assertTrue(kb.watched("OMPI_MCA_btl_tcp_if_include"));
        assertTrue(kb.watched("UCX_NET_DEVICES"));
        assertFalse(kb.watched("MY_OWN_SETTING"));
        assertEquals(" (did you mean 'NCCL_SOCKET_IFNAME'?)", kb.didYouMean("NCCL_SOCKET_IFACE"));
        assertEquals("", kb.didYouMean("NCCL_COMPLETELY_DIFFERENT"));
    }

    @Test
    void coversTheFamiliesTheIssueNames() {
        for (String n : List.of("NCCL_SOCKET_IFNAME", "RCCL_MSCCL_ENABLE", "TORCH_NCCL_HIGH_PRIORITY", "HSA_FORCE_FINE_GRAIN_PCIE",
                "HIP_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES", "CUDA_VISIBLE_DEVICES", "SLURM_GPUS_ON_NODE", "SLURM_JOB_GPUS",
                "GLOO_SOCKET_IFNAME", "NCCL_DEBUG_SUBSYS", "NCCL_DEBUG_FILE", "MASTER_PORT", "NODE_RANK")) {
            assertNotNull(kb.find(n), n);
        }
        assertTrue(kb.perTaskVariables().contains("SLURM_NODEID"));
        assertEquals(Vendor.AMD, kb.find("RCCL_MSCCL_ENABLE").vendor());
        assertEquals(Vendor.NVIDIA, kb.find("NCCL_NVLS_ENABLE").vendor());
        assertEquals("slurm", kb.find("SLURM_GPUS_ON_NODE").setBy());
        assertTrue(kb.find("HIP_VISIBLE_DEVICES").gpuVisibility());
    }

    @Test
    void badDataIsRefusedWithItsLine() {
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> KnowledgeBase.parse("kb.yaml",
                "variables:\n  X_Y:\n    vendor: both\n    sytnax: free\n"));
        assertTrue(e.getMessage().startsWith("kb.yaml:4: "), e.getMessage());
        assertTrue(e.getMessage().contains("did you mean 'syntax'"), e.getMessage());
        e = assertThrows(ClusterjobException.class, () -> KnowledgeBase.parse("kb.yaml",
                "variables:\n  X_Y:\n    vendor: intel\n"));
        assertTrue(e.getMessage().contains("expected nvidia, amd or both"), e.getMessage());
        assertNull(KnowledgeBase.parse("kb.yaml", "variables:\n  A_B:\n    vendor: both\n").find("NCCL_DEBUG"));
    }

    /** render checks a job's few variables with a subset of the file; it must answer as the whole does, entry by entry. */
    @org.junit.jupiter.api.Test
    void aSubsetAnswersAsTheWholeFile() {
        KnowledgeBase whole = KnowledgeBase.parse("variables.yaml", resource());
        java.util.List<String> names = new java.util.ArrayList<>(whole.variables().keySet());
        names.addAll(java.util.List.of("NCCL_TIMEOUT_X", "NCCL_SOCKET_IFNAM", "MY_OWN", "OMPI_MCA_x"));
        for (String n : names) {
            KnowledgeBase sub = KnowledgeBase.subset(resource(), new java.util.HashSet<>(java.util.List.of(n, "NCCL_DEBUG")));
            org.junit.jupiter.api.Assertions.assertEquals(whole.find(n), sub.find(n), n);
            org.junit.jupiter.api.Assertions.assertEquals(whole.kind(n), sub.kind(n), n);
            org.junit.jupiter.api.Assertions.assertEquals(whole.watched(n), sub.watched(n), n);
            org.junit.jupiter.api.Assertions.assertEquals(whole.didYouMean(n), sub.didYouMean(n), n);
        }
        org.junit.jupiter.api.Assertions.assertEquals(java.util.Set.of("NCCL_DEBUG"),
                KnowledgeBase.subset(resource(), java.util.Set.of("NCCL_DEBUG", "NOT_THERE")).variables().keySet());
        org.junit.jupiter.api.Assertions.assertEquals(0, KnowledgeBase.subset(resource(), java.util.Set.of()).variables().size());
    }

    private static String resource() {
        try {
            return dev.clusterjob.fs.Resources.text(KnowledgeBase.RESOURCE);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
