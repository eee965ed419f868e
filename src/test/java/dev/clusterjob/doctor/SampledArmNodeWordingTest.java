package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Wordings of jobs on aarch64 nodes (GH200, GB200's Grace hosts, other ARM clusters), sampled the way such a user searches (issue 26),
 * read from the printing tools' format strings. runc's report of the container's first process failing to exec with the kernel's
 * ENOEXEC text (1.0.0-rc {@code "%s:%d: %s caused %q"} around {@code "exec user process"}, 1.0.x {@code "caused: %s"}, 1.1+
 * {@code "exec %s: %s"}): an image built for another CPU, {@code container.create-failed}. pip's {@code "Could not find a version that
 * satisfies the requirement %s (from versions: %s)"} and {@code "No matching distribution found for %s"} with no connection retries
 * before them: the index was reached and has no release for this platform, {@code python.no-matching-distribution}; after pip's
 * retries they stay {@code internet.unreachable}. A pasted {@code uname -a} line names the machine for a failure whose own line names
 * none. Columns: the codes of the findings in order ("-": none), the host and peer of the first. {@code \n} is a line break.
 */
class SampledArmNodeWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            `standard_init_linux.go:178: exec user process caused "exec format error"` | container.create-failed |  |  | the real line in backticks (a docker-h5ai issue, an x86 image on aarch64)
            standard_init_linux.go:211: exec user process caused "exec format error"\\nfailed to resize tty, using default size | container.create-failed |  |  | runc 1.0.0-rc's format with another line number, docker run's tty line after it
            standard_init_linux.go:228: exec user process caused: exec format error | container.create-failed |  |  | runc 1.0.x's "caused: %s" wording
            exec /app/build/install/hipstershop/bin/AdService: exec format error | container.create-failed |  |  | runc 1.1+ os.PathError wording, the real line (a microservices-demo pod on aarch64)
            ./scripts/mkinitrd.sh latest\\nexec /bin/sh: exec format error\\nmake: *** [Makefile:55 : artifacts/initramfs] Erreur 1 | container.create-failed |  |  | the real lines of an aarch64 image run by podman on x86
            Linux gh-node-017 6.8.0-1015-nvidia-64k #16-Ubuntu SMP PREEMPT_DYNAMIC Fri Sep 20 12:00:00 UTC 2024 aarch64 aarch64 aarch64 GNU/Linux\\nexec /usr/local/bin/torchrun: exec format error | container.create-failed | gh-node-017 |  | composed: uname -a's line names the machine
            docker.errors.ContainerError: Command 'None' in image 'repo/img:x86' returned non-zero exit status 1: b'exec /sebs/entrypoint.sh: exec format error\\n' | container.create-failed |  |  | runc 1.1+'s line inside docker-py's ContainerError repr
            The kernel returns ENOEXEC (exec format error) when the binary is for another CPU | - |  |  | negative: prose naming the error
            docker exec -it trainer bash | - |  |  | negative: a docker exec command line
            ERROR: Could not find a version that satisfies the requirement torch==1.13.1+cu116 (from versions: 1.8.0, 1.13.1, 2.0.0)\\nERROR: No matching distribution found for torch==1.13.1+cu116 | python.no-matching-distribution |  |  | the real lines (pip 22 on aarch64, a +cu116 local version only x86_64 has)
            ERROR: Could not find a version that satisfies the requirement flash-attn==2.5.8 (from versions: none) | python.no-matching-distribution |  |  | pip's first line alone, from versions: none
            No matching distribution found for deepspeed-kernels | python.no-matching-distribution |  |  | pip 9's wording, no ERROR: prefix
            Linux r8-u37 6.5.0-1019-nvidia-64k #19-Ubuntu SMP PREEMPT_DYNAMIC Tue May  7 12:54:40 UTC 2024 aarch64 aarch64 aarch64 GNU/Linux\\nERROR: No matching distribution found for apex | python.no-matching-distribution | r8-u37 |  | composed: the uname -a line names the node
            WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f>: Failed to establish a new connection: [Errno 101] Network is unreachable')': /simple/torch/\\nERROR: Could not find a version that satisfies the requirement torch (from versions: none)\\nERROR: No matching distribution found for torch | internet.unreachable |  |  | near-miss: after pip's retries no index was reached: internet.unreachable, not this code
            pip reported "no matching distribution" for the wheel, so we built it | - |  |  | negative: prose
            Linux r8-u37 6.5.0-1019-nvidia-64k #19-Ubuntu SMP PREEMPT_DYNAMIC Tue May  7 12:54:40 UTC 2024 aarch64 aarch64 aarch64 GNU/Linux\\nshm.cpp:10:10: fatal error: immintrin.h: No such file or directory | extension.build-failed | r8-u37 |  | the real uname line, an x86 intrinsics header in an op's build on aarch64 (a DeepSpeed issue)
            Linux r8-u37 6.5.0-1019-nvidia-64k #19-Ubuntu SMP PREEMPT_DYNAMIC Tue May  7 12:54:40 UTC 2024 aarch64 aarch64 aarch64 GNU/Linux | - |  |  | negative: uname -a alone is no failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }
}
