package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * TensorRT-LLM served across GPUs and nodes, in the words of its own checks: the executor's MPI world that is not the engine's tensor x
 * pipeline (x context) parallel ranks (executorImpl.cpp's kLEADER check, "tp*pp" and the later "tp*pp*cp", alone, behind Triton's model
 * load error or Python's RuntimeError, quoted in backticks, under a pdsh prefix) is parallel.layout-mismatch; an MPI call whose return code
 * the program checked (TensorRT-LLM's TLLM_MPI_CHECK inside its assertion, the MPICHECK macro of NCCL's examples that programs copy) is
 * mpi.process-failed; and the negatives (the checks' source lines, with their format specifiers). Columns: the codes of the findings in
 * order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledTensorRtLlmWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            [TensorRT-LLM][ERROR] Assertion failed: With communicationMode kLEADER, MPI worldSize is expected to be equal to tp*pp when participantIds are not specified | parallel.layout-mismatch |  |  | TensorRT-LLM issue 2021's title: executorImpl.cpp 0.10-0.1x, Triton 24.06-trtllm-python-py3
            E0725 09:19:52.123456 740 model_lifecycle.cc:641] "failed to load 'tensorrt_llm' version 1: Internal: unexpected error when creating modelInstanceState: [TensorRT-LLM][ERROR] Assertion failed: With communicationMode kLEADER, MPI worldSize is expected to be equal to tp*pp*cp when participantIds are not specified (/workspace/tensorrt_llm/cpp/tensorrt_llm/executor/executorImpl.cpp:312)" | parallel.layout-mismatch |  |  | executorImpl.cpp with context parallel ("tp*pp*cp") behind the Triton server's model load error
            RuntimeError: [TensorRT-LLM][ERROR] Assertion failed: With communicationMode kLEADER, MPI worldSize is expected to be equal to tp*pp*cp when participantIds are not specified (/src/tensorrt_llm/cpp/tensorrt_llm/executor/executorImpl.cpp:312) | parallel.layout-mismatch |  |  | the same raised into Python by the executor's bindings (the LLM API, trtllm-serve)
            I still got the error\\n`[TensorRT-LLM][ERROR] Assertion failed: With communicationMode kLEADER, MPI worldSize is expected to be equal to tp*pp when participantIds are not specified` | parallel.layout-mismatch |  |  | a comment that quotes the assertion in backticks
            trt-node2: [TensorRT-LLM][ERROR] Assertion failed: With communicationMode kLEADER, MPI worldSize is expected to be equal to tp*pp*cp when participantIds are not specified | parallel.layout-mismatch | trt-node2 |  | under pdsh's host prefix: names the node
                        "With communicationMode kLEADER, MPI worldSize is expected to be equal to tp*pp*cp when " | - |  |  | negative: the check's source line, its string literal
              what():  [TensorRT-LLM][ERROR] Assertion failed: Failed: MPI error /home/jenkins/agent/workspace/LLM/main/L0_PostMerge/tensorrt_llm/cpp/tensorrt_llm/common/mpiUtils.cpp:211 '6' (/home/jenkins/agent/workspace/LLM/main/L0_PostMerge/tensorrt_llm/cpp/tensorrt_llm/common/mpiUtils.cpp:211) | mpi.process-failed |  |  | TensorRT-LLM issue 1826: TLLM_MPI_CHECK (common/mpiUtils.h) inside the assertion, MPI_ERR_RANK
            RuntimeError: [TensorRT-LLM][ERROR] Assertion failed: Failed: MPI error /src/tensorrt_llm/cpp/tensorrt_llm/runtime/utils/mpiUtils.cpp:305 '5' (/src/tensorrt_llm/cpp/tensorrt_llm/runtime/utils/mpiUtils.cpp:305) | mpi.process-failed |  |  | the same check in runtime/utils/multiDeviceUtils.h (later releases), raised into Python, MPI_ERR_COMM
            n07: Failed: MPI error all_reduce.cu:45 '13' | mpi.process-failed | n07 |  | NCCL's examples' MPICHECK as a program copies it (printf, then exit), under pdsh's host prefix
                    printf("Failed: MPI error %s:%d '%d'", __FILE__, __LINE__, e); | - |  |  | negative: the MPICHECK macro's source line
                    TLLM_CHECK_WITH_INFO(e == MPI_SUCCESS, "Failed: MPI error %s:%d '%d'", __FILE__, __LINE__, e); | - |  |  | negative: TLLM_MPI_CHECK's source line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
