package dev.clusterjob.quarantine;

import dev.clusterjob.ClusterjobException;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** --for / --quarantine-for: a whole number and m, h, d or w; at most 366 days; anything else one line naming the flag. */
class ExpiryTest {
    @Test
    void theFormsItTakes() {
        assertEquals(Duration.ofMinutes(90), Expiry.parse("90m", "--for"));
        assertEquals(Duration.ofHours(24), Expiry.parse("24h", "--for"));
        assertEquals(Duration.ofDays(7), Expiry.parse("7d", "--for"));
        assertEquals(Duration.ofDays(14), Expiry.parse("2w", "--for"));
        assertEquals(Duration.ofHours(24), Expiry.DEFAULT);
    }

    @Test
    void whatItRefuses() {
        for (String bad : new String[] {"", "24", "1.5h", "-1h", "0h", "3y", "367d", "forever", "24 h"}) {
            ClusterjobException e = assertThrows(ClusterjobException.class, () -> Expiry.parse(bad, "--for"), bad);
            assertEquals(2, e.exitCode());
            assertEquals(true, e.getMessage().startsWith("--for: expected a duration"), e.getMessage());
        }
    }
}
