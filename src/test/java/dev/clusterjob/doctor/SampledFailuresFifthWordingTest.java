package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a fifth batch of failing jobs sampled with a user's generic searches (issue 26), read from the programs' format
 * strings. torch elastic's first failed worker, {@code "failed (exitcode: %s) local_rank: %s (pid: %s) of binary: %s"} under the
 * logger {@code torch.distributed.elastic.multiprocessing.api}, as a title or a sentence retells it without its tail and with other
 * blanks around {@code "(exitcode:"}. torch 1.9's box for a worker that wrote no error file, {@code "Child process %d (local_rank %d)
 * FAILED (exitcode %d)"}: both {@code torch.child-failed}, outcomes. NCCL's topology reader's {@code "Attribute %s of node %s not
 * found"} behind a Python logger's {@code "FILE.py:LINE] "} (vLLM's format, in a Ray worker's lines): {@code nccl.bad-setting}.
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledFailuresFifthWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            torch.distributed.elastic.multiprocessing.api:failed ( exitcode:-9) | torch.child-failed |  |  | the real title (youngwanLEE/MPViT 17): blanks moved around the exit code
            When I train the code on two GPU, there are a error that torch.distributed.elastic.multiprocessing.api:failed(exitcode:-9). | torch.child-failed |  |  | the real sentence of the same issue: no blank before the parenthesis
            ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 1 (pid: 399410) of binary: /home/u/.conda/envs/x/bin/python | torch.child-failed |  |  | the whole line (torch 1.x's logging.basicConfig prefix): one finding, the whole line's rule
            torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) | torch.child-failed |  |  | the line's head as the format string writes it, quoted without its tail
            WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 10401 closing signal SIGTERM | - |  |  | negative: torchrun stopping the other workers names no failure by itself
            CHILD PROCESS FAILED WITH NO ERROR_FILE\\nChild process 32378 (local_rank 0) FAILED (exitcode 1)\\nError msg: Process failed with exitcode 1\\nWithout writing an error file to <N/A>. | torch.child-failed |  |  | the real lines (csjliang/LPTN 23): torch 1.9's warning box, a Python exception's exit code
            Child process 1286 (local_rank 3) FAILED (exitcode -9) | torch.child-failed |  |  | a worker killed with SIGKILL, composed from the format string
            Without writing an error file to <N/A>.\\nWhile this DOES NOT affect the correctness of your application,\\nno trace information about the error will be available for inspection. | - |  |  | negative: the box's advice without its failure line
            (RayWorkerVllm pid=7602) ERROR 04-07 00:57:46 ray_utils.py:45] ncclInternalError: Internal check failed.\\n(RayWorkerVllm pid=7602) ERROR 04-07 00:57:46 ray_utils.py:45] Last error:\\n(RayWorkerVllm pid=7602) ERROR 04-07 00:57:46 ray_utils.py:45] Attribute busid of node nic not found | nccl.bad-setting |  |  | the real lines (NVIDIA/nccl 1247): vLLM's logger prefix in a Ray worker
            (RayWorkerWrapper pid=812) ERROR 05-06 10:11:12 [worker_base.py:620] Attribute arch of node cpu not found | nccl.bad-setting |  |  | vLLM 0.8+'s logger format with the file in brackets, composed from the format strings
            INFO 05-06 10:11:12 [config.py:600] the docs say Attribute arch of node cpu not found is a topology file error | - |  |  | negative: the words inside a logged sentence, not after the logger's prefix
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
