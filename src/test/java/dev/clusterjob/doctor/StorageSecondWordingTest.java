package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Storage under training, a second batch: torch's DataLoader and shared-memory allocator messages when /dev/shm is
 * too small or the open-files limit is reached, a Lustre client evicted or cut off from its servers (EIO, ESHUTDOWN, the kernel's
 * console lines), a FUSE mount whose daemon died, filelock's timeout on a shared cache, a quota, a read-only mount; and the lines
 * around them that are no failure. One row per wording, written from the format string that prints it and instantiated with
 * realistic paths, hosts and launcher prefixes: the codes of the findings in order ("-": no finding), the host and peer of the first.
 * {@code \n} in a row is a line break.
 */
class StorageSecondWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [rank3]: RuntimeError: DataLoader worker (pid 4121) is killed by signal: Bus error. It is possible that dataloader's workers are out of shared memory. Please try to raise your shared memory limit. | torch.dataloader-shm | | | torch utils/data/_utils/signal_handling.py _error_if_any_worker_fails (1.0-2.x) "DataLoader worker (pid {}) is killed by signal: {}. " and the bus-error hint, behind torch 2.4's [rankN]: prefix
            gpu-07: ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm). | torch.dataloader-shm | gpu-07 | | torch csrc/DataLoader.cpp SIGBUS handler (0.4-2.x) "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).", behind pdsh's host prefix
            RuntimeError: DataLoader worker (pid 4121) is killed by signal: Bus error. | torch.dataloader-shm | | | torch 0.4's signal_handling.py: the same without the hint
            [1,3]<stderr>:RuntimeError: unable to write to file </torch_28_3918428416_0>: No space left on device (28) | torch.dataloader-shm | | | torch aten/src/ATen/MapAllocator.cpp (1.x-2.x) "unable to write to file <%s>: %s (%d)" (a tensor handed through a full /dev/shm), behind mpirun --tag-output
            RuntimeError: unable to write to file </torch_76_3625483894> at /pytorch/aten/src/TH/THAllocator.c:383 | torch.dataloader-shm | | | torch 0.4 TH/THAllocator.c THError("unable to write to file <%s>") with TH's " at FILE:LINE"
            RuntimeError: unable to open shared memory object </torch_3125_2815546271_62> in read-write mode: Too many open files (24) | torch.dataloader-shm | | | torch MapAllocator.cpp (1.x-2.x) "unable to open shared memory object <%s> in read-write mode: %s (%d)" (EMFILE: the file_descriptor sharing strategy's descriptors)
            RuntimeError: unable to mmap 1048576 bytes from file </torch_3125_2815546271_62>: Cannot allocate memory (12) | torch.dataloader-shm | | | torch MapAllocator.cpp "unable to mmap %zu bytes from file <%s>: %s (%d)"
            RuntimeError: unable to resize file </torch_3125_2815546271_62> to the right size: No space left on device (28) | torch.dataloader-shm | | | torch MapAllocator.cpp (1.x-2.x) "unable to resize file <", filename, "> to the right size: ", strerror, " (", errno, ")": ftruncate of the shared file on a full /dev/shm
            0: RuntimeError: Too many open files. Communication with the workers is no longer possible. Please increase the limit using `ulimit -n` in the shell or change the sharing strategy by calling `torch.multiprocessing.set_sharing_strategy('file_system')` at the beginning of your code | torch.dataloader-shm | | | torch utils/data/dataloader.py _try_get_data (1.0-2.x), behind srun --label
            node12.cluster.example.org: OSError: [Errno 24] Too many open files | torch.dataloader-shm | node12.cluster.example.org | | CPython OSError(EMFILE) without a file name (multiprocessing's resource_sharer / os.pipe of a DataLoader worker), behind pdsh's prefix
            [rank12]: OSError: [Errno 5] Input/output error: '/lustre/orion/proj/ckpt/step_1200/model.pt' | fs.io-error | | | CPython OSError(EIO) with the file: a Lustre client that lost its servers, behind torch 2.4's [rankN]: prefix
            OSError: [Errno 108] Cannot send after transport endpoint shutdown: '/lustre/scratch/u/data/shard-0007.bin' | fs.io-error | | | CPython OSError(ESHUTDOWN) with glibc strerror(ESHUTDOWN) "Cannot send after transport endpoint shutdown": the errno a Lustre client returns for the files it had open after its servers evicted it
            10.1.2.3: OSError: [Errno 108] Cannot send after transport endpoint shutdown | fs.io-error | 10.1.2.3 | | the same without a file name, behind pdsh's prefix with the node's address
            cp: error writing '/lustre/scratch/u/ckpt.pt': Cannot send after transport endpoint shutdown | fs.io-error | | | coreutils cp "error writing %s" with strerror(ESHUTDOWN) after ": "
            [Mon Oct 16 10:06:17 2017] LustreError: 167-0: lustre-MDT0000-mdc-ffff8800b8a9e000: This client was evicted by lustre-MDT0000; in progress operations using this service will fail. | fs.io-error | | | Lustre ptlrpc/import.c LCONSOLE_ERROR_MSG(0x167, ...) as dmesg -T prints it (no host)
            df: /mnt/gcs: Transport endpoint is not connected | fs.io-error | | | coreutils df "%s: %s" on a FUSE mount (gcsfuse, s3fs) whose daemon ended
            [rank7]: filelock._error.Timeout: The file lock '/shared/hf_home/datasets/_shared_hf_home_datasets_json_default-5c1e_0.0.0_8bd6.lock' could not be acquired. | fs.lock-failed | | | py-filelock _error.py Timeout.__str__ (3.x) "The file lock '{}' could not be acquired.", behind torch 2.4's [rankN]: prefix
            datasets.utils.filelock.Timeout: The file lock '/home/u/.cache/huggingface/datasets/json.lock' could not be acquired. | fs.lock-failed | | | datasets utils/filelock.py (1.x-2.x, a vendored py-filelock) Timeout "The file lock '{}' could not be acquired."
            OSError: [Errno 122] Disk quota exceeded: '/home/u/.cache/huggingface/hub/models--meta-llama--Llama-2-7b-hf/blobs/a3f9.incomplete' | fs.no-space | | | CPython OSError(EDQUOT) with the file: the hub cache in a home directory with a small quota
            node12: OSError: [Errno 30] Read-only file system: '/root/.triton' | fs.read-only | node12 | | CPython OSError(EROFS): Triton's cache in a container's read-only HOME, behind pdsh's prefix
            Traceback (most recent call last):\\n  File "/opt/lib/python3.10/site-packages/app/store.py", line 270, in _load\\n    _fcntl.flock(self._lock.fileno(), locktype)\\nOSError: [Errno 9] Bad file descriptor | fs.lock-failed | | | CPython traceback: the lock call's source line with fcntl imported under a private alias (import fcntl as _fcntl), then OSError(EBADF) from flock on an NFS file
            Traceback (most recent call last):\\n  File "/opt/lib/python3.10/site-packages/app/store.py", line 88, in close\\n    _socket.close(fd)\\nOSError: [Errno 9] Bad file descriptor | torch.exception | | | EBADF after a call of another aliased module: no lock call, left to the exception line
            Mar  3 04:12:09 gpu-n3 kernel: LustreError: 15c-8: MGC10.1.2.3@o2ib: Confguration from log scratch-client failed from MGS -5. Communication error between node & MGS, a bad configuration, or other errors. See syslog for more info | fs.io-error | gpu-n3 | | Lustre mgc/mgc_request.c LCONSOLE_ERROR_MSG(0x15c, "%s: Confguration from log %s failed from MGS %d. ...") (2.x, Lustre's own spelling) in the node's syslog
            [Fri May 31 00:55:11 2024] LustreError: 26110:0:(super25.c:187:lustre_fill_super()) llite: Unable to mount <unknown>: rc = -5 | fs.io-error | | | Lustre llite/super25.c lustre_fill_super (2.15) CERROR "llite: Unable to mount %s: rc = %d" as dmesg -T prints it
            Warning: The default cache directory for DeepSpeed Triton autotune, /home/u/.triton/autotune, appears to be on an NFS system. While this is generally acceptable, if you experience slowdowns or hanging when DeepSpeed exits, it is recommended to set the TRITON_CACHE_DIR environment variable to a non-NFS path. | - | | | DeepSpeed ops/transformer/inference/triton/matmul_ext.py (0.14+): a warning at import, no failure
            Aug 18 20:58:10 gpu-n3 kernel: Lustre: scratch-OST0004-osc-ffff9a1b2c3d4000: Connection restored to 10.1.2.3@o2ib (at 10.1.2.3@o2ib) | - | | | Lustre ptlrpc/import.c LCONSOLE_INFO "%s: Connection restored to %s (at %s)": the client is back, no failure
            torch.multiprocessing.set_sharing_strategy('file_system') | - | | | a script's line that names the remedy: no failure
            shm              64M   64M     0 100% /dev/shm | - | | | df -h's line for a full /dev/shm: a measurement, not an error message
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
