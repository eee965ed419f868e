package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Credentials a job loses or never gets on its nodes: a Kerberos ticket not forwarded to the node or expired during the run (MIT
 * klist's "No credentials cache found" with 1.12+'s "(filename: %s)" and the older "(ticket cache %s)", Heimdal's "No ticket file: %s",
 * "Ticket expired" as kinit and a GSS-API minor status print it, aklog's "Couldn't get %s AFS tickets:", EKEYEXPIRED's "Key has expired"
 * on a Kerberized NFS file, EACCES on a path under /afs/) is auth.kerberos-ticket; a cloud's short-lived credentials that ran out (AWS's
 * ExpiredToken and ExpiredTokenException in botocore's, aws-sdk-go's and the JS SDK's shapes, google-auth's RefreshError, Entra ID's
 * expired-token AADSTS codes) are auth.cloud-token-expired; a download the Hugging Face Hub refused for its credentials (GatedRepoError,
 * transformers' gated-repo OSError, requests' 401, an application's own "Unauthorized to access %r. Status: %d") is auth.unauthorized,
 * naming the site. The negatives: ssh -v's GSS-API attempt before it tries a key, a ticket cache merely listed, a refusal on a path
 * outside AFS, an invalid (not expired) token, a request signed with a clock far off, a missing AFS file, source code naming the error,
 * a serving process's own 401 in its access log. Columns: the codes of the findings in order ("-": none), the host and peer of the
 * first, the source. {@code \n} is a line break.
 */
class SampledCredentialsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            klist: No credentials cache found (filename: /tmp/krb5cc_1430606678)\\nsrun: error: test-scn01: task 0: Exited with exit code 1 | auth.kerberos-ticket,slurm.task-failed | test-scn01 |  | auks issue 43: MIT krb5 1.12+ klist under srun without the auks plugin; srun's task line names the node
            klist: No credentials cache found (ticket cache FILE:/tmp/krb5cc_500) | auth.kerberos-ticket |  |  | MIT krb5 before 1.12: klist.c's com_err "(ticket cache %s)"
            kinit: No credentials cache found (filename: /data/data/com.termux/files/usr/tmp/krb5cc_10070) while validating credentials | auth.kerberos-ticket |  |  | termux-app issue 3880: kinit's wording of the same code
            [krughoff@ki-rh25 run1]$ klist\\nklist: No ticket file: /tmp/krb5cc_14287_AWBZt16259 | auth.kerberos-ticket | ki-rh25 |  | Twinkles issue 176: Heimdal kuser/klist.c "No ticket file: %s" after the shell prompt that names the host
            $ srun -w gpu-node07 --pty bash\\nklist: No credentials cache found (filename: /tmp/krb5cc_5021) | auth.kerberos-ticket | gpu-node07 |  | an interactive step pinned to one node: klist in it is that node's
            Major (851968): Unspecified GSS failure.  Minor code may provide more information, Minor (2529638944): Ticket expired | auth.kerberos-ticket |  |  | tmt pull request 315: krb5_err.et's "Ticket expired" as a GSS-API minor status
            kinit: Ticket expired while renewing credentials | auth.kerberos-ticket |  |  | MIT kinit -R past the ticket's end: com_err "%s while renewing credentials"
            aklog: Couldn't get cern.ch AFS tickets:\\naklog: Ticket expired while getting AFS tickets | auth.kerberos-ticket |  |  | OpenAFS aklog_main.c (1.6-1.8): "%s: Couldn't get %s AFS tickets:" then com_err "while getting AFS tickets"
            ls: cannot open directory '/home/jdoe': Key has expired | auth.kerberos-ticket |  |  | coreutils on a Kerberized NFS home after the ticket expired: strerror(EKEYEXPIRED)
            OSError: [Errno 127] Key has expired: '/home/jdoe/run/ckpt' | auth.kerberos-ticket |  |  | CPython's OSError for EKEYEXPIRED on a Kerberized NFS path
            ./tput/logs_eemumu_mad/log_eemumu_mad_f_inl0_hrd0.txt:==ERROR== Failed to parse options: filesystem error: status: Permission denied [/afs/cern.ch/user/a/avalassi/.config/NVIDIA Corporation/config.ncu-cfg] | auth.kerberos-ticket |  |  | madgraph4gpu issue 750: libstdc++'s filesystem_error in Nsight Compute with the AFS token expired
            touch: cannot touch '/afs/cern.ch/user/j/jdoe/out.log': Permission denied | auth.kerberos-ticket |  |  | coreutils' EACCES on an AFS path
            PermissionError: [Errno 13] Permission denied: '/afs/cern.ch/work/j/jdoe/ckpt/epoch3.pt' | auth.kerberos-ticket |  |  | CPython's EACCES on an AFS path: the token, not fs.permission-denied's owner or mode
            botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the CreateRole operation: The security token included in the request is expired | auth.cloud-token-expired |  |  | aws-iot-twinmaker-samples issue 147: botocore's ClientError with STS's ExpiredToken
            botocore.errorfactory.ExpiredTokenException: An error occurred (ExpiredTokenException) when calling the AssumeRoleWithWebIdentity operation: Token expired: current date/time 1624482533 must be before the expiration date/time1624482335 | auth.cloud-token-expired |  |  | aws-orbit-workbench issue 707: a web identity token that expired
            failed to retrieve credentials\\ncaused by: ExpiredTokenException: Token expired: current date/time 1626373547 must be before the expiration date/time1625998241\\n\\tstatus code: 400, request id: bb5d3b84-cec0-4027-90a9-f801cb492a95"} | auth.cloud-token-expired |  |  | aws-orbit-workbench issue 791: aws-sdk-go's awserr with its escaped line breaks in a JSON log
            [Wed, 12 Oct 2016 14:14:51 GMT] [watchbot] ExpiredToken: The security token included in the request is expired | auth.cloud-token-expired |  |  | ecs-watchbot issue 61: the JavaScript SDK's "CODE: message"
            lambda.functions: failed to resolve table: operation error Lambda: ListProvisionedConcurrencyConfigs, https response error StatusCode: 403, RequestID: xxxx, api error ExpiredTokenException: The security token included in the request is expired | auth.cloud-token-expired |  |  | cq-provider-aws pull request 1171: aws-sdk-go-v2's "api error CODE: message"
            google.auth.exceptions.RefreshError: ('invalid_grant: Token has been expired or revoked.', {'error': 'invalid_grant', 'error_description': 'Token has been expired or revoked.'}) | auth.cloud-token-expired |  |  | google-auth _client.py: the token endpoint's invalid_grant inside RefreshError
            google.auth.exceptions.RefreshError: Reauthentication is needed. Please run `gcloud auth application-default login` to reauthenticate. | auth.cloud-token-expired |  |  | google-auth oauth2/reauth.py: user credentials past their reauth window
            AADSTS700082: The refresh token has expired due to inactivity. The token was issued on 2024-07-31T08:00:26.4486159Z and was inactive for 90.00:00:00. | auth.cloud-token-expired |  |  | Microsoft Entra ID: a refresh token expired for inactivity
            AADSTS700024: Client assertion is not within its valid time range. | auth.cloud-token-expired |  |  | Microsoft Entra ID: a workload identity's federated token file no longer valid
            Unauthorized to access 'https://huggingface.co/briaai/RMBG-2.0/resolve/main/.gitattributes'.\\nStatus: 401. Check your Hugging Face token and permissions. Token present: False | auth.unauthorized |  | huggingface.co | nodetool issue 5184: its Python downloader's PermissionError on a rented worker given no token, the status on the next line
            Error: Unauthorized to access https://huggingface.co/black-forest-labs/FLUX.1-dev/resolve/main/ae.safetensors. Status: 403. Check your Hugging Face token and permissions. Token present: true | auth.unauthorized |  | huggingface.co | nodetool's TypeScript downloader: the URL bare, 403 for a gated repo the token may not read
            huggingface_hub.errors.GatedRepoError: 401 Client Error. (Request ID: Root=1-66f4b037-1bf3d7d219afbc904ee05694;5601d2c9-8fd8-4ed8-b38d-d8a432e1fa59)\\n\\nCannot access gated repo for url https://huggingface.co/black-forest-labs/FLUX.1-dev/resolve/main/ae.safetensors.\\nAccess to model black-forest-labs/FLUX.1-dev is restricted. You must have access to it and be authenticated to access it. Please log in. | auth.unauthorized |  | huggingface.co | PuLID issue 97: huggingface_hub 0.2x's GatedRepoError
            huggingface_hub.utils._errors.GatedRepoError: 401 Client Error. (Request ID: Root=1-661471eb-38c6ceb05c22031f04f730f7;54f54e0f-18d7-4cbf-a882-a291b1abd4b4)\\n\\nCannot access gated repo for url https://huggingface.co/meta-llama/Llama-2-7b/resolve/main/config.json.\\nRepo model meta-llama/Llama-2-7b is gated. You must be authenticated to access it. | auth.unauthorized |  | huggingface.co | NeoSapiens issue 3: huggingface_hub 0.1x's module path and wording
            requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://huggingface.co/meta-llama/Llama-2-7b-chat-hf/resolve/main/config.json | auth.unauthorized |  | huggingface.co | huggingface_hub issue 2586: requests' raise_for_status under hf_raise_for_status
            OSError: You are trying to access a gated repo.\\nMake sure to have access to it at https://huggingface.co/meta-llama/Llama-3.1-8B. | auth.unauthorized |  |  | transformers utils/hub.py cached_file (4.3x-4.5x): its EnvironmentError's format string, the repo filled in
            127.0.0.1:51234 - "POST /v1/completions HTTP/1.1" 401 Unauthorized | - |  |  | negative: a serving process's access log answering its own client
            debug1: Unspecified GSS failure.  Minor code may provide more information\\nNo Kerberos credentials available (default cache: FILE:/tmp/krb5cc_1000)\\ndebug1: Next authentication method: publickey | - |  |  | negative: ssh -v trying GSS-API before a key, no failure
            Ticket cache: FILE:/tmp/tkt9QtN56\\nDefault principal: trenttest@AD.SVI.EDU.AU | - |  |  | negative: a ticket cache listed by klist
            touch: cannot touch `/u/de/krughoff/hack': Permission denied | - |  |  | negative: a refusal outside AFS with nothing that names the ticket
            cat: /afs/cern.ch/user/j/jdoe/missing.txt: No such file or directory | - |  |  | negative: a missing file under AFS is no refusal
            UnrecognizedClientException: The security token included in the request is invalid. | torch.exception |  |  | negative: an invalid token, not an expired one
            An error occurred (RequestExpired) when calling the DescribeInstances operation: Request has expired. | - |  |  | negative: a request signed with a clock far off, not an expired credential
                    if "ExpiredToken" in str(e): | - |  |  | negative: source code naming the error
            /bin/bash: /afs/cern.ch/user/j/jdoe/job.sh: Permission denied | auth.kerberos-ticket |  |  | bash's execve EACCES on a script under AFS: the token first, not launch.command-not-found's execute bit
            /bin/bash: ./job.sh: Permission denied | launch.command-not-found |  |  | negative: the same refusal outside AFS stays the execute bit's
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    /**
     * The ticket's finding names the cache klist looked for and tells how a job gets a ticket; the cloud's names the call refused; the
     * Hub's reads the status and whether a token was sent from the line after the refusal.
     */
    @Test
    void theFindingsSayWhatWasMissing() throws IOException {
        Finding ticket = WordingRow.diagnose(DOCTOR,
                "klist: No credentials cache found (filename: /tmp/krb5cc_1430606678)\\nsrun: error: test-scn01: task 0: Exited with exit code 1").get(0);
        assertTrue(ticket.message().contains("/tmp/krb5cc_1430606678") && ticket.message().contains("test-scn01"), ticket.message());
        assertTrue(ticket.hint().contains("--auks=yes") && ticket.hint().contains("krenew"), ticket.hint());
        Finding cloud = only("botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the CreateRole operation: "
                + "The security token included in the request is expired");
        assertTrue(cloud.message().contains("ExpiredToken calling CreateRole"), cloud.message());
        Finding hub = only("Unauthorized to access 'https://huggingface.co/briaai/RMBG-2.0/resolve/main/.gitattributes'.\\n"
                + "Status: 401. Check your Hugging Face token and permissions. Token present: False");
        assertTrue(hub.message().contains("(HTTP 401)") && hub.message().contains("present: False"), hub.message());
        assertTrue(hub.hint().contains("HF_TOKEN"), hub.hint());
    }
}
