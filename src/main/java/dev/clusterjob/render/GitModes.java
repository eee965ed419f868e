package dev.clusterjob.render;

import dev.clusterjob.exec.CommandResult;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.ExecException;
import dev.clusterjob.exec.ExternalCommand;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Whether git records checked-in scripts as executable, for {@code check}: git tracks a file's mode
 * ({@code 100644} or {@code 100755}), so a script whose executable bit differs from git's shows as changed
 * in {@code git status} although its text is the same. One {@code git ls-files -s -z} per repository
 * (git-ls-files(1): "[<tag> ]<mode> <object> <stage>\t<file>", NUL-terminated with -z).
 */
public final class GitModes {
    private GitModes() {
    }

    /** The argv that lists {@code paths} (relative to {@code root}) with their staged modes. */
    static List<String> argv(Path root, List<String> paths) {
        List<String> a = new ArrayList<>(List.of("git", "-C", root.toString(), "ls-files", "-s", "-z", "--"));
        a.addAll(paths);
        return a;
    }

    /** Parses {@code git ls-files -s -z}: path (relative to the repository root) -> executable in git. */
    static Map<String, Boolean> parse(String out) {
        Map<String, Boolean> m = new HashMap<>();
        for (String rec : out.split("\0")) {
            int tab = rec.indexOf('\t');
            if (tab < 0 || !rec.matches("(?s)\\d{6} [0-9a-f]+ \\d\t.*")) {
                continue;
            }
            m.put(rec.substring(tab + 1), rec.startsWith("100755"));
        }
        return m;
    }

    /**
     * For each of {@code files} that a git repository tracks: whether git records it as executable. Files outside a
     * repository, untracked ones, or all of them when git cannot be run, are left out (there is nothing to compare).
     */
    public static Map<Path, Boolean> executableInGit(CommandRunner runner, List<Path> files) {
        Map<Path, List<Path>> byRoot = new LinkedHashMap<>();
        for (Path f : files) {
            Path abs = f.toAbsolutePath().normalize();
            Path root = root(abs.getParent());
            if (root != null) {
                byRoot.computeIfAbsent(root, r -> new ArrayList<>()).add(abs);
            }
        }
        Map<Path, Boolean> out = new HashMap<>();
        for (Map.Entry<Path, List<Path>> e : byRoot.entrySet()) {
            Path root = e.getKey();
            List<String> rel = e.getValue().stream().map(p -> root.relativize(p).toString()).toList();
            CommandResult r;
            try {
                r = runner.run(ExternalCommand.of(argv(root, rel)).withTimeout(Duration.ofSeconds(30)));
            } catch (ExecException noGit) {
                return Map.of();
            }
            if (!r.ok()) {
                continue;
            }
            parse(r.stdout()).forEach((p, x) -> out.put(root.resolve(p).normalize(), x));
        }
        return out;
    }

    /** The nearest folder at or above {@code dir} that holds {@code .git} (a folder, or a worktree's file), or null. */
    static Path root(Path dir) {
        for (Path d = dir; d != null; d = d.getParent()) {
            if (Files.exists(d.resolve(".git"))) {
                return d;
            }
        }
        return null;
    }
}
