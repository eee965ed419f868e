package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Trials started by hyperparameter-search tools on GPUs: NNI's local training service that sees no GPU, in its manager log's words
 * across releases (0.x's read error and the tail command's own error, pasted with or without the line before it, in English and in a
 * localized tail; 1.x's and 2.x's missing metrics file; 2.x's read error; the thrown "GPU not available" as the manager's status gives
 * it), is torch.no-gpu; and the negatives (the scheduler's own start-up lines, a healthy metrics line, a sentence that names the file).
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledHyperparameterSweepWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [2019-5-18 17:05:16] ERROR [ 'Read GPU summary failed with error: ',\\n  { ChildProcessError: Command failed: tail -n 1 /tmp/nni/script/gpu_metrics\\n  tail: cannot open '/tmp/nni/script/gpu_metrics' for reading: No such file or directory | torch.no-gpu |  |  | NNI 0.7 gpuScheduler.ts log.error with util.format of its arguments, the tail command's error after it
             { ChildProcessError: Command failed: tail -n 1 /tmp/nni/script/gpu_metrics\\n  tail: 无法打开'/tmp/nni/script/gpu_metrics' 读取数据: 没有那个文件或目录\\n   `tail -n 1 /tmp/nni/script/gpu_metrics` (exited with error code 1) | torch.no-gpu |  |  | NNI issue 1090 (0.7): the tail command's error alone, tail in a Chinese locale
            [2020-7-10 23:37:13] WARNING [ 'gpu_metrics file does not exist!' ] | torch.no-gpu |  |  | NNI 1.x gpuScheduler.ts log.warning, the 1.x logger's bracketed argument list
            [2023-02-16 13:56:08] WARNING (GPUScheduler) gpu_metrics file does not exist! | torch.no-gpu |  |  | NNI 2.x gpuScheduler.ts log.warning under the 2.x logger's component name
            [2022-04-20 20:12:15] ERROR (GPUScheduler) Read GPU summary failed with error: SyntaxError: Unexpected end of JSON input | torch.no-gpu |  |  | NNI 2.x gpuScheduler.ts log.error: the metrics file unreadable
            Training service error: GPU not available. Please check your CUDA configuration | torch.no-gpu |  |  | NNI 1.5-3.0 gpuScheduler.ts: the collector reported no GPU, thrown and given as the manager's status
            [2019-5-18 17:05:13] INFO [ 'required GPU number is 1' ] | - |  |  | negative: the scheduler's start-up line
            {"Timestamp": "Mon Aug 12 11:29:18 2019", "gpuCount": 2, "gpuInfos": [{"activeProcessNum": 2, "gpuMemUtil": "0", "gpuUtil": "0", "index": 0}]} | - |  |  | negative: a healthy line of the metrics file
            I have checked that the gpu_metrics file exist in /tmp/nni/script | - |  |  | negative: a sentence that names the file
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
