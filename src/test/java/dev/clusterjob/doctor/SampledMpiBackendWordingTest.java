package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * MPICH Hydra's launcher lines pasted between quotes, backticks or angle brackets: the "[mpiexec@HOST]" and "[proxy:P:I@HOST]" prefixes
 * still name the host when the poster's opening mark stands before them. Negatives: Hydra's healthy debug lines behind the same marks stay
 * healthy. Columns: the codes of the findings in order ("-": no error), the first one's host and peer, and where the wording comes from.
 * {@code \n} is a line break.
 */
class SampledMpiBackendWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            <[mpiexec@cappuccino-Super-Server] match_arg (utils/args/args.c:163): unrecognized argument allow-run-as-root | mpi.launcher-usage | cappuccino-Super-Server |  | the corpus log's first line: MPICH 3.x utils/args/args.c match_arg behind the poster's '<'
            `[mpiexec@gpu-n1] match_arg (lib/utils/args.c:155): unrecognized argument mca | mpi.launcher-usage | gpu-n1 |  | MPICH 4.x lib/utils/args.c match_arg behind a backtick
            "[mpiexec@node07] main (ui/mpich/mpiexec.c:148): error parsing parameters | mpi.launcher-usage | node07 |  | Hydra 3.x mpiexec.c main's fallback behind a quote
            < [mpiexec@login2] match_arg (utils/args/args.c:163): unrecognized argument x | mpi.launcher-usage | login2 |  | the same after the mark and a blank
            [mpiexec@cappuccino-Super-Server] match_arg (utils/args/args.c:163): unrecognized argument allow-run-as-root | mpi.launcher-usage | cappuccino-Super-Server |  | the prefix at the line's start, as before
            <[mpiexec@node07] Launch arguments: /usr/bin/hydra_pmi_proxy --control-port node07:40123 --debug | - |  |  | negative: Hydra's -verbose launch line behind a '<' is no failure
            `[proxy:0:1@gpu-n2] got pmi command (from 4): init | - |  |  | negative: a proxy's PMI debug line behind a backtick
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
