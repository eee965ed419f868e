package freemarker.ext.beans;

import freemarker.template.Configuration;
import freemarker.template.Template;
import org.junit.jupiter.api.Test;

import java.io.StringWriter;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * clusterjob replaces FreeMarker's DefaultMemberAccessPolicy with a copy whose rules load on first use
 * (start-up, docs/performance.md). These tests hold the copy to the original: same FreeMarker version,
 * the same decision for every public member of the classes the rule list names and of common JDK and
 * clusterjob types, and no rule loading when a Configuration renders maps, lists and strings.
 */
class DefaultMemberAccessPolicyPatchTest {

    /** Classes whose every public member is compared: the rule list's own, and ordinary ones. */
    private static final List<Class<?>> CLASSES = List.of(Object.class, Thread.class, ThreadGroup.class, Class.class,
            ClassLoader.class, Method.class, Field.class, Constructor.class, System.class, Runtime.class,
            ProcessBuilder.class, Process.class, String.class, StringBuilder.class, Integer.class, java.math.BigDecimal.class,
            java.util.HashMap.class, java.util.ArrayList.class, java.util.Date.class, java.io.File.class,
            java.net.URL.class, java.net.URI.class, java.nio.file.Path.class, java.nio.file.Files.class,
            java.security.ProtectionDomain.class, java.lang.reflect.Proxy.class, java.lang.invoke.MethodHandles.class,
            java.util.logging.Logger.class, dev.clusterjob.spec.JobSpec.class, Configuration.class);

    @Test
    void patchIsForTheFreeMarkerVersionOnTheClassPath() {
        // The copy is FreeMarker 2.3.34's class; another version may have changed the original.
        assertEquals("2.3.34", Configuration.getVersion().toString(),
                "FreeMarker changed: re-copy src/main/java/freemarker/ext/beans/DefaultMemberAccessPolicy.java from its sources");
        assertTrue(DefaultMemberAccessPolicy.class.getProtectionDomain().getCodeSource().getLocation().getPath()
                .endsWith("/classes/"), "the patched class must shadow FreeMarker's (target/classes first)");
    }

    @Test
    void everyDecisionMatchesTheOriginalClass() throws Exception {
        try (URLClassLoader original = new URLClassLoader(new URL[] {freemarkerJar()}, ClassLoader.getPlatformClassLoader())) {
            Class<?> origPolicyClass = original.loadClass("freemarker.ext.beans.DefaultMemberAccessPolicy");
            assertNotEquals(DefaultMemberAccessPolicy.class, origPolicyClass);
            Class<?> versionClass = original.loadClass("freemarker.template.Version");
            Object version = versionClass.getConstructor(String.class).newInstance("2.3.34");
            Object origPolicy = origPolicyClass.getMethod("getInstance", versionClass).invoke(null, version);
            DefaultMemberAccessPolicy patched = DefaultMemberAccessPolicy.getInstance(Configuration.VERSION_2_3_34);

            assertEquals(origPolicyClass.getMethod("isToStringAlwaysExposed").invoke(origPolicy),
                    patched.isToStringAlwaysExposed());
            int compared = 0;
            int hidden = 0;
            Class<?> classPolicyType = original.loadClass("freemarker.ext.beans.ClassMemberAccessPolicy");
            Method origForClass = origPolicyClass.getMethod("forClass", Class.class);
            for (Class<?> c : CLASSES) {
                Object origClassPolicy = origForClass.invoke(origPolicy, c);
                ClassMemberAccessPolicy patchedClassPolicy = patched.forClass(c);
                List<Member> members = new ArrayList<>();
                members.addAll(List.of(c.getMethods()));
                members.addAll(List.of(c.getConstructors()));
                members.addAll(List.of(c.getFields()));
                for (Member m : members) {
                    boolean want;
                    boolean got;
                    if (m instanceof Method method) {
                        want = (boolean) classPolicyType.getMethod("isMethodExposed", Method.class).invoke(origClassPolicy, method);
                        got = patchedClassPolicy.isMethodExposed(method);
                    } else if (m instanceof Constructor<?> ctor) {
                        want = (boolean) classPolicyType.getMethod("isConstructorExposed", Constructor.class).invoke(origClassPolicy, ctor);
                        got = patchedClassPolicy.isConstructorExposed(ctor);
                    } else {
                        want = (boolean) classPolicyType.getMethod("isFieldExposed", Field.class).invoke(origClassPolicy, (Field) m);
                        got = patchedClassPolicy.isFieldExposed((Field) m);
                    }
                    assertEquals(want, got, () -> c.getName() + ": " + m);
                    compared++;
                    if (!want) {
                        hidden++;
                    }
                }
            }
            assertTrue(compared > 1000, "compared " + compared);
            // the policy is not vacuous: Class.getClassLoader, Object.notify ... are hidden
            assertTrue(hidden > 300, "hidden " + hidden);
            assertFalse(patched.forClass(Class.class).isMethodExposed(Class.class.getMethod("getClassLoader")));
            assertFalse(patched.forClass(Thread.class).isMethodExposed(Object.class.getMethod("notify")));
        }
    }

    @Test
    void renderingMapsListsAndStringsDoesNotLoadTheRules() throws Exception {
        Path classes = Path.of(DefaultMemberAccessPolicy.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        try (URLClassLoader fresh = new URLClassLoader(new URL[] {classes.toUri().toURL(), freemarkerJar()},
                ClassLoader.getPlatformClassLoader())) {
            Class<?> cfgClass = fresh.loadClass(Configuration.class.getName());
            Class<?> versionClass = fresh.loadClass("freemarker.template.Version");
            Object cfg = cfgClass.getConstructor(versionClass).newInstance(cfgClass.getField("VERSION_2_3_34").get(null));
            Class<?> templateClass = fresh.loadClass(Template.class.getName());
            Object t = templateClass.getConstructor(String.class, String.class, cfgClass)
                    .newInstance("t", "${m.a}<#list l as x>${x}</#list>${s?upper_case}${n + 1}", cfg);
            StringWriter out = new StringWriter();
            templateClass.getMethod("process", Object.class, java.io.Writer.class)
                    .invoke(t, Map.of("m", Map.of("a", "A"), "l", List.of("x", "y"), "s", "s", "n", 41), out);
            assertEquals("AxyS42", out.toString());
            assertFalse(rulesLoaded(fresh), "Configuration + a render over maps, lists and strings resolved the rules");

            // a bean does reach the policy, which then loads and applies the rules
            Object bean = templateClass.getConstructor(String.class, String.class, cfgClass)
                    .newInstance("b", "${f.name}<#attempt>${f.class.classLoader}<#recover>hidden</#attempt>", cfg);
            StringWriter out2 = new StringWriter();
            templateClass.getMethod("process", Object.class, java.io.Writer.class)
                    .invoke(bean, Map.of("f", new java.io.File("x.txt")), out2);
            assertEquals("x.txthidden", out2.toString());
            assertTrue(rulesLoaded(fresh));
        }
    }

    private static boolean rulesLoaded(ClassLoader loader) throws Exception {
        Class<?> policy = Class.forName("freemarker.ext.beans.DefaultMemberAccessPolicy", true, loader);
        Field f = policy.getDeclaredField("rulesLoaded");
        f.setAccessible(true);
        return f.getBoolean(null);
    }

    private static URL freemarkerJar() throws Exception {
        URL jar = Configuration.class.getProtectionDomain().getCodeSource().getLocation();
        assertTrue(jar.getPath().endsWith(".jar"), jar.toString());
        return jar;
    }
}
