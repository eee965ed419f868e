package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * The decision rules between close codes (CODES.md, "Choosing between close codes"): for each group a pair of short logs, one per
 * side, that differ in the event they report (not in the tool that prints it). Each row: the rule's name, a log (\n between lines),
 * the code the first finding must have, and the host it must name ("-": none). The lines are the tools' format strings with
 * realistic values (the *WordingTest way), not captured logs.
 */
class CloseCodesTest {
    @ParameterizedTest(name = "{0}: {2}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            // 1. a rank that ended the job itself (MPI_Abort, any MPI) against a process that died under Hydra (signal or exit code, no abort)
            "abort-vs-died | Abort(1) on node 3 (rank 3 in comm 0): application called MPI_Abort(MPI_COMM_WORLD, 1) - process 3\\n\\n"
                    + "===================================================================================\\n"
                    + "=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\\n=   PID 4242 RUNNING AT gpu-07\\n=   EXIT CODE: 1\\n"
                    + "=   CLEANING UP REMAINING PROCESSES\\n=   YOU CAN IGNORE THE BELOW CLEANUP MESSAGES\\n"
                    + "=================================================================================== | mpi.process-failed | gpu-07",
            "abort-vs-died | ===================================================================================\\n"
                    + "=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\\n=   PID 4242 RUNNING AT gpu-07\\n=   EXIT CODE: 139\\n"
                    + "=   CLEANING UP REMAINING PROCESSES\\n=   YOU CAN IGNORE THE BELOW CLEANUP MESSAGES\\n"
                    + "=================================================================================== | mpich.bad-termination | gpu-07",
            // 2. an endpoint that was never set up (connect refused or unreachable, no transport reaches the peer) against an error on one
            // that worked (an error completion, a reset of an established connection), whichever layer prints it
            "connect-vs-transfer | [1695332443.361791] [node12.cluster.example.org:1224050:0]            sock.c:323  UCX  ERROR   connect(fd=42, dest_addr=10.1.2.3:54351) failed: Connection refused\\n"
                    + "[node12.cluster.example.org:1224050] pml_ucx.c:424  Error: ucp_ep_create(proc=1) failed: Destination is unreachable | mpi.connect-failed | node12",
            "connect-vs-transfer | [1619372637.777492] [node12.cluster.example.org:76429:0]          tcp_ep.c:1105 UCX  ERROR tcp_ep 0x1288210 (state=CONNECTED): recv(42) failed: Connection reset by remote peer"
                    + " | ucx.transport-error | node12",
            // the same tcp_ep message while the connection was still being set up: the endpoint never worked
            "connect-vs-transfer | [1619372637.777492] [node12.cluster.example.org:76429:0]          tcp_ep.c:1105 UCX  ERROR tcp_ep 0x1288210 (state=CONNECTING): send(42) failed: Destination is unreachable"
                    + " | mpi.connect-failed | node12",
            // a device call that failed while the endpoint was being set up started it: the endpoint's failure after it is its effect
            "connect-vs-transfer | [1737742661.094513] [10.1.2.3:260472:0]      ib_mlx5_dv.c:430  UCX  ERROR   mlx5dv_devx_obj_create(QP) failed on mlx5_0, syndrome 0x2c4154: Remote I/O error\\n"
                    + "[10.1.2.3:260472] pml_ucx.c:421  Error: ucp_ep_create(proc=47) failed: Input/output error | ucx.transport-error | 10.1.2.3",
            // 3. the store refused or dropped the connection (its process is not there) against nothing answering in time
            "refused-vs-timed-out | [W socket.cpp:558] [c10d] The client socket has failed to connect to [gpu-07]:29500 (errno: 111 - Connection refused).\\n"
                    + "[E socket.cpp:610] [c10d] The client socket has failed to connect to any network address of (gpu-07, 29500). | torch.store-failed | -",
            "refused-vs-timed-out | [W socket.cpp:558] [c10d] The client socket has failed to connect to [gpu-07]:29500 (errno: 110 - Connection timed out).\\n"
                    + "[E socket.cpp:610] [c10d] The client socket has failed to connect to any network address of (gpu-07, 29500). | torch.rendezvous-timeout | -",
            // connects that timed out and one that was refused: the refusal decides (the host answered, nothing listened)
            "refused-vs-timed-out | [W socket.cpp:558] [c10d] The client socket has failed to connect to [10.1.2.3]:29500 (errno: 110 - Connection timed out).\\n"
                    + "[W socket.cpp:558] [c10d] The client socket has failed to connect to [10.1.2.3]:29500 (errno: 111 - Connection refused).\\n"
                    + "[E socket.cpp:610] [c10d] The client socket has failed to connect to any network address of (10.1.2.3, 29500). | torch.store-failed | -",
            "refused-vs-timed-out | [rank3]: torch.distributed.DistBackendError: [3] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Connection reset by peer"
                    + " | torch.store-failed | -",
            "refused-vs-timed-out | [rank3]: torch.distributed.DistBackendError: [3] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: wait timeout after 600000ms, keys: /default_pg/0//cuda//0"
                    + " | torch.rendezvous-timeout | -",
            // 4. no allocation granted against one granted and then taken back before the job ran (Slurm's prolog, or no reason given)
            // against one a person cancelled
            "granted-or-not | srun: error: Unable to allocate resources: Requested node configuration is not available | slurm.allocation-failed | -",
            "granted-or-not | salloc: Prolog failure on node gpu-07\\nsalloc: Job allocation 235454 has been revoked.\\nsalloc: error: Job allocation 235454 has been revoked"
                    + " | slurm.launch-failed | gpu-07",
            "granted-or-not | salloc: Granted job allocation 235454\\nsalloc: error: Job allocation 235454 has been revoked | slurm.launch-failed | -",
            "granted-or-not | slurmstepd: error: *** JOB 235454 ON gpu-07 CANCELLED AT 2026-12-04T10:15:59 *** | slurm.cancelled | gpu-07",
            // 5. host memory ran out (the kernel's OOM killer, a CPU allocation), with or without Slurm, against GPU memory
            "host-vs-gpu-memory | [Fri Dec  4 10:15:59 2026] Out of memory: Killed process 4242 (python) total-vm:98765432kB, anon-rss:87654321kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:190000kB oom_score_adj:0"
                    + " | slurm.oom | -",
            "host-vs-gpu-memory | RuntimeError: [enforce fail at alloc_cpu.cpp:83] data. DefaultCPUAllocator: not enough memory: you tried to allocate 123731968 bytes."
                    + " | slurm.oom | -",
            "host-vs-gpu-memory | torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.15 GiB of which 1.02 GiB is free."
                    + " | torch.cuda-oom | -",
            // 6. a report that names the ranks missing from a named collective against a time-out that names none
            "named-ranks-vs-timeout | [2026-12-04 10:15:59.861697: W horovod/common/operations.cc:588] One or more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks and are waiting for remainder of ranks for more than 60 seconds. This may indicate that different ranks are trying to submit different tensors or that only subset of ranks is submitting tensors, which will cause deadlock.\\n"
                    + "Stalled ops: HorovodAllreduce_gradients_dense_BiasAdd_grad_0 [missing ranks: 1]"
                    + " | torch.collective-mismatch | -",
            "named-ranks-vs-timeout | [rank3]:[E1204 10:15:59.757 ProcessGroupNCCL.cpp:542] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=5, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600013 milliseconds before timing out."
                    + " | torch.watchdog-timeout | -",
            "named-ranks-vs-timeout | RuntimeError: [../third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:81] Timed out waiting 1800000ms for recv operation to complete"
                    + " | gloo.timeout | -",
            // the container layer that failed: the engine's own refusal (a bind source the node lacks, crun's mount) against the
            // GPU toolkit's (nvidia-container-cli, a driver library the CDI spec names) and Apptainer's own FATAL, whichever engine ran it
            "container-layer | Error: statfs /dev/ss0: no such file or directory\\nsrun: error: nid001117: tasks 0-1: Exited with exit code 125"
                    + " | container.create-failed | nid001117",
            "container-layer | Error: OCI runtime error: crun: fsopen_mount tmpfs: Function not implemented | container.create-failed | -",
            "container-layer | docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: runc create failed: "
                    + "unable to start container process: error during container init: error running prestart hook #0: exit status 1, stdout: , stderr: "
                    + "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory: unknown."
                    + " | container.no-gpu-runtime | -",
            "container-layer | Error: OCI runtime error: crun: mount /usr/lib64/libnvidia-ml.so.550.54.15 to usr/lib64/libnvidia-ml.so.550.54.15: No such file or directory"
                    + " | container.no-gpu-runtime | -",
            "container-layer | FATAL:   container creation failed: mount /scratch/proj->/scratch/proj error: while mounting /scratch/proj: mount source /scratch/proj doesn't exist"
                    + " | apptainer.failed | -",
            // a CUDA that cannot start in the process (the runtime's initialization error, in NCCL's CUDACHECK words) against a CUDA
            // call that fails on a GPU that runs (a launch failure)
            "cuda-start-vs-fault | worker-1:2918:4483 [4] init.cc:263 NCCL WARN Cuda failure 'initialization error' | torch.no-gpu | worker-1",
            "cuda-start-vs-fault | worker-1:2918:4483 [4] enqueue.cc:1556 NCCL WARN Cuda failure 'unspecified launch failure' | torch.cuda-error | worker-1",
            // an RDMA adapter at fault: the driver's report of the adapter's own fault (mlx5_core's health poll) against the asynchronous
            // event NCCL was given on that node, which alone stays NCCL's event
            "adapter-fault-vs-event | gpu-07:12345:12400 [0] NCCL WARN NET/IB : mlx5_0:1 Got async error event: local catastrophic error\\n"
                    + "Dec  5 10:00:01 gpu-07 kernel: mlx5_core 0000:17:00.0: poll_health:800:(pid 0): Fatal error 1 detected | ib.hca-failed | gpu-07",
            "adapter-fault-vs-event | gpu-07:12345:12400 [0] NCCL WARN NET/IB : mlx5_0:1 Got async error event: port error | nccl.ib-async-event | gpu-07",
            // a torch build without a part the job asks for: a GPU part (NCCL) against the c10d store's libuv back-end
            "build-part-gpu-vs-store | gpu-07: RuntimeError: Distributed package doesn't have NCCL built in | torch.no-gpu | gpu-07",
            "build-part-gpu-vs-store | gpu-07: torch.distributed.DistStoreError: use_libuv was requested but PyTorch was built without libuv support, run with USE_LIBUV=0 to disable it. | torch.store-failed | gpu-07",
            // a download that failed: no answer from the site, against a site that answered 429, against a certificate that did not verify
            "download-unreachable-vs-refused-vs-untrusted | gpu-07: requests.exceptions.ConnectionError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /org/model/resolve/main/config.json (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f2b>: Failed to establish a new connection: [Errno 101] Network is unreachable')) | internet.unreachable | gpu-07",
            "download-unreachable-vs-refused-vs-untrusted | gpu-07: requests.exceptions.RetryError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /org/model/resolve/main/config.json (Caused by ResponseError('too many 429 error responses')) | internet.rate-limited | gpu-07",
            "download-unreachable-vs-refused-vs-untrusted | gpu-07: requests.exceptions.SSLError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /org/model/resolve/main/config.json (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1007)'))) | internet.certificate-verify-failed | gpu-07",
            // quantized fine-tuning: bitsandbytes that cannot load its CUDA library, against a quantized model a parallel mode refuses, against a
            // quantized kernel with no build for the node's GPU
            "quantized-library-vs-refusal-vs-kernel | gpu-07: CUDA Setup failed despite GPU being available. Please run the following command to get more information: | launch.library-not-found | gpu-07",
            "quantized-library-vs-refusal-vs-kernel | gpu-07: ValueError: You can't train a model that has been loaded in 8-bit precision on a different device than the one you're training on. | torch.exception | gpu-07",
            "quantized-library-vs-refusal-vs-kernel | gpu-07: RuntimeError: CUDA error: no kernel image is available for execution on the device | cuda.version-mismatch | gpu-07",
    })
    void firstFindingFollowsTheDecisionRule(String rule, String log, String code, String host) throws IOException {
        List<Finding> fs = new LogDoctor(DoctorRules.bundled()).diagnose("l", new BufferedReader(new StringReader(log.replace("\\n", "\n"))), NodeMap.empty());
        assertFalse(fs.isEmpty(), rule + ": no finding");
        Finding first = fs.get(0);
        assertEquals(code, first.code(), rule + ": " + fs);
        String named = first.host() == null || first.host().isBlank() ? "-" : first.host().matches("[\\d.]+") ? first.host() : first.host().replaceFirst("\\..*", "");
        assertEquals(host, named, rule + ": host of " + first);
    }
}
