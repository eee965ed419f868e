package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.gate.GateSettings;
import dev.clusterjob.profile.ContainerSettings;
import dev.clusterjob.spec.RequeueSettings;
import dev.clusterjob.spec.SpecBuilder;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The job-spec flags shared by render and submit; each one overrides the spec file's field. */
public final class JobOptions {
    @Option(names = "--profile", paramLabel = "P", description = "Partition profile (built-in: h800, instinct, tcp; or from --profile-file).")
    String profile;

    @Option(names = "--profile-file", paramLabel = "F", description = "YAML file with a top-level 'profiles:' map (repeatable; later files win).")
    List<Path> profileFiles = new ArrayList<>();

    @Option(names = "--nodes", paramLabel = "N", description = "Number of nodes (>= 1).")
    Integer nodes;

    @Option(names = "--gpus-per-node", paramLabel = "G", description = "GPU processes per node (default: the profile's).")
    Integer gpusPerNode;

    @Option(names = "--launcher", paramLabel = "L", description = "torchrun (default), srun, llamafactory, deepspeed, accelerate, horovod, mpirun.")
    String launcher;

    @Option(names = "--launcher-command", paramLabel = "CMD", description = "Program replacing the launcher executable; blanks separate words (e.g. 'python3 -m torch.distributed.run').")
    String launcherCommand;

    @Option(names = "--launcher-arg", paramLabel = "ARG", description = "Argument appended to the launcher's own options (repeatable; replaces the spec's launcher_args).")
    List<String> launcherArgs;

    @Option(names = "--partition", paramLabel = "P", description = "Slurm partition (overrides the profile's).")
    String partition;

    @Option(names = "--time", paramLabel = "T", description = "Time limit, e.g. 72:00:00.")
    String time;

    @Option(names = "--job-name", paramLabel = "J", description = "Slurm job name (default: the spec file's name).")
    String jobName;

    @Option(names = "--sbatch", paramLabel = "OPT=VALUE", description = "Any long sbatch option without dashes, e.g. --sbatch account=proj (repeatable).")
    Map<String, String> sbatch;

    @Option(names = "--env", paramLabel = "NAME=VALUE", description = "Environment variable for the job (repeatable; overrides the profile's).")
    Map<String, String> env;

    @Option(names = "--target", paramLabel = "T", description = "sbatch (default) or mpirun (plain mpirun script for hosts without Slurm).")
    String target;

    @Option(names = "--hostfile", paramLabel = "F", description = "Default hostfile of a --target mpirun script.")
    String hostfile;

    @Option(names = "--launch-mode", paramLabel = "M", description = "deepspeed only: srun (default, no ssh needed) or ssh (pdsh from the batch host).")
    String launchMode;

    @Option(names = "--ssh-port", paramLabel = "PORT", description = "ssh port for deepspeed --launch-mode ssh and horovod (e.g. 2222).")
    Integer sshPort;

    @Option(names = "--master-port", paramLabel = "PORT", description = "Fixed MASTER_PORT instead of the job-id derived one.")
    Integer masterPort;

    @Option(names = "--preflight", negatable = true, description = "Check every node (interfaces, HCA ports, GPUs) before training; --no-preflight turns it off (default: the profile's, on for built-ins).")
    Boolean preflight;

    @Option(names = "--gate", negatable = true, description = "Run the fabric gate before training (docs/gate.md); --no-gate drops a spec's or profile's gate.")
    Boolean gate;

    @Option(names = "--requeue", negatable = true, description = "Checkpoint and requeue before the time limit (docs/spec.md, requeue); --no-requeue drops a spec's requeue: block.")
    Boolean requeue;

    @Option(names = "--max-restarts", paramLabel = "N", description = "Requeue while SLURM_RESTART_COUNT is below N (turns requeue on; default 3).")
    Integer maxRestarts;

    @Option(names = "--container-runtime", paramLabel = "R", description = "pyxis, apptainer or none (overrides the profile's container.runtime).")
    String containerRuntime;

    @Option(names = "--container-image", paramLabel = "IMG", description = "Container image for the training tasks (overrides the profile's container.image).")
    String containerImage;

    @Option(names = "--allow-finding", paramLabel = "CODE[:VAR]", description = "Accept a knowledge-base finding about the job's environment"
            + " (e.g. env.debug-only:NCCL_ALGO): render neither prints it nor refuses the job for it (repeatable; adds to the spec's allow_findings).")
    List<String> allowFindings;

    @Option(names = "--sbatch-plugin-option", paramLabel = "NAME", description = "A long sbatch option a site plugin adds (e.g. container-image),"
            + " accepted in --sbatch and sbatch: (repeatable; adds to the spec's sbatch_plugin_options).")
    List<String> sbatchPluginOptions;

    /** Applies every given flag on top of {@code b} (flags win over the spec). */
    void applyTo(SpecBuilder b) {
        applyTo(b, List.of());
    }

    /** The same, then the training command after '--' when there is one. */
    void applyTo(SpecBuilder b, List<String> command) {
        if (profile != null) {
            b.profile(profile, SpecBuilder.at("--profile"));
        }
        for (Path f : profileFiles) {
            b.addProfileFile(f, "--profile-file");
        }
        if (nodes != null) {
            b.nodes(nodes, SpecBuilder.at("--nodes"));
        }
        if (gpusPerNode != null) {
            b.gpusPerNode(gpusPerNode, SpecBuilder.at("--gpus-per-node"));
        }
        if (launcher != null) {
            b.launcher(launcher, SpecBuilder.at("--launcher"));
        }
        if (launcherCommand != null) {
            b.launcherCommand(SpecBuilder.words(launcherCommand), SpecBuilder.at("--launcher-command"));
        }
        if (launcherArgs != null) {
            b.launcherArgs(launcherArgs, SpecBuilder.at("--launcher-arg"));
        }
        if (partition != null) {
            b.sbatch("partition", partition, SpecBuilder.at("--partition"));
        }
        if (time != null) {
            b.sbatch("time", time, SpecBuilder.at("--time"));
        }
        if (jobName != null) {
            b.name(jobName, SpecBuilder.at("--job-name"));
        }
        if (allowFindings != null) {
            b.allowFindings(allowFindings, SpecBuilder.at("--allow-finding"));
        }
        if (sbatchPluginOptions != null) {
            b.sbatchPluginOptions(sbatchPluginOptions, SpecBuilder.at("--sbatch-plugin-option"));
        }
        if (sbatch != null) {
            sbatch.forEach((k, v) -> {
                if (!k.matches("[a-z][a-z0-9-]*")) {
                    throw ClusterjobException.badInput("--sbatch", "'" + k + "' is not a long sbatch option name (write e.g. --sbatch account=proj)");
                }
                b.sbatch(k, v, SpecBuilder.at("--sbatch"));
            });
        }
        if (env != null) {
            env.forEach((k, v) -> {
                if (!k.matches("[A-Za-z_][A-Za-z0-9_]*")) {
                    throw ClusterjobException.badInput("--env", "'" + k + "' is not a valid environment variable name");
                }
                b.env(k, v, SpecBuilder.at("--env"));
            });
        }
        if (target != null) {
            b.target(target, SpecBuilder.at("--target"));
        }
        if (hostfile != null) {
            b.hostfile(hostfile, SpecBuilder.at("--hostfile"));
        }
        if (launchMode != null) {
            b.launchMode(launchMode, SpecBuilder.at("--launch-mode"));
        }
        if (sshPort != null) {
            checkPort(sshPort, "--ssh-port");
            b.sshPort(sshPort, SpecBuilder.at("--ssh-port"));
        }
        if (masterPort != null) {
            checkPort(masterPort, "--master-port");
            b.masterPort(masterPort, SpecBuilder.at("--master-port"));
        }
        if (gate != null) {
            b.gate(GateSettings.enabled(gate), SpecBuilder.at(gate ? "--gate" : "--no-gate"));
        }
        if (preflight != null) {
            b.preflight(preflight, SpecBuilder.at(preflight ? "--preflight" : "--no-preflight"));
        }
        if (requeue != null) {
            b.requeue(RequeueSettings.enabled(requeue), SpecBuilder.at(requeue ? "--requeue" : "--no-requeue"));
        }
        if (maxRestarts != null) {
            if (maxRestarts < 0) {
                throw ClusterjobException.badInput("--max-restarts", "expected an integer >= 0, got " + maxRestarts);
            }
            if (Boolean.FALSE.equals(requeue)) {
                throw ClusterjobException.badInput("--max-restarts", "contradicts --no-requeue");
            }
            b.requeue(RequeueSettings.maxRestarts(maxRestarts), SpecBuilder.at("--max-restarts"));
        }
        if (containerRuntime != null) {
            b.container(new ContainerSettings(ContainerSettings.runtime(containerRuntime, "--container-runtime", "container.runtime"),
                    null, List.of()), SpecBuilder.at("--container-runtime"));
        }
        if (containerImage != null) {
            b.container(new ContainerSettings(null, ContainerSettings.image(containerImage, "--container-image", "container.image"),
                    List.of()), SpecBuilder.at("--container-image"));
        }
        if (!command.isEmpty()) {
            b.command(command, SpecBuilder.at("--"));
        }
    }

    private static void checkPort(int p, String flag) {
        if (p < 1 || p > 65535) {
            throw ClusterjobException.badInput(flag, "expected a port number 1..65535, got " + p);
        }
    }
}
