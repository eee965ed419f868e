package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Pretraining frameworks beside Megatron and DeepSpeed (torchtitan, OLMo-core, NeMo Automodel, MosaicML streaming under torchrun): a
 * device mesh sliced by a dimension name the mesh built for this job does not have (torch's DeviceMesh KeyErrors of 2.1-2.11), read as a
 * parallel layout that does not fit the job; and ProcessGroupNCCL's "NCCL communicator was aborted on
 * rank N." cut by a user with dots. Rows: the real lines, the other releases' wordings from the format strings, and near-misses (the
 * slice-order check on names the mesh has, torchtitan's get_mesh on a name no layout has, the f-string of the source line). {@code \n} is a line break.
 */
class SampledPretrainFrameworkWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            KeyError: "Invalid mesh_dim_names ('dp_cp',) specified. Valid mesh_dim_names are ['tp']." | parallel.layout-mismatch |  |  | real: pytorch/torchtitan issue 1309, the title (llama4's parallelize on one node)
            [rank0]: KeyError: "Invalid mesh_dim_names ('dp', 'cp') specified. Valid mesh_dim_names are ['dp_replicate', 'dp_shard', 'cp', 'tp']." | parallel.layout-mismatch |  |  | real: NVIDIA-NeMo/Automodel pull request 367, with context parallel above 1
            [rank1]: KeyError: ("Mesh dimension 'ep' does not exist.", "Available mesh dimensions are: mesh_dim_names=('dp_shard_mod_ep', 'dp_shard_in_ep')") | parallel.layout-mismatch |  |  | real: pytorch/torchtitan issue 1396, get_mesh_dim_by_name's two strings printed as a tuple
            KeyError: "Invalid mesh_dim_name ('dp',) specified. Valid mesh_dim_names should be a contiguous subsequence of ('replicate', 'shard')." | parallel.layout-mismatch |  |  | torch 2.2-2.3 device_mesh.py __getitem__ "Invalid mesh_dim_name {} specified. Valid mesh_dim_names should be a contiguous subsequence of {}."
            KeyError: ("Mesh dimension 'tp' does not exist.", "Available mesh dimensions are: ('dp',)") | parallel.layout-mismatch |  |  | torch 2.1-2.2 device_mesh.py __getitem__ "Available mesh dimensions are: {self.mesh_dim_names}"
            KeyError: "Mesh dimension 'cp' does not exist. Available mesh dimensions are: ('dp_shard', 'tp')" | parallel.layout-mismatch |  |  | torch 2.11 device_mesh.py _get_mesh_dim_by_name, one sentence
            [rank3]: ValueError: Invalid mesh dim: '['dp_cp']'. Valid dimensions are: ['batch', 'fsdp', 'loss', 'tp'] | torch.exception |  |  | negative: torchtitan ParallelDims.get_mesh (2025-11+), which holds every dimension: a name it lacks is the code's typo, the plain exception
            KeyError: "Invalid mesh_dim_names ('ep', 'fsdp') specified. Mesh dim indices should be in ascending order." | torch.exception |  |  | negative: torch's slice-order check on names the mesh has, a code's own order, the plain exception
                    f"Valid mesh_dim_names are {valid_mesh_dim_names}." | - |  |  | negative: the f-string of device_mesh.py's source line in a traceback
            Timeout Error: NCCL communicator was aborted on rank ... | torch.watchdog-timeout |  |  | real: mosaicml/streaming issue 307, the title with the rank elided
            RuntimeError: NCCL communicator was aborted on rank 3... | torch.watchdog-timeout |  |  | ProcessGroupNCCL "NCCL communicator was aborted on rank %d." cut after the rank with dots
            RuntimeError: NCCL communicator was aborted on rank 3… | torch.watchdog-timeout |  |  | the same cut with an ellipsis character
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void theMessageNamesTheMissingDimensionAndTheMeshsOwn() throws IOException {
        String m = only("KeyError: \"Invalid mesh_dim_names ('dp_cp',) specified. Valid mesh_dim_names are ['tp'].\"").message();
        assertTrue(m.contains("('dp_cp',)") && m.contains("(it has ['tp'])"), m);
        String e = only("[rank1]: KeyError: (\"Mesh dimension 'ep' does not exist.\", \"Available mesh dimensions are: mesh_dim_names=('dp_shard_mod_ep', 'dp_shard_in_ep')\")").message();
        assertTrue(e.contains("'ep'") && e.contains("('dp_shard_mod_ep', 'dp_shard_in_ep')"), e);
    }
}
