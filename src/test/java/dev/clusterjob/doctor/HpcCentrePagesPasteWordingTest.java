package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Slurm's, the loader's and Apptainer's lines as HPC centres' user documentation prints them (issue 26, a second batch of centre pages):
 * inside rst code blocks and rubrics (a title wrapped where the page wraps it), markdown fences of three or four backticks, an HTML
 * pre/code block, a message quoted inside a sentence without its prefix, a line continued with a backslash; and the older srun's
 * "Force Terminated job N" printed before its task line: one event, the tasks killed from outside, read as the task line's kill. One row per
 * wording and release, with host names of several shapes; the codes of the findings in order ("-": none), the host and peer of the
 * first. {@code \n} in a row is a line break.
 */
class HpcCentrePagesPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            slurmstepd: error: Detected 1 oom-kill event(s) in StepId=7935598.0. \\\\nSome of your processes may have been killed by the cgroup out-of-memory handler. | slurm.oom |  |  | Slurm 21.08+ task/cgroup "Detected %u oom-kill event(s) in %ps", a page that continues the line with a backslash
            If job was killed due to the time limit, this will be written in the end of  `slurm-JOBID.out` file "error: *** JOB 317255 ON green23 CANCELLED AT 2023-08-11T22:28:01 DUE TO TIME LIMIT *** " | slurm.time-limit | green23 |  | slurmstepd req.c "*** %s ON %s CANCELLED AT %s DUE TO TIME LIMIT ***" quoted in a sentence without its "slurmstepd: " prefix
            slurmstepd: error: *** STEP 7871128.0 ON nid001258 CANCELLED AT 2024-10-24T01:21:34 DUE TO TIME LIMIT *** | slurm.time-limit | nid001258 |  | the same for a step on a Cray nid host name (Slurm 22.05+)
            [shahzeb.siddiqui@login-02 ~]$ srun -N 3 -p dtn hostname\\nsrun: error: Unable to allocate resources: Node count specification invalid | slurm.allocation-failed |  |  | srun allocate.c "Unable to allocate resources: %m" (ESLURM_INVALID_NODE_COUNT) after a console prompt
            ```\\nsrun: Force Terminated job 70645\\nsrun: Job step aborted: Waiting up to 32 seconds for job step to finish\\nsrun: error: speedy: task 0: Killed\\n``` | slurm.task-killed | speedy |  | srun before 20.11 "Force Terminated job %u" printed before the task line "%s: task %s: Killed": one event, the tasks killed
            "srun: error: c002: task 0: Killed\\nsrun: Force Terminated StepId=120.0" | slurm.task-killed,slurm.cancelled | c002 |  | srun 20.11+ "Force Terminated %ps" after the task line, quoted: the task line comes first and stays the first finding
            yhrun: Force Terminated step 4411.0\\nyhrun: error: cn1234: tasks 0-3: Terminated | slurm.task-killed | cn1234 |  | Tianhe's yhrun (Slurm 2.x wording "step %u.%u") with tasks terminated
            srun: Force Terminated StepId=42.0 | slurm.cancelled |  |  | "Force Terminated %ps" alone: srun was signalled, no task line to say more
            ````\\n[tkaiser@mio001 hybrid]$ srun -N 1 --tasks-per-node=8 ./a.out\\nsrun: job 4393558 queued and waiting for resources\\nsrun: job 4393558 has been allocated resources\\nsrun: error: compute030: tasks 0-7: Illegal instruction (core dumped)\\n```` | slurm.task-failed | compute030 |  | srun "%s: tasks %s: %s" with strsignal(SIGILL) and "(core dumped)", in a four-backtick fence
            python3: error while loading shared libraries: libpython3.7m.so.1.0: cannot open shared object file: No such file or directory | launch.library-not-found |  |  | glibc ld.so "error while loading shared libraries: %s: %s": a virtualenv's python without its module loaded
            salloc: error: Job submit/allocate failed: Invalid account or account/partition combination specified | slurm.allocation-failed |  |  | salloc.c "Job submit/allocate failed: %m" (ESLURM_INVALID_ACCOUNT)
               .. rubric:: sbatch: error: Your allocation has expired\\n      sbatch: error: Unable to allocate resources: Invalid qos\\n      specification\\n      :name: sbatch-error-your-allocation-has-expired | slurm.allocation-failed |  |  | sbatch "Unable to allocate resources: %m" (ESLURM_INVALID_QOS) as an rst rubric's title, wrapped by the page
            sbatch: error: Batch job submission failed: Job violates accounting/QOS policy (job submit limit, user's size and/or time limits) | slurm.allocation-failed |  |  | sbatch.c "Batch job submission failed: %m" (ESLURM_ACCOUNTING_POLICY)
                <pre><code>sbatch: error: QOSGrpSubmitJobsLimit\\nsbatch: error: Batch job submission failed: Job violates accounting/QOS policy (job submit limit, user's size and/or time limits)</code></pre> | slurm.allocation-failed |  |  | the same with the job_submit plugin's reason line, inside an HTML pre/code block
            FATAL:   While performing build: conveyor failed to get: GET https://index.docker.io/v2/lindenb/jvarkit/manifests/latest: MANIFEST_UNKNOWN: manifest unknown; unknown tag=latest | apptainer.failed |  |  | Apptainer/Singularity 3.x sylog "FATAL:   %s": a build whose Docker Hub tag does not exist
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
