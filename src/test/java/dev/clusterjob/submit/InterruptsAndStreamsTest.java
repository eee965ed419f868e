package dev.clusterjob.submit;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InterruptsAndStreamsTest {
    /**
     * Ctrl-C as clusterjob's waits see it. When this JVM started with SIGINT ignored (a background command of a
     * script without job control, nohup), the JVM keeps it ignored and Interrupts must say it is not listening;
     * otherwise a raised SIGINT reaches the handler once.
     */
    @Test
    void firstSigintOnlyRaisesTheFlagAndRestoresTheOldHandler() throws Exception {
        Interrupts i = Interrupts.install();
        if (sigintIgnoredAtStart()) {
            assertFalse(i.active(), "SIGINT ignored since the JVM started: nothing can listen");
            i.close();
            return;
        }
        try {
            assertTrue(i.active(), "sun.misc.Signal is available on the JDKs clusterjob supports");
            assertFalse(i.raised());
            Class<?> signal = Class.forName("sun.misc.Signal");
            signal.getMethod("raise", signal).invoke(null, signal.getConstructor(String.class).newInstance("INT"));
            for (int k = 0; k < 1500 && !i.raised(); k++) { // a hang guard (30 s): the handler runs on its own thread
                Thread.sleep(20);
            }
            assertTrue(i.raised());
            assertFalse(i.active(), "a second Ctrl-C gets the previous handler");
        } finally {
            i.close();
        }
    }

    /** Bit 2 (SIGINT) of this process's ignored-signal mask in /proc/self/status. */
    static boolean sigintIgnoredAtStart() throws Exception {
        String line = Files.readAllLines(Path.of("/proc/self/status")).stream().filter(l -> l.startsWith("SigIgn:")).findFirst()
                .orElseThrow(() -> new AssertionError("no SigIgn line in /proc/self/status"));
        return (Long.parseUnsignedLong(line.substring("SigIgn:".length()).strip(), 16) & 0x2L) != 0;
    }

    @Test
    void utf8SplitAcrossWritesStaysWhole() {
        StringWriter s = new StringWriter();
        WriterOutputStream w = new WriterOutputStream(new PrintWriter(s));
        byte[] b = "loss 0.5 → ok ✓\n".getBytes(StandardCharsets.UTF_8);
        for (byte x : b) {
            w.write(new byte[] {x}, 0, 1);
        }
        w.flush();
        assertEquals("loss 0.5 → ok ✓\n", s.toString());
    }
}
