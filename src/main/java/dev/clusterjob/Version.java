package dev.clusterjob;

import java.io.IOException;
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
        try {
            byte[] bytes = dev.clusterjob.fs.Resources.read("dev/clusterjob/version.properties");
            Properties p = new Properties();
            if (bytes != null) {
                p.load(new java.io.ByteArrayInputStream(bytes));
            }
            return p.getProperty("version", "dev");
        } catch (IOException e) {
            return "dev";
        }
    }
}
