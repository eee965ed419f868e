package dev.clusterjob.logs;

import org.junit.jupiter.api.Test;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The character set of a log from its first bytes. The Chinese text is bash 5.2.15's output captured here under
 * LANGUAGE=zh_CN (realworld/doctor/clusterjob-bash52-batch-script-zh-cn.log), in UTF-8 as written and in GBK as a
 * terminal or a job under zh_CN.GBK writes the same characters.
 */
class LogCharsetTest {
    private static final String CAPTURE = "job.sh: 行 3: setup_env: 未找到命令\njob.sh: 行 4: ./train.sh: 没有那个文件或目录\n"
            + "job.sh: 第 7 行：  385 段错误               sleep 30\n";
    private static final Charset GB = Charset.forName("GB18030");

    @Test
    void utf8AndAsciiAreUtf8() {
        assertEquals(StandardCharsets.UTF_8, LogCharset.of(CAPTURE.getBytes(StandardCharsets.UTF_8)));
        assertEquals(StandardCharsets.UTF_8, LogCharset.of("srun: error: n3: task 1: Exited with exit code 2\n".getBytes(StandardCharsets.US_ASCII)));
        assertEquals(StandardCharsets.UTF_8, LogCharset.of(new byte[0]));
    }

    @Test
    void gbkChineseIsGb18030() {
        assertEquals(GB, LogCharset.of(CAPTURE.getBytes(Charset.forName("GBK"))));
        assertEquals(GB, LogCharset.of(CAPTURE.getBytes(GB)));
    }

    /** Latin-1 bytes are neither: read as UTF-8 (their odd bytes become U+FFFD), never as Chinese. */
    @Test
    void latin1IsNotTakenForChinese() {
        assertEquals(StandardCharsets.UTF_8, LogCharset.of("caf\u00e9 au lait, na\u00efve r\u00e9sum\u00e9\n".getBytes(StandardCharsets.ISO_8859_1)));
    }

    /** The sample may end inside a character: that does not make a UTF-8 or a GBK log another one. */
    @Test
    void aCharacterCutAtTheSampleEndDoesNotCount() {
        byte[] utf8 = CAPTURE.repeat(LogCharset.SAMPLE / 40).getBytes(StandardCharsets.UTF_8);
        byte[] gbk = CAPTURE.repeat(LogCharset.SAMPLE / 40).getBytes(Charset.forName("GBK"));
        for (int cut = 0; cut < 4; cut++) {
            assertEquals(StandardCharsets.UTF_8, LogCharset.of(Arrays.copyOfRange(utf8, cut, utf8.length)), "utf-8 shifted " + cut);
        }
        for (int cut = 0; cut < 2; cut++) {
            assertEquals(GB, LogCharset.of(Arrays.copyOfRange(gbk, cut, gbk.length)), "gbk shifted " + cut);
        }
    }
}
