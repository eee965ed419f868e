package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Megatron core and the trainers on it across nodes: its distributed checkpoint refusing a tensor whose global shape differs from the
 * model's (zarr, tensorstore and torch_dist strategies) is checkpoint.mismatch; core 0.16+ refusing the distributed optimizer's old
 * flattened-range format, and its asynchronous writer calling torch 2.8's _write_item without serialization_format, are
 * python.package-mismatch; a dataset index map (legacy _doc_idx.npy and its siblings, core's -document_index.npy, -description.txt) that
 * a rank on another node cannot open is datasets.cache-race; and the negatives (the f-strings of a traceback's source lines, core's own
 * "Load the ... index" line, the dataset's own .idx file missing, another program's _write_item). Columns: the codes of the findings in
 * order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledMegatronCoreWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            Global shape mismatch for loaded ((1024, 768)) and expected ((512, 768)) tensor for key model.embedding.position_embeddings.weight | checkpoint.mismatch |  |  | NeMo issue 10715: the zarr/tensorstore wording (tuples) as an issue's title
            [rank3]: megatron.core.dist_checkpointing.core.CheckpointingException: Global shape mismatch for loaded ((4096, 68)) and expected ((4096, 72)) tensor for key module.x_embedder.proj.1.weight | checkpoint.mismatch |  |  | Cosmos issue 145: torch's rank prefix before the exception
            gpu-b07: megatron.core.dist_checkpointing.core.CheckpointingException: Global shape mismatch for loaded (torch.Size([32000, 4096])) and expected ((32256, 4096)) tensor for key embedding.word_embeddings.weight | checkpoint.mismatch | gpu-b07 |  | core 0.5+ torch_dist MCoreLoadPlanner: torch.Size from the checkpoint's metadata, under pdsh's host prefix
                                f'Global shape mismatch for loaded ({loaded_shape})' | - |  |  | negative: the f-string of a traceback's source line
            megatron.core.dist_checkpointing.core.CheckpointingException:\\nShardedTensor.flattened_range is not supported. | python.package-mismatch |  |  | AReaL pull request 1468: core 0.16+ mapping.py, the class and the message on two lines as pasted
            [rank0]: megatron.core.dist_checkpointing.core.CheckpointingException: ShardedTensor.flattened_range is not supported. | python.package-mismatch |  |  | core 0.16+ mapping.py on one line under torch's rank prefix
                        raise CheckpointingException("ShardedTensor.flattened_range is not supported.") | - |  |  | negative: the raise of a traceback's source line
            [rank4]: RuntimeError: Worker failure: _write_item() missing 1 required positional argument: 'serialization_format'\\n[rank5]: TypeError: _write_item() missing 1 required positional argument: 'serialization_format' | python.package-mismatch,python.package-mismatch |  |  | ROCm Megatron-LM pull request 83: filesystem_async.py's Worker failure re-raise and the writer's own TypeError, torch 2.8's _write_item (one finding a rank)
            TypeError: _write_item() missing 1 required positional argument: 'serialization_format' | python.package-mismatch |  |  | the writer process's TypeError alone
            TypeError: _write_item() missing 1 required positional argument: 'value' | torch.exception |  |  | negative for the rule: another program's _write_item stays the plain exception
            c000001: FileNotFoundError: [Errno 2] No such file or directory: '/work/guanhua/dataset/index-cache/43d5bc1477867ae12d66da383c2b664b_doc_idx.npy' | datasets.cache-race | c000001 |  | Megatron-DeepSpeed issue 356: its index-cache under pdsh's host prefix
            FileNotFoundError: [Errno 2] No such file or directory: '/data/wiki_text_document_train_indexmap_5145600ns_2048sl_1234s_sample_idx.npy' | datasets.cache-race |  |  | legacy megatron/data/gpt_dataset.py: the data prefix's _indexmap_ name, the sample index
            [rank9]: FileNotFoundError: [Errno 2] No such file or directory: '/lustre/proj/data/cache/GPTDataset_indices/0a1b2c3d4e5f-GPTDataset-valid-shuffle_index.npy' | datasets.cache-race |  |  | core gpt_dataset.py (0.3+): DATA_PREFIX/cache/GPTDataset_indices, the shuffle index
            FileNotFoundError: [Errno 2] No such file or directory: '/scratch/cache/7d9e-BlendedDataset-train-dataset_sample_index.npy' | datasets.cache-race |  |  | core blended_dataset.py: the blend's sample index under --data-cache-path
            FileNotFoundError: [Errno 2] No such file or directory: '/scratch/cache/5e6f-MaskedWordPieceDataset-test-description.txt' | datasets.cache-race |  |  | core masked_dataset.py: the description file opened first
            \tLoad the document index from 0a1b2c3d4e5f-GPTDataset-train-document_index.npy | - |  |  | negative: core's own INFO line naming the file
            FileNotFoundError: [Errno 2] No such file or directory: '/data/wiki_text_document.idx' | torch.exception |  |  | negative for the rule: the dataset's own index file (a wrong --data-path) is not the cache
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void theMessagesNameTheKeyAndTheCache() throws IOException {
        Finding shape = only("Global shape mismatch for loaded ((1024, 768)) and expected ((512, 768)) tensor for key model.embedding.position_embeddings.weight");
        assertTrue(shape.message().contains("model.embedding.position_embeddings.weight was saved as (1024, 768), the model expects (512, 768)"), shape.message());
        Finding cache = only("FileNotFoundError: [Errno 2] No such file or directory: '/data/x_doc_idx.npy'");
        assertTrue(cache.message().contains("/data/x_doc_idx.npy") && cache.hint().contains("--data-cache-path"), cache.message());
    }
}
