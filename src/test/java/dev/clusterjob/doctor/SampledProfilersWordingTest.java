package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Profilers and debuggers run on a job and refused by the node, its driver or its container, not by the job: CUPTI's
 * CUPTI_ERROR_INSUFFICIENT_PRIVILEGES under the framework tracers (the CUPTI samples' macro as Paddle and habitat copy it, TensorFlow's
 * cupti_tracer.cc, Kineto's CUPTI_CALL and CUPTI_CALL_THROW), Nsight Compute's ERR_NVGPUCTRPERM, the kernel's perf_event_paranoid as Linux
 * perf and AMD uProf word it, py-spy's own permission messages and its "Error: ..." lines, gdb's and strace's refused attach. Each is a
 * warning: a failure of the job's own in the same log stays the cause. Columns: text | codes in order ("-": no finding at all) |
 * host of the first | peer of the first | source. {@code \n} in a row is a line break.
 */
class SampledProfilersWordingTest extends WordingTable {
    private static final String ROWS = """
            /paddle/paddle/fluid/platform/device_tracer.cc:131: error: function dynload::cuptiActivityEnable(CUPTI_ACTIVITY_KIND_MEMCPY) failed with error CUPTI_ERROR_INSUFFICIENT_PRIVILEGES. | profiler.no-permission |  |  | the CUPTI samples' CUPTI_CALL macro: "%s:%d: error: function %s failed with error %s.\\n"
            2020-11-04 10:50:50.925046: E tensorflow/core/profiler/internal/gpu/cupti_tracer.cc:1441] function cupti_interface_->Subscribe( &subscriber_, (CUpti_CallbackFunc)ApiCallback, this)failed with error CUPTI_ERROR_INSUFFICIENT_PRIVILEGES | profiler.no-permission |  |  | TensorFlow cupti_tracer.cc (2.1-2.x): "function " #expr "failed with error " errstr, no space before "failed"
            gpu-03: [W kineto] function cuptiActivityEnable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL) failed with error CUPTI_ERROR_INSUFFICIENT_PRIVILEGES (35) | profiler.no-permission | gpu-03 |  | Kineto DeviceUtil.h CUPTI_CALL: "function {} failed with error {} ({})", behind a host prefix
            cuptiProfilerInitialize(&profilerInitializeParams) failed: CUPTI_ERROR_INSUFFICIENT_PRIVILEGES | profiler.no-permission |  |  | Kineto DeviceUtil.h CUPTI_CALL_THROW: "{} failed: {}"
            function cuptiActivityEnable(CUPTI_ACTIVITY_KIND_KERNEL) failed with error CUPTI_ERROR_INSUFFICIENT_PRIVILEGES (35)\\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.10 GiB of which 1.06 GiB is free. | torch.cuda-oom,profiler.no-permission |  |  | the job's own failure after the profiler's refusal stays the cause
            ==ERROR== ERR_NVGPUCTRPERM - The user does not have permission to access NVIDIA GPU Performance Counters on the target device 0. For instructions on enabling permissions and to get more information see https://developer.nvidia.com/ERR_NVGPUCTRPERM | profiler.no-permission |  |  | Nsight Compute: "==ERROR== ERR_NVGPUCTRPERM - The user does not have permission to access NVIDIA GPU Performance Counters on the target device %d."
            ERR_NVGPUCTRPERM - The user does not have permission to access NVIDIA\\nGPU Performance Counters on the target device 0. | profiler.no-permission |  |  | the same wrapped by a poster
            For instructions see https://developer.nvidia.com/ERR_NVGPUCTRPERM | - |  |  | the URL alone is no refusal
            perf_event_paranoid setting is 4: | profiler.no-permission |  |  | Linux perf evsel__open_strerror (5.8+): "perf_event_paranoid setting is %d:"
            You may not have permission to collect stats. | profiler.no-permission |  |  | Linux perf (4.x-5.7): "You may not have permission to collect %sstats."
            *ERROR : For non root users with perf_event_paranoid value greater than -1,\\nthe maximum number of events supported together is : 6* | profiler.no-permission |  |  | AMD uProf collect, in markdown italics
            kernel.perf_event_paranoid = 2 | - |  |  | sysctl's own output is no refusal
            Permission Denied: Try running again with elevated permissions by going 'sudo env "PATH=$PATH" !!' | profiler.no-permission |  |  | py-spy src/main.rs (0.1-0.4), not root
            Permission Denied\\n\\nIt looks like you are running in a docker container. Please make sure you started your container with the SYS_PTRACE capability. See https://github.com/benfred/py-spy#how-do-i-run-py-spy-in-docker for more details | profiler.no-permission |  |  | py-spy src/main.rs (0.3.11+), root in docker
            $ py-spy dump --pid 1\\nError: Operation not permitted (os error 1)\\nReason: Operation not permitted (os error 1) | profiler.no-permission |  |  | py-spy's "Error: {}" and "Reason: {}" right after its command line
            $ RUST_BACKTRACE=1 py-spy -- python3 test.py\\n\\nError: EPERM: Operation not permitted | profiler.no-permission |  |  | py-spy 0.1.x started with its program after "--", the backtrace cut
            $ py-spy --version\\nError: Operation not permitted (os error 1) | - |  |  | "--version" is no sampling run
            Error: EPERM: Operation not permitted\\nstack backtrace:\\n   0:           0x444e30 - py_spy::process::os_impl::Namespace::new::h2c3c0252db472d26 | profiler.no-permission |  |  | py-spy 0.1.x: nix's error and the backtrace with its own frames
            Error: Operation not permitted (os error 1) | - |  |  | the same words from any program are not py-spy's
            Could not attach to process.  If your uid matches the uid of the target\\nprocess, check the setting of /proc/sys/kernel/yama/ptrace_scope, or try\\nagain as the root user.  For more details, see /etc/sysctl.d/10-ptrace.conf\\nptrace: Operation not permitted. | profiler.no-permission |  |  | gdb on Ubuntu / Debian (the ptrace_scope patch) and gdb's "ptrace: %s."
            strace: attach: ptrace(PTRACE_SEIZE, 5202): Operation not permitted | profiler.no-permission |  |  | strace attach
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
