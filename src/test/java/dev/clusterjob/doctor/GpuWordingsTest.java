package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The GPU-communication wordings (torch elastic, the NCCL watchdog's heartbeat, DeepSpeed's launcher, the NVIDIA driver's
 * Xid, CUDA errors in torch 1.x and through NCCL), one row per wording written from the tool's format string: the first
 * finding's code and who it names. The table is wordings-gpu.tsv beside this class's resources; the corpus checks the same
 * rules on real logs.
 */
class GpuWordingsTest {
    private static final Path TABLE = Path.of("src/test/resources/dev/clusterjob/doctor/wordings-gpu.tsv");
    private final LogDoctor doctor = new LogDoctor(DoctorRules.bundled());

    static Stream<Arguments> wordings() throws IOException {
        return Files.readAllLines(TABLE, StandardCharsets.UTF_8).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#"))
                .map(l -> l.split("\t", -1))
                .map(c -> Arguments.of(c[0].replace("\\n", "\n"), c[1], c[2], c[3], c[4]));
    }

    @ParameterizedTest(name = "{4}")
    @MethodSource("wordings")
    void readsEachWording(String text, String code, String host, String peer, String source) throws IOException {
        List<Finding> fs = doctor.diagnose("job.out", new BufferedReader(new StringReader(text + "\n")), NodeMap.empty());
        if (code.equals("-")) {
            assertTrue(fs.stream().noneMatch(f -> f.severity() == Severity.ERROR), fs.toString());
            return;
        }
        assertTrue(!fs.isEmpty(), "no finding for: " + text);
        assertEquals(code, fs.get(0).code(), fs.toString());
        assertEquals(host.isEmpty() ? null : host, fs.get(0).host(), "host");
        assertEquals(peer.isEmpty() ? null : peer, fs.get(0).peer(), "peer");
    }
}
