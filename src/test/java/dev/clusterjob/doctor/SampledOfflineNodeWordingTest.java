package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * A compute node that cannot reach the internet, as the lower layers report it when no library wrapper's message follows: urllib3's own
 * exceptions as a traceback's last line (connection.py _new_conn: ConnectTimeoutError, NameResolutionError, NewConnectionError), GNU Wget's
 * connect and resolve lines (connect.c connect_to_ip, host.c lookup_host), and a traceback cut inside urllib's do_open (the frame stands
 * there only when the connection was never made). Only the sites a job downloads from or reports to count; the same failures to a host
 * of the cluster are another event. Columns: text | codes in order ("-": no error; a warning may stand) | host of the first | peer of the
 * first (the site) | source. {@code \n} in a row is a line break.
 */
class SampledOfflineNodeWordingTest extends WordingTable {
    private static final String ROWS = """
            Connecting to huggingface.co (huggingface.co)|2600:9000:2133:6600:8:2a4d:8540:93a1|:443... failed: Connection timed out. | internet.unreachable |  | huggingface.co | GNU Wget 1.1x-1.2x connect.c: "Connecting to %s|%s|:%d... " then "failed: %s.\\n" (strerror), the name with its canonical name and an IPv6 address
            gpu-07: Connecting to pypi.org (pypi.org)|151.101.0.223|:443... failed: Network is unreachable. | internet.unreachable | gpu-07 | pypi.org | the same with no route out, behind a host prefix
            Connecting to download.pytorch.org (download.pytorch.org)|18.160.10.2|:443... failed: No route to host. | internet.unreachable |  | download.pytorch.org | the same to a subdomain of a listed site
            Resolving github.com (github.com)... failed: Temporary failure in name resolution. | internet.unreachable |  | github.com | GNU Wget host.c lookup_host: "Resolving %s... " then "failed: %s.\\n" (gai_strerror): no DNS for outside names
            wget: unable to resolve host address ‘huggingface.co’ | internet.unreachable |  | huggingface.co | GNU Wget 1.12+ host.c: "%s: unable to resolve host address %s\\n" with the name in typographic quotes
            wget: unable to resolve host address 'huggingface.co' | internet.unreachable |  | huggingface.co | the same in the C locale's plain quotes
            Connecting to huggingface.co (huggingface.co)|18.244.202.73|:443... connected. | - |  |  | GNU Wget: a connection that was made: no failure
            Connecting to 10.0.0.5:8000... failed: Connection refused. | - |  |  | GNU Wget to a server of the cluster (an address, no name): not a site outside
            Resolving login01 (login01)... failed: Name or service not known. | - |  |  | GNU Wget to a host of the cluster by name: not a site outside
            urllib3.exceptions.ConnectTimeoutError: (<urllib3.connection.HTTPSConnection object at 0x7f546440e2d0>, 'Connection to api.wandb.ai timed out. (connect timeout=20)') | internet.unreachable |  | api.wandb.ai | urllib3 1.26-2.x connection.py _new_conn: ConnectTimeoutError(self, f"Connection to {self.host} timed out. (connect timeout={self.timeout})"), the traceback's last line (wandb's client)
            [rank0]: urllib3.exceptions.ConnectTimeoutError: (<HTTPSConnection(host='huggingface.co', port=443) at 0xf0ff49d14050>, 'Connection to huggingface.co timed out. (connect timeout=10)') | internet.unreachable |  | huggingface.co | urllib3 2.3+ with the connection's repr naming its host, behind torchrun's rank prefix
            node12.cluster.example.org: urllib3.exceptions.NameResolutionError: <urllib3.connection.HTTPSConnection object at 0x7f8e2c1d0a90>: Failed to resolve 'huggingface.co' ([Errno -3] Temporary failure in name resolution) | internet.unreachable | node12.cluster.example.org | huggingface.co | urllib3 2.x connection.py: NameResolutionError(host, conn, reason), "Failed to resolve '%s' (%s)", a host with its domain
            urllib3.exceptions.NewConnectionError: <HTTPSConnection(host='pypi.org', port=443) at 0x7f3c2b1a>: Failed to establish a new connection: [Errno 101] Network is unreachable | internet.unreachable |  | pypi.org | urllib3 2.3+ connection.py: NewConnectionError(self, f"Failed to establish a new connection: {e}") with the host in the connection's repr
            urllib3.exceptions.NewConnectionError: <urllib3.connection.HTTPConnection object at 0x7f3c2b1a>: Failed to establish a new connection: [Errno 111] Connection refused | torch.exception |  |  | urllib3 1.x: the connection's repr names no host (a server of the job's own as likely as a site): left to the generic exception
            urllib3.exceptions.ConnectTimeoutError: (<urllib3.connection.HTTPConnection object at 0x7f3c>, 'Connection to 10.1.2.3 timed out. (connect timeout=5)') | torch.exception |  |  | the same time-out to an address of the cluster: not a site outside
            Traceback (most recent call last):\\n  File "/home/u/.conda/envs/t/lib/python3.11/urllib/request.py", line 1348, in do_open\\n    h.request(req.get_method(), req.selector, req.data, headers,\\n  File "/home/u/.conda/envs/t/lib/python3.11/http/client.py", line 1282, in request | internet.unreachable |  |  | CPython 3.x urllib/request.py AbstractHTTPHandler.do_open: a traceback cut inside h.request() (a fallback: the URLError line is missing)
            gpu-07: File /opt/conda/lib/python3.10/urllib/request.py:1348, in AbstractHTTPHandler.do_open(self, http_class, req, **http_conn_args) | internet.unreachable | gpu-07 |  | the same frame in IPython's form, behind a host prefix
            Traceback (most recent call last):\\n  File "C:\\Python27\\lib\\urllib2.py", line 1214, in do_open\\n    raise URLError(err) | internet.unreachable |  |  | Python 2 urllib2.py do_open, Windows paths
            Traceback (most recent call last):\\n  File "/usr/lib/python3.10/urllib/request.py", line 1348, in do_open\\n    h.request(req.get_method(), req.selector, req.data, headers,\\nurllib.error.URLError: <urlopen error [Errno -2] Name or service not known> | internet.unreachable |  |  | the whole traceback: the URLError rule names the reason, the frame's fallback stays hidden
            File "/usr/lib/python3.10/urllib/request.py", line 643, in http_error_default\\nurllib.error.HTTPError: HTTP Error 404: Not Found | torch.exception |  |  | an HTTP status comes from http_error_default, not do_open: the site answered
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
