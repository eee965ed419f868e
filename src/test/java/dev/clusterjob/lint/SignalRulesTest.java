package dev.clusterjob.lint;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.KnowledgeBase;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Each signal and requeue rule on the smallest script that shows it, and its fixed form (no finding). Scripts are written
 * here from sbatch's and scontrol's manuals (--signal's B:, requeue of array elements as job_array.shtml writes them) and
 * torch elastic's and NCCL's source (the signals they handle); RealWorldLintTest runs the rules on real scripts.
 * Rows: the script (\n between lines) and the findings as "line code", or nothing.
 */
class SignalRulesTest {
    private static String lint(String script) {
        List<Finding> fs = new ScriptLinter(KnowledgeBase.bundled()).lint("job.sbatch", script.replace("\\n", "\n") + "\n", null);
        return fs.stream().filter(f -> f.code().startsWith("signal.") || f.code().startsWith("requeue.") || f.code().equals("env.file-pattern"))
                .map(f -> f.line() + " " + f.code()).collect(Collectors.joining(", "));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // --signal without B: while the batch shell traps it; with B: and a forwarding, requeueing trap all is well
            "#SBATCH --signal=USR1@90\\ntrap 'scancel --signal=USR1 $SLURM_JOB_ID; scontrol requeue $SLURM_JOB_ID' USR1\\nsrun python train.py &\\nwait"
                    + " | 1 signal.no-batch-flag",
            "#SBATCH --signal=B:USR1@90\\n#SBATCH --open-mode=append\\ntrap 'scancel --signal=USR1 $SLURM_JOB_ID; scontrol requeue $SLURM_JOB_ID' USR1\\nsrun python train.py &\\nwait"
                    + " |",
            // numbers and SIG names are the same signal
            "#SBATCH --signal=10@90\\ntrap 'kill -USR1 $pid' SIGUSR1\\nsrun python train.py &\\npid=$!\\nwait"
                    + " | 1 signal.no-batch-flag",
            // the trap tells the training nothing
            "#SBATCH --signal=B:USR1@90\\nhandler() {\\n  echo time is up\\n}\\ntrap handler USR1\\nsrun python train.py &\\nwait"
                    + " | 5 signal.trap-no-forward",
            // the training in the foreground: bash runs the trap only after it
            "#SBATCH --signal=B:USR1@90\\ntrap 'scancel --signal=USR1 $SLURM_JOB_ID' USR1\\nsrun python train.py"
                    + " | 2 signal.trap-deferred",
            // --requeue, but the trap does not requeue; and the log is truncated on each run
            "#SBATCH --signal=B:USR1@90\\n#SBATCH --requeue\\ntrap 'scancel --signal=USR1 $SLURM_JOB_ID' USR1\\nsrun python train.py &\\nwait"
                    + " | 2 requeue.no-append, 3 signal.trap-no-requeue",
            // array jobs: the task's own id, not the array's
            "#SBATCH --array=0-9\\n#SBATCH --open-mode=append\\n#SBATCH --signal=B:USR1@60\\ntrap 'scancel --signal=USR1 $SLURM_JOB_ID; scontrol requeue $SLURM_JOB_ID' USR1\\nsrun python train.py &\\nwait"
                    + " | 4 requeue.array-id",
            "#SBATCH --array=0-9\\n#SBATCH --open-mode=append\\n#SBATCH --signal=B:USR1@60\\ntrap 'scancel --signal=USR1 $SLURM_JOB_ID; scontrol requeue ${SLURM_ARRAY_JOB_ID}_${SLURM_ARRAY_TASK_ID}' USR1\\nsrun python train.py &\\nwait"
                    + " |",
            // scontrol inside a container
            "#SBATCH --open-mode=append\\napptainer exec train.sif bash -c 'python train.py || scontrol requeue $SLURM_JOB_ID'"
                    + " | 2 requeue.scontrol-in-container",
            "#SBATCH --open-mode=append\\nsrun --container-image=nvcr.io/nvidia/pytorch:24.05-py3 bash -c 'python train.py; scontrol requeue $SLURM_JOB_ID'"
                    + " | 2 requeue.scontrol-in-container",
            // signals torchrun or NCCL already use
            "#SBATCH --signal=TERM@120\\nsrun torchrun --nproc_per_node 8 train.py"
                    + " | 1 signal.taken",
            "#SBATCH --signal=USR1@120\\nexport NCCL_PROXY_DUMP_SIGNAL=10\\nsrun python train.py"
                    + " | 1 signal.taken",
            "#SBATCH --signal=TERM@120\\nexport TORCHELASTIC_SIGNALS_TO_HANDLE=SIGINT\\nsrun torchrun --nproc_per_node 8 train.py"
                    + " |",
            // NCCL_DEBUG_FILE expands %h and %p only
            "export NCCL_DEBUG=INFO\\nexport NCCL_DEBUG_FILE=/tmp/nccl.%r.log"
                    + " | 2 env.file-pattern",
            "export NCCL_DEBUG=INFO\\nexport NCCL_DEBUG_FILE=/tmp/nccl.log"
                    + " | 2 env.file-pattern",
            "export NCCL_DEBUG=INFO\\nexport NCCL_DEBUG_FILE=/tmp/nccl.%h.%p.log"
                    + " |",
            "export NCCL_TOPO_DUMP_FILE=/tmp/topo.%h.xml"
                    + " | 1 env.file-pattern",
    })
    void findsTheWiringMistake(String script, String expected) {
        assertEquals(expected == null ? "" : expected.strip(), lint(script));
    }
}
