package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * The exit codes and signals users paste when a training run ends: the IntelliJ platform's run console (PyCharm) writes an exit code of
 * 129-159 as "N (interrupted by signal S: SIGNAME)" after "Process finished with exit code", naming signals by BSD's table; the signals
 * of the program's own fault on Linux (SEGV, ABRT, ILL, FPE, and a bus error, which the table calls EMT) are a crash, whatever the head
 * before the bracket and with full-width brackets and colons; and the negatives (SIGKILL, SIGTERM and Linux's SIGUSR1, which the table
 * calls BUS: sent by someone else; a clean exit). Columns: the codes of the findings in order ("-": none), the host and peer of the
 * first, the source. {@code \n} is a line break.
 */
class SampledExitCodesWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            why it happen:\\nProcess finished with exit code 139 (interrupted by signal 11: SIGSEGV)?\\nthanks | process.crashed |  |  | CapProNet-Pytorch issue 1: PyCharm's exit line in a question, a question mark after its bracket
            # Process finished with exit code 139 (interrupted by signal 11: SIGSEGV) | process.crashed |  |  | the same as an issue's title
            Process finished with exit code 134 (interrupted by signal 6: SIGABRT) | process.crashed |  |  | ProcessTerminatedListener stringifyExitCode: an abort (134)
            Process finished with exit code 132 (interrupted by signal 4: SIGILL) | process.crashed |  |  | the same: an illegal instruction (132)
            Process finished with exit code 136 (interrupted by signal 8: SIGFPE) | process.crashed |  |  | the same: a floating point exception (136)
            Process finished with exit code 135 (interrupted by signal 7: SIGEMT) | process.crashed |  |  | the same: a bus error on Linux (135), named EMT by the console's BSD table
            Process finished with exit code 139 （interrupted by signal 11： SIGSEGV） | process.crashed |  |  | the same with full-width brackets and colons, as a Chinese input method writes them
            Process finished with exit code 137 （interrupted by signal 9： SIGKILL）** | - |  |  | negative: PyTorch_YOLO-Family issue 15, a SIGKILL (137) under markdown bold: sent by someone else, the line does not say who
            Process finished with exit code 137 (interrupted by signal 9: SIGKILL) | - |  |  | negative: a SIGKILL (137)
            Process finished with exit code 143 (interrupted by signal 15: SIGTERM) | - |  |  | negative: a SIGTERM (143), a stop from outside
            Process finished with exit code 138 (interrupted by signal 10: SIGBUS) | - |  |  | negative: Linux's SIGUSR1 (138), which the console's BSD table calls BUS
            Process finished with exit code 0 | - |  |  | negative: a clean exit
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
