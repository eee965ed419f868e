package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from HPC centres' own known-issues pages, a third sample (issue 26), read from the launcher's messages as the centre
 * documents them. HPE PALS mpiexec, closed source, prints {@code "launch failed on %s: %s"} when a node's palsd could not start the
 * job, e.g. when it could not pass the launch RPC to a child node ({@code "Couldn't forward RPC launch(%s) to child %s: %s"},
 * that child the peer). Its {@code "start failed on %s: %s"} was read before. Both are
 * {@code mpi.daemon-start-failed}; PALS's ping failures are a node lost while the job runs and stay out, and prose with the same
 * words but no colon after the node stays healthy. Columns: the codes of the findings in order ("-": none), the host and peer of
 * the first. {@code \n} is a line break.
 */
class SampledCentresThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            launch failed on x3104c0s1b0n0: Couldn't forward RPC launch(ab751d77-e80a-4c54-b1c2-4e881f7e8c90) to child x3104c0s31b0n0.hsn.cm.polaris.alcf.anl.gov: Resource temporarily unavailable | mpi.daemon-start-failed | x3104c0s1b0n0 | x3104c0s31b0n0.hsn.cm.polaris.alcf.anl.gov | the real line (ALCF's Polaris known issues)
            If you see `launch failed on x4102c5s2b0n0: Couldn't forward RPC launch(0b2e) to child x4102c5s3b0n0: Resource temporarily unavailable`, resubmit | mpi.daemon-start-failed | x4102c5s2b0n0 | x4102c5s3b0n0 | the wording in backticks inside a sentence, as the centres' pages quote PALS
            x1002c0s2b0n0: launch failed on x1002c0s2b0n0: Couldn't forward RPC launch(5c1d9e0a) to child x1002c0s3b0n0: Connection refused | mpi.daemon-start-failed | x1002c0s2b0n0 | x1002c0s3b0n0 | composed from the format with another errno and a pdsh-like host prefix before it
            start failed on x4102c5s2b0n0: No VNIs available in internal allocator | mpi.daemon-start-failed | x4102c5s2b0n0 |  | the start step's wording read before, unchanged
            the nightly launch failed on macOS because of a stale cache, so we pinned the runner | - |  |  | negative: prose with the same words and no colon after a node
            ping failed on x4707c6s4b0n0: Couldn't forward RPC ping(24c93b8c-3434-4fb5-a8f0-53cff4cbbe42) to child x4707c7s6b0n0.hostmgmt2707.cm.aurora.alcf.anl.gov: Resource temporarily unavailable | - |  |  | negative here: PALS's ping of a running job, a node lost mid-run, not a start that failed
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
