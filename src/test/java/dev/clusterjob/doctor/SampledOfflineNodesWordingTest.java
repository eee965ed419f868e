package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Downloads that fail on a compute node although the site is reached or the job runs offline on purpose: the Hugging Face Hub (or another
 * download site) refusing a job's many ranks with HTTP 429 Too Many Requests, a TLS certificate the node cannot verify behind a site proxy
 * that inspects HTTPS, and huggingface_hub's or datasets' offline mode asked for something the cache does not hold. The wordings come from
 * the tools' format strings: requests' raise_for_status, huggingface_hub 1.x's hf_raise_for_status and http_backoff, httpx, reqwest,
 * urllib, Wget and curl for the 429; CPython's _ssl.c as urllib3, requests, urllib, aiohttp and pip carry it, curl and Wget for the
 * certificate; huggingface_hub's OfflineModeIsEnabled and datasets' own. Columns: text | codes in order ("-": no error; a warning may
 * stand) | host of the first | peer of the first (the site) | source. {@code \n} in a row is a line break.
 */
class SampledOfflineNodesWordingTest extends WordingTable {
    private static final String ROWS = """
            huggingface_hub.utils._errors.HfHubHTTPError: 429 Client Error: Too Many Requests for url: https://huggingface.co/api/datasets/allenai/c4/paths-info/1588ec4 | internet.rate-limited |  | huggingface.co | requests 2.x models.py raise_for_status "%s Client Error: %s for url: %s" as huggingface_hub 0.1x-0.2x's HfHubHTTPError carries it
            [rank3]: requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://huggingface.co/bert-base-uncased/resolve/main/config.json | internet.rate-limited |  | huggingface.co | the same from requests itself, behind torchrun's rank prefix
            gpu-12: HfHubHTTPError: 429 Client Error: Too Many Requests for url: https://hf-mirror.com/api/models/org/model/revision/main | internet.rate-limited | gpu-12 | hf-mirror.com | the same from a mirror, behind a host prefix
            huggingface_hub.errors.HfHubHTTPError: 429 Client Error: Too Many Requests for URL when loading the dataset | internet.rate-limited |  |  | the same cut after "for url" by a title, no URL
            429 Too Many Requests for url: https://huggingface.co/api/models/org/model/tree/main?recursive=True. | internet.rate-limited |  | huggingface.co | huggingface_hub 1.x utils/_http.py hf_raise_for_status: "429 Too Many Requests for url: {response.url}." on its own line under HfHubHTTPError
            429 Too Many Requests: you have reached your 'resolvers' rate limit. | internet.rate-limited |  |  | huggingface_hub 1.x: "429 Too Many Requests: you have reached your '{resource_type}' rate limit." (its Retry after and Url lines follow)
            httpx.HTTPStatusError: Client error '429 Too Many Requests' for url 'https://huggingface.co/api/models/org/model' | internet.rate-limited |  | huggingface.co | httpx raise_for_status: "{error_type} '{status_code} {reason_phrase}' for url '{url}'"
            Download failed: request error: HTTP status client error (429 Too Many Requests) for url (https://huggingface.co/org/model/resolve/main/config.json) | internet.rate-limited |  | huggingface.co | reqwest's Error Display (hf-hub in Rust: text-embeddings-inference, TGI): "HTTP status client error ({status}) for url ({url})"
            urllib.error.HTTPError: HTTP Error 429: Too Many Requests | internet.rate-limited |  |  | CPython urllib HTTPError: "HTTP Error %d: %s" (torch.hub, torchvision, a URL download)
            2024-05-02 10:14:07 ERROR 429: Too Many Requests. | internet.rate-limited |  |  | GNU Wget: "%s ERROR %d: %s.\\n"
            curl: (22) The requested URL returned error: 429 | internet.rate-limited |  |  | curl -f (8.x): "The requested URL returned error: %d"
            HTTP Error 429 thrown while requesting GET https://huggingface.co/api/datasets/HuggingFaceFW/fineweb/paths-info/0f039043 | internet.rate-limited |  | huggingface.co | huggingface_hub http_backoff (0.2x-1.x): the warning before a retry
            requests.exceptions.RetryError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /api/models/org/model (Caused by ResponseError('too many 429 error responses')) | internet.rate-limited |  | huggingface.co | urllib3 1.2x-2.x ResponseError "too many {status_code} error responses" inside MaxRetryError, a client whose Retry adapter retries on 429
            ERROR: Could not install packages due to an OSError: HTTPSConnectionPool(host='pypi.org', port=443): Max retries exceeded with url: /simple/torch/ (Caused by ResponseError('too many 429 error responses')) | internet.rate-limited |  | pypi.org | the same from pip, a package index refusing many nodes installing at once
            ConnectionError: Couldn't reach https://huggingface.co/datasets/glue/resolve/main/dataset_infos.json (error 429) | internet.rate-limited |  | huggingface.co | datasets 1.x-2.x get_from_cache "Couldn't reach {url} (error {status_code})": the 429 decides, the unreachable reading of "Couldn't reach" is dropped
            ConnectionError: Couldn't reach https://huggingface.co/datasets/org/data/resolve/main/data.json (HTTPError('429 Client Error: Too Many Requests for url: https://huggingface.co/datasets/org/data/resolve/main/data.json')) | internet.rate-limited |  | huggingface.co | datasets 2.x "Couldn't reach {url} ({repr(head_error)})" around requests' 429
            INFO:     127.0.0.1:51234 - "POST /v1/chat/completions HTTP/1.1" 429 Too Many Requests | - |  |  | a serving process's access log: the 429 it returns to its own clients, not a download refused
            # retry on 429 Too Many Requests with exponential backoff | - |  |  | a comment about retrying on 429: no failure
            HTTP Error 503 thrown while requesting GET https://huggingface.co/api/models/org/model | - |  |  | another status retried by http_backoff: not a rate limit
            requests.exceptions.SSLError: HTTPSConnectionPool(host='pypi.org', port=443): Max retries exceeded with url: /simple/torch/ (Caused by SSLError(SSLCertVerificationError(1, "[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: Hostname mismatch, certificate is not valid for 'pypi.org'. (_ssl.c:1007)"))) | internet.certificate-verify-failed |  | pypi.org | CPython _ssl.c (3.7+) "[%S: %S] %s: %S (_ssl.c:%d)" inside urllib3's MaxRetryError as requests raises it; the pool's host is the peer
            (MaxRetryError("HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /api/models/org/model/revision/main (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self-signed certificate in certificate chain (_ssl.c:1006)')))"), '(Request ID: 5f0c2a4e-0000-4000-8000-000000000000)') | internet.certificate-verify-failed |  | huggingface.co | the same as huggingface_hub 0.2x quotes it with its request id
            requests.exceptions.SSLError: HTTPSConnectionPool(host='s3.amazonaws.com', port=443): Max retries exceeded with url: /models/weights.pt (Caused by SSLError(SSLError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed (_ssl.c:852)'),)) | internet.certificate-verify-failed |  | s3.amazonaws.com | CPython 3.6 and older: "[%S: %S] %s (_ssl.c:%d)", no verify message
            urllib.error.URLError: <urlopen error [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1129)> | internet.certificate-verify-failed |  |  | urllib do_open's URLError (torch.hub, torchvision weights): no host in the line
            aiohttp.client_exceptions.ClientConnectorCertificateError: Cannot connect to host huggingface.co:443 ssl:True [SSLCertVerificationError: (1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1000)')] | internet.certificate-verify-failed |  | huggingface.co | aiohttp ClientConnectorCertificateError "Cannot connect to host {host}:{port} ssl:{ssl} [{error class}: {args}]" (datasets streaming, fsspec)
            WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1131)'))': /simple/torch/ | internet.certificate-verify-failed |  |  | pip's vendored urllib3 retry warning with a certificate error: not the connection retries of a node without the internet
            curl: (60) SSL certificate problem: unable to get local issuer certificate | internet.certificate-verify-failed |  |  | curl lib/vtls/openssl.c: "SSL certificate problem: %s" (error 60)
            ERROR: cannot verify huggingface.co's certificate, issued by ‘CN=Example Proxy CA,O=Example’: | internet.certificate-verify-failed |  | huggingface.co | GNU Wget src/openssl.c: "%s: cannot verify %s's certificate, issued by %s:\\n"
            requests.exceptions.SSLError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries exceeded with url: /org/model/resolve/main/config.json (Caused by SSLError(SSLEOFError(8, 'EOF occurred in violation of protocol (_ssl.c:2426)'))) | internet.unreachable |  | huggingface.co | a TLS connection closed during the handshake (a proxy that cuts it): no certificate verified, the connection-failure rule's code stays
            export REQUESTS_CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt | - |  |  | the fix in a job script: no failure
            * SSL certificate verify ok. | - |  |  | curl -v after a verification that passed
            huggingface_hub.errors.OfflineModeIsEnabled: Cannot reach https://huggingface.co/api/models/org/model/revision/main: offline mode is enabled. To disable it, please unset the `HF_HUB_OFFLINE` environment variable. | internet.unreachable |  | huggingface.co | huggingface_hub 0.26-1.x errors.OfflineModeIsEnabled: "Cannot reach {request.url}: offline mode is enabled. ..."
            [rank1]: huggingface_hub.utils._http.OfflineModeIsEnabled: Cannot reach https://hf-mirror.com/api/datasets/org/data/revision/main: offline mode is enabled. To disable it, please unset the `HF_HUB_OFFLINE` environment variable. | internet.unreachable |  | hf-mirror.com | huggingface_hub 0.20-0.25 (the class in utils/_http.py), to a mirror, behind torchrun's rank prefix
            datasets.utils.file_utils.OfflineModeIsEnabled: Offline mode is enabled. Tried to reach https://raw.githubusercontent.com/huggingface/datasets/2.10.0/datasets/glue/glue.py | internet.unreachable |  | raw.githubusercontent.com | datasets 2.x utils/file_utils.py: "Offline mode is enabled. " + "Tried to reach {url}"
            huggingface_hub.errors.OfflineModeIsEnabled: Offline mode is enabled. | internet.unreachable |  |  | datasets 4.x raising huggingface_hub's class, with no URL
                    f"Cannot reach {request.url}: offline mode is enabled. To disable it, please unset the `HF_HUB_OFFLINE` environment variable." | - |  |  | the format string in a traceback's source line: no URL, no failure of its own
            $ srun -p gpu -w gpu-07 --gres gpu:1 --pty bash\\n(env) $ python train.py\\n'[Errno 101] Network is unreachable' thrown while requesting HEAD https://huggingface.co/org/model/resolve/main/config.json | internet.unreachable | gpu-07 | huggingface.co | srun's interactive step pinned to one node (-w NODE with --pty): the shell and the download after it run on that node
            srun --pty --nodelist=node3 bash\\nhuggingface_hub.errors.HfHubHTTPError: 429 Client Error: Too Many Requests for url: https://huggingface.co/api/models/org/model | internet.rate-limited | node3 | huggingface.co | the same with --pty first and --nodelist=NODE
            srun -w gpu[01-02] --pty bash\\n'[Errno 101] Network is unreachable' thrown while requesting HEAD https://huggingface.co/org/model/resolve/main/config.json | internet.unreachable |  | huggingface.co | a range of nodes names no one node
            srun -w gpu-07 python train.py\\n'[Errno 101] Network is unreachable' thrown while requesting HEAD https://huggingface.co/org/model/resolve/main/config.json | internet.unreachable |  | huggingface.co | a step without --pty: its output comes with srun's own prefixes where it names the node, not from the command line
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
