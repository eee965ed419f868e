package dev.clusterjob.submit;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The preflight lines of a job's log: the lines as templates/lib/preflight.sh prints them (cj_preflight_node's
 * {@code clusterjob-preflight: ok|FAIL NODE: ...}, cj_pf_programs' {@code X not found (PATH=...): activate ...}, and
 * cj_preflight's own {@code no preflight report}), as the testbed printed them in FirstHourE2ETest's venv job.
 */
class PreflightLinesTest {
    static final String MISSING = " not found (PATH=/usr/local/bin:/usr/bin:/bin): activate its venv, conda env or module in setup: (docs/spec.md)";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        // case | log lines separated by ' / ' | failed nodes (blank: none) | missing everywhere (blank: not)
        "a program missing on every node| clusterjob-preflight: FAIL n1: cj-train" + MISSING
            + " / clusterjob-preflight: FAIL n2: cj-train" + MISSING + "| n1 n2| cj-train",
        "two programs, after another problem, srun's label| 0: clusterjob-preflight: FAIL n1: GLOO_SOCKET_IFNAME=ib0 matches no"
            + " interface (have: lo eth0); torchrun, deepspeed" + MISSING + " / 1: clusterjob-preflight: FAIL n2: torchrun, deepspeed"
            + MISSING + "| n1 n2| torchrun, deepspeed",
        "a node that found it: a node problem| clusterjob-preflight: ok n1: found cj-train / clusterjob-preflight: FAIL n2: cj-train"
            + MISSING + "| n2| ",
        "a node without a report does not tell| clusterjob-preflight: FAIL n1: cj-train" + MISSING + " / clusterjob-preflight: FAIL n2:"
            + " no preflight report (setup: failed there, or the step did not run there; see srun's messages above)| n1 n2| cj-train",
        "no report at all| clusterjob-preflight: FAIL n1: no preflight report (the step did not run there; see srun's messages above)"
            + "| n1| ",
        "an interface, not a program| clusterjob-preflight: ok n1: NCCL_SOCKET_IFNAME=bond0 -> bond0 / 0: clusterjob-preflight: FAIL"
            + " n2: NCCL_SOCKET_IFNAME=bond0 matches no interface (have: lo eth0)| n2| ",
        "a node's last line counts (a requeued job's log)| clusterjob-preflight: FAIL n1: cj-train" + MISSING
            + " / clusterjob-preflight: ok n1: found cj-train / clusterjob-preflight: FAIL n2: cj-train" + MISSING + "| n1 n2| ",
        "the batch script's summary is not a node| clusterjob: preflight failed on 2 of 2 node(s) (n1 n2): training not started;"
            + " a program is not found (above): activate its venv, conda env or module in setup: (docs/spec.md)| | ",
    })
    void failedNodesAndAProgramMissingEverywhere(String name, String log, String failed, String missing) {
        PreflightLines lines = PreflightLines.of(log.replace(" / ", "\n") + "\n");
        assertEquals(failed == null ? List.of() : List.of(failed.split(" ")), lines.failed(), name);
        assertEquals(missing, lines.missingEverywhere(), name);
    }
}
