package dev.clusterjob.doctor;

import dev.clusterjob.logs.LineStarts;
import dev.clusterjob.logs.LogLines;

import java.io.IOException;

/**
 * Which lines after a log line may be pieces of it that a paste cut off (at a column or at a blank), and their text as
 * such: not blank, no line of its own (a program's line start, a ruler, Python's carets, an indentation that starts
 * anew), read past a stamp or prefix every piece of the line carries; and whether word wrap put a line's next word on
 * the next line. {@link LineScanner} joins a line with the pieces these allow.
 */
final class CutPieces {
    private CutPieces() {
    }

    /** A ruler line ({@link LineStarts#ruler}): a whole line, never the first part of a cut one. */
    static boolean ruler(String s) {
        return LineStarts.ruler(s);
    }

    /**
     * Whether {@code next}'s first word would have made {@code line} longer than the log's longest: word wrap put it on the
     * next line. A line longer than the longest was joined from a cut at a column (LogLines): it ended where its last piece did.
     * Nor did word wrap end a line of a paste cut at a column ({@link LogLines#wrapWidth}): the terminal cut every longer line at
     * the column, so a shorter one ended where its program ended it, whatever the next line's first word.
     */
    static boolean wrapped(LogLines.Line line, String next, LogLines lines) throws IOException {
        return lines.wrapWidth() == 0 && wrappedAt(line, next, lines.longest());
    }

    /** Whether {@code next}'s first word would have made {@code line} longer than {@code width}, a line no longer than it. */
    static boolean wrappedAt(LogLines.Line line, String next, int width) {
        int word = next.indexOf(' ');
        int length = line.text().stripTrailing().length();
        return length <= width && length + 1 + (word < 0 ? next.length() : word) > width;
    }

    /**
     * Whether {@code next} starts with a word longer than {@code width} after a line no longer than it: word wrap at that column
     * puts such a word (a path) on a line of its own whatever stood before it, so the line before ended at the cut.
     */
    static boolean beforeALongWord(LogLines.Line line, String next, int width) {
        int word = next.indexOf(' ');
        return line.text().stripTrailing().length() <= width && (word < 0 ? next.length() : word) > width;
    }

    /**
     * Whether {@code next} may be a piece of {@code line} cut at a blank: not blank, no line of its own (also when a quote
     * indented every line alike: "   srun: error: ..." after "   srun: error: ..."), no ruler.
     */
    static boolean piece(LogLines.Line line, LogLines.Line next) {
        return piece(line, line, next);
    }

    /**
     * {@link #piece(LogLines.Line, LogLines.Line)} for the piece after {@code last} (itself {@code line} or a piece of it): read past
     * the prefix {@code line} and {@code next} carry only when {@code last} carries it too (a stamp on every piece of a line), not
     * after a piece without it (a cut's: the next stamped line is then a line of its own).
     */
    static boolean piece(LogLines.Line line, LogLines.Line last, LogLines.Line next) {
        if (next == null) {
            return false;
        }
        boolean past = pastPrefix(line, last, next);
        String text = past ? next.prefix().text() : next.text();
        return !text.isBlank() && !(past ? line.followedAnewPastPrefix(next) : line.followedAnewBy(next)) && !ruler(text) && !caret(text)
                && !indentedAnew(past ? line.unprefixed().text() : line.text(), text);
    }

    /**
     * Python 3.11+'s error location under a traceback's code line ({@code ~~~~~^^^^^}, traceback.py's carets): a line of its own,
     * never the rest of the code line above it (whose frame rules read it to its end).
     */
    static boolean caret(String s) {
        String t = s.strip();
        return !t.isEmpty() && t.chars().allMatch(c -> c == '~' || c == '^');
    }

    /** Whether {@code next}, after {@code last} (the line itself or a piece of it), is read past the prefix it shares with {@code line}. */
    private static boolean pastPrefix(LogLines.Line line, LogLines.Line last, LogLines.Line next) {
        return last != null && line.samePrefix(next) && (last == line || line.samePrefix(last));
    }

    /** {@code next}'s text as a piece of {@code line} after {@code last}: without the prefix when read past it ({@link #pastPrefix}). */
    static String pieceText(LogLines.Line line, LogLines.Line last, LogLines.Line next) {
        return pastPrefix(line, last, next) ? next.prefix().text() : next.text();
    }

    /** Whether both lines have the same indentation and, without it, the second starts as a program's line does. */
    private static boolean indentedAnew(String line, String next) {
        int indent = 0;
        while (indent < next.length() && next.charAt(indent) == ' ') {
            indent++;
        }
        return indent > 0 && line.length() > indent && line.startsWith(next.substring(0, indent)) && line.charAt(indent) != ' '
                && new LogLines.Line(0, next.substring(indent)).startsStrongly();
    }
}
