package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Speech and audio toolkits trained on several nodes through Lightning (NeMo ASR and TTS, and the other Lightning recipes): one global
 * rank claimed by two processes that their prefixes tell apart (srun's task labels, pdsh's hosts, mpirun's [job,rank] tags), in
 * Lightning's three wordings of the line every process prints before init_process_group, is lightning.slurm-mismatch: every node
 * numbered its processes from 0. The negatives: the line twice without a prefix (a log of two runs), one task's own ranks, the same rank
 * in two world sizes, and NeMo's exp_manager error about multi-node training without SLURM, which NeMo with Lightning 1.6 and later
 * logs on every multi-node run. Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source.
 * {@code \n} is a line break.
 */
class SampledSpeechToolkitsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            0: Initializing distributed: GLOBAL_RANK: 1, MEMBER: 2/8\\n0: Initializing distributed: GLOBAL_RANK: 2, MEMBER: 3/8\\n1: Initializing distributed: GLOBAL_RANK: 2, MEMBER: 3/8\\n1: Initializing distributed: GLOBAL_RANK: 1, MEMBER: 2/8 | lightning.slurm-mismatch |  |  | NeMo issue 5819: lightning_fabric _init_dist_connection's line (Lightning 1.6-2.x) under srun -l, two tasks claiming ranks 1 and 2 of 8
            gpu-node1: initializing ddp: GLOBAL_RANK: 0, MEMBER: 1/4\\ngpu-node2: initializing ddp: GLOBAL_RANK: 0, MEMBER: 1/4 | lightning.slurm-mismatch | gpu-node2 |  | Lightning 1.0-1.5 DDP plugins' wording under pdsh's host prefixes: names the node of the second claim, the one that took a rank another had
            1: initializing ddp (SLURM): GLOBAL_RANK: 0, MEMBER: 1/2\\n0: initializing ddp (SLURM): GLOBAL_RANK: 0, MEMBER: 1/2\\n0: RuntimeError: Address already in use | lightning.slurm-mismatch,torch.master-port-in-use |  |  | Lightning 0.8-0.9's SLURM wording: the claimed rank comes before the store's port clash it leads to
            [1,0]<stdout>:Initializing distributed: GLOBAL_RANK: 3, MEMBER: 4/8\\n[1,1]<stdout>:Initializing distributed: GLOBAL_RANK: 3, MEMBER: 4/8 | lightning.slurm-mismatch |  |  | Fabric's wording under mpirun's --tag-output: two MPI ranks claiming one global rank
            Initializing distributed: GLOBAL_RANK: 1, MEMBER: 2/8\\nInitializing distributed: GLOBAL_RANK: 1, MEMBER: 2/8 | - |  |  | negative: no prefix tells the processes apart (a log of a run and its restart prints every rank twice)
            0: Initializing distributed: GLOBAL_RANK: 0, MEMBER: 1/8\\n0: Initializing distributed: GLOBAL_RANK: 1, MEMBER: 2/8\\n1: Initializing distributed: GLOBAL_RANK: 4, MEMBER: 5/8 | - |  |  | negative: every rank claimed once, two tasks each with their own ranks
            0: Initializing distributed: GLOBAL_RANK: 1, MEMBER: 2/8\\n1: Initializing distributed: GLOBAL_RANK: 1, MEMBER: 2/4 | - |  |  | negative: one rank in two world sizes is two runs, not one rank claimed twice
            0: [NeMo E 2023-01-18 07:39:42 exp_manager:423] You are running multi-node training without SLURM handling the processes. Please note that this is not tested in NeMo and could result in errors. | - |  |  | negative: NeMo exp_manager's check_slurm reads trainer.accelerator_connector.is_slurm_managing_tasks, gone from Lightning 1.6, so NeMo logs this error on every multi-node run
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
