package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Familiar failures as users paste them behind launcher prefixes and in retellings (issue 26, logs from new sources): Open MPI's and
 * PRRTE's mapper refusing a job whose allocation is already filled, srun's out-of-memory task line retold without its node and task list,
 * and torch's DistBackendError cut right after "NCCL error" by an issue title; each next to the whole line the older rules read, so the
 * new wordings neither double a finding nor take another's place. One row per wording and release, with host names of several shapes;
 * the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class LauncherPrefixPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            --------------------------------------------------------------------------\\nAll nodes which are allocated for this job are already filled.\\n-------------------------------------------------------------------------- | mpi.not-enough-slots |  |  | Open MPI 1.7-4.x orte/mca/rmaps/base/help-orte-rmaps-base.txt [orte-rmaps-base:all-available-resources-used], in its box
            Warning: Permanently added '[192.168.0.43]:10022' (ED25519) to the list of known hosts.\\n--------------------------------------------------------------------------\\nAll nodes which are allocated for this job are already filled. | mpi.not-enough-slots |  |  | PRRTE (Open MPI 5.x) help-prte-rmaps-base.txt, the same text after ssh's first-contact warning
            > All nodes which are allocated for this job are already filled. | mpi.not-enough-slots |  |  | the same quoted in a mail reply (markdown's or a mail client's "> ")
            Error: "all nodes which are allocated for this job are already filled" | mpi.not-enough-slots |  |  | the same retold in a mailing-list subject, lower case
            the GPUs of this node are already filled with other jobs | - |  |  | prose with the same last words is no mapper report
            srun: error: Out Of Memory | slurm.oom |  |  | Slurm srun _task_finish "%s: %s %s: Out Of Memory" retold without its node and task list
            I am getting the error as: srun: error: Out Of Memory, how do I fix it? | slurm.oom |  |  | the same inside a user's sentence
            yhrun: error: Out Of Memory | slurm.oom |  |  | the same from Tianhe's yhrun front end
            srun: error: cn-0412: task 3: Out Of Memory | slurm.oom | cn-0412 |  | the whole line: the older rule names the node, the new one stays out
            srun: error: node12.cluster.example.org: tasks 0-3: Out Of Memory | slurm.oom | node12.cluster.example.org |  | the whole line for a task range on a fully qualified node
            torch.distributed.DistBackendError: NCCL error | torch.dist-backend-error |  |  | torch 2.x C10D_NCCL_CHECK's DistBackendError cut after "NCCL error" by an issue title
            [rank3]: torch.distributed.DistBackendError: NCCL error | torch.dist-backend-error |  |  | the same behind torchrun's [rankN]: prefix
            Title: torch.distributed.DistBackendError: NCCL error when using multiple nodes | torch.dist-backend-error |  |  | the same as the start of an issue title, the poster's words after it
            torch.distributed.DistBackendError: NCCL error in: /opt/pytorch/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1691, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.19.3 | torch.dist-backend-error |  |  | the whole line (torch 2.1, NCCL 2.19.3): the older rule reads it, once
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
