package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Vision-language model training started through Slurm's front ends, in their own words: InternVL's shell scripts (and other
 * scripts written for one site's cluster) pass srun an option another site's Slurm does not have (`--quotatype=auto`), or an
 * option whose value came from an empty variable; srun, like sbatch and salloc, then refuses its command line through glibc's
 * getopt_long (2.26+ quoting, 2.12-2.25's `--%s`, up to 2.11's backtick; an unknown option, a missing value, an ambiguous or a
 * valueless option) and asks Slurm for nothing: slurm.allocation-failed. pyxis's container options keep their own code, and
 * the Try line, a script's echo, the srun command line itself and the other launchers' own refusals are not srun's. Columns:
 * the codes of the findings in order ("-": none), the host and peer of the first, the source. {@code \n} is a line break.
 */
class SampledMultimodalTrainersWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            srun: unrecognized option '--quotatype=auto'\\nTry "srun --help" for more information | slurm.allocation-failed |  |  | glibc 2.26+ getopt_long "%s: unrecognized option '%s%s'" from srun (src/srun/libsrun/opt.c 2.x-19.05, src/common/slurm_opt.c 20.02+), then srun's own Try line: InternVL's srun script on a Slurm without the option
            srun: unrecognized option '--quotatype=reserved' | slurm.allocation-failed |  |  | the same for the script's reserved quota, the Try line cut by the paste
            srun: unrecognized option `--quotatype=spot' | slurm.allocation-failed |  |  | glibc up to 2.11: the option between a backtick and a quote
            yhrun: unrecognized option '--quotatype=auto' | slurm.allocation-failed |  |  | the same from Tianhe's yhrun, Slurm renamed
            srun: invalid option -- 'y' | slurm.allocation-failed |  |  | glibc getopt "%s: invalid option -- '%c'" for a short option srun does not have
            srun: option '--partition' requires an argument\\nTry "srun --help" for more information | slurm.allocation-failed |  |  | glibc 2.26+ "%s: option '%s%s' requires an argument": an option given last on the line, its value missing
            srun: option `--nodes' requires an argument | slurm.allocation-failed |  |  | glibc up to 2.11 "%s: option `--%s' requires an argument"
            sbatch: option requires an argument -- 'p' | slurm.allocation-failed |  |  | glibc "%s: option requires an argument -- '%c'" from sbatch
            salloc: option '--mem' is ambiguous; possibilities: '--mem' '--mem-per-cpu' '--mem-per-gpu' '--mem-bind' | slurm.allocation-failed |  |  | glibc 2.26+ "%s: option '%s%s' is ambiguous; possibilities:" from salloc
            srun: option '--overlap' doesn't allow an argument | slurm.allocation-failed |  |  | glibc "%s: option '%s%s' doesn't allow an argument" for --overlap=1
            srun: error: bad argument --quotatype=auto: unknown option | slurm.allocation-failed |  |  | Slurm 1.x srun opt.c's popt path: error("bad argument %s: %s") with poptStrerror's "unknown option"
            srun: unrecognized option '--container-image=nvcr.io#nvidia/pytorch:24.01-py3' | pyxis.failed |  |  | negative for this code: pyxis's container options keep their own rule (the plugin is not loaded)
            Try "srun --help" for more information | - |  |  | negative: the Try line alone does not say what was refused
            echo "srun: unrecognized option" | - |  |  | negative: a script's words without a quoted option
            + srun -p Intern5 --gres=gpu:8 --ntasks-per-node=8 --kill-on-bad-exit=1 --quotatype=reserved python -u internvl/train/internvl_chat_finetune.py | - |  |  | negative: InternVL's srun command line under bash -x is no refusal
            torchrun: error: unrecognized arguments: --quotatype=auto | torch.launcher-config |  |  | negative for this code: torchrun's argparse refusal is the launcher's own
            mpirun: unrecognized option '--quotatype' | mpi.launcher-usage |  |  | negative for this code: an MPI launcher's getopt refusal keeps its code
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
