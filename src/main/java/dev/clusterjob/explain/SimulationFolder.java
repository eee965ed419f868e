package dev.clusterjob.explain;

import dev.clusterjob.fs.Resources;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The private folder one simulation runs in (mode 700, under the JVM's temporary folder): the
 * stand-ins (bin/), the few real tools the script may use (tools/, links), the prelude every bash
 * reads, one folder per simulated node (its GPUs; with node facts its interfaces and addresses), the
 * records (rec/), HOME, TMPDIR and the submit folder (work/). Nothing is written anywhere else.
 */
public final class SimulationFolder {
    /** The stand-ins shipped in src/main/resources/dev/clusterjob/explain/sim/bin. */
    static final List<String> STANDINS = List.of("srun", "mpirun", "torchrun", "python", "deepspeed", "accelerate", "llamafactory-cli",
            "horovodrun", "pdsh", "ssh", "scontrol", "hostname", "ip", "sleep", "nproc", "whoami", "env", ".process", ".orted",
            ".ds-launch", ".wrapper", ".slurm-client", ".sandbox", "module", "apptainer");
    /** More names for the same stand-ins. */
    static final Map<String, String> ALIASES = aliases();
    /** Real programs a script may run as they are: text, files and arithmetic inside the private folder. */
    static final List<String> TOOLS = List.of("awk", "gawk", "mawk", "basename", "cat", "chmod", "cmp", "comm", "cp", "cut", "date",
            "dirname", "du", "echo", "expr", "false", "find", "fold", "getopt", "grep", "egrep", "fgrep", "head", "id", "install",
            "join", "ln", "ls", "md5sum", "mkdir", "mktemp", "mv", "nl", "od", "paste", "printenv", "printf", "readlink", "realpath",
            "rev", "rm", "rmdir", "sed", "seq", "sha1sum", "sha256sum", "shuf", "sort", "split", "stat", "tac", "tail", "tee", "test",
            "touch", "tr", "true", "truncate", "uniq", "wc", "xargs", "yes", "base64", "column", "jq", "bc", "diff", "uname",
            "which", "dd", "sum", "cksum", "expand", "tsort");

    private final Path root;

    private SimulationFolder(Path root) {
        this.root = root;
    }

    public Path root() {
        return root;
    }

    public Path bin() {
        return root.resolve("bin");
    }

    public Path tools() {
        return root.resolve("tools");
    }

    public Path work() {
        return root.resolve("work");
    }

    public Path home() {
        return root.resolve("home");
    }

    public Path tmp() {
        return root.resolve("tmp");
    }

    public Path records() {
        return root.resolve("rec");
    }

    public Path notes() {
        return root.resolve("notes");
    }

    /** Where the batch script is copied and run from, as slurmd runs it from its spool folder. */
    public Path script() {
        return root.resolve("job").resolve("slurm_script");
    }

    /** A new folder with the stand-ins and tools, and one folder per host of {@code facts}. */
    public static SimulationFolder create(Map<String, NodeFiles> nodes, String hostPath) throws IOException {
        Path root = Files.createTempDirectory("clusterjob-explain-",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        SimulationFolder f = new SimulationFolder(root);
        for (String d : List.of("bin", "tools", "work", "home", "tmp", "rec", "steps", "job", "nodes", "addr")) {
            Files.createDirectories(root.resolve(d));
        }
        Files.writeString(f.notes(), "");
        for (String name : List.of("prelude.sh", "lib.sh", "lib-mpi.sh")) {
            Files.write(root.resolve(name), resource(name));
        }
        for (String name : STANDINS) {
            executable(f.bin().resolve(name), resource("bin/" + name));
        }
        for (Map.Entry<String, String> a : ALIASES.entrySet()) {
            executable(f.bin().resolve(a.getKey()), resource("bin/" + a.getValue()));
        }
        linkTools(f.tools(), hostPath);
        for (Map.Entry<String, NodeFiles> n : nodes.entrySet()) {
            n.getValue().write(root.resolve("nodes").resolve(n.getKey()), root.resolve("addr"), n.getKey());
        }
        return f;
    }

    /** The host's copy of each tool, found on {@code hostPath}, linked into tools/. */
    private static void linkTools(Path tools, String hostPath) throws IOException {
        for (String t : TOOLS) {
            for (String dir : hostPath.split(File.pathSeparator)) {
                Path p = Path.of(dir.isEmpty() ? "." : dir, t);
                if (dir.startsWith("/") && Files.isRegularFile(p) && Files.isExecutable(p)) {
                    Files.createSymbolicLink(tools.resolve(t), p);
                    break;
                }
            }
        }
    }

    /** The absolute path of {@code program} on {@code hostPath}, or null. */
    public static String find(String program, String hostPath) {
        for (String dir : hostPath.split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, program);
            if (dir.startsWith("/") && Files.isRegularFile(p) && Files.isExecutable(p)) {
                return p.toString();
            }
        }
        return null;
    }

    private static void executable(Path p, byte[] bytes) throws IOException {
        Files.write(p, bytes);
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwx------"));
    }

    private static byte[] resource(String name) throws IOException {
        return Resources.text("dev/clusterjob/explain/sim/" + name).getBytes(StandardCharsets.UTF_8);
    }

    private static Map<String, String> aliases() {
        Map<String, String> m = new LinkedHashMap<>();
        for (String n : List.of("mpiexec", "orterun", "prterun", "oshrun")) {
            m.put(n, "mpirun");
        }
        for (String n : List.of("python3", "python2")) {
            m.put(n, "python");
        }
        m.put("lmf", "llamafactory-cli");
        m.put("ml", "module");
        m.put("singularity", "apptainer");
        for (String n : List.of("numactl", "taskset", "nice", "nohup", "stdbuf", "timeout", "chrt", "ionice")) {
            m.put(n, ".wrapper");
        }
        for (String n : List.of("sbatch", "salloc", "squeue", "sinfo", "sacct", "scancel", "sstat", "sattach")) {
            m.put(n, ".slurm-client");
        }
        return m;
    }

    /** What one node's folder holds: its GPU indexes, and from node facts its interfaces and addresses. */
    public record NodeFiles(String gpus, List<String> links, List<String> addrs, List<String> inet) {
        void write(Path dir, Path addrDir, String host) throws IOException {
            Files.createDirectories(dir);
            if (gpus != null && !gpus.isEmpty()) {
                Files.writeString(dir.resolve("gpus"), gpus + "\n");
            }
            if (links != null) {
                Files.write(dir.resolve("links"), links);
                Files.write(dir.resolve("addrs"), addrs);
                Files.write(dir.resolve("inet"), inet);
                for (String a : inet) {
                    if (a.matches("[0-9A-Fa-f.:]+")) {
                        Path d = Files.createDirectories(addrDir.resolve(a));
                        Files.writeString(d.resolve("node"), host + "\n");
                    }
                }
            }
        }

        /**
         * Every host's files: its GPU indexes (the job's under Slurm, the node's by hand), and with node facts
         * its interfaces as {@code ip -o link} / {@code ip -o addr} print them and its IPv4 addresses.
         */
        static Map<String, NodeFiles> of(Allocation a, NodeFactsFile facts) {
            Map<String, NodeFiles> out = new LinkedHashMap<>();
            for (Allocation.Part p : a.components()) {
                for (String h : p.hosts()) {
                    String gpus = p.gpusPerNode() > 0 ? BatchEnvironment.gpuIds(p.gpusPerNode()) : null;
                    NodeFactsFile.Node n = facts.node(h);
                    if (n == null) {
                        out.put(h, new NodeFiles(gpus, null, List.of(), List.of()));
                        continue;
                    }
                    List<String> links = new ArrayList<>();
                    List<String> addrs = new ArrayList<>();
                    List<String> inet = new ArrayList<>();
                    int k = 1;
                    for (NodeFactsFile.Iface i : n.interfaces()) {
                        String flags = switch (i.state()) {
                            case "up", "unknown" -> "BROADCAST,MULTICAST,UP,LOWER_UP";
                            case "no-carrier" -> "NO-CARRIER,BROADCAST,MULTICAST,UP";
                            default -> "BROADCAST,MULTICAST";
                        };
                        links.add(k + ": " + i.name() + ": <" + flags + "> mtu 1500 state " + i.state().toUpperCase(java.util.Locale.ROOT));
                        for (String addr : i.inet()) {
                            addrs.add(k + ": " + i.name() + "    inet " + addr + " scope global " + i.name());
                            String bare = addr.contains("/") ? addr.substring(0, addr.indexOf('/')) : addr;
                            if (!i.name().equals("lo") && !bare.startsWith("127.")) {
                                inet.add(bare);
                            }
                        }
                        k++;
                    }
                    out.put(h, new NodeFiles(gpus, links, addrs, inet));
                }
            }
            return out;
        }
    }
}
