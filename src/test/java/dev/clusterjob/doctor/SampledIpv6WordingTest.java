package dev.clusterjob.doctor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Start-up failures on nodes whose names or interfaces carry IPv6 addresses: torch's store client text pasted with the blank after
 * its comma dropped (torch.store-failed where an address refused, torch.rendezvous-timeout where it timed out); a tcp:// init_method
 * with an IPv6 address written without brackets, which urllib splits at its first colon (torch.launcher-config, in CPython's newer
 * and older wordings, and a build that prints the braces of its f-string); Open MPI's TCP BTL connecting to a link-local fe80:: peer
 * (mpi.connect-failed, in 4.x's and 5.x's prefixes, and its line wrapped where it was pasted); and the negatives (a mistyped port with
 * no colon, the same ValueError outside torch's rendezvous, torch's IPv6-only look-up and socket warnings, which are no error).
 * Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledIpv6WordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: The client socket has failed to connect to any network address of (0.15.4.33,39213). The client socket has failed to conne | torch.store-failed |  | 0.15.4.33 | vLLM issue 2440: torch 2.x socket.cpp's store client text pasted without the blank after the comma, cut
            RuntimeError: The client socket has failed to connect to any network address of (10.0.4.33,39213). The client socket has failed to connect to [10.0.4.33]:39213 (errno: 111 - Connection refused). | torch.store-failed |  | 10.0.4.33 | the same paste, the refused address's sentence whole
            torch.distributed.DistNetworkError: The client socket has failed to connect to any network address of (10.0.0.1,29500). The client socket has failed to connect to 10.0.0.1:29500 (errno: 110 - Connection timed out). | torch.rendezvous-timeout |  | 10.0.0.1 | the same paste where the address timed out: nothing answered there
            (AsyncVLLMInferenceEngine pid=1667, ip=2602:fb33:0:e1:9570::b) (EngineCore_0 pid=2285)\\nFile "/home/ray/anaconda3/lib/python3.12/site-packages/torch/distributed/rendezvous.py", line 216, in _tcp_rendezvous_handler\\n  if not result.port:\\nFile "/home/ray/anaconda3/lib/python3.12/urllib/parse.py", line 182, in port\\n  raise ValueError(f"Port could not be cast to integer value as {port!r}: {self.port}")\\nValueError: Port could not be cast to integer value as {port!r}: 'f3:03::e1:c6c9::d:52001' | torch.launcher-config | 2602:fb33:0:e1:9570::b |  | SkyRL pull request 612: an IPv6 node address put into tcp:// without brackets, under a Ray actor's prefix, a build that prints the f-string's braces
              File "/opt/conda/lib/python3.10/site-packages/torch/distributed/rendezvous.py", line 176, in _tcp_rendezvous_handler\\n    if not result.port:\\n  File "/opt/conda/lib/python3.10/urllib/parse.py", line 185, in port\\n    raise ValueError(f"Port could not be cast to integer value as {port!r}")\\nValueError: Port could not be cast to integer value as '4860:4860::8888:8086' | torch.launcher-config |  |  | CPython's newer urllib wording (vLLM pull request 3641's address)
              File "/usr/lib/python3.8/site-packages/torch/distributed/rendezvous.py", line 125, in _tcp_rendezvous_handler\\n    if not result.port:\\n  File "/usr/lib/python3.8/urllib/parse.py", line 174, in port\\n    port = int(port, 10)\\nValueError: invalid literal for int() with base 10: 'cd51:4b00::18d2:29500' | torch.launcher-config |  |  | CPython's older urllib, a bare int() on the rest of the address
              File "/opt/conda/lib/python3.10/site-packages/torch/distributed/rendezvous.py", line 176, in _tcp_rendezvous_handler\\n    if not result.port:\\n  File "/opt/conda/lib/python3.10/urllib/parse.py", line 185, in port\\n    raise ValueError(f"Port could not be cast to integer value as {port!r}")\\nValueError: Port could not be cast to integer value as 'MASTER_PORT' | torch.exception |  |  | negative: a port that is a word, no colon: no IPv6 address in the URL
            ValueError: Port could not be cast to integer value as '4860:4860::8888:8086' | torch.exception |  |  | negative: the same ValueError with no torch rendezvous frame before it (any program's URL)
            [[11195,1],0][/home/jsquyres/git/ompi-bisect/opal/mca/btl/tcp/btl_tcp_endpoint.c:776:mca_\\nbtl_tcp_endpoint_start_connect] from mpi026 to: mpi027 Unable to connect to the peer fe80\\n::2657:20ff:fe1b:5000 on port 4: Invalid argument\\n\\n[mpi026:08760] /home/jsquyres/git/ompi-bisect/ompi/mca/pml/ob1/pml_ob1_sendreq.c:193 FATAL | mpi.connect-failed | mpi026 | mpi027 | Open MPI issue 585: the TCP BTL's line wrapped at 89 columns where it was pasted, a longer line after it
            btl_tcp_endpoint_start_connect] from mpi026 to: mpi027 Unable to connect to the peer fe80\\n::2657:20ff:fe1b:5000 on port 4: Invalid argument | mpi.connect-failed | mpi026 | mpi027 | the same wrapped line without the piece before it
            [[11195,1],0][/home/jsquyres/git/ompi-bisect/opal/mca/btl/tcp/btl_tcp_endpoint.c:776:mca_btl_tcp_endpoint_start_connect] from mpi026 to: mpi027 Unable to connect to the peer fe80::2657:20ff:fe1b:5000 on port 4: Invalid argument | mpi.connect-failed | mpi026 | fe80::2657:20ff:fe1b:5000 | the same line whole, Open MPI 4.x's prefix
            [node1][[52017,1],0][btl_tcp_endpoint.c:730:mca_btl_tcp_endpoint_start_connect] peer: node2 Unable to connect to the peer fe80::1e34:daff:fe5b:12a4 on port 1024: Invalid argument | mpi.connect-failed | node1 | fe80::1e34:daff:fe5b:12a4 | Open MPI 5.x's prefix, a link-local peer
            [node1][[52017,1],0][btl_tcp_endpoint.c:730:mca_btl_tcp_endpoint_start_connect] peer: node2 Unable to connect to the peer 2001:db8:0:1::12 on port 1024: Network is unreachable | mpi.connect-failed | node1 | 2001:db8:0:1::12 | a global IPv6 peer with no route: the general connect rule
            [W socket.cpp:697] [c10d] The IPv6 network addresses of (10.0.5.4, 8004) cannot be retrieved (gai error: -2 - Name or service not known). | - |  |  | negative: PyTorch issue 121807, the IPv6-only look-up of an IPv4 address, after which torch goes on with IPv4
            [W socket.cpp:558] [c10d] The client socket cannot be initialized to connect to [jwb0475i.juwels]:7010 (errno: 97 - Address family not supported by protocol). | - |  |  | negative: PyTorch issue 77523, the IPv6 socket on a node without IPv6, after which torch goes on with IPv4
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void aLinkLocalPeerIsNamedAsOne() throws IOException {
        String linkLocal = "[node1][[52017,1],0][btl_tcp_endpoint.c:730:mca_btl_tcp_endpoint_start_connect] peer: node2 Unable to connect to the peer"
                + " fe80::1e34:daff:fe5b:12a4 on port 1024: Invalid argument";
        assertTrue(only(linkLocal).message().contains("link-local"), linkLocal);
        String global = linkLocal.replace("fe80::1e34:daff:fe5b:12a4", "2001:db8:0:1::12");
        assertFalse(only(global).message().contains("link-local"), global);
    }
}
