package dev.clusterjob.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code clusterjob gate}: the fabric gate's offline tools (the in-job gate is rendered by {@code render --gate}). */
@Command(name = "gate", mixinStandardHelpOptions = true,
        description = "Judge saved nccl-tests / torch-probe output the way the in-job fabric gate does (docs/gate.md).",
        subcommands = {GateParseCommand.class, GateProbeCommand.class},
        footer = {"", "Examples:",
                "  clusterjob gate parse all_reduce.txt --min-busbw 100 --svg busbw.svg",
                "  clusterjob gate probe > probe.py     # the torch probe, to run by hand",
                "  clusterjob render job.yaml --gate    # the in-job gate step"})
public final class GateCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
