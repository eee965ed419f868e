package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Multi-node jobs under batch systems and launchers other than Slurm: glibc getopt's refusals of a launcher's command
 * line as HPE Cray PALS mpiexec and ALPS aprun print them (every glibc wording: 2.26+, 2.12-2.25, up to 2.11), Cray ALPS's OOM-killer
 * report with its "[NID nnnnn]" node, NCI Gadi's PBS jobfs kill; with the PBS, LSF and HTCondor memory wordings earlier batches read,
 * as users paste them (a grep file-name prefix, backticks, a sentence, launcher prefixes). One row per wording and release, host names of
 * several shapes; the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class OtherSchedulersPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            mpiexec: unrecognized option '--bind-to'\\nUsage: mpiexec [global_options] [command_options] cmd1 | mpi.launcher-usage |  |  | glibc 2.26+ posix/getopt.c "%s: unrecognized option '%s%s'" as HPE Cray PALS mpiexec 1.x prints it, with its usage line
            /opt/cray/pals/1.7/bin/mpiexec: unrecognized option '--map-by' | mpi.launcher-usage |  |  | the same with argv[0] a full path (cray-pals 1.7)
            mpiexec: unrecognized option `--npernode' | mpi.launcher-usage |  |  | glibc up to 2.11 "%s: unrecognized option `--%s'" (a backtick before the option)
            aprun: invalid option -- 'x' | mpi.launcher-usage |  |  | glibc 2.x "%s: invalid option -- '%c'" as ALPS aprun prints it
            aprun: invalid option -- x | mpi.launcher-usage |  |  | glibc up to 2.11 "%s: invalid option -- %c" (no quotes)
            mpiexec: option '--ppn' requires an argument | mpi.launcher-usage |  |  | glibc 2.26+ "%s: option '%s%s' requires an argument"
            mpiexec: option requires an argument -- 'n' | mpi.launcher-usage |  |  | glibc 2.x "%s: option requires an argument -- '%c'"
            It fails on Polaris with `mpiexec: unrecognized option '--oversubscribe'` when I pass the Open MPI flags. | mpi.launcher-usage |  |  | the 2.26+ wording quoted in backticks inside a sentence
            sed: invalid option -- '3' | - |  |  | the same getopt wording of a program that is not a launcher: no finding
            [NID 00146] 2011-05-01 19:00:18 Apid 15379: OOM killer terminated this process. | slurm.oom | nid00146 |  | Cray ALPS on CLE 3.1 (XE6): the node as "NID %05d", its host name nid00146
            [NID 04371] 2016-10-19 22:21:27 Apid 23764253: initiated application termination\\n[NID 04371] 2016-10-19 22:21:28 Apid 23764253: OOM killer terminated this process.\\nApplication 23764253 exit signals: Killed | slurm.oom | nid04371 |  | Cray ALPS on CLE 5-6 (XC): the termination line before it and aprun's exit-signal line after
            you probably get in the error file something like "OOM killer terminated this process." | slurm.oom |  |  | the ALPS wording quoted in a sentence without its prefix
            Job 143560526.gadi-pbs killed due to exceeding jobfs quota. Quota: 15.0GB, Used: 15.0GB, Host: gadi-cpu-spr-0578 | fs.no-space | gadi-cpu-spr-0578 |  | NCI Gadi PBS Pro jobfs kill with the host (2025)
            Job 1.gadi-pbs killed due to exceeding jobfs quota. Quota: 100MB, Used: 1GB | fs.no-space |  |  | the same without the host (an older Gadi wording)
            [1,3]<stderr>:Job 77.gadi-pbs killed due to exceeding jobfs quota. Quota: 400.0GB, Used: 401.2GB, Host: gadi-gpu-v100-0042 | fs.no-space | gadi-gpu-v100-0042 |  | the same behind mpirun --tag-output
            dask-worker.o1838772:=>> PBS: job killed: mem job total 115343360 kb exceeded limit 115343360 kb | slurm.oom |  |  | OpenPBS mom_main.c "%s job total %lu %s exceeded limit %lu %s" behind grep's file-name prefix
            `=>> PBS: job killed: mem 38427376kb exceeded limit 33554432kb` | slurm.oom |  |  | OpenPBS mom_main.c "mem %lukb exceeded limit %lukb" in backticks
            Hold reason: Error from slot1_7@gpulab2002.chtc.wisc.edu: Docker job has gone over memory limit of 1024 Mb | slurm.oom | gpulab2002.chtc.wisc.edu |  | HTCondor docker_proc.cpp hold reason behind the shadow's "Error from SLOT@HOST: "
            2.\\n------------------------------------------------------------\\n\\nTERM_MEMLIMIT: job killed after reaching LSF memory usage limit.\\nExited with exit code 130. | slurm.oom |  |  | LSF 10.1 termination reason under a numbered list
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
