import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassFileVersion;
import java.lang.classfile.ClassHierarchyResolver;
import java.lang.classfile.ClassTransform;
import java.lang.classfile.CodeTransform;
import java.lang.constant.ClassDesc;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * The release build's class-file upgrade (src/dist/build.sh; docs/performance.md, "Release archives"): copies a jar,
 * rewriting every class file older than Java 6 (major version below 50: picocli's, compiled for Java 5) as a Java 8
 * class file (52) whose methods carry stack map frames. A class-data archive or AOT cache cannot hold a class older
 * than 50, so each run read picocli's classes from the jar and checked them with the old inferencing verifier: about
 * 20% of a render's wall time. The code itself is unchanged (each method's instructions are written again, with the
 * frames the ClassFile API computes); every rewritten class passes the ClassFile API's verifier before it is written.
 * Everything else is copied as it is, in the same order with the same times, so the same jar gives the same bytes.
 * Needs Java 24 or newer (java.lang.classfile); run as a single-file program: java ClassFileUpgrade.java IN OUT.
 */
public final class ClassFileUpgrade {
    static final int OLDEST_ARCHIVABLE = 50;
    static final int TARGET = 52;

    private record Entry(String name, long time, byte[] bytes) {
    }

    private ClassFileUpgrade() {
    }

    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: java ClassFileUpgrade.java IN.jar OUT.jar");
            System.exit(2);
        }
        try {
            List<Entry> entries = read(Path.of(args[0]));
            int n = upgrade(entries);
            write(Path.of(args[1]), entries);
            System.err.println("class-file upgrade: " + n + " class files of " + args[0] + " rewritten as version " + TARGET);
        } catch (IOException | IllegalStateException | IllegalArgumentException e) {
            System.err.println("class-file upgrade: " + args[0] + ": " + e.getMessage());
            System.exit(1);
        }
    }

    private static List<Entry> read(Path jar) throws IOException {
        List<Entry> entries = new ArrayList<>();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            for (ZipEntry e : Collections.list(zip.entries())) {
                try (var in = zip.getInputStream(e)) {
                    entries.add(new Entry(e.getName(), e.getTime(), in.readAllBytes()));
                }
            }
        }
        return entries;
    }

    /** Rewrites the old class files among ENTRIES in place; returns how many. */
    static int upgrade(List<Entry> entries) {
        Map<String, byte[]> classes = new HashMap<>();
        for (Entry e : entries) {
            if (e.name().endsWith(".class") && !e.name().startsWith("META-INF/")) {
                classes.put(e.name(), e.bytes());
            }
        }
        ClassHierarchyResolver inJar = ClassHierarchyResolver.ofResourceParsing(desc -> {
            byte[] b = classes.get(internalName(desc) + ".class");
            return b == null ? null : new ByteArrayInputStream(b);
        });
        ClassFile cf = ClassFile.of(ClassFile.ClassHierarchyResolverOption.of(inJar.orElse(ClassHierarchyResolver.defaultResolver())));
        int n = 0;
        for (int i = 0; i < entries.size(); i++) {
            Entry e = entries.get(i);
            if (classes.containsKey(e.name()) && major(e.bytes()) < OLDEST_ARCHIVABLE) {
                entries.set(i, new Entry(e.name(), e.time(), rewrite(cf, e.name(), e.bytes())));
                n++;
            }
        }
        return n;
    }

    /** The class file's major version (bytes 6-7 after the magic number and the minor version). */
    static int major(byte[] classFile) {
        if (classFile.length < 8 || (classFile[0] & 0xff) != 0xca || (classFile[1] & 0xff) != 0xfe) {
            throw new IllegalArgumentException("not a class file");
        }
        return (classFile[6] & 0xff) << 8 | classFile[7] & 0xff;
    }

    private static byte[] rewrite(ClassFile cf, String name, byte[] old) {
        ClassTransform dropVersion = (builder, element) -> {
            if (!(element instanceof ClassFileVersion)) {
                builder.with(element);
            }
        };
        // Passing every method body through a code transform makes the API write the instructions again (with stack
        // maps, as version 52 requires) instead of copying the old Code attribute as it is.
        byte[] upgraded = cf.transformClass(cf.parse(old), dropVersion
                .andThen(ClassTransform.transformingMethodBodies(CodeTransform.ACCEPT_ALL))
                .andThen(ClassTransform.endHandler(builder -> builder.withVersion(TARGET, 0))));
        var errors = cf.verify(upgraded);
        if (!errors.isEmpty()) {
            throw new IllegalStateException(name + " does not verify once upgraded: " + errors.get(0).getMessage());
        }
        return upgraded;
    }

    private static String internalName(ClassDesc desc) {
        String d = desc.descriptorString();
        return d.substring(1, d.length() - 1);
    }

    private static void write(Path out, List<Entry> entries) throws IOException {
        Path tmp = Files.createTempFile(out.toAbsolutePath().getParent(), ".upgrade", ".jar");
        try {
            try (OutputStream file = Files.newOutputStream(tmp); ZipOutputStream zip = new ZipOutputStream(file)) {
                for (Entry e : entries) {
                    ZipEntry z = new ZipEntry(e.name());
                    z.setTime(e.time());
                    zip.putNextEntry(z);
                    zip.write(e.bytes());
                    zip.closeEntry();
                }
            }
            Files.move(tmp, out, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
