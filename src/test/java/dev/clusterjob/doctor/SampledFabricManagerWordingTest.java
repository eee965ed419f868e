package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The NVSwitch fabric of a node as its tools report it when it is the cause: the fabric manager's own reason for stopping (it could not
 * configure or initialise every GPU and NVSwitch, its local instances did not finish, its error handler's unhandled config error, in the
 * log's, the journal's and syslog's forms and the older capitalised wording) is fabricmanager.failed; an NVLS CUDA failure from NCCL's
 * nvls.cc pasted without its closing quote is nccl.nvls-failed; DCGM's link table (`dcgmi nvlink --link-status`) with a GPU's or an
 * NVSwitch's link down is gpu.nvlink-down; and the negatives (the fabric manager's success lines, a link table all up, disabled or not
 * supported, NCCL's INFO return line from nvls.cc alone, which stays a trace). Columns: the codes of the findings in order ("-": none), the host and peer of the
 * first, the source. {@code \n} is a line break.
 */
class SampledFabricManagerWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [ERROR] not all local fabric manager instances finished their configuration\\n[ERROR] fabric manager error handler is called for unhandled config error type 8\\n[ERROR] failed to configure all the available GPUs or NVSwitches | fabricmanager.failed |  |  | pytorch/ci-infra PR 552: the host fabric manager started from cloud-init before the GPUs' local instances were ready
            May 16 15:10:22 gpu-b200-07 nv-fabricmanager[29850]: [May 16 2025 15:10:21] [ERROR] [tid 30042] failed to configure all the available GPUs or NVSwitches | fabricmanager.failed | gpu-b200-07 |  | the same line in the journal, its log prefix after the unit's: names the node
            Failed to configure all the available GPUs or NVSwitches. | fabricmanager.failed |  |  | older releases' syslog wording, capitalised with a full stop
            failed to initialize all the available GPUs or NVSwitches | fabricmanager.failed |  |  | the fabric manager's init-done step refused by a GPU or NVSwitch
            [ERROR] fabric manager error handler is called for unhandled config error type 8 | fabricmanager.failed |  |  | the error handler's line alone
            [May 16 2025 15:10:21] [INFO] [tid 30042] Successfully configured all the available GPUs and NVSwitches. | - |  |  | negative: the fabric manager's success line
            Jan 05 14:45:28 TENCENT64 nv-fabricmanager[1120]: Successfully configured all the available NVSwitches to route GPU NVLink traffic. NVLink Peer-to-Peer support will be enabled once the GPUs are successfully registered with the NVLink fabric. | - |  |  | negative: NVIDIA/nvtrust issue 128's journal, the routing set up
            gpu47:4962:5097 [1] transport/nvls.cc:223 NCCL WARN Cuda failure 999 'unknown error | nccl.nvls-failed | gpu47 |  | NVIDIA/nccl-tests issue 276: the WARN pasted without its closing quote
            gpu47:4962:5097 [1] transport/nvls.cc:223 NCCL WARN Cuda failure 999 'unknown error\\ngpu47:4962:5097 [1] NCCL INFO transport/nvls.cc:394 -> 1 | nccl.nvls-failed | gpu47 |  | the same with NCCL's INFO return line after it: the error text ends at its own line
            gpu47:4962:5097 [1] NCCL INFO transport/nvls.cc:394 -> 1 | nccl.error-trace | gpu47 |  | negative for the NVLS code: the INFO return line alone is only a trace, no error
            dcgmi nvlink --link-status\\n+----------------------+\\n|  NvLink Link Status  |\\n+----------------------+\\nGPUs:\\n    gpuId 0:\\n        D D D D D D D D D D D D D D D D D D\\n    gpuId 1:\\n        D D D D D D D D D D D D D D D D D D\\nNvSwitches:\\n    No NvSwitches found.\\n\\nKey: Up=U, Down=D, Disabled=X, Not Supported=_ | gpu.nvlink-down,gpu.nvlink-down |  |  | NVIDIA/DCGM issue 198: DCGM 3.3.7, every link of two H100 NVL down
            GPUs:\\n    gpuId 3:\\n        U U U U U U D U U U U U U U U U U U | gpu.nvlink-down |  |  | DCGM dcgmi/Nvlink.cpp: one GPU's link down among eighteen up
            NvSwitches:\\n    physicalId 9:\\n        U U U U D U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U | gpu.nvlink-down |  |  | DCGM dcgmi/Nvlink.cpp: an NVSwitch's port down
            GPUs:\\n    gpuId 0:\\n        U U U U U U U U U U U U U U U U U U\\nNvSwitches:\\n    physicalId 8:\\n        U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U U\\n\\nKey: Up=U, Down=D, Disabled=X, Not Supported=_ | - |  |  | negative: every link up
            GPUs:\\n    gpuId 0:\\n        _ _ _ _ _ _ _ _ _ _ _ _\\n    gpuId 1:\\n        X X X X U U U U _ _ _ _ | - |  |  | negative: links not supported or disabled
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
