package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.fs.AtomicFile;
import dev.clusterjob.probe.NodeFacts;
import dev.clusterjob.probe.ProbeSummary;
import dev.clusterjob.probe.ProbeJson;
import dev.clusterjob.probe.Prober;
import dev.clusterjob.probe.ProfileText;
import dev.clusterjob.probe.SiteAnalysis;
import dev.clusterjob.profile.ProfileCatalog;
import dev.clusterjob.submit.Jobs;
import dev.clusterjob.submit.RemoteLogin;
import dev.clusterjob.submit.SlurmPlace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/** {@code clusterjob probe}: a thin adapter over dev.clusterjob.probe (collect with srun, analyse, write the profile). */
@Command(name = "probe", mixinStandardHelpOptions = true,
        description = "Discover a partition's fabric (interfaces and routes, RDMA ports and GID tables, GPUs) with one short srun"
                + " per pass and write a site profile that extends a built-in.",
        footer = {"",
                "Examples:",
                "  clusterjob probe --partition gpu --nodes 3 --name site -o site.yaml",
                "  clusterjob profiles show --profile-file site.yaml site",
                "  clusterjob probe --partition gpu --nodelist 'gpu[01-04]' --json",
                "  clusterjob probe --remote alice@login1 --partition gpu --nodes 2 -o site.yaml",
                "",
                "Two srun steps, one task per node: the first collects each node's facts, the",
                "second asks each node which interface reaches every other node's addresses (ip",
                "route get). Inside an allocation (SLURM_JOB_ID set) they are steps of it. Nodes",
                "that differ from the majority are listed as suspects (docs/probe.md).",
                "Exit codes: 0 profile written or printed (suspects or not), 2 bad input, 3 srun",
                "or SSH failed, 10 host key."})
public final class ProbeCommand extends SlurmCommand {
    @Option(names = "--partition", required = true, paramLabel = "P", description = "The partition to probe (also the profile's partition).")
    String partition;

    @Option(names = "--nodes", paramLabel = "N", description = "How many nodes to probe (default: 2; inside an allocation: all of it).")
    Integer nodes;

    @Option(names = "--nodelist", paramLabel = "LIST", description = "Probe exactly these nodes (Slurm hostlist, e.g. gpu[01-04]).")
    String nodelist;

    @Option(names = "--name", paramLabel = "NAME", defaultValue = "site", description = "The profile's name (default: ${DEFAULT-VALUE}).")
    String name;

    @Option(names = "--extends", paramLabel = "BUILTIN",
            description = "The built-in profile to extend (default: h800 or instinct with RDMA, by the GPUs found; tcp without).")
    String extendsName;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write the profile here (atomically); default: print it.")
    Path output;

    @Option(names = "--json", description = "Print the raw findings per node and the choices as one JSON object.")
    boolean json;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "600",
            description = "Give up on one srun after this long (it may wait for nodes; default: ${DEFAULT-VALUE}).")
    int timeout;

    private static final java.util.regex.Pattern NAME = java.util.regex.Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]*");

    @Override
    int run() {
        checkFlags();
        Jobs jobs = jobs();
        RemoteLogin login = jobs.remoteFlag();
        boolean inAllocation = login == null && System.getenv("SLURM_JOB_ID") != null;
        Integer n = nodes != null ? nodes : nodelist != null || inAllocation ? null : 2;
        Prober.Request req = new Prober.Request(partition, n, nodelist, "clusterjob-probe", inAllocation, Duration.ofSeconds(timeout));
        List<NodeFacts> facts;
        try (SlurmPlace site = jobs.open(login)) {
            facts = Prober.probe(site.runner, req, this::notice);
        }
        SiteAnalysis.Result r = SiteAnalysis.analyse(facts, extendsName);
        List<String> header = new ArrayList<>();
        header.add("Site profile written by `clusterjob probe --partition " + partition + "` at "
                + Instant.now().truncatedTo(ChronoUnit.SECONDS) + (login == null ? "" : " through " + RemoteLogin.describe(login)) + ".");
        header.add("Load it with: clusterjob profiles show --profile-file FILE " + name + "; render with --profile-file FILE --profile " + name + ".");
        String yaml = ProfileText.write(r, name, partition, header);
        if (output != null) {
            try {
                AtomicFile.write(output, yaml, false);
            } catch (IOException e) {
                throw new ClusterjobException(ExitCodes.USAGE, output + ": cannot write the profile: " + e.getMessage());
            }
        }
        print(r, yaml);
        return ExitCodes.OK;
    }

    /** Bad flags are refused before any srun: one line naming the flag, exit 2. */
    private void checkFlags() {
        if (!NAME.matcher(name).matches()) {
            throw ClusterjobException.badInput("--name", "profile name '" + name + "': expected letters, digits, '_', '.', '-'");
        }
        if (partition.isBlank() || partition.chars().anyMatch(c -> Character.isWhitespace(c) || c == ',')) {
            throw ClusterjobException.badInput("--partition", "expected one partition name, got '" + partition + "'");
        }
        if (nodes != null && nodelist != null) {
            throw ClusterjobException.badInput("--nodes", "give --nodes or --nodelist, not both");
        }
        if (nodes != null && nodes < 1) {
            throw ClusterjobException.badInput("--nodes", "expected a number >= 1, got " + nodes);
        }
        if (timeout < 1) {
            throw ClusterjobException.badInput("--timeout", "expected seconds >= 1, got " + timeout);
        }
        if (nodelist != null) {
            dev.clusterjob.slurm.Hostlist.expand(nodelist, "--nodelist");
        }
        if (extendsName != null) {
            ProfileCatalog builtins = ProfileCatalog.load(List.of());
            if (builtins.find(extendsName) == null) {
                throw ClusterjobException.badInput("--extends", "unknown built-in profile '" + extendsName + "' (known: "
                        + String.join(", ", builtins.names()) + ")");
            }
        }
    }

    /** The profile (stdout) or a summary of what was written, or the JSON; the suspect nodes as notices. */
    private void print(SiteAnalysis.Result r, String yaml) {
        PrintWriter out = out();
        if (json) {
            out.println(ProbeJson.write(r, name, partition, output == null ? null : output.toString()));
        } else if (output == null) {
            out.print(yaml);
        } else {
            for (String line : ProbeSummary.lines(r)) {
                out.println(line);
            }
            out.println("wrote " + output + ": clusterjob profiles show --profile-file " + output + " " + name);
        }
        if (!r.suspects().isEmpty() && (json || output == null)) {
            for (SiteAnalysis.Suspect s : r.suspects()) {
                notice("suspect " + s.node() + ": " + String.join("; ", s.differences()));
            }
            notice(r.excludeAdvice());
        }
        out.flush();
    }
}
