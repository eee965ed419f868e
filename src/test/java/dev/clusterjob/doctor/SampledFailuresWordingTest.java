package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a batch of failing jobs sampled with the generic searches a user would make (issue 26), read from the programs'
 * format strings. Paddle's collective launcher: {@code "ABORT!!! Out of all {} trainers, the trainer process with rank={} was
 * aborted. Please check its log."} (1.6-2.x), the launcher's report of failed workers, {@code torch.child-failed} as torchrun's.
 * bash's {@code "%s: line %d: "} report of a command killed with SIGKILL when the script is Grid Engine's spool copy,
 * {@code execd_spool_dir/HOST/job_scripts/JOB_ID}: {@code slurm.task-killed} on that host. scontrol show job's
 * {@code "JobState=%s Reason=%s"} with FAILED and NonZeroExitCode or RaisedSignal: {@code slurm.task-failed} on its BatchHost.
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledFailuresWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ERROR 2022-01-13 15:47:20,040 launch_utils.py:602] ABORT!!! Out of all 4 trainers, the trainer process with rank=[1, 2, 3] was aborted. Please check its log. | torch.child-failed |  |  | the real line (PaddlePaddle/PaddleOCR 5256): fleet's launch_utils.py, three of four trainers
            INFO 2020-11-30 13:01:49,988 utils.py:269] terminate all the procs\\nERROR 2020-11-30 13:01:49,988 utils.py:413] ABORT!!! Out of all 2 trainers, the trainer process with rank=[0, 1] was aborted. Please check its log.\\nINFO 2020-11-30 13:01:52,991 utils.py:269] terminate all the procs | torch.child-failed |  |  | the real lines (PaddlePaddle/PaddleDetection 1775): Paddle 2.0's distributed/utils.py
            ERROR 2019-12-12 04:02:41,061 launch.py:269] ABORT!!! Out of all 4 trainers, the trainer process with rank=[0, 2] was aborted. Please check its log. | torch.child-failed |  |  | the real line (PaddlePaddle/models 4064): Paddle 1.6's launch.py
            ABORT!!! Out of all 1 trainers, the trainer process with rank=[0] was aborted. Please check its log. | torch.child-failed |  |  | one trainer, quoted without the logger's prefix (as a thread's comments retell it)
            INFO 2022-01-13 15:47:24,044 launch_utils.py:341] terminate all the procs\\nINFO 2022-01-13 15:47:24,044 launch.py:311] Local processes completed. | - |  |  | negative: the launcher's own INFO lines without the abort
            /var/spool/gridengine/execd/cu17/job_scripts/371921: line 11:  9884 Killed                  /gluster/home/yangtao/miniconda3/bin/scoary -g gene_presence_absence1.csv -t trait1.csv | slurm.task-killed | cu17 |  | the real line (AdmiralenOla/Scoary 92), its command's paths shortened: Debian's gridengine spool, bash's padded status
            /var/spool/gridengine/execd/cu17/job_scripts/371921: line 11: 9884 Killed | slurm.task-killed | cu17 |  | the real title of the same issue: one blank before the pid, nothing after Killed
            /opt/sge/default/spool/node042/job_scripts/123456: line 7: 31337 Killed                  python train.py --epochs 10 | slurm.task-killed | node042 |  | Grid Engine's default spool ($SGE_ROOT/$SGE_CELL/spool/HOST), composed from the format strings
            /opt/sge/default/spool/node042/job_scripts/123456: line 7: 31337 Terminated              python train.py --epochs 10 | - |  |  | negative: another signal's text (bash does not report SIGTERM unless built without DONT_REPORT_SIGTERM)
            /var/spool/slurmd/job00191/slurm_script: line 28:  8156 Killed                  python3 main.py | slurm.task-killed |  |  | Slurm's batch script stays the Slurm rule's, no host in its path
               **JobState=FAILED Reason=NonZeroExitCode** Dependency=(null)\\n   Requeue=1 Restarts=0 BatchFlag=1 Reboot=0 ExitCode=1:0\\n   RunTime=00:00:00 TimeLimit=UNLIMITED TimeMin=N/A\\n   NodeList=asus\\n   BatchHost=asus | slurm.task-failed | asus |  | the real lines (mknoxnv/ubuntu-slurm 5), some lines between left out: the poster's markdown bold around the state
               JobState=FAILED Reason=RaisedSignal Dependency=(null)\\n   Requeue=1 Restarts=0 BatchFlag=1 Reboot=0 ExitCode=0:9\\n   NodeList=gpu-07\\n   BatchHost=gpu-07 | slurm.task-failed | gpu-07 |  | a job its signal ended (FAIL_SIGNAL), composed from the format strings
               JobState=COMPLETED Reason=None Dependency=(null)\\n   Requeue=1 Restarts=0 BatchFlag=1 Reboot=0 ExitCode=0:0\\n   BatchHost=gpu-07 | - |  |  | negative: a job that completed
               JobState=RUNNING Reason=None Dependency=(null)\\n   BatchHost=gpu-07 | - |  |  | negative: a running job
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
