package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a sixth batch of failing jobs, sampled with the words of the error users type into a search (issue 26), read from the
 * programs' format strings. torch 1.4-2.0's store socket check (c10d Utils.hpp SYSCHECK) throws {@code std::system_error} with the
 * errno's text alone, which Python shows as a bare {@code "RuntimeError: Connection reset by peer"} or {@code "RuntimeError: Broken
 * pipe"}: {@code torch.store-failed}, as 2.1+'s {@code DistNetworkError}. alpaka's runtime check (PIConGPU, cupla), {@code "FILE(LINE)
 * 'CMD' returned error  : 'NAME': 'TEXT'!"} or {@code "... A previous API call (not this one) set the error  : ..."}, naming a fault
 * of the GPU or of a kernel: {@code torch.cuda-error}. Columns: the codes of the findings in order ("-": none), the host and peer of
 * the first. {@code \n} is a line break.
 */
class SampledErrorWordsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: Connection reset by peer\\nterminate called after throwing an instance of 'std::system_error'\\n  what():  Broken pipe\\nInternal Error: Received signal - Aborted | torch.store-failed |  |  | the real lines (Lightning-AI/pytorch-lightning 16673): torch 1.13 on HPUs, DDP's parameter check
            RuntimeError: Broken pipe | torch.store-failed |  |  | SYSCHECK's EPIPE, composed from the format string
            RuntimeError: Transport endpoint is not connected. | torch.store-failed |  |  | ENOTCONN with a full stop, composed
            RuntimeError: Connection reset by peer while downloading https://example.org/data.tar | torch.exception |  |  | negative: the words go on, so another program's sentence: the plain exception
            ConnectionResetError: [Errno 104] Connection reset by peer | torch.exception |  |  | negative: Python's own socket error is no store's
            terminate called after throwing an instance of 'std::runtime_error'\\n  what():  /home/quasar/src/picongpu-dev/thirdParty/cupla/alpaka/include/alpaka/event/EventUniformCudaHipRt.hpp(148) 'ret = TApi::eventQuery(event.getNativeHandle())' returned error  : 'cudaErrorLaunchFailure': 'unspecified launch failure'! | torch.cuda-error |  |  | the real lines (ComputationalRadiationPhysics/picongpu 4543): alpaka's rtCheckIgnore in a std::runtime_error
            /opt/alpaka/include/alpaka/mem/buf/uniformCudaHip/Copy.hpp(92) 'TApi::memcpyAsync(dst, src, n, kind, stream)' A previous API call (not this one) set the error  : 'cudaErrorIllegalAddress': 'an illegal memory access was encountered'! | torch.cuda-error |  |  | rtCheckLastError's wording, composed from the format string
            /opt/alpaka/include/alpaka/event/EventUniformCudaHipRt.hpp(148) 'ret = TApi::eventQuery(event.getNativeHandle())' returned error  : 'hipErrorIllegalAddress': 'an illegal memory access was encountered'! | torch.cuda-error |  |  | the HIP back-end's names, composed
            /opt/alpaka/include/alpaka/dev/DevUniformCudaHipRt.hpp(210) 'TApi::setDevice(m_iDevice)' returned error  : 'cudaErrorNotReady': 'device not ready'! | - |  |  | negative: an error that is no fault of the GPU or a kernel
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
