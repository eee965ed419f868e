package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Shared file systems as multi-node jobs meet them: a stale NFS handle, an I/O error or a dead FUSE mount, Lustre's
 * client console lines, a read-only mount, a file lock that cannot be taken, the open files limit. One row per wording, each written
 * from the format string that prints it (glibc's strerror texts as CPython, gcc, coreutils and pip print them; Lustre's console
 * messages; evaluate's, filelock's and huggingface_hub's lock messages), instantiated with realistic paths and behind the launchers'
 * prefixes: the codes of the findings in order ("-": no finding), and the host and peer of the first. {@code \n} in a row is a line break.
 */
class StorageWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            OSError: [Errno 116] Stale file handle: '/home/u/.triton/cache/3f2a9c/_rms_norm_fwd.json' | fs.stale-handle | | | CPython PyErr_SetFromErrnoWithFilenameObject (3.x) "[Errno %d] %s: %R" with glibc strerror(ESTALE) "Stale file handle" (2.17+): another node replaced a shared cache's file
            [rank3]: OSError: [Errno 116] Stale file handle: '/lustre/home/u/.cache/huggingface/datasets/json/cache-1.arrow' | fs.stale-handle | | | the same behind torch 2.4's [rankN]: prefix
            gpu-07: OSError: [Errno 116] Stale file handle | fs.stale-handle | gpu-07 | | the same without a file name, behind pdsh's host prefix (DeepSpeed's pdsh launcher): the node is named
            node12.cluster.example.org: IOError: [Errno 116] Stale NFS file handle: '/nfs/scratch/run1/log.txt' | fs.stale-handle | node12.cluster.example.org | | Python 2's IOError with glibc's strerror(ESTALE) before 2.17, "Stale NFS file handle"
            /shared/src/kernels/brisck.cc:21:10: fatal error: ../kernel_includes.hpp: Stale file handle | fs.stale-handle | | | gcc diagnostic.c "fatal error: %s: %m" for an include it cannot read (a kernel cache shared by the hosts of an mpirun job)
            cp: cannot stat '/nfs/data/shard-0001.tar': Stale file handle | fs.stale-handle | | | coreutils cp "cannot stat %s" with strerror after ": "
            Traceback (most recent call last):\\n  File "train.py", line 88, in <module>\\n    torch.save(state, ckpt)\\nOSError: [Errno 5] Input/output error | fs.io-error | | | CPython OSError(EIO) at the end of a traceback: strerror(EIO) "Input/output error", a Lustre/GPFS/NFS client that lost its server
            [1,0]<stderr>:OSError: [Errno 5] Input/output error: '/lustre/proj/data/train-00042.parquet' | fs.io-error | | | the same with a file name behind mpirun --tag-output
            0: OSError: [Errno 5] Input/output error | fs.io-error | | | the same behind srun --label (a task number, no host)
            IOError: [Errno 5] Input/output error | fs.io-error | | | Python 2's IOError (2.x, and a title that quotes it)
            tar: /gpfs/scratch/u/ckpt.tar: Cannot write: Input/output error | fs.io-error | | | GNU tar "Cannot write" with strerror(EIO) after the archive's path (a full disk's words are fs.no-space's)
            OSError: [Errno 107] Transport endpoint is not connected: '/content/drive/MyDrive/data' | fs.io-error | | | CPython OSError(ENOTCONN) on a path: a FUSE mount (Google Drive, s3fs, gcsfuse) whose daemon ended
            ls: cannot access '/mnt/s3/bucket': Transport endpoint is not connected | fs.io-error | | | coreutils ls "cannot access %s" on a dead FUSE mount
            Aug 18 20:57:02 gpu-n3 kernel: LustreError: 167-0: scratch-OST0004-osc-ffff9a1b2c3d4000: This client was evicted by scratch-OST0004; in progress operations using this service will fail. | fs.io-error | gpu-n3 | | Lustre ptlrpc/import.c LCONSOLE_ERROR_MSG(0x167, "%s: This client was evicted by %s; in progress operations using this service will fail.") in the node's kernel log (syslog names the host)
            Aug 18 20:56:40 gpu-n3 kernel: LustreError: 11-0: scratch-MDT0000-mdc-ffff9a1b2c3d4000: operation mds_reint to node 10.1.2.3@o2ib failed: rc = -107 | fs.io-error | gpu-n3 | 10.1.2.3@o2ib | Lustre ptlrpc/client.c LCONSOLE_ERROR_MSG(0x11, "%s: operation %s to node %s failed: rc = %d")
            Mar  3 04:12:09 node12.cluster.example.org kernel: LustreError: 167-0: This client was evicted by lustre-OST0002; in progress operations using this service will fail. | fs.io-error | node12.cluster.example.org | | Lustre 1.8-2.1 import.c LCONSOLE_ERROR_MSG(0x167, "This client was evicted by %.*s; ...") without the client's obd name
            cat: /leonardo_work/proj/file: Stale file handle | fs.stale-handle | | | coreutils cat "%s: %s" after an eviction (the Lustre client answers ESTALE for what it had open)
            OSError: [Errno 30] Read-only file system: '/.cache' | fs.read-only | | | CPython OSError(EROFS): a cache under HOME=/ (HOME unset in the job's environment)
            node12: OSError: [Errno 30] Read-only file system: '/opt/venv/lib/python3.10/site-packages/flashinfer/.cache' | fs.read-only | node12 | | the same inside a container's image, behind pdsh's prefix
            chmod: changing permissions of '/workspace/run.sh': Read-only file system | fs.read-only | | | coreutils chmod "changing permissions of %s" with strerror(EROFS) (an enroot/pyxis container without a writable rootfs)
            ERROR: Could not install packages due to an OSError: [Errno 30] Read-only file system: '/home/u/.local' | fs.read-only | | | pip's install error around CPython's OSError(EROFS)
            mkdir: cannot create directory '/opt/app/outputs': Read-only file system | fs.read-only | | | coreutils mkdir "cannot create directory %s" with strerror(EROFS) (ENOSPC or EDQUOT there are fs.no-space)
            OSError: [Errno 37] No locks available | fs.lock-failed | | | CPython OSError(ENOLCK) from fcntl.flock / lockf on an NFS mount without lockd
            Traceback (most recent call last):\\n  File "/opt/app/utils/disk_cache.py", line 26, in _blocks_lock\\n    fcntl.flock(lock_fd.fileno(), mode)\\nOSError: [Errno 9] Bad file descriptor | fs.lock-failed | | | CPython's traceback: the failing call's source line, then OSError(EBADF) from fcntl.flock on an NFS file (fcntlmodule.c fcntl_flock_impl)
            Traceback (most recent call last):\\n  File "smodels/experiment/databaseObj.py", line 262, in lock\\n    fcntl.lockf ( dump, fcntl.LOCK_EX )\\nOSError: [Errno 38] Function not implemented | fs.lock-failed | | | the same for lockf on a mount without locks (ENOSYS)
            Traceback (most recent call last):\\n  File "server.py", line 80, in run\\n    conn.send(data)\\nOSError: [Errno 9] Bad file descriptor | torch.exception | | | EBADF from a socket: no lock call before it, left to the exception line
            ValueError: Couldn't acquire lock on /shared/hf/metrics/accuracy/default/exp-rdv.lock from process 4. | fs.lock-failed | | | evaluate module.py _check_rendez_vous / datasets metric.py (0.1-0.4, 1.x-2.x) "Couldn't acquire lock on {} from process {}."
            ValueError: Expected to find locked file /shared/hf/metrics/accuracy/default/exp-0.arrow.lock from process 12 but it doesn't exist. | fs.lock-failed | | | evaluate module.py _check_all_processes_locks "Expected to find locked file {} from process {} but it doesn't exist."
            NotImplementedError: FileSystem does not appear to support flock; use SoftFileLock instead | fs.lock-failed | | | filelock _unix.py UnixFileLock._acquire (3.x) for ENOSYS from flock
            filelock._error.Timeout: The file lock '/home/u/.cache/huggingface/hub/.locks/models--gpt2/9a4b.lock' could not be acquired. | fs.lock-failed | | | filelock _error.py Timeout.__str__ "The file lock '{}' could not be acquired."
            still waiting to acquire lock on /home/u/.cache/huggingface/hub/.locks/models--gpt2/9a4b.lock | fs.lock-failed | | | huggingface_hub utils/_fixes.py WeakFileLock (0.23-0.26) logger.info "still waiting to acquire lock on %s" (a warning: the download waits)
            Still waiting to acquire lock on /scratch/hf/.cache/huggingface/download/model.safetensors.lock (elapsed: 30.0 seconds) | fs.lock-failed | | | _fixes.py WeakFileLock (0.27+) "Still waiting to acquire lock on {} (elapsed: {:.1f} seconds)"
            FileSystem does not appear to support flock. Falling back to SoftFileLock for /lustre/hf/.gitignore.lock | fs.lock-failed | | | _fixes.py WeakFileLock (0.25+) logger.warning "FileSystem does not appear to support flock. Falling back to SoftFileLock for %s"
            OSError: [Errno 24] Too many open files | torch.dataloader-shm | | | CPython OSError(EMFILE) without a file name: multiprocessing resource_sharer.py DupFd / reduction.py, a DataLoader worker's tensor handed over as a descriptor
            [rank1]: OSError: [Errno 24] Too many open files | torch.dataloader-shm | | | the same behind torch 2.4's [rankN]: prefix
            OSError: [Errno 24] Too many open files: '/data/shard-001.tar' | torch.exception | | | EMFILE from open() of a named file: the script's own, left to the exception line
            export TRITON_CACHE_DIR=/tmp/triton  # avoids Stale file handle errors on NFS | - | | | a script's comment that names the error: no program's form of it
            Input/output error | - | | | the words alone, with no errno, exception or path before them (a sentence's, a table's)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return false;
    }
}
