package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a nineteenth batch of failing jobs sampled by the last lines a framework printed before the job ended, read from the
 * programs' format strings. Ray's raylet on a worker process that died before it registered (worker_pool.cc, 2.x: "Some workers of the
 * worker process(%d) have not registered within the timeout. " and "The process is dead, probably it crashed during start."):
 * {@code ray.actor-died}; its other ending (a process still alive, hanging) and Ray 1.x's "have not registered to raylet within timeout"
 * name no death and are not read. bash's report of a command of any non-interactive script that SIGKILL ended (jobs.c
 * notify_of_job_status: "%s: line %d: ", the pid, strsignal's "Killed" padded, the command; "bash" under {@code bash -c}), also glued to
 * the progress line a carriage return left, and zsh's ("zsh: killed" padded, signames2.awk): {@code slurm.task-killed}, a fallback.
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledGenericNineteenthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            (raylet) [2025-10-31 17:08:05,490 E 24507 24507] (raylet) worker_pool.cc:586: Some workers of the worker process(26154) have not registered within the timeout. The process is dead, probably it crashed during start. | ray.actor-died |  |  | the real line (RLinf 227): the driver's copy of the raylet's line
            [2024-05-02 10:00:00,123 E 1234 1234] worker_pool.cc:589: Some workers of the worker process(4321) have not registered within the timeout. The process is dead, probably it crashed during start. | ray.actor-died |  |  | raylet.out itself (worker_pool.cc, 2.x), another source line
            [2024-05-02 10:00:00,123 E 1234 1234] worker_pool.cc:589: Some workers of the worker process(4321) have not registered within the timeout. The process is still alive, probably it's hanging during start. | - |  |  | negative: the other ending, a process still alive that the raylet kills (a slow start, not a death)
            [2021-03-01 10:00:00,123 I 1234 1234] worker_pool.cc:371: Some workers of the worker process(4321) have not registered to raylet within timeout. | - |  |  | negative: Ray 0.8-1.x's INFO line, which names no death
            0/20 [00:00<?, ?it/s]./run_rl_swarm.sh: line 221: 137945 Killed                  python -m hivemind_exp.gsm8k.train_single_gpu --hf_token "$HUGGINGFACE_ACCESS_TOKEN" | slurm.task-killed |  |  | the real line (RL Swarm guide 23), from the tqdm line's count (its bar left out: a column separator here) to the first option: bash's report glued to the progress line
            ./train.sh: line 12: 34567 Killed                  python train.py --config cfg.yaml | slurm.task-killed |  |  | bash jobs.c notify_of_job_status (2.0-5.3): a run script started by hand
            run.sh: line 5:  4242 Killed                  torchrun --nproc_per_node=8 train.py | slurm.task-killed |  |  | the same with "%5ld" padding a four-digit pid
            bash: line 1: 987654 Killed                  python -m torch.distributed.run train.py | slurm.task-killed |  |  | the same under `bash -c`, the shell's own name for the script
            zsh: killed     python train.py | slurm.task-killed |  |  | zsh Src/jobs.c printjob (4.x-5.9): signames2.awk's "killed" padded, then the command
            /var/spool/slurmd/job4711/slurm_script: line 12: 34567 Killed                  python train.py | slurm.task-killed |  |  | Slurm's batch script: the batch-script rule reads it, as before
            ./train.sh: line 12: 34567 Segmentation fault      (core dumped) python train.py | process.crashed |  |  | the same report of a crash stays a crash
            zsh: terminated  python train.py | - |  |  | negative: SIGTERM, sent by someone who says so elsewhere
            Killed 2 leftover worker processes | - |  |  | negative: a sentence that starts with the word
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
