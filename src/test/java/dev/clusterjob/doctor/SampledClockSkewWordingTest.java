package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A node whose clock is off, as the services that check times refuse it: Kerberos's KRB5KRB_AP_ERR_SKEW "Clock skew too great" (com_err,
 * impacket, gokrb5, Java), AWS's RequestTimeTooSkewed (botocore, aws-sdk-go, the XML body) and SigV4's "Signature expired" / "Signature not
 * yet current", GNU make's files dated in the future (3.8x and 4.x quoting, "Clock skew detected") are node.clock-skew; a certificate not
 * yet valid or expired by the node's date (Node.js, node-fetch, Go crypto/x509, Java) stays internet.certificate-verify-failed, once where
 * CPython's or curl's wording already says it; munge's "Expired credential" stays slurm.munge; and the negatives (a Ceph monitor's clock
 * warning, an expired Kerberos ticket, an expired cloud token). Columns: the codes of the findings in order ("-": none), the host and peer
 * of the first, the source. {@code \n} is a line break.
 */
class SampledClockSkewWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            `GetTGT error, error: Kerberos SessionError: KRB_AP_ERR_SKEW(Clock skew too great)` | node.clock-skew |  |  | noPac issue 11: impacket's KerberosError in backticks
            kinit: Clock skew too great while getting initial credentials | node.clock-skew |  |  | MIT krb5 krb5_err.et KRB5KRB_AP_ERR_SKEW as com_err prints it
            gpu-node3: kinit: Clock skew too great while getting initial credentials | node.clock-skew | gpu-node3 |  | the same under pdsh's host prefix: names the node
            2020/04/18 14:57:24 >  [!] user@EXAMPLE.COM:pw - [Root cause: KDC_Error] KDC_Error: AS Exchange Error: kerberos error response from KDC: KRB Error: (37) KRB_AP_ERR_SKEW Clock skew too great | node.clock-skew |  |  | gokrb5 under kerbrute: the error number and name before the text
            sun.security.krb5.KrbException: Clock skew too great (37) - PROCESS_TGS | node.clock-skew |  |  | Java sun.security.krb5 KrbException
            botocore.exceptions.ClientError: An error occurred (RequestTimeTooSkewed) when calling the PutObject operation: The difference between the request time and the server's time is too large. | node.clock-skew |  |  | botocore ClientError, an S3 upload from a training job
            RequestTimeTooSkewed: The difference between the request time and the server's time is too large.\\n\\tstatus code: 403, request id: , host id: | node.clock-skew |  |  | aws-sdk-go against MinIO: the code, then the status line
            <Error><Code>RequestTimeTooSkewed</Code><Message>The difference between the request time and the current time is too large.</Message><RequestTime>20250901T162148Z</RequestTime><ServerTime>2025-09-03T16:21:50Z</ServerTime><MaxAllowedSkewMilliseconds>900000</MaxAllowedSkewMilliseconds></Error> | node.clock-skew |  |  | the S3 REST API's XML error body
            SignatureDoesNotMatch: Signature expired: 20141104T062952Z is now earlier than 20141104T062952Z (20141104T064452Z - 15 min.) | node.clock-skew |  |  | aws-sdk-js: SigV4's expired signature, a 15 minute window
            boto.glacier.exceptions.UnexpectedHTTPResponseError: Expected 204, got (403, code=InvalidSignatureException, message=Signature expired: 20121108T030749Z is now earlier than 20121108T031304Z (20121108T031804Z - 5 min.)) | node.clock-skew |  |  | boto's Glacier upload: the same inside a wrapper
            InvalidSignatureException: Signature not yet current: 20240102T101500Z is still later than 20240102T100400Z (20240102T095900Z + 5 min.) | node.clock-skew |  |  | SigV4's wording for a clock ahead
            make: Warning: File `sendrecv.c' has modification time 3.2e+03 s in the future | node.clock-skew |  |  | GNU make 3.8x remake.c: the old quoting, the seconds in %.2g
            make[1]: Warning: File '.deps/test-ptrace-misc.Po' has modification time 1206 s in the future | node.clock-skew |  |  | GNU make 4.x remake.c
            gmake[3]: warning:  Clock skew detected.  Your build may be incomplete. | node.clock-skew |  |  | GNU make main.c at the end of a run, as gmake
            n12: make[2]: warning:  Clock skew detected.  Your build may be incomplete. | node.clock-skew | n12 |  | the same under pdsh's host prefix: names the node
            nora: Error: certificate is not yet valid | internet.certificate-verify-failed |  |  | Node.js tls: OpenSSL's reason as the error's message
            Error type: CERT_NOT_YET_VALID | internet.certificate-verify-failed |  |  | Node.js's error code, as an extension's report prints it
            FetchError: request to https://registry.npmjs.org/react failed, reason: certificate has expired | internet.certificate-verify-failed |  | registry.npmjs.org | node-fetch: the site the request went to
            Get "https://registry-1.docker.io/v2/": x509: certificate has expired or is not yet valid: current time 2019-01-01T00:00:12Z is before 2023-05-10T00:00:00Z | internet.certificate-verify-failed |  |  | Go crypto/x509: the node's time before the certificate's start
            Caused by: java.security.cert.CertificateNotYetValidException: NotBefore: Mon Jan 01 00:00:00 UTC 2024 | internet.certificate-verify-failed |  |  | Java java.security.cert
            requests.exceptions.SSLError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /api/models (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: certificate is not yet valid (_ssl.c:1006)'))) | internet.certificate-verify-failed |  | huggingface.co | CPython's wording of the same reason: one finding, CPython's rule
            curl: (60) SSL certificate problem: certificate has expired | internet.certificate-verify-failed |  |  | curl's wording: one finding, curl's rule
            [2021-09-22T14:11:30.278] error: Munge decode failed: Rewound credential | slurm.munge |  |  | munge's EMUNGE_CRED_REWOUND under a Slurm daemon stays slurm.munge, its message naming the clock
            HEALTH_WARN clock skew detected on mon.b, mon.c | - |  |  | negative: a Ceph monitor's health warning, no job's failure
            kinit: Ticket expired while renewing credentials | auth.kerberos-ticket |  |  | negative for the clock: a ticket past its renewable life
            An error occurred (ExpiredToken) when calling the GetObject operation: The provided token has expired. | auth.cloud-token-expired |  |  | negative for the clock: a cloud session token that expired
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
