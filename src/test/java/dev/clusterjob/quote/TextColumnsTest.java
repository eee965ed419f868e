package dev.clusterjob.quote;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class TextColumnsTest {
    @Test
    void columnsAreAsWideAsTheirWidestCellWithTwoBlanksBetween() {
        List<String> lines = TextColumns.aligned(List.of(
                new String[] {"JOBID", "NAME", "STATE"},
                new String[] {"12", "a-much-longer-name", "RUNNING"},
                new String[] {"12345678", "x", "PENDING"}));
        assertEquals(List.of(
                "JOBID     NAME                STATE",
                "12        a-much-longer-name  RUNNING",
                "12345678  x                   PENDING"), lines);
    }

    @Test
    void theLastColumnIsNotPaddedAndNoLineEndsInABlank() {
        List<String> lines = TextColumns.aligned(List.of(
                new String[] {"NODE", "REASON"},
                new String[] {"gpu-1", ""},
                new String[] {"", "a reason"}));
        assertEquals(List.of("NODE   REASON", "gpu-1", "       a reason"), lines);
    }

    @Test
    void anEmptyColumnTakesNoWidthButItsSeparator() {
        assertEquals(List.of("a    b", "c    d"), TextColumns.aligned(List.of(new String[] {"a", "", "b"}, new String[] {"c", "", "d"})));
    }

    @Test
    void noRowsNoLinesAndARaggedRowIsRefused() {
        assertEquals(List.of(), TextColumns.aligned(List.of()));
        assertThrows(IllegalArgumentException.class, () -> TextColumns.aligned(List.of(new String[] {"a", "b"}, new String[] {"c"})));
    }
}
