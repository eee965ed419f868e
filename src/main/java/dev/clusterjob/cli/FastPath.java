package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.render.JobRenderer;
import dev.clusterjob.submit.Context;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs well-formed {@code render} and {@code check} invocations without building picocli's model,
 * which is most of a cold start (its converter registry and annotation reflection cost more than
 * the render itself). Anything unusual (help, an unknown or malformed option, a bad number) is left to
 * picocli by returning null, so errors and help come from one place. {@code FastPathTest} checks that
 * this table names exactly the options picocli knows, and that both paths give the same results.
 */
public final class FastPath {
    /** render's options that take a value ({@link #set} stores them); FastPathTest compares them with picocli's model. */
    static final java.util.Set<String> RENDER_OPTIONS = java.util.Set.of("--profile", "--profile-file", "--nodes", "--gpus-per-node", "--launcher", "--launcher-command", "--launcher-arg", "--partition", "--time", "--job-name", "--sbatch", "--env", "--target", "--hostfile", "--launch-mode", "--ssh-port", "--master-port", "--max-restarts", "--container-runtime", "--container-image", "--allow-finding", "--sbatch-plugin-option", "--output", "-o", "--templates");

    /** render's options without a value (negatable booleans: both spellings are listed). */
    static final java.util.Set<String> RENDER_FLAGS = java.util.Set.of("--preflight", "--no-preflight", "--gate", "--no-gate", "--requeue", "--no-requeue");

    /**
     * Stores option {@code name}'s value (a switch, not a table of lambdas: lambda bootstrap costs
     * start-up time).
     */
    static void set(RenderArgs r, String name, String v) {
        switch (name) {
            case "--profile" -> r.job.profile = v;
            case "--profile-file" -> r.job.profileFiles.add(Path.of(v));
            case "--nodes" -> r.job.nodes = Integer.valueOf(v);
            case "--gpus-per-node" -> r.job.gpusPerNode = Integer.valueOf(v);
            case "--launcher" -> r.job.launcher = v;
            case "--launcher-command" -> r.job.launcherCommand = v;
            case "--launcher-arg" -> {
                if (r.job.launcherArgs == null) {
                    r.job.launcherArgs = new ArrayList<>();
                }
                r.job.launcherArgs.add(v);
            }
            case "--partition" -> r.job.partition = v;
            case "--time" -> r.job.time = v;
            case "--job-name" -> r.job.jobName = v;
            case "--sbatch" -> r.job.sbatch = put(r.job.sbatch, v);
            case "--env" -> r.job.env = put(r.job.env, v);
            case "--target" -> r.job.target = v;
            case "--hostfile" -> r.job.hostfile = v;
            case "--launch-mode" -> r.job.launchMode = v;
            case "--ssh-port" -> r.job.sshPort = Integer.valueOf(v);
            case "--master-port" -> r.job.masterPort = Integer.valueOf(v);
            case "--max-restarts" -> r.job.maxRestarts = Integer.valueOf(v);
            case "--container-runtime" -> r.job.containerRuntime = v;
            case "--container-image" -> r.job.containerImage = v;
            case "--allow-finding" -> {
                if (r.job.allowFindings == null) {
                    r.job.allowFindings = new ArrayList<>();
                }
                r.job.allowFindings.add(v);
            }
            case "--sbatch-plugin-option" -> {
                if (r.job.sbatchPluginOptions == null) {
                    r.job.sbatchPluginOptions = new ArrayList<>();
                }
                r.job.sbatchPluginOptions.add(v);
            }
            case "--output" -> r.output = v;
            case "-o" -> r.output = v;
            case "--templates" -> r.templates = Path.of(v);
            default -> throw new IllegalStateException("not a render option: " + name);
        }
    }

    /** Applies flag {@code name}. */
    static void flag(RenderArgs r, String name) {
        switch (name) {
            case "--preflight" -> r.job.preflight = Boolean.TRUE;
            case "--no-preflight" -> r.job.preflight = Boolean.FALSE;
            case "--gate" -> r.job.gate = Boolean.TRUE;
            case "--no-gate" -> r.job.gate = Boolean.FALSE;
            case "--requeue" -> r.job.requeue = Boolean.TRUE;
            case "--no-requeue" -> r.job.requeue = Boolean.FALSE;
            default -> throw new IllegalStateException("not a render flag: " + name);
        }
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
    public static Integer tryRun(String[] args, PrintWriter out, PrintWriter err, Context context) {
        if (args.length == 0) {
            return null;
        }
        if (args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"))) {
            for (String line : new ClusterjobCommand.VersionProvider().getVersion()) {
                out.println(line); // what picocli prints, without building its model
            }
            return 0;
        }
        if (args[0].equals("render") || args[0].equals("check") || args[0].equals("submit")) {
            JobRenderer.warmUp(); // FreeMarker's set-up on a second thread while the arguments and spec are read
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
            if (args[0].equals("status")) {
                StatusCommand status = parseStatus(args);
                if (status == null) {
                    return null;
                }
                try {
                    return status.runWithout(out, err, context);
                } catch (ClusterjobException e) {
                    throw e;
                } catch (RuntimeException e) {
                    // as Main's execution handler does for picocli's path
                    err.println("clusterjob: internal error: " + e + " (run with --verbose for the stack trace)");
                    return dev.clusterjob.ExitCodes.INTERNAL;
                }
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

    /**
     * {@code status [--json] [JOBID ...]} with picocli's defaults for everything else, or null for
     * anything else (another option, {@code --}, an id that looks like an option): picocli decides those.
     * Building picocli's model for status cost more than the status itself (docs/performance.md).
     */
    static StatusCommand parseStatus(String[] args) {
        StatusCommand s = new StatusCommand();
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--json") && !s.json) {
                s.json = true;
            } else if (!a.isEmpty() && !a.startsWith("-") && !a.startsWith("@")) {
                s.ids.add(a);
            } else {
                return null;
            }
        }
        s.last = StatusCommand.DEFAULT_LAST;
        s.slurmOptions.callTimeout = SlurmOptions.DEFAULT_CALL_TIMEOUT;
        return s;
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
            if (RENDER_FLAGS.contains(a)) {
                if (!seen.add(a.replace("--no-", "--"))) {
                    return null;
                }
                flag(r, a);
                continue;
            }
            String name = a;
            String value = null;
            int eq = a.indexOf('=');
            if (a.startsWith("--") && eq > 0) {
                name = a.substring(0, eq);
                value = a.substring(eq + 1);
            }
            if (!RENDER_OPTIONS.contains(name) || (!REPEATABLE.contains(name) && !seen.add(name.equals("-o") ? "--output" : name))) {
                return null;
            }
            if (value == null) {
                if (i + 1 >= args.length) {
                    return null;
                }
                value = args[++i];
            }
            try {
                set(r, name, value);
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
