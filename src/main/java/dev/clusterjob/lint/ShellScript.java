package dev.clusterjob.lint;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A bash script read as simple commands and words, as much as lint needs: quoting (', ", $'..',
 * backslash), line continuations, expansions ($X, ${X..}, $(..), $((..)), `..`) with the quoting
 * they sit in, comments and {@code #SBATCH} directives, here-documents, function bodies. It is not
 * a shell: compound commands are read as the simple commands inside them. {@link ShellCommandLexer}
 * splits the commands, {@link ShellWordReader} reads their words.
 */
public final class ShellScript {
    /** How an expansion is quoted where it appears. */
    public enum Quote { NONE, DOUBLE }

    /**
     * One expansion: {@code name} is the variable (null for command substitutions, whose inner
     * text is {@code text}); arithmetic expansions list each bare name they use as its own expansion.
     */
    public record Expansion(String name, String text, Quote quote, int line) {
    }

    /**
     * One word: {@code raw} as written, {@code value} the literal value after quote removal (null
     * when it contains an expansion), its expansions, and whether it started inside the word unquoted.
     */
    public record Word(String raw, String value, int line, List<Expansion> expansions) {
        public boolean literal() {
            return value != null;
        }
    }

    /**
     * A simple command; {@code inFunction} when it is part of a function body (run wherever the function is called),
     * {@code function} that function's name (null outside one), {@code background} when it ends with {@code &}.
     */
    public record Command(List<Word> words, int line, boolean inFunction, String function, boolean background) {
        public Command(List<Word> words, int line, boolean inFunction) {
            this(words, line, inFunction, null, false);
        }
    }

    /** A comment line starting at column 0 with {@code #SBATCH}, and whether a command came before it (sbatch ignores it then). */
    public record Directive(String text, int line, boolean afterFirstCommand) {
    }

    private final List<Command> commands;
    private final List<Directive> directives;
    private final List<Integer> backslashBlankLines;
    private final boolean allExport;

    private ShellScript(List<Command> commands, List<Directive> directives, List<Integer> backslashBlankLines, boolean allExport) {
        this.commands = List.copyOf(commands);
        this.directives = List.copyOf(directives);
        this.backslashBlankLines = List.copyOf(backslashBlankLines);
        this.allExport = allExport;
    }

    public List<Command> commands() {
        return commands;
    }

    public List<Directive> directives() {
        return directives;
    }

    /** Lines ending in a backslash followed by blanks: not a continuation, the command ends there. */
    public List<Integer> backslashBlankLines() {
        return backslashBlankLines;
    }

    /** Whether {@code set -a} / {@code set -o allexport} appears (every assignment is then exported). */
    public boolean allExport() {
        return allExport;
    }

    private static final Pattern BACKSLASH_BLANK = Pattern.compile("\\\\[ \\t]+$");

    /** Reads {@code text}; never fails (unbalanced quotes end at the end of the text). */
    public static ShellScript parse(String text) {
        List<Integer> bb = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (BACKSLASH_BLANK.matcher(lines[i]).find()) {
                bb.add(i + 1);
            }
        }
        ShellCommandLexer lx = new ShellCommandLexer(text);
        lx.run();
        return new ShellScript(lx.commands, lx.directives, bb, lx.allExport);
    }
}
