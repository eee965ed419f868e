package dev.clusterjob.doctor;

import dev.clusterjob.logs.LogLines;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * Where a line may go on after a cut: whether it may be the first part of a cut line, and its windows (the line joined with
 * the one or two pieces after it, in a word or at a blank), read once per line.
 */
final class CutWindows {
    /** A line shorter than this is not taken for the first part of a cut line. */
    private static final int MIN_CUT = 24;
    private final DoctorRules rules;
    private final NeedleIndex needles;
    private List<CutWindow> joined = List.of();
    private int joinedFor = -1;
    /** The rules whose needles the line contains and where the needle index stood at its end: a window reads on from there. */
    private NeedleIndex.Found lineNeedles;
    /** Whether the line being read was cut in a word the rules know ({@link RuleWords#cutInAWord}): its last letters are no word of their own. */
    private boolean wordCut;

    /** The windows of the line being read, asked for only where they are needed. */
    interface Source {
        List<CutWindow> get() throws IOException;
    }

    CutWindows(DoctorRules rules, NeedleIndex needles) {
        this.rules = rules;
        this.needles = needles;
    }

    /** The windows of the line being read, the {@code index}th (computed once per line); none for a ruler, which no cut leaves. */
    List<CutWindow> of(int index, LogLines.Line current, String currentText, NeedleIndex.Found lineNeedles, LogLines lines) throws IOException {
        if (joinedFor != index) {
            wordCut = false;
            this.lineNeedles = lineNeedles;
            int physical = current.pastedLength();
            joined = CutPieces.ruler(currentText) ? List.of()
                    : windows(current, currentText, physical == lines.longest() && physical >= MIN_CUT, lines);
            joinedFor = index;
        }
        return joined;
    }

    /** Whether the line whose windows were read last was cut in a word the rules know. */
    boolean wordCut() {
        return wordCut;
    }

    /**
     * This line joined with what may continue it: the next line without a blank when this line is as long as the log's
     * longest (cut at a column, in a word), and the one or two next lines that do not start like log lines, with a blank
     * (cut at a blank).
     */
    private List<CutWindow> windows(LogLines.Line line, String text, boolean longest, LogLines lines) throws IOException {
        List<CutWindow> out = new ArrayList<>(2);
        LogLines.Line first = lines.peek(1);
        if (!CutPieces.piece(line, first)) {
            return out;
        }
        if (longest) {
            out.add(inWord(line, text, first, lines));
            wordCut = RuleWords.cutInAWord(rules, text, first.text()); // "in" + "valid device ordinal": the word the rules know, not "in valid ..."
        }
        List<String> parts = new ArrayList<>();
        int[] starts = new int[2];
        String head = text.stripTrailing();
        int at = head.length();
        LogLines.Line last = line;
        for (int k = 1; k <= 2; k++) {
            LogLines.Line next = lines.peek(k);
            if (k > 1 && !CutPieces.piece(line, last, next)) { // the first piece: asked above
                break;
            }
            LogLines.Line previousPiece = last;
            last = next;
            parts.add(CutPieces.pieceText(line, previousPiece, next).strip());
            starts[k - 1] = at + 1;
            at += 1 + parts.get(k - 1).length();
        }
        if (!parts.isEmpty()) {
            String rest = " " + String.join(" ", parts);
            String t = head + rest;
            boolean wrapped = CutPieces.wrapped(line, parts.get(0), lines) || CutPieces.beforeALongWord(line, parts.get(0), lines.wordWrap());
            out.add(new CutWindow(t, false, parts.size(), after(text, head, rest), Arrays.copyOf(starts, parts.size()), wrapped));
        }
        return out;
    }

    /**
     * Whether the line being read may be the first part of a cut one: as long as a cut leaves one ({@value #MIN_CUT} characters
     * or more), the log's longest, or shorter but word-wrapped (a word-wrapper leaves a short line before a long word:
     * "./path.sh: line 2:" before a path).
     */
    static boolean mayBeCut(LogLines.Line current, String text, LogLines lines) throws IOException {
        int physical = current.pastedLength();
        if (text.length() >= MIN_CUT || (physical == lines.longest() && physical >= MIN_CUT)) {
            return true;
        }
        LogLines.Line next = lines.peek(1);
        // or at the narrower column the other lines show when the longest is a word too long for it (WrapSample.wordWrapOf): a
        // short piece before a long word ("[HOST:PID] *** Process" + "received signal ***") may be the start of a cut line too;
        // a piece that carries the line's own stamp or prefix is read past it (LogLines.Line.pieceText)
        if (!CutPieces.piece(current, next)) {
            return false;
        }
        String piece = current.pieceText(next).strip();
        return CutPieces.wrapped(current, piece, lines) || CutPieces.wrappedAt(current, piece, lines.wordWrap());
    }

    /**
     * The line joined in a word with the piece after it, and with the next piece too at a blank when that one is shorter than
     * the longest (a line cut at a column, its rest cut again at a blank: "version `GLIBCXX_3.4." + "20' " + "not found").
     */
    private CutWindow inWord(LogLines.Line line, String text, LogLines.Line first, LogLines lines) throws IOException {
        String piece = line.pieceText(first);
        String t = text + piece;
        NeedleIndex.Found joined = needles.scanAfter(lineNeedles, piece);
        LogLines.Line second = lines.peek(2);
        if (first.pastedLength() < lines.longest() && CutPieces.piece(line, first, second)) {
            String head = t.stripTrailing();
            String rest = " " + CutPieces.pieceText(line, first, second).strip();
            BitSet sets = head.length() == t.length() ? needles.scanAfter(joined, rest).sets() : needles.rulesIn(head + rest);
            return new CutWindow(head + rest, true, 2, sets, new int[] {text.length(), head.length() + 1}, false);
        }
        return new CutWindow(t, true, 1, joined.sets(), new int[] {text.length()}, false);
    }

    /**
     * The needle sets of the line's {@code head} (its text without the blanks it ends with) followed by {@code rest}: read on from
     * the line's end where the head is the whole text, else anew.
     */
    private BitSet after(String text, String head, String rest) {
        return head.length() == text.length() ? needles.scanAfter(lineNeedles, rest).sets() : needles.rulesIn(head + rest);
    }

    /**
     * Whether a cut may have ended the line being read where the window joins it: in a word at the log's column, or at a blank
     * where the next line's first word would not have fitted (the log's longest line, or the narrower column word wrap shows,
     * WrapSample.wordWrapOf). A whole line followed by another program's line that only looks like a piece (Lmod's "The following
     * have been reloaded", accelerate's "The following values were not passed", a short first word that fitted) was not cut
     * there: the words after it cannot contradict a match that ends with the line. A line joined from a cut at a column may have
     * its rest cut again at a blank, a line that ends with a blank was cut at it (mlverse-torch 866's paste kept the blank), and a
     * line that may be a piece of the one before shows the paste wrapped there. Word wrap's column must show on another line too
     * ({@link LogLines#wrapPoints}): a log's last line, its longest, before another program's first ("Successfully completed.",
     * Lmod's banner) shows none. (Where a rule reads a message across the cut, {@link AcrossCut#readAcross}, the words after it contradict
     * the match whatever the widths say.)
     */
    static boolean cutThere(CutWindow w, LogLines.Line current, boolean wrappedHere, LogLines lines) throws IOException {
        String physical = current.text();
        if (w.inWord() || wrappedHere || (current.pastedLength() > lines.longest() && lines.wrapWidth() == 0)
                || (!physical.isEmpty() && Character.isWhitespace(physical.charAt(physical.length() - 1)))) {
            // longer than the longest where no column shows, or cut at a blank that kept it; a line that LogLines joined from a
            // paste cut at a column ended where its last piece did, shorter than the column: the words after it are the next line's
            return true;
        }
        String after = w.text().substring(w.starts()[0]);
        return (w.wrapped() || CutPieces.wrappedAt(current, after, lines.wordWrap())) && lines.wrapPoints() > 1;
    }
}
