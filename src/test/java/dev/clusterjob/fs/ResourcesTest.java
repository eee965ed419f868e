package dev.clusterjob.fs;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ResourcesTest {
    @Test
    void readsTheSameBytesAsTheClassLoaderFromTheClassesFolder() throws Exception {
        byte[] viaLoader;
        try (InputStream in = Resources.class.getClassLoader().getResourceAsStream("templates/sbatch.sh.ftl")) {
            assertNotNull(in);
            viaLoader = in.readAllBytes();
        }
        assertArrayEquals(viaLoader, Resources.read("templates/sbatch.sh.ftl"));
        assertNull(Resources.read("templates/no-such.ftl"));
        assertNull(Resources.read("templates"), "a folder is not a file");
        assertTrue(Resources.lastModified() > 0);
    }

    /** The jar branch, as in ./clusterjob: Resources loaded from a jar reads that jar's entries. */
    @Test
    void readsEntriesOfTheJarHoldingIt(@TempDir Path dir) throws Exception {
        Path jar = dir.resolve("x.jar");
        byte[] cls;
        try (InputStream in = Resources.class.getResourceAsStream("Resources.class")) {
            cls = in.readAllBytes();
        }
        try (OutputStream os = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(os)) {
            out.putNextEntry(new JarEntry("dev/clusterjob/fs/Resources.class"));
            out.write(cls);
            out.putNextEntry(new JarEntry("templates/"));
            out.putNextEntry(new JarEntry("templates/a.ftl"));
            out.write("text from the jar\n".getBytes(StandardCharsets.UTF_8));
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            Class<?> r = loader.loadClass(Resources.class.getName());
            assertEquals(loader, r.getClassLoader());
            var read = r.getMethod("read", String.class);
            assertEquals("text from the jar\n", new String((byte[]) read.invoke(null, "templates/a.ftl"), StandardCharsets.UTF_8));
            assertNull(read.invoke(null, "templates/sbatch.sh.ftl"), "only the holding jar is read");
            assertNull(read.invoke(null, "templates/"));
            assertEquals(Files.getLastModifiedTime(jar).toMillis(), (long) r.getMethod("lastModified").invoke(null));
        }
    }
}
