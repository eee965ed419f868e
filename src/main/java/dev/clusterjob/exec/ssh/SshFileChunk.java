package dev.clusterjob.exec.ssh;

/**
 * A piece of a remote file read from {@code offset}: its bytes and the file's size at the time of
 * the read ({@code -1}: no such file yet). A size below the offset means the file was truncated.
 */
public record SshFileChunk(byte[] data, long offset, long size) {

    /** Where the next read should start. */
    public long nextOffset() {
        return offset + data.length;
    }

    public boolean missing() {
        return size < 0;
    }
}
