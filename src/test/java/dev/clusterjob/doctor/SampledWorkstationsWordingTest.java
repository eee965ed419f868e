package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Distributed training on users' workstations (macOS and Windows, where torch's gloo runs over its libuv transport): the uv
 * transport's check that a message read into a posted receive has the size the peer's preamble announced, as gloo's GLOO_ENFORCE
 * prints it inside the gloo::EnforceNotMet that ends the process (libc++abi's and libstdc++'s terminate lines, line numbers of
 * several releases); and the negatives (torch elastic's Windows and macOS note, the counting source line quoted). Columns: the codes of the findings
 * in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledWorkstationsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            libc++abi: terminating due to uncaught exception of type gloo::EnforceNotMet: [enforce fail at /Users/runner/work/pytorch/pytorch/pytorch/third_party/gloo/gloo/transport/uv/pair.cc:248] op.nread == op.preamble.nbytes.  | torch.collective-mismatch |  |  | FedLab issue 340: torch 2.1.0's macOS wheel, gloo transport/uv/pair.cc Pair::onRead GLOO_ENFORCE(op.nread == op.preamble.nbytes) under libc++abi's terminate line
            terminate called after throwing an instance of 'gloo::EnforceNotMet'\\n  what():  [enforce fail at ../third_party/gloo/gloo/transport/uv/pair.cc:259] op.nread == op.preamble.nbytes.  | torch.collective-mismatch |  |  | gloo 2024-2025 pair.cc:253-259 (the three opcodes' checks) under libstdc++'s terminate and what() lines
            [enforce fail at C:\\actions-runner\\_work\\pytorch\\pytorch\\third_party\\gloo\\gloo\\transport\\uv\\pair.cc:220] op.nread == op.preamble.nbytes. | torch.collective-mismatch |  |  | gloo 2019 pair.cc (torch 1.x) with a Windows build path
            NOTE: Redirects are currently not supported in Windows or MacOs. | - |  |  | negative: torch elastic 1.11's note on Windows and macOS that a run there starts with (pyskl issue 79)
            op.nread += event.length; | - |  |  | negative: the source line that counts the bytes, quoted in a thread
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
