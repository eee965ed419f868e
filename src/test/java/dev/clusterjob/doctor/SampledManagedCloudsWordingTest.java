package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A Google Cloud client library's refusal of a malformed request (issue 26): google-api-core's HTTP 400 exceptions, as Vertex AI's
 * SDK raises them when a custom job is created, from their format string ("{code} {message}"), with the real line of the open corpus
 * (realworld/doctor, index.tsv's second managed-clouds sample) and other lines with a 400 in them that must read otherwise.
 * One row per wording; {@code \n} in a row is a line break.
 */
class SampledManagedCloudsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            ```InvalidArgument: 400 Accelerator "NVIDIA_TESLA_K80" is not supported for machine type "n1-standard-4"```.  | cloud.bad-request | | | google-api-core exceptions.py GoogleAPICallError.__str__ "{} {}" of InvalidArgument, in inline backticks (vertex-ai-samples#213)
            google.api_core.exceptions.InvalidArgument: 400 Request contains an invalid argument. | cloud.bad-request | | | the same with the exception's module, gRPC's INVALID_ARGUMENT message
            google.api_core.exceptions.BadRequest: 400 Machine type "a2-highgpu-1g" is not supported. | cloud.bad-request | | | BadRequest, the HTTP 400 class InvalidArgument derives from
            Epoch 1: step 400 loss 0.31 | - | | | a step number after a colon: no finding
            werkzeug.exceptions.BadRequest: 400 Bad Request: The browser (or proxy) sent a request that this server could not understand. | - | | | werkzeug's BadRequest (a web server's "400 Bad Request: ..."): not a cloud API's refusal, no finding
            tensorflow.python.framework.errors_impl.InvalidArgumentError: indices[3] = 400 is not in [0, 400) | torch.exception | | | TensorFlow's InvalidArgumentError: another class, no ': 400 ' after it
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
