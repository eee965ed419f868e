package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Lightning and Fabric on Slurm as users paste them: the SLURMEnvironment's layout checks
 * (lightning.fabric plugins/environments/slurm.py validate_settings and _validate_srun_variables, 1.8-2.5) behind Lightning's
 * {@code [rank: N]} prefix, srun's {@code --label} and pdsh's {@code host: }; its srun warning (a warning only: no finding); the
 * checkpoint connector's refusal of ckpt_path="hpc" and "best" (trainer/connectors/checkpoint_connector.py _parse_ckpt_path, 1.8-2.5);
 * dash's {@code scontrol: not found} for the auto-requeue's scontrol in a
 * container, and a requeue that worked (no finding); torch's "NCCL error in: FILE:LINE, REASON, NCCL version V" (c10d NCCLUtils.hpp
 * C10D_NCCL_CHECK 1.6-2.11) without its exception class; the time limit's SIGTERM that Lightning's handler logs, and the
 * "Initializing distributed" lines of a start that hangs (no finding). One row per wording and release, with host names of several
 * shapes (gpu-07, node12.cluster.example.org, maestro-3017): the codes of the findings in order ("-": none), the host and peer of
 * the first. Cells are split at "¦"; {@code \n} in a row is a line break. The real logs are in the open corpus (the doc114 block of
 * realworld/doctor/index.tsv).
 */
class LightningSlurmPasteWordingTest extends WordingTable {
    /** text ¦ codes in order ¦ host of the first ¦ peer of the first ¦ source */
    private static final String ROWS = """
            [rank: 1] ValueError: You set `devices=4` in Lightning, but the number of tasks per node configured in SLURM `--ntasks-per-node=1` does not match. HINT: Set `devices=1`. ¦ lightning.slurm-mismatch ¦ ¦ ¦ lightning.fabric 2.x plugins/environments/slurm.py validate_settings, behind Lightning's "[rank: N]" prefix
            0: ValueError: You set `num_nodes=2` in Lightning, but the number of nodes configured in SLURM `--nodes=1` does not match. HINT: Set `num_nodes=1`. ¦ lightning.slurm-mismatch ¦ ¦ ¦ the same file's num_nodes check, behind srun --label
            gpu-07: RuntimeError: You set `--ntasks=8` in your SLURM bash script, but this variable is not supported. HINT: Use `--ntasks-per-node=8` instead. ¦ lightning.slurm-mismatch ¦ gpu-07 ¦ ¦ lightning_lite 1.8 / lightning.fabric 2.x _validate_srun_variables, gathered with pdsh
            /opt/conda/lib/python3.11/site-packages/lightning/fabric/plugins/environments/slurm.py:204: PossibleUserWarning: The `srun` command is available on your system but is not used. HINT: If your intention is to run Lightning on SLURM, prepend your python command with `srun` like so: srun python train.py ... ¦ - ¦ ¦ ¦ lightning.fabric 2.x slurm.py _validate_srun_used: a warning, the run goes on
            [rank: 0] Received SIGTERM: 15\\nBypassing SIGTERM: 15 ¦ - ¦ ¦ ¦ lightning.pytorch 2.x signal_connector.py: the SIGTERM handler's lines alone (who sent it is in Slurm's lines, when the log has them)
            slurmstepd: error: *** STEP 55595933.0 ON maestro-3017 CANCELLED AT 2025-01-10T15:27:25 DUE TO TIME LIMIT ***\\n[rank: 0] Received SIGTERM: 15 ¦ slurm.time-limit ¦ maestro-3017 ¦ ¦ Slurm's time limit, then Lightning's SIGTERM handler (2.x)
            Initializing distributed: GLOBAL_RANK: 0, MEMBER: 1/8\\nInitializing distributed: GLOBAL_RANK: 1, MEMBER: 2/8 ¦ - ¦ ¦ ¦ lightning.fabric 2.x strategies/ddp.py: the start of a run that then hangs (no failure in the text)
            [rank: 3] Global seed set to 66\\nInitializing distributed: GLOBAL_RANK: 7, MEMBER: 8/48 ¦ - ¦ ¦ ¦ pytorch_lightning 1.9 seed_everything's "[rank: N]" line before it
            gpu-07: /bin/sh: 1: scontrol: not found ¦ launch.command-not-found ¦ gpu-07 ¦ ¦ dash's "sh: %d: %s: not found" for the auto-requeue's scontrol in a container, gathered with pdsh
            requeing job 245038...\\nRequeued SLURM job: 245038 ¦ - ¦ ¦ ¦ lightning.pytorch 2.x: a requeue that worked
            ValueError: `.fit(ckpt_path="hpc")` is set but no HPC checkpoint was found. Please pass an exact checkpoint path to `.fit(ckpt_path=...)` ¦ checkpoint.not-found ¦ ¦ ¦ lightning.pytorch 2.x checkpoint_connector.py _parse_ckpt_path (ckpt_path="hpc" on a first run)
            gpu-07: .fit(ckpt_path="hpc")` is set but no HPC checkpoint was found.' Please pass an exact checkpoint path to `.fit(ckpt_path=...) ¦ checkpoint.not-found ¦ gpu-07 ¦ ¦ the same as a paste loses its first backtick and keeps a stray quote, behind pdsh's prefix
            node12.cluster.example.org: ValueError: `.validate()` found no path for the best weights: ''. Please specify a path for a checkpoint `.validate(ckpt_path=PATH)` ¦ checkpoint.not-found ¦ node12.cluster.example.org ¦ ¦ the same function's ckpt_path="best" with no best model saved (1.8-2.5)
            multi node training error:NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1269, internal error, NCCL version 2.14.3 ncclInternalError: Internal check failed. ¦ torch.dist-backend-error ¦ ¦ ¦ torch 1.13 NCCLUtils.hpp C10D_NCCL_CHECK in an issue title, the exception class gone and NCCL's detail after the version
            gpu-07: NCCL error in: /opt/pytorch/pytorch/torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1191, internal error - please report this issue to the NCCL developers, NCCL version 2.19.3 ¦ torch.dist-backend-error ¦ gpu-07 ¦ ¦ torch 2.2 with NCCL 2.19's ncclInternalError string, gathered with pdsh
            I get "NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:219, internal error, NCCL version 2.10.3" on the second node ¦ torch.dist-backend-error ¦ ¦ ¦ torch 1.10 quoted inside a sentence
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "¦");
    }
}
