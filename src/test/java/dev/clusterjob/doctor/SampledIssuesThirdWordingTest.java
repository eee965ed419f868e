package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a third batch of logs sampled with the generic searches a user would make, in four languages (issue 26). A line
 * cut by a paste keeps the order its findings have on the line read whole: torch's ProcessGroupNCCL {@code "Collective " << work <<
 * " raised the following async exception: "} before NCCL's ncclGetErrorString {@code "remote process exited or there
 * was a network error"} (2.13-2.30), where a cut leaves NCCL's words whole on a piece that the watchdog rule's match reads into:
 * {@code nccl.remote-error} stays first, as on the whole line. Then the batch's other wordings, read at first sight: DataParallel's
 * re-raised replica error, torch 1.10's C10D_NCCL_CHECK with invalid usage, a retyped exception in backticks, batchgenerators'
 * abort; and healthy text of runs that hung (Horovod's tagged lines, torch-ipc's INFO, PRRTE's debug lines, torchrun's banner).
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledIssuesThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            `[rank4]:[E604 10:11:32.577737304 ProcessGroupNCCL.cpp:608] [Rank 0] Collective WorkNCCL(SeqNum=39982, OpType=SEND, NumelIn=4742400, NumelOut=4742400, Timeout(ms)=600000) raised the following async exception: NCCL error: remote process exited or there was a network error, NCCL version 2.16.5\\nncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.` | nccl.remote-error,torch.watchdog-error |  |  | the real paste (sgl-project/sglang 27208): torch's watchdog line and NCCL's ncclRemoteError line in backticks, NCCL 2.16.5
            `[rank4]:[E604 10:11:32.577737304 ProcessGroupNCCL.cpp:608] [Rank 0] Collective WorkNCCL(SeqNum=39982, OpType=SEND, NumelIn=4742400, NumelOut=4742400, Timeout(ms)=600000)\\n raised the following async exception: NCCL error: remote process exited or there was a network error, NCCL version 2.16.5\\nncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.` | nccl.remote-error,torch.watchdog-error |  |  | the same cut at column 170 (a terminal's copy): the watchdog's WorkNCCL read across the cut, NCCL's words whole on the piece
            `[rank4]:[E604 10:11:32.577737304 ProcessGroupNCCL.cpp:608] [Rank 0] Collective WorkNCCL(SeqNum=39982, OpType=SEND, \\nNumelIn=4742400, NumelOut=4742400, Timeout(ms)=600000) raised the following async exception: NCCL error: remote proc\\ness exited or there was a network error, NCCL version 2.16.5\\nncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.` | nccl.remote-error,torch.watchdog-error |  |  | cut at column 116: the async-exception words and NCCL's on two pieces
            `[rank4]:[E604 10:11:32.577737304 ProcessGroupNCCL.cpp:608] [Rank 0] Collective WorkNCCL(SeqNum=39982, OpType=SEND, NumelIn=4742400, NumelOut=4742400, Timeout(ms)=600000) raised the following async\\nexception: NCCL error: remote process exited or there was a network error, NCCL version 2.16.5\\nncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.` | nccl.remote-error,torch.watchdog-error |  |  | cut at the last blank before column 200 (a mail's or forum's wrap)
            [rank1]:[E1119 15:43:36.162898839 ProcessGroupNCCL.cpp:1515] [PG 0 (default_pg) Rank 1] Collective WorkNCCL(SeqNum=58, OpType=BROADCAST, NumelIn=2112, N\\numelOut=2112, Timeout(ms)=600000) raised the following async exception: NCCL error: remote process exited or there was a network error, NCCL version 2.2\\n1.5\\nncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely. | nccl.remote-error,torch.watchdog-error |  |  | torch 2.4+'s [PG 0 (default_pg) Rank N] log prefix and a BROADCAST (composed from the format strings), cut at column 152
            您好，在复现您代码的过程中发现多GPU训练时总是报错，请问您这个实验设置直接设置多卡是不支持的吗？单卡的话可以正常运行，但是直接设置多卡就会报错：\\nTypeError: Caught TypeError in replica 1 on device 1. | torch.exception |  |  | the real paste (STCFormer 11): DataParallel's parallel_apply re-raising a replica's error after a Chinese sentence ending in a full-width colon
            RuntimeError: NCCL error in: /opt/conda/conda-bld/pytorch_1639180594101/work/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:957, invalid usage, NCCL version 21.0.3 | torch.dist-backend-error |  |  | the real line (RC-MVSNet 5): torch 1.10's C10D_NCCL_CHECK with invalid usage and its misprinted NCCL version 21.0.3
            在训练了几个epoch后，出现错误：`RunTimeError: stack expects each tensor to be equal size. but got [256] at entry 0 and [345] at entry 3`. | torch.exception |  |  | the real sentence (xf_event_extraction2020Top1 37): default_collate's torch.stack error retyped as RunTimeError in backticks
            How to reslove the problem? \\nraise RuntimeError("MultiThreadedAugmenter.abort_event was set, something went wrong. Maybe one of "\\nRuntimeError: MultiThreadedAugmenter.abort_event was set, something went wrong. Maybe one of your workers crashed. This is not the actual error message! Look further up your stdout to see what caused the error. Please also check whether your RAM was full | torch.exception |  |  | the real paste (nnFormer 114): batchgenerators' MultiThreadedAugmenter abort, its raise line before it
            RuntimeError when processing mini batch 4542/4544. If you see this message frequently, it probably means, that there is some problem with your data or code. | - |  |  | negative: the VBx recipe's own warning (phonexiaresearch/VBx-training-recipe 6), no exception line
            [1,0]<stdout>:2021-05-20 11:22:21,763 [train_pytorch_dnn:247 - I] Train Iter: 1 [18000/81780 (22%)]  Loss: 10.939919\\n[1,0]<stdout>:2021-05-20 11:26:00,181 [train_pytorch_dnn:247 - I] Train Iter: 1 [27000/81780 (33%)]  Loss: 10.326596 | - |  |  | negative: Horovod's training lines under mpirun --tag-output
            INFO: torch-ipc: CUDA IPC not possible between GPU2 and GPU0\\nINFO: torch-ipc: CUDA IPC not possible between GPU0 and GPU2 | - |  |  | negative: torch-ipc's INFO that CUDA IPC is not possible between two GPUs (no NVLink or P2P): slower, not failed
            [puente:218375] [prterun-puente-218375@0,0] plm:base:setup_vm\\n[puente:218375] [prterun-puente-218375@0,0] plm:base:setup_vm no new daemons required | - |  |  | negative: PRRTE's plm debug lines of a run that hung
            [2024-04-11 15:18:25,356] torch.distributed.run: [WARNING] \\n[2024-04-11 15:18:25,356] torch.distributed.run: [WARNING] *****************************************\\n[2024-04-11 15:18:25,356] torch.distributed.run: [WARNING] Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed.  | - |  |  | negative: torchrun's OMP_NUM_THREADS banner of a run that was stuck
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
