package dev.clusterjob.lint;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The lexer's own pass over real scripts of realworld/lint (signals/README.md gives each one's source). */
class ShellCommandLexerTest {
    static ShellCommandLexer lex(String path) {
        ShellCommandLexer lx = new ShellCommandLexer(ScriptFactsTest.read(path));
        lx.run();
        return lx;
    }

    static List<String> raws(ShellScript.Command c) {
        return c.words().stream().map(ShellScript.Word::raw).toList();
    }

    static ShellScript.Command first(ShellCommandLexer lx, String program) {
        return lx.commands.stream().filter(c -> c.words().get(0).raw().equals(program)).findFirst()
                .orElseThrow(() -> new AssertionError(program));
    }

    @Test
    void functionBodyBackgroundJobAndRedirectionsOfATermTrapScript() {
        ShellCommandLexer lx = lex("realworld/lint/signals/realtimealignment-signal-term-trap.sh");
        assertEquals(11, lx.directives.size());
        assertTrue(lx.directives.stream().noneMatch(ShellScript.Directive::afterFirstCommand));
        assertEquals("#SBATCH --signal=TERM@30", lx.directives.get(10).text());
        assertEquals(13, lx.directives.get(10).line());

        ShellScript.Command kill = first(lx, "kill");
        // the target /dev/null is no argument; the fd number before '>' stays a word, as ShellScriptTest pins it
        assertEquals(List.of("kill", "-TERM", "\"$child\"", "2"), raws(kill));
        assertTrue(kill.inFunction());
        assertEquals("cleanup", kill.function());
        assertEquals(28, kill.line());

        ShellScript.Command trap = first(lx, "trap");
        assertFalse(trap.inFunction());
        assertNull(trap.function());
        ShellScript.Command python = first(lx, "python");
        assertTrue(python.background());
        assertFalse(first(lx, "child=$!").background());
        assertEquals(List.of("wait", "\"$child\""), raws(first(lx, "wait")));
    }

    @Test
    void aFunctionWhoseBraceOpensOnTheNextLine() {
        ShellCommandLexer lx = lex("realworld/lint/signals/insituml-train-maf-khi.sh");
        ShellScript.Command requeue = first(lx, "scontrol");
        assertEquals("TERM", requeue.function());
        assertEquals(List.of("scontrol", "requeue", "$SLURM_JOBID"), raws(requeue));
        assertEquals("TERM", first(lx, "exit").function());
        ShellScript.Command python = first(lx, "python");
        assertNull(python.function());
        assertFalse(python.inFunction());
        // the #SBATCH after two ## comments still counts: no command came before it
        assertEquals("#SBATCH --open-mode=append", lx.directives.get(lx.directives.size() - 1).text());
        assertFalse(lx.directives.get(lx.directives.size() - 1).afterFirstCommand());
    }

    @Test
    void semicolonsSplitCommandsOnOneLine() {
        ShellCommandLexer lx = lex("realworld/lint/signals/ct-nvae-signal-usr1-srun.sh");
        List<String> programs = lx.commands.stream().map(c -> c.words().get(0).raw()).toList();
        assertEquals(List.of("echo", "pwd", "srun", "echo", "pwd"), programs);
        assertEquals(lx.commands.get(0).line(), lx.commands.get(1).line());
        assertEquals(16, lx.directives.size());
    }

    @Test
    void aHeredocsBodyIsNoCommandAndLinesCountOnAfterIt() {
        ShellCommandLexer lx = lex("realworld/lint/bloom-tr11-176B-ml.slurm");
        ShellScript.Command cat = first(lx, "cat");
        assertEquals(149, cat.line());
        assertEquals(List.of("cat"), raws(cat)); // <<EOT and > $config_json are redirections
        assertTrue(lx.commands.stream().noneMatch(c -> c.words().get(0).raw().startsWith("\"train_")));
        ShellScript.Command deepspeedArgs = lx.commands.stream().filter(c -> c.words().get(0).raw().startsWith("DEEPSPEED_ARGS="))
                .findFirst().orElseThrow();
        assertEquals(166, deepspeedArgs.line());
        assertFalse(lx.allExport);
    }

    @Test
    void setMinusANotesAllExport() {
        ShellCommandLexer lx = new ShellCommandLexer("set -x -e\nNNODES=2\n");
        lx.run();
        assertFalse(lx.allExport);
        ShellCommandLexer a = new ShellCommandLexer("set -ae\nNNODES=2\n");
        a.run();
        assertTrue(a.allExport);
        assertEquals(List.of("NNODES=2"), raws(a.commands.get(1)));
    }
}
