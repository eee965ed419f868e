package dev.clusterjob.render;

/**
 * Model values a template prints as they are, not quoted by {@link ShellOutputFormat}. Templates never
 * say {@code ?no_esc} (ShellTemplatesTest refuses it): a value that must not be quoted is made here, by
 * the one factory that vets its kind, so "every user string that reaches a script is quoted or refused"
 * holds for any value a template prints. A plain {@code String} in the model is always quoted.
 */
final class ShellText {
    private ShellText() {
    }

    /**
     * Text inside a {@code #} comment: control characters (a newline above all) become spaces, so the
     * comment cannot end early and nothing after it is read as a command.
     */
    static ShellOutputFormat.Quoted comment(String s) {
        return raw(commentSafe(s));
    }

    /**
     * An {@code #SBATCH} line's option as sbatch reads it ({@link Directive#text}: values quoted for
     * sbatch's reader): one line, no control character. bash reads the line as a comment.
     */
    static ShellOutputFormat.Quoted directive(String s) {
        if (!commentSafe(s).equals(s)) {
            throw new IllegalStateException("a control character in an #SBATCH option: '" + s + "'");
        }
        return raw(s);
    }

    /**
     * Shell code clusterjob wrote itself: a rendered template (the runtime block) or a fragment put
     * together from constants and checked words (the task shell's prelude). Never a user's string.
     */
    static ShellOutputFormat.Quoted code(String s) {
        return raw(s);
    }

    /**
     * The body of a quoted here-document ({@code <<'END'}) ending in {@code end}: the job's setup: lines, the user's own
     * shell code by design (docs/spec.md), written as they are. bash takes every line as data up to the first that is
     * exactly {@code end}, so none may be; the caller picks an {@code end} that no line equals.
     */
    static ShellOutputFormat.Quoted hereDocument(String body, String end) {
        if (!body.isEmpty() && !body.endsWith("\n") || java.util.List.of(body.split("\n", -1)).contains(end) || body.indexOf('\0') >= 0) {
            throw new IllegalStateException("a here-document body must end in a newline and hold no line '" + end + "' and no NUL");
        }
        return raw(body);
    }

    /** Text for a comment line: control characters become spaces so a comment can never end early. */
    static String commentSafe(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            b.append(c < 0x20 || c == 0x7f ? ' ' : c);
        }
        return b.toString();
    }

    private static ShellOutputFormat.Quoted raw(String s) {
        return new ShellOutputFormat.Quoted(null, s);
    }
}
