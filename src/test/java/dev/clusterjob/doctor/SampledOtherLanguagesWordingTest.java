package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * torch's "NCCL error in: FILE:LINE, REASON, NCCL version V" raised by several ranks at once, their writes interleaved so that the other
 * ranks' exception class names run into the text ("RuntimeError: RuntimeErrorRuntimeErrorNCCL error in: ..."): the real lines (GFPGAN),
 * torch 2.x's DistBackendError with its module path, a status with a rule of its own, and the negatives (the words without a FILE:LINE,
 * a comment). Then the second sample's wordings: a job script's shell under the locales of users who post in Turkish, Vietnamese,
 * Portuguese (Portugal's catalogue) and the languages the shell rules already read, as bash writes its own words with glibc's translated
 * strsignal and strerror (captured with bash 5.2.15, glibc 2.36 and LANGUAGE=LL; the catalogues' po/LL.po): a crashed program, a command
 * or path that is not there, a script the shell may not execute (EACCES, in English too; a redirection's file and cat's own error are not
 * that); UCX's signal handler pasted without its host prefix (SIGCHLD's notice is no crash); torch 1.x's RuntimeError cut after
 * "NCCL error" in an issue title. Columns: the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is
 * a line break.
 */
class SampledOtherLanguagesWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            RuntimeError: RuntimeErrorRuntimeErrorNCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:957, invalid usage, NCCL version 21.0.3 | torch.dist-backend-error |  |  | the real first line (GFPGAN): three ranks' class names, then the text
            RuntimeError: RuntimeErrorRuntimeErrorNCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:957, invalid usage, NCCL version 21.0.3\\nncclInvalidUsage: This usually reflects invalid usage of NCCL library (such as too many async ops, too many collectives at once, mixing streams in a group, etc).: RuntimeError:  | torch.dist-backend-error |  |  | the real first two lines: the detail line with the next rank's class name after it is the same finding
            torch.distributed.DistBackendError: torch.distributed.DistBackendErrorNCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1691, internal error - please report this issue to the NCCL developers, NCCL version 2.19.3 | torch.dist-backend-error |  |  | composed: torch 2.x's class with its module path run into the text
            RuntimeError: DistBackendErrorRuntimeErrorNCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1269, internal error, NCCL version 2.14.3 | torch.dist-backend-error |  |  | composed: both class names interleaved
            RuntimeError: RuntimeErrorNCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:272, unhandled system error | nccl.system-error |  |  | composed: a status with a rule of its own keeps its code
            RuntimeError: RuntimeErrorNCCL error in: see the log above | torch.exception |  |  | negative: no FILE:LINE, the generic exception reading stays
                # RuntimeErrorNCCL error in: our wrapper re-raises it, see handle_error() | - |  |  | negative: a comment naming the words
            ./job2.sh: satır 3: 26034 Parçalama arızası    (çekirdek döküldü) ./crash.sh | process.crashed |  |  | bash po/tr.po "%s: satır %d: " and " (çekirdek döküldü)", glibc po/tr.po strsignal(SIGSEGV)
            gpu-07: ./job.sh: satır 2: 25952 Parçalama arızası    ./crash.sh | process.crashed | gpu-07 |  | the same without a core, behind pdsh's prefix
            ./job2.sh: satır 5: 26037 İptal edildi           (çekirdek döküldü) ./abrt.sh | process.crashed |  |  | glibc po/tr.po strsignal(SIGABRT)
            ./job2.sh: dòng 3: 26039 Lỗi phân đoạn     (xuất ra core)./crash.sh | process.crashed |  |  | bash po/vi.po "%s: dòng %d: " and " (xuất ra core)" with no blank after it, glibc po/vi.po strsignal(SIGSEGV)
            ./job.sh: dòng 2: 25958 Lỗi phân đoạn     ./crash.sh | process.crashed |  |  | the same without a core
            ./job2.sh: dòng 5: 26042 Bị hủy bỏ         (xuất ra core)./abrt.sh | process.crashed |  |  | glibc po/vi.po strsignal(SIGABRT)
            ./job2.sh: linha 3: 26044 Falta de segmentação  (núcleo despejado) ./crash.sh | process.crashed |  |  | bash po/pt.po " (núcleo despejado)", glibc po/pt.po strsignal(SIGSEGV): Portugal's catalogue, not pt_BR's
            ./job4.sh: satır 2: deepspeed: komut yok | launch.command-not-found |  |  | bash po/tr.po "%s: komut yok"
            ./job4.sh: dòng 2: deepspeed: không tìm thấy lệnh | launch.command-not-found |  |  | bash po/vi.po "%s: không tìm thấy lệnh"
            ./job3.sh: satır 3: /opt/venv/bin/python: Böyle bir dosya ya da dizin yok | launch.command-not-found |  |  | bash shell_execve with glibc po/tr.po strerror(ENOENT)
            ./job3.sh: dòng 3: /opt/venv/bin/python: Không có tập tin hoặc thư mục như vậy | launch.command-not-found |  |  | bash shell_execve with glibc po/vi.po strerror(ENOENT)
            /usr/bin/env: `python9': Böyle bir dosya ya da dizin yok | launch.command-not-found |  |  | coreutils env under tr: quote()'s `' with glibc po/tr.po strerror(ENOENT)
            /usr/bin/env: “python9”: Không có tập tin hoặc thư mục như vậy | launch.command-not-found |  |  | coreutils env under vi: quote()'s “” with glibc po/vi.po strerror(ENOENT)
            ./job.sh: satır 5: ./train.py: /opt/venv/bin/python3: hatalı yorumlayıcı: Böyle bir dosya ya da dizin yok | launch.command-not-found |  |  | bash 4.4-5.1's "%s: %s: bad interpreter" in po/tr.po with sys_error's strerror: a #! line naming a python the node lacks
            ./job.sh: dòng 5: ./train.py: /opt/venv/bin/python3: bộ thông dịch sai: Không có tập tin hoặc thư mục như vậy | launch.command-not-found |  |  | the same in po/vi.po
            ./job3.sh: line 4: ./run_train.sh: Permission denied | launch.command-not-found |  |  | bash shell_execve "%s: %s" with strerror(EACCES): a script without the execute bit
            gpu-07: bash: /scratch/u/bin/train: Permission denied | launch.command-not-found | gpu-07 |  |  the same after the shell's own name, behind pdsh's prefix: a binary with no extension
            ./job3.sh: satır 4: ./run_train.sh: Erişim engellendi | launch.command-not-found |  |  | the same under tr (glibc po/tr.po)
            ./job3.sh: dòng 4: ./run_train.sh: Không đủ quyền truy cập | launch.command-not-found |  |  | the same under vi
            ./job3.sh: linha 4: ./run_train.sh: Permissão recusada | launch.command-not-found |  |  | the same under pt
            ./job.sh: linha 3: ./noexec.sh: Permissão negada | launch.command-not-found |  |  | the same under pt_BR
            ./job.sh: Zeile 3: ./noexec.sh: Keine Berechtigung | launch.command-not-found |  |  | the same under de
            ./job.sh: ligne 3: ./noexec.sh: Permission non accordée | launch.command-not-found |  |  | the same under fr
            ./job.sh: línea 3: ./noexec.sh: Permiso denegado | launch.command-not-found |  |  | the same under es
            ./job.sh: строка 3: ./noexec.sh: Отказано в доступе | launch.command-not-found |  |  | the same under ru
            ./job.sh: 줄 3: ./noexec.sh: 허가 거부 | launch.command-not-found |  |  | the same under ko
            ./job.sh: 行 3: ./noexec.sh: 許可がありません | launch.command-not-found |  |  | the same under ja
            ./job.sh: riga 3: ./noexec.sh: Permesso negato | launch.command-not-found |  |  | the same under it
            ./job.sh: linia 3: ./noexec.sh: Brak dostępu | launch.command-not-found |  |  | the same under pl
            ./job.sh: line 7: /scratch/u/logs/train.log: Permission denied | - |  |  | negative: a redirection's file the shell could not open, not a program
            cat: ./data/train.bin: Permission denied | - |  |  | negative: cat's own error for a file it may not read
            Caught signal 11 (Segmentation fault: address not mapped to object at addres s 0x440000f8)\\n==== backtrace (tid: 11614) ==== | mpi.process-failed |  |  | AORSA issue 49: UCX's handler pasted without its "[host:pid:thread:tid] " prefix, a word wrapped by the paste
            Caught signal 4 (Illegal instruction: illegal operand) | mpi.process-failed |  |  | ucs_signal_cause_ill's cause, the same shape (a library built for a newer CPU)
            Caught signal 17 (Child exited: child has exited) | - |  |  | negative: SIGCHLD's cause, no crash
            File "/anaconda3/envs/cmg/lib/python3.9/site-packages/torch/nn/parallel/distributed.py", line 578, in __init__ dist._verify_model_across_ranks(self.process_group, parameters) RuntimeError: NCCL error | torch.dist-backend-error |  |  | CMGAN issue 40's title: torch 1.x's RuntimeError cut after "NCCL error"
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
