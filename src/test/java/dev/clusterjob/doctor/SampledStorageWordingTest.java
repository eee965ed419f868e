package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Checkpoints and shared file systems under training (issue 26): torch's own read and write failures from its format strings
 * (csrc/serialization.cpp doRead / doWrite, 0.4-2.x: {@code "write(): fd %d failed with %s"}, the strerror text), with the real line
 * of the open corpus (realworld/doctor, index.tsv's checkpoint and shared file system sample), the other errnos' wordings, the
 * sample's lines doctor read at first sight, and torch's same wording with an errno that is no file system's.
 * One row per wording; {@code \n} in a row is a line break.
 */
class SampledStorageWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
             RuntimeError: write(): fd 29 failed with Input/output error | fs.io-error | | | torch.save's storage write on a full disk (pytorch#10577)
                 serialized_storages[key]._write_file(f, _should_read_directly(f))\\nRuntimeError: write(): fd 29 failed with Input/output error | fs.io-error | | | the same under its traceback's last frame
             RuntimeError: read(): fd 12 failed with Input/output error | fs.io-error | | | doRead: torch.load of a file the storage cannot read
             [rank3]: RuntimeError: write(): fd 41 failed with Transport endpoint is not connected | fs.io-error | | | a FUSE mount whose daemon ended, behind torchrun's rank prefix
             RuntimeError: write(): fd 7 failed with No space left on device | fs.no-space | | | doWrite with ENOSPC
             RuntimeError: write(): fd 7 failed with Disk quota exceeded | fs.no-space | | | doWrite with EDQUOT
             RuntimeError: read(): fd 5 failed with Stale file handle | fs.stale-handle | | | doRead with ESTALE on NFS
             RuntimeError: read(): fd 5 failed with Stale NFS file handle | fs.stale-handle | | | glibc before 2.17's ESTALE text
             When I change my dataset, I get the bug.`OSError: [Errno 122] Disk quota exceeded`. | fs.no-space | | | Python's EDQUOT in a sentence (alpaca-lora#280)
             OSError: [Errno 122] Disk quota exceeded: 'out/intermediate.ntw' | fs.no-space | | | Python's EDQUOT with its path on Lustre scratch (HostG#7)
             filelock._error.Timeout: The file lock '/root/.cache/huggingface/.megatron_config_lock_fe96e83596e6dfb94d32c391d3b8772e.lock' could not be acquired. | fs.lock-failed | | | filelock's Timeout on 8 nodes (Megatron-Bridge#6162)
             The specific error message is:RuntimeError: [enforce fail at inline_container.cc:588] PytorchStreamWriter failed writing file data/17: file write failed - | fs.no-space | | | torch.save's short write retold on a page (openillumi)
             RuntimeError: read(): fd 9 failed with Connection reset by peer | torch.exception | | | the same wording with a socket's errno: no file system's finding
             write(): fd 3 succeeded after 2 retries | - | | | words like the format's without a failure: no finding
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, "\\|");
    }
}
