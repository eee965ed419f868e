package dev.clusterjob.cli;

import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a new user ran into (issue 13, item 7): each fix with the command that showed it. */
class NewUserFixesTest {
    @Test
    void forgettingTheDoubleDashGetsAHint() {
        Cli.Result r = Cli.run("render", "--profile", "h800", "--nodes", "2", "train.py", "--stage", "sft");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("Unknown option: '--stage'"), r.err());
        assertTrue(r.err().contains("put it after '--': clusterjob render ... -- train.py --stage"), r.err());
        Cli.Result typo = Cli.run("render", "--profile", "h800", "--nodez", "2", "--", "train.py");
        assertFalse(typo.err().contains("after '--'"), "a misspelt option of clusterjob's own gets no such hint: " + typo.err());
    }

    @Test
    void jobNameErrorsNameTheJobNameFlag() {
        Cli.Result r = Cli.run("render", "--profile", "h800", "--job-name", "a'b", "--", "a.py");
        RenderCommandTest.oneLineError(r, "--job-name: the job name must not contain quotes");
        assertFalse(r.err().contains("comment"), r.err());
    }

    @Test
    void logsHelpPrintsNoPicocliWarning() {
        Cli.Result r = Cli.run("logs", "--help");
        assertEquals(0, r.code());
        assertFalse((r.out() + r.err()).contains("picocli WARN"), r.out() + r.err());
        assertTrue(r.out().contains("(%j %x %u %N %A %a"), r.out());
    }
}
