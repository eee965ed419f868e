package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import freemarker.cache.FileTemplateLoader;
import freemarker.cache.MultiTemplateLoader;
import freemarker.cache.TemplateLoader;
import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The only owner of FreeMarker: one {@link Configuration} per process (re-creating it per render is
 * the manual's "grave mistake"), templates from the bundled top-level {@code templates/} folder,
 * optionally overridden file by file from a user folder.
 */
public final class Renderer {
    static {
        // FreeMarker otherwise probes for SLF4J/Log4j at start-up; we log nothing through it.
        System.setProperty("org.freemarker.loggerLibrary", "none");
    }

    private final Configuration cfg;

    /** @param overrideDir a folder whose files replace bundled templates of the same name, or null */
    public Renderer(Path overrideDir) {
        cfg = new Configuration(Configuration.VERSION_2_3_34);
        TemplateLoader bundled = new BundledTemplateLoader();
        if (overrideDir != null) {
            try {
                cfg.setTemplateLoader(new MultiTemplateLoader(new TemplateLoader[] {
                        new FileTemplateLoader(overrideDir.toFile()), bundled}));
            } catch (IOException e) {
                throw ClusterjobException.badInput(overrideDir.toString(), "template folder not readable: " + e.getMessage());
            }
        } else {
            cfg.setTemplateLoader(bundled);
        }
        cfg.setRegisteredCustomOutputFormats(List.of(ShellOutputFormat.INSTANCE));
        cfg.setOutputFormat(ShellOutputFormat.INSTANCE);
        // [=x] interpolation leaves bash's ${x} alone; directives stay <#...>.
        cfg.setInterpolationSyntax(Configuration.SQUARE_BRACKET_INTERPOLATION_SYNTAX);
        cfg.setTagSyntax(Configuration.ANGLE_BRACKET_TAG_SYNTAX);
        cfg.setDefaultEncoding("UTF-8");
        cfg.setLocale(Locale.ROOT);
        cfg.setTimeZone(new java.util.SimpleTimeZone(0, "UTC")); // not getTimeZone("UTC"): that loads tzdb.dat
        cfg.setNumberFormat("computer");
        cfg.setBooleanFormat("c");
        cfg.setLocalizedLookup(false);
        cfg.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        cfg.setLogTemplateExceptions(false);
        cfg.setWrapUncheckedExceptions(true);
        cfg.setFallbackOnNullLoopVariable(false);
        cfg.setTemplateUpdateDelayMilliseconds(Long.MAX_VALUE);
    }

    /** Templates a thread has started to parse (or parsed): each is parsed once, by whichever thread comes first. */
    private final java.util.concurrent.ConcurrentHashMap<String, java.util.concurrent.CompletableFuture<Void>> parsing =
            new java.util.concurrent.ConcurrentHashMap<>();
    /** Templates asked for and not yet taken by a thread, in the order asked. */
    private final java.util.concurrent.ConcurrentLinkedQueue<String> queue = new java.util.concurrent.ConcurrentLinkedQueue<>();

    /**
     * Parses templates into the cache now, sharing the work with other threads that call this
     * (start-up: the warm-up thread and the main thread; FreeMarker's parser is interpreted then,
     * and the cache itself does not stop two threads from parsing the same template twice). Queues
     * {@code names}, parses queued templates no thread has taken yet (its own and others'), then
     * waits for those of {@code names} that another thread is still parsing.
     */
    public void prepare(String... names) {
        queue.addAll(java.util.Arrays.asList(names));
        for (String n; (n = queue.poll()) != null; ) {
            parseOnce(n, false);
        }
        for (String n : names) {
            parseOnce(n, true);
        }
    }

    /** Parses {@code name} unless a thread took it already; then waits for that thread when {@code wait}. */
    private void parseOnce(String name, boolean wait) {
        java.util.concurrent.CompletableFuture<Void> mine = new java.util.concurrent.CompletableFuture<>();
        java.util.concurrent.CompletableFuture<Void> theirs = parsing.putIfAbsent(name, mine);
        if (theirs != null) {
            if (wait) {
                theirs.join();
            }
            return;
        }
        try {
            cfg.getTemplate(name);
        } catch (IOException | RuntimeException e) {
            // a missing or broken template is reported by render(), where it is used
        } finally {
            mine.complete(null);
        }
    }

    /** Template {@code name}, parsed once and cached (TemplateBuiltInsTest parses every bundled one through here). */
    Template template(String name) throws IOException {
        return cfg.getTemplate(name);
    }

    /** Renders template {@code name} (e.g. {@code sbatch.sh.ftl}) with {@code model}. */
    public String render(String name, Map<String, Object> model) {
        try {
            Template t = template(name);
            StringWriter out = new StringWriter(8192);
            t.process(model, out);
            return out.toString();
        } catch (TemplateException e) {
            throw new ClusterjobException(ExitCodes.INTERNAL, "template " + name + ": " + e.getMessageWithoutStackTop(), e);
        } catch (IOException e) {
            throw new ClusterjobException(ExitCodes.INTERNAL, "template " + name + ": " + e.getMessage(), e);
        }
    }
}
