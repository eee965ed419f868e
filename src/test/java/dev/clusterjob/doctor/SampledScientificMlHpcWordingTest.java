package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Scientific machine learning on several GPUs or nodes (neural operators, protein structure under DeepSpeed, interatomic potentials
 * in LAMMPS over MPI), a third sample, as its failures print: torch's store based barrier time-out quoted without "in store based
 * barrier on rank" (cut there, or the poster's words in its place: torch.rendezvous-timeout); torch's from_blob check "Specified
 * device D does not match device of data D" (ATen Functions.cpp, 1.x-2.x), a rank and its data on different GPUs; torch.einsum's
 * equation against an operand ("einsum(): the number of subscripts in the equation (N) does not match / is more than the number of
 * dimensions (M) for operand K", Linear.cpp 1.8-2.x, OneFlow's copy without the colon), also glued after a colon in a sentence
 * (both torch.exception). The negatives: the source lines and format strings, the phrase as a quoted string or a grep alternative.
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source.
 */
class SampledScientificMlHpcWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: Timed out initializing process group with --num_nodes=2 in DeepSpeed | torch.rendezvous-timeout |  |  | openfold issue 512: the title, the poster's words in place of the tail
            RuntimeError: Timed out initializing process group | torch.rendezvous-timeout |  |  | the message cut after its first words (a summary of the error)
            ERROR: Timed out initializing process group in store based barrier | torch.rendezvous-timeout |  |  | cut before "on rank" (format string's head)
            RuntimeError: Timed out initializing process group in store based barrier on rank: 0, for key: store_based_barrier_key:1 (world_size=8, worker_count=1, timeout=0:30:00) | torch.rendezvous-timeout |  |  | torch 1.x, the whole line: one finding, read already
                        r"Timed out initializing process group", | - |  |  | negative: the phrase as a quoted string in a pattern list
            grep -q 'rendezvous|Timed out initializing process group|ProcessGroup' "$LOG" | - |  |  | negative: the phrase as an alternative in a grep pattern
            and I get an error saying "Specified device cuda:1 does not match device of data cuda:0". This occurs in the model forward call inside pair_allegro. | torch.exception |  |  | pair_nequip_allegro issue 11: the check quoted in a sentence
            ValueError: Specified device cuda:0 does not match device of data cuda:-2 | torch.exception |  |  | torch 2.x TORCH_CHECK_VALUE: host memory given as a device pointer
            RuntimeError: Specified device cuda:3 does not match device of data cuda:0 | torch.exception |  |  | torch 1.x TORCH_CHECK (format string)
                    "Specified device ", opts_.device(), " does not match device of data ", *device_); | - |  |  | negative: the source line
            Hi, thans to your excellent work! I meet some problems when trying to train in 8 GPUS, one of the operations goes wrong. It returns:RuntimeError: einsum(): the number of subscripts in the equation (5) does not match the number of dimensions (6) for operand 1 and no ellipsis was given. But the situation disappears when I turn to single GPU. | torch.exception |  |  | neuraloperator issue 88: glued after a colon in the poster's sentence
            einsum(): the number of subscripts in the equation (5) is more than the number of dimensions (4) for operand 0 | torch.exception |  |  | torch 1.8-2.x with an ellipsis (format string)
            einsum() the number of subscripts in the equation (3) is more than the number of dimensions | torch.exception |  |  | OneFlow's copy, no colon and no counts after
                    "einsum(): the number of subscripts in the equation (", | - |  |  | negative: the source line
            raise ValueError("einsum(): the number of subscripts in the equation (%d) does not match the number of dimensions (%d) for operand" % (_len(term), _len(op.shape))) | - |  |  | negative: a Python format string
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /** The findings say which devices and which shapes, and send the user to the binding and the parallel wrapper. */
    @Test
    void theFindingsNameTheDevicesAndTheShapes() throws IOException {
        Finding blob = only("RuntimeError: Specified device cuda:3 does not match device of data cuda:0");
        assertTrue(blob.message().contains("asked for cuda:3, the data is on cuda:0"), blob.message());
        assertTrue(blob.hint().contains("-k on g N") && blob.hint().contains("set_device(LOCAL_RANK)"), blob.hint());
        Finding einsum = only("einsum(): the number of subscripts in the equation (5) does not match the number of dimensions (6) for operand 1 and no ellipsis was given");
        assertTrue(einsum.message().contains("5 subscripts, the tensor has 6 dimensions, operand 1"), einsum.message());
        assertTrue(einsum.hint().contains("DataParallel"), einsum.hint());
        Finding barrier = only("RuntimeError: Timed out initializing process group with --num_nodes=2 in DeepSpeed");
        assertTrue(barrier.hint().contains("--num_nodes"), barrier.hint());
    }
}
