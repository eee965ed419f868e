package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Containers on HPC, third batch: Charliecloud's ch-run (its fatal messages across 0.2, 0.9, 0.2x and 0.3x), the program
 * an Apptainer/Singularity action script or ch-run cannot execute, Apptainer's GPU binding (--nv, --rocm) on a node without the driver's
 * files, a container image without the host's verbs driver, and pyxis's named containers. One row per wording, each written from the
 * tool's format string (the last column names file and releases), instantiated with host names of several shapes and behind launcher
 * prefixes: the codes of the findings in order, and the host of the first. {@code \n} in a row is a line break. The real logs these were
 * checked on are in the open corpus (realworld/doctor, the doc65 block of index.tsv).
 */
class ContainerThirdWordingTest extends WordingTable {
    /** text | codes in order | host of the first | source */
    private static final String ROWS = """
            ch-run: error: No such file or directory (ch-run.c:245:2) | container.create-failed | | Charliecloud 0.1-0.2 bin/charliecloud.c fatal_errno() "%s: %s (%s:%d:%d)" with the default message "error" (TRY)
            gpu-07: ch-run: could not bind /scratch to /var/tmp/img/mnt/0: No such file or directory | container.create-failed | gpu-07 | 0.2 bin/ch-run.c fatal("could not bind %s to %s: %s") behind pdsh's host prefix
            ch-run: can't re-mount image read-only (is it on NFS?): Operation not permitted | container.create-failed | | 0.2 bin/ch-run.c fatal("can't re-mount image read-only (is it on NFS?): %s")
            ch-run[68]: can't bind: not found: /home/u/img/etc/resolv.conf (charliecloud.c:122) | container.create-failed | | 0.9 bin/charliecloud.c msg() "%s[%d]: " + Te's "can't bind: not found: %s" + " (%s:%d)", no level word
            0: ch-run[4411]: can't find image: /scratch/u/img (ch-run.c:110) | container.create-failed | | 0.9 bin/ch-run.c Tf "can't find image: %s" behind srun --label's task number
            [1,0]<stderr>:ch-run[4411]: can't re-mount image read-only (is it on NFS?): Operation not permitted (charliecloud.c:230 1) | container.create-failed | | 0.9 charliecloud.c Tf with strerror and errno " (%s:%d %d)" behind mpirun --tag-output
            ch-run[5120]: error: Operation not permitted (ch-run.c:514 1) | container.create-failed | | 0.9 charliecloud.h T_/Z_ with no message: msg() prints VERBOSE_LEVELS[0] "error" then ": %s (%s:%d %d)" (a mount or pivot_root the node refuses)
            node12.cluster.example.org: ch-run[2231]: error: can't bind: source not found: /lustre/proj (ch_core.c:103) | container.create-failed | node12.cluster.example.org | 0.2x bin/ch_core.c Te "can't bind: source not found: %s" with ch_misc.c msg()'s level word "error: " (0.2x-0.26)
            ch-run[2231]: error: can't bind: destination not found: /var/tmp/img/scratch (ch_core.c:238) | container.create-failed | | 0.3x ch_core.c FATAL("can't bind: destination not found: %s") through msgv() (0.27-0.38)
            ch-run[15383]: error: can't mkdir: /scratch/u/work/ab: File exists (ch_misc.c:412 17) | container.create-failed | | 0.2x-0.3x ch_misc.c mkdirs() Tf "can't mkdir: %s" with strerror and errno
            ch-run[88]: error: can’t join user namespace of pid 1234: Operation not permitted (ch_core.c:539 1) | container.create-failed | | 0.3x ch_core.c join_namespace() Tf (the source's own curly apostrophe)
            10.1.2.3: ch-run[99]: error: unknown image type: /scratch/u/img.tar.gz (ch_core.c:424) | container.create-failed | 10.1.2.3 | 0.3x ch_core.c img_type_get() FATAL behind pdsh's prefix with an address
            ch-run[99]: error: this ch-run does not support internal SquashFS mounts (ch-run.c:213) | container.create-failed | | 0.2x-0.3x ch-run.c FATAL: a ch-run built without libsquashfuse given a .sqfs image
            ch-run[1234]: can't execve(2): python3: No such file or directory (charliecloud.c:436 2) | launch.command-not-found | | 0.9 charliecloud.c run_user_command() Tf "can't execve(2): %s": the program is not in the image
            gpu-07: ch-run[1234]: error: can't execve(2): torchrun: No such file or directory (ch_core.c:570 2) | launch.command-not-found | gpu-07 | 0.2x-0.38 ch_core.c run_user_command() with the level word, behind pdsh's prefix
            ch-run: can't execve(2) user command: No such file or directory | launch.command-not-found | | 0.2 ch-run.c fatal("can't execve(2) user command: %s"), no name yet
            ch-run[1234]: warning: reprinting first 2 warning(s) | - | | 0.3x ch_misc.c warnings_reprint(): a warning, not a failure
            ch-run[1234]: warning: can't bind: destination not found: /var/tmp/img/etc/nvidia (ch_core.c:240) | - | | 0.3x a warning-level message: ch-run goes on
            ch-run[1234]: newroot: /var/tmp/img (ch-run.c:238) | - | | 0.3x VERBOSE("newroot: %s") under -v: the fatal shape without a level word, not a failure
            /.singularity.d/actions/exec: line 9: exec: nvidia-smi: not found | launch.command-not-found | | bash builtins/exec.def "%s: not found" in Singularity 2.6's action script (line number prefix of a script): --nv bound no nvidia-smi
            gpu-07: /.singularity.d/actions/run: line 21: exec: python: not found | launch.command-not-found | gpu-07 | the same in Apptainer 1.x's run action behind pdsh's prefix
            /.singularity.d/actions/exec: 9: exec: python3: not found | launch.command-not-found | | dash's "%s: %d: %s: not found" for the same (Debian-based images' /bin/sh)
            WARNING: Could not find any rocm files on this host! | - | | apptainer internal/pkg/util/gpu + launcher "Could not find any %s files on this host!" for --rocm (1.x): a warning, the program runs without GPUs
            INFO:    Could not find any nv files on this host! | - | | SingularityCE 3.x at info level for --nv
            ./test/slc7_amd64_gcc820/test_detid: error while loading shared libraries: libcuda.so.1: cannot open shared object file: No such file or directory | launch.library-not-found | | the loader's error for a driver library --nv did not bind (Singularity 3.4)
            ImportError: libcuda.so.1: cannot open shared object file: No such file or directory | launch.library-not-found | | CPython's dlopen error for the same under --nv (pycuda, cupy)
            libibverbs: Warning: couldn't load driver 'libmlx5-rdmav34.so': libmlx5-rdmav34.so: cannot open shared object file: No such file or directory | - | | rdma-core libibverbs dynamic.c (v17-v50) "Warning: couldn't load driver '%s': %s": a probe of every provider listed, not a failure alone
            libibverbs: Warning: no userspace device-specific driver found for /sys/class/infiniband_verbs/uverbs0 | - | | rdma-core libibverbs init.c "Warning: no userspace device-specific driver found for %s": the image lacks the host's provider (libmlx5); a warning alone
            gpu-07:7839:7911 [0] NCCL INFO NET/IB : No device found.\\ngpu-07:7839:7911 [0] NCCL INFO NET/Socket : Using [0]eth0:10.1.2.3<0>\\ngpu-07:7839:7911 [0] NCCL INFO Using network Socket | nccl.ib-unavailable-socket-fallback | gpu-07 | NCCL transport/net_ib.cc "NET/IB : No device found." then init.cc "Using network %s": a container without /dev/infiniband or the verbs provider runs on TCP
            misc/ibvwrap.cc:212 NCCL WARN Call to ibv_open_device failed\\nNCCL INFO NET/IB : No device found.\\nNCCL INFO Using network Socket | nccl.ibv-call-failed,nccl.ib-unavailable-socket-fallback | | NCCL misc/ibvwrap.cc "Call to %s failed" (2.7-2.8) in a container that sees the HCA but cannot open it
            slurmstepd: error: pyxis: error: a container with name "pyxis_train" does not exist, and --container-image is not set | pyxis.failed | | pyxis pyxis_slurmstepd.c (0.1x-0.2x) error: a container with name %s does not exist, and --container-image is not set (the name in quotes)
            FAILED to find requested image. | container.create-failed | | NERSC Shifter src/shifter.c (16.08-18.03, master) fprintf(stderr, "FAILED to find requested image."): the --image the job names is not in the image gateway
            nid001234: FAILED to setup image. | container.create-failed | nid001234 | shifter.c "FAILED to setup image." behind srun --label-like host prefix (pdsh)
            FAILED to mount image on loop device. | container.create-failed | | setupRoot.c (16.08-18.03) "FAILED to mount image on loop device."
            0: FAILED to loop mount image: /global/common/shifter/images/ab12cd.squashfs | container.create-failed | | shifter_core.c "FAILED to loop mount image: %s" behind srun --label's task number
            srun: error: Failed to lookup image.  Aborting. | container.create-failed | | wlm_integration/slurm/shifterSpank.c _log(LOG_ERROR, "Failed to lookup image.  Aborting.") through srun's error()
            Failed to setup module gpu | container.create-failed | | shifter.c "Failed to setup module %s" (18.03+, --module=gpu)
            FAILED to find volume "from": /global/cscratch1/sd/u/data | container.create-failed | | shifter_core.c "FAILED to find volume \"from\": %s": a --volume source the node lacks
            Step 1200: FAILED to reach the target loss, continuing | - | | a program's own "FAILED to" line is no Shifter failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rowsWithoutPeer(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }
}
