package dev.clusterjob.sweep;

import dev.clusterjob.ClusterjobException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a sweep job's {@code pairs.tsv} (templates/lib/sweep.sh): a header line
 * {@code # clusterjob-sweep 1 mode=... hosts=h1,h2 tool=... reference=... below=... floor=...}, one
 * tab-separated line per measured pair ({@code round a b busbw|- verdict reason exit}, busbw and reason as
 * the gate's judge printed them), and {@code # end rounds=R pairs=P seconds=S stopped=no|time-limit}
 * once the sweep is over (absent when the job was cut short).
 *
 * @param settings the header's key=value pairs
 * @param hosts the sweep's hosts in Slurm's order
 * @param ended whether the end line is there
 * @param stopped the end line's {@code stopped} ("no", "time-limit"), or null without it
 */
public record PairsTsv(Map<String, String> settings, List<String> hosts, List<PairResult> pairs, boolean ended, String stopped) {
    public static final String MAGIC = "# clusterjob-sweep 1 ";

    /** Parses {@code text}, read from {@code where} (named in the one-line error of a line that is not a sweep's). */
    public static PairsTsv parse(String text, String where) {
        String[] lines = text.split("\n", -1);
        if (lines.length == 0 || !lines[0].startsWith(MAGIC)) {
            throw ClusterjobException.badInput(where + ":1", "expected a sweep's pairs.tsv starting with '" + MAGIC.trim() + "'");
        }
        Map<String, String> settings = fields(lines[0].substring(MAGIC.length()));
        String hostList = settings.get("hosts");
        if (hostList == null || hostList.isBlank()) {
            throw ClusterjobException.badInput(where + ":1", "the header names no hosts=");
        }
        List<String> hosts = List.of(hostList.split(","));
        List<PairResult> pairs = new ArrayList<>();
        boolean ended = false;
        String stopped = null;
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i];
            if (line.isBlank()) {
                continue;
            }
            if (line.startsWith("# end ")) {
                ended = true;
                stopped = fields(line.substring("# end ".length())).getOrDefault("stopped", "no");
                continue;
            }
            if (line.startsWith("#")) {
                continue;
            }
            pairs.add(row(line, hosts, where + ":" + (i + 1)));
        }
        return new PairsTsv(settings, hosts, pairs, ended, stopped);
    }

    private static PairResult row(String line, List<String> hosts, String where) {
        String[] f = line.split("\t", -1);
        if (f.length != 7) {
            throw ClusterjobException.badInput(where, "expected 7 tab-separated fields (round a b busbw verdict reason exit), got " + f.length);
        }
        try {
            int round = Integer.parseInt(f[0]);
            if (!hosts.contains(f[1]) || !hosts.contains(f[2])) {
                throw ClusterjobException.badInput(where, "pair " + f[1] + "-" + f[2] + " is not of the header's hosts");
            }
            Double bw = f[3].equals("-") ? null : Double.valueOf(f[3]);
            String reason = f[5];
            String error = reason.equals("none") || reason.equals("slow") ? (bw == null ? "no-rows" : null) : reason;
            return new PairResult(round, f[1], f[2], bw, error, Integer.parseInt(f[6]));
        } catch (NumberFormatException e) {
            throw ClusterjobException.badInput(where, "expected numbers in round, busbw and exit: " + Arrays.toString(f));
        }
    }

    /** {@code k=v} words of a header or end line. */
    static Map<String, String> fields(String s) {
        Map<String, String> m = new LinkedHashMap<>();
        for (String w : s.trim().split("\\s+")) {
            int eq = w.indexOf('=');
            if (eq > 0) {
                m.put(w.substring(0, eq), w.substring(eq + 1));
            }
        }
        return m;
    }

    /** A header value, null when it is absent or {@code -}. */
    public String setting(String key) {
        String v = settings.get(key);
        return v == null || v.equals("-") || v.isEmpty() ? null : v;
    }

    /** A header number, null when it is absent or {@code -}. */
    public Double number(String key) {
        String v = setting(key);
        try {
            return v == null ? null : Double.valueOf(v);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
