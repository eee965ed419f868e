package dev.clusterjob.gate;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an nccl-tests (or torch probe) crash line says: which check failed, where, on which host, and
 * the library's own words. nccl-tests' NCCLCHECK / CUDACHECK macros print
 * {@code <host>: Test NCCL failure common.cu:392 '<ncclGetErrorString> / <ncclGetLastError>'} and
 * {@code <host>: Test CUDA failure common.cu:389 '<cudaGetErrorString>'}, then TESTCHECK adds one
 * {@code  .. <host> pid <pid>: Test failure <file>:<line>} per stack frame; builds of 2017-2018 (NCCL
 * 1.x, 2.0-2.2) printed {@code NCCL failure all_reduce.cu:95 'unhandled cuda error'} without host or
 * "Test"; the probe prints {@code <host>: Test torch failure probe.py:<line> '<exception>'}.
 *
 * @param kind    "nccl", "cuda", "torch", "test" (a TESTCHECK frame: where, not why), "timeout" or "error" (# error:)
 * @param host    the host the line names, or null
 * @param where   {@code file:line}, or null
 * @param message the quoted reason without NCCL's empty " / " last-error tail, or null
 * @param line    the line as read
 */
public record Crash(String kind, String host, String where, String message, String line) {
    private static final Pattern FRAME = Pattern.compile("\\.\\. (\\S+) pid [0-9]+: Test failure ([\\w./-]+:[0-9]+)");
    private static final Pattern CHECK = Pattern.compile(
            "(?:([A-Za-z0-9][\\w.-]*): )?(?:Test )?(NCCL|CUDA|Cuda|torch|[A-Za-z]+) failure ([\\w./-]+:[0-9]+)(?:\\s+'([^']*)'?)?");
    private static final Pattern TIMEOUT = Pattern.compile("(?:([A-Za-z0-9][\\w.-]*): )?Test timeout\\b\\s*(.*)$");
    private static final Pattern HASH_ERROR = Pattern.compile("^#[ \\t]*error:[ \\t]*(.*)$");

    /** Reads one error line as {@link NcclTestsParser} keeps it; empty when it is none of the known shapes. */
    public static Optional<Crash> of(String line) {
        String s = line.trim();
        Matcher m;
        if ((m = FRAME.matcher(s)).find()) {
            return Optional.of(new Crash("test", m.group(1), m.group(2), null, s));
        }
        if ((m = CHECK.matcher(s)).find()) {
            String kind = m.group(2).toLowerCase(Locale.ROOT);
            return Optional.of(new Crash(kind.equals("test") ? "test" : kind, m.group(1), m.group(3), message(m.group(4)), s));
        }
        if ((m = TIMEOUT.matcher(s)).find()) {
            return Optional.of(new Crash("timeout", m.group(1), null, m.group(2).isBlank() ? null : m.group(2).trim(), s));
        }
        if ((m = HASH_ERROR.matcher(s)).find()) {
            return Optional.of(new Crash("error", null, null, m.group(1).trim(), s));
        }
        return Optional.empty();
    }

    /**
     * The crash that explains a run's error lines: the first NCCL / CUDA / torch check that failed (the
     * TESTCHECK frames after it only say where it was called from), else the first line of any shape.
     */
    public static Optional<Crash> cause(List<String> errors) {
        Crash first = null;
        for (String e : errors) {
            Optional<Crash> c = of(e);
            if (c.isEmpty()) {
                continue;
            }
            if (!c.get().kind().equals("test")) {
                return c;
            }
            if (first == null) {
                first = c.get();
            }
        }
        return Optional.ofNullable(first);
    }

    /** "CUDA failure on node0 at common.cu:389: 'an illegal memory access was encountered'", for a person. */
    public String describe() {
        String what = switch (kind) {
            case "nccl" -> "NCCL failure";
            case "cuda" -> "CUDA failure";
            case "torch" -> "torch failure";
            case "timeout" -> "test timeout";
            case "error" -> "error";
            default -> "test failure";
        };
        StringBuilder b = new StringBuilder(what);
        if (host != null) {
            b.append(" on ").append(host);
        }
        if (where != null) {
            b.append(" at ").append(where);
        }
        if (message != null && !message.isEmpty()) {
            b.append(": '").append(message).append('\'');
        }
        return b.toString();
    }

    private static String message(String quoted) {
        if (quoted == null) {
            return null;
        }
        String m = quoted.replaceAll("\\s*/\\s*$", "").trim();
        return m.isEmpty() ? null : m;
    }
}
