package dev.clusterjob.submit;

import java.time.Duration;
import java.util.Random;

/**
 * Exponential backoff with "equal jitter": the n-th delay is half of min(cap, base x 2^n) plus a
 * random share of the other half, so clients that failed together do not retry together.
 */
public final class Backoff {
    private final Duration base;
    private final Duration cap;
    private final Random random;
    private int attempt;

    public Backoff(Duration base, Duration cap, Random random) {
        this.base = base;
        this.cap = cap;
        this.random = random;
    }

    /** The next delay; each call doubles the ceiling up to the cap. */
    public Duration next() {
        long ceiling = Math.min(cap.toMillis(), base.toMillis() << Math.min(attempt, 20));
        attempt++;
        long half = ceiling / 2;
        return Duration.ofMillis(half + (half > 0 ? (long) (random.nextDouble() * (ceiling - half)) : 0));
    }

    /** Starts again from the base delay (after a success). */
    public void reset() {
        attempt = 0;
    }

    /** How many delays were handed out since the last reset. */
    public int attempts() {
        return attempt;
    }
}
