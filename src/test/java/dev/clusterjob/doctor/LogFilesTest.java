package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Log files as doctor reads them: a log written in GBK (a Chinese terminal's or locale's) reads as its UTF-8 twin. */
class LogFilesTest {
    @Test
    void gbkLogReadsAsItsUtf8Twin(@TempDir Path dir) throws IOException {
        Path utf8 = Path.of("src/test/resources/realworld/doctor/clusterjob-bash52-batch-script-zh-cn.log");
        Path gbk = dir.resolve("job-gbk.out");
        Files.writeString(gbk, Files.readString(utf8), Charset.forName("GBK"));
        List<Finding> want = LogFiles.diagnose(List.of(utf8.toString()), NodeMap.empty());
        List<Finding> got = LogFiles.diagnose(List.of(gbk.toString()), NodeMap.empty());
        assertEquals("launch.command-not-found", got.get(0).code());
        assertEquals(want.stream().map(Finding::message).toList(), got.stream().map(Finding::message).toList());
    }
}
