package dev.clusterjob.dist;

import dev.clusterjob.Main;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The man pages a release ships say what {@code --help} says, line for line both ways, because both come
 * from one picocli model: each page is formatted by the real groff (as {@code man} does), and every line
 * of the help after its usage block is found in the page, and every line of the page after its synopsis
 * in the help (whitespace removed: the two wrap at different places).
 */
class ManPagesTest {
    @Test
    void everyPageSaysWhatItsCommandsHelpSays() throws Exception {
        Map<String, String> pages = ManPages.pages();
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, String> page : pages.entrySet()) {
            String[] path = page.getKey().replaceFirst("\\.1$", "").split("-");
            problems.addAll(differences(page.getKey(), help(path), groff(page.getValue())));
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void everyCommandInTheHelpHasAPage() {
        TreeSet<String> listed = new TreeSet<>();
        boolean inCommands = false;
        for (String line : help(new String[] {"clusterjob"}).split("\n")) {
            if (line.equals("Commands:")) {
                inCommands = true;
            } else if (inCommands && line.matches("  [a-z]+ .*")) {
                listed.add("clusterjob-" + line.trim().split("\\s+")[0] + ".1");
            } else if (inCommands && !line.startsWith("   ")) {
                inCommands = false;
            }
        }
        assertTrue(listed.size() >= 14, "the top-level help lists the commands: " + listed);
        TreeSet<String> missing = new TreeSet<>(listed);
        missing.removeAll(ManPages.pages().keySet());
        assertEquals(new TreeSet<>(), missing);
        assertTrue(ManPages.pages().containsKey("clusterjob.1"));
        assertTrue(ManPages.pages().containsKey("clusterjob-gate-parse.1"), "subcommands of subcommands too");
    }

    /** The control: a page that lost an option's description, or gained a line, is reported. */
    @Test
    void aPageThatDriftedFromTheHelpIsReported() throws Exception {
        String page = ManPages.pages().get("clusterjob-check.1");
        String help = help(new String[] {"clusterjob", "check"});
        assertEquals(List.of(), differences("check", help, groff(page)));
        String lost = page.replace("Show stack traces of errors.", "");
        assertFalse(differences("check", help, groff(lost)).isEmpty());
        String gained = page.replace(".SH \"ARGUMENTS\"", ".PP\nA line --help does not have.\n.SH \"ARGUMENTS\"");
        assertFalse(differences("check", help, groff(gained)).isEmpty());
    }

    /** Lines of {@code help} (after its usage block) missing from {@code man}, and lines of {@code man} (after its synopsis) missing from {@code help}. */
    static List<String> differences(String name, String help, String man) {
        List<String> out = new ArrayList<>();
        String manFlat = flat(man);
        String helpFlat = flat(help);
        boolean usage = true;
        for (String line : help.split("\n")) {
            usage = line.startsWith("Usage:") || usage && line.startsWith(" "); // the synopsis and its indented continuation
            String l = flat(line);
            if (!usage && !l.isEmpty() && !l.equals("Commands:") && !manFlat.contains(l)) {
                out.add(name + ": --help line not in the man page: " + l);
            }
        }
        boolean body = false;
        for (String line : man.split("\n")) {
            if (line.equals("DESCRIPTION")) {
                body = true;
            }
            String l = flat(line);
            boolean heading = line.matches("[A-Z][A-Z ]*") || line.startsWith("clusterjob " + dev.clusterjob.Version.get() + " ");
            if (body && !heading && !l.isEmpty() && !helpFlat.contains(l)) {
                out.add(name + ": man page line not in --help: " + l);
            }
        }
        return out;
    }

    private static String flat(String s) {
        return s.replaceAll("\\s+", ""); // the two wrap at different places, picocli also after "." and before "["
    }

    private static String help(String[] path) {
        List<String> args = new ArrayList<>(List.of(path).subList(1, path.length));
        args.add("--help");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args.toArray(new String[0]), new PrintWriter(out), new PrintWriter(err));
        assertEquals(0, code, String.join(" ", path) + " --help: " + err);
        return out.toString();
    }

    /** The page as man shows it, formatted by groff (ASCII, no overstrike, wide enough that few lines wrap). */
    static String groff(String troff) throws Exception {
        Process p = new ProcessBuilder("groff", "-man", "-Tascii", "-rLL=150n", "-P-cbou").redirectErrorStream(true).start();
        p.getOutputStream().write(troff.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "groff did not finish");
        assertEquals(0, p.exitValue(), "groff failed: " + text);
        return text;
    }
}
