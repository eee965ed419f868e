package dev.clusterjob.startup;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.cli.CheckCommand;
import dev.clusterjob.cli.ClusterjobCommand;
import dev.clusterjob.cli.JobOptions;
import dev.clusterjob.cli.RenderCommand;
import dev.clusterjob.cli.StatusCommand;
import dev.clusterjob.submit.Context;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Runs well-formed {@code render}, {@code check}, {@code status} and {@code --version} invocations
 * without building picocli's model, which is most of a cold start (its converter registry and
 * annotation reflection cost more than the render itself; docs/performance.md). render's options come
 * from the one table picocli's are made from ({@link JobOptions.Flag}). Anything unusual (help, an
 * unknown or malformed option, a bad number) is left to picocli by returning null, so errors and help
 * come from one place (an unknown option's did-you-mean: {@code cli/UnknownArguments}, which takes plain
 * names so that a parser of its own could call it too). {@code FastPathTest} checks that both paths give the same results.
 */
public final class FastPath {
    /** What a render invocation asked for. */
    public static final class RenderArgs {
        public final JobOptions job = new JobOptions();
        public final List<String> positionals = new ArrayList<>();
        public int afterDoubleDash;
    }

    private FastPath() {
    }

    /** Runs the command when it is a plain render, check, status or --version; null means "let picocli do it". */
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
        startWarmUp(args);
        try {
            if (args[0].equals("render")) {
                RenderArgs r = parseRender(args);
                if (r == null) {
                    return null;
                }
                return RenderCommand.run(RenderCommand.Positionals.split(r.positionals, r.afterDoubleDash), r.job, out, err);
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
                    return ExitCodes.INTERNAL;
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

    /** Starts the warm-up threads when {@code args} is a render, check or submit: FreeMarker's set-up while the arguments and spec are read. */
    public static void startWarmUp(String[] args) {
        if (args.length > 0 && (args[0].equals("render") || args[0].equals("check") || args[0].equals("submit"))) {
            WarmUp.start();
        }
    }

    /**
     * {@code status [--json] [--all] [JOBID ...]} with picocli's defaults for everything else, or null for
     * anything else (another option, {@code --}, an id that looks like an option): picocli decides those.
     */
    public static StatusCommand parseStatus(String[] args) {
        List<String> ids = new ArrayList<>();
        boolean json = false;
        boolean all = false;
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--json") && !json) {
                json = true;
            } else if (a.equals("--all") && !all) {
                all = true;
            } else if (!a.isEmpty() && !a.startsWith("-") && !a.startsWith("@")) {
                ids.add(a);
            } else {
                return null;
            }
        }
        return StatusCommand.plain(ids, json, all);
    }

    /** Parses render's arguments with the option table, or returns null for anything picocli should handle. */
    public static RenderArgs parseRender(String[] args) {
        RenderArgs r = new RenderArgs();
        Set<JobOptions.Flag> seen = new HashSet<>();
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
            String name = a;
            String value = null;
            int eq = a.indexOf('=');
            if (a.startsWith("--") && eq > 0) {
                name = a.substring(0, eq);
                value = a.substring(eq + 1);
            }
            JobOptions.Flag f = JobOptions.Flag.named(name);
            if (f == null || (!f.repeatable() && !seen.add(f)) || (f.isSwitch() && value != null)) {
                return null;
            }
            if (!f.isSwitch() && value == null) {
                if (i + 1 >= args.length) {
                    return null;
                }
                value = args[++i];
            }
            try {
                r.job.set(f, name, value);
            } catch (IllegalArgumentException e) {
                return null;
            }
        }
        return r;
    }
}
