package dev.clusterjob.doctor;

import dev.clusterjob.logs.LogLines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which lines may be pieces of a line a paste cut, and where word wrap put a word on the next line. */
class CutPiecesTest {
    /** The pattern a ruler was read with before it was read by hand: {@link CutPieces#ruler} must answer as it does. */
    private static final Pattern RULER = Pattern.compile("\\s*([-=*#_~+])\\1{9,}\\s*");

    @Test
    void aRulerIsReadAsItsPatternReadsIt() throws IOException {
        List<String> lines = new ArrayList<>(List.of("----------", "---------", "  ==========  ", "\t**********\r", "----------=",
                "-----------x", "__________\u000B", "~~~~~~~~~~\f ", "++++++++++\n", "##########", "- - - - - - - - - -", "", " ", "\u00a0----------",
                "----------\u00a0", "==========-==========", "//////////", "..........", "x----------"));
        try (Stream<Path> files = Files.list(DoctorCorpus.OPEN)) {
            for (Path p : files.filter(p -> p.toString().endsWith(".log")).sorted().toList()) {
                lines.addAll(List.of(new String(Files.readAllBytes(p), StandardCharsets.UTF_8).split("\n", -1)));
            }
        }
        int rulers = 0;
        for (String line : lines) {
            assertEquals(RULER.matcher(line).matches(), CutPieces.ruler(line), line);
            rulers += CutPieces.ruler(line) ? 1 : 0;
        }
        assertTrue(rulers > 20, "rulers: " + rulers);
        assertTrue(CutPieces.ruler("  ==========  "));
        assertFalse(CutPieces.ruler("---------"));
    }

    @ParameterizedTest(name = "{0} | {1} -> {2}")
    @CsvSource(delimiter = '|', value = {
            // the rest of a cut message
            "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:275, | unhandled system error | true",
            // a blank line, a ruler and Python 3.11's carets are lines of their own
            "RuntimeError: CUDA error: an illegal memory access | '   ' | false",
            "RuntimeError: CUDA error: an illegal memory access | ---------------------------------------- | false",
            "    return self.parallel_devices[self.local_rank] | '           ~~~~~~~~~^^^^^' | false",
            // a line that starts as a program's line does (srun's prefix) starts anew
            "srun: error: node017: task 3: Exited with exit code 1 | srun: error: node018: task 4: Exited with exit code 1 | false",
            // a quote that indents every line alike: the second indented line starts anew too
            "'   srun: error: node017: task 3: Exited with exit code 1' | '   srun: error: node018: task 4: Killed' | false"})
    void aPieceIsTheRestOfALineNotALineOfItsOwn(String line, String next, boolean piece) {
        assertEquals(piece, CutPieces.piece(new LogLines.Line(1, line), new LogLines.Line(2, next)), line + " | " + next);
    }

    @Test
    void wordWrapPutsAWordOnTheNextLineOnlyWhenItDidNotFit() {
        LogLines.Line line = new LogLines.Line(1, "NCCL WARN NET/IB : Got completion from peer 10.0.0.2<40123> with"); // 64 characters
        assertEquals(64, line.text().length());
        assertTrue(CutPieces.wrappedAt(line, "status=12 opcode=0", 70), "'status=12' (9) would have made it 74, past 70");
        assertFalse(CutPieces.wrappedAt(line, "err 12 opcode=0", 70), "'err' (3) fitted within 70");
        assertFalse(CutPieces.wrappedAt(line, "status=12", 60), "a line longer than the column was not word-wrapped at it");
    }

    @Test
    void aCaretLineIsPythonsErrorLocation() {
        assertTrue(CutPieces.caret("           ~~~~~~~~~^^^^^") && CutPieces.caret("  ^^^^"));
        assertFalse(CutPieces.caret("~/train.py") || CutPieces.caret("   "));
    }
}
