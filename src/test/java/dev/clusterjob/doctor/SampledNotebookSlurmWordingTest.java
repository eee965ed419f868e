package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Notebooks and interactive sessions on GPU clusters: srun's --pty refused for want of a terminal (a notebook cell or a magic that
 * captures the output, a pipe, a batch script) is slurm.pty-no-terminal, a warning, in Slurm's older and later wordings (the corpus
 * log holds it inside a Python string that kept the output's line-break escapes); JupyterHub's single-user server started without
 * the hub's token (a batch spawner's job that did not export it) is notebook.hub-env-missing, in the JUPYTERHUB_API_TOKEN and the
 * older JPY_API_TOKEN wordings; and the negatives (srun's ioctl line alone, prose that names the option, the message's literal in a
 * traceback's source lines). Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source.
 * {@code \n} is a line break.
 */
class SampledNotebookSlurmWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            srun: error: ioctl(TIOCGWINSZ): Inappropriate ioctl for device\\nsrun: error: Not using a pseudo-terminal, disregarding --pty option | slurm.pty-no-terminal |  |  | Slurm srun set_winsize and its --pty check, as srun prints them
            srun: error: Not using a pseudo-terminal, disregarding --pty=3 option | slurm.pty-no-terminal |  |  | later releases' "--pty%s%s option" with a file descriptor
            salloc: Granted job allocation 81234\\nsalloc: Nodes gpu-n1 are ready for job\\nsrun: error: ioctl(TIOCGWINSZ): Inappropriate ioctl for device\\nsrun: error: Not using a pseudo-terminal, disregarding --pty option\\nsalloc: Relinquishing job allocation 81234\\nsalloc: Job allocation 81234 has been revoked. | slurm.pty-no-terminal,slurm.launch-failed |  |  | an salloc session whose srun --pty bash had no terminal: salloc gave the allocation back itself, so the revoke after it is only information, not a failed launch
            gpu-n1: srun: error: Not using a pseudo-terminal, disregarding --pty option | slurm.pty-no-terminal | gpu-n1 |  | under pdsh's host prefix: names the node
            salloc: Granted job allocation 81234\\nsalloc: error: Job allocation 81234 has been revoked | slurm.launch-failed |  |  | contrast: a revoke salloc did not ask for (no Relinquishing line) stays the launch failure
            srun: error: ioctl(TIOCGWINSZ): Inappropriate ioctl for device | - |  |  | negative: the ioctl line alone says nothing of --pty
            srun ignores --pty when it is not using a pseudo-terminal | - |  |  | negative: prose about the option
            "JUPYTERHUB_API_TOKEN env is required to run jupyterhub-singleuser. Did you launch it manually?" | notebook.hub-env-missing |  |  | jupyterhub singleuser init_hub_auth (0.7.2 and later), quoted by the poster
            JPY_API_TOKEN env is required to run jupyterhub-singleuser. Did you launch it manually? | notebook.hub-env-missing |  |  | the same before 0.7.2
            gpu30: JUPYTERHUB_API_TOKEN env is required to run jupyterhub-singleuser. Did you launch it manually? | notebook.hub-env-missing | gpu30 |  | under a host prefix: names the node the job ran on
            \\n            self.exit("JUPYTERHUB_API_TOKEN env is required to run jupyterhub-singleuser. Did you launch it manually?") | - |  |  | negative: the call in a traceback's source lines
            if not api_token:\\n            self.exit(\\n                "JUPYTERHUB_API_TOKEN env is required to run jupyterhub-singleuser. Did you launch it manually?" | - |  |  | negative: the literal alone on an indented source line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
