package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * 3D vision code trained on several GPUs (point-cloud detectors on spconv, BEV models): spconv's check of the GPU's architecture
 * against its prebuilt wheel's list (spconv/pytorch/cppcore.py get_arch), the cause (cuda.version-mismatch) where spconv's own
 * "[Exception|NAME]" report of a failed sparse convolution is in the same text and a warning alone otherwise; and torch elastic's
 * first failed worker ("failed (exitcode: %s) local_rank: %s (pid: %s) of binary: %s") as a sentence retypes it, with a blank for the
 * underscore and the pid's parenthesis closed by a backtick or a full-width stop (torch.child-failed). The negatives: the warning on
 * its own (a warning may stand), spconv's README sentence and source line, spconv's exception report without the warning. Columns:
 * the codes of the findings in order ("-": no error), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledThreeDVisionWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            When I tried to train bevformer2, I used two 3090 GPUs for training and reported an error of  `ERROR: torch. distributed. final. multiprocessing. api: failed (exitcode: -6) local rank: 1 (pid: 26301)`. This error does not occur every time, but the probability of occurrence is high. | torch.child-failed |  |  | simple_bev issue 39: torch elastic multiprocessing/api.py's failed line retyped in a sentence, a blank for the underscore, closed by a backtick
            Exception in thread ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 13312)。 | torch.child-failed |  |  | Chinese-CLIP issue 151: the same line glued to a thread's exception header, closed by a full-width stop
            [Exception|implicit_gemm]feat=torch.Size([290557, 96]),w=torch.Size([128, 3, 3, 3, 96]),pair=torch.Size([27, 131609]),act=131609,issubm=False,istrain=True\\nSPCONV_DEBUG_SAVE_PATH not found, you can specify SPCONV_DEBUG_SAVE_PATH as debug data save path to save debug data which can be attached in a issue.\\n[WARNING]your gpu arch (8, 9) isn't compiled in prebuilt, may cause invalid device function. available: {(7, 0), (6, 1), (8, 0), (6, 0), (7, 5), (8, 6), (5, 2)} | cuda.version-mismatch |  |  | MSMDFusion issue 32: spconv-cu111 2.1.25 on an sm_89 GPU, ops.py's implicit_gemm report then cppcore.py's warning
            [WARNING]your gpu arch (8, 6) isn't compiled in prebuilt, may cause invalid device function. available: {(6, 1), (3, 7), (7, 0), (5, 0), (6, 0), (7, 5), (5, 2)}\\n[Exception|indice_conv|subm]feat=torch.Size([100432, 256]),w=torch.Size([3, 3, 256, 256]),pair=torch.Size([2, 9, 100432]),pairnum=tensor([95659, 98114, 95665, 97724,     0,     0,     0,     0,     0],\\n       dtype=torch.int32),act=100432,algo=ConvAlgo.Native\\nSPCONV_DEBUG_SAVE_PATH not found, you can specify SPCONV_DEBUG_SAVE_PATH as debug data save path to save debug data which can be attached in a issue. | cuda.version-mismatch |  |  | spconv issue 724: a wheel without sm_86, the warning before the native indice_conv's report of two names
            [WARNING]your gpu arch (8, 9) isn't compiled in prebuilt, may cause invalid device function. available: {(7, 0), (6, 1), (8, 0), (6, 0), (7, 5), (8, 6), (5, 2)} | - |  |  | negative: PADLoC issue 2's title, the warning alone while training ran (a warning, no error)
            If you use a GPU architecture that isn't compiled in prebuilt, spconv will use NVRTC to compile a slightly slower kernel. | - |  |  | negative: spconv's README on its NVRTC fallback
                    f"[WARNING]your gpu arch {arch} isn't compiled in prebuilt, " | - |  |  | negative: the source line of spconv's cppcore.py get_arch
            [Exception|implicit_gemm_pair]indices=torch.Size([4656, 3]),bs=32,ss=[28, 28],algo=ConvAlgo.MaskImplicitGemm,ksize=[3, 3],stride=[1, 1],padding=[0, 0],dilation=[1, 1],subm=True,transpose=False\\nSPCONV_DEBUG_SAVE_PATH not found, you can specify SPCONV_DEBUG_SAVE_PATH as debug data save path to save debug data which can be attached in a issue. | - |  |  | negative: spconv issue 629, the op's report without the arch warning (its error is in the traceback after it)
            """;

    @Override
    boolean warningsMayStand() {
        return true;
    }

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
