package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import freemarker.ext.beans.DefaultMemberAccessPolicy;
import freemarker.template.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The renderer's FreeMarker set-up: templates see maps, lists, strings, numbers and booleans, and no Java
 * member (clusterjob's member-access rules, src/main/resources/freemarker/ext/beans, in place of FreeMarker's
 * list; docs/performance.md says what that saves).
 */
class RendererTest {
    @TempDir
    Path dir;

    @Test
    void templatesReadMapsListsAndScalars() throws Exception {
        Files.writeString(dir.resolve("t.ftl"), "[=m.a] [=l?join(',')] [=n] [=b?c] [=s?length]");
        Map<String, Object> model = Map.of("m", Map.of("a", "x"), "l", List.of("p", "q"), "n", 42, "b", true, "s", "four");
        assertEquals("x p,q 42 true 4", new Renderer(dir).render("t.ftl", model));
    }

    /** With FreeMarker's own rules StringBuilder.length() is exposed, and this template prints 3. */
    @Test
    void templatesReachNoJavaMethod() throws Exception {
        Files.writeString(dir.resolve("t.ftl"), "[=sb.length()]");
        ClusterjobException e = assertThrows(ClusterjobException.class,
                () -> new Renderer(dir).render("t.ftl", Map.of("sb", new StringBuilder("abc"))));
        assertTrue(e.getMessage().contains("sb.length"), e.getMessage());
    }

    @Test
    void theRulesExposeNoMemberOfAnyClass() throws Exception {
        var policy = DefaultMemberAccessPolicy.getInstance(Configuration.VERSION_2_3_34);
        for (Class<?> c : List.of(Object.class, String.class, StringBuilder.class, Thread.class, Renderer.class)) {
            var rules = policy.forClass(c);
            for (var m : c.getMethods()) {
                assertFalse(rules.isMethodExposed(m), m.toString());
            }
            for (var k : c.getConstructors()) {
                assertFalse(rules.isConstructorExposed(k), k.toString());
            }
        }
        assertFalse(policy.isToStringAlwaysExposed());
    }
}
