package dev.clusterjob.exec.ssh;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reconnect delays: exponential from 250 ms, capped at 10 s, with equal jitter (half fixed, half random). */
class SshBackoffTest {

    @Property
    void delayIsBetweenHalfTheCeilingAndTheCeiling(@ForAll @IntRange(min = 1, max = 1000) int attempt,
                                                    @ForAll @DoubleRange(min = 0, max = 1, maxIncluded = false) double r) {
        long ceiling = Math.min(10_000, 250L << Math.min(attempt - 1, 20));
        long d = SshSessions.backoffMillis(attempt, r);
        assertTrue(d >= ceiling / 2 && d <= ceiling, attempt + " -> " + d);
    }

    @Property
    void delayGrowsWithTheAttemptForTheSameRandomDraw(@ForAll @IntRange(min = 1, max = 100) int attempt,
                                                      @ForAll @DoubleRange(min = 0, max = 1, maxIncluded = false) double r) {
        assertTrue(SshSessions.backoffMillis(attempt + 1, r) >= SshSessions.backoffMillis(attempt, r));
    }

    @Property(tries = 10)
    void firstDelaysAndCap(@ForAll @DoubleRange(min = 0, max = 1, maxIncluded = false) double r) {
        assertEquals(125 + (long) (r * 125), SshSessions.backoffMillis(1, r));
        assertEquals(5_000 + (long) (r * 5_000), SshSessions.backoffMillis(50, r));
    }
}
