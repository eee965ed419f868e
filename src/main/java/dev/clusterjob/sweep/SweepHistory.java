package dev.clusterjob.sweep;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.fs.LockedFile;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A partition's sweeps over time, per cluster, in the state folder: {@code sweeps/CLUSTER/PARTITION.tsv}
 * (docs/sweep.md, "Baselines"). Each sweep is a {@code sweep} line (time, job, mode, measuring settings,
 * reference) followed by one {@code node} line per node (median GB/s, score, verdict) and, for the newest
 * {@value #PAIRS_KEPT} sweeps, one {@code pair} line per pair. At most {@value #MAX_SWEEPS} sweeps are kept.
 * Written under {@link LockedFile} (concurrent sweeps lose nothing); a damaged file is refused with one
 * line ({@link ExitCodes#STATE_DAMAGED}) and never rewritten.
 *
 * <p>The baseline a new sweep is judged against: the upper median of the healthy (non-outlier) nodes'
 * medians of the newest {@value #BASELINE_SWEEPS} sweeps measured with the same settings (tool, ranks per
 * node, largest message size): figures of another tool or size are not comparable.
 */
public final class SweepHistory {
    static final int MAX_SWEEPS = 50;
    static final int PAIRS_KEPT = 5;
    static final int BASELINE_SWEEPS = 10;
    static final String MAGIC = "# clusterjob sweep history 1";

    /** One node's figures in one sweep. */
    public record NodeFigure(String node, Double medianGbps, Double score, boolean outlier) {
    }

    /** One recorded sweep. */
    public record Entry(Instant time, String job, String mode, String settings, Double referenceGbps, String referenceFrom,
                        List<NodeFigure> nodes, List<PairResult> pairs) {
    }

    private final Path file;
    private final String cluster;
    private final String partition;

    public SweepHistory(Path stateDir, String cluster, String partition) {
        this.file = stateDir.resolve("sweeps").resolve(safe(cluster)).resolve(safe(partition) + ".tsv");
        this.cluster = cluster;
        this.partition = partition;
    }

    public Path file() {
        return file;
    }

    /** A name as a file name: letters, digits, '.', '_', '-' kept; anything else as %XX (never a path separator or "..") . */
    static String safe(String name) {
        StringBuilder b = new StringBuilder();
        for (byte c : name.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            if (Character.isLetterOrDigit(c) && c > 0 || c == '_' || c == '-' || c == '.' && b.length() > 0) {
                b.append((char) c);
            } else {
                b.append(String.format(Locale.ROOT, "%%%02X", c & 0xff));
            }
        }
        return b.toString();
    }

    /** The measuring settings two sweeps must share to be compared: tool, ranks per node, largest size. */
    public static String settings(String tool, int ranksPerNode, Long maxBytes) {
        return tool + " ranks=" + ranksPerNode + " max_bytes=" + (maxBytes == null ? "default" : maxBytes);
    }

    /** The recorded sweeps, oldest first; none when there is no file. */
    public List<Entry> load() {
        String text;
        try {
            text = LockedFile.read(file);
        } catch (IOException e) {
            throw damaged(0, "cannot read it (" + e.getMessage() + ")");
        }
        return text == null ? List.of() : parse(text);
    }

    /** The baseline for sweeps measured with {@code settings}, or null when none was recorded. */
    public Double baseline(String settings) {
        List<Entry> same = load().stream().filter(e -> e.settings().equals(settings)).toList();
        List<Double> healthy = new ArrayList<>();
        for (Entry e : same.subList(Math.max(0, same.size() - BASELINE_SWEEPS), same.size())) {
            for (NodeFigure n : e.nodes()) {
                if (!n.outlier() && n.medianGbps() != null) {
                    healthy.add(n.medianGbps());
                }
            }
        }
        Double b = Medians.upper(healthy);
        return b == null || b <= 0 ? null : b;
    }

    /** Records a judged sweep (bounded: the oldest go first, and older sweeps keep only their nodes' figures). */
    public void record(SweepReport r, String settings, Instant when) {
        SweepVerdict v = r.verdict();
        List<NodeFigure> nodes = new ArrayList<>();
        for (NodeScore n : v.nodes()) {
            if (n.pairs() > 0) {
                nodes.add(new NodeFigure(n.node(), n.medianGbps(), n.score(), n.outlier()));
            }
        }
        Entry e = new Entry(when.truncatedTo(java.time.temporal.ChronoUnit.SECONDS), r.jobId() == null ? "-" : r.jobId(), v.mode().id(), settings, v.referenceGbps(), v.referenceFrom(),
                nodes, v.pairs());
        try {
            LockedFile.update(file, current -> {
                List<Entry> all = new ArrayList<>(current == null ? List.of() : parse(current));
                all.add(e);
                while (all.size() > MAX_SWEEPS) {
                    all.remove(0);
                }
                return render(all);
            });
        } catch (IOException x) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, file + ": cannot write the sweep history: " + x.getMessage());
        }
    }

    String render(List<Entry> all) {
        StringBuilder b = new StringBuilder(MAGIC).append(" cluster=").append(safe(cluster)).append(" partition=").append(safe(partition)).append('\n');
        for (int i = 0; i < all.size(); i++) {
            Entry e = all.get(i);
            b.append("sweep\t").append(e.time()).append('\t').append(e.job()).append('\t').append(e.mode()).append('\t').append(e.settings())
                    .append('\t').append(num(e.referenceGbps())).append('\t').append(e.referenceFrom()).append('\n');
            for (NodeFigure n : e.nodes()) {
                b.append("node\t").append(n.node()).append('\t').append(num(n.medianGbps())).append('\t').append(num(n.score()))
                        .append('\t').append(n.outlier() ? "outlier" : "ok").append('\n');
            }
            if (i >= all.size() - PAIRS_KEPT) {
                for (PairResult p : e.pairs()) {
                    b.append("pair\t").append(p.round()).append('\t').append(p.a()).append('\t').append(p.b()).append('\t')
                            .append(num(p.busbwGbps())).append('\t').append(p.error() == null ? "-" : p.error()).append('\n');
                }
            }
        }
        return b.toString();
    }

    private static String num(Double d) {
        return d == null ? "-" : String.format(Locale.ROOT, "%.4f", d).replaceAll("0+$", "").replaceAll("\\.$", ".0");
    }

    List<Entry> parse(String text) {
        String[] lines = text.split("\n");
        if (lines.length == 0 || !lines[0].startsWith(MAGIC)) {
            throw damaged(1, "expected a first line '" + MAGIC + " ...'");
        }
        List<Entry> out = new ArrayList<>();
        Entry cur = null;
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            String[] f = lines[i].split("\t", -1);
            try {
                switch (f[0]) {
                    case "sweep" -> {
                        need(f, 7, i);
                        cur = new Entry(Instant.parse(f[1]), f[2], f[3], f[4], dbl(f[5]), f[6], new ArrayList<>(), new ArrayList<>());
                        out.add(cur);
                    }
                    case "node" -> {
                        need(f, 5, i);
                        inSweep(cur, i).nodes().add(new NodeFigure(f[1], dbl(f[2]), dbl(f[3]), f[4].equals("outlier")));
                    }
                    case "pair" -> {
                        need(f, 6, i);
                        inSweep(cur, i).pairs().add(new PairResult(Integer.parseInt(f[1]), f[2], f[3], dbl(f[4]), f[5].equals("-") ? null : f[5], 0));
                    }
                    default -> throw damaged(i + 1, "expected a sweep, node or pair line, got '" + f[0] + "'");
                }
            } catch (NumberFormatException | DateTimeParseException e) {
                throw damaged(i + 1, "a number or time that is not one (" + e.getMessage() + ")");
            }
        }
        return out;
    }

    private void need(String[] f, int n, int i) {
        if (f.length != n) {
            throw damaged(i + 1, "expected " + n + " tab-separated fields in a " + f[0] + " line, got " + f.length);
        }
    }

    private Entry inSweep(Entry cur, int i) {
        if (cur == null) {
            throw damaged(i + 1, "a line before the first sweep line");
        }
        return cur;
    }

    private static Double dbl(String s) {
        return s.equals("-") ? null : Double.valueOf(s);
    }

    private ClusterjobException damaged(int line, String what) {
        return new ClusterjobException(ExitCodes.STATE_DAMAGED, file + (line > 0 ? ":" + line : "") + ": " + what
                + "; the history is left as it is: fix the file or move it away");
    }
}
