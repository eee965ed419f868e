package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a second batch of logs sampled with the generic searches a user would make (issue 26). Bash's report of a command
 * in a non-interactive script that SIGKILL ended (jobs.c notify_of_job_status, 2.0-5.3: {@code "%s: line %d: "} and the
 * {@code "%5ld"} pid, strsignal's {@code Killed} padded to the longest signal text, the command) when the script is Slurm's batch
 * script: the batch step's command killed from outside, {@code slurm.task-killed}, a warning that a memory kill's own line outranks.
 * NCCL 1.2's CUDACHECK {@code "Cuda failure %s:%d '%s'"} (src/core.h, with the file and line NCCL 2 dropped) for
 * cudaErrorInvalidDeviceFunction: the NCCL torch 0.1-0.3 bundled has no kernel for the GPU. Negatives: another script's kill, another
 * signal, other CUDA errors in NCCL 1.2's wording. Columns: the codes of the findings in order ("-": none), the host and peer of the
 * first. {@code \n} is a line break.
 */
class SampledIssuesSecondWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            > var/spool/slurm/job474687/slurm_script: line 31:  6521 Killed singularity exec --nv ../singularity/pytorch.sif python -u -W ignore ./train.py\\n\\n> sacct --format="JobId, state"\\n>        JobID      State\\n> ------------ ----------\\n> 474687_4         FAILED | slurm.task-killed |  |  | the real paste (jade-hpc-gpu 136): a blockquote that lost the path's first slash, the status not padded
            /var/slurmd/spool/slurmd/job3764934/slurm_script: line 15: 2196449 Killed                  python train.py --epochs 10 | slurm.task-killed |  |  | bash 5's padded status after a seven-digit pid
            /var/spool/slurmd/job00191/slurm_script: line 28:  8156 Killed                  python3 main.py\\nslurmstepd: error: Detected 1 oom-kill event(s) in StepId=191.batch cgroup. Some of your processes may have been killed by the cgroup out-of-memory handler. | slurm.oom,slurm.task-killed |  |  | negative: slurmstepd's oom-kill line after it stays the cause
            ./run_train.sh: line 12:  4663 Killed                  python train.py | slurm.task-killed |  |  | a script of the user's own, not Slurm's batch script, names no scheduler: not the batch-script rule's, but the fallback of a shell's SIGKILL report, as for a bare Killed line
            /var/spool/slurmd/job00191/slurm_script: line 28:  8156 Terminated              python3 main.py | - |  |  | negative: another signal's text (bash does not report SIGTERM unless built without DONT_REPORT_SIGTERM)
            `Cuda failure src/broadcast.cu:144 'invalid device function'` | cuda.version-mismatch |  |  | the real line (pytorch/pytorch 554, PyTorch 0.1.6's NCCL 1 on Tesla K10) in backticks
            Cuda failure src/all_reduce.cu:220 'invalid device function' | cuda.version-mismatch |  |  | NCCL 1.2's CUDACHECK in another collective's file
            Cuda failure src/broadcast.cu:144 'an illegal memory access was encountered' | torch.cuda-error |  |  | negative: another CUDA error in NCCL 1.2's wording stays a plain CUDA error
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
