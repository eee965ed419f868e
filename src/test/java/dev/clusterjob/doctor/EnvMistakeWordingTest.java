package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Configuration mistakes as the logs show them: NCCL/RCCL refusing or ignoring a setting it was given (an
 * NCCL_ALGO / NCCL_PROTO that leaves no algorithm, a topology, graph or algorithm XML it cannot use, NCCL_GRAPH_FILE left set, an
 * NCCL_COMM_ID that does not parse, values NCCL says it ignores), the interface and network names that match nothing, and the
 * messages that only look alarming (torch's deprecated variable names, NCCL's plugin probe). One row per wording and release, each
 * instantiated from the project's format string (the last column names the file, the function or message and the releases), with
 * host names of several shapes and behind launcher prefixes; the codes of the findings in order and the host of the first. A "-" row
 * asks for no error (a warning may stand). {@code \n} in a row is a line break.
 */
class EnvMistakeWordingTest extends WordingTable {
    /** text | codes in order | host of the first | source */
    private static final String ROWS = """
            gpu-07:8969:9001 [3] enqueue.cc:422 NCCL WARN Error : no algorithm/protocol available | nccl.bad-setting | gpu-07 | NCCL src/enqueue.cc WARN("Error : no algorithm/protocol available") (2.12-2.23)
            0: 10.1.2.3:311:311 [0] enqueue.cc:1182 NCCL WARN Error : no algorithm/protocol available | nccl.bad-setting | 10.1.2.3 | the same behind srun --label, an address as the host name (2.18)
            node12.cluster.example.org:4521:4600 [0] enqueue.cc:1656 NCCL WARN Error : no algorithm/protocol available for function AllReduce with datatype ncclBfloat16. NCCL_ALGO was set to NVLS. | nccl.bad-setting | node12.cluster.example.org | enqueue.cc "... for function %s with datatype %s.%s%s" with " NCCL_ALGO was set to %s." (2.24-2.30)
            [1,0]<stderr>:gpu-n3:77:88 [0] enqueue.cc:1971 NCCL WARN Error : no algorithm/protocol available for function Broadcast with datatype ncclInt8. NCCL_ALGO was set to Tree. NCCL_PROTO was set to LL128. | nccl.bad-setting | gpu-n3 | the same with " NCCL_PROTO was set to %s." too, behind mpirun --tag-output (2.29)
            Last error:\\nError : no algorithm/protocol available for function AllGather with datatype ncclInt8. | nccl.bad-setting | | the same as torch prints ncclGetLastError() after "Last error:", nothing set (NCCL_COLLNET_ENABLE) (2.26)
            gpu-07:2196:2275 [1] graph/xml.h:101 NCCL WARN Attribute arch of node cpu not found | nccl.bad-setting | gpu-07 | NCCL src/graph/xml.h xmlGetAttrStr WARN("Attribute %s of node %s not found") reading NCCL_TOPO_FILE (2.24-2.30)
            node12.cluster.example.org:59200:59216 [0] graph/xml.h:85 NCCL WARN Attribute ngpus of node algo not found | nccl.bad-setting | node12.cluster.example.org | the same at xml.h:85 reading an MSCCL/SCCL algorithm file (2.12-2.23)
            gpu-07:100:200 [0] graph/xml.cc:290 NCCL WARN XML Topology has wrong version 2, 1 needed | nccl.bad-setting | gpu-07 | NCCL src/graph/xml.cc ncclTopoGetXmlFromFile WARN("XML Topology has wrong version %d, %d needed") (2.12-2.30)
            gpu-07:100:210 [0] graph/search.cc:625 NCCL WARN XML Import Channel : dev 1 not found. | nccl.bad-setting | gpu-07 | NCCL src/graph/search.cc ncclTopoGetChannelFromXml WARN("XML Import Channel : dev %d not found.") (2.12-2.20; %ld 2.21-2.30), an NCCL_GRAPH_FILE for other GPUs
            gpu-07:100:200 [0] NCCL INFO NCCL_GRAPH_FILE set by environment to /opt/microsoft/ncv4/graph.xml | nccl.bad-setting | gpu-07 | NCCL src/graph/search.cc INFO(NCCL_ENV, "NCCL_GRAPH_FILE set by environment to %s") (2.12-2.30): a warning, the setting is for debugging
            node12.cluster.example.org:1:1 [0] bootstrap.cc:36 NCCL WARN Invalid NCCL_COMM_ID, please use format: <ipv4>:<port> or [<ipv6>]:<port> or <hostname>:<port> | nccl.bad-setting | node12.cluster.example.org | NCCL src/bootstrap.cc WARN("Invalid NCCL_COMM_ID, please use format: ...") (2.12-2.30)
            gpu-07:100:200 [0] init.cc:400 NCCL WARN NCCL_WORK_FIFO_DEPTH=1000 is being ignored because it is not a power of 2. | nccl.bad-setting | gpu-07 | NCCL src/init.cc WARN("NCCL_WORK_FIFO_DEPTH=%d is being ignored because it is not a power of 2.") (2.16-2.21)
            gpu-07:100:200 [0] init.cc:585 NCCL WARN NCCL_WORK_FIFO_BYTES=3000000 is being ignored because it is not a power of 2. | nccl.bad-setting | gpu-07 | the same for NCCL_WORK_FIFO_BYTES (2.22-2.30)
            gpu-07:100:200 [0] NCCL INFO Invalid value eth0 for NCCL_IB_DISABLE, using default 0. | nccl.bad-setting | gpu-07 | NCCL src/misc/param.cc ncclLoadParam INFO(NCCL_ALL, "Invalid value %s for %s, using default %lld.") (2.12-2.30)
            gpu-07:100:200 [0] graph/tuning.cc:22 NCCL WARN Invalid NCCL_NTHREADS 1024 (maximum 512). | nccl.bad-setting | gpu-07 | NCCL src/graph/tuning.cc getNthreads WARN("Invalid %s %d (maximum %d).") (2.12-2.26; INFO later)
            gpu-07:100:200 [0] NCCL INFO Invalid NCCL_NTHREADS 100 (must be a multiple of 32) | nccl.bad-setting | gpu-07 | the same, INFO(NCCL_GRAPH or NCCL_ENV, "Invalid %s %d (must be a multiple of %d)") (2.27-2.30)
            gpu-07:100:200 [0] graph/topo.cc:1757 NCCL WARN NCCL_NET_MERGE_POLICY: unknown value 'SOME', defaulting to ALL | nccl.bad-setting | gpu-07 | NCCL src/graph/topo.cc WARN("NCCL_NET_MERGE_POLICY: unknown value '%s', defaulting to ALL") (2.30)
            gpu-07:100:200 [0] graph/topo.cc:1102 NCCL WARN TOPO/NET : Could not force merge NICs mlx5_0,mlx5_9. Please specify a valid NCCL_NET_FORCE_MERGE string. | nccl.bad-setting | gpu-07 | NCCL src/graph/topo.cc WARN("TOPO/NET : Could not force merge NICs %s. Please specify a valid NCCL_NET_FORCE_MERGE string.") (2.26-2.30)
            gpu617:22841:22841 [0] bootstrap.cc:37 NCCL WARN Bootstrap : no socket interface found | nccl.socket-interface-not-found | gpu617 | NCCL src/bootstrap.cc WARN("Bootstrap : no socket interface found"): NCCL_SOCKET_IFNAME naming nothing there (2.4-2.30)
            node12.cluster.example.org:4:4 [0] net.cc:285 NCCL WARN Error: network AWS Libfabric not found. | launch.library-not-found | node12.cluster.example.org | NCCL src/net.cc WARN("Error: network %s not found.") when NCCL_NET names a plugin that is not loaded (2.12-2.2x)
            gpu-07:100:200 [0] NCCL INFO NET/Plugin: Could not find: libnccl-net.so. Using internal network plugin. | - | | NCCL src/plugin/net.cc plugin probe (2.23-2.30): no plugin is no error
            gpu-07:100:200 [0] NCCL INFO NET/Plugin : Plugin load (libnccl-net.so) returned 2 : libnccl-net.so: cannot open shared object file: No such file or directory | - | | the same probe's wording (2.18-2.19)
            gpu-07:100:200 [0] NCCL INFO NCCL_TOPO_FILE set by environment to /opt/microsoft/ncv4/topo.xml | - | | NCCL src/graph/topo.cc INFO("NCCL_TOPO_FILE set by environment to %s"): a VM's topology file is a normal setting
            gpu-07:100:200 [0] NCCL INFO NCCL_P2P_LEVEL set by environment to LOC | - | | NCCL src/graph/paths.cc INFO("%s set by environment to %s") with the level's name (2.7-2.30)
            gpu-07:100:200 [0] NCCL INFO NCCL_IB_HCA set to mlx5_0 | - | | NCCL src/transport/net_ib.cc INFO("NCCL_IB_HCA set to %s") (2.12-2.30)
            [W Utils.hpp:133] Warning: Environment variable NCCL_ASYNC_ERROR_HANDLING is deprecated; use TORCH_NCCL_ASYNC_ERROR_HANDLING instead (function getCvarInt) | - | | torch c10d Utils.hpp getCvarInt TORCH_WARN_ONCE("Environment variable %s is deprecated; use %s instead") (2.2)
            [rank3]:[W Utils.hpp:164] Warning: Environment variable NCCL_DESYNC_DEBUG is deprecated; use TORCH_NCCL_DESYNC_DEBUG instead (function getCvarBool) | - | | the same from getCvarBool behind torchrun's [rankN]: (2.2)
            [rank0]:[W1111 11:55:57.148815586 Utils.hpp:112] Warning: Environment variable NCCL_BLOCKING_WAIT is deprecated; use TORCH_NCCL_BLOCKING_WAIT instead (function operator()) | - | | the same with glog's time stamp (2.6-2.9)
            Warning: TORCH_NCCL_AVOID_RECORD_STREAMS is the default now, this environment variable is thus deprecated. (function operator()) | - | | torch ProcessGroupNCCL.cpp TORCH_WARN_ONCE (2.7-2.9)
            Warning: Environment variable TORCH_NCCL_DEBUG_INFO_TEMP_FILE is deprecated; use TORCH_FR_DUMP_TEMP_FILE instead (function operator()) | - | | torch c10d getCvarString (2.9)
            RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:84] ifa != nullptr. Unable to find address for: =eth0 | gloo.address-not-found | | gloo transport/tcp/device.cc lookupAddrForIface GLOO_ENFORCE(ifa != nullptr, "Unable to find address for: ", iface): NCCL's exact-match "=" given to GLOO_SOCKET_IFNAME
            RuntimeError: [enforce fail at /pytorch/third_party/gloo/gloo/transport/tcp/device.cc:83] ifa != nullptr. Unable to find address for: 10.1.2.3 | gloo.address-not-found | | the same with an address where an interface name belongs
            gpu-07:300:300 [0] NCCL WARN NCCL_MIN_NCHANNELS set by environment is ignored due to less than 8 GPUs. | nccl.bad-setting | gpu-07 | RCCL 2.27 (ROCm 7.2) WARN("NCCL_MIN_NCHANNELS set by environment is ignored due to less than 8 GPUs.") (the guard ROCm/rocm-systems#11255 quotes)
            node12.cluster.example.org:300:300 [0] NCCL WARN NCCL_MIN_NCHANNELS set by environment is ignored due to greater than max allowed 48 channels. | nccl.bad-setting | node12.cluster.example.org | the same guard's "greater than max allowed %d channels."
            gpu-07:1263988:1263988 [3] /src/extlibs/rccl/build/src/init.cpp:126 NCCL WARN Missing "HSA_FORCE_FINE_GRAIN_PCIE=1" from environment which can lead to low RCCL performance, system instablity or hang! | rccl.fine-grain-pcie | gpu-07 | RCCL src/init.cc WARN (rocm-5.x-6.x)
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rowsWithoutPeer(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
