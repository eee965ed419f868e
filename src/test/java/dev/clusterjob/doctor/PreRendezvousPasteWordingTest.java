package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Failures before the rendezvous as users paste them (issue 26): coreutils env's message for a program a #! line names, in the unquoted
 * wording of releases before 8.25, in translated locales, with a blank before the colon, and split by a #! line's carriage return;
 * the dynamic linker's missing NCCL symbol written without its colon or with the name quoted, as titles write it. The rows that
 * earlier rules already read (the quoted env wording, the linker's own line) stand beside them, so that a change to one shows in the
 * other. One row per wording and release, instantiated with host names of several shapes; the codes of the findings in order ("-":
 * none), the host and peer of the first. {@code \n} in a row is a line break.
 */
class PreRendezvousPasteWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            /usr/bin/env: python: No such file or directory | launch.command-not-found |  |  | coreutils 8.4-8.24 src/env.c "%s" (unquoted) with strerror(ENOENT), C locale
            gpu-07: /usr/bin/env: python3: No such file or directory | launch.command-not-found | gpu-07 |  | the same behind pdsh's prefix
            0: /usr/bin/env: python: No such file or directory | launch.command-not-found |  |  | the same behind srun --label
            node12.cluster.example.org: /usr/bin/env: python3: 没有那个文件或目录 | launch.command-not-found | node12.cluster.example.org |  | coreutils before 8.25 in zh_CN (glibc's translation of ENOENT), behind pdsh's prefix
            /usr/bin/env: python: 沒有此一檔案或目錄 | launch.command-not-found |  |  | the same in zh_TW
            /usr/bin/env: python: Datei oder Verzeichnis nicht gefunden | launch.command-not-found |  |  | the same in de_DE
            and the error is  "/usr/bin/env: 'python' : No such file or directory". | launch.command-not-found |  |  | coreutils 8.25+ quote() in the C locale, quoted in a sentence with a blank before the colon
            /usr/bin/env: ‘python’: No such file or directory | launch.command-not-found |  |  | coreutils 8.25+ in a UTF-8 locale (the rule of earlier batches)
            10.1.2.3: /usr/bin/env: ‘python’ : No such file or directory | launch.command-not-found | 10.1.2.3 |  | the same with a blank before the colon, behind pdsh's prefix with an address
            /usr/bin/env: python\\n: No such file or directory | launch.command-not-found |  |  | coreutils before 8.25: "python\\r" printed raw, the carriage return broke the line (a #! line with Windows line ends)
            gpu-07: /usr/bin/env: python3\\ngpu-07: : No such file or directory | launch.command-not-found | gpu-07 |  | the same behind pdsh's prefix
            env: production | - |  |  | a configuration's key printed as "env: NAME" is no env message (no path of env before it)
            undefined symbol ncclCommRegister | cuda.version-mismatch |  |  | glibc elf/dl-lookup.c "undefined symbol: %s" for NCCL 2.19's ncclCommRegister, written in a title without the colon
            [BUG]: undefined symbol: "ncclCommWindowRegister" | cuda.version-mismatch |  |  | the same for NCCL 2.27's ncclCommWindowRegister, the name quoted in a title
            gpu-07: nccl-tests/build/all_reduce_perf: symbol lookup error: nccl-tests/build/all_reduce_perf: undefined symbol: ncclCommRegister | cuda.version-mismatch | gpu-07 |  | glibc's own line (the rule of earlier batches), behind pdsh's prefix
            [1,3]<stderr>:ImportError: /opt/conda/lib/python3.10/site-packages/torch/lib/libtorch_cuda.so: undefined symbol: ncclCommRegister | cuda.version-mismatch |  |  | torch 2.2 wheels under an older libnccl, behind mpirun --tag-output
            the undefined symbol in the link step was not NCCL's | - |  |  | prose that names no NCCL symbol
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
