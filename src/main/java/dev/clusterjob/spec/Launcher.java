package dev.clusterjob.spec;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How the GPU processes are started. {@link Placement} says how many Slurm tasks per node the
 * batch script asks for, which decides {@code --ntasks-per-node} and where ranks come from.
 */
public enum Launcher {
    /** torchrun per node, static rendezvous. */
    TORCHRUN("torchrun", Placement.PER_NODE),
    /** one srun task per GPU; ranks from SLURM_PROCID / SLURM_LOCALID / SLURM_NODEID. */
    SRUN("srun", Placement.PER_GPU),
    /** llamafactory-cli per node with FORCE_TORCHRUN=1 and LLaMA-Factory's launcher variables. */
    LLAMAFACTORY("llamafactory-cli", Placement.PER_NODE),
    /** deepspeed per node (--no_ssh), or from the batch host over pdsh in launch_mode ssh. */
    DEEPSPEED("deepspeed", Placement.PER_NODE),
    /** accelerate launch per node. */
    ACCELERATE("accelerate", Placement.PER_NODE),
    /** horovodrun from the batch host over ssh. */
    HOROVOD("horovodrun", Placement.PER_GPU),
    /** Open MPI mpirun from the batch host; ranks from OMPI_COMM_WORLD_* (PMI_*, PMIX_RANK, MV2_* fallbacks). */
    MPIRUN("mpirun", Placement.PER_GPU);

    /** How many Slurm tasks per node the allocation has. */
    public enum Placement { PER_NODE, PER_GPU }

    private final String executable;
    private final Placement placement;

    Launcher(String executable, Placement placement) {
        this.executable = executable;
        this.placement = placement;
    }

    /** The name used in specs and flags. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The default program, replaced by {@code launcher_command}. */
    public String executable() {
        return executable;
    }

    public Placement placement() {
        return placement;
    }

    public static Launcher parse(String id) {
        for (Launcher l : values()) {
            if (l.id().equals(id)) {
                return l;
            }
        }
        return null;
    }

    public static List<String> ids() {
        return Arrays.stream(values()).map(Launcher::id).toList();
    }
}
