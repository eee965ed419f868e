package dev.clusterjob.profile;

import dev.clusterjob.gate.GateCriteria;
import dev.clusterjob.gate.GateSettings;
import dev.clusterjob.quote.YamlQuote;

import java.util.Map;

/** Prints a merged profile as a YAML profile file that would define the same profile without extends. */
public final class ProfileYaml {
    private ProfileYaml() {
    }

    public static String write(ResolvedProfile p) {
        return write(p, java.util.Set.of());
    }

    /**
     * The same; for a built-in (a chain of built-ins only), each env line of {@code siteValues} (variables whose
     * value names one site's hardware) says so: it is a guess to check with {@code clusterjob probe} (docs/profiles.md).
     */
    public static String write(ResolvedProfile p, java.util.Set<String> siteValues) {
        boolean builtin = new java.util.HashSet<>(p.chain()).size() == p.chain().size() && p.chain().stream().allMatch(ProfileCatalog::isBuiltin);
        StringBuilder b = new StringBuilder();
        b.append("# profile ").append(p.name()).append(", merged from: ").append(String.join(" -> ", p.chain())).append('\n');
        b.append("profiles:\n  ").append(p.name()).append(":\n");
        line(b, "description", p.description());
        if (p.partition() != null) {
            line(b, "partition", p.partition());
        }
        b.append("    gpus_per_node: ").append(p.gpusPerNode()).append('\n');
        if (p.cpusPerGpu() != null) {
            b.append("    cpus_per_gpu: ").append(p.cpusPerGpu()).append('\n');
        }
        line(b, "gpu_vendor", p.gpuVendor().yamlName());
        b.append("    request_gpus: ").append(p.requestGpus()).append('\n');
        b.append("    preflight: ").append(p.preflight()).append('\n');
        map(b, "sbatch", p.sbatch(), null, java.util.Set.of());
        map(b, "env", p.env(), p.envSetBy(), builtin ? siteValues : java.util.Set.of());
        if (!p.modules().isEmpty()) {
            b.append("    modules:\n");
            p.modules().forEach(m -> b.append("      - ").append(YamlQuote.quote(m)).append('\n'));
        }
        if (!p.setup().isEmpty()) {
            b.append("    setup:\n");
            p.setup().forEach(l -> b.append("      - ").append(YamlQuote.quote(l)).append('\n'));
        }
        login(b, p.login());
        gate(b, p.gate());
        container(b, p.container());
        return b.toString();
    }

    /** The merged container: block (docs/long-runs.md, "container"); nothing when no profile of the chain has one. */
    private static void container(StringBuilder b, ContainerSettings c) {
        if (c.isEmpty()) {
            return;
        }
        b.append("    container:\n");
        if (c.runtime() != null) {
            b.append("      runtime: ").append(c.runtime().id()).append('\n');
        }
        if (c.image() != null) {
            b.append("      image: ").append(YamlQuote.quote(c.image())).append('\n');
        }
        if (!c.mounts().isEmpty()) {
            b.append("      mounts:\n");
            c.mounts().forEach(m -> b.append("        - ").append(YamlQuote.quote(m)).append('\n'));
        }
    }

    /** The merged gate: block (docs/gate.md); "gate: false" when a profile of the chain turned it off. */
    private static void gate(StringBuilder b, GateSettings g) {
        if (g == null) {
            return;
        }
        if (!Boolean.TRUE.equals(g.enabled())) {
            b.append("    gate: false\n");
            return;
        }
        StringBuilder k = new StringBuilder();
        if (g.tool() != null) {
            k.append("      tool: ").append(g.tool().id()).append('\n');
        }
        if (g.binary() != null) {
            k.append("      binary: ").append(YamlQuote.quote(g.binary())).append('\n');
        }
        if (g.python() != null) {
            k.append("      python: ").append(YamlQuote.quote(g.python())).append('\n');
        }
        if (g.minBusbwGbps() != null) {
            k.append("      min_busbw_gbps: ").append(GateCriteria.plain(g.minBusbwGbps())).append('\n');
        }
        if (g.minBytes() != null) {
            k.append("      min_bytes: ").append(g.minBytes()).append('\n');
        }
        if (g.maxBytes() != null) {
            k.append("      max_bytes: ").append(g.maxBytes()).append('\n');
        }
        if (g.perNode() != null) {
            k.append("      per_node: ").append(g.perNode()).append('\n');
        }
        if (g.spareNodes() != null) {
            k.append("      spare_nodes: ").append(g.spareNodes()).append('\n');
        }
        if (g.timeoutS() != null) {
            k.append("      timeout_s: ").append(g.timeoutS()).append('\n');
        }
        b.append(k.length() == 0 ? "    gate: true\n" : "    gate:\n" + k);
    }

    private static void login(StringBuilder b, LoginSettings l) {
        if (l.isEmpty()) {
            return;
        }
        b.append("    login:\n");
        if (l.host() != null) {
            b.append("      host: ").append(YamlQuote.quote(l.host())).append('\n');
        }
        if (l.port() != null) {
            b.append("      port: ").append(l.port()).append('\n');
        }
        if (l.user() != null) {
            b.append("      user: ").append(YamlQuote.quote(l.user())).append('\n');
        }
        if (l.identity() != null) {
            b.append("      identity: ").append(YamlQuote.quote(l.identity())).append('\n');
        }
        if (l.remoteDir() != null) {
            b.append("      remote_dir: ").append(YamlQuote.quote(l.remoteDir())).append('\n');
        }
        if (l.knownHosts() != null) {
            b.append("      known_hosts: ").append(YamlQuote.quote(l.knownHosts())).append('\n');
        }
    }

    private static void line(StringBuilder b, String key, String value) {
        b.append("    ").append(key).append(": ").append(YamlQuote.quote(value)).append('\n');
    }

    private static void map(StringBuilder b, String key, Map<String, String> m, Map<String, String> setBy, java.util.Set<String> site) {
        if (m.isEmpty()) {
            return;
        }
        b.append("    ").append(key).append(":\n");
        m.forEach((k, v) -> {
            b.append("      ").append(k).append(": ").append(YamlQuote.quote(v));
            if (setBy != null && setBy.get(k) != null) {
                b.append("   # from ").append(setBy.get(k));
                if (site.contains(k)) {
                    b.append(" (one site's value: check yours with clusterjob probe)");
                }
            }
            b.append('\n');
        });
    }
}
