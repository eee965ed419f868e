package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * LLM training stacks launched across nodes, in their own words: NCCL's "Duplicate GPU detected" (init.cc, 2.5-2.29) quoted shortened
 * in an issue title or a sentence, without its ranks and bus id, as a user reports a fairseq2 recipe that fails on Slurm when a wrapper
 * gives each rank one visible GPU, is nccl.duplicate-gpu (naming no rank or GPU); the whole WARN line with its host and ranks stays the
 * finding where the log has it. Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source.
 * {@code \n} is a line break.
 */
class SampledPretrainStacksWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Specifically, when launching multi-gpu training by invoking a Python script with a slurm command, fairseq2 expects every device to be visible to every rank, and because it no longer the case, it fails with an error "duplicate GPU detected". | nccl.duplicate-gpu |  |  | clusterscope issue 199: fairseq2 on Slurm, the error named in a sentence, lower case, in quotes
            Duplicate GPU detected | nccl.duplicate-gpu |  |  | an issue title of NCCL's WARN, cut after its first words
            Training on two nodes stops at the first barrier with `Duplicate GPU detected` from NCCL. | nccl.duplicate-gpu |  |  | NCCL's words in backticks inside a sentence
            2026-04-27 17:33:33 ERROR    fairseq2 - Recipe failed due to an operational error. See logged stack trace for details.\\nThe error is DUPLICATE GPU DETECTED on every rank but rank 0. | nccl.duplicate-gpu |  |  | fairseq2's recipe failure with the cause retyped in capitals below it
            qgpu2018:59522:59993 [0] init.cc:795 NCCL WARN Duplicate GPU detected : rank 6 and rank 4 both on CUDA device 31000 | nccl.duplicate-gpu | qgpu2018 |  | NCCL init.cc WARN (2.5-2.29) whole, under its host prefix: the rule with the ranks, read before this table
            Last error:\\nDuplicate GPU detected : rank 1 and rank 0 both on CUDA device 2000 | nccl.duplicate-gpu |  |  | torch's 'Last error:' line with NCCL's whole message, read before this table
            No duplicate GPU detected, every rank has its own device. | - |  |  | negative: a check that found none
            gpu-st-p4d-24xlarge-78:41557:41557 [0] external/nccl_archive/src/init.cc:511 NCCL WARN Duplicate GP | nccl.warn | gpu-st-p4d-24xlarge-78 |  | near-miss: the WARN line cut inside its words is NCCL's warning, not this event
                if duplicate_gpu_detected: | - |  |  | negative: a variable's name
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
