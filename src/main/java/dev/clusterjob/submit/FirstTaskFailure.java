package dev.clusterjob.submit;

import dev.clusterjob.slurm.SrunTaskExit;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The first task failure srun reported in a job's output files ({@link SrunTaskExit#cause()}: an exit or a signal of its
 * own, not the SIGTERM srun sends the other tasks after it), read from the last {@link #TAIL} bytes of the stderr file,
 * then the stdout file, through the same {@link LogFollower.Source} that follows logs (a login node's files over SFTP).
 * Empty when neither file can be read or names none.
 */
final class FirstTaskFailure {
    /** srun reports task exits as they happen, near the end of the output: the tail is enough, and bounds the read. */
    static final int TAIL = 256 * 1024;

    private FirstTaskFailure() {
    }

    static Optional<SrunTaskExit> in(LogPaths paths, LogFollower.Source source) {
        for (Path file : paths.stderr() == null ? new Path[] {paths.stdout()} : new Path[] {paths.stderr(), paths.stdout()}) {
            Optional<SrunTaskExit> found = tail(file, source).lines().map(SrunTaskExit::parse).flatMap(Optional::stream)
                    .filter(SrunTaskExit::cause).findFirst();
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    /** The file's last {@link #TAIL} bytes as text, without the partial line they may start in; "" when it cannot be read. */
    static String tail(Path file, LogFollower.Source source) {
        try {
            long size = source.read(file, 0, 0).size();
            long start = Math.max(0, size - TAIL);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            for (long pos = start; pos < size; ) {
                LogFollower.Chunk c = source.read(file, pos, (int) Math.min(64 * 1024, size - pos));
                if (c.data().length == 0) {
                    break;
                }
                bytes.write(c.data());
                pos += c.data().length;
            }
            String text = bytes.toString(StandardCharsets.UTF_8);
            int firstBreak = text.indexOf('\n');
            return start == 0 || firstBreak < 0 ? text : text.substring(firstBreak + 1);
        } catch (IOException e) {
            return "";
        }
    }
}
