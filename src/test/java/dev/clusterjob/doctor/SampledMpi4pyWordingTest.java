package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Python MPI programs found in a sampled batch of pasted logs whose MPI world holds only the process itself, as the Python layer over
 * mpi4py that needs more ranks says so: schwimmbad's and emcee's MPIPool and dask-mpi's world-size check (each task a singleton under
 * mpiexec or srun, or a program started without a launcher), with the near-misses that must stay as they are. Columns: text | codes in
 * order ("-": none) | host of the first | peer of the first | source; {@code \n} in a row is a line break.
 */
class SampledMpi4pyWordingTest extends WordingTable {
    private static final String ROWS = """
            Traceback (most recent call last):\\n  File "mpi_test.py", line 12, in <module>\\n    with MPIPool() as p:\\n  File "/home/nfs/admin0/miniconda3/lib/python3.8/site-packages/schwimmbad/mpi.py", line 89, in __init__\\n    raise ValueError("Tried to create an MPI pool, but there "\\nValueError: Tried to create an MPI pool, but there was only one MPI process available. Need at least two. | mpi.init-failed | | | schwimmbad mpi.py MPIPool under mpiexec -n 20 in a Slurm job (schwimmbad issue 34)
            ValueError: Tried to create an MPI pool, but there was only one MPI process available.  Need at least two. | mpi.init-failed | | | an early emcee utils.py MPIPool, two spaces before "Need"
            [1,3]<stderr>:ValueError: Tried to create an MPI pool, but there was only one MPI process available. Need at least two. | mpi.init-failed | | | emcee 3 pools/mpi.py behind mpirun's --tag-output prefix
            dask_mpi.exceptions.WorldTooSmallException: Not enough MPI ranks to start cluster, found 1, needs at least 3, one each for the scheduler, client and a worker. | mpi.init-failed | | | dask-mpi initialize.py (2.x-2022)
            WorldTooSmallException: Not enough MPI ranks to start cluster, found 1, needs at least 2, one each for the scheduler and a worker. | mpi.init-failed | | | dask-mpi cli.py (2.x-2022)
            dask_mpi.exceptions.WorldTooSmallException: Not enough MPI ranks to start cluster with exclusive_workers=True and scheduler_rank=0, found 1 MPI ranks but needs 2. | mpi.init-failed | | | dask-mpi 2023+ execute.py / cli.py
            WorldTooSmallException: Not enough MPI ranks to start cluster with exclusive workers, found 1 MPI ranks, needs at least 2, one each for the scheduler and a worker. | mpi.init-failed | | | dask-mpi, one release's exclusive-workers wording
            Not enough MPI ranks to start cluster, found 2, needs at least 3, one each for the scheduler, client and a worker. | - | | | negative: a world of two that is too small is the count the job asked for, no singleton
            Not enough MPI ranks to start cluster with exclusive_workers=True and scheduler_rank=1, found 12 MPI ranks but needs 13. | - | | | negative: a larger world that is too small (the 1 of 12 must not read as a world of one)
                raise ValueError("Tried to create an MPI pool, but there " | - | | | negative: the source line in a traceback, its string cut where the source splits it
            # the pool needs at least two: Tried to create an MPI pool fails with one process | - | | | negative: a comment naming the pool, not the error
            No PMIx server was reachable, but a PMI1/2 was detected.\\nIf srun is being used to launch application,  4 singletons will be started. | mpi.init-failed | | | guard: Open MPI 5's singleton notice keeps its own rule
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\s\\|(?=\\s)");
    }
}
