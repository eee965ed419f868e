package dev.clusterjob.submit;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.TransientSlurmException;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RetryTest {
    final FakeTime time = new FakeTime();
    final List<String> notices = new ArrayList<>();

    Backoff backoff() {
        return new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(60), new Random(5));
    }

    @Test
    void transientFailuresAreRepeatedWithGrowingJitteredDelays() {
        AtomicInteger n = new AtomicInteger();
        String v = Retry.idempotent(() -> {
            if (n.incrementAndGet() < 3) {
                throw new TransientSlurmException("squeue: Socket timed out on send/recv operation");
            }
            return "ok";
        }, 4, backoff(), time, notices::add);
        assertEquals("ok", v);
        assertEquals(2, time.sleeps.size());
        assertTrue(time.sleeps.get(0).toMillis() >= 1000 && time.sleeps.get(0).toMillis() <= 2000, time.sleeps.toString());
        assertTrue(time.sleeps.get(1).toMillis() >= 2000 && time.sleeps.get(1).toMillis() <= 4000, time.sleeps.toString());
        assertEquals("squeue: Socket timed out on send/recv operation; trying again (2 of 4)", notices.get(0));
    }

    @Test
    void givesUpAfterTheLastTryAndNeverRetriesPermanentErrors() {
        assertThrows(TransientSlurmException.class, () -> Retry.idempotent(() -> {
            throw new TransientSlurmException("down");
        }, 3, backoff(), time, notices::add));
        assertEquals(2, time.sleeps.size());
        AtomicInteger n = new AtomicInteger();
        assertThrows(ClusterjobException.class, () -> Retry.idempotent(() -> {
            n.incrementAndGet();
            throw new ClusterjobException(ExitCodes.EXTERNAL, "squeue failed: Invalid user");
        }, 3, backoff(), time, notices::add));
        assertEquals(1, n.get());
    }

    @Test
    void backoffStaysUnderItsCap() {
        Backoff b = new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(60), new Random(9));
        for (int i = 0; i < 30; i++) {
            Duration d = b.next();
            assertTrue(d.compareTo(Duration.ofSeconds(60)) <= 0 && !d.isNegative(), d.toString());
        }
        assertEquals(30, b.attempts());
        b.reset();
        assertTrue(b.next().toMillis() <= 2000);
    }
}
