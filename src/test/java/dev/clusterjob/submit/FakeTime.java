package dev.clusterjob.submit;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** A clock that moves only when the code under test sleeps; records every sleep. */
public final class FakeTime implements TimeSource {
    private Instant now = Instant.parse("2025-01-01T00:00:00Z");
    public final List<Duration> sleeps = new ArrayList<>();

    @Override
    public synchronized Instant now() {
        return now;
    }

    @Override
    public synchronized void sleep(Duration d) {
        sleeps.add(d);
        now = now.plus(d);
    }

    public synchronized void advance(Duration d) {
        now = now.plus(d);
    }

    public Duration elapsedSince(Instant t) {
        return Duration.between(t, now());
    }
}
