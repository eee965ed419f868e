package dev.clusterjob.know;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The accepted syntax of one variable's value, as the library that reads it parses it (NCCL reads
 * integers with strtoll, lists with its own comma parser; see reference/fabric-env.md).
 *
 * @param values allowed words (enum, level, tokens), upper-cased when {@code caseInsensitive}
 * @param legacyNames for {@link Kind#LEVEL}: the name each legacy integer stands for (index = integer)
 * @param collectives for per-collective token lists ({@code allreduce:tree;broadcast:ring}); empty when not allowed
 */
public record ValueSyntax(Kind kind, List<String> values, Long min, Long max, boolean caseInsensitive,
                          List<String> legacyNames, List<String> collectives) {

    /** The syntax kinds of the knowledge base ({@code syntax: kind} in variables.yaml). */
    public enum Kind {
        /** Any text. */
        FREE,
        /** A file path (not checked). */
        PATH,
        /** An integer in [min, max] (decimal or 0x hex, as strtoll with base 0 reads it). */
        INT,
        /** NCCL's on/off integers: 0 or 1; words like {@code true} read as 0. */
        BOOL01,
        /** PyTorch's boolean env parsing: 0/1/true/false/yes/no/y/n, any case. */
        TORCH_BOOL,
        /** One word of {@code values}. */
        ENUM,
        /** A word of {@code values} or a legacy integer (index into legacyNames; larger than max is an error). */
        LEVEL,
        /** A comma list of {@code values}, optionally led by '^' (exclude). */
        TOKENS,
        /** NCCL_IB_HCA: [^][=]hca[:port],... */
        HCA_LIST,
        /** NCCL_SOCKET_IFNAME: [^][=]prefix,... */
        INTERFACES,
        /** GLOO_SOCKET_IFNAME and friends: exact interface names, comma separated. */
        EXACT_INTERFACES,
        /** GPU visibility: comma list of indices or GPU-/MIG- UUIDs. */
        DEVICE_LIST,
        /** A positive byte count; a power of two is recommended. */
        BYTES
    }

    /** The verdict on one value: ok, invalid (an error) or a note (legacy form or advice, an info). */
    public record Check(Verdict verdict, String message) {
        public enum Verdict { OK, INVALID, LEGACY, ADVICE }

        static final Check OK = new Check(Verdict.OK, null);

        static Check invalid(String m) {
            return new Check(Verdict.INVALID, m);
        }
    }

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.:@-]+");
    private static final Pattern HCA_ENTRY = Pattern.compile("([A-Za-z0-9_.-]+)(?::(\\d+))?(?::(\\d+))?(?::(\\d+))?");
    private static final Pattern DEVICE = Pattern.compile("\\d+|(?:GPU|MIG)-[A-Za-z0-9/-]+");

    public static ValueSyntax simple(Kind kind) {
        return new ValueSyntax(kind, List.of(), null, null, false, List.of(), List.of());
    }

    /** Checks {@code value} (never null). */
    public Check check(String value) {
        return switch (kind) {
            case FREE, PATH -> Check.OK;
            case INT -> checkInt(value);
            case BOOL01 -> checkBool01(value);
            case TORCH_BOOL -> List.of("0", "1", "TRUE", "FALSE", "YES", "NO", "Y", "N").contains(value.toUpperCase(Locale.ROOT))
                    ? Check.OK : Check.invalid("expected 0 or 1 (also true/false, yes/no), got '" + value + "'");
            case ENUM -> contains(value) ? Check.OK : Check.invalid("expected one of " + String.join(", ", values) + ", got '" + value + "'");
            case LEVEL -> checkLevel(value);
            case TOKENS -> checkTokens(value);
            case HCA_LIST -> checkHcas(value);
            case INTERFACES -> checkInterfaces(value);
            case EXACT_INTERFACES -> checkExactInterfaces(value);
            case DEVICE_LIST -> checkDevices(value);
            case BYTES -> checkBytes(value);
        };
    }

    private boolean contains(String v) {
        return values.contains(caseInsensitive ? v.toUpperCase(Locale.ROOT) : v);
    }

    /** strtoll(base 0) accepts an optional sign, decimal, 0x hex or leading-0 octal; anything else reads as 0. */
    static Long parseInt(String v) {
        String s = v.trim();
        if (!s.equals(v) || s.isEmpty()) {
            return null;
        }
        try {
            boolean neg = s.startsWith("-");
            String body = neg || s.startsWith("+") ? s.substring(1) : s;
            long n;
            if (body.startsWith("0x") || body.startsWith("0X")) {
                n = Long.parseLong(body.substring(2), 16);
            } else if (body.matches("\\d+")) {
                n = Long.parseLong(body);
            } else {
                return null;
            }
            return neg ? -n : n;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private Check checkInt(String v) {
        Long n = parseInt(v);
        String range = (min != null ? min : "") + ".." + (max != null ? max : "");
        if (n == null) {
            return Check.invalid("expected an integer" + (min != null || max != null ? " in " + range : "")
                    + ", got '" + v + "' (read as an integer, it becomes 0)");
        }
        if ((min != null && n < min) || (max != null && n > max)) {
            return Check.invalid("expected an integer in " + range + ", got " + v);
        }
        return Check.OK;
    }

    private Check checkBool01(String v) {
        Long n = parseInt(v);
        if (n == null) {
            return Check.invalid("expected 0 or 1; '" + v + "' is not an integer, so the library reads it as 0 (off)");
        }
        if (n != 0 && n != 1) {
            return Check.invalid("expected 0 or 1, got " + v);
        }
        return Check.OK;
    }

    private Check checkLevel(String v) {
        if (contains(v)) {
            return Check.OK;
        }
        Long n = parseInt(v);
        if (n != null && !legacyNames.isEmpty() && n >= 0 && (max == null || n <= max)) {
            String name = legacyNames.get((int) Math.min(n, legacyNames.size() - 1));
            return new Check(Check.Verdict.LEGACY, "the legacy integer " + v + " means " + name + "; write " + name);
        }
        return Check.invalid("expected one of " + String.join(", ", values)
                + (legacyNames.isEmpty() ? "" : " (or a legacy integer 0.." + max + ")") + ", got '" + v + "'");
    }

    private Check checkTokens(String v) {
        if (!collectives.isEmpty() && (v.contains(":") || v.contains(";"))) {
            List<String> bad = new ArrayList<>();
            for (String part : v.split(";", -1)) {
                int colon = part.indexOf(':');
                if (colon < 0) {
                    bad.add("'" + part + "' (expected collective:algorithms)");
                    continue;
                }
                String coll = part.substring(0, colon);
                if (!collectives.contains(coll.toLowerCase(Locale.ROOT))) {
                    bad.add("unknown collective '" + coll + "'");
                }
                String unknown = unknownTokens(part.substring(colon + 1));
                if (unknown != null) {
                    bad.add(unknown);
                }
            }
            return bad.isEmpty() ? Check.OK : Check.invalid(String.join("; ", bad) + " (expected e.g. allreduce:tree;broadcast:ring)");
        }
        String unknown = unknownTokens(v);
        return unknown == null ? Check.OK : Check.invalid(unknown + " (expected a comma list of " + String.join(", ", values)
                + ", optionally led by ^ to exclude)");
    }

    private String unknownTokens(String list) {
        String s = list.startsWith("^") ? list.substring(1) : list;
        List<String> bad = new ArrayList<>();
        for (String t : s.split(",", -1)) {
            if (!contains(t)) {
                bad.add("'" + t + "'");
            }
        }
        return bad.isEmpty() ? null : "unknown token" + (bad.size() > 1 ? "s " : " ") + String.join(", ", bad);
    }

    /** The entries of NCCL's list syntax {@code [^][=]a,b} ('^' excludes, '=' means exact names), after the prefix. */
    private static String[] ncclListEntries(String v) {
        String s = v.startsWith("^") ? v.substring(1) : v;
        return (s.startsWith("=") ? s.substring(1) : s).split(",", -1);
    }

    private Check checkHcas(String v) {
        if (v.startsWith("=^")) {
            return Check.invalid("'=^' is the wrong order: write '^=' (exclude, exact names)");
        }
        String[] entries = ncclListEntries(v);
        if (entries.length > 32) {
            return Check.invalid("at most 32 entries, got " + entries.length);
        }
        for (String e : entries) {
            if (e.isEmpty()) {
                return Check.invalid("empty entry in '" + v + "' (expected hca[:port],hca[:port] without blanks)");
            }
            if (!HCA_ENTRY.matcher(e).matches()) {
                return Check.invalid("'" + e + "' is not hca[:port] (e.g. mlx5_0 or mlx5_0:1; no blanks, no quotes)");
            }
        }
        return Check.OK;
    }

    private Check checkInterfaces(String v) {
        if (v.startsWith("=^")) {
            return Check.invalid("'=^' is the wrong order: write '^=' (exclude, exact names)");
        }
        for (String e : ncclListEntries(v)) {
            if (e.isEmpty() || !NAME.matcher(e).matches()) {
                return Check.invalid("'" + e + "' is not an interface name (expected [^][=]name,name without blanks, e.g. bond0 or ^docker,lo)");
            }
        }
        return Check.OK;
    }

    private Check checkExactInterfaces(String v) {
        if (v.startsWith("^") || v.startsWith("=")) {
            return Check.invalid("takes exact interface names; '^' and '=' are NCCL_SOCKET_IFNAME syntax (write e.g. bond0)");
        }
        for (String e : v.split(",", -1)) {
            if (e.isEmpty() || !NAME.matcher(e).matches()) {
                return Check.invalid("'" + e + "' is not an interface name (expected name,name without blanks)");
            }
        }
        return Check.OK;
    }

    private Check checkDevices(String v) {
        if (v.isEmpty() || v.equals("NoDevFiles")) {
            return Check.OK;
        }
        for (String e : v.split(",", -1)) {
            if (!DEVICE.matcher(e).matches()) {
                return Check.invalid("'" + e + "' is not a device index or GPU-/MIG- UUID (expected e.g. 0,1,2,3)");
            }
        }
        return Check.OK;
    }

    private Check checkBytes(String v) {
        Long n = parseInt(v);
        if (n == null || n <= 0) {
            return Check.invalid("expected a positive byte count, got '" + v + "'");
        }
        if (Long.bitCount(n) != 1) {
            return new Check(Check.Verdict.ADVICE, v + " is not a power of two (recommended: e.g. 4194304 or 8388608)");
        }
        return Check.OK;
    }
}
