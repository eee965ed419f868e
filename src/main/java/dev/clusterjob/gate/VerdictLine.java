package dev.clusterjob.gate;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The one line the in-job gate prints: {@code clusterjob-gate: STATUS key=value ...}, values without
 * blanks, host lists comma-separated (docs/gate.md, "The verdict line"). The submitter reads
 * {@link #suspects()} from the last such line of a failed job's log and adds them to --exclude.
 *
 * @param fields every key=value in line order (unknown keys are kept, so newer scripts stay readable)
 */
public record VerdictLine(Status status, Map<String, String> fields) {
    public static final String PREFIX = "clusterjob-gate: ";

    /** PASS: training started (maybe on spare nodes); FAIL: stopped, suspects named; ERROR: the gate could not run. */
    public enum Status { PASS, FAIL, ERROR }

    public VerdictLine {
        fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }

    /** Reads one line; empty when it is not a verdict line. */
    public static Optional<VerdictLine> parse(String line) {
        String s = NcclTestsParser.clean(line).strip();
        if (!s.startsWith(PREFIX)) {
            return Optional.empty();
        }
        String[] words = s.substring(PREFIX.length()).trim().split("[ \\t]+");
        Status status;
        try {
            status = Status.valueOf(words[0]);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        Map<String, String> fields = new LinkedHashMap<>();
        for (int i = 1; i < words.length; i++) {
            int eq = words[i].indexOf('=');
            if (eq > 0) {
                fields.put(words[i].substring(0, eq), words[i].substring(eq + 1));
            }
        }
        return Optional.of(new VerdictLine(status, fields));
    }

    /** The last verdict line of a job log, if any. */
    public static Optional<VerdictLine> lastIn(String log) {
        Optional<VerdictLine> last = Optional.empty();
        for (String line : log.split("\n")) {
            Optional<VerdictLine> v = parse(line);
            if (v.isPresent()) {
                last = v;
            }
        }
        return last;
    }

    /** Hosts the gate holds responsible (FAIL), or found bad but replaced by spares (PASS). */
    public List<String> suspects() {
        return list("suspects");
    }

    /** Hosts training runs on (PASS only). */
    public List<String> train() {
        return list("train");
    }

    /** Whether each suspect was proven bad (false: "one of these", e.g. two nodes and no spare). */
    public boolean certain() {
        return "yes".equals(fields.get("certain"));
    }

    /** The reason word (slow, nccl-error, timeout, ...), or null. */
    public String reason() {
        return fields.get("reason");
    }

    private List<String> list(String key) {
        String v = fields.get(key);
        if (v == null || v.isEmpty()) {
            return List.of();
        }
        return Arrays.stream(v.split(",")).filter(s -> !s.isEmpty()).toList();
    }

    /** The line as the script prints it. */
    public String format() {
        StringBuilder b = new StringBuilder(PREFIX).append(status);
        fields.forEach((k, v) -> b.append(' ').append(k).append('=').append(v));
        return b.toString();
    }
}
