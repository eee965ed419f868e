package dev.clusterjob.render;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The bundled templates use no FreeMarker built-in ({@code ?has_content}, {@code ?filter} ...): the first one
 * the parser meets sets up FreeMarker's whole built-in registry (class {@code freemarker.core.BuiltIn}'s static
 * initialiser: some 240 classes and the JDK's BigDecimal), on a render's start-up path (docs/performance.md).
 * What a template tests is a boolean or a list the model ({@link ScriptRenderer}) computed. Each run parses in
 * its own class loader, so that what FreeMarker loads is seen whatever other tests of this JVM loaded before.
 */
class TemplateBuiltInsTest {
    /** Loads FreeMarker's and clusterjob's classes itself (the rest from its parent) and records their names. */
    static final class Recording extends URLClassLoader {
        final Set<String> loaded = java.util.concurrent.ConcurrentHashMap.newKeySet();

        Recording() {
            super(new URL[] {codeSource(freemarker.template.Configuration.class), codeSource(Renderer.class)},
                    TemplateBuiltInsTest.class.getClassLoader());
        }

        private static URL codeSource(Class<?> c) {
            return c.getProtectionDomain().getCodeSource().getLocation();
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("freemarker.") && !name.startsWith("dev.clusterjob.")) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    c = findClass(name);
                    loaded.add(name);
                }
                if (resolve) {
                    resolveClass(c);
                }
                return c;
            }
        }

        /**
         * The built-in implementations it loaded: only BuiltIn's static initialiser loads these (class BuiltIn itself
         * is loaded, not initialised, whenever FreeMarker's parser is verified: a template with no built-in loads it).
         */
        Set<String> builtIns() {
            Set<String> s = new TreeSet<>();
            loaded.stream().filter(n -> n.startsWith("freemarker.core.BuiltInsFor")).forEach(s::add);
            return s;
        }
    }

    /** Every .ftl file of the bundled templates/ folder, as the renderer names them. */
    static List<String> bundledTemplates() throws IOException {
        Path root = Path.of("templates");
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".ftl")).map(f -> root.relativize(f).toString().replace('\\', '/'))
                    .sorted().toList();
        }
    }

    /** Parses {@code names} with a Renderer (templates from {@code overrideDir} first) made in {@code loader}. */
    static void parse(Recording loader, Path overrideDir, List<String> names) throws Exception {
        Class<?> renderer = Class.forName(Renderer.class.getName(), true, loader);
        Object r = renderer.getConstructor(Path.class).newInstance(overrideDir);
        Method template = renderer.getDeclaredMethod("template", String.class);
        template.setAccessible(true);
        for (String n : names) {
            try {
                Object t = template.invoke(r, n); // a Template of the recording loader's FreeMarker
                assertEquals(loader, t.getClass().getClassLoader());
                assertEquals(n, t.getClass().getMethod("getName").invoke(t));
            } catch (InvocationTargetException e) {
                throw new AssertionError("template " + n + " does not parse", e.getCause());
            }
        }
    }

    @Test
    void bundledTemplatesSetUpNoBuiltIn() throws Exception {
        List<String> names = bundledTemplates();
        assertTrue(names.contains("sbatch.sh.ftl") && names.contains("lib/env.ftl") && names.size() >= 15, names.toString());
        try (Recording loader = new Recording()) {
            parse(loader, null, names);
            assertTrue(loader.loaded.contains("freemarker.core.FMParser"), "the templates were parsed in the recording loader");
            Set<String> builtIns = loader.builtIns();
            assertTrue(builtIns.isEmpty(), "a bundled template uses a FreeMarker built-in (" + builtIns.size() + " built-in classes"
                    + " loaded, e.g. " + builtIns.stream().limit(3).toList() + "): compute it in ScriptRenderer's model as a boolean"
                    + " or a list instead (docs/performance.md)");
        }
    }

    /** The check above sees a built-in: one template that uses {@code ?has_content} sets up the registry. */
    @Test
    void aTemplateWithABuiltInIsSeen(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("probe.ftl"), "<#if job.modules?has_content>x</#if>\n");
        try (Recording loader = new Recording()) {
            parse(loader, dir, List.of("probe.ftl"));
            assertTrue(loader.builtIns().size() > 100, loader.builtIns().toString());
        }
    }
}
