package dev.clusterjob.submit;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;

/**
 * {@code tail -f} of a job's stdout and stderr files by byte offset: each {@link #poll()} copies what
 * was appended since the last one (a file that shrank was rewritten, e.g. by a requeued job, and is
 * read again from the start). Files that do not exist yet are simply waited for. The files are read
 * through a {@link Source}: local files, or a login node's over SFTP (offset reads, never whole copies).
 */
public final class LogFollower {
    private static final int CHUNK = 64 * 1024;

    /** Reads part of a file: at most {@code max} bytes from {@code offset}. */
    public interface Source {
        /** The bytes read and the file's size then; {@code size} -1 when the file does not exist (yet). */
        Chunk read(Path file, long offset, int max) throws IOException;
    }

    /** Bytes of a file from some offset, and the file's size at the time (-1: no such file). */
    public record Chunk(byte[] data, long size) {
    }

    /** Local files, read with a FileChannel from the offset. */
    public static final Source LOCAL = (file, offset, max) -> {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = ch.size();
            if (offset >= size) {
                return new Chunk(new byte[0], size);
            }
            ByteBuffer buf = ByteBuffer.allocate((int) Math.min(max, size - offset));
            int n = ch.read(buf, offset);
            byte[] b = new byte[Math.max(n, 0)];
            buf.flip();
            buf.get(b);
            return new Chunk(b, size);
        } catch (NoSuchFileException e) {
            return new Chunk(new byte[0], -1);
        }
    };

    private final OutputStream out;
    private final OutputStream err;
    private final Source source;
    private Path stdout;
    private Path stderr;
    private long outOffset;
    private long errOffset;

    public LogFollower(OutputStream out, OutputStream err) {
        this(out, err, LOCAL);
    }

    public LogFollower(OutputStream out, OutputStream err, Source source) {
        this.out = out;
        this.err = err;
        this.source = source;
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

    /** Whether the stdout file exists now (for {@code logs} without --follow). */
    public boolean exists(Path file) {
        try {
            return source.read(file, 0, 0).size() >= 0;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Copies {@code file} from {@code offset} to {@code sink}; returns the new offset. A file that is
     * missing or cannot be read now keeps its offset (the next poll tries again); one that shrank is
     * read again from the start.
     */
    private long copy(Path file, long offset, OutputStream sink) {
        long pos = offset;
        try {
            while (true) {
                Chunk c = source.read(file, pos, CHUNK);
                if (c.size() < 0) {
                    return pos;
                }
                if (c.size() < pos) {
                    pos = 0;
                    continue;
                }
                if (c.data().length == 0) {
                    break;
                }
                sink.write(c.data());
                pos += c.data().length;
                if (pos >= c.size()) {
                    break;
                }
            }
            sink.flush();
            return pos;
        } catch (IOException e) {
            try {
                sink.flush();
            } catch (IOException ignored) {
                // the sink is the terminal: nothing better to do
            }
            return pos;
        }
    }
}
