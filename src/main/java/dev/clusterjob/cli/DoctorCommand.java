package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.doctor.Diagnosis;
import dev.clusterjob.doctor.LogFiles;
import dev.clusterjob.doctor.NodeMap;
import dev.clusterjob.know.Finding;
import dev.clusterjob.know.FindingPrinter;
import dev.clusterjob.quote.TerminalText;
import dev.clusterjob.slurm.Hostlist;
import dev.clusterjob.submit.Jobs;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code clusterjob doctor}: reads job logs and says what failed, where, and what to do next. */
@Command(name = "doctor", mixinStandardHelpOptions = true,
        description = "Diagnose job logs: NCCL/RCCL INFO and WARN lines, torch/torchrun tracebacks, Slurm messages, clusterjob's preflight.",
        footer = {"",
                "Examples:",
                "  clusterjob doctor llama3-sft-4711.out",
                "  clusterjob doctor --nodes 'node[1-2]' node1.log node2.log",
                "  clusterjob doctor --job 4711 llama3-sft-4711.out      # node list from Slurm",
                "  clusterjob doctor 4711                             # the log submit recorded",
                "  srun ... 2>&1 | tee run.log; clusterjob doctor --json run.log",
                "",
                "With --nodes (the job's node list), peer addresses in the log are named by",
                "resolving each node (/etc/hosts, DNS).",
                "Each finding: file:line, severity, code, host/rank/peer where the log says them,",
                "message, and a hint on what to do next.",
                "Exit code 4 when an error is found, 0 otherwise; '-' reads standard input.",
                "Codes: docs/troubleshooting.md."})
public final class DoctorCommand implements Callable<Integer> {
    @Parameters(paramLabel = "LOG", arity = "1..*", description = "Job log files ('-' for standard input), or a job id: its output"
            + " files (as submit recorded them, else scontrol's), with the job's nodes to name peers.")
    List<String> logs = new ArrayList<>();

    @Option(names = "--json", description = "Print the findings as JSON.")
    boolean json;

    @Option(names = "--nodes", paramLabel = "EXPR", description = "The job's node list as a Slurm hostlist (e.g. node[1-2]), to name peer addresses.")
    String nodes;

    @Option(names = "--job", paramLabel = "JOBID", description = "Take the node list from this job (squeue, else scontrol or sacct).")
    String job;

    @CommandLine.Mixin
    SlurmOptions slurm = new SlurmOptions();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** The job's node list: one squeue (it knows recent jobs, -t all), else scontrol, else sacct. */
    private String nodeListOf(String id) {
        if (!id.matches("\\d+(_\\d+)?")) {
            throw ClusterjobException.badInput("--job", "expected a Slurm job id, got '" + id + "'");
        }
        String list = new Jobs(ClusterjobCommand.context(spec), slurm.jobsOptions(), spec.commandLine().getOut(), spec.commandLine().getErr())
                .nodeList(id, l -> spec.commandLine().getErr().println(TerminalText.lines(l)));
        if (list == null) {
            throw ClusterjobException.badInput("--job", "job " + id + " is unknown to Slurm or has no nodes yet; give --nodes 'node[1-2]' instead");
        }
        return list;
    }

    /** The LOG arguments with each job id (a number that is no file here) replaced by that job's output files. */
    private List<String> files() {
        List<String> files = new ArrayList<>();
        for (String l : logs) {
            if (l.matches("\\d+(_\\d+)?") && !Files.exists(Path.of(l))) {
                new Jobs(ClusterjobCommand.context(spec), slurm.jobsOptions(), spec.commandLine().getOut(), spec.commandLine().getErr())
                        .logFiles(l).forEach(p -> files.add(p.toString()));
                if (job == null && nodes == null) {
                    job = l;
                }
            } else {
                files.add(l);
            }
        }
        return files;
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        NodeMap map = NodeMap.empty();
        if (nodes != null && job != null) {
            throw ClusterjobException.badInput("--job", "give --nodes or --job, not both");
        }
        List<String> files = files();
        if (nodes != null && nodes.matches("\\d+")) {
            job = nodes;
            nodes = null;
        }
        if (job != null) {
            try {
                nodes = nodeListOf(job);
            } catch (ClusterjobException e) {
                if (e.exitCode() != ExitCodes.EXTERNAL) {
                    throw e; // a bad job id, a job Slurm does not know, a host key: the user's to fix
                }
                // Slurm cannot be asked (no squeue here, controller down, login unreachable): the logs
                // are still worth reading; only peer addresses stay unnamed.
                spec.commandLine().getErr().println(TerminalText.lines("clusterjob: doctor: cannot resolve node names of job " + job
                        + " (" + e.getMessage() + "); peer addresses stay unnamed (give --nodes 'node[1-2]' to name them)"));
                nodes = null;
            }
        }
        if (nodes != null) {
            map = NodeMap.resolve(Hostlist.expand(nodes, job != null ? "job " + job : "--nodes"), NodeMap.SYSTEM);
            if (!map.unresolved().isEmpty()) {
                spec.commandLine().getErr().println(TerminalText.line("clusterjob: doctor: cannot resolve " + String.join(", ", map.unresolved())
                        + ": addresses of " + (map.unresolved().size() == 1 ? "it" : "them") + " stay unnamed"));
            }
        }
        Diagnosis diagnosis = LogFiles.diagnosis(files, map);
        List<Finding> findings = diagnosis.findings();
        if (json) {
            FindingPrinter.json(findings, files.size(), diagnosis.certainty(), out);
        } else {
            FindingPrinter.text(findings, files.size(), diagnosis.certainty(), out);
        }
        return FindingPrinter.Summary.of(findings).errors() > 0 ? ExitCodes.VERDICT : ExitCodes.OK;
    }
}
