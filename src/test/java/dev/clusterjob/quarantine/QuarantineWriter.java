package dev.clusterjob.quarantine;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * A writer process for {@link QuarantineTest}: adds COUNT entries, one change each (lock, read, change,
 * replace), nodes PREFIX0..PREFIX{COUNT-1} of cluster c1. Usage: QuarantineWriter STATE_DIR PREFIX COUNT.
 */
public final class QuarantineWriter {
    private QuarantineWriter() {
    }

    public static void main(String[] args) {
        Quarantine q = Quarantine.in(Path.of(args[0]));
        int count = Integer.parseInt(args[2]);
        for (int i = 0; i < count; i++) {
            Instant now = Instant.now();
            q.add(List.of(new QuarantineEntry(args[1] + i, "c1", "test", "writer " + args[1], now.plus(Duration.ofHours(1)), now)), now);
        }
    }
}
