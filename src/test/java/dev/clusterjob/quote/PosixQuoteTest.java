package dev.clusterjob.quote;

import dev.clusterjob.exec.ExternalCommand;
import dev.clusterjob.exec.ssh.RemoteCommandLine;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.CharRange;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** PosixQuote read back by real local shells (every POSIX shell installed here), fed the line on stdin. */
class PosixQuoteTest {

    static final List<String> SHELLS = java.util.stream.Stream.of("/bin/sh", "/bin/dash", "/bin/bash", "/bin/zsh", "/usr/bin/zsh",
            "/bin/ksh", "/usr/bin/ksh", "/bin/mksh", "/usr/bin/mksh").filter(p -> Files.isExecutable(Path.of(p))).toList();

    /** Runs {@code script} with {@code shell} reading it from stdin (bytes, so no locale mangles argv), returns stdout. */
    static String runShell(String shell, String script, Map<String, String> env) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(shell, "-s").redirectError(ProcessBuilder.Redirect.INHERIT);
        pb.environment().putAll(env);
        Process p = pb.start();
        try (OutputStream in = p.getOutputStream()) {
            in.write(script.getBytes(StandardCharsets.UTF_8));
        }
        String out;
        try (InputStream o = p.getInputStream()) {
            out = new String(o.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), shell + " failed on: " + script);
        return out;
    }

    static List<String> printedBack(String shell, List<String> words) throws Exception {
        String out = runShell(shell, "printf '%s\\0' " + PosixQuote.join(words) + "\n", Map.of());
        List<String> back = new ArrayList<>(Arrays.asList(out.split("\0", -1)));
        assertEquals("", back.remove(back.size() - 1));
        return back;
    }

    @Test
    void atLeastDashAndBashAreHere() {
        assertTrue(SHELLS.contains("/bin/bash") && SHELLS.contains("/bin/dash"), SHELLS.toString());
    }

    @Property(tries = 60)
    void everyShellReadsBackExactlyTheWords(
            @ForAll @Size(min = 1, max = 6) List<@StringLength(max = 12) @CharRange(from = '\u0001', to = '\u007f')
            @CharRange(from = '\u00a0', to = '\u017f') @Chars({'漢', '字', '\u2028'}) String> words) throws Exception {
        for (String shell : SHELLS) {
            assertEquals(words, printedBack(shell, words), shell);
        }
    }

    @Test
    void nastyWordsByHand() throws Exception {
        List<String> words = List.of("", " ", "'", "''", "'''", "\\'", "a'b'c", "$HOME", "`id`", "$(id)", "a\nb", "\r", "!x",
                "~", "~root", "*", "-e", "%s", "x;y", "a\\", "\\", "\"", "{a,b}", "ünï 漢");
        for (String shell : SHELLS) {
            assertEquals(words, printedBack(shell, words), shell);
        }
    }

    @Test
    void safeWordsStayBareAndNothingBashOnlyIsUsed() {
        assertEquals("squeue", PosixQuote.quote("squeue"));
        assertEquals("--format=%i".replace("=", ""), PosixQuote.quote("--format%i"));
        assertEquals("'--format=%i'", PosixQuote.quote("--format=%i"), "'=' is quoted: zsh expands =word");
        assertEquals("/scratch/job-1.out", PosixQuote.quote("/scratch/job-1.out"));
        assertEquals("'a b'", PosixQuote.quote("a b"));
        assertEquals("'it'\\''s'", PosixQuote.quote("it's"));
        assertEquals("\\'\\'", PosixQuote.quote("''"));
        assertEquals("''", PosixQuote.quote(""));
        assertFalse(PosixQuote.quote("a\nb").contains("$'"));
        assertThrows(IllegalArgumentException.class, () -> PosixQuote.quote("a\0b"));
    }

    @Test
    void commandLineSetsEnvAndDirectoryAndExecsTheProgram(@org.junit.jupiter.api.io.TempDir Path tmp) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("my 'jobs' $x"));
        Map<String, String> env = Map.of("A_B", "v a'l\n$ue", "Z", "");
        ExternalCommand c = new ExternalCommand(List.of("sh", "-c", "pwd; printf '[%s][%s]' \"$A_B\" \"$Z\"; echo \" $$\""),
                env, dir.toString(), null, null);
        String line = RemoteCommandLine.of(c);
        assertTrue(line.startsWith("cd "), line);
        assertTrue(line.contains(" && exec env "), line);
        for (String shell : SHELLS) {
            String out = runShell(shell, "echo $$; " + line + "\n", Map.of());
            String[] lines = out.split("\n");
            assertEquals(dir.toString(), lines[1], shell);
            assertTrue(out.contains("[v a'l\n$ue][]"), shell + ": " + out);
            assertEquals(lines[0], out.substring(out.lastIndexOf(' ') + 1).trim(), shell + ": exec keeps the shell's PID");
        }
    }

    @Test
    void tildeOfAPathIsLeftForTheRemoteShell(@org.junit.jupiter.api.io.TempDir Path home) throws Exception {
        Files.createDirectories(home.resolve("my jobs"));
        String line = RemoteCommandLine.of(ExternalCommand.of("pwd").withWorkDir("~/my jobs"));
        assertEquals("cd ~/'my jobs' && exec pwd", line);
        for (String shell : SHELLS) {
            assertEquals(home.resolve("my jobs") + "\n", runShell(shell, line + "\n", Map.of("HOME", home.toString())), shell);
        }
        assertEquals("~", PosixQuote.path("~"));
        assertEquals("'~root/x'", PosixQuote.path("~root/x"));
    }

    @Test
    void programNamesThatEnvOrExecWouldMisreadAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> RemoteCommandLine.of(ExternalCommand.of("-x")));
        assertThrows(IllegalArgumentException.class, () -> RemoteCommandLine.of(ExternalCommand.of("A=b", "x")));
        assertThrows(IllegalArgumentException.class, () -> RemoteCommandLine.of(
                ExternalCommand.of("env").withEnv(Map.of("BAD NAME", "x"))));
    }
}
