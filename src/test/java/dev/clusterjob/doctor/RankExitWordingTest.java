package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Ranks that died, as the launchers report them: torch elastic's ChildFailedError summary (torch 1.9-2.11
 * torch/distributed/elastic/multiprocessing/errors/__init__.py, its "Root Cause (first observed failure)" table) and the agent's
 * "failed (exitcode: N) local_rank: R" line (multiprocessing/api.py), torch.distributed.launch's CalledProcessError (torch 1.1-1.8
 * launch.py), accelerate's simple_launcher and 0.x multi_gpu_launcher CalledProcessError (commands/launch.py), DeepSpeed's
 * "exits with return code = N" (launcher/launch.py), Open MPI's "mpirun noticed that process rank N ... exited on signal S" (orte
 * errmgr help text, 1.x-4.x) and its signal handler's block (opal/util/stacktrace.c), srun's task lines (Slurm launch.c); pasted as users
 * paste them: in a title with "Error:" glued on, in Chinese prose, behind a prompt, in rich's traceback boxes, with Windows paths. One row
 * per wording and release, host names of several shapes; the codes of the findings in order ("-": none), the host and peer of the first.
 * {@code \n} in a row is a line break.
 */
class RankExitWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Root Cause (first observed failure):\\n[0]:\\n  time      : 2025-11-24_17:05:40\\n  host      : user-Rack-Server\\n  rank      : 1 (local_rank: 1)\\n  exitcode  : -6 (pid: 2195196)\\n  error_file: <N/A>\\n  traceback : Signal 6 (SIGABRT) received by PID 2195196 | torch.child-failed | user-Rack-Server |  | torch 2.x elastic errors/__init__.py _format_failure: a mixed-case host name
            Root Cause (first observed failure):\\n[0]:\\n  time      : 2024-07-24_11:39:43\\n  host      : d-9-11-1.supercloud.example.edu\\n  rank      : 0 (local_rank: 0)\\n  exitcode  : -9 (pid: 2870757)\\n  error_file: <N/A>\\n  traceback : Signal 9 (SIGKILL) received by PID 2870757 | torch.child-failed | d-9-11-1.supercloud.example.edu |  | torch 2.x: SIGKILL, a fully qualified host
            ```powershell\\nRoot Cause (first observed failure):\\n[0]:\\n  time      : 2024-02-27_12:42:13\\n  host      : 472a4389fceb\\n  rank      : 0 (local_rank: 0)\\n  exitcode  : -11 (pid: 65957)\\n  error_file: <N/A>\\n  traceback : Signal 11 (SIGSEGV) received by PID 65957\\n``` | torch.child-failed | 472a4389fceb |  | torch 2.x: a container's id as the host, inside a markdown fence of another language
            ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 30142) of binary: /opt/conda/envs/x/bin/python | torch.child-failed |  |  | torch 1.9-2.1 elastic multiprocessing/api.py "failed (exitcode: %d) local_rank: %s (pid: %d) of binary: %s" as an issue's title
            ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -6) local_rank: 0 (pid: 20) of binary.... | torch.child-failed |  |  | the same cut by GitHub's title with four dots
            subprocess.CalledProcessError: Command '['/home/he/anconda3/envs/CMX/bin/python', '-u', 'train.py', '--local_rank=0']' returned non-zero exit status 1. | torch.child-failed |  |  | torch 1.1-1.8 distributed/launch.py main: the rank's command with --local_rank, CPython's "returned non-zero exit status %d."
            dear man,I got the bug following:\\nsubprocess.CalledProcessError: Command '['/opt/anaconda3/bin/python3.7', '-u', 'main.py', '--local_rank=1']' returned non-zero exit status 1. | torch.child-failed |  |  | the same after a sentence
            subprocess.CalledProcessError: Command '['/usr/bin/python', '-u', 'train.py', '--local_rank=3', '-c', 'config.json']' died with <Signals.SIGKILL: 9>. | torch.child-failed |  |  | the same for a rank killed by a signal: CPython's "died with %r."
            File "/opt/conda/lib/python3.10/site-packages/accelerate/commands/launch.py", line 778, in simple_launcher\\n    raise subprocess.CalledProcessError(returncode=process.returncode, cmd=cmd)\\nsubprocess.CalledProcessError: Command '['/opt/conda/bin/python3.10', 'eval.py', '--tasks', 'gsm8k']' returned non-zero exit status 1. | torch.child-failed,torch.exception |  |  | accelerate 1.x commands/launch.py simple_launcher
            File "/usr/local/lib/python3.8/dist-packages/accelerate/commands/launch.py", line 562, in simple_launcher\\n    raise subprocess.CalledProcessError(returncode=process.returncode, cmd=cmd)\\nsubprocess.CalledProcessError: Command '['/usr/bin/python3', 'train_dreambooth.py', '--mixed_precision=fp16']' died with <Signals.SIGKILL: 9>. | torch.child-failed,torch.exception |  |  | accelerate 0.1x simple_launcher: the script killed by SIGKILL (the host's memory)
            File "C:\\Users\\me\\AppData\\Local\\Programs\\Python\\Python310\\lib\\site-packages\\accelerate\\commands\\launch.py", line 1104, in simple_launcher\\n    raise subprocess.CalledProcessError(returncode=process.returncode, cmd=cmd)\\nsubprocess.CalledProcessError: Command '['C:\\Python310\\python.exe', 'train_db.py']' returned non-zero exit status 1. | torch.child-failed,torch.exception |  |  | accelerate 0.2x simple_launcher on Windows: backslashes in the frame's path
            │ /home/u/venv/lib/python3.10/site-packages/accelerate/commands/launch.py:580 in simple_launcher   │\\n│                                                                                                  │\\n│   577 │   process.wait()                                                                         │\\n│   578 │   if process.returncode != 0:                                                            │\\n│ ❱ 580 │   │   │   raise subprocess.CalledProcessError(returncode=process.returncode, cmd=cmd)    │\\n╰──────────────────────────────────────────────────────────────────────────────────────────────────╯\\nCalledProcessError: Command '['/home/u/venv/bin/python', 'train_network.py']' returned non-zero exit status 1. | torch.child-failed,torch.exception |  |  | accelerate 0.1x simple_launcher under rich's traceback (kohya_ss): the frame as "launch.py:N in simple_launcher" in a box
            File "/usr/lib/python3.8/site-packages/accelerate/commands/launch.py", line 118, in multi_gpu_launcher\\n    raise subprocess.CalledProcessError(returncode=process.returncode, cmd=cmd)\\nsubprocess.CalledProcessError: Command '['/usr/bin/python', '-m', 'torch.distributed.launch', '--nproc_per_node', '2', '--use_env', 'train.py']' returned non-zero exit status 1. | torch.child-failed,torch.exception |  |  | accelerate 0.1-0.9 multi_gpu_launcher: its Popen of torch.distributed.launch
            File "/opt/conda/lib/python3.10/site-packages/accelerate/commands/launch.py", line 775, in simple_launcher\\n    process.wait()\\n  File "/opt/conda/lib/python3.10/subprocess.py", line 1209, in wait\\n    return self._wait(timeout=timeout)\\nKeyboardInterrupt | - |  |  | a ctrl+c while simple_launcher waits: no CalledProcessError, no finding of a rank's end
            File "/opt/conda/lib/python3.10/site-packages/accelerate/commands/launch.py", line 985, in multi_gpu_launcher\\n    distrib_run.run(args)\\n  File "/opt/conda/lib/python3.10/site-packages/torch/distributed/run.py", line 785, in run\\n    elastic_launch( | - |  |  | accelerate 0.10+ multi_gpu_launcher runs torchrun in-process: its frame alone is no rank's end
            subprocess.CalledProcessError: Command '['ninja', '-v']' returned non-zero exit status 1. | extension.build-failed |  |  | another program's CalledProcessError (torch cpp_extension's ninja) stays its own code
            也是提醒 exits with return code = -9 | deepspeed.rank-exit |  |  | DeepSpeed 0.3-0.16 launcher/launch.py sigkill_handler's tail inside a Chinese sentence
            [2023-07-20 15:45:13,982] [ERROR] [launch.py:321:sigkill_handler] ['/usr/bin/python3', '-u', 'main.py', '--local_rank=1', '--deepspeed', 'ds.json'] exits with return code = -11 | deepspeed.rank-exit |  |  | DeepSpeed 0.9 sigkill_handler: SIGSEGV
            Error:mpirun noticed that process rank 0 with PID 0 on node NODE56 exited on signal 11 (Segmentation fault) | mpi.process-failed | NODE56 |  | Open MPI 1.x-4.x errmgr help text behind an issue title's "Error:"
            mpirun noticed that process rank 286 with PID 17969 on node ichost094 exited on signal 11 (Segmentation fault). | mpi.process-failed | ichost094 |  | the same as mpirun prints it
            `[nelson-lab0:04968] *** Process received signal ***\\n[nelson-lab0:04968] Signal: Segmentation fault (11)\\n[nelson-lab0:04968] Signal code: Invalid permissions (2) | mpi.process-failed | nelson-lab0 |  | Open MPI opal/util/stacktrace.c HOSTFORMAT "[%s:%05d] " after a stray backtick
            $ mpiexec -n 2 python train_multi.py --model ssd300\\n[cernet-Precision-Tower-7910:10814] *** Process received signal ***\\n[cernet-Precision-Tower-7910:10814] Signal: Segmentation fault (11) | mpi.process-failed | cernet-Precision-Tower-7910 |  | the same after the prompt, a host with capitals and dashes
            [f05974bf4c4a:05492] *** Process received signal ***\\n[f05974bf4c4a:05492] Signal: Segmentation fault (11) | mpi.process-failed | f05974bf4c4a |  | the same in a Docker container (its id as the host)
            srun: error: node12: task 0: Segmentation fault (core dumped) | slurm.task-failed | node12 |  | Slurm 20.11-24.11 srun launch.c: a task's crash signal
            srun: error: gpu-a100-03: task 1: Exited with exit code 1 | slurm.task-failed | gpu-a100-03 |  | Slurm srun task_state.c: a task's non-zero exit
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
