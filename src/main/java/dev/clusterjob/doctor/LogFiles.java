package dev.clusterjob.doctor;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.know.Finding;

import dev.clusterjob.logs.LogCharset;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code clusterjob doctor}'s inputs: log files ('-' standard input) diagnosed together. */
public final class LogFiles {
    private LogFiles() {
    }

    /**
     * The findings of {@code logs} with the bundled rules, peers named by {@code map}; with several logs a
     * cause in one node's log comes before the witnesses in the others.
     */
    public static List<Finding> diagnose(List<String> logs, NodeMap map) throws IOException {
        return diagnosis(logs, map).findings();
    }

    /** {@link #diagnose}'s findings and how sure they are. */
    public static Diagnosis diagnosis(List<String> logs, NodeMap map) throws IOException {
        LogDoctor doctor = new LogDoctor(DoctorRules.bundled());
        List<LogDoctor.Part> parts = new ArrayList<>();
        for (String log : logs) {
            try (BufferedReader in = open(log)) {
                parts.add(doctor.part(log.equals("-") ? "<stdin>" : log, in, map));
            }
        }
        return doctor.assemble(parts);
    }

    /**
     * Opens a log leniently, in the character set its first bytes are in (UTF-8, or GBK/GB18030 for a Chinese
     * terminal's or locale's log: LogCharset): bytes that do not decode become U+FFFD instead of failing the run.
     */
    private static BufferedReader open(String log) throws IOException {
        if (log.equals("-")) {
            return reader(System.in);
        }
        Path p = Path.of(log);
        try {
            if (Files.isDirectory(p)) {
                throw ClusterjobException.badInput(log, "is a folder (give the log files)");
            }
            return reader(Files.newInputStream(p));
        } catch (NoSuchFileException e) {
            throw ClusterjobException.badInput(log, "file not found");
        } catch (IOException e) {
            throw ClusterjobException.badInput(log, "cannot read: " + e.getMessage());
        }
    }

    private static BufferedReader reader(InputStream raw) throws IOException {
        BufferedInputStream in = new BufferedInputStream(raw, LogCharset.SAMPLE);
        in.mark(LogCharset.SAMPLE + 1);
        byte[] head = in.readNBytes(LogCharset.SAMPLE + 1);
        in.reset();
        CharsetDecoder decoder = LogCharset.of(head).newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
        return new BufferedReader(new InputStreamReader(in, decoder), 1 << 16);
    }
}
