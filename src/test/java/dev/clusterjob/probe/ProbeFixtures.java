package dev.clusterjob.probe;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Test fixtures: real outputs under src/test/resources/probe (SOURCES.md) and the real collect.sh run on sysfs trees built from them. */
final class ProbeFixtures {
    static final Path DIR = Path.of("src/test/resources/probe");
    static final Path COLLECTOR = Path.of("src/main/resources/dev/clusterjob/probe/collect.sh");

    private ProbeFixtures() {
    }

    static String read(String name) {
        try {
            return Files.readString(DIR.resolve(name));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** One RDMA port of a sysfs tree: state lines as the kernel writes them. */
    record Port(String device, int port, String state, String physState, String linkLayer, String rate) {
    }

    /**
     * Writes {@code root/sys/class/infiniband/DEV/ports/N/...} for {@code ports}, with the GID rows of a
     * show_gids fixture (gids/N, gid_attrs/types/N, gid_attrs/ndevs/N) and, as on a real port, zero GIDs
     * with no readable type in the indices show_gids did not list (up to 8).
     */
    static void sysfs(Path root, String showGids, List<Port> ports, boolean dropV2) throws IOException {
        Map<String, Map<Integer, String[]>> rows = new LinkedHashMap<>();
        for (String line : showGids.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length < 6 || !f[2].matches("\\d+")) {
                continue;
            }
            String ver = f[f.length - 2];
            String ndev = f[f.length - 1];
            if (dropV2 && ver.equals("v2")) {
                continue;
            }
            rows.computeIfAbsent(f[0] + ":" + f[1], k -> new LinkedHashMap<>())
                    .put(Integer.parseInt(f[2]), new String[] {f[3], ver.equals("v2") ? "RoCE v2" : "IB/RoCE v1", ndev});
        }
        for (Port p : ports) {
            Path d = root.resolve("sys/class/infiniband/" + p.device() + "/ports/" + p.port());
            Files.createDirectories(d.resolve("gids"));
            Files.createDirectories(d.resolve("gid_attrs/types"));
            Files.createDirectories(d.resolve("gid_attrs/ndevs"));
            Files.writeString(d.resolve("state"), p.state() + "\n");
            Files.writeString(d.resolve("phys_state"), p.physState() + "\n");
            Files.writeString(d.resolve("link_layer"), p.linkLayer() + "\n");
            Files.writeString(d.resolve("rate"), p.rate() + "\n");
            Map<Integer, String[]> gids = rows.getOrDefault(p.device() + ":" + p.port(), Map.of());
            for (int i = 0; i < 8; i++) {
                String[] g = gids.get(i);
                if (g == null) {
                    Files.writeString(d.resolve("gids/" + i), "0000:0000:0000:0000:0000:0000:0000:0000\n");
                    continue;
                }
                Files.writeString(d.resolve("gids/" + i), g[0] + "\n");
                Files.writeString(d.resolve("gid_attrs/types/" + i), g[1] + "\n");
                Files.writeString(d.resolve("gid_attrs/ndevs/" + i), g[2] + "\n");
            }
        }
    }

    /** An IB port's GID table: the subnet prefix fe80::/64 and the port GUID, type "IB/RoCE v1" as the kernel reports on IB. */
    static void ibGid(Path root, String device, int port, String guid) throws IOException {
        Path d = root.resolve("sys/class/infiniband/" + device + "/ports/" + port);
        Files.writeString(d.resolve("gids/0"), "fe80:0000:0000:0000:" + guid + "\n");
        Files.writeString(d.resolve("gid_attrs/types/0"), "IB/RoCE v1\n");
    }

    /** Puts an executable {@code name} printing {@code output} in {@code bin}. */
    static void tool(Path bin, String name, String output) throws IOException {
        Files.createDirectories(bin);
        Path data = bin.resolve(name + ".out");
        Files.writeString(data, output);
        Path f = bin.resolve(name);
        Files.writeString(f, "#!/bin/sh\ncat '" + data + "'\n");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** A fake nvidia-smi: {@code topo -m} prints {@code topology}, anything else {@code query}. */
    static void nvidiaSmi(Path bin, String query, String topology) throws IOException {
        Files.createDirectories(bin);
        Files.writeString(bin.resolve("nvidia-smi.query"), query);
        Files.writeString(bin.resolve("nvidia-smi.topo"), topology);
        Path f = bin.resolve("nvidia-smi");
        Files.writeString(f, "#!/bin/sh\nif [ \"$1\" = topo ]; then cat '" + bin.resolve("nvidia-smi.topo") + "'; else cat '"
                + bin.resolve("nvidia-smi.query") + "'; fi\n");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** Runs the real collect.sh (facts) with {@code root} as CLUSTERJOB_PROBE_ROOT, as node {@code node}, with {@code bin} first on PATH. */
    static String collect(Path root, String node, Path bin, Map<String, String> env) throws IOException, InterruptedException {
        List<String> argv = new ArrayList<>(List.of("bash", "-c", Files.readString(COLLECTOR), "clusterjob-probe", "facts"));
        ProcessBuilder pb = new ProcessBuilder(argv).redirectErrorStream(true);
        pb.environment().clear();
        pb.environment().put("PATH", (bin == null ? "" : bin + ":") + "/usr/sbin:/usr/bin:/sbin:/bin");
        pb.environment().put("CLUSTERJOB_PROBE_ROOT", root.toString());
        pb.environment().put("SLURMD_NODENAME", node);
        pb.environment().putAll(env);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new AssertionError("collect.sh failed: " + out);
        }
        return out;
    }
}
