package dev.clusterjob;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The packages of the main classes, as the JDK's jdeps reads them from the compiled classes, form no
 * cycle, and only {@code startup/} itself and {@link Main} name {@code dev.clusterjob.startup}. Main is the
 * entry point that wires everything together, so it is a node of its own beside the root package (which
 * then holds only what every package uses: ExitCodes, ClusterjobException, Version).
 */
class PackageCyclesTest {
    private static final String ROOT = "dev.clusterjob";
    private static final String MAIN = ROOT + ".Main";
    /** A cycle of another part's packages, known and left to it (issue 29): listed so that no new one joins it unseen. */
    private static final Set<Set<String>> KNOWN = Set.of(Set.of(ROOT + ".profile", ROOT + ".slurm"));
    private static final Pattern EDGE = Pattern.compile("^\\s+(dev\\.clusterjob[\\w.$]*)\\s+->\\s+(dev\\.clusterjob[\\w.$]*)\\s");

    /** Class-level edges of the main classes: "from class" -> the classes it uses. */
    private static Map<String, Set<String>> classEdges;

    @BeforeAll
    static void readClasses() throws URISyntaxException {
        Path classes = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        classEdges = classEdges(jdeps("-verbose:class", "-filter:none", classes.toString()));
    }

    static String jdeps(String... args) {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new AssertionError("the JDK's jdeps tool is missing"));
        StringWriter out = new StringWriter();
        int code = jdeps.run(new PrintWriter(out), new PrintWriter(out), args);
        assertEquals(0, code, out.toString());
        return out.toString();
    }

    static Map<String, Set<String>> classEdges(String jdepsOutput) {
        Map<String, Set<String>> edges = new TreeMap<>();
        for (String line : jdepsOutput.split("\n")) {
            Matcher m = EDGE.matcher(line);
            if (m.find()) {
                edges.computeIfAbsent(m.group(1), k -> new TreeSet<>()).add(m.group(2));
            }
        }
        return edges;
    }

    /** The node a class belongs to: its package, or Main for Main and its nested classes. */
    static String node(String className) {
        if (className.equals(MAIN) || className.startsWith(MAIN + "$")) {
            return MAIN;
        }
        return className.substring(0, className.lastIndexOf('.'));
    }

    static Map<String, Set<String>> packageEdges(Map<String, Set<String>> classEdges) {
        Map<String, Set<String>> edges = new TreeMap<>();
        classEdges.forEach((from, tos) -> {
            for (String to : tos) {
                if (!node(from).equals(node(to))) {
                    edges.computeIfAbsent(node(from), k -> new TreeSet<>()).add(node(to));
                }
            }
        });
        return edges;
    }

    /** The strongly connected groups of more than one node (Tarjan's algorithm). */
    static List<Set<String>> cycles(Map<String, Set<String>> edges) {
        return new Tarjan(edges).groups;
    }

    @Test
    void packagesFormNoCycle() {
        List<Set<String>> found = cycles(packageEdges(classEdges));
        found.removeIf(KNOWN::contains);
        assertEquals(List.of(), found, "package cycles (jdeps -verbose:class over target/classes)");
    }

    @Test
    void onlyStartupAndMainNameStartup() {
        Set<String> users = new TreeSet<>();
        classEdges.forEach((from, tos) -> {
            String n = node(from);
            if (!n.equals(ROOT + ".startup") && !n.equals(MAIN) && tos.stream().anyMatch(t -> node(t).equals(ROOT + ".startup"))) {
                users.add(from);
            }
        });
        assertEquals(Set.of(), users);
        assertTrue(classEdges.get(MAIN).stream().anyMatch(t -> node(t).equals(ROOT + ".startup")), "jdeps' output was read: Main uses startup/");
    }

    /** The reading of jdeps' output and the cycle search, on a table of made-up graphs. */
    @Test
    void cycleSearchFindsExactlyTheCycles() {
        record Case(Map<String, Set<String>> edges, List<Set<String>> cycles) { }
        for (Case c : List.of(
                new Case(Map.of("a", Set.of("b"), "b", Set.of("c")), List.of()),
                new Case(Map.of("a", Set.of("b"), "b", Set.of("a")), List.of(Set.of("a", "b"))),
                new Case(Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"), "d", Set.of("a")), List.of(Set.of("a", "b", "c"))),
                new Case(Map.of("a", Set.of("b"), "b", Set.of("a"), "c", Set.of("d"), "d", Set.of("c")), List.of(Set.of("a", "b"), Set.of("c", "d"))))) {
            assertEquals(new TreeSet<>(c.cycles().stream().map(TreeSet::new).map(Object::toString).toList()),
                    new TreeSet<>(cycles(c.edges()).stream().map(TreeSet::new).map(Object::toString).toList()), c.edges().toString());
        }
        String output = "   dev.clusterjob.Main                 -> dev.clusterjob.cli.CommandRunner   classes\n"
                + "   dev.clusterjob.cli.CommandRunner    -> dev.clusterjob.Main                classes\n"
                + "   dev.clusterjob.cli.CommandRunner    -> java.io.PrintWriter                java.base\n"
                + "   dev.clusterjob.Main$1               -> dev.clusterjob.ExitCodes           classes\n";
        Map<String, Set<String>> packages = packageEdges(classEdges(output));
        assertEquals(Map.of(MAIN, Set.of(ROOT + ".cli", ROOT), ROOT + ".cli", Set.of(MAIN)), packages);
        assertEquals(List.of(Set.of(MAIN, ROOT + ".cli")), cycles(packages));
    }

    /** Tarjan's strongly connected components, recursive (a few dozen packages). */
    private static final class Tarjan {
        final Map<String, Set<String>> edges;
        final Map<String, Integer> index = new HashMap<>();
        final Map<String, Integer> low = new HashMap<>();
        final List<String> stack = new ArrayList<>();
        final List<Set<String>> groups = new ArrayList<>();

        Tarjan(Map<String, Set<String>> edges) {
            this.edges = edges;
            for (String v : new TreeSet<>(edges.keySet())) {
                if (!index.containsKey(v)) {
                    visit(v);
                }
            }
        }

        void visit(String v) {
            index.put(v, index.size());
            low.put(v, index.get(v));
            stack.add(v);
            for (String w : edges.getOrDefault(v, Set.of())) {
                if (!index.containsKey(w)) {
                    visit(w);
                    low.put(v, Math.min(low.get(v), low.get(w)));
                } else if (stack.contains(w)) {
                    low.put(v, Math.min(low.get(v), index.get(w)));
                }
            }
            if (low.get(v).equals(index.get(v))) {
                Set<String> group = new TreeSet<>();
                String w;
                do {
                    w = stack.remove(stack.size() - 1);
                    group.add(w);
                } while (!w.equals(v));
                if (group.size() > 1) {
                    groups.add(group);
                }
            }
        }
    }
}
