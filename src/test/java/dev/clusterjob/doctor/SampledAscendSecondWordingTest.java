package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Ascend NPUs across nodes, a second look. torch_npu's HCCL_CHECK_ERROR text ("HCCL function error: CALL(...), error code is N") is
 * hccl.failed also where a paste cut it after the call's parenthesis or retyped it with the blanks moved. CANN HCCL's root-info
 * rendezvous (hcomm's topo-detect server and agents, EI0015) is hccl.connect-timeout in each wording: the server's "topo exchange server
 * get socket timeout" (7.x, 8.x and rank_info_detect's), the agent's, and the root's broadcast of the ranks that never connected
 * ("TopoDetect ERROR occur"). torch_npu's "Failed to find function NAME" for a CANN function (HcclCompile.h, AclInterface.cpp) is
 * cuda.version-mismatch: the CANN is older than the torch_npu. Near-misses: the warning torch_npu prints for a function it can do
 * without, the source lines with the formats, a grep for the phrase, another program's "Failed to find function". Columns: the codes of
 * the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledAscendSecondWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [Bug]: runtimeerror: create_config /torcj_npu/csrc/distributedd/HCCLUtils.cpp:140 HCCL function error : hcclCommInintRootConfig(numRanks, &rootInfo.ranl, config, &(comm->hcclComm)),error code is 1 | hccl.failed |  |  | a vllm-ascend issue's title, retyped from a screenshot: the blanks around ":" and after "," moved
            Ascend在A2硬件运行报错HCCL error code 5：RuntimeError: create_config:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:148 HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config, &( | hccl.failed |  |  | a verl issue's title, cut inside the call's text
            RuntimeError: create_config:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:148 HCCL function error: hcclCommInitRootInfoConfig(numRanks, &rootInfo, rank, config, &(comm->hcclComm_)), error code is 5 | hccl.failed |  |  | control: torch_npu's whole line keeps its code
            [ERROR] HCCL(1041081,all_reduce_test):2000-03-15-01:20:01.624.966 [topoinfo_exchange_server.cc:314] [1041362][InitGroupStage][RanktableDetect]topo exchange server get socket timeout! timeout[120 s] | hccl.connect-timeout |  |  | CANN 8.x plog, the root's server (EI0015)
            [ERROR] HCCL(340,python3.9):2026-07-15-19:50:49.176.080 [topoinfo_exchange_server.cc:314] [5590][Get][Connection]topo exchange server get socket timeout! timeout[3600 s] | hccl.connect-timeout |  |  | CANN 7.x plog keywords [Get][Connection]
            [ERROR] HCCL(7988,all_reduce_test):2025-03-19-04:16:13.978.979 [topoinfo_exchange_agent.cc:190] [7988][InitGroupStage][RanktableDetect]topo exchange agent get socket timeout! timeout[120] | hccl.connect-timeout |  |  | the agent's time-out, its unit left out
            [ERROR] HCCL(1041085,all_reduce_test):2000-03-15-01:20:01.630.122 [topoinfo_exchange_base.cc:145] [1041085][InitGroupStage][RanktableDetect] TopoDetect ERROR occur !!! fault_type[1], fault_info["Failed to connect agent[1,3,5,7,]"] | hccl.connect-timeout |  |  | the root's broadcast of the ranks that never connected, on a rank that did
            [ERROR] HCCL(2211,python3.10):2025-12-02-08:01:44.102.310 [topoinfo_exchange_base.cc:152] [2211][InitGroupStage][RanktableDetect] TopoDetect ERROR occur fault_type[1], fault_info["Failed to connect agent[9,]"] | hccl.connect-timeout |  |  | CANN 8.x without the exclamation marks
            [ERROR] HCCL(2211,python3.10):2026-02-02-08:01:44.102.310 [rank_info_detect_client.cc:301] [2211][RankInfoDetectClient::ParseRankTable] TopoDetect ERROR occur, failedRankIdList[3,7] | hccl.connect-timeout |  |  | rank_info_detect's client wording
            [ERROR] HCCL(5120,python3.11):2026-02-02-08:01:44.102.310 [rank_info_detect_server.cc:233] [5120][InitGroupStage][RanktableDetect] errNo[0x0000000005000009] topo exchange server get socket timeout[120 s], expected[16] nodes, received[8] nodes | hccl.connect-timeout |  |  | rank_info_detect's server wording
            具体表现为运行时报错"RuntimeError: Failed to find function HcclCommInitRootInfoConfig",导致训练过程中断。 | cuda.version-mismatch |  |  | a Chinese article quoting torch_npu's error (HcclCompile.h)
            RuntimeError: Failed to find function HcclCommInitRootInfoConfig\\n[ERROR] 2025-01-10-10:00:00 (PID:4321, Device:0, RankID:0) ERR02008 DIST resource not found | cuda.version-mismatch |  |  | torch_npu 2.x with its error-code line (DIST_ERROR(ErrCode::NOT_FOUND))
            RuntimeError: Failed to find function aclrtCreateEventWithFlag | cuda.version-mismatch |  |  | torch_npu's AclInterface.cpp for an ACL function
            [W compiler_depend.ts:120] Warning: Failed to find function aclrtCreateEventExWithFlag (function operator()) | - |  |  | near-miss: torch_npu's warning for a function it falls back from
            TORCH_CHECK(func, "Failed to find function ", "HcclAlltoAllV", DIST_ERROR(ErrCode::NOT_FOUND)); | - |  |  | negative: the source line with the format
            HCCL_ERROR("[%s][%s]topo exchange server get socket timeout! timeout[%d s]", | - |  |  | negative: the source line with the format
            grep -r "topo exchange server get socket timeout" | - |  |  | negative: a guide's grep for the phrase
            HCCL_ERROR("[RankInfoDetectClient::%s] TopoDetect ERROR occur, failedRankIdList[%s]", | - |  |  | negative: the client's format
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The rendezvous finding says how many ranks reached the root, or which ones did not; the version finding names the function. */
    @Test
    void theFindingsNameTheMissingRanksAndTheFunction() throws IOException {
        Finding server = only("[ERROR] HCCL(1041081,all_reduce_test):2000-03-15-01:20:01.624.966 [topoinfo_exchange_server.cc:314] "
                + "[1041362][InitGroupStage][RanktableDetect]topo exchange server get socket timeout! timeout[120 s]\\n"
                + "[ERROR] HCCL(1041081,all_reduce_test):2000-03-15-01:20:01.625.103 [topoinfo_exchange_server.cc:501] "
                + "[1041362][InitGroupStage][DisplayConnectionedRank]total connected num is [4],line num is [1]\\n"
                + "[ERROR] HCCL(1041081,all_reduce_test):2000-03-15-01:20:01.625.112 [topoinfo_exchange_server.cc:503] "
                + "[1041362][InitGroupStage][DisplayConnectionedRank]need connect rankNum is [8]");
        assertTrue(server.message().contains("after 120 s") && server.message().contains("4 ranks connected of 8"), server.message());
        assertTrue(server.hint().contains("HCCL_CONNECT_TIMEOUT"), server.hint());
        Finding agent = only("[ERROR] HCCL(1041085,all_reduce_test):2000-03-15-01:20:01.630.122 [topoinfo_exchange_base.cc:145] "
                + "[1041085][InitGroupStage][RanktableDetect] TopoDetect ERROR occur !!! fault_type[1], fault_info[\"Failed to connect agent[1,3,5,7,]\"]");
        assertTrue(agent.message().contains("ranks 1,3,5,7 never connected"), agent.message());
        Finding cann = only("RuntimeError: Failed to find function HcclCommInitRootInfoConfig");
        assertTrue(cann.message().contains("HcclCommInitRootInfoConfig") && cann.hint().contains("CANN"), cann.message());
    }
}
