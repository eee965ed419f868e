package dev.clusterjob.render;

import dev.clusterjob.fs.Resources;
import freemarker.cache.TemplateLoader;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;

/**
 * The bundled {@code templates/} folder, read through {@link Resources} (one ZipFile) instead of
 * FreeMarker's ClassTemplateLoader, whose jar: URLs open a JarFile per template (docs/performance.md).
 */
final class BundledTemplateLoader implements TemplateLoader {
    /**
     * A found template: its name and text, read once (the jar does not change under a running process).
     * Not a record: a record's equals bootstraps through invokedynamic, a cost at start-up.
     */
    private static final class Source {
        private final String name;
        private final String text;

        Source(String name, String text) {
            this.name = name;
            this.text = text;
        }

        String text() {
            return text;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Source other && other.name.equals(name);
        }

        @Override
        public int hashCode() {
            return name.hashCode();
        }
    }

    @Override
    public Object findTemplateSource(String name) throws IOException {
        byte[] bytes = Resources.read("templates/" + name);
        return bytes == null ? null : new Source(name, new String(bytes, StandardCharsets.UTF_8));
    }

    @Override
    public long getLastModified(Object templateSource) {
        return Resources.lastModified();
    }

    @Override
    public Reader getReader(Object templateSource, String encoding) {
        return new StringReader(((Source) templateSource).text());
    }

    @Override
    public void closeTemplateSource(Object templateSource) {
        // nothing is held open per template
    }
}
