package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Apptainer and Singularity around GPU jobs as users paste them (issue 26): Singularity 2.x's image mount failure and its ABORT line quoted
 * or with the level's padding collapsed, Nextflow's report of an image it could not pull, the command line Apptainer / Singularity 3.x
 * refuses (its %q quotes made typographic by a web page), --nv finding none of the driver's libraries (a warning: the program goes on on
 * the CPU), and Apptainer's FATAL line behind a markdown heading or with its colour codes written out. One row per wording and release,
 * with host names of several shapes; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row
 * is a line break.
 */
class ApptainerGpuPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            "Failed to mount squashfs image in (read only): Invalid argument \\nABORT : Retval = 255". | apptainer.failed |  |  | Singularity 2.6 src/lib/image/squashfs/mount.c and util/message.c: the error without its level, quoted, the padding collapsed
            gpu-07: ERROR  : Failed to mount squashfs image in (read only): No such device\\ngpu-07: ABORT  : Retval = 255 | apptainer.failed | gpu-07 |  | Singularity 2.4-2.6: both lines with their levels, behind pdsh's prefix
            ABORT: Retval = 255 | apptainer.failed |  |  | Singularity 2.x util/message.c ABORT with no padding left (a page that trims spaces)
            Caused by:\\n  Failed to pull singularity image\\n  command: singularity pull  --name nfcore-rnaseq-1.3.img docker://nfcore/rnaseq:1.3 > /dev/null\\n  status : 255 | apptainer.failed |  |  | Nextflow 21.x-24.x SingularityCache.groovy runPullCmd: the report without Singularity's message
            ERROR ~ Error executing process > 'FASTQC (1)'\\n\\nCaused by:\\n  Failed to pull singularity image\\n  status : 143\\n  hint   : Try and increase singularity.pullTimeout in the config (current is "20m") | apptainer.failed |  |  | Nextflow 23.x-25.x: the pull killed at singularity.pullTimeout (status 143), with its hint line
            Error for command "exec": unknown flag: --gpus\\n\\nRun 'apptainer exec --help' for more detailed usage information. | apptainer.failed |  |  | Apptainer 1.x cmd/internal/cli/apptainer.go ExecuteApptainer: "Error for command %q: %s" for Docker's --gpus
            node12.cluster.example.org: Error for command “run”: unknown shorthand flag: ‘v’ in -v | apptainer.failed | node12.cluster.example.org |  | the same with the quotes a web page made typographic, behind a host prefix
            0: Error for command "exec": flag needs an argument: --bind | apptainer.failed |  |  | SingularityCE 3.x-4.x singularity.go: pflag's "flag needs an argument", behind srun --label
            WARNING: Could not find any nv libraries on this host!\\nWARNING: You may need to manually edit /etc/apptainer/nvliblist.conf | torch.cpu-fallback |  |  | Apptainer 1.x / SingularityCE 3.6+ --nv on a host whose driver libraries it cannot find (a warning; the program goes on)
            gpu-07: WARNING: Could not find any NVIDIA libraries on this host! | torch.cpu-fallback | gpu-07 |  | Singularity 3.0-3.5's wording of the same, behind pdsh's prefix
            INFO:    Could not find any nv files on this host! | - |  |  | the INFO line when nvidia-container-cli lists nothing (a Jetson whose libraries are in the image): no finding
            # FATAL:   While making image from oci registry: error fetching image to cache: while building SIF from layers: conveyor failed to get: no descriptor found for reference "518562e2" | apptainer.failed |  |  | SingularityCE 3.x pkg/sylog "FATAL:   %s" rendered as a markdown heading by the paste
            ^[[31mFATAL:  ^[[0m container creation failed: mount hook function failure: mount /etc/localtime->/etc/localtime error: while mounting /etc/localtime: mount source /etc/localtime doesn't exist | apptainer.failed |  |  | Apptainer 1.3-1.4 with its colour codes written out as ^[[31m by the terminal copy
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
