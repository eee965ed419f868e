package dev.clusterjob.logs;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The narrower column word wrap shows, learned from a log's first lines. */
class WrapSampleTest {
    /**
     * Under lines all shorter than {@value WrapSample#MIN_WIDTH}, lines that start with a longer word (a path) are what word wrap at
     * that column leaves: the short line before such a word ("Failed: Cuda error" + TransformerEngine's file) was cut there.
     */
    @Test
    void shortLinesAndLongWordsAreWrappedAtTheNarrowestColumn() {
        List<LogLines.Line> wrapped = List.of(new LogLines.Line(1, "```"), new LogLines.Line(2, "Failed: Cuda error"),
                new LogLines.Line(3, "/workspace/ft-llm/TransformerEngine/transformer_engine/pytorch/csrc/userbuffers/userbuffers-host.cpp:300 'operation not supported'"),
                new LogLines.Line(4, "```"));
        assertEquals(WrapSample.MIN_WIDTH, WrapSample.wordWrapOf(wrapped));
        List<LogLines.Line> prose = List.of(new LogLines.Line(1, "Failed: Cuda error"),
                new LogLines.Line(2, "/workspace/userbuffers-host.cpp:300 'operation not supported' and a line with blanks all along it"),
                new LogLines.Line(3, "a line of prose that runs on past the column with blanks all along it"));
        assertEquals(prose.get(1).text().length(), WrapSample.wordWrapOf(prose), "a longer line with an early blank: no column narrower than the longest");
    }

    /**
     * Word wrap leaves a line longer than its column only where no blank comes before the column (a path, the rest of a line whose
     * blanks all come later): such a line is no measure of the column, the other lines are; a log not cut keeps its longest line.
     */
    @Test
    void aWordLongerThanTheColumnIsNoMeasureOfTheWordWrap() {
        List<String> log = List.of("[node-a:10814] *** Process received signal *** and some more words after it",
                "[node-a:10814] [ 5] /home/user/envs/py3/lib/python3.6/site-packages/mpi4py/MPI.cpython-36m-x86_64-linux-gnu.so(+0xdf591) [0x7f]",
                "a line of prose that runs on past the column with blanks all along it, as prose does");
        for (int column = 45; column <= 70; column++) {
            int w = column;
            List<LogLines.Line> cut = new ArrayList<>();
            CutLogs.atBlanks(log, w).forEach(pieces -> pieces.forEach(p -> cut.add(new LogLines.Line(cut.size() + 1, p))));
            int longestPiece = cut.stream().mapToInt(l -> l.text().indexOf(' ', 1) > 0 && l.text().length() <= w ? l.text().length() : 0).max().orElse(0);
            assertEquals(longestPiece, WrapSample.wordWrapOf(cut), "cut at blanks before " + w + ": " + cut.stream().map(LogLines.Line::text).toList());
        }
        List<LogLines.Line> whole = new ArrayList<>();
        log.forEach(l -> whole.add(new LogLines.Line(whole.size() + 1, l)));
        assertEquals(log.get(1).length(), WrapSample.wordWrapOf(whole), "not cut: the longest line");
    }
}
