package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * NVLink-switched systems whose fabric, not the NIC, fails, in the words users paste. nvidia-smi -q's Fabric block (drivers 530-580:
 * {@code Fabric}, then {@code State : %s} and {@code Status : %s}, later with CliqueId, ClusterUUID and a Health block): a GPU whose
 * registration with the NVSwitch fabric is Not Started or In Progress, or Completed with a Status other than Success (NVML's error
 * text, Insufficient Resources), is the fabric's failure on that node. DeepEP's Hybrid-EP CU_CHECK ({@code CU error encountered at:
 * file=%s line=%d, call='%s' Reason=%s.}) on the calls of its fabric allocator (cuMemCreate with a fabric property, the handles' export,
 * cuMemSetAccess), or cuMemCreate refused with 'operation not permitted': the CUDA fabric memory of a multi-node NVLink domain (IMEX) is
 * not there. Negatives: a healthy Fabric block, a GPU without a fabric (N/A, Not Supported), a State line without its Fabric header,
 * and another call that Hybrid-EP checks. Columns: the codes of the findings in order ("-": none), the host and peer of the first, the
 * source. {@code \n} is a line break.
 */
class SampledNvlinkDomainWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Fabric\\n        State                             : In Progress\\n        Status                            : N/A | fabricmanager.failed |  |  | nvidia-smi -q (530-550): registration in progress, the fabric manager not done
            Fabric\\n        State                                          : Not Started\\n        Status                                         : N/A\\n        CliqueId                                       : N/A | fabricmanager.failed |  |  | nvidia-smi -q (570-580 column): registration not started
            Fabric\\n    State                             : Completed\\n    Status                            : Insufficient Resources\\n    CliqueId                          : 0 | fabricmanager.failed |  |  | nvidia-smi -q cut by grep -A3 Fabric (no indent): completed with an error status
            dgx-03:     Fabric\\ndgx-03:         State                             : In Progress\\ndgx-03:         Status                            : N/A | fabricmanager.failed | dgx-03 |  | under pdsh's host prefix: names the node
            ```\\n    Fabric\\n        State                                          : In Progress\\n        Status                                         : N/A\\n        Health\\n            Summary                                    : N/A\\n``` | fabricmanager.failed |  |  | in a markdown code block, with the 580 Health block
            CU error encountered at: file=/workspace/DeepEP/csrc/hybrid_ep/allocator/allocator.cu line=91, call='cuMemCreate(&handle, size, &fabric_prop_, 0)' Reason=operation not permitted. | nccl.nvls-failed |  |  | DeepEP Hybrid-EP CU_CHECK on its fabric allocation (no IMEX channel)
            call='cuMemCreate(&handle, size, &fabric_prop_, 0)' Reason=operation not permitted. | nccl.nvls-failed |  |  | the same pasted from call= on
            CU error encountered at: file=csrc/deep_ep.cpp line=97, call='cuMemExportToShareableHandle(&mem_handle->inner.cu_mem_fabric_handle, handle, CU_MEM_HANDLE_TYPE_FABRIC, 0)' Reason=operation not supported. | nccl.nvls-failed |  |  | Hybrid-EP's export of a fabric handle
            CU error encountered at: file=csrc/deep_ep.cpp line=67, call='cuMemCreate(&handle, size, &prop, 0)' Reason=operation not permitted. | nccl.nvls-failed |  |  | cuMemCreate refused with NOT_PERMITTED whatever the property's name
            Fabric\\n        State                             : Completed\\n        Status                            : Success\\n        CliqueId                          : 32766 | - |  |  | negative: a GPU registered with its fabric
            Fabric\\n        State                             : N/A\\n        Status                            : N/A | - |  |  | negative: a GPU without an NVSwitch fabric
            Fabric\\n        State                             : Not Supported\\n        Status                            : Success | - |  |  | negative: fabric state not supported (no fabric to join)
            State                             : In Progress | - |  |  | negative: a State line without its Fabric header
            CU error encountered at: file=csrc/hybrid_ep/allocator/allocator.cu line=93, call='cuMemMap((CUdeviceptr)*ptr, size, 0, handle, 0)' Reason=invalid argument. | - |  |  | negative: another call Hybrid-EP checks is not read as the fabric
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
