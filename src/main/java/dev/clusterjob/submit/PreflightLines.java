package dev.clusterjob.submit;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a job's {@code clusterjob-preflight} lines say (templates/lib/preflight.sh, one per node): which nodes failed, and
 * whether a program was missing on every node that reported ({@code X not found (PATH=...)}). A program missing
 * everywhere is the job's environment (its setup: does not put it on PATH), not a node: excluding nodes cannot help.
 *
 * @param failed the nodes of {@code FAIL} lines, in order, each once
 * @param missingEverywhere the missing program(s) as preflight names them when every node that reported lacks one; null otherwise
 */
record PreflightLines(List<String> failed, String missingEverywhere) {
    /** {@code clusterjob-preflight: ok|FAIL NODE: ...} anywhere on a line (srun --label and launcher prefixes allowed). */
    private static final Pattern LINE = Pattern.compile("clusterjob-preflight: (ok|FAIL) ([^:\\s]+): ?(.*)");
    private static final String NOT_FOUND = " not found (PATH=";
    /** What the batch script says of a node whose step printed nothing: no report of the node itself. */
    private static final String NO_REPORT = "no preflight report";

    PreflightLines {
        failed = List.copyOf(failed);
    }

    /** The preflight lines of {@code log}. */
    static PreflightLines of(String log) {
        LinkedHashSet<String> failed = new LinkedHashSet<>();
        // each node that reported: what it misses ("" when it misses nothing); its last line counts
        Map<String, String> missing = new LinkedHashMap<>();
        for (String line : log.split("\n")) {
            Matcher m = LINE.matcher(line);
            if (!m.find()) {
                continue;
            }
            boolean fail = m.group(1).equals("FAIL");
            if (fail) {
                failed.add(m.group(2));
            }
            if (fail && m.group(3).startsWith(NO_REPORT)) {
                continue;
            }
            int at = fail ? m.group(3).indexOf(NOT_FOUND) : -1;
            String head = at < 0 ? "" : m.group(3).substring(0, at);
            missing.put(m.group(2), head.substring(head.lastIndexOf("; ") + 1).strip());
        }
        boolean everywhere = !missing.isEmpty() && !missing.containsValue("");
        return new PreflightLines(List.copyOf(failed), everywhere ? String.join(", ", new LinkedHashSet<>(missing.values())) : null);
    }
}
