package dev.clusterjob.submit;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InterruptsAndStreamsTest {
    @Test
    void firstSigintOnlyRaisesTheFlagAndRestoresTheOldHandler() throws Exception {
        Interrupts i = Interrupts.install();
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
