package dev.clusterjob.yaml;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The closest command-line word: close enough to be a typo, never a training script's own option. */
class SuggestTest {
    static final List<String> OPTIONS = List.of("--wait", "--nodes", "--json", "--exclude-bad-nodes", "--retries", "--remote",
            "--remote-dir", "--gate", "--no-gate", "--time", "--target", "-o", "--output", "--help", "-h");
    static final List<String> COMMANDS = List.of("render", "check", "submit", "wait", "status", "cancel", "logs", "profiles",
            "hostfile", "lint", "doctor", "completion", "gate", "probe");

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(nullValues = "none", value = {
        "--wiat, --wait",                  // two neighbours swapped
        "--node, --nodes",                 // one letter short
        "--nodse, --nodes",
        "--jsn, --json",
        "--no-gat, --no-gate",
        "--exclude-bad, --exclude-bad-nodes", // the beginning of one option only
        "--retires, --retries",
        "--remot, --remote",
        "--remote-d, --remote-dir",
        "--lr, none",                      // a training option: 2 letters, nothing within one edit
        "--stage, none",
        "--frobnicate, none",
        "--rem, none",                     // begins two options: say neither
        "-x, none",
        "--, none",
    })
    void options(String word, String expected) {
        assertEquals(expected, Suggest.closest(word, OPTIONS));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(nullValues = "none", value = {"rendr, render", "sumbit, submit", "stauts, status", "lgos, logs", "prfiles, profiles",
        "gat, gate", "xyz, none", "train, none"})
    void commands(String word, String expected) {
        assertEquals(expected, Suggest.closest(word, COMMANDS));
    }

    @ParameterizedTest(name = "{0} -> ''{1}''")
    @CsvSource(value = {"gpus_per_nod, ' (did you mean ''gpus_per_node''?)'", "tiem, ' (did you mean ''time''?)'", "zzzz, ''"})
    void keys(String word, String expected) {
        assertEquals(expected, Suggest.didYouMean(word, List.of("gpus_per_node", "time", "nodes")));
    }
}
