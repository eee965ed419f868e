package dev.clusterjob.doctor;

import dev.clusterjob.logs.LogLines;

import java.io.IOException;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A rule's follow patterns read on the lines after its match: the groups they add, and the lines they were read from. */
final class FollowLines {
    private final RuleGroups groups;

    FollowLines(RuleGroups groups) {
        this.groups = groups;
    }

    /**
     * Adds the groups of the rule's follow patterns from the next lines: a line as long as the log's longest with the piece
     * after it (cut at a column), the line alone, or the line with the next one that does not start anew (cut at a blank:
     * "  host      :" and the host name on the line after it).
     */
    boolean follow(Rule r, Map<String, String> g, LogLines lines, Set<Integer> followed) throws IOException {
        for (Pattern p : r.follow()) {
            for (int k = 1; k <= r.followLines(); k++) {
                LogLines.Line next = lines.peek(k);
                if (next == null) {
                    break;
                }
                String text = next.prefix().text();
                LogLines.Line after = lines.peek(k + 1);
                after = after != null && !next.followedAnewBy(after) && !after.text().isBlank() ? after : null;
                boolean cutInWord = next.pastedLength() == lines.longest();
                Map<String, String> found = after != null && cutInWord ? find(p, text + after.text(), text.length()) : null;
                found = found != null ? found : find(p, text, Integer.MAX_VALUE);
                found = found != null || after == null || cutInWord ? found : find(p, text + " " + after.text().strip(), text.length());
                if (found != null) {
                    found.forEach(g::putIfAbsent);
                    followed.add(next.number());
                    break;
                }
            }
        }
        return true;
    }

    /**
     * The pattern's groups in {@code text} when its first match starts before {@code cut}: in a line joined with the next
     * one, a match that starts in the next line is that line's own, read there with its own continuation (a host name
     * cut at a column after "Remote daemon: ... on node" is not completed by the line before it).
     */
    private Map<String, String> find(Pattern p, String text, int cut) {
        Matcher m = p.matcher(text);
        return m.find() && m.start() < cut ? groups.groups(p, m) : null;
    }
}
