package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.fs.AtomicFile;
import dev.clusterjob.gate.BusbwSvg;
import dev.clusterjob.gate.ByteSize;
import dev.clusterjob.gate.GateCriteria;
import dev.clusterjob.gate.GateJson;
import dev.clusterjob.gate.GateText;
import dev.clusterjob.gate.NcclTestsParser;
import dev.clusterjob.gate.NcclTestsRun;
import dev.clusterjob.gate.Verdict;
import dev.clusterjob.quote.TerminalText;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code clusterjob gate parse}: verdicts from saved all_reduce_perf / torch-probe output. */
@Command(name = "parse", mixinStandardHelpOptions = true,
        description = "Parse saved nccl-tests (or torch probe) output and judge it: best large-message busbw against a floor, "
                + "#wrong, out-of-bounds values, NCCL errors, missing or cut-short tables.",
        footer = {"",
                "Examples:",
                "  clusterjob gate parse all_reduce.txt",
                "  clusterjob gate parse all_reduce.txt --min-busbw 300 --min-bytes 1G \\",
                "      --svg busbw.svg",
                "  clusterjob gate parse slurm-1234.out --json | jq .verdict",
                "",
                "Judged on the best busbw among sizes >= --min-bytes (default: the largest",
                "size / 8), never on 'Avg bus bandwidth', the mean over every size. One result",
                "per run found (a job log may hold several).",
                "--json prints one JSON object per run, one per line. Exit 0 when every run",
                "passes, 91 when one fails (the in-job gate's code), 92 when an input holds no",
                "run at all (nothing measured: not a fabric verdict), 2 on bad input."})
public final class GateParseCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Saved output ('-' reads stdin).")
    List<String> files;

    @Option(names = "--min-busbw", paramLabel = "GBPS", description = "Bus bandwidth floor in GB/s (default: none, correctness only).")
    Double minBusbw;

    @Option(names = "--min-bytes", paramLabel = "B", description = "Judge sizes of at least B bytes (K/M/G suffixes; default: largest size / 8).")
    String minBytes;

    @Option(names = "--json", description = "One JSON object per run (fields in docs/gate.md).")
    boolean json;

    @Option(names = "--svg", paramLabel = "FILE", description = "Draw busbw against message size into FILE (needs exactly one run).")
    Path svg;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** One run with the file it came from; {@code run} null when the file held none ({@code lines}: how many it had). */
    private record Found(String file, int index, NcclTestsRun run, int lines) {
    }

    @Override
    public Integer call() {
        GateCriteria criteria = criteria();
        List<Found> found = new ArrayList<>();
        for (String f : files) {
            String text = read(f);
            List<NcclTestsRun> runs = NcclTestsParser.parse(text);
            if (runs.isEmpty()) {
                found.add(new Found(f, 0, null, text.isEmpty() ? 0 : text.split("\n", -1).length - (text.endsWith("\n") ? 1 : 0)));
            }
            for (int i = 0; i < runs.size(); i++) {
                found.add(new Found(f, i + 1, runs.get(i), 0));
            }
        }
        long runCount = found.stream().filter(f -> f.run() != null).count();
        if (svg != null && (found.size() != 1 || runCount != 1)) {
            throw ClusterjobException.badInput("--svg", "draws one run, but " + runCount
                    + " runs were found: give one file holding one run");
        }
        PrintWriter out = spec.commandLine().getOut();
        boolean allPass = true;
        boolean noRun = false;
        for (Found f : found) {
            if (f.run() == null) {
                noRun = true;
                if (json) {
                    out.println(GateJson.writeNoRun(f.file(), criteria, f.lines()));
                } else {
                    out.print(TerminalText.lines(GateText.writeNoRun(f.file(), f.lines())));
                }
                continue;
            }
            Verdict v = Verdict.judge(f.run(), criteria);
            allPass &= v.passed();
            if (json) {
                out.println(GateJson.write(f.file(), f.index(), f.run(), v));
            } else {
                out.print(TerminalText.lines(GateText.write(f.file(), f.index(), f.run(), v, found.stream().filter(o -> o.file().equals(f.file())).count() > 1)));
            }
            if (svg != null) {
                try {
                    AtomicFile.write(svg, BusbwSvg.render(f.run(), v), false);
                } catch (IOException e) {
                    throw ClusterjobException.badInput(svg.toString(), "cannot write: " + e.getMessage());
                }
                spec.commandLine().getErr().println("clusterjob: wrote " + svg);
            }
        }
        out.flush();
        return !allPass ? ExitCodes.GATE_FAILED : noRun ? ExitCodes.NO_RUN_FOUND : ExitCodes.OK;
    }

    private GateCriteria criteria() {
        if (minBusbw != null && (minBusbw.isNaN() || minBusbw < 0)) {
            throw ClusterjobException.badInput("--min-busbw", "expected a number of GB/s >= 0, got " + minBusbw);
        }
        Long bytes = null;
        if (minBytes != null) {
            bytes = ByteSize.parse(minBytes);
            if (bytes == null) {
                throw ClusterjobException.badInput("--min-bytes", "expected a size such as 1073741824, 256M or 1G, got '" + minBytes + "'");
            }
        }
        return new GateCriteria(minBusbw, bytes);
    }

    private static String read(String f) {
        try {
            if (f.equals("-")) {
                InputStream in = System.in;
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            return Files.readString(Path.of(f), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw ClusterjobException.badInput(f, "file not found");
        } catch (IOException e) {
            throw ClusterjobException.badInput(f, "cannot read: " + e.getMessage());
        }
    }
}
