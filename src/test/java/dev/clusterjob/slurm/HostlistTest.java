package dev.clusterjob.slurm;

import dev.clusterjob.ClusterjobException;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Java expander, the rendered script's pure-shell expander and Slurm's own {@code scontrol show
 * hostnames} agree on the hostlist grammar of reference/slurm-mpi-env.md.
 */
class HostlistTest {
    @Test
    void grammarExamplesFromTheReference() {
        assertEquals(List.of("node01", "node02", "node03"), Hostlist.expand("node[01-03]", "t"));
        assertEquals(List.of("n009", "n010", "n011"), Hostlist.expand("n[009-011]", "t"));
        assertEquals(List.of("rack1-node01", "rack1-node02", "rack2-node01", "rack2-node02"), Hostlist.expand("rack[1-2]-node[01-02]", "t"));
        assertEquals(List.of("gpu-a01", "gpu-a02", "gpu-a03", "gpu-a07", "gpu-b5"), Hostlist.expand("gpu-a[01-03,07],gpu-b5", "t"));
        assertEquals(List.of("n1", "n2"), Hostlist.expand(" n1  n2 ", "t"));
        assertEquals(List.of("a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10"), Hostlist.expand("a[1-10]", "t"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"a[1-3", "a]1", "a[3-1]", "a[]", "a[x-2]", "a[1-2-3]", "a[[1]]", "", " , "})
    void malformedHostlistsAreOneLineErrors(String bad) {
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> Hostlist.expand(bad, "--nodelist"));
        assertTrue(e.getMessage().startsWith("--nodelist: malformed hostlist"), e.getMessage());
        assertEquals(2, e.exitCode());
        assertTrue(!e.getMessage().contains("\n"));
    }

    @Test
    void compressIsTheInverseForSortedLists() {
        List<String> hosts = List.of("node1", "node2", "node3", "node5", "gpu-a01", "gpu-a02", "x");
        assertEquals("node[1-3,5],gpu-a[01-02],x", Hostlist.compress(hosts));
        assertEquals(hosts, Hostlist.expand(Hostlist.compress(hosts), "t"));
    }

    /**
     * Slurm's order of host names (sinfo's and scontrol's hostlists): the list below as Slurm 22.05's
     * {@code scontrol show hostlistsorted} put it (testbed, instance 36), and Slurm's answer now when scontrol is here.
     */
    @Test
    void orderIsSlurmsHostlistOrder() throws Exception {
        List<String> slurms = List.of("a", "b2c3", "b2c10", "b10c1", "node1", "node2", "node10", "node010", "rack2-n1", "rack10-n1");
        List<String> shuffled = List.of("node10", "rack10-n1", "node2", "b10c1", "node010", "a", "rack2-n1", "b2c10", "node1", "b2c3");
        assertEquals(slurms, shuffled.stream().sorted(Hostlist.ORDER).toList());
        List<String> live = scontrolSorted(String.join(",", shuffled));
        if (live != null) {
            assertEquals(slurms, live, "Slurm's scontrol show hostlistsorted");
        }
    }

    /** scontrol's sorted hostlist, expanded, or null when scontrol is not installed. */
    static List<String> scontrolSorted(String hosts) throws Exception {
        List<String> sorted = scontrol("hostlistsorted", hosts);
        return sorted == null ? null : scontrol("hostnames", sorted.get(0));
    }

    @Provide
    Arbitrary<String> expressions() {
        Arbitrary<String> range = Combinators.combine(Arbitraries.integers().between(0, 30), Arbitraries.integers().between(0, 4),
                Arbitraries.integers().between(1, 3)).as((lo, span, width) -> {
                    String a = String.format("%0" + width + "d", lo);
                    return span == 0 ? a : a + "-" + String.format("%0" + width + "d", lo + span);
                });
        Arbitrary<String> group = range.list().ofMinSize(1).ofMaxSize(3).map(l -> "[" + String.join(",", l) + "]");
        Arbitrary<String> prefix = Arbitraries.of("node", "gpu-a", "n", "rack", "h100-", "x.y");
        // Slurm 22.05 rejects a suffix after the last bracket group, so the token ends with one (or has none).
        Arbitrary<String> token = Combinators.combine(prefix, group, Arbitraries.of("", "-n", "b"), group.injectDuplicates(0.1),
                Arbitraries.integers().between(0, 2)).as((p, g1, mid, g2, shape) -> switch (shape) {
                    case 0 -> p + Math.abs(g1.hashCode() % 100);
                    case 1 -> p + g1;
                    default -> p + g1 + (mid.isEmpty() ? "-" : mid) + g2;
                });
        return token.list().ofMinSize(1).ofMaxSize(3).map(l -> String.join(",", l));
    }

    @Property(tries = 60)
    void javaShellAndScontrolAgree(@ForAll("expressions") String expr) throws Exception {
        List<String> java = Hostlist.expand(expr, "t");
        assertEquals(java, shellExpand(expr), "pure-shell fallback of the rendered script");
        List<String> slurm = scontrolExpand(expr);
        if (slurm != null) {
            assertEquals(slurm, java, "Slurm's scontrol");
        }
    }

    /**
     * The rendered script's expander on {@code expr}: its stdout lines; fails with its stderr when it does not
     * exit 0. One bash loads runtime.sh once and expands every try's expression, each in a subshell of its own
     * (a fork of that shell as it stood after loading, so no try sees another's variables): a fresh bash per try
     * parsed runtime.sh again, about 30 ms of CPU each.
     */
    static synchronized List<String> shellExpand(String expr) throws Exception {
        assertTrue(!expr.contains("\n"), "one expression a line: " + expr);
        if (expander == null || !expander.isAlive()) {
            Path err = Files.createTempFile("cj-hostlist", ".err");
            err.toFile().deleteOnExit();
            String loop = Files.readString(Path.of("templates/lib/runtime.sh"))
                    + "\nwhile IFS= read -r e; do ( cj_expand_hostlist \"$e\" ) < /dev/null 2> \"$1\"; printf '%s %d\\n' \"$2\" \"$?\"; done\n";
            expander = new ProcessBuilder("bash", "-c", loop, "x", err.toString(), END).redirectErrorStream(true).start();
            expanderErr = err;
            toExpander = new java.io.PrintWriter(new java.io.OutputStreamWriter(expander.getOutputStream(), StandardCharsets.UTF_8), true);
            fromExpander = new java.io.BufferedReader(new java.io.InputStreamReader(expander.getInputStream(), StandardCharsets.UTF_8));
        }
        toExpander.println(expr);
        List<String> out = new java.util.ArrayList<>();
        for (String l = fromExpander.readLine(); ; l = fromExpander.readLine()) {
            assertTrue(l != null, "the expanding bash ended: " + out);
            int end = l.indexOf(END + " ");
            if (end >= 0) {
                if (end > 0) {
                    out.add(l.substring(0, end)); // a last line without its newline
                }
                assertEquals("0", l.substring(end + END.length() + 1), Files.readString(expanderErr, StandardCharsets.UTF_8));
                return out;
            }
            out.add(l);
        }
    }

    private static final String END = "\u0001end-of-expansion";
    private static Process expander;
    private static Path expanderErr;
    private static java.io.PrintWriter toExpander;
    private static java.io.BufferedReader fromExpander;

    /** scontrol's expansion (needs only a readable slurm.conf, no controller), or null when not installed. */
    static List<String> scontrolExpand(String expr) throws Exception {
        return scontrol("hostnames", expr);
    }

    /** {@code scontrol show WHAT ARG}'s lines (needs only a readable slurm.conf, no controller), or null when not installed. */
    static List<String> scontrol(String what, String arg) throws Exception {
        if (!Files.isExecutable(Path.of("/usr/bin/scontrol"))) {
            return null;
        }
        Path conf = Files.createTempFile("cj-slurm", ".conf");
        Files.writeString(conf, "ClusterName=t\nSlurmctldHost=localhost\nNodeName=n1 CPUs=1\nPartitionName=p Nodes=n1\n");
        ProcessBuilder pb = new ProcessBuilder("/usr/bin/scontrol", "show", what, arg);
        pb.environment().put("SLURM_CONF", conf.toString());
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        Files.delete(conf);
        return out.lines().toList();
    }
}
