package dev.clusterjob.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * After the README's Tour, {@code git status} is clean. The Tour's lines that need no cluster
 * run, as written, in a fresh git repository holding this checkout's tracked files (their current text and mode),
 * with {@code ./clusterjob} standing for this build's classes; then git must report nothing changed or added.
 */
class ReadmeTourTest {
    /**
     * Tour lines whose subcommand talks to Slurm or a login node: not run here (the e2e tests cover them); the files
     * they would write (-o, --output, --html, --svg) must be ones git ignores.
     */
    private static final Set<String> CLUSTER = Set.of("submit", "status", "logs", "wait", "cancel", "probe", "sweep", "quarantine");
    private static final Set<String> WRITES = Set.of("-o", "--output", "--html", "--svg");

    @TempDir
    Path tmp;

    private String sh(Path dir, String script) throws Exception {
        Process p = new ProcessBuilder("bash", "-c", script).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "hang guard: " + script);
        assertEquals(0, p.exitValue(), script + "\n" + out);
        return out;
    }

    /** The ./clusterjob lines of README.md's Tour block. */
    static List<String> tour() throws Exception {
        List<String> lines = Files.readAllLines(Path.of("README.md"));
        int start = lines.indexOf("## Tour");
        List<String> out = new ArrayList<>();
        boolean in = false;
        for (String l : lines.subList(start, lines.size())) {
            if (l.startsWith("```")) {
                if (in) {
                    break;
                }
                in = true;
            } else if (in && l.contains("./clusterjob ")) {
                out.add(l);
            }
        }
        return out;
    }

    @Test
    void theToursLocalLinesLeaveTheTreeClean() throws Exception {
        Path repo = Path.of("").toAbsolutePath();
        Path clone = Files.createDirectories(tmp.resolve("clone"));
        // this checkout's tracked files as they are now (uncommitted edits included), committed in a fresh repository
        sh(repo, "git ls-files -z | tar --null -T - -cf - | tar -xf - -C '" + clone + "'");
        // the checkout's object store as an alternate (read, never written): git add then writes only the blobs of
        // uncommitted edits, where writing all 5,000 files' objects again cost about 7 CPU s
        String objects = sh(repo, "git rev-parse --path-format=absolute --git-common-dir").strip() + "/objects";
        sh(clone, "git init -q && printf '%s\\n' '" + objects + "' > .git/objects/info/alternates && git add -A"
                + " && git -c user.name=t -c user.email=t@t -c commit.gpgsign=false commit -qm tour");

        // the lines as the shell splits them, from './clusterjob' on (source <(./clusterjob completion) included)
        List<String> ran = new ArrayList<>();
        StringBuilder commands = new StringBuilder();
        for (String line : tour()) {
            List<String> words = DocCommandsTest.words(line.substring(line.indexOf("./clusterjob ")));
            if (CLUSTER.contains(words.get(1))) {
                for (int w = 2; w + 1 < words.size(); w++) {
                    if (WRITES.contains(words.get(w)) && !words.get(w + 1).equals("-")) {
                        sh(clone, "git check-ignore -q -- '" + words.get(w + 1) + "' || { echo '" + line + " writes a file git would"
                                + " show: " + words.get(w + 1) + "'; exit 1; }");
                    }
                }
                continue;
            }
            ran.add(String.join(" ", words));
            commands.append(String.join("\0", words.subList(1, words.size()))).append('\n');
        }
        Files.writeString(tmp.resolve("commands"), commands);
        String codes = sh(clone, "'" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
                + " -cp '" + System.getProperty("java.class.path") + "' " + TourRunner.class.getName() + " '" + tmp.resolve("commands") + "'");
        List<String> exits = codes.lines().toList();
        assertEquals(ran.size(), exits.size(), codes);
        for (int i = 0; i < ran.size(); i++) {
            assertTrue(Set.of("0", "4", "91").contains(exits.get(i)), ran.get(i) + " -> exit " + exits.get(i));
        }
        List<String> subs = ran.stream().map(r -> r.split(" ")[1]).toList();
        assertTrue(subs.containsAll(List.of("render", "check", "hostfile", "profiles", "lint", "doctor", "gate", "completion")), ran.toString());
        assertEquals("", sh(clone, "git status --porcelain --untracked-files=all"), "the Tour changed the tree");
    }
}
