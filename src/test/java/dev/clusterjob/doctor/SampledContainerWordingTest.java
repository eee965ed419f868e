package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Training inside containers, the wordings a sampled batch of real logs showed doctor missing: Apptainer's errors when it cannot clean up
 * a container after its program ended (a --sharens instance already gone, its /dev/shm file removed), and NCCL's socket made for no
 * interface (a container whose network holds none): "Bootstrap : no socket interface found", or before NCCL checked an address's family
 * itself, socket()'s EAFNOSUPPORT. One row per wording, written from the program's format string (the last column names file and
 * releases), with negatives that must stay as they are. The real logs are in the open corpus (realworld/doctor, the containers block of
 * index.tsv).
 */
class SampledContainerWordingTest extends WordingTable {
    /** text | codes in order | host of the first | source */
    private static final String ROWS = """
            ERROR:   container cleanup failed: no instance found with name sharens_instance_4711 | apptainer.failed | | Apptainer internal/app/starter/master_linux.go sylog.Errorf("container cleanup failed: %s") (SingularityCE 3.x, Apptainer 1.x)
            ERROR:   unable to unlink path: /dev/shm/sharens_instance_4711 (deleted), err: no such file or directory | apptainer.failed | | Apptainer 1.3+ engine/apptainer/cleanup_linux.go "unable to unlink path: %s, err: %v" (a --sharens instance's file)
            gpu-07: ERROR:   container cleanup failed: while unmounting /var/apptainer/mnt/session: device or resource busy | apptainer.failed | gpu-07 | the same behind pdsh's host prefix
            ERROR   [U=1000,P=4242]    Master()                      container cleanup failed: no instance found with name sharens_instance_9 | apptainer.failed | | sylog's debug format "%-8s%-19s%-30s" (level, [U=%d,P=%d], function) under --debug
            3: ERROR:   unable to unlink path: /dev/shm/sharens_instance_77, err: permission denied\\nsrun: error: node-3: task 3: Exited with exit code 1 | apptainer.failed,slurm.task-failed | node-3 | behind srun --label, then srun's exit of that task: Apptainer's error first, on the task's node
            WARNING: container cleanup failed on a previous run, retrying | - | | a program's own sentence without sylog's ERROR prefix is no Apptainer error
            n1:3171:3171 [0] include/socket.h:311 WARN Socket creation failed : Address family not supported by protocol | nccl.socket-interface-not-found | n1 | NCCL 2.2 include/socket.h WARN("Socket creation failed : %s") with strerror(EAFNOSUPPORT): a socket for an address of family 0
            gpu-07:2211:2211 [0] include/socket.h:322 NCCL WARN Net : Socket creation failed : Address family not supported by protocol | nccl.socket-interface-not-found | gpu-07 | NCCL 2.3-2.9 include/socket.h WARN("Net : Socket creation failed : %s")
            node-a:51:51 [1] misc/socket.cc:726 NCCL WARN ncclSocketInit: Socket creation failed : Address family not supported by protocol | nccl.socket-interface-not-found | node-a | NCCL 2.13-2.21 misc/socket.cc ncclSocketInit WARN("ncclSocketInit: Socket creation failed : %s")
            ip-10-1-2-3:900:900 [0] bootstrap.cc:48 NCCL WARN Bootstrap : no socket interface found | nccl.socket-interface-not-found | ip-10-1-2-3 | NCCL 2.4-2.30 bootstrap.cc WARN("Bootstrap : no socket interface found")
            gpu-07:2211:2211 [0] include/socket.h:322 NCCL WARN Net : Socket creation failed : Too many open files | nccl.socket-error | gpu-07 | the same WARN with another errno (EMFILE) stays a socket error: only EAFNOSUPPORT says no interface
            gpu-07:2211:2211 [0] NCCL INFO Bootstrap : Using eth0:10.1.2.3<0> | - | | NCCL's healthy bootstrap line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rowsWithoutPeer(ROWS, "\\|");
    }
}
