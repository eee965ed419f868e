package dev.clusterjob.lint;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import dev.clusterjob.profile.GpuVendor;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.clusterjob.lint.LintFixtures.brief;
import static dev.clusterjob.lint.LintFixtures.codes;
import static dev.clusterjob.lint.LintFixtures.script;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One test (or more) per lint rule, each with the case that must fire and the look-alike that must not. */
class ScriptLinterTest {
    private static final String BATCH2 = "#!/bin/bash\n#SBATCH --nodes=2\n#SBATCH --gpus-per-node=8\n";

    @Test
    void notReal() {
        List<Finding> fs = script("export NCCL_TIMEOUT=3600\n");
        assertEquals(List.of("1 env.not-real NCCL_TIMEOUT error"), brief(fs));
        assertTrue(fs.get(0).hint().contains("ddp_timeout"), fs.get(0).hint());
    }

    @Test
    void unknownWithDidYouMean() {
        List<Finding> fs = script("export NCCL_SOCKET_IFACE=bond0\nexport MY_SETTING=1\nexport OMPI_MCA_btl_tcp_if_include=bond0\n");
        assertEquals(List.of("1 env.unknown NCCL_SOCKET_IFACE warning"), brief(fs));
        assertTrue(fs.get(0).message().contains("did you mean 'NCCL_SOCKET_IFNAME'"), fs.get(0).message());
    }

    @Test
    void invalidValues() {
        List<Finding> fs = script("""
                export NCCL_IB_TIMEOUT=40
                export NCCL_NET_GDR_LEVEL=7
                export NCCL_ALGO=Ring,Trees
                export NCCL_IB_HCA='mlx5_0, mlx5_1'
                export NCCL_IB_DISABLE=true
                export NCCL_IB_TIMEOUT=$TIMEOUT
                """);
        assertEquals(List.of("1 env.invalid-value NCCL_IB_TIMEOUT error", "2 env.invalid-value NCCL_NET_GDR_LEVEL error",
                "3 env.invalid-value NCCL_ALGO error", "4 env.invalid-value NCCL_IB_HCA error", "5 env.invalid-value NCCL_IB_DISABLE error"), brief(fs));
        assertTrue(fs.get(2).message().contains("'Trees'"), fs.get(2).message());
        assertTrue(fs.get(4).message().contains("reads it as 0"), fs.get(4).message());
    }

    @Test
    void legacyValueAndAdvice() {
        assertEquals(List.of("1 env.legacy-value NCCL_NET_GDR_LEVEL info"), brief(script("export NCCL_NET_GDR_LEVEL=2\n")));
        assertEquals(List.of("1 env.value-advice NCCL_BUFFSIZE info", "1 env.debug-only NCCL_BUFFSIZE warning"),
                brief(script("export NCCL_BUFFSIZE=4000000\n")));
    }

    @Test
    void debugOnlyAndDefault() {
        assertEquals(List.of("1 env.debug-only NCCL_DEBUG warning"), brief(script("export NCCL_DEBUG=INFO\n")));
        assertEquals(List.of(), brief(script("export NCCL_DEBUG=WARN\n")), "WARN is fine in production");
        List<Finding> fs = script("export NCCL_IB_DISABLE=0\n");
        assertEquals(List.of("1 env.default-value NCCL_IB_DISABLE info"), brief(fs));
        assertTrue(fs.get(0).hint().contains("does not force RDMA"), fs.get(0).hint());
    }

    @Test
    void deprecatedPerVendor() {
        assertEquals(List.of("1 env.deprecated NCCL_IB_GDR_LEVEL warning"), brief(script("export NCCL_IB_GDR_LEVEL=PHB\n")));
        assertEquals(List.of(), brief(script("export NCCL_MIN_NCHANNELS=112\n", GpuVendor.AMD)), "AMD recommends it");
        assertEquals(List.of("1 env.deprecated NCCL_MIN_NCHANNELS warning", "1 env.debug-only NCCL_MIN_NCHANNELS warning"),
                brief(script("export NCCL_MIN_NCHANNELS=112\n", GpuVendor.NVIDIA)));
    }

    @Test
    void vendorMismatch() {
        assertEquals(List.of("1 env.vendor-mismatch RCCL_MSCCL_ENABLE warning"), brief(script("export RCCL_MSCCL_ENABLE=1\n", GpuVendor.NVIDIA)));
        assertEquals(List.of("1 env.vendor-mismatch NCCL_NVLS_ENABLE warning"), brief(script("export NCCL_NVLS_ENABLE=0\n", GpuVendor.AMD)));
        assertEquals(List.of(), brief(script("export RCCL_MSCCL_ENABLE=1\n")), "vendor inferred as amd from RCCL_*: consistent");
    }

    @Test
    void setBySlurm() {
        assertEquals(List.of("1 env.set-by-slurm SLURM_GPUS_ON_NODE warning"), brief(script("export SLURM_GPUS_ON_NODE=8\n")));
    }

    @Test
    void hcaPrefixAndIgnored() {
        List<Finding> fs = script("export NCCL_IB_HCA=mlx5_0,mlx5_1\n");
        assertEquals(List.of("1 env.ib-hca-prefix NCCL_IB_HCA warning"), brief(fs));
        assertTrue(fs.get(0).message().contains("mlx5_1 also selects mlx5_10..mlx5_19"), fs.get(0).message());
        assertTrue(fs.get(0).hint().contains("=mlx5_0,mlx5_1"), fs.get(0).hint());
        assertEquals(List.of(), brief(script("export NCCL_IB_HCA==mlx5_0,mlx5_1\nexport NCCL_IB_HCA=mlx5_0\n")));
        assertEquals(List.of("2 env.ib-hca-ignored NCCL_IB_HCA info"),
                brief(script("export NCCL_IB_DISABLE=1\nexport NCCL_IB_HCA='=mlx5_0'\n")));
    }

    @Test
    void notExported() {
        assertEquals(List.of("1 env.not-exported NCCL_SOCKET_IFNAME warning"), brief(script("NCCL_SOCKET_IFNAME=bond0\ntorchrun x.py\n")));
        assertEquals(List.of(), brief(script("NCCL_SOCKET_IFNAME=bond0\nexport NCCL_SOCKET_IFNAME\n")));
        assertEquals(List.of(), brief(script("set -a\nNCCL_SOCKET_IFNAME=bond0\n")));
        assertEquals(List.of(), brief(script("NCCL_SOCKET_IFNAME=bond0 torchrun x.py\n")), "a prefix assignment reaches the command");
    }

    @Test
    void notExportedIsQuietWhenTheBatchShellPassesTheValueOnTheCommandLine() {
        // only what child processes read from their environment needs export
        assertEquals(List.of(), brief(script("MASTER_ADDR=n1\nMASTER_PORT=6000\nsrun torchrun --rdzv_endpoint $MASTER_ADDR:$MASTER_PORT x.py\n")));
        assertEquals(List.of(), brief(script("MASTER_ADDR=n1\ntorchrun --master_addr=${MASTER_ADDR} x.py\n")));
        assertEquals(List.of(), brief(script("NNODES=4\nexport LAUNCHER=\"python -m torch.distributed.run --nnodes $NNODES\"\nsrun bash -c \"$LAUNCHER x.py\"\n")),
                "expanded into another variable's value, which the shell passes on");
        assertEquals(List.of("1 env.not-exported MASTER_ADDR warning"),
                brief(script("MASTER_ADDR=n1\nsrun bash -c 'torchrun --master_addr $MASTER_ADDR x.py'\n")),
                "inside single quotes the child shell expands it, from its environment: export needed");
        assertEquals(List.of("1 env.not-exported MASTER_ADDR warning"), brief(script("MASTER_ADDR=n1\necho $MASTER_ADDR\nsrun python train.py\n")),
                "echo passes it to no one; train.py reads the environment");
        assertEquals(List.of("1 env.not-exported NCCL_SOCKET_IFNAME warning"),
                brief(script("NCCL_SOCKET_IFNAME=bond0\ntorchrun --foo $NCCL_SOCKET_IFNAME x.py\n")),
                "NCCL reads its variables from the environment only, whatever the command line says");
    }

    @Test
    void port29500InEveryForm() {
        List<Finding> fs = script("""
                export MASTER_PORT=29500
                torchrun --master_port 29500 a.py
                torchrun --master_port=29500 a.py
                accelerate launch --main_process_port 29500 a.py
                torchrun --rdzv_endpoint=node1:29500 a.py
                export MASTER_PORT=23456
                torchrun --master_port "$MASTER_PORT" a.py
                """);
        assertEquals(List.of(1, 2, 3, 4, 5), fs.stream().filter(f -> f.code().equals("port.fixed-29500")).map(Finding::line).toList());
    }

    @Test
    void localhostOnSeveralNodes() {
        assertEquals(List.of("4 rdzv.localhost-multinode MASTER_ADDR error"), brief(script(BATCH2 + "export MASTER_ADDR=localhost\n")));
        assertEquals(List.of("1 rdzv.localhost-multinode error"), brief(script("torchrun --nnodes=2 --master_addr=127.0.0.1 a.py\n")));
        assertEquals(List.of(), brief(script("export MASTER_ADDR=localhost\ntorchrun --nproc_per_node=4 a.py\n")), "one node: fine");
        List<Finding> unknown = script("#!/bin/bash\n#SBATCH --time=1:00:00\nexport MASTER_ADDR=127.0.0.1\n");
        assertEquals(List.of("3 rdzv.localhost-multinode MASTER_ADDR warning"), brief(unknown));
    }

    @Test
    void fixedMasterInBatch() {
        assertEquals(List.of("4 rdzv.fixed-master MASTER_ADDR warning"), brief(script(BATCH2 + "export MASTER_ADDR=10.0.0.1\n")));
        assertEquals(List.of(), brief(script(BATCH2 + "export MASTER_ADDR=$(scontrol show hostnames \"$SLURM_JOB_NODELIST\" | head -n 1)\n")));
    }

    @Test
    void fixedRanks() {
        assertEquals(List.of("4 rank.fixed NODE_RANK error"), brief(script(BATCH2 + "export NODE_RANK=0\n")));
        assertEquals(List.of("4 rank.fixed error"), brief(script(BATCH2 + "srun torchrun --node_rank 0 a.py\n")));
        assertEquals(List.of("1 rank.fixed RANK info"), brief(script("export RANK=0\n")));
        assertEquals(List.of(), brief(script("NODE_RANK=1 MASTER_ADDR=10.0.0.1 llamafactory-cli train x.yaml\n")),
                "a manual per-node command line is meant to differ per node");
    }

    @Test
    void earlyExpansionOnSrunLines() {
        List<Finding> fs = script(BATCH2 + "srun bash -c \"torchrun --node_rank=$SLURM_NODEID a.py\"\n");
        assertEquals(List.of("4 shell.early-expansion error"), brief(fs));
        assertTrue(fs.get(0).message().contains("$SLURM_NODEID"), fs.get(0).message());
        assertEquals(List.of("1 shell.early-expansion error"), brief(script("srun torchrun --node_rank=$SLURM_NODEID a.py\n")));
        assertEquals(List.of(), brief(script(BATCH2 + "srun bash -c \"torchrun --node_rank=\\$SLURM_NODEID a.py\"\n")));
        assertEquals(List.of(), brief(script(BATCH2 + "srun bash -c 'torchrun --node_rank=$SLURM_NODEID a.py'\n")));
        assertEquals(List.of(), brief(script(BATCH2 + "task() {\n  export NODE_RANK=$SLURM_NODEID\n  exec torchrun a.py\n}\n"
                + "srun bash -c \"$(declare -f task); task\"\n")));
    }

    /** accelerate issue #2816: the launcher string is built in the batch shell, then run by srun. */
    @Test
    void earlyExpansionThroughAVariable() {
        List<Finding> fs = script(BATCH2 + """
                export LAUNCHER="accelerate launch --num_processes 16 --num_machines 2 --machine_rank $SLURM_PROCID --main_process_ip $MASTER_ADDR"
                srun $LAUNCHER train.py
                """);
        assertEquals(List.of("4 shell.early-expansion LAUNCHER error", "5 shell.early-expansion error"), brief(fs));
        assertTrue(fs.get(1).message().contains("$LAUNCHER (from $SLURM_PROCID)"), fs.get(1).message());
    }

    @Test
    void backslashBlank() {
        List<Finding> fs = script("torchrun \\  \n  --nnodes=1 a.py\n");
        assertEquals(List.of("1 shell.backslash-space warning"), brief(fs));
    }

    @Test
    void visibleDevicesByHand() {
        assertEquals(List.of("4 slurm.visible-devices-set CUDA_VISIBLE_DEVICES warning"),
                brief(script(BATCH2 + "export CUDA_VISIBLE_DEVICES=0,1,2,3\n")));
        assertEquals(List.of("1 slurm.visible-devices-set HIP_VISIBLE_DEVICES info"), brief(script("export HIP_VISIBLE_DEVICES=0,1\n")));
        assertEquals(List.of(), brief(script(BATCH2 + "t() {\n  export CUDA_VISIBLE_DEVICES=$SLURM_LOCALID\n}\n")),
                "a per-task binding computed in the task is fine");
    }

    @Test
    void sbatchAfterCommand() {
        assertEquals(List.of("4 slurm.sbatch-after-command warning"), brief(script("#!/bin/bash\n#SBATCH -N 1\nmodule load cuda\n#SBATCH --time=2:00:00\n")));
    }

    @Test
    void deprecatedLauncherAndHugeTimeout() {
        assertEquals(List.of("1 launcher.deprecated info"), brief(script("python -m torch.distributed.launch --nproc_per_node=8 a.py\n")));
        List<Finding> fs = script("deepspeed a.py --ddp_timeout 180000000\ndeepspeed a.py --ddp_timeout 3600\n");
        assertEquals(List.of("1 torch.timeout-huge info"), brief(fs));
        assertTrue(fs.get(0).message().contains("5.7 years"), fs.get(0).message());
    }

    @Test
    void everyFindingHasAHintAndAPlace() {
        List<Finding> fs = script(BATCH2 + "export NCCL_TIMEOUT=1\nexport MASTER_PORT=29500\nexport NCCL_DEBUG=TRACE\nsrun torchrun --node_rank=$SLURM_NODEID a\n");
        assertEquals(4, fs.size(), brief(fs).toString());
        for (Finding f : fs) {
            assertTrue(!f.hint().isBlank() && f.line() > 0 && "t.sh".equals(f.file()), f.toString());
        }
        assertEquals(Severity.ERROR, fs.get(0).severity());
        assertTrue(codes(fs).containsAll(List.of("env.not-real", "port.fixed-29500", "env.debug-only", "shell.early-expansion")));
    }
}
