package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Files one process reads while another writes them, or that a download or save left cut short: MosaicML streaming's split index read
 * empty or cut by a rank while the node's local leader wrote it (datasets.cache-race, as the datasets cache's race), a model folder's JSON
 * file that transformers or diffusers cannot parse and a legacy torch checkpoint found empty by torch.load (checkpoint.corrupt); and the
 * negatives (the f-strings of a traceback's source lines, multiprocessing's EOFError on a pipe, a plain pickle.load of the script's own
 * file). Where a rank other than the first wrote to the log (a launcher's rank prefix, torchrun's local_rank), a file cut short is said
 * to have most likely been read while another process wrote it. Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledHalfWrittenWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            json.decoder.JSONDecodeError: Index file at /tmp/local_path_1/train/index.json is empty or corrupted. Expecting value: line 1 column 1 (char 0) | datasets.cache-race |  |  | streaming issue 345: stream.py get_shards, an empty index on a node of 4 GPUs
            [rank3]: json.decoder.JSONDecodeError: Index file at /local_disk/mds/train/index.json is empty or corrupted. Unterminated string starting at: line 1 column 2049 (char 2048) | datasets.cache-race |  |  | streaming stream.py: an index cut short, json's unterminated-string message, behind torch's rank prefix
            gpu-node4: json.decoder.JSONDecodeError: Index file at /scratch/mds/val/index.json is empty or corrupted. Expecting ',' delimiter: line 1 column 4097 (char 4096) | datasets.cache-race | gpu-node4 |  | streaming stream.py: json's delimiter message under pdsh's host prefix: names the node
                    error.args = (f'Index file at {filename} is empty or corrupted. ' + error.args[0],) | - |  |  | negative: the f-string of a traceback's source line
            OSError: It looks like the config file at '/root/.cache/huggingface/hub/models--bert-base-uncased/snapshots/86b5e0934494bd15c9632b12f734a8a67f723594/config.json' is not a valid JSON file. | checkpoint.corrupt |  |  | transformers configuration_utils.py _get_config_dict: a config in the Hub cache
            [Bug] It looks like the config file at 'data/hunyuan_diffusers/config.json' is not a valid JSON file. | checkpoint.corrupt |  |  | FastVideo issue 212: diffusers configuration_utils.py load_config, in an issue title
            [rank1]: OSError: It looks like the config file at '/models/qwen2-vl/processor_config.json' is not a valid JSON file. | checkpoint.corrupt |  |  | transformers processing_utils.py: a processor's JSON file, behind torch's rank prefix
                        f"It looks like the config file at '{resolved_config_file}' is not a valid JSON file." | - |  |  | negative: the f-string of a traceback's source line
              File "/opt/conda/lib/python3.8/site-packages/torch/serialization.py", line 920, in _legacy_load\\n    magic_number = pickle_module.load(f, **pickle_load_args)\\nEOFError: Ran out of input | checkpoint.corrupt |  |  | VFIformer issue 13: torch 1.x _legacy_load on an empty file
            [rank1]:   File "/usr/local/lib/python3.11/site-packages/torch/serialization.py", line 1495, in _legacy_load\\n[rank1]:     magic_number = pickle_module.load(f, **pickle_load_args)\\n[rank1]:                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\\n[rank1]: EOFError: Ran out of input | checkpoint.corrupt |  |  | torch 2.x under Python 3.11: the caret line between the source line and the error, behind torch's rank prefix
              File "/usr/lib/python2.7/site-packages/torch/serialization.py", line 542, in _load\\n    magic_number = pickle_module.load(f)\\nEOFError | checkpoint.corrupt |  |  | torch 1.0's _load under Python 2: cPickle's bare EOFError
              File "C:\\Users\\a\\miniconda3\\lib\\multiprocessing\\spawn.py", line 126, in _main\\n    self = reduction.pickle.load(from_parent)\\nEOFError: Ran out of input | torch.exception |  |  | negative for checkpoint.corrupt: multiprocessing's spawned child reading its pipe (the parent failed to pickle), no file
                with open(cache_path, 'rb') as f:\\n    data = pickle.load(f)\\nEOFError: Ran out of input | torch.exception |  |  | negative for checkpoint.corrupt: the script's own pickle.load, not torch.load
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void aFileCutShortIsMostLikelyReadWhileWrittenWhereALaterRankRan() throws IOException {
        String zip = "RuntimeError: PytorchStreamReader failed reading zip archive: failed finding central directory";
        assertTrue(only("[rank1]: " + zip).message().contains("one read it while another was still saving"), "torch's rank prefix");
        assertTrue(only("3: OSError: It looks like the config file at '/m/config.json' is not a valid JSON file.").message()
                .contains("one read it while another was still downloading"), "srun's rank label");
        assertFalse(only("[rank0]: " + zip).message().contains("several ranks"), "the first rank alone");
        assertFalse(only(zip).message().contains("several ranks"), "no rank at all");
    }
}
