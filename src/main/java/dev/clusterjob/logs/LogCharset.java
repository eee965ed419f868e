package dev.clusterjob.logs;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Which character set a log's bytes are in, from its first bytes: UTF-8 (also plain ASCII, and whatever decodes as
 * neither), or GB18030 (GBK's superset) when the bytes are not UTF-8 but are Chinese text in GBK, as a terminal or
 * a job run under {@code zh_CN.GBK} writes them (bash's {@code 未找到命令}, glibc's {@code 没有那个文件或目录}).
 * Pure; the caller decodes leniently with the answer.
 */
public final class LogCharset {
    private LogCharset() {
    }

    /** How many bytes are enough to tell. */
    public static final int SAMPLE = 1 << 16;

    /** The character set of a log whose first bytes are {@code head} (at most {@link #SAMPLE} of them are looked at). */
    public static Charset of(byte[] head) {
        if (decoded(StandardCharsets.UTF_8, head) != null) {
            return StandardCharsets.UTF_8;
        }
        Charset gb = Charset.forName("GB18030");
        String text = decoded(gb, head);
        return text != null && text.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN) ? gb : StandardCharsets.UTF_8;
    }

    /**
     * The sample's text, or null when its bytes are not in {@code cs}; a character the sample cut in two at its end
     * (when the log goes on past it) does not count against it.
     */
    private static String decoded(Charset cs, byte[] b) {
        int n = Math.min(b.length, SAMPLE);
        boolean whole = n == b.length;
        CharsetDecoder d = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        CharBuffer out = CharBuffer.allocate(2 * n + 16);
        CoderResult r = d.decode(ByteBuffer.wrap(b, 0, n), out, whole);
        if (r.isError() || (whole && d.flush(out).isError())) {
            return null;
        }
        return out.flip().toString();
    }
}
