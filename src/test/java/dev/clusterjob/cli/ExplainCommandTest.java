package dev.clusterjob.cli;

import dev.clusterjob.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code clusterjob explain} end to end in-process: exit codes, one-line errors, the JSON document. */
class ExplainCommandTest {
    record Result(int code, String out, String err) {
    }

    static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Result(code, out.toString(), err.toString());
    }

    @Test
    void badInputIsExitTwoWithOneLine(@TempDir Path dir) {
        Result stack = run("explain", "--stack", "slurm-23.02", "x.sbatch");
        assertEquals(2, stack.code());
        assertEquals("clusterjob: --stack: expected slurm-22.05|slurm-24.11, got 'slurm-23.02'", stack.err().strip());
        Result both = run("explain", "--nodes", "2", "--nodelist", "a,b", "x.sbatch");
        assertEquals(2, both.code(), both.err());
        Result missing = run("explain", dir.resolve("none.sbatch").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().strip().endsWith("none.sbatch: no such file (expected a job spec or a script)"), missing.err());
        assertEquals(1, missing.err().strip().lines().count());
    }

    @Test
    void anErrorFindingIsExitFourAndTheJsonCarriesIt(@TempDir Path dir) throws IOException {
        Path script = dir.resolve("job.sbatch");
        // accelerate#2816's mistake: the node's rank expanded in the batch shell
        Files.writeString(script, "#!/bin/bash\n#SBATCH -N 2 --ntasks-per-node=1 --gpus-per-node=2\n"
                + "srun bash -c \"torchrun --nnodes=2 --node_rank=$SLURM_NODEID --nproc_per_node=2 --master_addr=node1 train.py\"\n");
        Result r = run("explain", "--json", script.toString());
        assertEquals(4, r.code(), r.err());
        assertTrue(r.out().contains("\"code\":\"NODE_RANK_NOT_DISTINCT\""), r.out());
        assertTrue(r.out().startsWith("{\"stack\":\"slurm-24.11\""), r.out());
        Files.writeString(script, "#!/bin/bash\n#SBATCH -N 2 --ntasks-per-node=1 --gpus-per-node=2\n"
                + "srun bash -c 'torchrun --nnodes=2 --node_rank=$SLURM_NODEID --nproc_per_node=2 --master_addr=node1 --master_port=$((15000 + SLURM_JOB_ID)) train.py'\n");
        Result fixed = run("explain", script.toString());
        assertEquals(0, fixed.code(), fixed.out() + fixed.err());
        assertTrue(fixed.out().contains("4 process(es) would start"), fixed.out());
    }
}
