package dev.clusterjob.cli;

import dev.clusterjob.testing.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Unknown options and commands: the one line names what was most likely meant, on
 * the start-up fast path and on picocli's alike (the fast path leaves every unknown word to picocli,
 * whose handler asks {@link UnknownArguments}); exit 2.
 */
class UnknownArgumentsTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "submit job.yaml --wiat|Unknown option: '--wiat' (did you mean '--wait'?) (see: clusterjob submit --help)",
        "submit job.yaml --node 2|Unknown option: '--node' (did you mean '--nodes'?) (see: clusterjob submit --help)",
        "render job.yaml --nodse 2 -o -|Unknown option: '--nodse' (did you mean '--nodes'?) (see: clusterjob render --help)",
        "render --profile h800 --no-gat -- a.py|Unknown option: '--no-gat' (did you mean '--no-gate'?) (see: clusterjob render --help)",
        "submit job.yaml --exclude-bad --retries 2|Unknown option: '--exclude-bad' (did you mean '--exclude-bad-nodes'?)"
            + " (see: clusterjob submit --help)",
        "status --jsn|Unknown option: '--jsn' (did you mean '--json'?) (see: clusterjob status --help)",
        "gate parse x --min-busb 3|Unknown option: '--min-busb' (did you mean '--min-busbw'?) (see: clusterjob gate parse --help)",
        "--versoin|Unknown option: '--versoin' (did you mean '--version'?) (see: clusterjob --help)",
        "rendr job.yaml|Unknown command: 'rendr' (did you mean 'render'?) (see: clusterjob --help)",
        "profiles lst|Unknown command: 'lst' (did you mean 'list'?) (see: clusterjob profiles --help)",
        "gate parze x|Unknown command: 'parze' (did you mean 'parse'?) (see: clusterjob gate --help)",
        "train.py|Unknown command: 'train.py' (expected one of: render, check, submit, wait, status, cancel, logs, profiles, hostfile,"
            + " lint, doctor, completion, gate, probe, explain, sweep, quarantine) (see: clusterjob --help)",
        // no close option: a forgotten '--' before the training command's own options gets that hint
        "render --profile h800 --nodes 2 train.py --stage sft|Unknown option: '--stage' (see: clusterjob render --help); to pass options"
            + " to the training command, put it after '--': clusterjob render ... -- train.py --stage ...",
        "submit job.yaml train.py --lr 3|Unknown option: '--lr' (see: clusterjob submit --help); to pass options to the training"
            + " command, put it after '--': clusterjob submit ... -- train.py --lr ...",
        // ... nor does a misspelt option of clusterjob's own
        "render --profile h800 --nodez 2 -- train.py|Unknown option: '--nodez' (did you mean '--nodes'?) (see: clusterjob render --help)",
        // ... but a spec file is not the training command
        "submit job.yaml --frobnicate|Unknown option: '--frobnicate' (see: clusterjob submit --help)",
        "render job.yaml --lr 3|Unknown option: '--lr' (see: clusterjob render --help)",
    })
    void oneLineNamesWhatWasMeant(String args, String expected) {
        String[] a = args.split(" ");
        Cli.Result r = Cli.run(a);
        assertEquals(2, r.code(), r.err());
        assertEquals("clusterjob: " + expected + "\n", r.err());
        assertEquals("", r.out());
        if (a[0].equals("render") || a[0].equals("status")) {
            assertEquals(r, Cli.runPicocli(null, a), "the fast path and picocli's say the same");
        }
    }

    @Test
    void plainNamesGiveTheSameWords() {
        assertEquals("Unknown option: '--wiat' (did you mean '--wait'?)", UnknownArguments.option("--wiat", List.of("--wait", "--json")));
        assertEquals("Unknown option: '--zzz'", UnknownArguments.option("--zzz", List.of("--wait", "--json")));
        assertEquals("Unknown command: 'sumbit' (did you mean 'submit'?)", UnknownArguments.command("sumbit", List.of("render", "submit")));
        assertEquals("", UnknownArguments.dashDash("submit", "--stage", List.of("submit", "job.yaml", "--", "--stage")),
                "with '--' given the hint does not apply");
    }
}
