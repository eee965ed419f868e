package dev.clusterjob.sweep;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The upper median: the middle value, of an even count the higher of the two (plan.awk's upper() is the same). */
class MediansTest {
    @Test
    void upper() {
        assertNull(Medians.upper(List.of()));
        assertEquals(3.0, Medians.upper(List.of(3.0)));
        assertEquals(4.0, Medians.upper(List.of(4.0, 0.0)), "a healthy node with one pair to a bad one keeps 4");
        assertEquals(2.0, Medians.upper(List.of(3.0, 1.0, 2.0)));
        assertEquals(3.0, Medians.upper(List.of(4.0, 1.0, 3.0, 2.0)));
    }
}
