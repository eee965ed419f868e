package dev.clusterjob.doctor;

import java.util.BitSet;

/**
 * A line joined with the {@code lines} after it: inWord when joined without a blank (cut at a column, in a word);
 * {@code starts}: where each joined line begins in the text; wrapped when the next line's first word would have made the
 * line longer than the log's longest (as word wrap leaves a line: the word went to the next line because it did not fit), or is
 * longer than the narrower column word wrap shows ({@code LogLines.wordWrap}: a path word wrap puts on a line of its own).
 */
record CutWindow(String text, boolean inWord, int lines, BitSet may, int[] starts, boolean wrapped) {
    /**
     * Where the line ends in the joined text: at its last character when cut in a word, else at its last one that is no
     * blank (the window drops the blanks a padded line ends with, so a match that starts after them is the next line's).
     */
    int cut() {
        return inWord ? starts[0] : starts[0] - 1;
    }

    /** How many of the joined lines a match ending at {@code end} took (the lines after it are left to be read as lines). */
    int linesUpTo(int end) {
        int n = 0;
        while (n < starts.length && starts[n] < end) {
            n++;
        }
        return Math.max(1, n);
    }
}
