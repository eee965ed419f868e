package dev.clusterjob.fs;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Lock, read, change, replace: no lost change between threads, a refusal writes nothing, null leaves the file alone. (Processes: QuarantineTest.) */
class LockedFileTest {
    @Test
    void threadsAddingToOneFileLoseNothing(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("sub/counter.txt");
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            done.add(pool.submit(() -> {
                for (int i = 0; i < 25; i++) {
                    LockedFile.update(f, cur -> String.valueOf(cur == null ? 1 : Integer.parseInt(cur) + 1));
                }
                return null;
            }));
        }
        for (Future<?> x : done) {
            x.get();
        }
        pool.shutdown();
        assertEquals("100", Files.readString(f));
    }

    @Test
    void aRefusedChangeAndANullChangeWriteNothing(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("state.txt");
        assertNull(LockedFile.read(f));
        LockedFile.update(f, cur -> null);
        assertFalse(Files.exists(f), "null: nothing written, not even an empty file");
        Files.writeString(f, "damaged");
        assertThrows(IOException.class, () -> LockedFile.update(f, cur -> {
            throw new IOException("refused");
        }));
        assertEquals("damaged", Files.readString(f));
        try (var s = Files.list(dir)) {
            assertEquals(List.of("state.txt", "state.txt.lock"), s.map(p -> p.getFileName().toString()).sorted().toList(), "no temporary file left");
        }
    }
}
