package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a seventh batch of failing jobs, sampled with the symptom words users type into a search (issue 26), read from the
 * programs' format strings. bash reports a command of a script that a signal of its own fault ended (jobs.c notify_of_job_status:
 * {@code "SCRIPT: line N: "}, the pid as {@code "%5ld"}, strsignal's text padded to the longest one, the command): with no launcher
 * line about it, {@code process.crashed}; a launcher's own line about the task says more and stays the finding. Columns: the codes of
 * the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledSymptomWordsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Num jobs = 2\\nbash: line 1: 80675 Segmentation fault      ( local/chain/tuning/model/1d.py --dir exp/chain/tdnn_sp --mode training ) 2>> exp/chain/tdnn_sp/log/train.0.1.log >> exp/chain/tdnn_sp/log/train.0.1.log\\nrun.pl: job failed, log is in exp/chain/tdnn_sp/log/train.0.1.log | process.crashed |  |  | the real lines (idiap/pkwrap 4), the command shortened: bash -c under Kaldi's run.pl
            ./train_models_sgcls.sh: line 29: 32492 Segmentation fault      python /home/u/neural-motifs-master/models/train_rels.py -m sgcls -ngpu 2 | process.crashed |  |  | the real line (rowanz/neural-motifs 69), the command shortened: a job script
            /var/spool/slurmd/job4242/slurm_script: line 12:  9876 Bus error               python train.py | process.crashed |  |  | SIGBUS in Slurm's batch script, composed from the format string (a four-digit pid padded to five)
            ./run.sh: line 7: 31337 Aborted (core dumped)    ./a.out --steps 10 | process.crashed |  |  | SIGABRT with printable_job_status's core note, composed
            train.sh: line 3: 12345 Illegal instruction     python -c 'import torch' | process.crashed |  |  | SIGILL (a binary built for newer CPUs), composed
            train.sh: line 3: 12345 Floating point exception python solver.py | process.crashed |  |  | SIGFPE, whose text is as long as the padding, composed
            ./.lhelper: line 5: 10200 Aborted                 "$@"\\nx1000c0s0b0n0: rank 3 exited with code 134 | mpi.process-failed | x1000c0s0b0n0 |  | a rank's wrapper script under PALS mpiexec, composed: the launcher's line names the rank and node, the shell's is left out
            ./wrap.sh: line 3:  4242 Segmentation fault      python train.py\\nsrun: error: gpu07: task 3: Exited with exit code 139 | slurm.task-failed | gpu07 |  | a task's wrapper script under srun, composed: srun's line names the task and node
            ./train.sh: line 29: 32492 Killed                  python train.py | slurm.task-killed |  |  | SIGKILL came from outside the program, no crash of its own: not process.crashed, the fallback of a shell's SIGKILL report
            ./train.sh: line 12: cd: /data/imagenet: No such file or directory | - |  |  | negative: a builtin's error on a script line, no signal
            it stops at line 29: Segmentation fault every time | - |  |  | negative: a user's sentence, no pid
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
