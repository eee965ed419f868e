package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.Hostlist;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code clusterjob hostfile}: a Slurm hostlist expression expanded into a launcher's hostfile. */
@Command(name = "hostfile", mixinStandardHelpOptions = true,
        description = "Expand a Slurm hostlist into a hostfile (DeepSpeed / Open MPI 'host slots=N', MPICH 'host:N', or plain).",
        footer = {"",
                "Examples:",
                "  clusterjob hostfile --nodelist 'gpu-a[01-03,07],gpu-b5' --slots 8",
                "  clusterjob hostfile --slots 8 --format mpich   # in a job: $SLURM_JOB_NODELIST"})
public final class HostfileCommand implements Callable<Integer> {
    enum Format { deepspeed, openmpi, mpich, plain }

    @Option(names = "--nodelist", paramLabel = "EXPR", description = "Hostlist expression (default: $SLURM_JOB_NODELIST).")
    String nodelist;

    @Option(names = "--slots", paramLabel = "N", description = "Slots (GPU processes) per host; required except for --format plain.")
    Integer slots;

    @Option(names = "--format", paramLabel = "F", description = "deepspeed (default), openmpi, mpich or plain.")
    Format format = Format.deepspeed;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        String expr = nodelist != null ? nodelist : System.getenv("SLURM_JOB_NODELIST");
        if (expr == null || expr.isBlank()) {
            throw ClusterjobException.badInput("--nodelist", "expected a hostlist expression (or run inside a job, where SLURM_JOB_NODELIST is set)");
        }
        if (format != Format.plain && (slots == null || slots < 1)) {
            throw ClusterjobException.badInput("--slots", "expected an integer >= 1" + (slots == null ? "" : ", got " + slots));
        }
        List<String> hosts = Hostlist.expand(expr, "--nodelist");
        PrintWriter out = spec.commandLine().getOut();
        for (String h : hosts) {
            switch (format) {
                case deepspeed, openmpi -> out.println(h + " slots=" + slots);
                case mpich -> out.println(h + ":" + slots);
                case plain -> out.println(h);
            }
        }
        return ExitCodes.OK;
    }
}
