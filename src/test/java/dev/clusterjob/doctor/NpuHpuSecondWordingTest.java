package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Huawei Ascend's and Intel Gaudi's failure wordings, second batch (issue 26): the CANN runtime's device error reports for a kernel that
 * faulted or hung on an AI Core, AI CPU or vector core ("The error from device(chipId:%u, dieId:%u), serial number is %u, there is an ...
 * error exception, core id is %u, ...", "Kernel task happen error, retCode=%#x, [%s].", "%s execute failed, reason=[%s]"), torch_npu's
 * AclErrorCode texts and "error code is %d" for the ACL results of rt_error_codes.h (507014-507018, 507034-507036), CANN's EL0004 memory
 * failure and E39009 device failure as the error manager and RecentErrMsg print them, MindSpore's scheduler (meta_server_node.cc: "The
 * node: %s is timed out. ...", "The total number of timed out node is %d. ...") and its cluster start ("Topology build timed out."), the
 * Gaudi PyTorch bridge's "FATAL ERROR :: MODULE:PT_DEVMEM Allocation failed for size::%zu (%zu)MB", its device acquire and module checks,
 * the habanalabs driver's "Failed to initialize hl%d. Device is NOT usable !" and Gaudi ProcessGroupHCCL's "Collective call returned error".
 * One row per wording and release, instantiated with host names of several shapes behind launcher prefixes; the last column names the
 * file, function and releases. The codes of the findings in order ("-": no error; a warning may stand), the first one's host and peer.
 * {@code \n} in a row is a line break.
 */
class NpuHpuSecondWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            EZ9999[PID: 110830] 2026-04-15-11:19:38.491.647 (EZ9999):  The error from device(chipId:0, dieId:0), serial number is 11, there is an aicore error exception, core id is 0, error code = 95, dump info: pc start: 0x100040800008, current: 0x100040800188.[FUNC:ProcessDavidStarsCoreErrorInfo][FILE:device_error_proc_c.cc][LINE:580] | torch.cuda-error |  |  | CANN 8.5 device_error_proc_c.cc ProcessDavidStarsCoreErrorInfo "The error from device(chipId:%u, dieId:%u), serial number is %u, there is an aicore error exception, core id is %u, error code = %u, ..." after the error manager's "EZ9999[PID: P] TIME (EZ9999): " header
            gpu-07: EZ9999[PID: 434094] 2026-05-28-13:42:55.151.745 (EZ9999):  The error from device(chipId:2, dieId:0), serial number is 262, there is an exception of aicore error, core id is 7, error code = 0, dump info: pc start: 0x124800000000[FUNC:PrintCoreInfo][FILE:device_error_core_proc.cc][LINE:645] | torch.cuda-error | gpu-07 |  | CANN 8.5 device_error_core_proc.cc PrintCoreInfo "there is an exception of %s error, core id is %u" (aicore) behind a host prefix
            [rank3]: EZ9999[PID: 8146] 2026-03-16-20:13:22.806.034 (EZ9999):  The error from device(chipId:7, dieId:0), serial number is 6, there is an exception of fftsplus aicore error, core id is 12, error code = 0x20000 | torch.cuda-error |  |  | the same for an FFTS+ task's AI Core ("fftsplus aicore") behind torchrun's prefix
            EZ9999[PID: 3146842] 2026-05-02-01:28:35.974.904 (EZ9999):  The error from device(chipId:2, dieId:0), serial number is 293, there is an exception of aivec error, core id is 31, error code = 0x4000000000000000 | torch.cuda-error |  |  | the same for a vector core ("aivec")
            EZ9999  The error from device(2), serial number is 37, there is an aicore error, core id is 0, error code = 0x10, dump info: pc start: 0x1000124080280000 | torch.cuda-error |  |  | CANN 6-7 task_info.cc "The error from device(%u), serial number is %u, there is an aicore error, core id is %u, error code = %#x" (no chip/die, no "exception")
                   Kernel task happen error, retCode=0x26, [aicore exception].[FUNC:PreCheckTaskErr][FILE:davinci_kernel_task.cc][LINE:1729] | torch.cuda-error |  |  | CANN 8.x davinci_kernel_task.cc PreCheckTaskErr "Kernel task happen error, retCode=%#x, [%s]." with aicore exception (0x26)
            node12.cluster.example.org: EZ9999  Kernel task happen error, retCode=0x2a, [aicpu exception].[FUNC:PreCheckTaskErr][FILE:task.cc][LINE:1068] | torch.cuda-error | node12.cluster.example.org |  | CANN 6-7 task.cc PreCheckTaskErr with aicpu exception (0x2a), behind a host prefix
                   Kernel task happen error, retCode=0x25, [aicore timeout].[FUNC:PreCheckTaskErr][FILE:davinci_kernel_task.cc][LINE:1729] | torch.cuda-error |  |  | the same with aicore timeout (0x25): a kernel that hung on its core
                   Kernel task happen error, retCode=0x31, [vector core exception].[FUNC:PreCheckTaskErr][FILE:davinci_kernel_task.cc][LINE:1497] | torch.cuda-error |  |  | the same with vector core exception (0x31)
                   Kernel task happen error, retCode=0x30, [vector core timeout].[FUNC:PreCheckTaskErr][FILE:davinci_kernel_task.cc][LINE:1729] | torch.cuda-error |  |  | the same with vector core timeout (0x30)
                   rtDeviceSynchronizeWithTimeout execute failed, reason=[aicpu exception][FUNC:FuncErrorReason][FILE:error_message_manage.cc][LINE:53] | torch.cuda-error |  |  | CANN 8.x error_message_manage.cc FuncErrorReason "%s execute failed, reason=[%s]" with aicpu exception
            E39999  Aicpu kernel execute failed, device_id=0, stream_id=12, task_id=2.[FUNC:PrintAicpuErrorInfo][FILE:task.cc][LINE:747] | torch.cuda-error |  |  | CANN 6-7 task.cc PrintAicpuErrorInfo "Aicpu kernel execute failed, device_id=%u, stream_id=%u, task_id=%u." after the error manager's "E39999  " header
            gpu-07: E39999: 2024-10-20-22:34:40.965.193  The error from device(chipId:0, dieId:0), serial number is 3, an exception occurred during AICPU execution, stream_id:2, task_id:19016, errcode:21008, msg:inner error.[FUNC:ProcessStarsAicpuErrorInfo][FILE:device_error_proc.cc][LINE:1232] | torch.cuda-error | gpu-07 |  | CANN 7-8 device_error_proc.cc ProcessStarsAicpuErrorInfo "an exception occurred during AICPU execution, stream_id:%u, task_id:%u, errcode:%u, msg:%s" behind a host prefix
            [Error]: The aicore execution is abnormal. | torch.cuda-error |  |  | torch_npu 2.1-2.9 acl/AclErrorCode.h: the text for 507015 ACL_ERROR_RT_AICORE_EXCEPTION
            [Error]: The aicpu execution is abnormal. | torch.cuda-error |  |  | torch_npu AclErrorCode.h: the text for 507018 ACL_ERROR_RT_AICPU_EXCEPTION
            [Error]: The vector core execution is abnormal. | torch.cuda-error |  |  | torch_npu AclErrorCode.h: the text for 507035 ACL_ERROR_RT_VECTOR_CORE_EXCEPTION
            RuntimeError: operator():build/CMakeFiles/torch_npu.dir/compiler_depend.ts:25 NPU function error: c10_npu::acl::AclrtSynchronizeStreamWithTimeout(copy_stream), error code is 507035 | torch.cuda-error |  |  | torch_npu 2.5+ NPU_CHECK_ERROR "NPU function error: %s, error code is %d" with 507035 (vector core exception)
            10.1.2.3: RuntimeError: synchronize:build/CMakeFiles/torch_npu.dir/compiler_depend.ts:361 NPU function error: c10_npu::acl::AclrtSynchronizeStreamWithTimeout(stream()), error code is 507015 | torch.cuda-error | 10.1.2.3 |  | the same with 507015 (aicore exception) behind an address prefix
            [W730 06:16:22.869118032 compiler_depend.ts:526] Warning: NPU warning, error code is 507018[Error]: | torch.cuda-error |  |  | torch_npu's NPU warning "NPU warning, error code is %d" with 507018 (aicpu exception) on a device synchronisation
            [ERROR] aclrtSynchronizeStream(stream) failed: 507015 (/tmp/runs/npu_validation/main.cpp:108) | torch.cuda-error |  |  | an ACL program's "%s failed: %d" on aclrtSynchronizeStream with 507015 (CANN samples' CHECK_ACL style)
            RuntimeError: Run:/usr1/workspace/FPTA_Daily_Plugin_open_date/Plugin/torch_npu/csrc/framework/OpParamMaker.cpp:128 NPU error,NPU error code is:100000 | torch.exception |  |  | torch_npu 1.x OpParamMaker "NPU error,NPU error code is:%d" with 100000 (ACL_ERROR_INVALID_PARAM): no device error by itself, a bare exception
            (VllmWorkerProcess pid=53843) ERROR 12-17 09:32:03 [multiproc_worker_utils.py:239] RuntimeError: [1] is setting up HCCL communicator and retrieving hcclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: failed to recv, got 0 bytes | torch.store-failed |  |  | torch_npu 2.x ProcessGroupHCCL broadcastMasterID "[%d] is setting up HCCL communicator and retrieving hcclUniqueId from [%d] via c10d key-value store by key '%s', but store->get('%s') got error: %s" with a broken connection (the store's host went away), behind vLLM's worker prefix
            [rank3]: RuntimeError: [3] is setting up HCCL communicator and retrieving hcclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout | torch.rendezvous-timeout |  |  | the same ending in the store read's time-out: rank 0 never published the id
            EL0004: [PID: 316198] 2025-09-28-07:22:29.827.496 Failed to allocate memory. | npu.oom |  |  | CANN 8.x error manager "EL0004: [PID: P] TIME Failed to allocate memory." (registered title Memory_Allocation_Failure)
            gpu-07: [ERROR] RecentErrMsg: [PID: 1604822] 2026-03-24-12:13:53.809.770 Memory_Allocation_Failure(EL0004): Failed to allocate memory. | npu.oom | gpu-07 |  | CANN 8.5 RecentErrMsg "[PID: P] TIME TITLE(CODE): TEXT" form behind a host prefix
            node12.cluster.example.org: EL0004: [PID: 316198] 2025-09-28-07:22:29.827.496 Failed to allocate memory. | npu.oom | node12.cluster.example.org |  | the error manager's "EL0004: [PID: P] TIME TEXT" form behind a host prefix
            EL0004: 2025-01-28-17:29:18.184.236 Failed to allocate memory. | npu.oom |  |  | CANN 8.0 error manager "CODE: TIME TEXT" (no [PID: P])
            [Error]: Failed to apply for memory. | npu.oom |  |  | torch_npu AclErrorCode.h: the text for 207001 ACL_ERROR_RT_MEMORY_ALLOCATION
            [rank7]:[E928 07:22:40.736525688 compiler_depend.ts:429] operator():build/CMakeFiles/torch_npu.dir/compiler_depend.ts:128 NPU function error: call aclnnMoeDistributeDispatchV2 failed, error code is 207001 | npu.oom |  |  | torch_npu 2.5+ "NPU function error: call %s failed, error code is %d" with 207001 (device memory allocation) behind torch's rank and glog prefixes
            [ERROR] RecentErrMsg: [PID: 734174] 2026-04-20-19:23:37.367.258 Inner_Error_Device_Status_Abnormal(E39009): Failed to connect the device. | npu.no-device |  |  | CANN 8.5 RecentErrMsg with E39009 Inner_Error_Device_Status_Abnormal "Failed to connect the device." (heartbeats missing)
            node12.cluster.example.org: E39009: [PID: 9] 2026-04-20-19:23:37.367.258 Failed to connect the device. | npu.no-device | node12.cluster.example.org |  | the error manager's "E39009: [PID: P] TIME TEXT" form behind a host prefix
            [ERROR]  acl set device 0 failed, errorCode = 507033 | npu.no-device |  |  | the CANN samples' (ACL C++) "acl set device %d failed, errorCode = %d" with 507033 ACL_ERROR_RT_DEV_SETUP_ERROR
            gpu-07: [ERROR] aclrtSetDevice(deviceId) failed: 107001 (/work/main.cpp:72) | npu.no-device | gpu-07 |  | an ACL program's "%s failed: %d" on aclrtSetDevice with 107001 ACL_ERROR_RT_INVALID_DEVICEID behind a host prefix
                    open device 2 failed, runtime result = 507033.[FUNC:ReportCallError][FILE:log_inner.cpp][LINE:148] | npu.no-device |  |  | CANN 8.x log_inner.cpp ReportCallError "open device %d failed, runtime result = %d." in the runtime's traceback
                    [drv api] halDeviceOpen failed. device_id=1, drvRetCode=7.[FUNC:DeviceOpen][FILE:npu_driver.cc][LINE:438] | npu.no-device |  |  | CANN 8.5 npu_driver.cc DeviceOpen "[drv api] halDeviceOpen failed. device_id=%u, drvRetCode=%d."
            [ERROR] aclrtSetDevice(deviceId) failed: 507033 (/tmp/main.cpp:68)\\n[ERROR] RecentErrMsg: [PID: 1604822] 2026-03-24-12:13:53.809.770 Memory_Allocation_Failure(EL0004): Failed to allocate memory. | npu.oom |  |  | a set-device failure with EL0004 after it: the NPU's memory is taken (npu.oom), the set-device line only its outcome
            Call aclrtSetDevice(device->id) failed : 507033 at file /work/PaddleCustomDevice/backends/npu/runtime/runtime.cc line 430 | npu.no-device |  |  | PaddleCustomDevice's npu runtime "Call %s failed : %d at file %s line %d" on aclrtSetDevice with 507033
            10.1.2.3: EL0002: 2024-10-22-11:56:14.885.664 The device ID is invalid. | npu.no-device | 10.1.2.3 |  | CANN's EL0002 "The device ID is invalid." (a device id the process cannot see) behind an address prefix
            [ERROR] DISTRIBUTED(162146,ffffb85d0c80,python):2025-03-10-09:40:20.507.092 [mindspore/ccsrc/distributed/cluster/topology/meta_server_node.cc:312] UpdateTopoState] The node: 3 is timed out. It may exit with exception, please check this node's log. | torch.child-failed |  |  | MindSpore 2.2-2.6 meta_server_node.cc UpdateTopoState "The node: %s is timed out. It may exit with exception, please check this node's log." (the scheduler lost a worker's heartbeat: the launcher's report of a failed worker, as msrun's)
            [ERROR] DISTRIBUTED(162146,ffffb85d0c80,python):2025-03-10-09:40:20.507.101 [mindspore/ccsrc/distributed/cluster/topology/meta_server_node.cc:319] UpdateTopoState] The total number of timed out node is 1. Timed out node list is: [const vector]{3}, worker 3 is the first one timed out, please check its log. | torch.child-failed |  |  | meta_server_node.cc UpdateTopoState's exception "The total number of timed out node is %d. Timed out node list is: %s, worker %s is the first one timed out, please check its log."
            RuntimeError: Topology build timed out. | torch.rendezvous-timeout |  |  | MindSpore 2.2-2.6 cluster_context.cc Initialize EXECUTE_WITH_RETRY(..., "Topology build timed out."): not every process joined the scheduler (MS_SCHED_HOST/PORT, a worker that did not start) in time
            RuntimeError: [Rank:0] FATAL ERROR :: MODULE:PT_DEVMEM Allocation failed for size::939524096 (896)MB | torch.cuda-oom |  |  | the Gaudi PyTorch bridge (SynapseAI 1.1x) "[Rank:%d] FATAL ERROR :: MODULE:PT_DEVMEM Allocation failed for size::%zu (%zu)MB"
            (VllmWorkerProcess pid=614) RuntimeError: [Rank:5] FATAL ERROR :: MODULE:PT_DEVMEM Allocation failed for size::1610612736 (1536)MB | torch.cuda-oom |  |  | the same behind vLLM's worker prefix, rank 5
            10.1.2.3: RuntimeError: synStatus=8 [Device not found] Device acquire failed. | hpu.no-device | 10.1.2.3 |  | the bridge's "synStatus=%d [%s] Device acquire failed." with synStatus 8 (no card for this process) behind an address prefix
            [   72.993269] habanalabs 0000:1a:00.0: Failed to initialize hl2. Device is NOT usable ! | hpu.no-device |  |  | the habanalabs kernel driver (device.c hl_device_init) "Failed to initialize hl%d. Device is NOT usable !" in the kernel log
            gpu-07: RuntimeError: Invalid HABANA_VISIBLE_MODULES=5. Module IDs should be between 0 and 0. | hpu.no-device | gpu-07 |  | the Gaudi bridge's module check "Invalid HABANA_VISIBLE_MODULES=%s. Module IDs should be between 0 and %d." behind a host prefix
            (RayTrainWorker pid=19045) [2023-11-02 13:17:59,227 E 19045 21937] logging.cc:97: Unhandled exception: N3c105ErrorE. what(): Collective call returned error | hccl.failed |  |  | habana_frameworks ProcessGroupHCCL (SynapseAI 1.12) process_group_hccl_base.cpp "Collective call returned error" as c10::Error, behind Ray's worker prefix
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
