package dev.clusterjob.gate;

import java.util.List;

/** One run and its verdict as the lines a person reads ({@code gate parse} without --json; JSON: {@link GateJson}). */
public final class GateText {
    private GateText() {
    }

    /**
     * Two or three lines, each ending in a newline; {@code file} and {@code index} say where the run came from,
     * {@code numbered}: the file holds more than one run, so the index is shown.
     */
    public static String write(String file, int index, NcclTestsRun run, Verdict v, boolean numbered) {
        StringBuilder b = new StringBuilder();
        b.append(file).append(numbered ? " (run " + index + ")" : "").append(": ").append(v.status());
        if (!v.reasons().isEmpty()) {
            b.append(" (").append(String.join(", ", v.reasons().stream().map(Verdict.Reason::token).toList())).append(')');
        }
        if (v.judgedRow() != null) {
            b.append(", best busbw ").append(v.judgedBusbwText()).append(" GB/s at ").append(ByteSize.format(v.judgedRow().bytes()))
                    .append(" (sizes >= ").append(ByteSize.format(v.judgedFromBytes())).append(" judged");
            if (v.criteria().minBusbwGbps() != null) {
                b.append(", floor ").append(v.criteria().minBusbwText()).append(" GB/s");
            }
            b.append(')');
        }
        b.append('\n');
        List<String> hosts = run.hosts();
        b.append("  ").append(run.ranks().size()).append(" rank(s) on ").append(hosts.size()).append(" host(s)")
                .append(hosts.isEmpty() ? "" : ": " + String.join(",", hosts)).append("; ").append(run.rows().size()).append(" row(s)");
        Long wrong = run.wrongTotal();
        b.append("; #wrong ").append(wrong == null ? "N/A" : wrong.toString());
        if (run.outOfBounds() != null) {
            b.append("; out of bounds ").append(run.outOfBounds());
        }
        if (run.avgBusbw() != null) {
            b.append("; Avg bus bandwidth ").append(GateCriteria.plain(run.avgBusbw())).append(" (all sizes, not judged)");
        }
        if (run.tool() != null) {
            b.append("; ").append(run.tool());
        }
        b.append('\n');
        Crash.cause(run.errors()).ifPresent(c -> b.append("  cause: ").append(c.describe())
                .append(run.rows().isEmpty() ? " (the program stopped before measuring)" : "").append('\n'));
        int shown = 0;
        for (String e : run.errors()) {
            if (shown++ == 3) {
                b.append("  ... ").append(run.errors().size() - 3).append(" more error line(s)\n");
                break;
            }
            b.append("  error: ").append(e).append('\n');
        }
        return b.toString();
    }

    /** What an input of {@code lines} lines without any run reads as: not a fabric verdict, so neither PASS nor FAIL. */
    public static String writeNoRun(String file, int lines) {
        return file + ": NO RUN (no-run): no nccl-tests, rccl-tests or torch-probe run found in " + lines + " line(s)\n"
                + "  looked for a '# nThread' or '# Collective test starting' line, the 'size ... busbw ... busbw' header, table rows,\n"
                + "  the 'Avg bus bandwidth' footer and crash lines ('Test NCCL failure', 'NCCL failure file:line'); nothing was measured\n";
    }
}
