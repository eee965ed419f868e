package dev.clusterjob.logs;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How a line starts: as only a program's line does, as a line often does, with a word, or as a ruler. */
class LineStartsTest {
    /** Lines that start as only a program's line does: NCCL's header, Python, a launcher's name, MPICH, make, PALS, a prompt, c10's log. */
    static final List<String> PROGRAM = List.of("node1:7:7 [0] NCCL INFO Bootstrap : Using eth0", "Traceback (most recent call last):",
            "  File \"/workspace/train.py\", line 12, in <module>", "RuntimeError: NCCL error", "srun: error: node2: task 1: Exited",
            "Abort(1) on node 3 (rank 3 in comm 0): Fatal error", "make: *** [Makefile:12: all] Error 2",
            "x1000c0s0b0n0: rank 4 died from signal 9", "WARNING:torch.distributed.run:", "train.py:27: UserWarning: x",
            "user@host:~/dir$ python train.py", "[user@host dir]$ ls", "E0101 12:00:00.000 1 x.cc:1] failed",
            "[W tensorpipe_agent.cpp:726] RPC agent for worker0 encountered error", "[E1205 03:48:13.632371038 socket.cpp:818] [c10d] x",
            "[rank0]:[W512 10:03:05.123456789 ProcessGroupNCCL.cpp:1250] Warning");
    /** Lines a piece of a cut line may start as too: blank, Slurm's ***, a date, NCCL's own word, a shell trace, a comment. */
    static final List<String> OFTEN = List.of("", "   ", "*** JOB 1 CANCELLED", "2024-01-02 x", "Mon Jan  2 x", "NCCL version 2.21.5",
            "+ srun python", "# a comment");
    /** Pieces: words a cut left at a line's start. */
    static final List<String> PIECES = List.of("of the line that was cut", "remote process exited", "5, opcode 0, len 0", "error: x");

    @Test
    void programLinesStartAsOnlyTheyDo() {
        for (String s : PROGRAM) {
            assertTrue(LineStarts.programStarts(s), s);
            assertTrue(LineStarts.startsLikeALine(s), s);
        }
        for (String s : OFTEN) {
            assertFalse(LineStarts.programStarts(s), s);
        }
    }

    @Test
    void otherLinesStartOftenOrAsPieces() {
        for (String s : OFTEN) {
            assertTrue(LineStarts.startsOften(s), s);
            assertTrue(LineStarts.startsLikeALine(s), s);
        }
        for (String s : PIECES) {
            assertFalse(LineStarts.programStarts(s), s);
            assertFalse(LineStarts.startsOften(s), s);
            assertFalse(LineStarts.startsLikeALine(s), s);
        }
    }

    @Test
    void rulersAndWords() {
        assertTrue(LineStarts.ruler("-".repeat(74)));
        assertTrue(LineStarts.ruler("  ==========\t"));
        assertFalse(LineStarts.ruler("-".repeat(9)));
        assertFalse(LineStarts.ruler("----------x"));
        assertFalse(LineStarts.ruler("-----=====-----"));
        assertEquals(List.of(true, false, false), List.of(LineStarts.startsWord("word"), LineStarts.startsWord(" word"), LineStarts.startsWord("")));
    }
}
