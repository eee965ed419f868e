package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a sixth batch of failing multi-GPU jobs sampled with a user's generic searches, read from the programs' format
 * strings and source lines. torch's copy-stream list ({@code _get_stream} in nn/parallel/_functions.py, one entry per GPU the process
 * sees) indexed with a device past those GPUs: its line {@code "if _streams[device.index] is None:"} (1.x: {@code _streams[device]})
 * with {@code "IndexError: list index out of range"} after it, or the caller's {@code "stream = _get_stream(target_device)"} with the
 * error on one line as a pull request retells it: {@code torch.invalid-device-ordinal} (the global rank used as a GPU index). torch
 * elastic's ChildFailedError with its report's title {@code "%s FAILED"} joined to the exception's line, as a title or a sentence gives
 * it: {@code torch.child-failed}, a fallback. Columns: the codes of the findings in order ("-": none), the host and peer of the first.
 * {@code \n} is a line break.
 */
class SampledFailuresSixthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            When using multiple nodes for training, the rank will be greater than the number of GPUs on each node, resulting in an error: stream = _get_stream(target_device) indexerror: list index out of range | torch.invalid-device-ordinal |  |  | the real sentence (willisma/SiT pull request 25): the caller's line and the error in lower case
            stream = _get_stream(target_device)\\nIndexError: list index out of range | torch.exception |  |  | negative for the device code: the caller's line on its own line and the error under it, _get_stream's frame cut from the traceback, stays the script's exception
              File "/opt/conda/lib/python3.10/site-packages/torch/distributed/utils.py", line 104, in to_map\\n    stream = _get_stream(target_device)\\n  File "/opt/conda/lib/python3.10/site-packages/torch/nn/parallel/_functions.py", line 122, in _get_stream\\n    if _streams[device.index] is None:\\nIndexError: list index out of range | torch.invalid-device-ordinal |  |  | torch 2.x: DDP's input move to device_ids[0] on a node with fewer GPUs, composed from _recursive_to's and _get_stream's source lines
                if _streams[device] is None:\\nIndexError: list index out of range | torch.invalid-device-ordinal |  |  | torch 1.x's _get_stream (an int device), composed from its source line
                if _streams[device.index] is None:\\n       ~~~~~~~~^^^^^^^^^^^^^^\\nIndexError: list index out of range | torch.invalid-device-ordinal |  |  | Python 3.11+'s caret line between the source line and the error
            streams = [_get_stream(torch.device('cuda', device)) for device in target_gpus] IndexError: list index out of range | - |  |  | negative: mmcv's scatter line with the error after the comprehension's words, not after the call
            mmcv/parallel/_functions.py: _get_stream(torch.device('cuda', device)): IndexError: list index out of range | torch.invalid-device-ordinal |  |  | mmcv 1.x's scatter under torch 2.1+ (MMDistributedDataParallel with device_ids=[rank]), the call and the error retold on one line
            [rank9]:     if _streams[device.index] is None:\\n[rank9]: IndexError: list index out of range | torch.invalid-device-ordinal |  |  | under torchrun's rank prefix (torch 2.2+)
                if _streams[device.index] is None:\\nKeyboardInterrupt | - |  |  | negative: the line with another end (a user's ctrl-C)
                if _streams[device.index] is None: | - |  |  | negative: the source line alone, no error after it
            IndexError: list index out of range | torch.exception |  |  | negative for the device code: the error without _get_stream's line is the script's own
            Hello, I ran into an error when I am training the code in distributed mode. Error is as follow "**torch.distributed.elastic.multiprocessing.errors.childFailedError: main.py FAILED** | torch.child-failed |  |  | the real sentence (MCG-NJU/MeMOTR 1): the title joined to the class, retyped in lower case, in bold inside a quote
            torch.distributed.elastic.multiprocessing.errors.ChildFailedError: train.py FAILED | torch.child-failed |  |  | the form issue titles give it, composed from ChildFailedError.format_msg's title
            ChildFailedError: /home/user/proj/tools/train.py FAILED | torch.child-failed |  |  | the entrypoint as a path
            torch.distributed.elastic.multiprocessing.errors.ChildFailedError: \\n============================================================\\ntrain.py FAILED | torch.child-failed |  |  | the report as torchrun prints it (the earlier rule's), still one finding
                raise ChildFailedError( | - |  |  | negative: the raise line of torchrun's traceback
            torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.15 GiB of which 1.06 GiB is free.\\ntorch.distributed.elastic.multiprocessing.errors.ChildFailedError: train.py FAILED | torch.cuda-oom,torch.child-failed |  |  | the joined title after the worker's own error: the error is the cause, torchrun's report its outcome
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
