package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a batch of failures that centres' and vendors' documentation quote, sampled with a user's generic searches (issue
 * 26), read from the programs' format strings. botocore's {@code ConnectTimeoutError} ({@code 'Connect timeout on endpoint URL:
 * "{endpoint_url}"'}) and {@code EndpointConnectionError} ({@code 'Could not connect to the endpoint URL: "{endpoint_url}"'}), as
 * boto3, the AWS CLI and the tools on them raise them on a node with no route to the AWS API: {@code internet.unreachable}, the
 * endpoint's host its peer. Columns: the codes of the findings in order ("-": none), the host and peer of the first.
 * {@code \n} is a line break.
 */
class SampledDocsFailuresWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            If multi-node parallel jobs fail with error: Connect timeout on endpoint URL\\n: | internet.unreachable |  |  | the real lines (AWS ParallelCluster's troubleshooting page for AWS Batch): the message quoted without its URL
            botocore.exceptions.ConnectTimeoutError: Connect timeout on endpoint URL: "https://batch.us-east-1.amazonaws.com/v1/describejobs" | internet.unreachable |  | batch.us-east-1.amazonaws.com | the exception's line, composed from the format string
            Could not connect to the endpoint URL: "https://sts.amazonaws.com/" | internet.unreachable |  | sts.amazonaws.com | the AWS CLI's message of EndpointConnectionError, composed from the format string
            botocore.exceptions.EndpointConnectionError: Could not connect to the endpoint URL: "https://s3.eu-west-1.amazonaws.com:443/bucket/ckpt.pt" | internet.unreachable |  | s3.eu-west-1.amazonaws.com | a URL with a port, composed from the format string
            botocore.exceptions.ReadTimeoutError: Read timeout on endpoint URL: "https://s3.amazonaws.com/bucket/data.tar" | torch.exception |  |  | negative: a read that timed out on a connection that was made is another event, only a Python exception
            INFO using endpoint URL https://s3.us-east-1.amazonaws.com for the checkpoint bucket | - |  |  | negative: a healthy line naming an endpoint URL
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
