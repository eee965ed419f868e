package dev.clusterjob.lint;

import dev.clusterjob.lint.ShellScript.Command;
import dev.clusterjob.lint.ShellScript.Directive;
import dev.clusterjob.lint.ShellScript.Word;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The single pass over a script that splits it into simple commands ({@link #run()} fills the lists):
 * separators, comments and {@code #SBATCH} directives, redirections and here-documents, function
 * bodies and brace groups; {@link ShellWordReader} reads each word.
 */
final class ShellCommandLexer extends ShellWordReader {
    private static final Set<String> KEYWORDS = Set.of("if", "then", "else", "elif", "do", "while", "until", "!", "time");
    private static final Pattern FUNCTION_NAME = Pattern.compile("[A-Za-z_][\\w:.-]*\\(\\)");

    final List<Command> commands = new ArrayList<>();
    final List<Directive> directives = new ArrayList<>();
    boolean allExport;
    List<Word> cur = new ArrayList<>();
    int curLine;
    boolean skipNextWord;
    final List<String[]> pendingHeredocs = new ArrayList<>();
    final Deque<Boolean> braces = new ArrayDeque<>();
    final Deque<String> braceNames = new ArrayDeque<>();
    boolean pendingFunction;
    String pendingFunctionName = "";
    boolean background;

    ShellCommandLexer(String s) {
        super(s);
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
                background = c == '&' && !(i + 1 < n && s.charAt(i + 1) == '&');
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

    /** {@code set -a} / {@code set -o allexport}: every assignment after it is exported. */
    private void noteAllExport(List<Word> words) {
        if (words.get(0).raw().equals("set")) {
            for (int k = 1; k < words.size(); k++) {
                String a = words.get(k).raw();
                if ((a.startsWith("-") && !a.startsWith("--") && a.contains("a")) || a.equals("allexport")) {
                    allExport = true;
                }
            }
        }
    }

    void endCommand() {
        skipNextWord = false;
        if (cur.isEmpty()) {
            background = false;
            return;
        }
        List<Word> words = new ArrayList<>(cur);
        cur = new ArrayList<>();
        // function definitions and brace groups
        if (FUNCTION_NAME.matcher(words.get(0).raw()).matches() || words.get(0).raw().equals("function")) {
            pendingFunction = true;
            String named = words.get(0).raw().equals("function") && words.size() > 1 ? words.get(1).raw() : words.get(0).raw();
            pendingFunctionName = named.replace("()", "");
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
                braceNames.push(pendingFunction ? pendingFunctionName : "");
                pendingFunction = false;
            } else if (!braces.isEmpty()) {
                braces.pop();
                braceNames.pop();
            }
            words.remove(0);
        }
        while (!words.isEmpty() && KEYWORDS.contains(words.get(0).raw())) {
            words.remove(0);
        }
        String function = braceNames.stream().filter(f -> !f.isEmpty()).findFirst().orElse(null);
        if (!words.isEmpty() && words.get(words.size() - 1).raw().equals("}") ) {
            words.remove(words.size() - 1);
            if (!braces.isEmpty()) {
                braces.pop();
                braceNames.pop();
            }
        }
        if (words.isEmpty()) {
            return;
        }
        noteAllExport(words);
        boolean bg = background;
        background = false;
        commands.add(new Command(List.copyOf(words), words.get(0).line(), braces.contains(Boolean.TRUE) || function != null, function, bg));
    }
}
