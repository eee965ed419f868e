package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * GPUs of one node that cannot reach each other or CUDA that cannot start on them, in the words of the libraries and containers that
 * report it. The CUDA error for peer access between two GPUs that the topology does not allow (cudaErrorPeerAccessUnsupported, 217) as
 * PyCUDA raises it ({@code LogicError: cuCtxEnablePeerAccess failed: %s}), as numba names it ({@code [217] Call to %s results in
 * CUDA_ERROR_PEER_ACCESS_UNSUPPORTED}) and as cupy does ({@code cudaErrorPeerAccessUnsupported: %s}): the exception line is this CUDA
 * error, not a bare exception. The NGC containers' start-up check ({@code ERROR: The NVIDIA Driver is present, but CUDA failed to
 * initialize.} and {@code [[ TEXT (error N) ]]} with the CUDA text's first letter capitalised): 802 is the Fabric Manager's code, 803 and
 * 804 the driver mismatch, the others (999, 3 with its MIG line, 100) CUDA that cannot start. Negatives: another PyCUDA error, the check's
 * own source line, a P2P matrix of a healthy test. Columns: the codes of the findings in order ("-": none), the host and peer of the first,
 * the source. {@code \n} is a line break.
 */
class SampledGpuPeerWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ---> 13 k4ctx.enable_peer_access(k2ctx)\\nLogicError: cuCtxEnablePeerAccess failed: peer access is not supported between these two devices | torch.cuda-error |  |  | PyCUDA (CUDA 6+) pycuda::error "%s failed: %s" under IPython's frame line
            pycuda._driver.LogicError: cuCtxEnablePeerAccess failed: peer access is not supported between these two devices | torch.cuda-error |  |  | PyCUDA's exception with its module, as a plain traceback prints it
            gpu-07: pycuda._driver.LogicError: cuCtxEnablePeerAccess failed: peer access is not supported between these two devices | torch.cuda-error | gpu-07 |  | under pdsh's host prefix: names the node
            numba.cuda.cudadrv.driver.CudaAPIError: [217] Call to cuCtxEnablePeerAccess results in CUDA_ERROR_PEER_ACCESS_UNSUPPORTED | torch.cuda-error |  |  | numba's driver wrapper (_check_ctypes_error: "Call to %s results in %s", CudaAPIError "[%s] %s")
            cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorPeerAccessUnsupported: peer access is not supported between these two devices | torch.cuda-error |  |  | cupy's runtime error (the error's name, then its text)
            ERROR: The NVIDIA Driver is present, but CUDA failed to initialize.  GPU functionality will not be available.\\n   [[ System not yet initialized (error 802) ]] | torch.no-gpu |  |  | NGC start-up check (50-gpu-driver-check.sh) for 802: the Fabric Manager's error with its first letter capitalised
            ERROR: The NVIDIA Driver is present, but CUDA failed to initialize.  GPU functionality will not be available.\\n   [[ System has unsupported display driver / cuda driver combination (error 803) ]] | cuda.version-mismatch |  |  | NGC start-up check for 803
            ERROR: The NVIDIA Driver is present, but CUDA failed to initialize.  GPU functionality will not be available.\\n   [[ Forward compatibility was attempted on non supported HW (error 804) ]] | cuda.version-mismatch |  |  | NGC start-up check for 804
            ERROR: The NVIDIA Driver is present, but CUDA failed to initialize.  GPU functionality will not be available.\\n   [[ Unknown error (error 999) ]] | torch.no-gpu |  |  | NGC start-up check for 999
            ERROR: The NVIDIA Driver is present, but CUDA failed to initialize. GPU functionality will not be available. | torch.no-gpu |  |  | the check's first line alone, its double space collapsed by a web page
            ERROR: The NVIDIA Driver is present, but CUDA failed to initialize.  GPU functionality will not be available.\\n   [[ Initialization error (error 3) ]]\\n\\n   [[ Possible MIG misconfiguration detected ]] | torch.no-gpu |  |  | NGC start-up check for 3 with MIG mode on and no GPU instance
            UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling NumCudaDevices() that might have already set an error? Error 802: system not yet initialized | torch.no-gpu |  |  | torch 1.8-2.11's own 802 wording still read
            pycuda._driver.LogicError: cuCtxEnablePeerAccess failed: peer access already enabled | torch.exception |  |  | negative: another PyCUDA error stays the exception
            echo "   [[ ${_DEVICEQUERY_ERRSTR^} (error ${_DEVICEQUERY_ERRNUM}) ]]" | - |  |  | negative: the check's own source line
            Device=0 CANNOT Access Peer Device=2\\nDevice=1 CAN Access Peer Device=0 | - |  |  | negative: p2pBandwidthLatencyTest's matrix, a healthy run
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
