package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.IOException;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Training jobs failing on the file system they share (checkpoints and data on Lustre, GPFS, NFS, FUSE and object-store mounts): Rust's
 * io::Error Display ("TEXT (os error N)") under a writer's "I/O error: " (safetensors' serializer), EIO and ENOTCONN wherever they stand,
 * EOPNOTSUPP only under that wrapper, on one line or two; TensorFlow's file-system errors ("PATH; STRERROR" from errors::IOError, raised as
 * errors_impl's classes or logged by OP_REQUIRES); CPython's FileExistsError on a checkpoint's path or under a save_checkpoint frame, two
 * processes of the job saving the same checkpoint; and the near-misses (the bare EOPNOTSUPP words, an EEXIST on a data cache, another
 * TensorFlow status). Columns: the codes of the findings in order ("-": none), the host and peer of the first, the source.
 */
class SampledSharedFsWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            safetensors._safetensors_rust.SafetensorError:\\nError while serializing: I/O error:\\nOperation not supported (os error 95) | fs.io-error |  |  | safetensors issue 842: the serializer's error pasted over three lines, a checkpoint saved onto a FUSE mount
            safetensors_rust.SafetensorError: Error while serializing: I/O error: Operation not supported (os error 95) | fs.io-error |  |  | safetensors 0.4+: the same on one line
            safetensors_rust.SafetensorError: Error while serializing: I/O error: Input/output error (os error 5) | fs.io-error |  |  | Rust's Display of EIO under the serializer's wrapper
            Failed to download snapshot: Failed to extend temporary file '/s3-evidance/.tmpsobmp0': Input/output error (os error 5) | fs.io-error |  |  | coldsnap issue 85: a Rust program writing onto an s3fs mount
            Error: I/O error: Transport endpoint is not connected (os error 107) | fs.io-error |  |  | a FUSE mount whose daemon ended, as a Rust program prints ENOTCONN
            safetensors_rust.SafetensorError: Error while deserializing header: I/O error: Stale file handle (os error 116) | fs.stale-handle |  |  | ESTALE in Rust's form, a shard replaced by another node
            safetensors_rust.SafetensorError: Error while deserializing header: I/O error: Input/output error (os error 5) | fs.io-error |  |  | EIO while reading a shard's header: the read failed, not a corrupt file
            Error: Operation not supported (os error 95) | - |  |  | negative: the bare EOPNOTSUPP words without a writer's I/O error wrapper
             I am also getting this isssue.      tensorflow.python.framework.errors_impl.ResourceExhaustedError: models/singleton_classifiers/context.model/variables/variables_temp_d0c7555bd2aa4ae682695465c0d0e2f4/part-00000-of-00002.data-00000-of-00001.tempstate8490917510693379885; No space left on device | fs.no-space |  |  | keras-tuner issue 390: a comment's TensorFlow error after a sentence
            tensorflow.python.framework.errors_impl.ResourceExhaustedError: /scratch/u1/ckpt/variables/variables_temp/part-00000-of-00001.data-00000-of-00001.tempstate118; Disk quota exceeded [Op:SaveV2] | fs.no-space |  |  | TensorFlow 2.x eager: EDQUOT with the op appended
            2021-03-02 10:11:12.123456: W tensorflow/core/framework/op_kernel.cc:1767] OP_REQUIRES failed at save_restore_v2_ops.cc:157 : Resource exhausted: /lustre/run/model.ckpt-2000_temp/part-00000-of-00001.data-00000-of-00001.tempstate77; No space left on device | fs.no-space |  |  | TensorFlow 2.4's C++ log of the same status
            tensorflow.python.framework.errors_impl.UnknownError: /gcs/bucket/run/checkpoint.tmp5f2e; Input/output error | fs.io-error |  |  | TensorFlow's EIO (ErrnoToCode: UNKNOWN) on a FUSE mount
            tensorflow.python.framework.errors_impl.UnavailableError: /data/train-00001.tfrecord; Resource temporarily unavailable | torch.exception |  |  | negative for the file-system codes: another errno in TensorFlow's form stays the plain exception
            File "train.py", line 229, in save_checkpoint\\n    print("Updating symlink", symlink_dst, "to point to", symlink_src)\\nFileExistsError: [Errno 17] File exists: 'checkpoint_Tacotron2_0.pt' -> 'output/checkpoint_Tacotron2_last.pt'  | checkpoint.save-race |  |  | DeepLearningExamples issue 1092: local rank 0 of each node making the same link
            FileExistsError: [Errno 17] File exists: '/shared/run1/checkpoints/epoch_3' | checkpoint.save-race |  |  | os.makedirs of a checkpoint directory by two nodes at once
              File "/home/u/proj/trainer.py", line 88, in _save_checkpoint\\n    os.makedirs(out_dir)\\nFileExistsError: [Errno 17] File exists: 'runs/exp1/step_500' | checkpoint.save-race |  |  | a save_checkpoint frame over a directory without checkpoint in its name
            FileExistsError: [WinError 183] Cannot create a file when that file already exists: 'ckpt/last.tmp' -> 'ckpt/last.pt' | checkpoint.save-race |  |  | Windows' ERROR_ALREADY_EXISTS from os.rename
            FileExistsError: [Errno 17] File exists: '/home/u/.cache/huggingface/datasets/downloads' | torch.exception |  |  | negative for checkpoint.save-race: EEXIST on a data cache, no checkpoint and no save frame, stays the plain exception
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Test
    void theMessagesSayWhatFailed() throws IOException {
        Finding race = only("FileExistsError: [Errno 17] File exists: 'a/checkpoint_1.pt' -> 'a/last.pt'");
        assertTrue(race.message().contains("'a/checkpoint_1.pt' -> 'a/last.pt'"), race.message());
        Finding tf = only("ResourceExhaustedError: /x/model.ckpt-5.tempstate1; No space left on device");
        assertTrue(tf.message().contains("/x/model.ckpt-5.tempstate1"), tf.message());
    }
}
