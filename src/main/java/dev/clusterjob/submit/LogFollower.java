package dev.clusterjob.submit;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;

/**
 * {@code tail -f} of a job's stdout and stderr files by byte offset: each {@link #poll()} copies what
 * was appended since the last one (a file that shrank was rewritten, e.g. by a requeued job, and is
 * read again from the start). Files that do not exist yet are simply waited for.
 */
public final class LogFollower {
    private static final int CHUNK = 64 * 1024;

    private final OutputStream out;
    private final OutputStream err;
    private Path stdout;
    private Path stderr;
    private long outOffset;
    private long errOffset;

    public LogFollower(OutputStream out, OutputStream err) {
        this.out = out;
        this.err = err;
    }

    /** Sets the files to follow (stderr null: it goes to the stdout file). Offsets start at 0. */
    public void follow(LogPaths paths) {
        if (paths == null || paths.stdout().equals(stdout) && java.util.Objects.equals(paths.stderr(), stderr)) {
            return;
        }
        stdout = paths.stdout();
        stderr = paths.stderr();
        outOffset = 0;
        errOffset = 0;
    }

    /** Whether files have been chosen. */
    public boolean following() {
        return stdout != null;
    }

    /** Copies new bytes of both files; returns whether there were any. */
    public boolean poll() {
        boolean any = false;
        if (stdout != null) {
            long n = copy(stdout, outOffset, out);
            any |= n != outOffset;
            outOffset = n;
        }
        if (stderr != null) {
            long n = copy(stderr, errOffset, err);
            any |= n != errOffset;
            errOffset = n;
        }
        return any;
    }

    /**
     * After the job ended: keeps reading until the files have been quiet for {@code quiet} (the last
     * lines of a job can reach a shared file system a little after Slurm reports the end), at most {@code max}.
     */
    public void drain(TimeSource time, Duration quiet, Duration max) {
        Instant end = time.now().plus(max);
        Instant lastGrowth = time.now();
        while (time.now().isBefore(end)) {
            if (poll()) {
                lastGrowth = time.now();
            } else if (!time.now().isBefore(lastGrowth.plus(quiet))) {
                return;
            }
            try {
                time.sleep(Duration.ofMillis(200));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        poll();
    }

    /** Copies {@code file} from {@code offset} to {@code sink}; returns the new offset. */
    private static long copy(Path file, long offset, OutputStream sink) {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = ch.size();
            long pos = size < offset ? 0 : offset;
            ByteBuffer buf = ByteBuffer.allocate(CHUNK);
            while (pos < size) {
                buf.clear();
                int n = ch.read(buf, pos);
                if (n <= 0) {
                    break;
                }
                sink.write(buf.array(), 0, n);
                pos += n;
            }
            sink.flush();
            return pos;
        } catch (NoSuchFileException e) {
            return offset;
        } catch (IOException e) {
            return Files.exists(file) ? offset : 0;
        }
    }
}
