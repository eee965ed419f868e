package dev.clusterjob.doctor;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.clusterjob.logs.CutLogs;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Logs whose cause the rules for cut tracebacks (the innermost frame read when the exception line is gone), llama.cpp's
 * {@code error: invalid argument:}, xoscar's connect frame and ipykernel's bind frame give: pasted cut at a column or at blanks at every clear
 * width PastedLogTest draws (every third from 50 to 220), doctor reads each as the whole log, unless paste-misses.tsv lists that cut.
 */
class CutTracebackPasteTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "accelerate-186-reset-by-peer-then-nccl-connect-ipv6-link-local.log",
        "centerpoint-224-elastic-restart-attempt-traceback-cut.log",
        "cmgan-40-title-ddp-verify-model-runtimeerror-nccl-error.log",
        "eccv2022-rife-52-env-rendezvous-raise-env-error-cut.log",
        "multimodal-deepfake-39-spawn-init-process-group-frame-cut.log",
        "sockeye-1039-torchrun-rank7-barrier-failure.log",
        "super-gradients-1204-notebook-ddp-ipykernel-zmq-address-in-use.log",
        "textgen-7357-llama-cpp-server-invalid-argument-rpc-exit-1.log",
        "torch-dist-backend-invalid-usage.log",
        "vllm-4062-two-ranks-glued-dist-backend-error-reverse-path.log",
        "xinference-1396-zh-supervisor-journald-connection-refused.log",
    })
    void cutPastesReadAsTheWholeLog(String name) throws IOException {
        java.nio.file.Path file = RealWorldDoctorCorpusTest.DIR.resolve(name);
        if (!Files.exists(file)) {
            file = java.nio.file.Path.of("src/test/resources/dev/clusterjob/doctor").resolve(name); // a golden log
        }
        String log = Files.readString(file);
        Set<String> listed = new HashSet<>();
        for (String line : Files.readAllLines(RealWorldDoctorCorpusTest.DIR.resolve("paste-misses.tsv"))) {
            String[] f = line.split("\t");
            if (!line.startsWith("#") && f.length >= 2 && f[0].equals("doctor/" + name)) {
                listed.add(f[1]);
            }
        }
        List<String> lines = CutLogs.lines(log);
        List<String> whole = PastedLogTest.diagnosis(log);
        List<String> failing = new ArrayList<>();
        for (int w = 50; w <= 220; w += 3) { // the widths PastedLogTest draws, which paste-misses.tsv lists
            if (CutLogs.clearAtColumn(lines, w)) {
                check(whole, "cut at column " + w, CutLogs.text(CutLogs.atColumn(lines, w)), listed, failing);
            }
            if (CutLogs.clearAtBlanks(lines, w)) {
                check(whole, "cut at blanks before column " + w, CutLogs.text(CutLogs.atBlanks(lines, w)), listed, failing);
            }
        }
        assertTrue(failing.isEmpty(), name + ": " + failing.size() + " cuts read differently: " + failing);
    }

    private static void check(List<String> whole, String how, String pasted, Set<String> listed, List<String> failing) {
        List<String> d = PastedLogTest.diagnosis(pasted);
        if (!d.equals(whole) && !listed.contains(how)) {
            if (failing.size() < 3) {
                System.out.println("== " + how + "\n whole: " + whole + "\n paste: " + d);
            }
            failing.add(how);
        }
    }
}
