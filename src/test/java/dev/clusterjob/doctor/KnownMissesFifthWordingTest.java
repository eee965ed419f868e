package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings that known misses of the open corpus needed: Python's FileNotFoundError when subprocess could not exec a Slurm or MPI
 * command (the program's bare name, as exec's ENOENT names it), the node a site's pyxis names at the end of its own error
 * (" on 'NODE'"), and Azure ML's status of a failed compute job (read as the layer's status, not as a Python exception). One row per wording, with negatives that must stay as they are; the codes of the findings in order ("-": none), the
 * host and peer of the first. {@code \n} in a row is a line break.
 */
class KnownMissesFifthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            `FileNotFoundError: [Errno 2] No such file or directory: 'scontrol'` | launch.command-not-found |  |  | submitit slurm.py requeue's subprocess.check_call(["scontrol", ...]) on a node without it, as a user quoted it (the real line)
            FileNotFoundError: [Errno 2] No such file or directory: 'sbatch' | launch.command-not-found |  |  | CPython subprocess _execute_child: ENOENT names args[0], here submitit's sbatch
            gpu-07: FileNotFoundError: [Errno 2] No such file or directory: 'sacct' | launch.command-not-found | gpu-07 |  | the same behind pdsh's prefix: the host is the prefix's
            [rank1]: FileNotFoundError: [Errno 2] No such file or directory: 'nvidia-smi' | launch.command-not-found |  |  | torchrun's [rankN]: prefix before a rank's call of nvidia-smi
            Traceback (most recent call last):\\n  File "/usr/lib/python3.10/subprocess.py", line 1863, in _execute_child\\n    raise child_exception_type(errno_num, err_msg, err_filename)\\nFileNotFoundError: [Errno 2] No such file or directory: 'mpirun' | launch.command-not-found |  |  | the traceback's last frame and the exception, as Python 3.10 prints them for mpirun
            OSError: [Errno 2] No such file or directory: 'srun' | launch.command-not-found |  |  | Python 3.3+'s OSError alias as older code logs it
            which scontrol sbatch srun | - |  |  | a shell's lookup of the same names: no finding
            srun: error: pyxis: --environment: failed to find a readable environment file 'src/swiss_ai_model_launch/assets/envs/vllm.toml.toml' in search path '/users/alexandersternfeld/.edf:/capstor/store/cscs/cscs/public/containers/edf/gh200' on 'nid007517' | pyxis.failed | nid007517 |  | swiss-ai/model-launch 46: the --environment error of CSCS's pyxis, its node at the end (the real line)
            `srun: error: pyxis: --environment: failed to find a readable environment file 'ubuntu' in search path '/users/me/.edf' on 'nid001234'` | pyxis.failed | nid001234 |  | the same in backticks, another EDF name and node
            slurmstepd: error: pyxis:     mkdir: cannot create directory '/run/enroot/user-1000': Permission denied | pyxis.failed |  |  | enroot's relayed error without a node: still read, no host
            pyxis: imported docker image: nvcr.io#nvidia/pytorch:24.01-py3 | - |  |  | pyxis's progress line: no finding
            [2022-08-06 11:16:48Z] Job failed, job RunId is xxxxxxxxxxxxxxx. Error: {"Error"\\n{"Code":"ServiceError","Severity":null,"Message":"AzureMLCompute job failed.\\nOrchestrateJobError: Failed to execute command group with error Got CommonRuntimeJobError from executing command: | orchestrator.replica-failed |  |  | getindata/kedro-azureml 6: Azure ML's dispatcher error, its code line read as the status, not as a Python exception (the real lines)
            AzureMLCompute job failed.\\nJobFailed: Submitted script failed with a non-zero exit code; see the driver log file for details.\\n\tReason: Job failed with non-zero exit Code | orchestrator.replica-failed |  |  | Azure ML's status for a script that exited non-zero, as the SDK and the CLI show it
            Traceback (most recent call last):\\n  File "train.py", line 3, in <module>\\n    raise JobFailed("bad input")\\nJobFailed: bad input | - |  |  | a script's own exception of that name, without Azure ML's words: not Azure ML's status
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
