package dev.clusterjob.profile;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.yaml.YamlNode;

import java.util.List;

/**
 * The {@code setup:} of a spec or profile: the user's own shell lines that set up the job's environment
 * (activate a venv or conda env, source a site file, ulimit). They are code by design and are written as
 * they are, inside a quoted here-document of the script (templates/lib/env.ftl), so no line can end the
 * document or the function around it; only what a script cannot hold is refused.
 */
public final class SetupLines {
    private SetupLines() {
    }

    /** A list of strings, or one string (a YAML block {@code |} of several lines). */
    public static List<String> parse(YamlNode node, String field) {
        if (node instanceof YamlNode.Scalar s && !s.isNull() && s.type() == YamlNode.Scalar.Type.STRING) {
            return List.of(s.text());
        }
        if (node instanceof YamlNode.Sequence) {
            return YamlNode.stringList(node, field);
        }
        throw YamlNode.wrong(node, field, "a list of shell lines, e.g. [source /opt/venv/bin/activate]");
    }

    /**
     * Refuses a NUL byte (bash cannot hold it: the line would be cut there) and returns the lines; {@code where}
     * is the file:line or flag, {@code prefix} the field name for a spec line ("setup: ") or "" for a flag.
     */
    public static List<String> check(List<String> lines, String where, String prefix) {
        for (String l : lines) {
            if (l.indexOf('\0') >= 0) {
                throw ClusterjobException.badInput(where, prefix + "a setup line must not contain a NUL character (bash cannot hold it)");
            }
        }
        return List.copyOf(lines);
    }
}
