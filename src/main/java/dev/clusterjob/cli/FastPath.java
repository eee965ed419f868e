package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.render.JobRenderer;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * Runs well-formed {@code render} and {@code check} invocations without building picocli's model,
 * which is most of a cold start (its converter registry and annotation reflection cost more than
 * the render itself). Anything unusual (help, an unknown or malformed option, a bad number) is left to
 * picocli by returning null, so errors and help come from one place. {@code FastPathTest} checks that
 * this table names exactly the options picocli knows, and that both paths give the same results.
 */
public final class FastPath {
    /** Tests switch it off to compare against picocli's path. */
    static volatile boolean enabled = true;

    /** render's options that take a value, and how each is stored on {@link RenderArgs}. */
    static final Map<String, BiConsumer<RenderArgs, String>> RENDER_OPTIONS = new LinkedHashMap<>();

    static {
        RENDER_OPTIONS.put("--profile", (r, v) -> r.job.profile = v);
        RENDER_OPTIONS.put("--profile-file", (r, v) -> r.job.profileFiles.add(Path.of(v)));
        RENDER_OPTIONS.put("--nodes", (r, v) -> r.job.nodes = Integer.valueOf(v));
        RENDER_OPTIONS.put("--gpus-per-node", (r, v) -> r.job.gpusPerNode = Integer.valueOf(v));
        RENDER_OPTIONS.put("--launcher", (r, v) -> r.job.launcher = v);
        RENDER_OPTIONS.put("--launcher-command", (r, v) -> r.job.launcherCommand = v);
        RENDER_OPTIONS.put("--launcher-arg", (r, v) -> {
            if (r.job.launcherArgs == null) {
                r.job.launcherArgs = new ArrayList<>();
            }
            r.job.launcherArgs.add(v);
        });
        RENDER_OPTIONS.put("--partition", (r, v) -> r.job.partition = v);
        RENDER_OPTIONS.put("--time", (r, v) -> r.job.time = v);
        RENDER_OPTIONS.put("--job-name", (r, v) -> r.job.jobName = v);
        RENDER_OPTIONS.put("--sbatch", (r, v) -> r.job.sbatch = put(r.job.sbatch, v));
        RENDER_OPTIONS.put("--env", (r, v) -> r.job.env = put(r.job.env, v));
        RENDER_OPTIONS.put("--target", (r, v) -> r.job.target = v);
        RENDER_OPTIONS.put("--hostfile", (r, v) -> r.job.hostfile = v);
        RENDER_OPTIONS.put("--launch-mode", (r, v) -> r.job.launchMode = v);
        RENDER_OPTIONS.put("--ssh-port", (r, v) -> r.job.sshPort = Integer.valueOf(v));
        RENDER_OPTIONS.put("--master-port", (r, v) -> r.job.masterPort = Integer.valueOf(v));
        RENDER_OPTIONS.put("--max-restarts", (r, v) -> r.job.maxRestarts = Integer.valueOf(v));
        RENDER_OPTIONS.put("--container-runtime", (r, v) -> r.job.containerRuntime = v);
        RENDER_OPTIONS.put("--container-image", (r, v) -> r.job.containerImage = v);
        RENDER_OPTIONS.put("--output", (r, v) -> r.output = v);
        RENDER_OPTIONS.put("-o", (r, v) -> r.output = v);
        RENDER_OPTIONS.put("--templates", (r, v) -> r.templates = Path.of(v));
    }

    /** render's options without a value (negatable booleans: both spellings are listed). */
    static final Map<String, java.util.function.Consumer<RenderArgs>> RENDER_FLAGS = new LinkedHashMap<>();

    static {
        RENDER_FLAGS.put("--preflight", r -> r.job.preflight = Boolean.TRUE);
        RENDER_FLAGS.put("--no-preflight", r -> r.job.preflight = Boolean.FALSE);
        RENDER_FLAGS.put("--gate", r -> r.job.gate = Boolean.TRUE);
        RENDER_FLAGS.put("--no-gate", r -> r.job.gate = Boolean.FALSE);
        RENDER_FLAGS.put("--requeue", r -> r.job.requeue = Boolean.TRUE);
        RENDER_FLAGS.put("--no-requeue", r -> r.job.requeue = Boolean.FALSE);
    }

    /** Options that may be given more than once; picocli refuses a repeated single-value option. */
    static final java.util.Set<String> REPEATABLE = java.util.Set.of("--profile-file", "--launcher-arg", "--sbatch", "--env");

    /** What a render invocation asked for. */
    static final class RenderArgs {
        final JobOptions job = new JobOptions();
        String output;
        Path templates;
        final List<String> positionals = new ArrayList<>();
        int afterDoubleDash;
    }

    private FastPath() {
    }

    /** Runs the command when it is a plain render or check; null means "let picocli do it". */
    public static Integer tryRun(String[] args, PrintWriter out, PrintWriter err) {
        if (!enabled || args.length == 0) {
            return null;
        }
        if (args[0].equals("render") || args[0].equals("check")) {
            JobRenderer.warmUp();
        }
        try {
            if (args[0].equals("render")) {
                RenderArgs r = parseRender(args);
                if (r == null) {
                    return null;
                }
                return RenderCommand.run(RenderCommand.Positionals.split(r.positionals, r.afterDoubleDash),
                        r.job, r.output, r.templates, out, err);
            }
            if (args[0].equals("check")) {
                List<Path> paths = new ArrayList<>();
                for (int i = 1; i < args.length; i++) {
                    if (args[i].startsWith("-")) {
                        return null;
                    }
                    paths.add(Path.of(args[i]));
                }
                return CheckCommand.run(paths.isEmpty() ? List.of(Path.of(".")) : paths, out, err);
            }
        } catch (ClusterjobException e) {
            err.println("clusterjob: " + e.getMessage());
            return e.exitCode();
        }
        return null;
    }

    /** Parses render's arguments, or returns null for anything picocli should handle. */
    static RenderArgs parseRender(String[] args) {
        RenderArgs r = new RenderArgs();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--")) {
                for (int j = i + 1; j < args.length; j++) {
                    r.positionals.add(args[j]);
                }
                r.afterDoubleDash = args.length - i - 1;
                return r;
            }
            if (!a.startsWith("-")) {
                r.positionals.add(a);
                continue;
            }
            java.util.function.Consumer<RenderArgs> flag = RENDER_FLAGS.get(a);
            if (flag != null) {
                if (!seen.add(a.replace("--no-", "--"))) {
                    return null;
                }
                flag.accept(r);
                continue;
            }
            String name = a;
            String value = null;
            int eq = a.indexOf('=');
            if (a.startsWith("--") && eq > 0) {
                name = a.substring(0, eq);
                value = a.substring(eq + 1);
            }
            BiConsumer<RenderArgs, String> setter = RENDER_OPTIONS.get(name);
            if (setter == null || (!REPEATABLE.contains(name) && !seen.add(name.equals("-o") ? "--output" : name))) {
                return null;
            }
            if (value == null) {
                if (i + 1 >= args.length) {
                    return null;
                }
                value = args[++i];
            }
            try {
                setter.accept(r, value);
            } catch (NumberFormatException | IllegalStateException e) {
                return null;
            }
        }
        return r;
    }

    /** picocli's map option semantics: KEY=VALUE split at the first '='. */
    private static Map<String, String> put(Map<String, String> m, String kv) {
        int eq = kv.indexOf('=');
        if (eq <= 0) {
            throw new IllegalStateException("not KEY=VALUE");
        }
        Map<String, String> out = m == null ? new LinkedHashMap<>() : m;
        out.put(kv.substring(0, eq), kv.substring(eq + 1));
        return out;
    }
}
