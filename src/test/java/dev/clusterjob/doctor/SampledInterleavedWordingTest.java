package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;

/**
 * Lines that ranks wrote at once, as a tqdm bar leaves them: tqdm redraws its bar with a carriage return and writes no line break, so
 * the next line another rank (or the same process) writes begins right after the bar's status "[elapsed<remaining, rate]". Whatever
 * that line starts with (NCCL's "host:pid:tid [dev]" header, pdsh's "host: ", torchrun's "[host:local]:" role, Ray's worker prefix)
 * names who wrote it; the bar is tqdm/std.py format_meter's in its forms (with and without a total, ncols=0, an ASCII bar, unit_scale,
 * a postfix, before the first update; Lightning's and datasets' descriptions). The failures are this batch's and the corpus's own lines:
 * NCCL's IB completion WARN (net_ib.cc and the IB plugin's), torch's CUDA out of memory on a pdsh host, DDP's replica size check.
 * Negatives: a bar alone, a bar whose description holds a host-like word before a line with no prefix, an error before the bar, and
 * the same lines split by the carriage return itself. Columns: the text ({@code \n} a line break, {@code \r} a carriage return), the codes
 * of the findings in order ("-": none), the host and peer of the first, the source.
 */
class SampledInterleavedWordingTest extends WordingTable {
    /** text ‖ codes in order ‖ host of the first ‖ peer of the first ‖ source */
    private static final String ROWS = """
             45%|████▌     | 450/1000 [10:01<12:15,  1.34s/it]PHLRR4036:24141:24296 [2] ib_plugin.c:978 NCCL WARN NET/IB : Got completion from peer 10.226.98.98<48598> with error 12, opcode 0, len 0, vendor err 129 ‖ nccl.ib-completion-error ‖ PHLRR4036 ‖ 10.226.98.98 ‖ NCCL's header right after a training bar's status: the rank that wrote the WARN is the bar's neighbour's
              0%|          | 0/4484 [00:00<?, ?it/s]PHLRR4036:24141:24296 [2] ib_plugin.c:978 NCCL WARN NET/IB : Got completion from peer 10.226.98.98<48598> with error 12, opcode 0, len 0, vendor err 129 ‖ nccl.ib-completion-error ‖ PHLRR4036 ‖ 10.226.98.98 ‖ the bar before its first update ("?" remaining, "?it/s")
            Epoch 0:  45%|████▌     | 450/1000 [10:01<12:15,  1.34s/it, loss=2.31, v_num=0]gpu-q-13:2318:2460 [2] transport/net_ib.cc:1698 NCCL WARN NET/IB : Got completion from peer 10.76.228.50<46608> with status=12 opcode=129 len=47104 vendor err 129 (Recv) ‖ nccl.ib-completion-error ‖ gpu-q-13 ‖ 10.76.228.50 ‖ Lightning's bar with its postfix, NCCL 2.19+ net_ib.cc wording after it
            Running tokenizer on dataset: 280000 examples [29:55, 155.57 examples/s]PHLRR4036:24141:24296 [2] ib_plugin.c:978 NCCL WARN NET/IB : Got completion from peer 10.226.98.98<48598> with error 12, opcode 0, len 0, vendor err 129 ‖ nccl.ib-completion-error ‖ PHLRR4036 ‖ 10.226.98.98 ‖ a bar without a total ("{n_fmt}{unit} [{elapsed}, {rate_fmt}]"), datasets' unit
             45%|####5     | 450/1000 [10:01<12:15,  1.34s/it]PHLRR4036:24141:24296 [2] ib_plugin.c:978 NCCL WARN NET/IB : Got completion from peer 10.226.98.98<48598> with error 12, opcode 0, len 0, vendor err 129 ‖ nccl.ib-completion-error ‖ PHLRR4036 ‖ 10.226.98.98 ‖ tqdm's ASCII bar (ascii=True, a dumb terminal or a file)
             45% 450/1000 [10:01<12:15,  1.34s/it]gpu-q-13: torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 896.00 MiB (GPU 2; 79.17 GiB total capacity; 76.68 GiB already allocated; 381.31 MiB free; 77.24 GiB reserved in total by PyTorch) ‖ torch.cuda-oom ‖ gpu-q-13 ‖  ‖ ncols=0's bar without its blocks, then DeepSpeed issue 2899's line behind pdsh's host
            Training:  45%|████▌     | 450/1000 [10:01<12:15,  1.34s/it]gpu-q-13: torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 896.00 MiB (GPU 2; 79.17 GiB total capacity; 76.68 GiB already allocated; 381.31 MiB free; 77.24 GiB reserved in total by PyTorch) ‖ torch.cuda-oom ‖ gpu-q-13 ‖  ‖ DeepSpeed issue 2899's out of memory: pdsh's host prefix after another rank's bar
            100%|██████████| 1.66M/1.66M [00:00<00:00, 11.1MB/s]gpu-q-13: torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 896.00 MiB (GPU 2; 79.17 GiB total capacity; 76.68 GiB already allocated; 381.31 MiB free; 77.24 GiB reserved in total by PyTorch) ‖ torch.cuda-oom ‖ gpu-q-13 ‖  ‖ a download bar under unit_scale ("1.66M", "11.1MB/s")
              1%|▏         | 24/1752 [01:08<1:22:56,  2.88s/it][gpu187:5]:torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 896.00 MiB (GPU 5; 79.17 GiB total capacity; 76.68 GiB already allocated; 381.31 MiB free; 77.24 GiB reserved in total by PyTorch) ‖ torch.cuda-oom ‖ gpu187 ‖  ‖ torchrun's --role `hostname -s`: prefix after an inverted rate ("2.88s/it")
              3%|▎         | 12/400 [01:02<33:20,  5.15s/it](RayWorkerWrapper pid=1890, ip=10.41.0.8) torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 896.00 MiB (GPU 0; 79.17 GiB total capacity; 76.68 GiB already allocated; 381.31 MiB free; 77.24 GiB reserved in total by PyTorch) ‖ torch.cuda-oom ‖ 10.41.0.8 ‖  ‖ Ray's worker prefix after the driver's bar
            Epoch 0:  45%|████▌     | 450/1000 [10:01<12:15,  1.34s/it, loss=2.31, v_num=0] ‖ - ‖  ‖  ‖ negative: a bar alone names no one and is no failure
            gpu-q-13 eval:  45%|████▌     | 450/1000 [10:01<12:15,  1.34s/it]RuntimeError: replicas[0][0] in this process with sizes [200, 128] appears not to match sizes of the same param in process 0. ‖ torch.collective-mismatch ‖  ‖  ‖ negative for the host: UniAD issue 189's check after a bar whose description holds a host-like word, the line itself without a prefix
              what():  [Rank 7] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=806, OpType=BROADCAST, Timeout(ms)=1800000) ran for 1801027 milliseconds before timing out.  3%|▎         | 12/400 [01:02<33:20,  5.15s/it] ‖ torch.watchdog-timeout ‖  ‖  ‖ negative: DiscoScene issue 5's time-out with a bar after it, not before
             45%|████▌     | 450/1000 [10:01<12:15,  1.34s/it]\\rPHLRR4036:24141:24296 [2] ib_plugin.c:978 NCCL WARN NET/IB : Got completion from peer 10.226.98.98<48598> with error 12, opcode 0, len 0, vendor err 129 ‖ nccl.ib-completion-error ‖ PHLRR4036 ‖ 10.226.98.98 ‖ the same kept with tqdm's carriage return: a line of its own, read as before
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " ‖ ");
    }

    @Override
    List<Finding> read(String text) throws IOException {
        return WordingRow.diagnose(DOCTOR, text.replace("\\r", "\r"));
    }
}
