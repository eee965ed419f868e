package dev.clusterjob.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The commands the user docs show still exist: every {@code clusterjob ...} in a ```sh / ```bash block, an indented
 * code block or an inline code span of README.md and docs/ is checked against picocli's model: its subcommands, and
 * each --flag (or -x) before '--' must be an option of that subcommand.
 */
class DocCommandsTest {
    /**
     * Where a clusterjob command starts in a line of code: at its start (after blanks and a "$ " prompt) or after "("
     * ({@code source <(clusterjob completion)}); not in a comment or in a line clusterjob printed.
     */
    private static final Pattern START = Pattern.compile("(?:^\\s*(?:\\$ )?|(?<=\\())((?:\\./)?clusterjob)(?= [a-z-])");
    /** Commands shown on purpose although they do not parse (none yet): "doc: command". */
    private static final Set<String> SHOWN_WRONG_ON_PURPOSE = Set.of();

    record Cmd(String where, String text) {
    }

    static List<Path> docs() throws IOException {
        List<Path> all = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> s = Files.walk(Path.of("docs"))) {
            s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(all::add);
        }
        return all;
    }

    /** Every clusterjob command in {@code doc}'s code: fenced sh/bash blocks, indented blocks, inline spans. */
    static List<Cmd> commands(Path doc) throws IOException {
        List<String> lines = Files.readAllLines(doc);
        List<Cmd> out = new ArrayList<>();
        String fence = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String where = doc + ":" + (i + 1);
            if (line.strip().startsWith("```")) {
                fence = fence == null ? line.strip().substring(3).strip() : null;
                continue;
            }
            boolean shell = fence != null && (fence.equals("sh") || fence.equals("bash"));
            boolean indented = fence == null && line.startsWith("    ") && (i == 0 || lines.get(i - 1).isBlank() || lines.get(i - 1).startsWith("    "));
            String code = line;
            while ((shell || indented) && code.endsWith("\\") && i + 1 < lines.size()) {
                code = code.substring(0, code.length() - 1) + " " + lines.get(++i).strip();
            }
            if (shell || indented) {
                from(code, where, out);
            } else if (fence == null) {
                Matcher span = Pattern.compile("`((?:\\./)?clusterjob [^`]+)`").matcher(line);
                while (span.find()) {
                    from(span.group(1), where, out);
                }
            }
        }
        return out;
    }

    private static void from(String code, String where, List<Cmd> out) {
        Matcher m = START.matcher(code);
        while (m.find()) {
            out.add(new Cmd(where, code.substring(m.start(1))));
        }
    }

    /** Shell words of one command, up to a pipe, list, redirection, comment or a closing parenthesis. */
    static List<String> words(String text) {
        List<String> w = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        char quote = 0;
        boolean any = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    cur.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                any = true;
            } else if (Character.isWhitespace(c)) {
                if (any || cur.length() > 0) {
                    w.add(cur.toString());
                }
                cur.setLength(0);
                any = false;
            } else if ("|;&>)<`".indexOf(c) >= 0 || c == '#' && cur.length() == 0 && !any) {
                break;
            } else {
                cur.append(c);
            }
        }
        if (any || cur.length() > 0) {
            w.add(cur.toString());
        }
        return w;
    }

    /** What is wrong with {@code text} as a clusterjob command line, or null. */
    static String problem(CommandLine root, String text) {
        List<String> w = words(text);
        CommandLine c = root;
        int i = 1;
        while (i < w.size() && c.getSubcommands().containsKey(w.get(i))) {
            c = c.getSubcommands().get(w.get(i));
            i++;
        }
        if (c == root && i < w.size() && w.get(i).contains("/")) {
            // prose shorthand: clusterjob submit/wait/status
            for (String alt : w.get(i).split("/")) {
                if (!root.getSubcommands().containsKey(alt)) {
                    return "no subcommand '" + alt + "'";
                }
            }
            return null;
        }
        if (c == root && i < w.size() && !w.get(i).startsWith("-")) {
            return "no subcommand '" + w.get(i) + "'";
        }
        for (; i < w.size() && !w.get(i).equals("--"); i++) {
            String word = w.get(i);
            if (!word.startsWith("-") || word.equals("-") || word.matches("-\\d.*")) {
                continue;
            }
            String name = word.contains("=") ? word.substring(0, word.indexOf('=')) : word;
            OptionSpec o = option(c, name);
            if (o == null) {
                return c.getCommandSpec().qualifiedName() + " has no option " + name;
            }
            if (!word.contains("=") && o.arity().max() > 0 && !o.typeInfo().isBoolean()) {
                i++; // its value, which may start with '-'
            }
        }
        return null;
    }

    private static OptionSpec option(CommandLine c, String name) {
        OptionSpec o = c.getCommandSpec().findOption(name);
        if (o == null && name.startsWith("--no-")) {
            OptionSpec positive = c.getCommandSpec().findOption("--" + name.substring(5));
            return positive != null && positive.negatable() ? positive : null;
        }
        return o;
    }

    @Test
    void everyCommandInTheDocsParses() throws IOException {
        CommandLine root = ClusterjobCommand.commandLine();
        List<String> wrong = new ArrayList<>();
        int n = 0;
        for (Path doc : docs()) {
            for (Cmd cmd : commands(doc)) {
                n++;
                String p = problem(root, cmd.text());
                if (p != null && !SHOWN_WRONG_ON_PURPOSE.contains(doc + ": " + cmd.text())) {
                    wrong.add(cmd.where() + ": " + p + ": " + cmd.text());
                }
            }
        }
        assertTrue(n > 100, "commands found: " + n);
        assertEquals(List.of(), wrong);
    }

    /** The checker itself: a flag or subcommand that does not exist is caught; values and the command after '--' are not flags. */
    @Test
    void theCheckerCatchesWhatNoLongerExists() {
        CommandLine root = ClusterjobCommand.commandLine();
        assertEquals(null, problem(root, "./clusterjob render --profile h800 --launcher-arg --max_restarts -- train.py --stage sft"));
        assertEquals(null, problem(root, "clusterjob submit job.yaml --no-gate --wait | tee log"));
        assertEquals(null, problem(root, "clusterjob gate parse all.txt --min-busbw 200 --svg busbw.svg"));
        assertEquals("clusterjob submit has no option --wiat", problem(root, "clusterjob submit job.yaml --wiat"));
        assertEquals("no subcommand 'rendr'", problem(root, "clusterjob rendr job.yaml"));
        assertEquals("clusterjob profiles show has no option --all", problem(root, "clusterjob profiles show --all h800"));
        assertEquals(List.of("clusterjob", "status"), words("clusterjob status   # the jobs you submitted"));
        assertEquals(List.of("clusterjob", "completion"), words("clusterjob completion)"));
    }
}
