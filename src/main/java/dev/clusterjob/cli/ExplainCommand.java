package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.explain.Allocation;
import dev.clusterjob.explain.ExplainPrinter;
import dev.clusterjob.explain.Explainer;
import dev.clusterjob.explain.SlurmStack;
import dev.clusterjob.quote.TerminalText;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code clusterjob explain}: every rank's environment, before submitting, by running the script under a simulated allocation. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = "Run a job spec's script or any sbatch script under a simulated Slurm allocation on this machine and show"
                + " every process it would start: host, ranks, MASTER_ADDR:MASTER_PORT, GPUs, fabric variables, command.",
        footer = {"",
                "Examples:",
                "  clusterjob explain slurm-examples/llama3-8b-full-sft-h800.yaml",
                "  clusterjob explain my-job.sbatch --nodes 4 --gpus-per-node 8 \\",
                "      --stack slurm-22.05",
                "  # one script per node, started by hand:",
                "  clusterjob explain node1.sh node2.sh --nodelist 192.168.0.1,192.168.0.2",
                "  clusterjob explain job.sbatch --node-facts site-facts.json --json",
                "",
                "No Slurm, no network, no GPU is used: stand-ins for srun, mpirun, torchrun,",
                "deepspeed, accelerate, llamafactory-cli, horovodrun, pdsh, ssh and scontrol give",
                "each process what the real tool would, and record it instead of starting it.",
                "Exit code 4 when a check finds an error (docs/explain.md lists the codes), 2 for",
                "bad input."})
public final class ExplainCommand implements Callable<Integer> {
    @Parameters(paramLabel = "SPEC|SCRIPT", arity = "1..*", description = "A job spec (.yaml), a batch script, or one script per node.")
    List<Path> files;

    @ArgGroup(exclusive = true)
    Nodes nodes;

    static final class Nodes {
        @Option(names = "--nodes", paramLabel = "N", description = "Nodes of the simulated allocation (default: the script's --nodes).")
        Integer count;

        @Option(names = "--nodelist", paramLabel = "LIST", description = "Their names, a Slurm hostlist (default: node1, node2 ... or the node facts' names).")
        String list;
    }

    @Option(names = "--gpus-per-node", paramLabel = "G", description = "GPUs per node (default: the script's request).")
    Integer gpusPerNode;

    @Option(names = "--partition", paramLabel = "P", description = "SLURM_JOB_PARTITION (default: the script's --partition).")
    String partition;

    @Option(names = "--cpus-per-node", paramLabel = "C", description = "CPUs of each node, for --exclusive (default: the node facts', else the tasks').")
    Integer cpusPerNode;

    @Option(names = "--stack", paramLabel = "S", description = "slurm-22.05 (with Open MPI 4) or slurm-24.11 (with Open MPI 5, the default).")
    String stack = "slurm-24.11";

    @Option(names = "--torch", paramLabel = "V", description = "torch major version whose torchrun is simulated: 1 or 2 (default 2).")
    int torch = 2;

    @Option(names = "--job-id", paramLabel = "ID", description = "SLURM_JOB_ID of the simulated job (default 4242).")
    long jobId = 4242;

    @Option(names = "--node-facts", paramLabel = "FILE", description = "clusterjob probe --json output: node names, interfaces, addresses, GPUs.")
    Path nodeFacts;

    @Option(names = "--json", description = "Print the table and the findings as JSON, with every process's whole environment.")
    boolean json;

    @Option(names = "--by-hand", description = "Run the script on the first node without Slurm (a launch script started by hand).")
    boolean byHand;

    @Option(names = "--arg", paramLabel = "ARG", description = "An argument for the script ($1, $2 ...); repeat for more.")
    List<String> args = List.of();

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "Time limit of the simulation (default 60).")
    int timeout = 60;

    @Option(names = "--no-sandbox", description = "Run without the private namespace (no network, read-only files); the script can then write outside its folder.")
    boolean noSandbox;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        SlurmStack s = SlurmStack.parse(stack);
        if (s == null) {
            throw ClusterjobException.badInput("--stack", "expected " + SlurmStack.choices() + ", got '" + stack + "'");
        }
        if (torch != 1 && torch != 2) {
            throw ClusterjobException.badInput("--torch", "expected 1 or 2, got " + torch);
        }
        positive("--nodes", nodes == null ? null : nodes.count);
        positive("--gpus-per-node", gpusPerNode, 0);
        positive("--cpus-per-node", cpusPerNode);
        positive("--timeout", timeout);
        Allocation.Overrides o = new Allocation.Overrides(nodes == null ? null : nodes.count, nodes == null ? null : nodes.list, gpusPerNode,
                partition, cpusPerNode);
        Explainer.Request r = new Explainer.Request(files, o, s, torch, jobId, nodeFacts, !noSandbox, Duration.ofSeconds(timeout), byHand,
                args);
        Explainer.Report report = new Explainer(System.getenv().getOrDefault("PATH", "/usr/bin:/bin")).explain(r);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(ExplainPrinter.json(report));
        } else { // the script's words (commands, values) reach the terminal: their control characters made visible
            java.io.StringWriter text = new java.io.StringWriter();
            ExplainPrinter.text(report, new PrintWriter(text));
            out.print(TerminalText.lines(text.toString()));
            out.flush();
        }
        return report.hasErrors() ? ExitCodes.VERDICT : ExitCodes.OK;
    }

    private static void positive(String flag, Integer v) {
        positive(flag, v, 1);
    }

    private static void positive(String flag, Integer v, int min) {
        if (v != null && v < min) {
            throw ClusterjobException.badInput(flag, "expected an integer >= " + min + ", got " + v);
        }
    }
}
