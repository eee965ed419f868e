package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * File locks that the ranks or nodes of one job meet on a shared file system, in the forms the tools print them: HDF5's refused flock
 * ("unable to lock file, errno = N, error message = '...'", H5FD_sec2_lock's HSYS_GOTO_ERROR) in its error stack and inside h5py's
 * exception (h5py 2.x "Unable to open file (...)", 3.x on HDF5 1.14 "[Errno 37] Unable to synchronously create file (...)"), SQLite's
 * SQLITE_BUSY text "database is locked" as Python's sqlite3 module, SQLAlchemy (optuna's storage) and Django raise it, and c10d FileStore's
 * "open(PATH): STRERROR" after a torch.distributed frame. Negatives: HDF5's "unable to lock the file" frame alone, another program's
 * "Unable to lock file", the SQLite words in a sentence, an open() failure with no torch.distributed frame above it. Columns: the codes of
 * the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledFileLocksWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            OSError: Unable to open file (unable to lock file, errno = 11, error message = 'Resource temporarily unavailable') | fs.lock-failed |  |  | open-mpi/ompi issue 6535: h5py 2.x's exception with HDF5's flock error (EAGAIN: a rank holds the file open for writing)
            OSError: Unable to create file (unable to lock file, errno = 11, error message = 'Resource temporarily unavailable') | fs.lock-failed |  |  | h5py's create form of the same error (ranks writing one file)
            OSError: Unable to open file (unable to lock file, errno = 35, error message = 'Resource temporarily unavailable') | fs.lock-failed |  |  | EAGAIN as macOS numbers it
            It shows "OSError: [Errno 37] Unable to synchronously create file (unable to lock file, errno = 37, error message = 'No locks available')". And I have run the command HDF5_USE_FILE_LOCKING='FALSE' | fs.lock-failed |  |  | MrOlm/inStrain issue 183: h5py 3.x on HDF5 1.14, ENOLCK, quoted in a sentence
              #004: H5FDsec2.c line 941 in H5FD_sec2_lock(): unable to lock file, errno = 11, error message = 'Resource temporarily unavailable' | fs.lock-failed |  |  | HDF5 1.10's error stack, the sec2 driver's frame
            `H5FDsec2.c line 940 in H5FD_sec2_lock(): unable to lock file, errno = 524`. | fs.lock-failed |  |  | E3SM-Project/e3sm_diags issue 164: the stack's frame quoted without its message (ENOTSUP from a Lustre mount)
             24 sqlite3.OperationalError: database is locked  | fs.lock-failed |  |  | optuna/optuna issue 4994: Python's sqlite3 module under optuna's heartbeat, a pasted line number before it
            sqlalchemy.exc.OperationalError: (sqlite3.OperationalError) database is locked | fs.lock-failed |  |  | SQLAlchemy's StatementError wrapping the DB-API error
            [W 2019-06-08 15:21:37,332] Setting status of trial#10 as TrialState.FAIL because of the following error: OperationalError('(sqlite3.OperationalError) database is locked',) | fs.lock-failed |  |  | optuna 0.x's trial-failed warning with SQLAlchemy's text in the exception's repr
            django.db.utils.OperationalError: database is locked | fs.lock-failed |  |  | the same DB-API error under Django's module path
              File "/private/home/tengli/pytorch/torch/nn/parallel/distributed.py", line 266, in _dist_broadcast_coalesced\\n    dist._dist_broadcast_coalesced(self.process_group, tensors, buffer_size, False)\\nRuntimeError: open(/private/home/tengli/new_store_test.txt): No such file or directory | torch.store-failed |  |  | pytorch/pytorch issue 13750: torch 1.0's FileStore raced by 8 ranks, under DDP's broadcast
              File "/opt/conda/lib/python3.11/site-packages/torch/distributed/rendezvous.py", line 169, in _file_rendezvous_handler\\n    store = FileStore(path, world_size)\\n            ^^^^^^^^^^^^^^^^^^^^^^^^^^^\\nRuntimeError: open(/nfs/jobs/42/init): Stale file handle | torch.store-failed,fs.stale-handle |  |  | FileStore.cpp's system_error from init_method file:// under Python 3.11's carets (the store's failure first, the file system's ESTALE beside it)
            H5Fint.c line 1615 in H5F_open(): unable to lock the file | - |  |  | negative: HDF5's frame above the driver's, alone
            flock: Unable to lock file /var/lock/app.lock | - |  |  | negative: another program's lock message without HDF5's errno
            I think sqlite says database is locked when two jobs run | - |  |  | negative: the words in a sentence
            open(/data/train.txt): No such file or directory | - |  |  | negative: an open() failure with no torch.distributed frame above it
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
