package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.json.JsonText;
import dev.clusterjob.quarantine.Expiry;
import dev.clusterjob.quarantine.Quarantine;
import dev.clusterjob.quarantine.QuarantineEntry;
import dev.clusterjob.quote.TerminalText;
import dev.clusterjob.quote.TextColumns;
import dev.clusterjob.slurm.Hostlist;
import dev.clusterjob.slurm.NodeInfo;
import dev.clusterjob.submit.Jobs;
import dev.clusterjob.submit.SlurmPlace;
import dev.clusterjob.yaml.Suggest;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** {@code clusterjob quarantine list|add|remove}: the nodes submit keeps jobs away from, per cluster (docs/sweep.md). */
@Command(name = "quarantine", mixinStandardHelpOptions = true,
        description = "List, add or remove quarantined nodes: submit adds the quarantined nodes of a job's partition to its --exclude.",
        subcommands = {QuarantineCommand.ListCommand.class, QuarantineCommand.AddCommand.class, QuarantineCommand.RemoveCommand.class},
        footer = {"", "Examples:",
                "  clusterjob quarantine list",
                "  clusterjob quarantine add gpu17 --reason 'NIC flaps, ticket 4711' --for 3d",
                "  clusterjob quarantine remove gpu17",
                "",
                "Entries are per cluster (Slurm's ClusterName, asked with one scontrol call",
                "unless --cluster names it) and never apply to another cluster. Sweeps add",
                "their outliers, submit the nodes the gate convicts; each entry expires.",
                "docs/sweep.md"})
public final class QuarantineCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** A Slurm node name: what --exclude may carry. */
    static final Pattern NODE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");

    /** Slurm's ClusterName where the job API's commands run (--remote, else this machine). */
    static String clusterOf(Jobs jobs) {
        try (SlurmPlace site = jobs.open(jobs.remoteFlag())) {
            String c = jobs.retrying(site.slurm::clusterName);
            if (c == null) {
                throw new ClusterjobException(ExitCodes.EXTERNAL, "scontrol show config names no ClusterName; give --cluster NAME");
            }
            return c;
        }
    }

    /** The nodes of a hostlist argument, each a valid node name. */
    static List<String> nodes(List<String> args) {
        List<String> out = new ArrayList<>();
        for (String a : args) {
            for (String n : Hostlist.expand(a, "NODE")) {
                if (!NODE.matcher(n).matches()) {
                    throw ClusterjobException.badInput("NODE", "'" + n + "' is not a node name (letters, digits, '.', '_', '-')");
                }
                out.add(n);
            }
        }
        return out;
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "Show the live entries of every cluster (or of --cluster).",
            footer = {"", "--json prints [{node, cluster, reason, evidence, expires, added}].",
                    "Exit codes: 0 shown, 5 a damaged quarantine file."})
    public static final class ListCommand extends SlurmCommand {
        @Option(names = "--cluster", paramLabel = "NAME", description = "Only this cluster's entries.")
        String cluster;

        @Option(names = "--json", description = "Print a JSON list.")
        boolean json;

        @Override
        int run() {
            Jobs jobs = jobs();
            Quarantine q = Quarantine.in(jobs.context().stateDir());
            List<QuarantineEntry> live = q.live(jobs.context().time().now()).stream()
                    .filter(e -> cluster == null || e.cluster().equals(cluster)).toList();
            if (json) {
                out().println(JsonText.write(g -> {
                    g.writeStartArray();
                    for (QuarantineEntry e : live) {
                        Quarantine.writeEntry(g, e);
                    }
                    g.writeEndArray();
                }));
            } else if (live.isEmpty()) {
                err().println("clusterjob: no node is quarantined" + (cluster == null ? "" : " on cluster " + cluster) + " (" + q.file() + ")");
            } else {
                table(live).forEach(l -> out().println(TerminalText.line(l)));
            }
            out().flush();
            return ExitCodes.OK;
        }

        static List<String> table(List<QuarantineEntry> live) {
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"NODE", "CLUSTER", "EXPIRES", "REASON", "EVIDENCE"});
            for (QuarantineEntry e : live) {
                rows.add(new String[] {e.node(), e.cluster(), e.expires().toString(), e.reason(), e.evidence()});
            }
            return TextColumns.aligned(rows);
        }
    }

    @Command(name = "add", mixinStandardHelpOptions = true, description = "Quarantine nodes (a hostlist such as gpu[17-18] works) for a while.",
            footer = {"", "Exit codes: 0 added (an existing entry is renewed), 2 bad input (also a",
                    "node scontrol does not know), 3 Slurm or SSH failed, 5 a damaged quarantine",
                    "file."})
    public static final class AddCommand extends SlurmCommand {
        @Parameters(paramLabel = "NODE", arity = "1..*", description = "Node names or hostlists.")
        List<String> nodes = new ArrayList<>();

        @Option(names = "--reason", required = true, paramLabel = "TEXT", description = "Why, in one line (shown by list and by submit).")
        String reason;

        @Option(names = "--for", paramLabel = "DURATION", defaultValue = "24h", description = "How long: 90m, 24h, 7d, 2w (default: ${DEFAULT-VALUE}).")
        String forText;

        @Option(names = "--cluster", paramLabel = "NAME", description = "The cluster (default: Slurm's ClusterName; then the nodes are checked with scontrol).")
        String cluster;

        @Override
        int run() {
            if (reason.isBlank() || reason.length() > 200 || reason.chars().anyMatch(c -> c < 0x20 || c == 0x7f)) {
                throw ClusterjobException.badInput("--reason", "expected one line of 1 to 200 characters");
            }
            Duration d = Expiry.parse(forText, "--for");
            List<String> names = nodes(nodes);
            Jobs jobs = jobs();
            String c = cluster;
            if (c == null) {
                try (SlurmPlace site = jobs.open(jobs.remoteFlag())) {
                    c = jobs.retrying(site.slurm::clusterName);
                    if (c == null) {
                        throw new ClusterjobException(ExitCodes.EXTERNAL, "scontrol show config names no ClusterName; give --cluster NAME");
                    }
                    List<String> known = jobs.retrying(() -> site.slurm.nodes(Hostlist.compress(names))).stream().map(NodeInfo::name).toList();
                    for (String n : names) {
                        if (!known.contains(n)) {
                            throw ClusterjobException.badInput("NODE", "cluster " + c + " has no node '" + n + "'");
                        }
                    }
                } catch (ClusterjobException e) {
                    if (e.getMessage().contains("not found")) {
                        throw ClusterjobException.badInput("NODE", "scontrol does not know " + String.join(",", names) + ": " + e.getMessage());
                    }
                    throw e;
                }
            }
            Instant now = jobs.context().time().now();
            String who = System.getProperty("user.name", "?");
            List<QuarantineEntry> entries = new ArrayList<>();
            for (String n : names) {
                entries.add(new QuarantineEntry(n, c, reason, "added by hand by " + who, now.plus(d), now));
            }
            Quarantine.in(jobs.context().stateDir()).add(entries, now);
            out().println("quarantined " + String.join(",", names) + " on cluster " + c + " until " + now.plus(d));
            out().flush();
            return ExitCodes.OK;
        }
    }

    @Command(name = "remove", mixinStandardHelpOptions = true, description = "End the quarantine of nodes on a cluster.",
            footer = {"", "Exit codes: 0 removed, 2 a node that is not quarantined there, 3 Slurm or",
                    "SSH failed, 5 a damaged quarantine file."})
    public static final class RemoveCommand extends SlurmCommand {
        @Parameters(paramLabel = "NODE", arity = "1..*", description = "Node names or hostlists.")
        List<String> nodes = new ArrayList<>();

        @Option(names = "--cluster", paramLabel = "NAME", description = "The cluster (default: Slurm's ClusterName).")
        String cluster;

        @Override
        int run() {
            List<String> names = nodes(nodes);
            Jobs jobs = jobs();
            String c = cluster != null ? cluster : clusterOf(jobs);
            Quarantine q = Quarantine.in(jobs.context().stateDir());
            Instant now = jobs.context().time().now();
            List<String> there = q.live(now, c).stream().map(QuarantineEntry::node).toList();
            for (String n : names) {
                if (!there.contains(n)) {
                    String hint = Suggest.didYouMean(n, there);
                    throw ClusterjobException.badInput("NODE", n + " is not quarantined on cluster " + c
                            + (there.isEmpty() ? " (nothing is)" : " (quarantined there: " + String.join(",", there) + ")")
                            + hint);
                }
            }
            q.remove(c, names, now);
            out().println("removed " + String.join(",", names) + " from the quarantine of cluster " + c);
            out().flush();
            return ExitCodes.OK;
        }
    }
}
