package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The fabric's second batch (issue 26, doc46), audited wording by wording: NVLink links that are not up as nvidia-smi (4xx-5xx
 * drivers, {@code nvidia-smi nvlink -s} / {@code -e}) and DCGM (dcgm_errors.h DCGM_FR_NVLINK_DOWN_MSG, 2.x-4.x) print them;
 * CUDA fabric memory that IMEX does not back (NVIDIA/nvbandwidth error_handling.h CU_ASSERT with its multinode HOST_INFO, v0.6-v0.8;
 * NCCL src/mnnvl.cc ncclMnnvlCheck, 2.25-2.26's "not supported" and 2.27-2.30's "not working"), filed with NCCL's NVLS failures as
 * CODES.md says; UCC's own error lines (openucx/ucc ucc_log: "[SEC.USEC] [HOST:PID:TID] FILE:LINE COMPONENT ERROR ", v1.0-v1.9, the
 * components UCC, CL_*, TL_*, "cuda mc"), Open MPI's coll/ucc UCC_ERROR (coll_ucc_debug.h "Error: %s:%d - %s() ", 4.1-5.x), torch's
 * ProcessGroupUCC and NVIDIA CAL's errors in its UCC context; the SHARP plugin's WARNs (Mellanox/nccl-rdma-sharp-plugins
 * src/sharp_plugin.c) and NCCL's CollNet fallback, HCOLL's start-up messages under Open MPI (no finding: the job goes on without
 * them). One row per wording, instantiated with host names of several shapes (gpu-07, node12.cluster.example.org, 10.1.2.3) and
 * behind launcher prefixes ({@code [1,0]<stderr>:}, {@code 0: }, {@code host: }): the codes of the findings in order ("-": none),
 * the host and peer of the first. Cells are split at "¦"; {@code \n} in a row is a line break. The real logs these were checked on
 * are in the open corpus (realworld/doctor, the doc46 block of index.tsv).
 */
class FabricSecondWordingTest extends WordingTable {
    /** text ¦ codes in order ¦ host of the first ¦ peer of the first ¦ source */
    private static final String ROWS = """
            GPU 3: Tesla V100-SXM2-32GB (UUID: GPU-0c239aa8-f014-5baa-5147-e54ded720f61)\\n         Link 0: 25.781 GB/s\\n         Link 3: <inactive> ¦ gpu.nvlink-down ¦ ¦ ¦ nvidia-smi nvlink -s / --status (drivers 4xx-5xx): "Link %d: <inactive>" under the GPU's "GPU %d: NAME (UUID: ...)" line
            gpu-07:          Link 5: <inactive> ¦ gpu.nvlink-down ¦ gpu-07 ¦ ¦ the same line gathered from the nodes with pdsh ("host: ")
            0: GPU 1: NVIDIA A100-SXM4-80GB (UUID: GPU-39ac7bce-e3d6-b426-008e-fa47897c72d5)\\n0:          Link 11: <inactive> ¦ gpu.nvlink-down ¦ ¦ ¦ the same behind srun --label's "0: "
            GPU 0: NVIDIA B200 (UUID: GPU-19a556ea-38df-750d-fcf7-3da28757ba5b)\\n         Link 0: 50 GB/s\\n         Link 1: 50 GB/s ¦ - ¦ ¦ ¦ nvidia-smi nvlink -s with every link up (a speed per link): no failure
            GPU 0: NVIDIA GB300\\n\\t Link 0: Replay Errors: 0\\n\\t Link 0: Recovery Errors: 0\\n\\t Link 0: CRC Errors: 0 ¦ - ¦ ¦ ¦ nvidia-smi nvlink -e (error counters at zero): no failure
            GPU 0's NvLink link 1 is currently down Run a field diagnostic on the GPU. ¦ gpu.nvlink-down ¦ ¦ ¦ DCGM dcgmlib/dcgm_errors.h (2.x-4.6): DCGM_FR_NVLINK_DOWN_MSG "GPU %u's NvLink link %d is currently down" with its next step, as dcgmi diag and dcgmi health print it
            |                           | GPU 0's NvLink link 0 is currently down ...   | ¦ gpu.nvlink-down ¦ ¦ ¦ the same inside dcgmi's result table (a cell of its second column)
            node12.cluster.example.org: GPU 2's NvLink link 7 is currently down ¦ gpu.nvlink-down ¦ node12.cluster.example.org ¦ ¦ the same gathered with pdsh, a qualified host name
            NvSwitch physical ID 2's NvLink port 14 is currently down. ¦ gpu.nvlink-down ¦ ¦ ¦ DCGM dcgm_errors.h: DCGM_FR_NVSWITCH_DOWN_MSG "NvSwitch physical ID %u's NvLink port %d is currently down."
            gpu-07:1234:1250 [1] NCCL WARN P2P is disabled between NVLINK connected GPUs 1 and 0. This should not be the case given their connectivity, and is probably due to a hardware issue. If you still want to proceed, you can set NCCL_IGNORE_DISABLED_P2P=1. ¦ gpu.nvlink-down ¦ gpu-07 ¦ ¦ NCCL src/graph/paths.cc (2.12-2.30): WARN("P2P is disabled between NVLINK connected GPUs %d and %d. This should not be the case given their connectivity, and is probably due to a hardware issue. ..."): the communicator's init then fails
            node155:3052669:3052713 [1] NCCL INFO P2P is disabled between connected GPUs 2 and 1. You can repress this message with NCCL_IGNORE_DISABLED_P2P=1. ¦ - ¦ ¦ ¦ the same file's INFO for GPUs that are not NVLink-connected (PCIe P2P off, ACS): no failure
            GPU 2: NVIDIA B200 (UUID: GPU-0c239aa8-f014-5baa-5147-e54ded720f61)\\nNVML: Unable to retrieve NVLink information as all links are inActive ¦ gpu.nvlink-down ¦ ¦ ¦ nvidia-smi nvlink -s on a GPU whose links are all down (drivers 5xx, as it prints it)
            | GPU Memory                | Pass - GPU: 1                                  |\\n|                           | Fail - GPU: 0                                  | ¦ gpu.diag-failed ¦ ¦ ¦ DCGM 1.x-3.x dcgmi/Diag.cpp: "Fail - GPU: %u" on the row after the test's "Pass - GPU: ..." row (its name cell left blank)
            | Targeted Stress           | Fail - GPUs: 2, 5                              | ¦ gpu.diag-failed ¦ ¦ ¦ the same with several GPUs ("Fail - GPUs: %u, %u") on the test's own row
            gpu-07: | Diagnostic                | Fail - GPU: 3                                  | ¦ gpu.diag-failed ¦ gpu-07 ¦ ¦ the same gathered with pdsh ("host: "), the node named by the prefix
            | Memory Bandwidth          | Fail - All                                     | ¦ gpu.diag-failed ¦ ¦ ¦ DCGM 1.x-3.x: "Fail - All" when every GPU of the group failed the test
            | memory                    | Fail                                           |\\n|                           | GPU0: Fail                                     | ¦ gpu.diag-failed ¦ ¦ ¦ DCGM 4.x dcgmi/Diag.cpp: the per-entity row fmt::format("{}{}: {}") ("GPU0: Fail") under the test's row
            | software                  | Pass                                           |\\n|                           | GPU0: Pass                                     |\\n|                           | GPU1: Pass                                     | ¦ - ¦ ¦ ¦ DCGM 4.x rows that passed: no failure
            | GPU Memory                | Pass - All                                     |\\n| Denylist                  | Pass                                           | ¦ - ¦ ¦ ¦ DCGM 1.x-3.x rows that passed: no failure
            | PCIe                      | Fail - All                                     |\\n| Warning                   | GPU 0GPU 0's NvLink link 0 is currently down   | ¦ gpu.nvlink-down,gpu.diag-failed ¦ ¦ ¦ DCGM 2.4 dcgmi diag (as it prints it): a failed PCIe test whose Warning row names an NVLink down (DCGM_FR_NVLINK_DOWN with the "GPU %u" entity prefix doubled): the reason first, the failed test after it
            [CUDA_ERROR_NOT_PERMITTED] operation not permitted in expression cuMemCreate(&handle, roundedUpAllocationSize, &prop, 0 /*flags*/) on gpu-07, rank = 0 in MultinodeMemoryAllocationUnicast::MultinodeMemoryAllocationUnicast(size_t, int)() : /src/nvbandwidth/multinode_memcpy.cpp:57 ¦ nccl.nvls-failed ¦ gpu-07 ¦ ¦ NVIDIA/nvbandwidth error_handling.h CU_ASSERT (v0.6-v0.8) with the multinode HOST_INFO " on %s, rank = %d": a fabric-handle allocation refused (no IMEX channel)
            [CUDA_ERROR_INVALID_VALUE] invalid argument in expression cuMemSetAccess((CUdeviceptr) buffer, roundedUpAllocationSize, &desc, 1 ) on node12.cluster.example.org, rank = 8 in MultinodeMemoryAllocationUnicast::MultinodeMemoryAllocationUnicast(size_t, int)() : /home/code/external/nvbandwidth/multinode_memcpy.cpp:76 ¦ nccl.nvls-failed ¦ node12.cluster.example.org ¦ ¦ the same for cuMemSetAccess on a peer's fabric memory (nodes that share no NVLink domain)
            [CUDA_ERROR_NOT_SUPPORTED] operation not supported in expression cuMemImportFromShareableHandle(&handle, (void *)&fh, handleType) on 10.1.2.3, rank = 3 in MultinodeMemoryAllocationUnicast::MultinodeMemoryAllocationUnicast(size_t, int)() : multinode_memcpy.cpp:66 ¦ nccl.nvls-failed ¦ 10.1.2.3 ¦ ¦ the same for the import of another rank's fabric handle, an address for a host name
            [1,4]<stderr>:[CUDA_ERROR_NOT_SUPPORTED] operation not supported in expression cuMulticastCreate(&multicastHandle, &multicastProp) on gpu-07, rank = 4 in MultinodeMemoryAllocationMulticast::MultinodeMemoryAllocationMulticast(size_t, int)() : multinode_memcpy.cpp:102 ¦ nccl.nvls-failed ¦ gpu-07 ¦ ¦ the multicast object behind mpirun --tag-output
            gpu-07:1234:1250 [0] NCCL WARN MNNVL (cliqueSize 72) is available but not supported on this system. Check the IMEX configuration. ¦ nccl.nvls-failed ¦ gpu-07 ¦ ¦ NCCL src/mnnvl.cc ncclMnnvlCheck (2.25-2.26): WARN("MNNVL (cliqueSize %d) is available but not supported on this system. Check the IMEX configuration.")
            node12.cluster.example.org:1234:1250 [3] NCCL WARN MNNVL (cliqueSize 4) is available but not working on this system. Check the IMEX channel configuration (/dev/nvidia-caps-imex-channels). Set NCCL_MNNVL_ENABLE=0 to ignore this issue. ¦ nccl.nvls-failed ¦ node12.cluster.example.org ¦ ¦ NCCL 2.27-2.30 mnnvl.cc: the allocation of a FABRIC handle failed
            10.1.2.3:1234:1250 [1] NCCL WARN MNNVL (cliqueSize 72) is available but not working on this system. Check the IMEX configuration (nvidia-imex-ctl -N). Set NCCL_MNNVL_ENABLE=0 to ignore this issue. ¦ nccl.nvls-failed ¦ 10.1.2.3 ¦ ¦ NCCL 2.27-2.30 mnnvl.cc: the export or import of the FABRIC handle failed
            C25L19:19373:19491 [3] sharp_plugin.c:302 NCCL WARN SHARP group create: Streaming Tree lock failed (-18) ¦ nccl.warn ¦ C25L19 ¦ ¦ Mellanox/nccl-rdma-sharp-plugins src/sharp_plugin.c: WARN("SHARP group create: %s(%d)"): the CollNet group is not made, NCCL goes on with its point-to-point network (a warning)
            gpu-07:1047884:1048148 [7] sharp_plugin.c:320 NCCL WARN NET/IB : SHARP coll init error: Cannot create SHARP job(-11) ¦ nccl.warn ¦ gpu-07 ¦ ¦ sharp_plugin.c: WARN("NET/IB : SHARP coll init error: %s(%d)")
            gpu-07:1056918:1057186 [0] transport.cc:323 NCCL WARN Cannot initialize CollNet, using point-to-point network instead ¦ nccl.warn ¦ gpu-07 ¦ ¦ NCCL src/transport.cc (2.7-2.30): WARN("Cannot initialize CollNet, using point-to-point network instead"): a fallback
            [C25L18:0:24972 - comm.c:374] ERROR Failed to lock SAT tree(ID:0x40 ret:0x4) ¦ - ¦ ¦ ¦ the SHARP library's own log line before the plugin's WARN: no failure of the job by itself
            [1657643132.702496] [aurora-r10:188948:0]   cl_basic_team.c:131  CL_BASIC ERROR no tl teams were created ¦ ucc.failed ¦ aurora-r10 ¦ ¦ openucx/ucc src/components/cl/basic/cl_basic_team.c (1.0-1.9): cl_error("no tl teams were created") after ucc_log's "[SEC.USEC] [HOST:PID:TID] FILE:LINE COMPONENT ERROR "
            [1657643132.702508] [node12.cluster.example.org:188948:0]        ucc_team.c:294  UCC  ERROR No CL teams were created ¦ ucc.failed ¦ node12.cluster.example.org ¦ ¦ UCC src/core/ucc_team.c (1.0-1.9): ucc_error("No CL teams were created")
            [1657573854.666701] [10.1.2.3:77956:0]          ucc_cl.c:57   UCC  ERROR no TLs are selected for CL_BASIC ¦ ucc.failed ¦ 10.1.2.3 ¦ ¦ UCC src/components/cl/ucc_cl.c: ucc_error("no TLs are selected for %s")
            [1657573854.666713] [gpu-07:77956:0]         ucc_lib.c:127  UCC  ERROR lib_init failed for component: basic ¦ ucc.failed ¦ gpu-07 ¦ ¦ UCC src/core/ucc_lib.c: ucc_error("lib_init failed for component: %s")
            [1620909051.938235] [gpu-07:87543:0]     ucc_context.c:370  UCC  ERROR no CL context created in ucc_context_create ¦ ucc.failed ¦ gpu-07 ¦ ¦ UCC src/core/ucc_context.c: ucc_error("no CL context created in ucc_context_create")
            [1620909051.935207] [gpu-07:87543:0]  tl_ucp_context.c:88   TL_UCP ERROR failed to create ucp worker, Input/output error ¦ ucc.failed ¦ gpu-07 ¦ ¦ UCC src/components/tl/ucp/tl_ucp_context.c: tl_error("failed to create ucp worker, %s")
            [1667117403.755480] [luna-0062:1724877:0]     ucc_context.c:240  UCC  ERROR required TL nccl is not part of the context ¦ ucc.failed ¦ luna-0062 ¦ ¦ UCC 1.0-1.1 src/core/ucc_context.c: ucc_error("required TL %s is not part of the context") (a TL that UCC_TLS asks for is not there)
            [1740733166.548780] [nid200272:569912:0]     ucc_context.c:241  UCC  INFO  required TL cuda is not part of the context ¦ - ¦ ¦ ¦ UCC 1.2+: the same at INFO level (ucc_info): no failure
            [1751278711.720649] [eos0260:399988:0]          ucc_mc.c:143  UCC  ERROR no components supported memory type host available ¦ ucc.failed ¦ eos0260 ¦ ¦ UCC src/components/mc/ucc_mc.c: ucc_error("no components supported memory type %s available")
            [1623346743.056999] [sunnyvale:56373:0] mc_cuda_wait_kernel.cu:44   cuda mc ERROR cuda failed with ret:400(invalid resource handle) ¦ ucc.failed ¦ sunnyvale ¦ ¦ UCC 1.0-1.1 src/components/mc/cuda/mc_cuda.h: mc_error("cuda failed with ret:%d(%s)"), the component named "cuda mc"
            [1,0]<stderr>:[1657643132.702496] [gpu-07:188948:0]   cl_basic_team.c:131  CL_BASIC ERROR no tl teams were created ¦ ucc.failed ¦ gpu-07 ¦ ¦ UCC's line behind mpirun --tag-output
            [1620909051.938220] [gpu-07:87543:0]     ucc_context.c:293  UCC  WARN  failed to create tl context for ucp ¦ - ¦ ¦ ¦ UCC WARN: one TL left out, the others may serve (no failure by itself)
            [gpu-07:12345] Error: coll_ucc_module.c:474 - mca_coll_ucc_module_enable() mca_coll_ucc_save_coll_handlers failed ¦ ucc.failed ¦ gpu-07 ¦ ¦ Open MPI ompi/mca/coll/ucc/coll_ucc_debug.h (4.1-5.x): UCC_ERROR's "Error: %s:%d - %s() " after opal_output's "[HOST:PID] "
            Error: ../../../../../ompi/mca/coll/ucc/coll_ucc_module.c:509 - mca_coll_ucc_module_enable() ucc_team_create_post failed ¦ ucc.failed ¦ ¦ ¦ coll_ucc_module.c: UCC_ERROR("ucc_team_create_post failed") with a build's relative path
            [node12:4242] Error: coll_ucc_module.c:300 - mca_coll_ucc_init_ctx() UCC library doesn't support MPI_THREAD_MULTIPLE ¦ ucc.failed ¦ node12 ¦ ¦ coll_ucc_module.c mca_coll_ucc_init_ctx: coll/ucc turns itself off and Open MPI goes on with its other collectives (a warning)
            [2025-02-28 00:59:26][cal][569957][Error][cal_comm_create] Error #-7 in /home/jenkins/agent/workspace/libcal/build/src/ucc_context.h:81 ¦ ucc.failed ¦ ¦ ¦ NVIDIA CAL (cuSolverMp's communication layer, as its logs print it): an error in its UCC context
            RuntimeError: [/opt/pytorch/pytorch/torch/csrc/distributed/c10d/ProcessGroupUCC.cpp:496] [Rank 0][ProcessGroupUCC-0][READY]failed to init cuda collective, error code -1: Operation is not supported, system error code 2 ¦ ucc.failed ¦ ¦ ¦ torch ProcessGroupUCC.cpp (1.13-2.x) as its errors print it: "[Rank N][ProcessGroupUCC-N][STATE]failed to init cuda collective, error code -1: TEXT, system error code N" (no TL of the context serves the collective)
            [node1:3230196] Error: ../../../../../ompi/mca/coll/hcoll/coll_hcoll_module.c:310 - mca_coll_hcoll_comm_query() Hcol library init failed ¦ - ¦ ¦ ¦ Open MPI coll/hcoll (2.x-5.x) HCOL_ERROR in comm_query: HCOLL leaves itself out and the job goes on (no finding, as docs/troubleshooting.md says)
            [LOG_CAT_ML] You must specify a valid HCA device by setting:\\n-x HCOLL_MAIN_IB=<dev_name:port> or -x UCX_NET_DEVICES=<dev_name:port>. ¦ - ¦ ¦ ¦ HPC-X HCOLL's device message at start-up: no failure by itself
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "¦");
    }

}
