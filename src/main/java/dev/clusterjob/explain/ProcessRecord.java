package dev.clusterjob.explain;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * One process the simulated job would start (a training process, as far as explain can tell): its
 * host, the script line it was started from, the launchers in between ("srun>torchrun"), its argv and
 * environment (the simulation's own variables removed), and the variables that are decided only at
 * start-up ({@code unknown}: e.g. RANK under a c10d rendezvous).
 */
public record ProcessRecord(String host, int line, String via, String script, List<String> argv, Map<String, String> env,
                            Set<String> unknown) {

    /** What PATH shows when the script added nothing to it: the submitting shell's, which sbatch passes on. */
    public static final String LOGIN_PATH = "(your PATH at sbatch time)";

    /** Every record in {@code dir} (the stand-ins' .argv/.env/.meta files); {@code ownDirs} are removed from PATH. */
    public static List<ProcessRecord> readAll(Path dir, List<String> ownDirs) throws IOException {
        List<ProcessRecord> out = new ArrayList<>();
        List<Path> metas;
        try (Stream<Path> s = Files.list(dir)) {
            metas = s.filter(p -> p.getFileName().toString().endsWith(".meta")).sorted().toList();
        }
        for (Path meta : metas) {
            String base = meta.toString().substring(0, meta.toString().length() - ".meta".length());
            Path env = Path.of(base + ".env");
            out.add(read(Files.readString(meta), nulSplit(Path.of(base + ".argv")), ExportedVariables.parse(Files.readString(env)), ownDirs));
        }
        return out;
    }

    static ProcessRecord read(String meta, List<String> argv, Map<String, String> exported, List<String> ownDirs) {
        Map<String, String> m = new LinkedHashMap<>();
        for (String l : meta.split("\n")) {
            int eq = l.indexOf('=');
            if (eq > 0) {
                m.put(l.substring(0, eq), l.substring(eq + 1));
            }
        }
        Map<String, String> env = new TreeMap<>();
        Set<String> unknown = new LinkedHashSet<>();
        for (Map.Entry<String, String> kv : exported.entrySet()) {
            String k = kv.getKey();
            String v = kv.getValue();
            if (k.equals("CJX_UNKNOWN")) {
                unknown.addAll(Arrays.asList(v.split(",")));
            } else if (!own(k)) {
                env.put(k, v);
            }
        }
        String path = env.get("PATH");
        if (path != null) {
            List<String> kept = Arrays.stream(path.split(":")).filter(d -> !ownDirs.contains(d)).toList();
            if (kept.isEmpty()) {
                env.put("PATH", LOGIN_PATH);
            } else {
                env.put("PATH", String.join(":", kept));
            }
        }
        unknown.removeIf(String::isEmpty);
        return new ProcessRecord(m.getOrDefault("host", ""), parseInt(m.get("line")), m.getOrDefault("via", ""),
                m.getOrDefault("script", ""), List.copyOf(argv), env, unknown);
    }

    /** The simulation's own variables: never part of what a process would see. */
    static boolean own(String name) {
        return name.startsWith("CJX_") || name.equals("BASH_ENV");
    }

    private static int parseInt(String s) {
        try {
            return s == null ? 0 : Integer.parseInt(s.strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static List<String> nulSplit(Path f) throws IOException {
        if (!Files.exists(f)) {
            return List.of();
        }
        String s = new String(Files.readAllBytes(f), StandardCharsets.UTF_8);
        if (s.isEmpty()) {
            return List.of();
        }
        List<String> out = new ArrayList<>(Arrays.asList(s.split("\0", -1)));
        if (out.get(out.size() - 1).isEmpty()) {
            out.remove(out.size() - 1);
        }
        return out;
    }
}
