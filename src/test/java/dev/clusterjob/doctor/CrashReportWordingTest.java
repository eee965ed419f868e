package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * How shells and the Python runtime report a program that a signal of its own fault ended (SIGSEGV, SIGBUS, SIGABRT, SIGILL,
 * SIGFPE), in every wording they print: bash's {@code "SCRIPT: line N: PID SIGNAL"} under other locales (glibc's translated
 * strsignal texts, bash's translated line word and core note; captured with bash 5.2.15 and {@code LANGUAGE=LL}), the text alone on
 * its line in English (dash, busybox sh, an interactive bash), zsh's and fish's job reports and CPython's faulthandler. All are
 * {@code process.crashed}, reported only when nothing else is found. Columns: the codes of the findings in order ("-": none), the
 * host and peer of the first, the source. {@code \n} is a line break.
 */
class CrashReportWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            j.sh: line 5:  1627 Floating point exception(core dumped) sh -c 'kill -FPE $$' | process.crashed |  |  | bash 5.2 SIGFPE with a core: the core note follows the padded text with no space, captured
            j.sh: line 1:  1619 Segmentation fault      (core dumped) sh -c 'kill -SEGV $$' | process.crashed |  |  | bash 5.2 SIGSEGV with the core note after the padding, captured
            j.sh: Zeile 1: 31464 Speicherzugriffsfehler  python train.py | process.crashed |  |  | de SIGSEGV, captured
            j.sh: Zeile 2:  1367 Bus-Zugriffsfehler      (Speicherabzug geschrieben) python train.py | process.crashed |  |  | de SIGBUS with bash's translated core note, captured
            j.sh: Zeile 4: 31470 Ungültiger Maschinenbefehl   python train.py | process.crashed |  |  | de SIGILL, captured
            j.sh : ligne 1 : 31480 Erreur de segmentation  python train.py | process.crashed |  |  | fr SIGSEGV (French spaces before the colons), captured
            j.sh : ligne 5 : 31491 Exception en point flottant   python train.py | process.crashed |  |  | fr SIGFPE, captured
            j.sh: línea 1:  1371 Violación de segmento  (`core' generado) python train.py | process.crashed |  |  | es SIGSEGV with the core note, captured
            j.sh: línea 3: 31507 Abortado                python train.py | process.crashed |  |  | es SIGABRT, captured
            j.sh: строка 1: 31516 Ошибка сегментирования                   python train.py | process.crashed |  |  | ru SIGSEGV, captured
            j.sh: строка 3: 31523 Аварийный останов         python train.py | process.crashed |  |  | ru SIGABRT, captured
            j.sh: 1 行:  1376 Segmentation fault      (コアダンプ) python train.py | process.crashed |  |  | ja: the line number before 行, glibc's ja keeps SIGSEGV's English text, captured
            j.sh: 2 行: 31543 バスエラー         python train.py | process.crashed |  |  | ja SIGBUS, captured
            j.sh: 第 1 行： 1349 段错误               （核心已转储）python train.py | process.crashed |  |  | zh_CN SIGSEGV: full-width colon and core note, no space before the command, captured
            j.sh: 第 3 行：31560 已放弃               python train.py | process.crashed |  |  | zh_CN SIGABRT, captured
            train.sh: 行 12: 31337 段错误               (核心已转储) python train.py | process.crashed |  |  | zh_CN of older catalogues (行 before the number), composed
            j.sh: 第 1 列： 1380 程式記憶體區段錯誤   (核心已傾印)python train.py | process.crashed |  |  | zh_TW SIGSEGV with the core note, captured
            j.sh: 줄 1: 31576 세그멘테이션 오류 python train.py | process.crashed |  |  | ko SIGSEGV (one space: the text is as long as the padding), captured
            j.sh, linha 1: 31607 Falha de segmentação  python train.py | process.crashed |  |  | pt_BR SIGSEGV (a comma after the script), captured
            j.sh: riga 1: 31625 Errore di segmentazione python train.py | process.crashed |  |  | it SIGSEGV, captured
            j.sh: linia 1: 31658 Naruszenie ochrony pamięci   python train.py | process.crashed |  |  | pl SIGSEGV, captured
            j.sh: рядок 1: 31690 Помилка адресування             python train.py | process.crashed |  |  | uk SIGSEGV, captured
            Aborted (core dumped) | process.crashed |  |  | the real line alone (pytorch/pytorch 15592, an interactive shell after gloo's abort; in its log gloo's error is the finding)
            /opt/R/lib64/R/bin/BATCH: line 60: 130758 Segmentation fault      ${R_HOME}/bin/R -f ${in} ${opts} ${R_BATCH_OPTIONS} > ${out} 2>&amp;1 | process.crashed |  |  | the real line alone (glennklockwood/limelead on-hpc.md, R's BATCH script; in its log mpirun's line is the finding)
            Segmentation fault (core dumped) | process.crashed |  |  | the text alone: an interactive bash's foreground job, bash jobs.c
            epoch 3 loss 0.21\\nSegmentation fault | process.crashed |  |  | dash's and busybox sh's report of a script's command, captured with dash 0.5.12
            Floating point exception | process.crashed |  |  | dash SIGFPE, captured
            段错误 (核心已转储) | - |  |  | negative: a translated text alone (an interactive bash under zh_CN) stays unplaced, as the open corpus's screentranslator-158 expects
            Speicherzugriffsfehler (Speicherabzug geschrieben) | - |  |  | negative: the same under de
            zsh: segmentation fault (core dumped)  python train.py | process.crashed |  |  | zsh jobs.c printjob with the core note, composed
            zsh: segmentation fault  python train.py | process.crashed |  |  | zsh SIGSEGV, composed
            zsh: illegal hardware instruction  python -c 'import torch' | process.crashed |  |  | zsh SIGILL (signames2.awk), composed
            zsh: abort      ./a.out | process.crashed |  |  | zsh SIGABRT, composed
            fish: Job 1, 'python train.py' terminated by signal SIGSEGV (Address boundary error) | process.crashed |  |  | fish 2.x-3.x job report, composed
            fish: 'python train.py' terminated by signal SIGABRT (Abort) | process.crashed |  |  | fish 3.x, the only job, composed
            Fatal Python error: Segmentation fault\\n\\nCurrent thread 0x00007f3c1a2b4740 (most recent call first):\\n  File "train.py", line 42 in forward | process.crashed |  |  | CPython faulthandler.c, composed
            Fatal Python error: Bus error\\n\\nThread 0x00007f3c1a2b4740 (most recent call first): | process.crashed |  |  | CPython faulthandler SIGBUS, composed
            Fatal Python error: Segmentation fault\\nsrun: error: gpu07: task 3: Segmentation fault | slurm.task-failed | gpu07 |  | a launcher's task line names the task and node, the faulthandler's is left out, composed
            zsh: segmentation fault  python train.py\\nx1000c0s0b0n0: rank 3 died from signal 11 | mpi.process-failed | x1000c0s0b0n0 |  | PALS mpiexec's rank line wins over zsh's, composed
            j.sh: Zeile 5: 12880 Getötet                python train.py | - |  |  | negative: SIGKILL in German came from outside, no crash of its own
            I got Segmentation fault (core dumped) when running it | - |  |  | negative: a user's sentence
            $ grep Segmentation fault.log | - |  |  | negative: a grep for the word
            test_segmentation_fault_handler PASSED | - |  |  | negative: a test's name
            Training aborted | - |  |  | negative: a program's own words
            Fatal Python error: init_fs_encoding: failed to get the Python codec of the filesystem encoding | - |  |  | negative: Py_FatalError of start-up, no signal
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
