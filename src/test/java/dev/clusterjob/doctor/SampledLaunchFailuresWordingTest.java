package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings from a batch of launch failures outside Python sampled with the generic searches a user would make (issue 26), and
 * their other releases' words from the programs' format strings. PRRTE 4.1's out-of-band TCP report, {@code "A daemon was unable
 * to complete a TCP connection\nto another daemon:\n  Local host:    %s\n  Remote host:   %s"} (Open MPI 2.x-4.x and older PRRTE:
 * {@code "A process or daemon ... to another process:"}), and its ssh launcher's {@code "A daemon failed to report back after being
 * spawned. ... back to %s:\n\n  Local host:    %s\n  Remote host:   %s\n  Daemon exit status: %d"}: {@code mpi.daemon-start-failed}
 * on the remote host. A SPANK plugin sbatch or salloc could not load stays a note where the same log shows the request accepted
 * ({@code "Submitted batch job %u"}, {@code "Granted job allocation %u"}): a required one aborts the front end first. pdsh's rcmd
 * module's {@code "%p: %S: connect: %m"} and {@code "%p: gethostbyname(\"%S\") failed"}: {@code pdsh.rcmd-failed}. enroot's helpers'
 * err(3) lines at a line's start ({@code "enroot-aufs2ovlfs: failed to create opaque ovlfs whiteout: %s: %m"}): the helper is no host. Columns: the
 * codes of the findings in order ("-": no error), the host and peer of the first. {@code \n} is a line break.
 */
class SampledLaunchFailuresWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            A process or daemon was unable to complete a TCP connection\\nto another process:\\n  Local host:    3eed81735a60\\n  Remote host:   0cdbe1810ec3\\nThis is usually caused by a firewall on the remote host. Please\\n--------------------------------------------------------------------------\\nORTE was unable to reliably start one or more daemons. | mpi.connect-failed,mpi.daemon-start-failed | 3eed81735a60 | 0cdbe1810ec3 | the real lines (open-mpi/ompi 12103): Open MPI 4.x between two containers
            ------------------------------------------------------------\\nA daemon was unable to complete a TCP connection\\nto another daemon:\\n  Local host:    node1\\n  Remote host:   node2\\nThis is usually caused by a firewall on the remote host. Please | mpi.connect-failed | node1 | node2 | PRRTE 4.1's oob_tcp_connection.c, composed from the format string
            A daemon was unable to complete a TCP connection\\nto another daemon:\\n  Local host:    node1\\n  Remote host:   10.0.0.2\\n------------------------------------------------------------\\nprterun was unable to reliably start one or more daemons. | mpi.connect-failed,mpi.daemon-start-failed | node1 | 10.0.0.2 | PRRTE 4.1 with its errmgr's [failed-daemon-launch] after it, the peer an address
            A daemon failed to report back after being spawned. This could\\nbe due to several factors, including inability to find the\\ndaemon executable, or the executable was unable to find its\\nrequired supporting libraries. In some cases, the daemon was\\nable to execute, but was unable to complete a TCP connection\\nback to prterun:\\n\\n  Local host:    node1\\n  Remote host:   node2\\n  Daemon exit status: 127 | mpi.daemon-start-failed | node2 |  | PRRTE 4.1's plm_ssh_module.c, composed from the format string: the daemon's node is the remote host
            [savbu-usnic-a:16604] [[4570,0],0] plm:base:orted_report_launch from daemon [[4570,0],1] on node mpi001 | - |  |  | negative: a daemon that reported back (plm verbosity)
            slurmstepd: error: st05 [0] pmixp_dmdx.c:320 [_dmdx_req] mpi/pmix: ERROR: Bad request from st06: nspace "slurm.pmix.801.0" has only 4 ranks, asked for -1 | mpi.init-failed | st05 | st06 | the real line (openpmix/openpmix 1484): Slurm 17.11's mpi/pmix
            slurmstepd: error:  mpi/pmix_v5: _dmdx_req: st05 [0]: pmixp_dmdx.c:317: Bad request from st06: nspace "slurm.pmix.801.0" has only 4 ranks, asked for -1 | mpi.init-failed | st05 | st06 | Slurm 20.11-25.x's PMIXP_ERROR prefix, composed from the format string
            slurmstepd: error:  mpi/pmix_v4: _dmdx_req: n1 [0]: pmixp_dmdx.c:306: Bad request from n2: asked for nspace = slurm.pmix.9.0, mine is slurm.pmix.9.1 | mpi.init-failed | n1 | n2 | the other bad request of pmixp_dmdx.c, composed from the format string
            sbatch: error: Batch job submission failed: Invalid job array specification | slurm.allocation-failed |  |  | the real line (facebookresearch/cc_net 32)
            sbatch: error: spank: x11.so: Plugin file not found\\nsbatch: error: Batch job submission failed: I/O error writing script/environment to file | slurm.allocation-failed,slurm.launch-failed |  |  | the real lines (ArjunaCluster/ArjunaUsers 255): the optional plugin's line stays a note
            sbatch: error: spank: x11.so: Plugin file not found\\nSubmitted batch job 12345 | - |  |  | negative: sbatch went on past the optional plugin and submitted the job (sbatch.c "Submitted batch job %u")
            salloc: error: spank: x11.so: Plugin file not found\\nsalloc: Granted job allocation 235454\\nsalloc: Nodes k003-006 are ready for job | - |  |  | negative: salloc went on and was granted the allocation (salloc.c "Granted job allocation %u")
            Neither of srun / sbatch / salloc works currently, showing error:\\nsalloc: error: Job submit/allocate failed: Socket timed out on send/recv operation | slurm.allocation-failed |  |  | the real lines (AMDResearch/hpcfund 77)
            sbatch: error: Batch job submission failed: Socket timed out on send/recv operation | slurm.allocation-failed |  |  | the real title (facebookincubator/submitit 1659)
            srun: error: Unable to allocate resources: Requested node configuration is not available | slurm.allocation-failed |  |  | srun's allocate.c, composed from the format string
            ERROR: Command: 'sbatch   --time 0:10:00 -p ec --account fy150001 case.test ' failed with error 'sbatch: unrecognized option '--fioasdasda=16'\\nsbatch: error: Try "sbatch --help" for more information' | slurm.allocation-failed |  |  | the real lines (ESMCI/cime 1270): glibc getopt's refusal inside CIME's error
            sbatch: invalid option -- 'z'\\nsbatch: error: Try "sbatch --help" for more information | slurm.allocation-failed |  |  | glibc getopt's short-option refusal, composed from its format string
            sbatch: Submitted batch job 3310326 | - |  |  | negative: a submission
            pdsh@n1: n2: connect: Connection refused | pdsh.rcmd-failed | n2 |  | pdsh 2.x-2.35's rcmd module (xrcmd.c "%p: %S: connect: %m"), composed from the format string
            pdsh@login1: gpu-02: connect: timed out | pdsh.rcmd-failed | gpu-02 |  | the same module's connect time-out (xrcmd.c "%p: %S: connect: timed out")
            pdsh@n1: gethostbyname("n3") failed | pdsh.rcmd-failed | n3 |  | pdsh's dsh.c _gethost ("%p: gethostbyname(\"%S\") failed"), composed from the format string
            n2: ssh: connect to host n2 port 22: Connection refused\\npdsh@n1: n2: ssh exited with exit code 255 | ssh.failed | n2 |  | pdsh's ssh module: ssh's own words stay ssh.failed
            0% 0:4=0s 8c3b70e3904492c753652606df4726430426f42ea56e06ea924d6fea7ae162a1                     /bin/bash: enroot-aufs2ovlfs: command not found | launch.command-not-found |  |  | the real line (NVIDIA/pyxis 8), GNU parallel's progress bar before bash's words shortened
            enroot-aufs2ovlfs: failed to create opaque ovlfs whiteout: /home/enroot/tmp/x/2/usr/share/.wh..wh..opq: Operation not permitted | pyxis.failed |  |  | enroot-aufs2ovlfs.c's err(3) line as `enroot import` prints it without pyxis: the helper's name, with a digit, is no pdsh host
            enroot-aufs2ovlfs: unsupported aufs whiteout: /home/enroot/tmp/x/1/.wh..wh.plnk | pyxis.failed |  |  | the same helper's errx, composed from the format string
            slurmstepd: error: pyxis:     enroot-nsenter: failed to create user namespace: Operation not permitted | pyxis.failed |  |  | enroot-nsenter.c relayed by pyxis (the rule's first shape)
            [INFO] Converting whiteouts...\\n\\n100% 4:0=0s 7ddbc47eeb70dc7f08e410a6667948b87ff3883024eb41478b44ef9a81bf400c\\n\\n[INFO] Creating squashfs filesystem... | - |  |  | negative: enroot's import going on
            """;

    @Override
    boolean warningsMayStand() {
        return true;
    }

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
