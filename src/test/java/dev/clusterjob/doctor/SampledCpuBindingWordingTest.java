package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * CPU and memory binding refused on the node, as the tools that bind print it: hwloc-bind's hwloc_set_cpubind / hwloc_set_membind in
 * its 1.x and 2.x wordings, numactl and libnuma (a node or CPU out of range, the list it calls invalid, its perror and complain lines),
 * util-linux taskset, and CPython's os.sched_setaffinity with Errno 22, are node.binding-refused; Open MPI's odls value
 * "hwloc_set_cpubind returned ... for bitmap ..." quoted alone stays mpi.not-enough-slots (the launcher's own binding refusal); and the
 * negatives (a binding report, hwloc's topology warning, numactl's usage alone, a query that failed, the call in a sentence without its
 * error). Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledCpuBindingWordingTest extends WordingTable {
    /** text ¦ codes in order ¦ host of the first ¦ peer of the first ¦ source (cells split at " ¦ ": numactl's usage holds " | ") */
    private static final String ROWS = """
            $ hwloc-bind --membind package:0  -- ls\\nhwloc_set_membind 0x00000001 (policy 2 flags 0x0) failed (errno 38 Function not implemented) ¦ node.binding-refused ¦  ¦  ¦ hwloc issue 711: hwloc 2.11 hwloc-bind under WSL, no mbind
            hwloc_set_cpubind 0x00000f00 (flags 0) failed (errno 22 Invalid argument) ¦ node.binding-refused ¦  ¦  ¦ hwloc 2.0-2.5 hwloc-bind.c: the flags without 0x, a set outside the cpuset
            hwloc_set_proc_cpubind 0x00000003 (flags 0x0) PID 4242 failed (errno 18 Invalid cross-device link) ¦ node.binding-refused ¦  ¦  ¦ hwloc 2.6+ hwloc-bind.c --pid: EXDEV, the binding cannot be enforced
            hwloc_set_membind 0x00000002 failed (errno 22 Invalid argument) ¦ node.binding-refused ¦  ¦  ¦ hwloc 1.x hwloc-bind.c: no policy and flags
            hwloc_set_proc_cpubind 0x000000ff 1234 failed (errno 1 Operation not permitted) ¦ node.binding-refused ¦  ¦  ¦ hwloc 1.x hwloc-bind.c with --pid
            gpu07: hwloc_set_cpubind 0x00010000 (flags 0x0) failed (errno 22 Invalid argument) ¦ node.binding-refused ¦ gpu07 ¦  ¦ the same under pdsh's host prefix: names the node
            <2> is invalid\\nlibnuma: Warning: node argument 2 is out of range\\n\\nusage: numactl [--all | -a] [--interleave= | -i <nodes>] [--preferred= | -p <nod ¦ node.binding-refused ¦  ¦  ¦ ai-reference-models issue 94: numactl 2.0.x -m 2 on a two-node machine
            libnuma: Warning: node argument 1 out of range ¦ node.binding-refused ¦  ¦  ¦ libnuma.c numa_parse_nodestring: the end of a range (0-1) past the nodes
            libnuma: Warning: cpu argument 64 is out of range ¦ node.binding-refused ¦  ¦  ¦ libnuma.c numa_parse_cpustring: numactl -C 64 in a step with fewer CPUs
            <0-71> is invalid\\nusage: numactl [--all | -a] [--balancing | -b] [--interleave= | -i <nodes>] ¦ node.binding-refused ¦  ¦  ¦ numactl.c: the list it refused, its usage after it (the libnuma line on stderr elsewhere)
            sched_setaffinity: Invalid argument ¦ node.binding-refused ¦  ¦  ¦ numactl.c checkerror: perror after numactl -C
            setting membind: Operation not permitted ¦ node.binding-refused ¦  ¦  ¦ numactl.c checkerror: set_mempolicy refused by a container's seccomp
            numactl: This system does not support NUMA policy ¦ node.binding-refused ¦  ¦  ¦ numactl.c complain: a kernel (or sandbox) without the NUMA calls
            taskset: failed to set pid 0's affinity: Invalid argument ¦ node.binding-refused ¦  ¦  ¦ util-linux 2.2x+ taskset.c err(): a CPU list outside the job's cpuset
            failed to set pid 31337's affinity. ¦ node.binding-refused ¦  ¦  ¦ util-linux 2.1x taskset.c after its perror line
                os.sched_setaffinity(0, [2*(cpu_offset+rank)])\\nOSError: [Errno 22] Invalid argument ¦ node.binding-refused ¦  ¦  ¦ torch-quiver issue 162: the traceback's last frame and the error
                os.sched_setaffinity(0, {local_rank * 8})\\n    ~~~~~~~~~~~~~~~~~~~~^^^^^^^^^^^^^^^^^^^^^^^\\nOSError: [Errno 22] Invalid argument ¦ node.binding-refused ¦  ¦  ¦ Python 3.11+ puts a caret line between the call and the error
            os.sched_setaffinity(0, [2*(cpu_offset+rank)]) OSError: [Errno 22] Invalid argument ¦ node.binding-refused ¦  ¦  ¦ torch-quiver issue 162's title: the call and the error on one line
            ```\\nhwloc_set_cpubind returned "Error" for bitmap "0,96"\\n``` ¦ mpi.not-enough-slots ¦  ¦  ¦ spd pull request 246: Open MPI odls's error message quoted alone, under Slurm
            [node3:12345] MCW rank 0 bound to socket 0[core 0[hwt 0]]: [B/././.][./././.] ¦ - ¦  ¦  ¦ negative: mpirun's --report-bindings line, a binding that worked
            * hwloc 1.11.5 has encountered what looks like an error from the operating system.\\n*\\n* L3 (cpuset 0x000fc000) intersects with NUMANode (P#4 cpuset 0x0003f000) without inclusion!\\n* Error occurred in topology.c line 1074 ¦ - ¦  ¦  ¦ negative: hwloc's topology warning (xmr-stak issue 1243), the program goes on
            usage: numactl [--all | -a] [--interleave= | -i <nodes>] [--preferred= | -p <node>] ¦ - ¦  ¦  ¦ negative: numactl's usage alone (numactl -h)
            hwloc_get_cpubind failed (errno 38 Function not implemented) ¦ - ¦  ¦  ¦ negative: a query of the binding, not a binding
            we call os.sched_setaffinity(0, cpus) for each worker to pin it ¦ - ¦  ¦  ¦ negative: the call in a sentence, no error
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " ¦ ");
    }
}
