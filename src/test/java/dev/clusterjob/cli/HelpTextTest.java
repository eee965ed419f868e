package dev.clusterjob.cli;

import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every command's --help as a terminal shows it: picocli wraps at 80 columns, so a footer line written longer than that
 * came out broken in two mid-sentence ("... 85\nother failure, 86 final state\n..."); each footer line fits.
 */
class HelpTextTest {
    static void collect(CommandLine c, List<CommandLine> all) {
        all.add(c);
        c.getSubcommands().values().forEach(s -> collect(s, all));
    }

    @Test
    void everyFooterLineFitsTheHelpWidth() {
        List<CommandLine> all = new ArrayList<>();
        collect(ClusterjobCommand.commandLine(), all);
        List<String> tooLong = new ArrayList<>();
        for (CommandLine c : all) {
            int width = c.getCommandSpec().usageMessage().width();
            for (String element : c.getCommandSpec().usageMessage().footer()) {
                for (String line : element.split("%n", -1)) { // picocli shows %n as a line break (WaitExitCodes' one text)
                    String shown = line.replace("%%", "%");
                    if (shown.length() > width) {
                        tooLong.add(c.getCommandSpec().qualifiedName() + " (" + shown.length() + " > " + width + "): " + shown);
                    }
                }
            }
        }
        assertEquals(List.of(), tooLong);
    }

    /** What a user sees: the exit codes of submit --help one to a line, none cut in two. */
    @Test
    void submitHelpListsItsExitCodesWhole() {
        Cli.Result r = Cli.run("submit", "--help");
        assertEquals(0, r.code());
        List<String> lines = r.out().lines().toList();
        int at = lines.indexOf("Exit codes with --wait (docs/submit.md):");
        assertEquals(true, at > 0, r.out());
        assertEquals("  0      every job COMPLETED", lines.get(at + 1));
        assertEquals(true, lines.stream().anyMatch(l -> l.equals("  87     cannot start: pending for a reason that never clears by itself"
                + " (e.g.")), r.out());
    }

    /** A '%' in a help text is picocli's format character: logs --help shows Slurm's patterns, with no picocli warning. */
    @Test
    void logsHelpShowsSlurmsFilenamePatternsWithoutAPicocliWarning() {
        Cli.Result r = Cli.run("logs", "--help");
        assertEquals(0, r.code());
        assertFalse((r.out() + r.err()).contains("picocli WARN"), r.out() + r.err());
        assertTrue(r.out().contains("(%j %x %u %N %A %a"), r.out());
    }
}
