package dev.clusterjob.know;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ValueSyntaxTest {
    private static final KnowledgeBase KB = KnowledgeBase.bundled();

    /** variable, value, expected verdict: the syntax of the real variables in variables.yaml. */
    @ParameterizedTest(name = "{0}={1} -> {2}")
    @CsvSource(delimiter = '|', value = {
        "NCCL_IB_TIMEOUT|22|OK",
        "NCCL_IB_TIMEOUT|31|OK",
        "NCCL_IB_TIMEOUT|32|INVALID",
        "NCCL_IB_TIMEOUT|-1|INVALID",
        "NCCL_IB_TIMEOUT|twenty|INVALID",
        "NCCL_IB_RETRY_CNT|8|INVALID",
        "NCCL_IB_GID_INDEX|3|OK",
        "NCCL_IB_GID_INDEX|-1|OK",
        "NCCL_NET_GDR_LEVEL|PHB|OK",
        "NCCL_NET_GDR_LEVEL|2|LEGACY",
        "NCCL_NET_GDR_LEVEL|5|LEGACY",
        "NCCL_NET_GDR_LEVEL|6|INVALID",
        "NCCL_NET_GDR_LEVEL|NVL|INVALID",
        "NCCL_NET_GDR_LEVEL|phb|INVALID",
        "NCCL_P2P_LEVEL|NVL|OK",
        "NCCL_ALGO|Ring,Tree|OK",
        "NCCL_ALGO|^NVLS|OK",
        "NCCL_ALGO|ring,tree,collnetdirect|OK",
        "NCCL_ALGO|Ring,Trees|INVALID",
        "NCCL_ALGO|allreduce:tree;broadcast:ring|OK",
        "NCCL_ALGO|allreduce:tree;bcast:ring|INVALID",
        "NCCL_PROTO|LL128|OK",
        "NCCL_PROTO|LL256|INVALID",
        "NCCL_DEBUG|WARN|OK",
        "NCCL_DEBUG|info|OK",
        "NCCL_DEBUG|DEBUG|INVALID",
        "NCCL_DEBUG_SUBSYS|INIT,NET|OK",
        "NCCL_DEBUG_SUBSYS|INIT, NET|INVALID",
        "NCCL_IB_HCA|mlx5_0,mlx5_1|OK",
        "NCCL_IB_HCA|=mlx5_0:1,mlx5_1:1|OK",
        "NCCL_IB_HCA|^=mlx5_2|OK",
        "NCCL_IB_HCA|=^mlx5_2|INVALID",
        "NCCL_IB_HCA|mlx5_0,,mlx5_1|INVALID",
        "NCCL_IB_HCA|mlx5_0 mlx5_1|INVALID",
        "NCCL_IB_HCA|mlx5_0:x|INVALID",
        "NCCL_SOCKET_IFNAME|bond0|OK",
        "NCCL_SOCKET_IFNAME|^docker,lo|OK",
        "NCCL_SOCKET_IFNAME|^=docker0|OK",
        "NCCL_SOCKET_IFNAME|=eth0|OK",
        "NCCL_SOCKET_IFNAME|bond0 eth0|INVALID",
        "GLOO_SOCKET_IFNAME|bond0,eth1|OK",
        "GLOO_SOCKET_IFNAME|=bond0|INVALID",
        "NCCL_IB_DISABLE|1|OK",
        "NCCL_IB_DISABLE|true|INVALID",
        "NCCL_IB_DISABLE|2|INVALID",
        "TORCH_NCCL_BLOCKING_WAIT|true|OK",
        "TORCH_NCCL_ASYNC_ERROR_HANDLING|3|OK",
        "TORCH_NCCL_ASYNC_ERROR_HANDLING|4|INVALID",
        "NCCL_BUFFSIZE|4194304|OK",
        "NCCL_BUFFSIZE|4000000|ADVICE",
        "NCCL_BUFFSIZE|0|INVALID",
        "NCCL_BUFFSIZE|0x400000|OK",
        "CUDA_VISIBLE_DEVICES|0,1,2,3|OK",
        "CUDA_VISIBLE_DEVICES|GPU-1a2b3c4d-0000-1111-2222-333344445555|OK",
        "CUDA_VISIBLE_DEVICES|0-3|INVALID",
        "MASTER_PORT|65536|INVALID",
        "NCCL_SOCKET_FAMILY|AF_INET6|OK",
        "NCCL_SOCKET_FAMILY|ipv6|INVALID",
    })
    void checksValuesAsTheLibraryReadsThem(String name, String value, ValueSyntax.Check.Verdict expected) {
        Variable v = KB.find(name);
        ValueSyntax.Check c = v.syntax().check(value);
        assertEquals(expected, c.verdict(), name + "=" + value + ": " + c.message());
    }

    @Property
    void intRangeAcceptsExactlyTheRange(@ForAll int n) {
        ValueSyntax.Check c = KB.find("NCCL_IB_TIMEOUT").syntax().check(Integer.toString(n));
        assertEquals(n >= 0 && n <= 31 ? ValueSyntax.Check.Verdict.OK : ValueSyntax.Check.Verdict.INVALID, c.verdict());
    }

    @Property
    void legacyLevelsNameTheirLevel(@ForAll("levels") int n) {
        ValueSyntax.Check c = KB.find("NCCL_NET_GDR_LEVEL").syntax().check(Integer.toString(n));
        String name = new String[] {"LOC", "PIX", "PXB", "PHB", "SYS", "SYS"}[n];
        assertEquals("the legacy integer " + n + " means " + name + "; write " + name, c.message());
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Integer> levels() {
        return net.jqwik.api.Arbitraries.integers().between(0, 5);
    }
}
