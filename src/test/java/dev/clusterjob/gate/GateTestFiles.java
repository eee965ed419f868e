package dev.clusterjob.gate;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The parser test inputs under src/test/resources/dev/clusterjob/gate/perf (see its README). */
final class GateTestFiles {
    static final Path PERF = Path.of("src/test/resources/dev/clusterjob/gate/perf");

    private GateTestFiles() {
    }

    static String read(String name) {
        try {
            return Files.readString(PERF.resolve(name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every *.txt input, sorted by name. */
    static List<String> inputs() {
        try (Stream<Path> s = Files.list(PERF)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".txt")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The first run of an input, or the empty run when it holds none (as `gate parse` does). */
    static NcclTestsRun firstRun(String name) {
        List<NcclTestsRun> runs = NcclTestsParser.parse(read(name));
        return runs.isEmpty() ? NcclTestsRun.empty() : runs.get(0);
    }
}
