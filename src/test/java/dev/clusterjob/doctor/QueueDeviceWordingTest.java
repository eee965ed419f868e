package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings whose real captures showed forms the rules did not know: Kueue's flavor assigner across its releases (the job
 * can never fit, or only waits), as kubectl prints the Workload's condition (one line, or wrapped by YAML); the HIP/CUDA error name for an
 * invalid device ordinal as rccl-tests and nccl-tests print it; aws-ofi-nccl declining at start-up in its 2019 and later wordings (NCCL goes
 * on without it). One row per wording and version, from the tool's format string (the last column names file, function and releases): the
 * codes of the findings in order ("-": no finding of severity error) and the host of the first. {@code \\n} in a row is a line break.
 */
class QueueDeviceWordingTest extends WordingTable {
    /** text | codes in order | host of the first | source */
    private static final String ROWS = """
            Message:               couldn't assign flavors to pod set main: insufficient quota for cpu in flavor default-flavor in ClusterQueue | k8s.unschedulable | | Kueue pkg/scheduler/flavorassigner/flavorassigner.go fitsResourceQuota (v0.4.0-v0.9.x) "insufficient quota for %s in flavor %s in ClusterQueue" (no cohort, the request above nominal plus borrowing)
            Message:               couldn't assign flavors to pod set worker: insufficient quota for nvidia.com/gpu in flavor h100-flavor, previously considered podsets requests (8) + current podset request (16) > maximum capacity (16) | k8s.unschedulable | | Kueue flavorassigner.go fitsResourceQuota (v0.15.0-v0.19.x) "insufficient quota for %s in flavor %s, previously considered podsets requests (%s) + current podset request (%s) > maximum capacity (%s)"
            couldn't assign flavors to pod set worker: insufficient quota for nvidia.com/gpu in flavor a100, request > maximum capacity (16 > 8) | k8s.unschedulable | | Kueue flavorassigner.go fitsResourceQuota (v0.10.0-v0.14.x) "insufficient quota for %s in flavor %s, request > maximum capacity (%s > %s)"
            Warning  Pending  12s  kueue-admission  couldn't assign flavors to pod set launcher: resource nvidia.com/gpu unavailable in ClusterQueue | k8s.unschedulable | | Kueue flavorassigner.go (v0.4.0-v0.19.x) "resource %s unavailable in ClusterQueue": the ClusterQueue covers no such resource, as the Pending event shows it
            message: 'couldn''t assign flavors to pod set main: insufficient quota for cpu\\n      in flavor default-flavor in ClusterQueue' | k8s.unschedulable | | the v0.4-v0.9 wording as kubectl get workload -o yaml wraps it (YAML doubles the quote)
            couldn't assign flavors to pod set main: insufficient unused quota in cohort for cpu in flavor default-flavor, 2 more needed | - | | Kueue flavorassigner.go (v0.5-v0.9) "insufficient unused quota in cohort for %s in flavor %s, %s more needed": waiting for the cohort, no failure
            couldn't assign flavors to pod set worker: borrowing limit for nvidia.com/gpu in flavor a100 exceeded | - | | Kueue flavorassigner.go (v0.4-v0.9) "borrowing limit for %s in flavor %s exceeded": waiting for its own jobs to end, no failure
            Test HIP failure common.cu:1129 'hipErrorInvalidDevice' | torch.invalid-device-ordinal | | rccl-tests src/common.h HIPCHECK "Test HIP failure %s:%d '%s'" with hipGetErrorName (the hipified nccl-tests, 2.x)
            gpu-07: Test CUDA failure common.cu:891 'invalid device ordinal' | torch.invalid-device-ordinal,nccl-tests.failure | gpu-07 | nccl-tests src/common.h CUDACHECK "Test CUDA failure %s:%d '%s'" with cudaGetErrorString, behind pdsh's host prefix
            kestrel: Test CUDA failure common.cu:891 'invalid device ordinal'\\n .. kestrel pid 4711: Test failure common.cu:401 | torch.invalid-device-ordinal,nccl-tests.failure | kestrel | doc29: nccl-tests CUDACHECK's and TESTCHECK's (2.13+) own host, getHostName's, which no prefix gives when the name has no digit
             .. kestrel: Test failure common.cu:401\\nkestrel: Test NCCL failure common.cu:1005 'unhandled system error / ' | nccl.system-error,nccl-tests.failure | kestrel | doc29: TESTCHECK before 2.13 (" .. %s: Test failure %s:%d") and NCCLCHECK (2.13+ "'%s / %s'")
            cupy.cuda.runtime.CUDARuntimeError: cudaErrorInvalidDevice: invalid device ordinal | torch.invalid-device-ordinal | | cupy runtime.pyx check_status "%s: %s" (cudaGetErrorName, cudaGetErrorString)
            Test HIP failure common.cu:1129 'hipErrorInvalidDeviceFunction' | rocm.no-binary-for-gpu | | the error name for a missing kernel (doc7a's rule) is not an invalid device ordinal
            gpu-07:1234:1300 [0] get_ofi_provider:312 NCCL WARN NET/OFI Could not find any optimal provider | - | | aws-ofi-nccl (2019, as NVIDIA/nccl issue 229 quotes it) get_ofi_provider "Could not find any optimal provider": the plugin declines, NCCL goes on without it
            ip-10-1-2-3:99:120 [0] find_ofi_provider:543 NCCL WARN NET/OFI Couldn't find any optimal provider | - | | aws-ofi-nccl (1.x) find_ofi_provider "Couldn't find any optimal provider", the same
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rowsWithoutPeer(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }

}
