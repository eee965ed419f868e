package dev.clusterjob.logs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Logs cut the way pastes cut them, for the tests of {@link LogLines} and of the doctor: at a column (a terminal's copy,
 * fold -w) or at the last blank before a column (a mail, a forum, fold -s, the blank dropped), and whether such a cut
 * can be read back without guessing. A cut is ambiguous, for a reader as for doctor, when a line happens to be exactly
 * as long as the column (or a multiple of it), when a cut piece starts the way a line of its own does (srun's label,
 * a date, a program's name), or, at blanks, when a line is cut into more than three pieces (doctor joins at most two
 * more) or the log then looks cut at a column. A log with markdown links is not cut at a column here: a terminal cuts
 * the text before a chat tool links its file names, and the cleaner that takes a link off changes a cut line's length.
 */
public final class CutLogs {
    private CutLogs() {
    }

    public static List<String> lines(String log) {
        List<String> out = new ArrayList<>(Arrays.asList(log.split("\n", -1)));
        if (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) {
            out.remove(out.size() - 1);
        }
        return out;
    }

    /** Each line longer than {@code width} cut into pieces of exactly {@code width} characters. */
    public static List<List<String>> atColumn(List<String> lines, int width) {
        List<List<String>> out = new ArrayList<>();
        for (String line : lines) {
            List<String> pieces = new ArrayList<>();
            for (int at = 0; at < line.length(); at += width) {
                pieces.add(line.substring(at, Math.min(line.length(), at + width)));
            }
            if (pieces.isEmpty()) {
                pieces.add("");
            }
            out.add(pieces);
        }
        return out;
    }

    /** Each line longer than {@code width} cut at its last blank before the column (the blank dropped). */
    public static List<List<String>> atBlanks(List<String> lines, int width) {
        List<List<String>> out = new ArrayList<>();
        for (String line : lines) {
            List<String> pieces = new ArrayList<>();
            String rest = line;
            while (rest.length() > width) {
                int cut = rest.lastIndexOf(' ', width);
                if (cut <= 0) {
                    break;
                }
                pieces.add(rest.substring(0, cut));
                rest = rest.substring(cut + 1);
            }
            pieces.add(rest);
            out.add(pieces);
        }
        return out;
    }

    public static String text(List<List<String>> cut) {
        StringBuilder b = new StringBuilder();
        cut.forEach(pieces -> pieces.forEach(p -> b.append(p).append('\n')));
        return b.toString();
    }

    /** Whether a cut at a column can be read back by {@link LogLines} alone: two cut lines at least, the rest as clearAtColumn. */
    public static boolean readableAtColumn(List<String> lines, int width) {
        List<LogLines.Line> physical = new ArrayList<>();
        atColumn(lines, width).forEach(pieces -> pieces.forEach(p -> physical.add(new LogLines.Line(physical.size() + 1, p))));
        return clearAtColumn(lines, width) && WrapSample.widthOf(physical) == width;
    }

    /**
     * Whether a cut at a column can be read back: see the class comment (one line cut once, doctor joins where a rule
     * matches across the cut).
     */
    public static boolean clearAtColumn(List<String> lines, int width) {
        List<List<String>> cut = atColumn(lines, width);
        long cutLines = cut.stream().filter(p -> p.size() > 1).count();
        List<LogLines.Line> physical = new ArrayList<>();
        cut.forEach(pieces -> pieces.forEach(p -> physical.add(new LogLines.Line(physical.size() + 1, p))));
        boolean read = WrapSample.widthOf(physical) == width || (cutLines == 1 && cut.stream().allMatch(p -> p.size() <= 2));
        return cutLines > 0 && read && lines.stream().noneMatch(l -> !l.isEmpty() && l.length() % width == 0) && piecesContinue(cut)
                && lines.stream().noneMatch(l -> l.contains("]("));
    }

    /** Whether the log as given is already cut at a column (a terminal's copy, as LogLines reads it). */
    public static boolean alreadyCut(List<String> lines) {
        List<LogLines.Line> physical = new ArrayList<>();
        lines.forEach(l -> physical.add(new LogLines.Line(physical.size() + 1, l)));
        return WrapSample.widthOf(physical) > 0;
    }

    /** Whether a cut at blanks can be read back: see the class comment. */
    public static boolean clearAtBlanks(List<String> lines, int width) {
        List<List<String>> cut = atBlanks(lines, width);
        List<LogLines.Line> physical = new ArrayList<>();
        cut.forEach(pieces -> pieces.forEach(p -> physical.add(new LogLines.Line(physical.size() + 1, p))));
        return cut.stream().anyMatch(p -> p.size() > 1) && cut.stream().allMatch(p -> p.size() <= 3)
                && WrapSample.widthOf(physical) == 0 && piecesContinue(cut)
                && cut.stream().flatMap(List::stream).noneMatch(String::isBlank);
    }

    private static boolean piecesContinue(List<List<String>> cut) {
        for (List<String> pieces : cut) {
            for (int i = 1; i < pieces.size(); i++) {
                LogLines.Line before = new LogLines.Line(0, pieces.get(i - 1));
                LogLines.Line piece = new LogLines.Line(0, pieces.get(i));
                if (before.followedAnewBy(piece) || piece.startsLikeALine()) {
                    return false;
                }
            }
        }
        return true;
    }
}
