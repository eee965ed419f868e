package dev.clusterjob.lint;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A bash script read as simple commands and words, as much as lint needs: quoting (', ", $'..',
 * backslash), line continuations, expansions ($X, ${X..}, $(..), $((..)), `..`) with the quoting
 * they sit in, comments and {@code #SBATCH} directives, here-documents, function bodies. It is not
 * a shell: compound commands are read as the simple commands inside them.
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

    /** A simple command; {@code inFunction} when it is part of a function body (run wherever the function is called). */
    public record Command(List<Word> words, int line, boolean inFunction) {
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
    private static final Set<String> KEYWORDS = Set.of("if", "then", "else", "elif", "do", "while", "until", "!", "time");
    private static final Pattern FUNCTION_NAME = Pattern.compile("[A-Za-z_][\\w:.-]*\\(\\)");

    /** Reads {@code text}; never fails (unbalanced quotes end at the end of the text). */
    public static ShellScript parse(String text) {
        List<Integer> bb = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (BACKSLASH_BLANK.matcher(lines[i]).find()) {
                bb.add(i + 1);
            }
        }
        Lexer lx = new Lexer(text);
        lx.run();
        return new ShellScript(lx.commands, lx.directives, bb, lx.allExport);
    }

    /** The single-pass lexer; {@link #run()} fills the lists. */
    private static final class Lexer {
        final String s;
        final int n;
        int i;
        int line = 1;
        final List<Command> commands = new ArrayList<>();
        final List<Directive> directives = new ArrayList<>();
        boolean allExport;
        List<Word> cur = new ArrayList<>();
        int curLine;
        boolean skipNextWord;
        final List<String[]> pendingHeredocs = new ArrayList<>();
        final Deque<Boolean> braces = new ArrayDeque<>();
        boolean pendingFunction;

        Lexer(String s) {
            this.s = s;
            this.n = s.length();
        }

        void run() {
            while (i < n) {
                char c = s.charAt(i);
                if (c == '\n') {
                    endCommand();
                    i++;
                    line++;
                    skipHeredocs();
                } else if (c != '\n' && Character.isWhitespace(c)) {
                    i++;
                } else if (c == '\\' && i + 1 < n && s.charAt(i + 1) == '\n') {
                    i += 2;
                    line++;
                } else if (c == '#') {
                    comment();
                } else if (c == ';' || c == '|' || (c == '&' && !(i + 1 < n && s.charAt(i + 1) == '>'))) {
                    endCommand();
                    i++;
                    while (i < n && (s.charAt(i) == ';' || s.charAt(i) == '|' || s.charAt(i) == '&')) {
                        i++;
                    }
                } else if (c == '(' || c == ')') {
                    if (c == '(' && i + 1 < n && s.charAt(i + 1) == ')' && !cur.isEmpty()) {
                        Word last = cur.remove(cur.size() - 1);
                        cur.add(new Word(last.raw() + "()", last.value() == null ? null : last.value() + "()", last.line(), last.expansions()));
                        i += 2;
                    } else {
                        endCommand();
                        i++;
                    }
                } else if (c == '<' || c == '>' || (c == '&' && i + 1 < n && s.charAt(i + 1) == '>')) {
                    redirect();
                } else {
                    Word w = word();
                    if (skipNextWord) {
                        skipNextWord = false;
                    } else {
                        if (cur.isEmpty()) {
                            curLine = w.line();
                        }
                        cur.add(w);
                    }
                }
            }
            endCommand();
        }

        void comment() {
            int start = i;
            boolean col0 = start == 0 || s.charAt(start - 1) == '\n';
            while (i < n && s.charAt(i) != '\n') {
                i++;
            }
            String text = s.substring(start, i);
            if (col0 && text.startsWith("#SBATCH")) {
                directives.add(new Directive(text, line, !commands.isEmpty() || !cur.isEmpty()));
            }
        }

        void redirect() {
            int start = i;
            while (i < n && "<>&|-".indexOf(s.charAt(i)) >= 0 && i - start < 3) {
                i++;
            }
            String op = s.substring(start, i);
            if (op.startsWith("<<") && !op.startsWith("<<<")) {
                boolean strip = op.endsWith("-");
                while (i < n && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
                    i++;
                }
                Word delim = word();
                String d = delim.raw().replace("'", "").replace("\"", "").replace("\\", "");
                pendingHeredocs.add(new String[] {d, strip ? "-" : ""});
                return;
            }
            if (op.endsWith("&") && i < n && Character.isDigit(s.charAt(i))) {
                i++;
                if (i < n && s.charAt(i) == '-') {
                    i++;
                }
                return;
            }
            skipNextWord = true;
        }

        void skipHeredocs() {
            for (String[] h : pendingHeredocs) {
                while (i < n) {
                    int eol = s.indexOf('\n', i);
                    String l = eol < 0 ? s.substring(i) : s.substring(i, eol);
                    i = eol < 0 ? n : eol + 1;
                    line++;
                    String cmp = h[1].isEmpty() ? l : l.replaceFirst("^\\t+", "");
                    if (cmp.equals(h[0])) {
                        break;
                    }
                }
            }
            pendingHeredocs.clear();
        }

        void endCommand() {
            skipNextWord = false;
            if (cur.isEmpty()) {
                return;
            }
            List<Word> words = new ArrayList<>(cur);
            cur = new ArrayList<>();
            // function definitions and brace groups
            if (FUNCTION_NAME.matcher(words.get(0).raw()).matches() || words.get(0).raw().equals("function")) {
                pendingFunction = true;
                words.remove(0);
                if (!words.isEmpty() && !words.get(0).raw().equals("{") && FUNCTION_NAME.matcher(words.get(0).raw()).matches()) {
                    words.remove(0);
                } else if (!words.isEmpty() && !words.get(0).raw().equals("{")) {
                    words.remove(0);
                }
            }
            while (!words.isEmpty() && (words.get(0).raw().equals("{") || words.get(0).raw().equals("}"))) {
                if (words.get(0).raw().equals("{")) {
                    braces.push(pendingFunction);
                    pendingFunction = false;
                } else if (!braces.isEmpty()) {
                    braces.pop();
                }
                words.remove(0);
            }
            while (!words.isEmpty() && KEYWORDS.contains(words.get(0).raw())) {
                words.remove(0);
            }
            if (!words.isEmpty() && words.get(words.size() - 1).raw().equals("}") ) {
                words.remove(words.size() - 1);
                if (!braces.isEmpty()) {
                    braces.pop();
                }
            }
            if (words.isEmpty()) {
                return;
            }
            if (words.get(0).raw().equals("set")) {
                for (int k = 1; k < words.size(); k++) {
                    String a = words.get(k).raw();
                    if ((a.startsWith("-") && !a.startsWith("--") && a.contains("a")) || a.equals("allexport")) {
                        allExport = true;
                    }
                }
            }
            commands.add(new Command(List.copyOf(words), words.get(0).line(), braces.contains(Boolean.TRUE)));
        }

        // ---- words ------------------------------------------------------------------------------

        Word word() {
            int startLine = line;
            int start = i;
            StringBuilder value = new StringBuilder();
            List<Expansion> exps = new ArrayList<>();
            while (i < n) {
                char c = s.charAt(i);
                if (c == '\\') {
                    if (i + 1 < n && s.charAt(i + 1) == '\n') {
                        i += 2;
                        line++;
                        continue;
                    }
                    if (i + 1 < n) {
                        value.append(s.charAt(i + 1));
                    }
                    i += 2;
                } else if (c == '\'') {
                    int end = s.indexOf('\'', i + 1);
                    end = end < 0 ? n : end;
                    String body = s.substring(i + 1, end);
                    value.append(body);
                    line += count(body);
                    i = Math.min(n, end + 1);
                } else if (c == '"') {
                    i++;
                    doubleQuoted(value, exps);
                } else if (c == '$') {
                    if (i + 1 < n && s.charAt(i + 1) == '\'') {
                        i += 2;
                        ansiC(value);
                    } else if (i + 1 < n && s.charAt(i + 1) == '"') {
                        i += 2;
                        doubleQuoted(value, exps);
                    } else {
                        dollar(Quote.NONE, exps, value);
                    }
                } else if (c == '`') {
                    backtick(Quote.NONE, exps);
                } else if (c == '(' && value.length() > 0 && value.charAt(value.length() - 1) == '=' && exps.isEmpty()
                        && s.substring(start, i).matches("[A-Za-z_][A-Za-z0-9_]*\\+?=")) {
                    int end = balanced(i + 1, '(', ')');
                    String body = s.substring(i, end);
                    line += count(body);
                    i = end;
                    exps.add(new Expansion(null, body, Quote.NONE, line));
                } else if (Character.isWhitespace(c) || ";&|()<>".indexOf(c) >= 0) {
                    break;
                } else {
                    value.append(c);
                    i++;
                }
            }
            if (i == start) {
                i++; // a character no branch takes: consume it, so the lexer always advances
            }
            String raw = s.substring(start, i);
            return new Word(raw, exps.isEmpty() ? value.toString() : null, startLine, List.copyOf(exps));
        }

        void doubleQuoted(StringBuilder value, List<Expansion> exps) {
            while (i < n) {
                char c = s.charAt(i);
                if (c == '"') {
                    i++;
                    return;
                }
                if (c == '\\' && i + 1 < n && "$`\"\\\n".indexOf(s.charAt(i + 1)) >= 0) {
                    if (s.charAt(i + 1) == '\n') {
                        line++;
                    } else {
                        value.append(s.charAt(i + 1));
                    }
                    i += 2;
                } else if (c == '$') {
                    dollar(Quote.DOUBLE, exps, value);
                } else if (c == '`') {
                    backtick(Quote.DOUBLE, exps);
                } else {
                    if (c == '\n') {
                        line++;
                    }
                    value.append(c);
                    i++;
                }
            }
        }

        void ansiC(StringBuilder value) {
            while (i < n && s.charAt(i) != '\'') {
                if (s.charAt(i) == '\\' && i + 1 < n) {
                    value.append(s.charAt(i + 1));
                    i += 2;
                } else {
                    if (s.charAt(i) == '\n') {
                        line++;
                    }
                    value.append(s.charAt(i++));
                }
            }
            i = Math.min(n, i + 1);
        }

        /** At a '$': records the expansion; a '$' that starts nothing is a literal dollar. */
        void dollar(Quote q, List<Expansion> exps, StringBuilder value) {
            int at = line;
            if (i + 1 >= n) {
                value.append('$');
                i++;
                return;
            }
            char c = s.charAt(i + 1);
            if (c == '{') {
                int end = balanced(i + 2, '{', '}');
                String body = s.substring(i + 2, Math.max(i + 2, end - 1));
                line += count(body);
                String name = body.replaceFirst("^[#!]", "");
                Matcher m = Pattern.compile("^[A-Za-z_][A-Za-z0-9_]*").matcher(name);
                exps.add(new Expansion(m.find() ? m.group() : null, "${" + body + "}", q, at));
                i = end;
            } else if (c == '(' && i + 2 < n && s.charAt(i + 2) == '(') {
                int end = balanced(i + 2, '(', ')');
                String body = s.substring(i, end);
                line += count(body);
                exps.add(new Expansion(null, body, q, at));
                Matcher m = Pattern.compile("\\$?\\b([A-Za-z_][A-Za-z0-9_]*)").matcher(body.substring(3));
                while (m.find()) {
                    exps.add(new Expansion(m.group(1), "$" + m.group(1), q, at));
                }
                i = end;
            } else if (c == '(') {
                int end = balanced(i + 2, '(', ')');
                String body = s.substring(i, end);
                line += count(body);
                exps.add(new Expansion(null, body, q, at));
                i = end;
            } else if (Character.isLetter(c) || c == '_') {
                int j = i + 1;
                while (j < n && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_')) {
                    j++;
                }
                String name = s.substring(i + 1, j);
                exps.add(new Expansion(name, "$" + name, q, at));
                i = j;
            } else if (Character.isDigit(c) || "@*#?$!-".indexOf(c) >= 0) {
                exps.add(new Expansion(String.valueOf(c), "$" + c, q, at));
                i += 2;
            } else {
                value.append('$');
                i++;
            }
        }

        void backtick(Quote q, List<Expansion> exps) {
            int at = line;
            int j = i + 1;
            while (j < n && s.charAt(j) != '`') {
                if (s.charAt(j) == '\\') {
                    j++;
                }
                j++;
            }
            String body = s.substring(i, Math.min(n, j + 1));
            line += count(body);
            exps.add(new Expansion(null, "$(" + body.substring(1, Math.max(1, body.length() - 1)) + ")", q, at));
            i = Math.min(n, j + 1);
        }

        /** Index just past the bracket that closes the one before {@code from}, honouring quotes and nesting. */
        int balanced(int from, char open, char close) {
            int depth = 1;
            int j = from;
            while (j < n) {
                char c = s.charAt(j);
                if (c == '\\') {
                    j += 2;
                    continue;
                }
                if (c == '\'' && open != '{') {
                    int end = s.indexOf('\'', j + 1);
                    j = end < 0 ? n : end + 1;
                    continue;
                }
                if (c == '"') {
                    j++;
                    while (j < n && s.charAt(j) != '"') {
                        j += s.charAt(j) == '\\' ? 2 : 1;
                    }
                    j++;
                    continue;
                }
                if (c == open) {
                    depth++;
                } else if (c == close) {
                    depth--;
                    if (depth == 0) {
                        return j + 1;
                    }
                }
                j++;
            }
            return n;
        }

        static int count(String body) {
            int c = 0;
            for (int k = 0; k < body.length(); k++) {
                if (body.charAt(k) == '\n') {
                    c++;
                }
            }
            return c;
        }
    }
}
