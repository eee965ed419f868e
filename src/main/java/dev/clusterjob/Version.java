package dev.clusterjob;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** clusterjob's version, filtered into a resource by Maven. */
public final class Version {
    private static final String VERSION = load();

    private Version() {
    }

    public static String get() {
        return VERSION;
    }

    private static String load() {
        try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
            Properties p = new Properties();
            if (in != null) {
                p.load(in);
            }
            return p.getProperty("version", "dev");
        } catch (IOException e) {
            return "dev";
        }
    }
}
