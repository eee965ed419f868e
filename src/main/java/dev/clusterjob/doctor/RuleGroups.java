package dev.clusterjob.doctor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A pattern's named groups in a match: their names read once per pattern (shared by the scans of a rule set), their values trimmed. */
final class RuleGroups {
    private static final Pattern GROUP_NAME = Pattern.compile("\\(\\?<([a-zA-Z][a-zA-Z0-9]*)>");
    private final Map<Pattern, List<String>> groupNames;

    RuleGroups(Map<Pattern, List<String>> groupNames) {
        this.groupNames = groupNames;
    }

    Map<String, String> groups(Pattern p, Matcher m) {
        Map<String, String> g = new LinkedHashMap<>();
        for (String n : names(p)) {
            String v = m.group(n);
            if (v != null) {
                g.put(n, v.trim());
            }
        }
        return g;
    }

    /** The named group's value, trimmed, as {@link #groups} has it: null when the pattern has no such group or it took nothing. */
    String group(Pattern p, Matcher m, String name) {
        String v = names(p).contains(name) ? m.group(name) : null;
        return v == null ? null : v.trim();
    }

    /** The pattern's group names, in order (read once per pattern). */
    List<String> names(Pattern p) {
        return groupNames.computeIfAbsent(p, k -> {
            List<String> out = new ArrayList<>();
            Matcher gm = GROUP_NAME.matcher(k.pattern());
            while (gm.find()) {
                out.add(gm.group(1));
            }
            return out;
        });
    }
}
