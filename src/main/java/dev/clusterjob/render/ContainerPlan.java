package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.profile.ContainerSettings;
import dev.clusterjob.profile.ResolvedProfile;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.Launcher;

import java.util.List;

/**
 * The training step's container (docs/long-runs.md, "container"), decided from the profile chain's
 * {@code container:} merged with the spec's and the flags': pyxis adds {@code --container-image},
 * {@code --container-mounts} and {@code --container-env} to the training srun; apptainer wraps each
 * srun task's command in {@code apptainer exec --nv|--rocm --bind ... IMAGE}. Preflight and the gate run
 * on the host, outside the container. Launchers that start processes from the batch shell (mpirun,
 * horovod, deepspeed over ssh) are refused.
 *
 * @param gpuFlag apptainer's GPU option for the profile's vendor: --nv, --rocm, or "" (gpu_vendor none)
 */
public record ContainerPlan(ContainerSettings.Runtime runtime, String image, List<String> mounts, String gpuFlag) {

    public ContainerPlan {
        mounts = List.copyOf(mounts);
    }

    /** The container of the job, or null when there is none (no block, or runtime: none). */
    static ContainerPlan resolve(JobSpec spec, ResolvedProfile profile, JobSpec.Target target, Launcher launcher,
                                 JobSpec.LaunchMode mode) {
        ContainerSettings c = profile.container().with(spec.container());
        String where = spec.container() != null && !spec.container().isEmpty() ? spec.where("container") : "profile " + profile.name();
        if (c.runtime() == null) {
            if (c.image() != null || !c.mounts().isEmpty()) {
                throw ClusterjobException.badInput(where, "container: image or mounts given without a runtime (pyxis, apptainer or none)");
            }
            return null;
        }
        if (c.runtime() == ContainerSettings.Runtime.NONE) {
            return null;
        }
        if (c.image() == null) {
            throw ClusterjobException.badInput(where, "container: runtime " + c.runtime().id() + " needs an image"
                    + " (container.image in the profile or spec, or --container-image)");
        }
        if (target == JobSpec.Target.MPIRUN || launcher == Launcher.MPIRUN || launcher == Launcher.HOROVOD
                || (launcher == Launcher.DEEPSPEED && mode == JobSpec.LaunchMode.SSH)) {
            throw ClusterjobException.badInput(where, "container: launcher " + launcher.id()
                    + (launcher == Launcher.DEEPSPEED ? " with launch_mode ssh" : "")
                    + " starts its processes from the batch shell (mpirun daemons or ssh), not as srun tasks;"
                    + " containers are rendered for the srun-started launchers (torchrun, srun, llamafactory, accelerate, deepspeed launch_mode srun)");
        }
        String gpu = switch (profile.gpuVendor()) {
            case NVIDIA -> "--nv";
            case AMD -> "--rocm";
            case NONE -> "";
        };
        return new ContainerPlan(c.runtime(), c.image(), c.mounts(), gpu);
    }

    /** Pyxis's --container-mounts value: SRC:DST[:FLAGS] joined by commas. */
    String pyxisMounts() {
        return String.join(",", mounts.stream().map(ContainerSettings::withDestination).toList());
    }
}
