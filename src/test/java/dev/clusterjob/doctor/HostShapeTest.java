package dev.clusterjob.doctor;

import dev.clusterjob.doctor.DoctorCorpus.Entry;
import dev.clusterjob.doctor.DoctorCorpus.Verdict;
import dev.clusterjob.know.Finding;
import dev.clusterjob.slurm.Hostlist;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The node a finding is about is named whatever shape its name has: every open log whose index line names the cause's
 * node (or peer), and that doctor reads right as written, is read again with that name replaced, wherever it stands as a
 * whole word, by each of the shapes below (a name by a name, an address by an address), and the cause must keep its code
 * and name the new node (or peer). The same shapes in the same order on every run. The cells doctor gets wrong are
 * exactly those {@code host-shape-misses.tsv} lists (remove a line when doctor gets it right; a new one fails the test).
 *
 * <p>A name is replaced with its domain kept when the log writes one ({@code gpu-07.example.org} becomes
 * {@code dgx-h100-01.example.org}); where the log never writes one, the shape is written whole (with its own domain, if
 * any). A shape is not tried on a log that already has it as a word (or, for a dotted shape, its first label): the log
 * would then name two nodes alike, and which one the cause is about could no longer be told. A Slurm hostlist that holds the
 * name ({@code node[01-04]}) is written out with the shape in its place, so that the log lists the same nodes; a capital or an
 * underscore is not tried on a log of Kubernetes objects, whose names have neither.
 */
class HostShapeTest {
    private static final LogDoctor DOCTOR = new LogDoctor(DoctorRules.bundled());
    static final Path MISSES = RealWorldDoctorCorpusTest.DIR.resolve("host-shape-misses.tsv");

    /**
     * Node names as clusters write them: a dashed name, a cluster's FQDN, HPE Cray's nid and xname, a vendor box, AWS's
     * private DNS name, a name with its GPU in it, a Kubernetes pod's DNS name, an upper-case name and a mixed-case FQDN (as
     * /etc/hosts or a Windows-run DNS may spell it), a name that starts as a program's does (Stanford Sherlock's "sh03-01n71",
     * "sh" the shell's name), and a plain word (a cluster that names nodes after birds: doctor reads
     * such a word as a host only where the message's form says it is one). Then the shapes of other clusters' names, each
     * as a provider's documentation gives its form or a real log (an open log's source) prints one, the source on its line.
     */
    static final List<String> NAMES = List.of("gpu-07", "node12.cluster.example.org",
            "nid001234", // HPE Cray EX (Frontier, Perlmutter, LUMI, Alps): nid005023 in https://github.com/lumi-ai-factory/laifs-container-recipes/issues/12, nid006365 in https://docs.cscs.ch/software/communication/nccl/
            "x3004c0s7b0n0", // HPE Cray EX xname, cabinet-chassis-slot-board-node: https://cray-hpe.github.io/docs-csm/en-15/operations/component_names_xnames (x1000c5s7b0n1 in https://github.com/reger-men/HPL_GPU/issues/20)
            "dgx-h100-01",
            "ip-10-0-1-23.ec2.internal", // AWS EC2's IP name with its us-east-1 domain: https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/ec2-instance-naming.html
            "cn-a100-017", "trainer-worker-1.trainer.default.svc", "GPU07", "Gpu07.Cluster.Local", "sh03-01n71", "kestrel",
            "ip-10-1-2-3", // AWS EC2's IP name as the host name, no domain ("ip-10-24-34-0"): the same page; ip-26-0-141-178 in https://github.com/vwxyzjn/cleanba/issues/5
            "queue1-st-p5-48xlarge-1", // AWS ParallelCluster's $QUEUE-$STATDYN-$INSTANCE_TYPE-$NODENUM, a static node: https://docs.aws.amazon.com/parallelcluster/v2/ug/queue-mode.html
            "compute-dy-g5-3", // the same, a dynamic node (compute-dy-t3large-2 in https://github.com/banyan-team/banyan-julia/issues/6)
            "a3-highgpu-8g-0", // a Google Cloud instance named after its machine type (a3-highgpu-8g): https://cloud.google.com/compute/docs/gpus
            "cluster-a3nodeset-3", // Slurm-GCP's CLUSTER-NODESET-N, a nodeset of https://docs.cloud.google.com/cluster-toolkit/docs/modules/slurm-nodeset (hpcslurm-c4nodeset-1 in https://github.com/GoogleCloudPlatform/cluster-toolkit/issues/3225)
            "hpc-pg0-12", // Azure CycleCloud Slurm's NODEARRAY-pgPLACEMENTGROUP-N, as https://github.com/Azure/cyclecloud-slurm names a nodearray's nodes (hpc-pg0-2 in https://github.com/NVIDIA/pyxis/issues/61)
            "llama-train-worker-3", // a Kubeflow PyTorchJob's pod, JOB-worker-N: https://kubeflow.org/docs/components/pytorch (pytorchjob-worker-0 in https://github.com/kubeflow/trainer/issues/1579)
            "job-abc12-master-0", // the same job's master pod, JOB-master-0, of a generated job name (pytorchjob-example-82cjcqdz-master-0 in https://github.com/kubeflow/katib/issues/1112)
            "gpu017.hpc.example.edu", // a university cluster's FQDN (d-9-11-1.supercloud.mit.edu in https://github.com/pytorch/examples/issues/1279, comp-bc-0240.acib.production.int.aci.ics.psu.edu in https://github.com/JohannesBuchner/PyMultiNest/issues/158)
            "GPU-NODE-01", // upper case with dashes (HCA-14 in https://github.com/NVIDIA/nccl-tests/issues/322, Orion-01-01 in https://github.com/hafs-community/HAFS/issues/101)
            "10-0-0-5", // digits first, an address written with dashes (10-192-80-132 in https://github.com/NVIDIA/nccl-tests/issues/180)
            "3090-box", // digits first, a box named after its GPU (8h200-2 in https://github.com/NVIDIA/nccl/issues/1597, 731-sc in https://github.com/QEF/q-e/issues/32)
            "node_01"); // an underscore: no host name may have one (RFC 952, 1123), but hosts are so named and tools print them (Qintian_1 in https://github.com/open-mpi/ompi/issues/7085)
    /** IPv4 addresses: a private one of each range. */
    static final List<String> ADDRESSES = List.of("10.1.2.3", "192.168.100.254", "172.16.31.7");
    /**
     * Loopback addresses are a kind of their own: that a peer is one is what some causes are (gloo's "Connection closed by
     * peer [127.0.1.1]", the Debian host name's address): replaced by another loopback address only.
     */
    static final List<String> LOOPBACKS = List.of("127.0.0.1", "127.0.1.1", "127.1.2.3");
    /** IPv6: a global or unique-local address for one, a link-local one for a link-local one (its zone, "%ib0", kept as the log writes it). */
    static final List<String> ADDRESSES6 = List.of("2001:db8:10::7", "fd00:1:2::23");
    static final List<String> LINK_LOCALS = List.of("fe80::a00:27ff:fe4e:66a1", "fe80::1");
    /** What no Kubernetes object's name has (RFC 1123 labels: lower case, digits, '-'): a capital or an underscore. */
    private static final Pattern NOT_K8S = Pattern.compile(".*[A-Z_].*");

    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(?:\\.\\d{1,3}){3}");
    private static final Pattern IPV6 = Pattern.compile("(?i)[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}");
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_-]*(?:\\.[A-Za-z0-9_-]+)*");

    /** One log, one role (node or peer), one shape: the log with the name replaced, and what the cause must then name. */
    record Cell(Entry entry, String role, String shape, String log, Entry expect) {
        String key() {
            return entry.file() + "\t" + role + " as " + shape;
        }
    }

    /**
     * A name as it stands in a log: not inside a longer name or a number (slurmstepd's "slurmstepd-HOST: " is the one name
     * written glued to a word before it; an underscore may follow, as in the kubelet's "pod=POD_NAMESPACE(UID)"); a dotted
     * name with its domain.
     */
    static Pattern occurrences(String name) {
        if (IPV4.matcher(name).matches()) {
            return Pattern.compile("(?<![\\w.])" + Pattern.quote(name) + "(?![\\w]|\\.\\d)");
        }
        if (IPV6.matcher(name).matches()) {
            return Pattern.compile("(?i)(?<![0-9A-Fa-f:])" + Pattern.quote(name) + "(?![0-9A-Fa-f])");
        }
        return Pattern.compile("(?i)(?:(?<![\\w.-])|(?<=slurmstepd-))" + Pattern.quote(name) + "((?:\\.[A-Za-z0-9-]+)*)(?![A-Za-z0-9-])");
    }

    /** The first of the index's names that the log carries as a word ({@code a|b}: the one the log writes), or null. */
    static String carried(List<String> names, String log) {
        for (String n : names) {
            String bare = n.replaceFirst("%\\w+$", ""); // an IPv6 address without its zone
            String base = address(bare) ? bare : shortName(n);
            if ((address(bare) || NAME.matcher(n).matches()) && occurrences(base).matcher(log).find()) {
                return base;
            }
        }
        return null;
    }

    static boolean address(String name) {
        return IPV4.matcher(name).matches() || IPV6.matcher(name).matches();
    }

    private static String shortName(String name) {
        int dot = name.indexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    /**
     * {@code log} with every occurrence of {@code name} replaced by {@code shape}, the log's domain kept where it writes one;
     * a Slurm hostlist that holds the name ({@code node[01-04]} for node02) is written out with the shape in the name's place
     * ({@code node01,SHAPE,node03,node04}), so that the log still lists the same hosts.
     */
    static String replaced(String log, String name, String shape) {
        return replaced(log, name, shape, writesDomain(log, name), holdsInList(log, name));
    }

    /** {@link #replaced} with what it asks of the log asked once for all its shapes: whether it writes a domain, whether a hostlist holds the name. */
    private static String replaced(String log, String name, String shape, boolean anyDomain, boolean listed) {
        Matcher m = occurrences(name).matcher(address(name) || !listed ? log : hostlistsMapped(log, name, anyDomain ? shortName(shape) : shape));
        if (address(name)) {
            return m.replaceAll(Matcher.quoteReplacement(shape));
        }
        return cutAlike(log, name, m.replaceAll(r -> Matcher.quoteReplacement(r.group(1).isEmpty()
                ? (anyDomain ? shortName(shape) : shape) : shortName(shape) + r.group(1))), anyDomain ? shortName(shape) : shape);
    }

    /**
     * A log whose first characters the paste lost, the start of the name with them ("unnervm76f27:rank1: ..." of runnervm76f27): the
     * shape as the same cut leaves it, so that the log reads as if the node had had that name when it was pasted.
     */
    private static String cutAlike(String log, String name, String text, String shape) {
        for (int lost = 1; lost <= 3 && name.length() - lost >= 4 && shape.length() - lost >= 1; lost++) {
            String tail = name.substring(lost);
            if (log.startsWith(tail) && (log.length() == tail.length() || !Character.isLetterOrDigit(log.charAt(tail.length())))) {
                return shape.substring(lost) + text.substring(tail.length());
            }
        }
        return text;
    }

    /** Whether the log writes the name with a domain anywhere ("gpu-07.example.org"). */
    private static boolean writesDomain(String log, String name) {
        if (address(name)) {
            return false;
        }
        Matcher m = occurrences(name).matcher(log);
        while (m.find()) {
            if (!m.group(1).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** Whether a hostlist of the log holds the name. */
    private static boolean holdsInList(String log, String name) {
        if (address(name)) {
            return false;
        }
        Matcher m = HOSTLIST.matcher(log);
        while (m.find()) {
            if (listHosts(m.group()).stream().anyMatch(h -> h.equalsIgnoreCase(name))) {
                return true;
            }
        }
        return false;
    }

    /** A Slurm hostlist expression with a bracket of ranges ({@code nid[001234-001237,001300]}), not inside a longer word. */
    private static final Pattern HOSTLIST = Pattern.compile("(?<![\\w.\\[-])[A-Za-z][\\w-]*\\[\\d[\\d,-]*\\]");

    /** Each hostlist of {@code log} that holds {@code name}, written out host by host with {@code shape} for the name. */
    static String hostlistsMapped(String log, String name, String shape) {
        return HOSTLIST.matcher(log).replaceAll(r -> {
            List<String> hosts = listHosts(r.group());
            return Matcher.quoteReplacement(hosts.stream().noneMatch(h -> h.equalsIgnoreCase(name)) ? r.group()
                    : String.join(",", hosts.stream().map(h -> h.equalsIgnoreCase(name) ? shape : h).toList()));
        });
    }

    /** The hosts of a hostlist expression; none where Slurm would not read it, or it holds more than a log's node list would. */
    private static List<String> listHosts(String expr) {
        try {
            List<String> hosts = Hostlist.expand(expr, "log");
            return hosts.size() > 4096 ? List.of() : hosts;
        } catch (RuntimeException e) {
            return List.of();
        }
    }

    /** Whether the shape (or its first label) is a word of the log already: two nodes alike, the cell not tried. */
    static boolean clashes(String log, String shape) {
        String base = address(shape) ? shape : shortName(shape);
        return occurrences(base).matcher(log).find();
    }

    /** The cells, made once: both sweeps below read them (each log's names found and replaced, some 3,000 texts). */
    private static List<Cell> cells;

    /** Every cell of every open log doctor reads right as written, in file and shape order. */
    static synchronized List<Cell> cells() throws IOException {
        if (cells == null) {
            cells = List.copyOf(makeCells());
        }
        return cells;
    }

    private static List<Cell> makeCells() throws IOException {
        Map<String, Verdict> known = DoctorCorpus.knownMisses(DoctorCorpus.OPEN);
        // each log's cells apart (its names found, its texts made), the logs side by side; the cells in the logs' order
        return DoctorCorpus.read(DoctorCorpus.OPEN).parallelStream().flatMap(e -> cellsOf(e, known).stream()).toList();
    }

    /** The cells of one log: none for a healthy or nameless log, or a miss already as written (known-misses.tsv). */
    private static List<Cell> cellsOf(Entry e, Map<String, Verdict> known) {
        List<Cell> out = new ArrayList<>();
        if (e.expect().isEmpty() || (e.nodes().isEmpty() && e.peers().isEmpty()) || known.containsKey(e.file())) {
            return out;
        }
        String log;
        try {
            log = Files.readString(e.log(), StandardCharsets.UTF_8);
        } catch (IOException x) {
            throw new UncheckedIOException(x);
        }
        String node = carried(e.nodes(), log);
        String peer = carried(e.peers(), log);
        if (node != null && peer != null && (occurrences(node).matcher(peer).find() || occurrences(peer).matcher(node).find())) {
            return out; // the node and the peer are one name: replacing one would replace both
        }
        cellsOf(out, e, "node", node, log);
        cellsOf(out, e, "peer", peer, log);
        return out;
    }

    /**
     * A log of Kubernetes objects: a pasted kubectl command names its pods (the name doctor takes from "kubectl logs POD"), after a
     * user's or root's prompt, or k9s's line at the end of a pod's log ("stream closed: EOF for NS/POD (CONTAINER)"); or the index's
     * versions column says the log is a Kubernetes controller's (Kubeflow's operators, LeaderWorkerSet, Kueue, KubeRay, the kubelet).
     */
    private static final Pattern KUBECTL = Pattern.compile("(?m)^\\s*(?:[$#] )?kubectl |^\\s*stream (?:closed|canceled):? \\S.*? for [a-z0-9-]+/");
    private static final Pattern KUBERNETES_TOOL = Pattern.compile("(?i).*\\b(?:kube\\w*|kubectl|k8s|leaderworkerset|kueue)\\b.*");

    private static void cellsOf(List<Cell> out, Entry e, String role, String name, String log) {
        if (name == null) {
            return;
        }
        List<String> shapes = IPV6.matcher(name).matches() ? (name.toLowerCase(Locale.ROOT).startsWith("fe80:") ? LINK_LOCALS : ADDRESSES6)
                : !IPV4.matcher(name).matches() ? NAMES : name.startsWith("127.") ? LOOPBACKS : ADDRESSES;
        boolean kubernetes = e.expect().get(0).startsWith("k8s.") || KUBECTL.matcher(log).find() || KUBERNETES_TOOL.matcher(e.versions()).matches();
        boolean anyDomain = writesDomain(log, name);
        boolean listed = holdsInList(log, name);
        for (String shape : shapes) {
            if (clashes(log, shape)) {
                continue;
            }
            if (kubernetes && NOT_K8S.matcher(shape).matches()) {
                continue; // Kubernetes names its nodes and pods in lower case only, no underscore (RFC 1123): no log of its objects shows GPU07 or node_01
            }
            String text = replaced(log, name, shape, anyDomain, listed);
            // the name replaced in the index's alternatives too ("localhost:4", a host and its slots); the others stay as they are
            // (and in the log: "failed on node rzwhippet40", "... rzwhippet41")
            List<String> to = (role.equals("node") ? e.nodes() : e.peers()).stream()
                    .map(n -> replaced(n, name, shape)).toList();
            Entry expect = role.equals("node")
                    ? new Entry(e.dir(), e.file(), e.cls(), e.expect(), e.versions(), e.source(), to, e.peers())
                    : new Entry(e.dir(), e.file(), e.cls(), e.expect(), e.versions(), e.source(), e.nodes(), to);
            out.add(new Cell(e, role, shape, text, expect));
        }
    }

    @Test
    void theCauseNamesTheNodeWhateverItsShape() throws IOException {
        long cpu = processCpu();
        List<Cell> cells = cells();
        // the cells side by side (LogDoctor keeps no state between diagnoses, its caches are concurrent), so that the sweep takes both
        // cores when the suite leaves one free; the counts and the misses are gathered in the cells' order, as before
        List<Boolean> right = cells.parallelStream()
                .map(c -> DoctorCorpus.judge(c.expect(), diagnose(c.entry().file(), c.log())).verdict() == Verdict.RIGHT).toList();
        TreeSet<String> misses = new TreeSet<>();
        Map<String, int[]> byShape = new TreeMap<>();
        for (int i = 0; i < cells.size(); i++) {
            Cell c = cells.get(i);
            int[] s = byShape.computeIfAbsent(c.role() + " as " + c.shape(), k -> new int[2]);
            s[1]++;
            if (right.get(i)) {
                s[0]++;
            } else {
                misses.add(c.key());
            }
        }
        StringBuilder table = new StringBuilder();
        byShape.forEach((shape, s) -> table.append(String.format(Locale.ROOT, "  %-45s %4d of %4d right%n", shape, s[0], s[1])));
        System.out.printf(Locale.ROOT, "host shapes: %d of %d log x shape cells named right (%d logs), %.1f CPU s of the JVM%n%s",
                cells.size() - misses.size(), cells.size(), cells.stream().map(c -> c.entry().file()).distinct().count(),
                (processCpu() - cpu) / 1e9, table);
        assertEquals(String.join("\n", DoctorCorpus.listedLines(MISSES)), String.join("\n", misses),
                "the log x shape cells doctor names wrong (" + MISSES + ": remove what it now gets right)");
    }

    /** The JVM's CPU time in nanoseconds, every thread's (the sweep runs on the common pool's too). */
    private static long processCpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /** The sweep is not about a handful of logs: most named open logs get cells, every shape is tried on many. */
    @Test
    void everyShapeIsTriedOnManyLogs() throws IOException {
        List<Cell> cells = cells();
        long logs = cells.stream().map(c -> c.entry().file()).distinct().count();
        assertTrue(logs >= 200, logs + " logs");
        for (String shape : NAMES) {
            long n = cells.stream().filter(c -> c.role().equals("node") && c.shape().equals(shape)).count();
            assertTrue(n >= 150, shape + ": " + n + " logs");
        }
    }

    /** The replacement itself: whole words only, the domain kept, the shape whole where the log writes no domain. */
    @Test
    void replacesTheNameAsAWordOnly() {
        String log = "gpu-3:12:12 [0] NCCL WARN x\n[gpu-3.example.org:99] y\ngpu-30 gpu-3-ib /h/gpu-3.log-gpu-3\n";
        assertEquals("nid001234:12:12 [0] NCCL WARN x\n[nid001234.example.org:99] y\ngpu-30 gpu-3-ib /h/nid001234.log-gpu-3\n",
                replaced(log, "gpu-3", "nid001234"));
        assertEquals("slurmstepd-GPU07: error: *** JOB 1 ON GPU07 CANCELLED\n",
                replaced("slurmstepd-n01: error: *** JOB 1 ON n01 CANCELLED\n", "n01", "GPU07"));
        assertEquals("[dgx.c.org:1] z\n", replaced("[n7:1] z\n", "n7", "dgx.c.org"));
        assertEquals("to 10.1.2.3:29500 from 10.0.0.21 v1.0.0.2\n", replaced("to 10.0.0.2:29500 from 10.0.0.21 v1.0.0.2\n", "10.0.0.2", "10.1.2.3"));
        assertEquals("n1", carried(List.of("n2", "n1.cluster"), "host n1 failed"));
        assertEquals("NODELIST node01,nid001234,node03,node04 node[05-06]; on nid001234: x[1-2]\n",
                replaced("NODELIST node[01-04] node[05-06]; on node02: x[1-2]\n", "node02", "nid001234"));
        assertTrue(clashes("on node12 and n3", "node12.cluster.example.org"));
        assertEquals("fe80::966d:ae03:8b:df78", carried(List.of("fe80::966d:ae03:8b:df78%ib0"), "peer [fe80::966d:ae03:8b:df78%ib0]:1"));
        assertEquals("fe80::1%ib0", replaced("fe80::966d:ae03:8b:df78%ib0", "fe80::966d:ae03:8b:df78", "fe80::1"));
        assertEquals("to [2001:db8:10::7]:29500, not 2401:db00:21:604e:face:0:13:1", replaced("to [2401:db00:21:604e:face:0:13:0]:29500, not 2401:db00:21:604e:face:0:13:1",
                "2401:db00:21:604e:face:0:13:0", "2001:db8:10::7"));
    }

    static List<Finding> diagnose(String file, String log) {
        try {
            return DOCTOR.diagnose(file, new BufferedReader(new StringReader(log), Math.max(1, Math.min(8192, log.length()))), NodeMap.empty());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
