package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * GPU builds of simulation codes under MPI as they print a failing GPU: Kokkos' CUDA and HIP check (LAMMPS KOKKOS and other Kokkos codes,
 * 2.x-4.x: a call's name, "error( cudaErrorX): TEXT" and the file) is torch.cuda-error, torch.cuda-oom for its out-of-memory names and
 * cuda.version-mismatch for a build without kernels for the GPU; the PGI / NVIDIA HPC SDK OpenACC runtime of VASP, Quantum ESPRESSO,
 * E3SM and MFC ("call to cuX returned error N: TEXT", NVHPC's "Accelerator Fatal Error: ... (CUDA_ERROR_X)") by the CUresult: 2 out of
 * memory, 209 no binary for the GPU, the others a CUDA error; AMReX's GPU checks through amrex::Abort (2018-2019 "CUDA last error
 * detected", 2019+ "GPU last error detected", "CUDA error N in file", "HIP error in file") by cudaGetErrorString's text; and the
 * negatives (an AMReX abort that is no GPU error, Kokkos' start-up warnings). Columns: the codes of the findings in order ("-": none),
 * the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledHpcGpuAppsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            cudaDeviceSynchronize() error( cudaErrorIllegalAddress): an illegal memory access was encountered ../../lib/kokkos/core/src/Cuda/Kokkos_Cuda_Instance.cpp:144 | torch.cuda-error |  |  | LAMMPS issue 3434: Kokkos 3.x cuda_internal_error_throw under CUDA-aware Open MPI with cuda_ipc
            terminate called after throwing an instance of 'std::runtime_error'\\n  what():  cudaDeviceSynchronize() error( cudaErrorIllegalAddress): an illegal memory access was encountered ../../lib/kokkos/core/src/Cuda/Kokkos_Cuda_Impl.cpp:122 | torch.cuda-error |  |  | LAMMPS issue 456: Kokkos 2.x (Kokkos_Cuda_Impl.cpp) thrown as std::runtime_error
            (ptr->cuda_stream_synchronize_wrapper(stream)) error( cudaErrorIllegalAddress): an illegal memory access was encountered /home/~~~/scratch/lammps-fork/lib/kokkos/core/src/Cuda/Kokkos_Cuda_Instance.cpp:166 | torch.cuda-error |  |  | LAMMPS pull request 4007: Kokkos 4.x host_abort with the wrapper's call as the name
            nid001234: hipDeviceSynchronize() error( hipErrorIllegalAddress): an illegal memory access was encountered /opt/kokkos/core/src/HIP/Kokkos_HIP_Instance.cpp:152 | torch.cuda-error | nid001234 |  | Kokkos core/src/HIP/Kokkos_HIP_Instance.cpp hip_internal_error_throw's format with HIP's names, under srun's host prefix
            cudaMallocHost(&m_scratch_host, alloc_size) error( cudaErrorMemoryAllocation): out of memory /lammps/lib/kokkos/core/src/Cuda/Kokkos_Cuda_Instance.cpp:401 | torch.cuda-oom |  |  | Kokkos cuda_internal_error_throw's format with cudaErrorMemoryAllocation: out of memory
            cudaFuncGetAttributes(&attr, func) error( cudaErrorInvalidDeviceFunction): invalid device function /lammps/lib/kokkos/core/src/Cuda/Kokkos_Cuda_KernelLaunch.hpp:120 | cuda.version-mismatch |  |  | Kokkos cuda_internal_error_throw's format with cudaErrorInvalidDeviceFunction: a Kokkos_ARCH for another GPU
            call to cuMemAlloc returned error 2: Out of memory | torch.cuda-oom |  |  | VASP 6 GPU notes of HPC centres: the PGI runtime's wording
            Out of memory allocating 137088000 bytes of device memory\\nAccelerator Fatal Error: call to cuMemAlloc returned error 2 (CUDA_ERROR_OUT_OF_MEMORY) | torch.cuda-oom |  |  | an OpenACC code's batch log: NVHPC's allocator line and the fatal error without its text
            Accelerator Fatal Error: call to cuMemAlloc returned error 2 (CUDA_ERROR_OUT_OF_MEMORY): Out of memory\\n File: /lustre/home/user/q-e/PW/src/allocate_wfc.f90\\n Function: allocate_wfc_k:10\\n Line: 45 | torch.cuda-oom |  |  | Quantum ESPRESSO's GPU build on a DGX under Slurm: NVHPC's wording with the file, function and line
            Failing in Thread:1\\ncall to cuStreamSynchronize returned error 700: Illegal address during kernel execution | torch.cuda-error |  |  | WRF / OpenACC notes: the PGI runtime's illegal address after its thread line
            Failing in Thread:1\\nAccelerator Fatal Error: call to cuStreamSynchronize returned error 700 (CUDA_ERROR_ILLEGAL_ADDRESS): Illegal address during kernel execution\\n File: /home/olia/Diplomatiki/cnn-cifar10_0/main.c\\n Function: main:101\\n Line: 158 | torch.cuda-error |  |  | an OpenACC program: NVHPC's wording with the CUresult's name
            call to cuMemcpyDtoHAsync returned error 700: Illegal address during kernel execution\\ncall to cuMemFreeHost returned error 700: Illegal address during kernel execution | torch.cuda-error |  |  | Castro's OpenACC notes: two calls failing with the same error, one finding
                 call to cuMemAllocHost returned error 205: Map failed\\n     Failing in Thread:1 | torch.cuda-error |  |  | E3SM issue 2074: pinning host memory with 16 ranks on one GPU, indented in prose
            call to cuModuleLoadData returned error 209: No binary for GPU | cuda.version-mismatch |  |  | the PGI runtime's format with CUresult 209: built for another compute capability
            amrex::Abort::0::GPU last error detected in file ../../..//Src/Base/AMReX_GpuLaunchFunctsG.H line 885: invalid argument !!!\\nSIGABRT\\nSee Backtrace.0 file for details | torch.cuda-error |  |  | IAMR issue 151: AMReX 2019.05+ Gpu::ErrorCheck through amrex::Abort
            amrex::Abort::0::CUDA error 2 in file ../../../../amrex/Src/Base/AMReX_Arena.cpp line 169: out of memory !!! | torch.cuda-oom |  |  | AMReX issue 3189: AMREX_CUDA_SAFE_CALL (2019.11+) with the error's number, the arena's start-up allocation
            amrex::Abort::0::GPU last error detected in file ../../../amrex/Src/Base/AMReX_GpuLaunchFunctsG.H line 834: invalid device function !!! | cuda.version-mismatch |  |  | IAMR issue 121: the same check, a build for another GPU architecture
            amrex::Abort::2::CUDA last error detected in file ../../Src/Base/AMReX_CudaLaunch.H line 120: an illegal memory access was encountered !!! | torch.cuda-error |  |  | AMReX 2018-2019 Gpu::ErrorCheck's wording (CUDA last error detected) on rank 2
            amrex::Abort::1::HIP error in file ../amrex/Src/Base/AMReX_Arena.cpp line 350 out of memory !!! | torch.cuda-oom |  |  | AMReX AMREX_HIP_SAFE_CALL's format (no colon before hipGetErrorString's text)
            amrex::Abort::0::MLMG failed to converge !!! | - |  |  | negative: an AMReX abort of the solver, no GPU error
            Kokkos::OpenMP::initialize WARNING: OMP_PROC_BIND environment variable not set | - |  |  | negative: LAMMPS issue 4798, Kokkos' start-up warning
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
