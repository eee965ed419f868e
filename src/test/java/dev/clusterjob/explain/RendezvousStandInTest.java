package dev.clusterjob.explain;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The torchrun stand-in's static rendezvous: a two-node torchrun that srun starts on one node only is named
 * (RENDEZVOUS_INCOMPLETE, with the rendezvous's own timeout from --rdzv-conf, as static_tcp_rendezvous.py reads it),
 * and the same command started on both nodes is not, even when one node's starts seconds late on a slow machine or while
 * the simulation still starts that node's processes. The short timeout keeps the wait at about a second.
 */
class RendezvousStandInTest {
    private static final String HEAD = """
            #!/bin/bash
            #SBATCH --nodes=2
            #SBATCH --ntasks-per-node=1
            #SBATCH --gpus-per-node=2
            master=$(scontrol show hostnames "$SLURM_JOB_NODELIST" | head -n 1)
            """;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "one node of two | srun --nodes=1 --ntasks=1 torchrun --nnodes=2 --nproc-per-node=2 --node-rank=0 --rdzv-conf=timeout=1"
                    + " --master-addr=\"$master\" --master-port=29611 train.py | 2 | true",
            "both nodes | srun bash -c 'exec torchrun --nnodes=2 --nproc-per-node=2 --node-rank=\"$SLURM_NODEID\" --rdzv-conf=join_timeout=5,timeout=1"
                    + " --master-addr='\"$master\"' --master-port=29611 train.py' | 4 | false",
            // as on a loaded machine: the simulation took 3 s to get here (CJX_T0), and the second node's torchrun starts
            // 3 s after the first (a read that times out: the simulation's sleep returns at once), past the rendezvous's
            // 1 s: the stand-in waits twice the 3 s and both join
            "the second node late on a slow machine | export CJX_T0=$(( $(date +%s) - 3 )); srun bash -c 'if [ \"$SLURM_NODEID\" = 1 ];"
                    + " then read -r -t 3 _ <> <(:); fi; exec torchrun --nnodes=2 --nproc-per-node=2 --node-rank=\"$SLURM_NODEID\" --rdzv-conf=timeout=1"
                    + " --master-addr='\"$master\"' --master-port=29611 train.py' | 4 | false",
            // as on a busier machine: the simulation took 2 s to get here and the second node's torchrun starts about 6 s after
            // the first, past twice those 2 s, but the simulation keeps starting that node's processes meanwhile (a hostname a
            // second): the first stand-in keeps waiting and both join (without that, only one joins)
            "the second node late while its processes still start | export CJX_T0=$(( $(date +%s) - 2 )); srun bash -c 'if [ \"$SLURM_NODEID\" = 1 ];"
                    + " then for i in 1 2 3 4 5 6; do read -r -t 1 _ <> <(:); hostname > /dev/null; done; fi; exec torchrun --nnodes=2"
                    + " --nproc-per-node=2 --node-rank=\"$SLURM_NODEID\" --rdzv-conf=timeout=1 --master-addr='\"$master\"' --master-port=29611 train.py' | 4 | false",
            // the record of the simulation's last started bash caught between its truncation and its write (left so here,
            // the second node's torchrun coming about 4 s after its bash, past the first's limit of twice 1 s): a record
            // that holds no number counts as written when first seen so, and both join (read as no start, only one did)
            "the second node late while the record of starts is being written | export CJX_T0=$(( $(date +%s) - 1 )); srun bash -c"
                    + " 'if [ \"$SLURM_NODEID\" = 1 ]; then read -r -t 1 _ <> <(:); : > \"$CJX_DIR/active\"; read -r -t 3 _ <> <(:); fi;"
                    + " exec torchrun --nnodes=2 --nproc-per-node=2 --node-rank=\"$SLURM_NODEID\" --rdzv-conf=timeout=1"
                    + " --master-addr='\"$master\"' --master-port=29611 train.py' | 4 | false"})
    void aTorchrunWithoutItsPeersIsNamed(String what, String launch, int processes, boolean incomplete, @TempDir Path dir)
            throws IOException {
        Path script = Files.writeString(dir.resolve("job.sbatch"), HEAD + launch + "\n");
        Explainer.Report r = new Explainer(System.getenv("PATH")).explain(new Explainer.Request(List.of(script),
                Allocation.Overrides.none(), SlurmStack.SLURM_24_11, 2, 4242, null, true, Duration.ofSeconds(60), false, List.of()));
        String all = r.findings().stream().map(f -> f.code() + ": " + f.message()).collect(Collectors.joining("\n"));
        assertEquals(processes, r.ranks().size(), all);
        List<Finding> named = r.findings().stream().filter(f -> f.code().equals("RENDEZVOUS_INCOMPLETE")).toList();
        assertEquals(incomplete ? 1 : 0, named.size(), all);
        if (incomplete) {
            assertTrue(named.get(0).message().contains("only 1 torchrun(s) join the rendezvous at node1:29611")
                    && named.get(0).message().contains("until its timeout (1 s)"), all);
        }
    }
}
