package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Failure messages as users paste them into forums and issue threads: the projects' own format strings (the last column names
 * file, function and versions, as the rules that read them cite them) behind the decorations a forum or a paste adds: a markdown or mail quote
 * ({@code > }, {@code > > }), a viewer's line number ({@code 12 }, {@code [1763] }), Stack Overflow's four-space code indent, inline-code
 * backticks and bold, Discourse's "Click to expand..." and code-fence lines, a forum's non-breaking spaces and zero-width spaces, a Windows
 * paste's carriage returns, a progress bar the rank's line was glued to, a line the paste cut short, and Ray's driver prefixes for the raylet's
 * own lines ({@code (raylet) }, {@code (raylet, ip=ADDR) }, python/ray/_private/worker.py print_worker_logs). Each row: the text ("\n" between
 * lines) ‖ the first finding's code ("-": no finding of severity error) ‖ its host ‖ its peer ‖ the decoration and the wording's source.
 */
class ForumPasteWordingTest {
    private static final LogDoctor DOCTOR = new LogDoctor(DoctorRules.bundled());

    /** text ‖ cause code ‖ host of the cause ‖ peer of the cause ‖ source */
    private static final String ROWS = """
            > [rank3]:[E ProcessGroupNCCL.cpp:607] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=12, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600031 milliseconds before timing out. ‖ torch.watchdog-timeout ‖ ‖ ‖ markdown quote; torch ProcessGroupNCCL.cpp WorkNCCL::checkTimeout (2.0-2.11) "Watchdog caught collective operation timeout: %s ran for %d milliseconds before timing out."
            > > gpu-07:1234:1290 [0] ib_plugin.c:1673 NCCL WARN NET/IB: Got completion from peer 10.1.2.3<51234> with status=12 opcode=0 len=0 vendor err 129 (Recv) hca mlx5_0 ‖ nccl.ib-completion-error ‖ gpu-07 ‖ 10.1.2.3 ‖ a quote inside a quote (a reply quoting the question); NCCL net_ib.cc / ib_plugin.c ncclIbTest (2.19-2.2x) "NET/IB: Got completion from peer %s with status=%d opcode=%d len=%d vendor err %d (%s)%s%s%s%s"
            12 node12.cluster.example.org:2041:2105 [3] misc/socket.cc:538 NCCL WARN Net : Connection closed by remote peer node13.cluster.example.org<59227> ‖ nccl.socket-error ‖ node12.cluster.example.org ‖ node13.cluster.example.org ‖ a viewer's line number before NCCL's header; NCCL misc/socket.cc socketProgressOpt (2.12-2.18) "Net : Connection closed by remote peer %s"
                RuntimeError: NCCL error in: /opt/pytorch/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1269, unhandled system error, NCCL version 2.14.3 ‖ nccl.system-error ‖ ‖ ‖ Stack Overflow's four-space code indent; torch ProcessGroupNCCL.cpp C10D_NCCL_CHECK (1.x-2.0) "NCCL error in: %s:%d, %s, NCCL version %s"
            Traceback (most recent call last):\\n    RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1191, unhandled system error, NCCL version 2.10.3 ‖ nccl.system-error ‖ ‖ ‖ a four-space indent under the traceback's first line; the same torch format (1.10-1.12)
            `srun: error: gpu-07: task 3: Exited with exit code 1` ‖ slurm.task-failed ‖ gpu-07 ‖ ‖ inline code; Slurm src/srun/task_state.c _do_log_msg (17.x-25.x) "%s: %s %s: Exited with exit code %d"
            **mpirun noticed that process rank 3 with PID 4711 on node gpu-07 exited on signal 9 (Killed).** ‖ mpi.process-failed ‖ gpu-07 ‖ ‖ bold; Open MPI orte/mca/errmgr help-errmgr-base.txt (2.x-4.x) "%s noticed that process rank %s with PID %s on node %s exited on signal %d (%s)."
            srun:\u00a0error:\u00a0gpu-07:\u00a0task\u00a03:\u00a0Exited\u00a0with\u00a0exit\u00a0code\u00a01 ‖ slurm.task-failed ‖ gpu-07 ‖ ‖ a forum's non-breaking spaces (copied from a rendered page); Slurm task_state.c as above
            mpirun noticed that process rank 0 with PID 0 on node\u00a0node12.cluster.example.org exited on signal 11 (Segmentation fault). ‖ mpi.process-failed ‖ node12.cluster.example.org ‖ ‖ one non-breaking space before the node; Open MPI help-errmgr-base.txt as above
            slurmstepd: error: Detected 1 oom-kill event(s) in StepId=9411285.0. Some of your processes may have been killed by the cgroup out-of-memory handler.\u200b\\nsrun: error: gpu-07: task 0: Out Of Memory ‖ slurm.oom ‖ gpu-07 ‖ ‖ a forum's zero-width space at a long line's end; Slurm task/cgroup (20.x-23.x) "Detected %u oom-kill event(s) in %ps. Some of your processes may have been killed by the cgroup out-of-memory handler." and srun "%s: task %s: Out Of Memory"
            srun: error: gpu-07: task 3: Exited with exit code 1\\r ‖ slurm.task-failed ‖ gpu-07 ‖ ‖ a Windows paste's carriage return; Slurm task_state.c as above
            ssh: connect to host 10.1.2.3 port 22: Connection refused\\r\\n--------------------------------------------------------------------------\\r\\nORTE was unable to reliably start one or more daemons.\\r ‖ ssh.failed ‖ 10.1.2.3 ‖ ‖ carriage returns on every line; OpenSSH sshconnect.c ssh_connect_direct "ssh: connect to host %s port %s: %s", Open MPI help-plm-base.txt (1.x-4.x)
            ssh: Could not resolve hostname localhost:4: Name or service not known\\nORTE was unable to reliably start one or more daemons. ‖ ssh.failed ‖ localhost:4 ‖ ‖ a host with mpirun's slot count typed into ssh's name; OpenSSH ssh.c main (5.x-9.x) "%s: Could not resolve hostname %.100s: %s"
            ssh: Could not resolve hostname gpu-07: Temporary failure in name resolution ‖ ssh.failed ‖ gpu-07 ‖ ‖ no decoration (the same format with a plain name)
            Click to expand...\\n```text\\nNCCL INFO Bootstrap : Using eth0:10.1.2.3<0>\\n``` ‖ - ‖ ‖ ‖ Discourse's collapsed-quote link and a code fence around a healthy NCCL line
            [1763]   1%|▏         | 24/1752 [01:08<1:22:56,  2.88s/it][rank5]:[E602 11:17:52.185053341 ProcessGroupNCCL.cpp:632] [Rank 5] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=808, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600020 milliseconds before timing out. ‖ torch.watchdog-timeout ‖ ‖ ‖ a numbered paste whose tqdm bar (no newline after its carriage return) the rank's line was glued to; torch ProcessGroupNCCL.cpp as above
            [rank5]:[E602 11:17:52.185053341 ProcessGroupNCCL.cpp:632] [Rank 5] Watchdog caught collective operati ‖ torch.watchdog-timeout ‖ ‖ ‖ the line cut inside "operation" (a paste or a post's excerpt); torch ProcessGroupNCCL.cpp as above
            [Rank 0] Watchdog caught collective operation ‖ torch.watchdog-timeout ‖ ‖ ‖ the line cut after "operation"; torch ProcessGroupNCCL.cpp as above
            (raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker. RayTask ID: ffffffffffffffff Worker ID: 3f1e Node ID: 9b2c Worker IP address: 10.1.2.3 Worker port: 40125 Worker PID: 4711 Worker exit type: SYSTEM_ERROR ‖ ray.actor-died ‖ 10.1.2.3 ‖ ‖ Ray's driver prefix for the raylet's own line; Ray src/ray/raylet/node_manager.cc (2.x) "A worker died or was killed while executing a task by an unexpected system error. ... Worker IP address: %s Worker port: %d Worker PID: %d Worker exit type: %s"
            (raylet, ip=10.1.2.4) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker. RayTask ID: ffff ‖ ray.actor-died ‖ 10.1.2.4 ‖ ‖ the raylet's prefix with its node's address (python/ray/_private/worker.py print_worker_logs: "(raylet, ip=%s) "), the line cut before the worker's fields
            (raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, check the logs for the dead worker. RayTask ID: ffff ‖ ray.actor-died ‖ ‖ ‖ the local raylet's prefix, the line cut before the worker's fields
            (raylet, ip=10.1.2.4) [2024-05-01 10:00:00,123 E 4711 4711] (raylet) node_manager.cc:3021: 1 Workers (tasks / actors) killed due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: 9b2c, IP: 10.1.2.4) over the last time period. ‖ ray.oom ‖ 10.1.2.4 ‖ ‖ the raylet's prefix before its own log header; Ray node_manager.cc (2.2-2.x) "%d Workers (tasks / actors) killed due to memory pressure (OOM), %d Workers crashed due to other reasons at node (ID: %s, IP: %s) over the last time period."
            2022-02-15 16:53:52,096\\tWARNING worker.py:1462 -- The node with node id: 8f20 and ip: 10.1.2.5 has been marked dead because the detector has missed too many heartbeats from it. This can happen when a raylet crashes unexpectedly or has lagging heartbeats. ‖ ray.node-died ‖ 10.1.2.5 ‖ ‖ Ray 1.x's wording with "and ip:" (src/ray/gcs/gcs_server/gcs_node_manager.cc: "The node with node id: " << node_id << " and ip: " << node_manager_address << " has been marked dead because the detector has missed too many heartbeats from it.")
            (BackendExecutor pid=5126, ip=10.1.2.6) 2022-02-15 16:53:52,097\\tERROR utils.py:42 -- The actor died unexpectedly before finishing this task.\\n2022-02-15 16:53:52,096\\tWARNING worker.py:1462 -- The node with node id: 8f20 and ip: 10.1.2.5 has been marked dead because the detector has missed too many heartbeats from it. ‖ ray.node-died ‖ 10.1.2.5 ‖ ‖ the dead node's address, not the address of the prefix on the line before; Ray gcs_node_manager.cc as above
            > The node with node id: 5ad7 and address: 10.1.2.7 and node name: 10.1.2.7 has been marked dead because the detector has missed too many heartbeats from it. ‖ ray.node-died ‖ 10.1.2.7 ‖ ‖ markdown quote; Ray gcs_node_manager.cc (1.13-2.x) "The node with node id: %s and address: %s and node name: %s has been marked dead ..."
            sbatch: error: *** Error partition 'h200_courant' is not valid for this job\\nsbatch: error: *** Error: CPU job setup is not valid ‖ slurm.allocation-failed ‖ ‖ ‖ a site job_submit plugin's refusal (job_submit/lua slurm.log_user, printed by sbatch src/sbatch/sbatch.c as "sbatch: error: %s")
            sbatch: error: QOSMaxGRESPerUser ‖ slurm.allocation-failed ‖ ‖ ‖ sbatch's error line alone, as a paste keeps it (src/sbatch/sbatch.c error("%s", msg))
            >     [E socket.cpp:860] [c10d] The client socket has timed out after 60s while trying to connect to (10.1.2.3, 29500). ‖ torch.rendezvous-timeout ‖ ‖ 10.1.2.3 ‖ a quote around an indented code block; torch c10d socket.cpp SocketConnectOp (1.13-2.1) "The client socket has timed out after %s while trying to connect to (%s, %d)."
            = BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\\n=   PID 4774 RUNNING AT gpu-07\\n=   EXIT CODE: 139 ‖ mpich.bad-termination ‖ gpu-07 ‖ ‖ a forum's collapsed runs of spaces ("=   BAD" as "= BAD"); MPICH Hydra pmiserv_cb.c (3.x-4.x) "=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES", "=   PID %d RUNNING AT %s", "=   EXIT CODE: %d"
            """;

    static Stream<Arguments> rows() {
        // not WordingRow.rows: the text's own leading blanks (a code indent) are part of the row, so only its end is stripped
        return ROWS.lines().map(l -> {
            String[] c = l.split("\\s*‖\\s*", -1);
            return Arguments.of(c[0].stripTrailing(), c[1].strip(), c[2].strip(), c[3].strip(), c[4].strip());
        });
    }

    @ParameterizedTest(name = "{4}")
    @MethodSource("rows")
    void readsEachPaste(String text, String code, String host, String peer, String source) throws IOException {
        List<Finding> fs = WordingRow.diagnose(DOCTOR, text.replace("\\r", "\r").replace("\\t", "\t"));
        List<Finding> errors = fs.stream().filter(f -> f.severity() == Severity.ERROR).toList();
        if (code.equals("-")) {
            assertEquals(List.of(), errors, source);
            return;
        }
        assertEquals(code, fs.isEmpty() ? null : fs.get(0).code(), source + ": " + fs);
        assertEquals(host.isEmpty() ? null : host, fs.get(0).host(), source + ": host");
        assertEquals(peer.isEmpty() ? null : peer, fs.get(0).peer(), source + ": peer");
    }
}
