package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * NCCL's ring check at communicator set-up (src/graph/rings.cc ncclBuildRings, 2.4-2.30, src/rings.cc before): after the ranks exchange
 * what each detected and was told, each follows every ring's "next" links from itself; "Error : ring %d does not loop back to start (%d !=
 * %d)" when the walk ends elsewhere (-1 where a rank has no successor), "Error : ring %d does not contain rank %d" when a rank is never
 * reached, then ncclInternalError: nccl.topology-mismatch, the cause before torch's "internal error" report. Read behind NCCL's header
 * (with pdsh's and srun's labels), without it, in an issue title cut before the numbers and quoted inside a Chinese article's sentence.
 * Negatives: the WARN's source line, other programs' sentences about a route or a path that does not loop back to its start. Columns: the
 * codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledChineseBlogsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            在实际部署中,当尝试在两个节点上运行vLLM服务时,系统报错"NCCL error: internal error - please report this issue to the NCCL developers"。错误日志显示在尝试构建通信环时失败,具体表现为"ring 0 does not loop back to start (12 != 0)"。 | nccl.topology-mismatch |  |  | blog.gitcode.com 21ee89b4: a Chinese article's sentences quoting torch's report and NCCL's ring check, two nodes under vLLM
            compute-dy-p4d24xlarge-5: compute-dy-p4d24xlarge-5:3048:4991 [2] graph/rings.cc:38 NCCL WARN Error : ring 2 does not loop back to start (7 != 2)\\ncompute-dy-p4d24xlarge-5: compute-dy-p4d24xlarge-5:3048:4991 [2] NCCL INFO graph/connect.cc:281 -> 3 | nccl.topology-mismatch | compute-dy-p4d24xlarge-5 |  | NVIDIA/nccl issue 520: NCCL 2.9 behind pdsh's host label on p4d nodes
            52: ip-0A0C04E3:76285:76947 [4] graph/rings.cc:38 NCCL WARN Error : ring 0 does not loop back to start (48 != 52)\\n52: ip-0A0C04E3:76285:76947 [4] NCCL INFO graph/connect.cc:311 -> 3 \\n52: RuntimeError: NCCL error in: /opt/pytorch/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:975, internal error, NCCL version 21.1.4\\n52: ncclInternalError: Internal check failed. This is either a bug in NCCL or due to memory corruption | nccl.topology-mismatch | ip-0A0C04E3 |  | NVIDIA/nccl issue 577: behind srun's rank label in an NGC container, torch's internal error after it
            [7] graph/rings.cc:38 NCCL WARN Error : ring 0 does not loop back to start (13 != 15). | nccl.topology-mismatch |  |  | NVIDIA/nccl issue 1020: NCCL 2.19.3, the header cut to the device, a full stop added
            hetml-a100:75164:75164 [2] graph/rings.cc:38 NCCL WARN Error : ring 1 does not loop back to start (-1 != 2) | nccl.topology-mismatch | hetml-a100 |  |  a post-mortem in a public repository: NCCL 2.17.1, a rank with no successor (-1)
            hetml-a100:69967:69967 [3] graph/rings.cc:51 NCCL WARN Error : ring 1 does not contain rank 0 | nccl.topology-mismatch | hetml-a100 |  | the same post-mortem: the other check of the same walk
            NCCL WARN Error : ring 1 does not contain rank 0 | nccl.topology-mismatch |  |  | the same post-mortem's summary, without NCCL's header
            Sporadic NCCL error "ring 0 does not loop back to start " | nccl.topology-mismatch |  |  | NVIDIA/nccl issue 179: the title, NCCL 2.3.7 on two DGX-1 nodes, cut before the numbers
                  WARN("Error : ring %d does not loop back to start (%d != %d)", r, current, rank); | - |  |  | negative: the WARN's own source line
            - Route is OPEN (does not loop back to start). | - |  |  | negative: a route solver's docstring
            #print("Warning: Path does not loop back to start. Appending start node.") | - |  |  | negative: a path planner's comment
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The finding says that the ranks disagree, so the user compares the nodes' settings rather than the network. */
    @Test
    void saysTheRanksDisagree() throws IOException {
        String m = only("hetml-a100:69967:69967 [3] graph/rings.cc:51 NCCL WARN Error : ring 1 does not contain rank 0").message();
        assertTrue(m.contains("never reaches rank 0") && m.contains("disagree"), m);
    }
}
