package dev.clusterjob.cli;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.gate.TorchProbe;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.util.concurrent.Callable;

/** {@code clusterjob gate probe}: prints the torch probe, for running it by hand. */
@Command(name = "probe", mixinStandardHelpOptions = true,
        description = "Print the torch probe (Python): all_reduce bus bandwidth with torch.distributed, in nccl-tests' format.",
        footer = {"",
                "Examples:",
                "  clusterjob gate probe > probe.py",
                "  torchrun --nproc_per_node 8 probe.py -b 16M -e 1G | tee probe.txt",
                "  clusterjob gate parse probe.txt --min-busbw 300",
                "",
                "Probe options: -b/-e size range, -f factor, -n iterations, -w warm-up,",
                "-c 0/1 check, --backend auto|nccl|gloo, --time-cap S, --timeout S, --out FILE",
                "(python3 probe.py --help)."})
public final class GateProbeCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getOut().print(TorchProbe.source());
        return ExitCodes.OK;
    }
}
