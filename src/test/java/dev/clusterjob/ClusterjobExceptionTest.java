package dev.clusterjob;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** One line for the user, and for bad input the place and the words kept apart (lint reads them, never the message). */
class ClusterjobExceptionTest {
    @Test
    void badInputAtALineSaysFileLineWhatAndKeepsThemApart() {
        ClusterjobException e = ClusterjobException.badInputAt("job.yaml", 7, "nodes: expected a number, got 'two'");
        assertEquals("job.yaml:7: nodes: expected a number, got 'two'", e.getMessage());
        assertEquals(ExitCodes.USAGE, e.exitCode());
        assertEquals("job.yaml", e.where());
        assertEquals(7, e.line());
        assertEquals("nodes: expected a number, got 'two'", e.what());
    }

    @Test
    void aFileOrFlagWithoutLineAndOtherErrors() {
        ClusterjobException flag = ClusterjobException.badInput("--nodes", "expected a number >= 1, got 0");
        assertEquals("--nodes: expected a number >= 1, got 0", flag.getMessage());
        assertEquals("--nodes", flag.where());
        assertEquals(0, flag.line());
        assertEquals(0, ClusterjobException.badInputAt("job.yaml", 0, "empty").line());
        assertEquals("job.yaml: empty", ClusterjobException.badInputAt("job.yaml", 0, "empty").getMessage());
        ClusterjobException other = new ClusterjobException(ExitCodes.INTERNAL, "template x: broken");
        assertNull(other.where());
        assertNull(other.what());
    }

    @Test
    void controlCharactersInAValueStayOneLine() {
        ClusterjobException e = ClusterjobException.badInputAt("job.yaml", 2, "name: '\u001b]0;x\u0007\n'");
        assertEquals("job.yaml:2: name: '\\x1b]0;x\\x07\\n'", e.getMessage());
        assertEquals("name: '\\x1b]0;x\\x07\\n'", e.what());
    }
}
