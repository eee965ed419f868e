package dev.clusterjob.submit;

import java.time.Duration;
import java.time.Instant;

/** The clock and the sleep of the polling loops, injectable so tests run without waiting. */
public interface TimeSource {
    Instant now();

    void sleep(Duration d) throws InterruptedException;

    /** The system clock and Thread.sleep. */
    static TimeSource system() {
        return new TimeSource() {
            @Override
            public Instant now() {
                return Instant.now();
            }

            @Override
            public void sleep(Duration d) throws InterruptedException {
                if (!d.isNegative() && !d.isZero()) {
                    Thread.sleep(d.toMillis());
                }
            }
        };
    }
}
