package dev.clusterjob;

import java.io.IOException;
import java.util.List;
import java.util.Properties;

/** clusterjob's version, and the commit it was built from, filtered into a resource by Maven. */
public final class Version {
    private static final Properties BUILD = load();

    private Version() {
    }

    public static String get() {
        return value("version", "dev");
    }

    /** The git commit the jar was built from ("unknown" when built outside a git checkout). */
    public static String commit() {
        return value("commit", "unknown");
    }

    /** The commit's date, ISO 8601: the build date of a reproducible build ("unknown" outside a git checkout). */
    public static String date() {
        return value("date", "unknown");
    }

    /**
     * What {@code clusterjob --version} prints: the version, the commit, the build date and the Java
     * runtime this process runs on (version, vendor, home), one item a line.
     */
    public static List<String> lines() {
        return List.of("clusterjob " + get(),
                "commit: " + commit(),
                "build date: " + date() + " (the commit's date)",
                "java: " + System.getProperty("java.runtime.version") + " (" + System.getProperty("java.vendor") + ") "
                        + System.getProperty("java.home"));
    }

    private static String value(String key, String absent) {
        String v = BUILD.getProperty(key, "");
        return v.isBlank() || v.startsWith("${") ? absent : v; // "${...}": Maven had no value to filter in
    }

    private static Properties load() {
        Properties p = new Properties();
        try {
            byte[] bytes = dev.clusterjob.fs.Resources.read("dev/clusterjob/version.properties");
            if (bytes != null) {
                p.load(new java.io.ByteArrayInputStream(bytes));
            }
        } catch (IOException e) {
            // no build information: get() says "dev"
        }
        return p;
    }
}
