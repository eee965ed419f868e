package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * DeepSpeed, Megatron-core and the stacks above them failing after start-up on several nodes (issue 26, a third batch from new
 * sources): Alibaba ACCL's bracketed header on NCCL's debug lines ("[HOST][PID:TID][DEV][FILE:LINE] NCCL WARN", under Ray's actor
 * prefix too), Python's OSError text printed without its class (CPython's "[Errno %S] %S: %R" and "%R -> %R", a class glued after it
 * by a paste), and FunASR's rotated checkpoint names (model.pt.epN, model.pt.epN.STEP, model.pt.best) that ranks look for and remove
 * while saving. One row per wording and release, with host names of several shapes; the codes of the findings in order ("-": none),
 * the host and peer of the first. {@code \n} in a row is a line break.
 */
class DeepSpeedMegatronThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [dlc1f0bnd3uip696-master-0][16101:17880][0][init.cc:1815] NCCL WARN init.cc:1815 -> 5 | nccl.warn | dlc1f0bnd3uip696-master-0 |  | ACCL (PAI-DLC, /ACCL-P) header on an NCCL WARN line: a PAI-DLC master pod's name
            (ActorModelRayActor pid=16101) [gpu-07][16101:16101][3][group.cc:585] NCCL WARN group.cc:585 -> 3 | nccl.warn | gpu-07 |  | the same header under Ray's actor prefix (OpenRLHF), a short host name
            [node12.cluster.example.org][77:88][1][misc/socket.cc:50] NCCL WARN socketProgress: Connection closed by remote peer node13.cluster.example.org<43210> | nccl.socket-error | node12.cluster.example.org | node13.cluster.example.org | the ACCL header before NCCL 2.19+'s socketProgress wording: the specific rule takes the header's host, a fully qualified name
            [10-0-3-17][5:6][0][init.cc:100] NCCL INFO comm 0x5598 rank 0 nranks 16 cudaDev 0 busId 1a000 - Init COMPLETE | - |  |  | an ACCL INFO line of a healthy start: no finding
            [Errno 2] No such file or directory: 'xxxxx/HLLM/code/saved/HSTU/Dec-12-2024_11-36-25.log'FileNotFoundError | torch.exception |  |  | CPython 3.x OSError_str "[Errno %S] %S: %R" with the class a paste glued after it (bytedance/HLLM's other nodes)
            gpu-07: [Errno 2] No such file or directory: '/local/run42/logs/train.log' | torch.exception | gpu-07 |  | the same text alone as print(e) writes it, behind pdsh's prefix
            0: [Errno 18] Invalid cross-device link: '/tmp/ckpt.tmp' -> '/shared/out/ckpt' | torch.exception |  |  | OSError_str's two-filename form "[Errno %S] %S: %R -> %R" (os.rename across file systems), behind srun --label
            [rank5]: [Errno 2] No such file or directory: "out/run's log.txt" | torch.exception |  |  | the same with repr's double quotes (a name with an apostrophe), behind torchrun's prefix
            [Errno 2] No such file or directory: 'output/checkpoint-500/trainer_state.json' | checkpoint.not-found |  |  | a checkpoint step folder's file: checkpoint.not-found's rule reads it, not the fallback
            FileNotFoundError: [Errno 2] No such file or directory: './train_outputs_full2/model.pt.ep0.5000' | checkpoint.not-found |  |  | FunASR 1.x train_utils/trainer_ds.py f"model.pt.ep{epoch}.{step}" (a DeepSpeed save tag another rank already removed)
            [rank3]: FileNotFoundError: [Errno 2] No such file or directory: 'exp/paraformer/model.pt.ep12' | checkpoint.not-found |  |  | FunASR trainer.py f"model.pt.ep{epoch}", behind torchrun's prefix
            10.1.2.3: FileNotFoundError: [Errno 2] No such file or directory: '/data/exp/model.pt.best' | checkpoint.not-found | 10.1.2.3 |  | FunASR's model.pt.best, behind pdsh's prefix with an address
            FileNotFoundError: [Errno 2] No such file or directory: 'model.pt.epochs.txt' | torch.exception |  |  | not a rotated checkpoint name (".epochs.txt" after ".pt"): the exception's fallback
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
