package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a first-sight batch of the newest releases' threads (2025-2026, issue 26). An sinfo listing of the user's own columns
 * with the compact state right after the node ({@code -o "%N %t %E"}: NODELIST STATE REASON, {@code down*} for a node that stopped
 * answering): {@code slurm.node-fail} as the long listing's rows are. Lightning 2.1+'s DDP subprocess launcher
 * ({@code _ChildProcessObserver}: {@code "[rank: %d] Child process with PID %d terminated with code %d. Forcefully terminating all
 * other processes to avoid zombies"}): {@code torch.child-failed}, an outcome that a rank's own error comes before. Open MPI's and PMIx's
 * {@code "[HOST:PID] "} prefix pasted without its opening bracket: the host all the same. Negatives: a healthy row, a rank's own error
 * beside Lightning's line, a cut glog line whose source file stands where the host would. Columns: the codes of the findings in order
 * ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class NewestReleasesWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            NODELIST        STATE  REASON\\nchi-mi300x-034  down*  Not responding\\nchi-mi300x-035  down*  Not responding | slurm.node-fail,slurm.node-fail | chi-mi300x-034 |  | the real listing (SemiAnalysisAI/InferenceX 3332), first two rows
            NODELIST  STATE  REASON\\ngpu-017   drain*  Not responding | slurm.node-fail | gpu-017 |  | a draining node that stopped answering, the same columns
            NODELIST  STATE  REASON\\ngpu-017   idle   none | - |  |  | negative: a healthy row of the same listing
            (_train_tune pid=22946) [rank: 1] Child process with PID 23026 terminated with code 1. Forcefully terminating all other processes to avoid zombies \uD83E\uDDDF | torch.child-failed |  |  | the real line (Nixtla/neuralforecast 1291) under a Ray worker's prefix
            INFO: [rank: 1] Child process with PID 9487 terminated with code -9. Forcefully terminating all other processes to avoid zombies \uD83E\uDDDF | torch.child-failed |  |  | the INFO logger's prefix, a rank killed by SIGKILL
            INFO     lightning.fabric.strategies.launchers.subprocess_script:subprocess_script.py:224 [rank: 1] Child process with PID 2977 terminated with code 4. Forcefully terminating all other processes to avoid zombies \uD83E\uDDDF | torch.child-failed |  |  | pytest's log capture of the same logger
            [rank1]: RuntimeError: CUDA error: an illegal memory access was encountered\\n[rank: 1] Child process with PID 2053468 terminated with code 1. Forcefully terminating all other processes to avoid zombies \uD83E\uDDDF | torch.cuda-error,torch.child-failed |  |  | negative: the rank's own error says why and stays first, Lightning's outcome after it
            nid001236:1733247] OPAL ERROR: Unreachable in file pmix3x_client.c at line 111\\n--------------------------------------------------------------------------\\nThe application appears to have been direct launched using "srun",\\nbut OMPI was not built with SLURM's PMI support and therefore cannot\\nexecute. | mpi.init-failed,mpi.init-failed | nid001236 |  | the real paste (nv-legate/cupynumeric 1231): Open MPI's prefix without its opening bracket
            gpu-07:4411] PMIX ERROR: NOT-FOUND in file server/pmix_server.c at line 229 | mpi.init-failed | gpu-07 |  | PMIx's error macro under the same cut prefix
            socket.cpp:942] [c10d] The server socket on [::ffff:10.253.40.30]:55872 has timed out, will retry. | - |  |  | negative: a cut glog line's source file is no host (and the retry alone is no error)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
