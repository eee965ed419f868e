package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a batch of logs sampled with the generic searches a user would make (issue 26): CuPy's CUDA IPC calls failing between
 * the processes of a node, where the traceback's frame of the IPC call (cupy_backends/cuda/api/runtime.pyx, v8.0.0b5-v14: ipcGetMemHandle,
 * ipcOpenMemHandle, ipcCloseMemHandle, ipcGetEventHandle, ipcOpenEventHandle) comes before check_status's
 * {@code CUDARuntimeError('%s: %s' % (cudaGetErrorName, cudaGetErrorString))}; the real paste, other calls and errors behind a pdsh prefix
 * and in Python 3.11's traceback, and the negatives: another CuPy call's CUDA error, an out-of-memory in the IPC call (its own code), an
 * IPC frame whose traceback ends in no CUDA error. Columns: the codes of the findings in order ("-": none), the host and peer of the
 * first. {@code \n} is a line break.
 */
class SampledIssuesWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            File "cupy_backends/cuda/api/runtime.pyx", line 456, in cupy_backends.cuda.api.runtime.ipcOpenMemHandle\\n  File "cupy_backends/cuda/api/runtime.pyx", line 462, in cupy_backends.cuda.api.runtime.ipcOpenMemHandle\\n  File "cupy_backends/cuda/api/runtime.pyx", line 143, in cupy_backends.cuda.api.runtime.check_status\\ncupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorInvalidResourceHandle: invalid resource handle\\nx3005c0s37b0n0.hsn.cm.polaris.alcf.anl.gov: rank 1 exited with code 1 | cuda.ipc-failed,torch.cuda-error,mpi.process-failed | x3005c0s37b0n0.hsn.cm.polaris.alcf.anl.gov |  | the real paste (NVIDIA/cuQuantum 77, CuPy 12 under PALS mpiexec on Polaris): the host from PALS's rank exit line
            Traceback (most recent call last):\\n  File "/work/share.py", line 12, in <module>\\n    h = cp.cuda.runtime.ipcGetMemHandle(x.data.ptr)\\n        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\\n  File "cupy_backends/cuda/api/runtime.pyx", line 479, in cupy_backends.cuda.api.runtime.ipcGetMemHandle\\n  File "cupy_backends/cuda/api/runtime.pyx", line 485, in cupy_backends.cuda.api.runtime.ipcGetMemHandle\\n  File "cupy_backends/cuda/api/runtime.pyx", line 146, in cupy_backends.cuda.api.runtime.check_status\\ncupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorInvalidValue: invalid argument | cuda.ipc-failed,torch.cuda-error |  |  | CuPy 13 ipcGetMemHandle in Python 3.11's traceback (its caret line), no host
            node-3:   File "cupy_backends/cuda/api/runtime.pyx", line 497, in cupy_backends.cuda.api.runtime.ipcOpenEventHandle\\nnode-3:   File "cupy_backends/cuda/api/runtime.pyx", line 143, in cupy_backends.cuda.api.runtime.check_status\\nnode-3: cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorInvalidResourceHandle: invalid resource handle | cuda.ipc-failed,torch.cuda-error | node-3 |  | CuPy 9-14 ipcOpenEventHandle behind pdsh's host prefix
            [gpu017:40211]   File "cupy_backends/cuda/api/runtime.pyx", line 466, in cupy_backends.cuda.api.runtime.ipcCloseMemHandle\\n[gpu017:40211]   File "cupy_backends/cuda/api/runtime.pyx", line 143, in cupy_backends.cuda.api.runtime.check_status\\n[gpu017:40211] cupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorInvalidDeviceContext: invalid device context | cuda.ipc-failed,torch.cuda-error | gpu017 |  | CuPy ipcCloseMemHandle behind an "[HOST:PID]" prefix
            File "cupy_backends/cuda/api/runtime.pyx", line 568, in cupy_backends.cuda.api.runtime.malloc\\n  File "cupy_backends/cuda/api/runtime.pyx", line 146, in cupy_backends.cuda.api.runtime.check_status\\ncupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorIllegalAddress: an illegal memory access was encountered | torch.cuda-error |  |  | negative: another CuPy call's CUDA error stays a plain CUDA error
            File "cupy_backends/cuda/api/runtime.pyx", line 509, in cupy_backends.cuda.api.runtime.ipcOpenMemHandle\\n  File "cupy_backends/cuda/api/runtime.pyx", line 146, in cupy_backends.cuda.api.runtime.check_status\\ncupy_backends.cuda.api.runtime.CUDARuntimeError: cudaErrorMemoryAllocation: out of memory | torch.cuda-oom |  |  | negative: out of memory in the IPC call keeps its own code
            File "cupy_backends/cuda/api/runtime.pyx", line 509, in cupy_backends.cuda.api.runtime.ipcOpenMemHandle\\nKeyboardInterrupt | - |  |  | negative: an IPC frame whose traceback ends in no CUDA error
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
