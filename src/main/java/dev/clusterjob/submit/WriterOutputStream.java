package dev.clusterjob.submit;

import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Bytes (a job's UTF-8 log) into a PrintWriter; a character split across two writes is kept whole. */
public final class WriterOutputStream extends OutputStream {
    private final PrintWriter writer;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
    private ByteBuffer pending = ByteBuffer.allocate(0);

    public WriterOutputStream(PrintWriter writer) {
        this.writer = writer;
    }

    @Override
    public void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) {
        ByteBuffer in = ByteBuffer.allocate(pending.remaining() + len);
        in.put(pending).put(b, off, len).flip();
        CharBuffer out = CharBuffer.allocate(in.remaining() + 1);
        decoder.decode(in, out, false);
        out.flip();
        writer.append(out);
        pending = ByteBuffer.allocate(in.remaining()).put(in).flip();
    }

    @Override
    public void flush() {
        writer.flush();
    }
}
