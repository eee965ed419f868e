package dev.clusterjob.fs;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * clusterjob's own bundled files (templates, built-in profiles, rule lists), read straight from the jar
 * (or the classes folder in tests) that holds this class. Class.getResourceAsStream goes through a
 * jar: URL, a JarURLConnection and, with FreeMarker's URL template loader, a new JarFile per template,
 * interpreted code at the first read and again per template, on every start-up (figures in
 * docs/performance.md). One ZipFile opened once costs the central directory only.
 * Falls back to the class loader when the code source is neither a jar nor a folder.
 */
public final class Resources {
    private static final Object LOCK = new Object();
    private static volatile boolean located;
    private static ZipFile jar;
    private static Path folder;

    private Resources() {
    }

    /**
     * The bytes of {@code name} (a path inside the jar, without a leading slash, e.g.
     * {@code templates/sbatch.sh.ftl}), or null when there is no such file.
     */
    public static byte[] read(String name) throws IOException {
        locate();
        if (jar != null) {
            ZipEntry e = jar.getEntry(name);
            if (e == null || e.isDirectory()) {
                return null;
            }
            try (InputStream in = jar.getInputStream(e)) {
                return in.readAllBytes();
            }
        }
        if (folder != null) {
            Path p = folder.resolve(name);
            return Files.isRegularFile(p) ? Files.readAllBytes(p) : null;
        }
        try (InputStream in = Resources.class.getClassLoader().getResourceAsStream(name)) {
            return in == null ? null : in.readAllBytes();
        }
    }

    /** The UTF-8 text of a bundled file named as for Class.getResourceAsStream ({@code /dev/...}); it must exist. */
    public static String text(String absoluteName) throws IOException {
        byte[] bytes = read(absoluteName.startsWith("/") ? absoluteName.substring(1) : absoluteName);
        if (bytes == null) {
            throw new IllegalStateException("missing resource " + absoluteName);
        }
        return new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
    }

    /** Last-modified time of the jar or folder the files come from (ms), or -1 when unknown. */
    public static long lastModified() {
        locate();
        try {
            if (jar != null) {
                return Files.getLastModifiedTime(Path.of(jar.getName())).toMillis();
            }
            return folder != null ? Files.getLastModifiedTime(folder).toMillis() : -1;
        } catch (IOException e) {
            return -1;
        }
    }

    private static void locate() {
        if (located) {
            return;
        }
        synchronized (LOCK) {
            if (located) {
                return;
            }
            try {
                CodeSource cs = Resources.class.getProtectionDomain().getCodeSource();
                Path p = cs == null ? null : Path.of(cs.getLocation().toURI());
                if (p != null && Files.isRegularFile(p)) {
                    jar = new ZipFile(p.toFile());
                } else if (p != null && Files.isDirectory(p)) {
                    folder = p;
                }
            } catch (IOException | URISyntaxException | RuntimeException e) {
                // unusual class loading: fall back to the class loader
            }
            located = true;
        }
    }
}
