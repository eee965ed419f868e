package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Downloads from the Hugging Face Hub and other model sites as jobs and apps print their failure: requests' HTTP 429 quoted with its
 * reason phrase in another case (internet.rate-limited); AutoTrain Advanced's token check, whose status decides (429 the rate limit,
 * 401/403 the token, a connection error the network); SD.Next's gated-model line, wrapped by its rich console handler
 * (auth.unauthorized); a name that does not resolve, in CPython's socket.gaierror or urllib3's NewConnectionError without a host, read
 * as a fallback when no other rule read the log (internet.unreachable); and the negatives (another status, another error after the same prefix, a serving process's
 * own 429, the follow-up line alone, a gaierror that is no resolution failure). Columns: the codes of the findings in order ("-": none),
 * the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledHubDownloadWordingTest extends WordingTable {
    /** text ¦ codes in order ¦ host of the first ¦ peer of the first ¦ source */
    private static final String ROWS = """
            # Hugging Face API- HTTPError:429 Client Error: Too many Requests for url ¦ internet.rate-limited ¦  ¦  ¦ aidb issue 85: requests' raise_for_status quoted in a title, the reason phrase retyped in another case
            requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://huggingface.co/api/models/gpt2 ¦ internet.rate-limited ¦  ¦ huggingface.co ¦ requests models.py raise_for_status as it prints it
            ERROR    | 2025-07-12 10:19:46 | autotrain.app.utils:token_verification:138 - Failed to request /api/whoami-v2 - 429\\nERROR    | 2025-07-12 10:19:46 | autotrain.app.ui_routes:user_authentication:343 - Failed to verify token: Invalid token (/api/whoami-v2). Please login with a write token. ¦ internet.rate-limited ¦  ¦  ¦ autotrain-advanced issue 911: token_verification's status 429, then the Invalid token line it writes for any status
            ERROR    | 2025-03-24 01:57:16 | autotrain.app.utils:token_verification:138 - Failed to request /oauth/userinfo - 429 ¦ internet.rate-limited ¦  ¦  ¦ autotrain-advanced utils.py: an OAuth token's endpoint
            ERROR    | 2025-03-24 01:57:16 | autotrain.app.utils:token_verification:138 - Failed to request /api/whoami-v2 - 401 ¦ auth.unauthorized ¦  ¦  ¦ autotrain-advanced utils.py: status 401, the token itself
            ERROR    | 2025-03-24 01:57:16 | autotrain.app.utils:token_verification:138 - Failed to request /api/whoami-v2 - 500 ¦ - ¦  ¦  ¦ negative: another status, no code names it
            ERROR    | 2025-03-24 01:57:16 | autotrain.app.ui_routes:user_authentication:343 - Failed to verify token: Invalid token (/api/whoami-v2). Please login with a write token. ¦ - ¦  ¦  ¦ negative: the follow-up line alone says nothing of the status
            Exception: Hugging Face Hub (/api/whoami-v2) is unreachable, please try again later. ¦ internet.unreachable ¦  ¦  ¦ autotrain-advanced utils.py: the exception after a time-out or a connection error
            ERROR    | 2025-03-24 01:57:16 | autotrain.app.utils:token_verification:138 - Failed to request /api/whoami-v2 - ReadTimeout(ReadTimeoutError("HTTPSConnectionPool(host='huggingface.co', port=443): Read timed out. (read timeout=3)")) ¦ internet.unreachable ¦  ¦  ¦ autotrain-advanced utils.py: repr(err) of the time-out
            17:25:23-002066 ERROR    Diffusers download error:                             \\n                         id="black-forest-labs/FLUX.1-dev" model access        \\n                         requires login                                        \\n17:25:23-002066 ERROR    Reference download:                                   \\n                         model="black-forest-labs/FLUX.1-dev"        ¦ auth.unauthorized ¦  ¦  ¦ StabilityMatrix issue 1174: SD.Next's modelloader.py line, wrapped by rich under the time and level column
            16:02:11-123456 ERROR    Diffusers download error: id="black-forest-labs/FLUX.1-dev" model access requires login ¦ auth.unauthorized ¦  ¦  ¦ SD.Next modelloader.py on a console wide enough for one line
            16:02:11-123456 ERROR    Diffusers download error: id="org/model" Cannot load model ¦ - ¦  ¦  ¦ negative: the same prefix with another error than the gated one
            As far as things go, the error messages you have `socket.gaierror: [Errno 11001] getaddrinfo failed` and\\n`Failed to establish a new connection: [Errno 11001] getaddrinfo failed'))` these are DNS name resolution errors ¦ internet.unreachable ¦  ¦  ¦ alltalk_tts issue 109: Windows' gaierror and urllib3's NewConnectionError quoted in a reply
            socket.gaierror: [Errno -3] Temporary failure in name resolution ¦ internet.unreachable ¦  ¦  ¦ CPython socketmodule.c set_gaierror, glibc's EAI_AGAIN
            urllib3.exceptions.NewConnectionError: <urllib3.connection.HTTPSConnection object at 0x7f2b8c1d0a90>: Failed to establish a new connection: [Errno -2] Name or service not known ¦ torch.exception ¦  ¦  ¦ urllib3 1.26 connection.py _new_conn as a traceback's last line, no host in the connection's repr: the exception line is read first, the fallback yields to it
            socket.gaierror: [Errno 8] nodename nor servname provided, or not known ¦ internet.unreachable ¦  ¦  ¦ CPython on macOS: EAI_NONAME's text
            socket.gaierror: [Errno -9] Address family for hostname not supported ¦ - ¦  ¦  ¦ negative: a gaierror that is no failure to resolve
            INFO:     10.0.0.7:51234 - "POST /v1/completions HTTP/1.1" 429 Too Many Requests ¦ - ¦  ¦  ¦ negative: a serving process's own 429 to its clients
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " ¦ ");
    }
}
