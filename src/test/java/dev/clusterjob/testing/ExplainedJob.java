package dev.clusterjob.testing;

import dev.clusterjob.explain.Allocation;
import dev.clusterjob.explain.Explainer;
import dev.clusterjob.explain.Rank;
import dev.clusterjob.explain.SlurmStack;
import dev.clusterjob.explain.Unsimulated;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * explain's proof on the testbed: the script a real job ran, explained with that job's id, node names
 * and stack, must show every process the job started, with the environment that process printed about
 * itself (its CJ-E2E-ENV lines): the same host, argv and variables, except
 * the ones {@link Unsimulated} names, those whose value belongs to the machine ({@link #VALUE_FREE}) and
 * the login basics explain adds ({@link #ADDED}).
 */
public final class ExplainedJob {
    /** Present on both sides; the values belong to the machine, the user or the run. */
    public static final Set<String> VALUE_FREE = Set.of("HOME", "PATH", "PWD", "OLDPWD", "SHLVL", "_", "TMPDIR", "SLURM_JOB_UID",
            "SLURM_JOB_GID", "SLURM_JOB_USER", "SLURM_SUBMIT_DIR", "TORCHELASTIC_ERROR_FILE");
    /** The submitting shell's bookkeeping that sbatch passes on as it is. */
    public static final Set<String> SHELL_STATE = Set.of("_", "OLDPWD");
    /** What explain's batch shell has that a job submitted with the testbed's client environment does not. */
    public static final Set<String> ADDED = Set.of("USER", "LOGNAME", "SHELL");

    /** The lines env_dump.py and allreduce_env.py print their start environment in. */
    public static final String MARKER = "CJ-E2E-ENV ";

    private ExplainedJob() {
    }

    /** One process as the job printed it: host, rank, argv after the program, environment. */
    public record Seen(String host, String rank, String argv, Map<String, String> env) {
    }

    /** The processes of {@code job}'s CJ-E2E-ENV lines (src/test/e2e/env_dump.py: pieces of one environment per process). */
    public static List<Seen> seen(Testbed.Finished job) {
        Map<String, Map<String, String>> fields = new TreeMap<>();
        Map<String, TreeMap<Integer, String>> pieces = new TreeMap<>();
        for (String l : job.lines(MARKER)) {
            Map<String, String> f = new TreeMap<>();
            for (String word : l.substring(MARKER.length()).trim().split(" +")) {
                int eq = word.indexOf('=');
                if (eq > 0) {
                    f.put(word.substring(0, eq), word.substring(eq + 1));
                }
            }
            String key = f.get("host") + " " + f.get("rank");
            fields.put(key, f);
            String[] part = f.getOrDefault("part", "1/1").split("/");
            pieces.computeIfAbsent(key, k -> new TreeMap<>()).put(Integer.valueOf(part[0]), f.getOrDefault("env", ""));
        }
        List<Seen> out = new ArrayList<>();
        for (Map.Entry<String, Map<String, String>> e : fields.entrySet()) {
            Map<String, String> f = e.getValue();
            out.add(new Seen(f.get("host"), f.get("rank"), f.get("argv"), env(String.join("", pieces.get(e.getKey()).values()))));
        }
        return out;
    }

    static Map<String, String> env(String b64) {
        Map<String, String> m = new TreeMap<>();
        if (b64 == null) {
            return m;
        }
        byte[] raw;
        try (java.util.zip.InflaterInputStream in = new java.util.zip.InflaterInputStream(
                new java.io.ByteArrayInputStream(Base64.getDecoder().decode(b64)))) {
            raw = in.readAllBytes();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        for (String kv : new String(raw, StandardCharsets.UTF_8).split("\0")) {
            int eq = kv.indexOf('=');
            if (eq > 0) {
                m.put(kv.substring(0, eq), kv.substring(eq + 1));
            }
        }
        return m;
    }

    /** explain of {@code script} as the testbed ran it for {@code job} (its id, hosts and stack; byHand for a script started without Slurm). */
    public static Explainer.Report explain(Testbed tb, Path script, Testbed.Finished job, boolean byHand, List<String> args) {
        return explain(tb, script, job, byHand, args, String.join(",", job.hosts()));
    }

    /** The same with the node names {@code nodelist} (null: the script's own #SBATCH --nodelist, as a het job's components have). */
    public static Explainer.Report explain(Testbed tb, Path script, Testbed.Finished job, boolean byHand, List<String> args, String nodelist) {
        boolean d13 = tb.stack().equals("debian13");
        Explainer.Request r = new Explainer.Request(List.of(script), new Allocation.Overrides(null, nodelist, null,
                null, tb.cpusPerNode()), d13 ? SlurmStack.SLURM_24_11 : SlurmStack.SLURM_22_05, d13 ? 2 : 1, Long.parseLong(job.id()),
                null, true, Duration.ofSeconds(120), byHand, args);
        try {
            return new Explainer(System.getenv("PATH")).explain(r);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * Every difference between what {@code job}'s processes printed ({@code seen}) and explain's rows:
     * the same number of processes; per rank the same host, the same arguments after the program, and
     * every variable equal (but for the exceptions above).
     */
    public static List<String> differences(List<Seen> seen, Explainer.Report report) {
        List<String> out = new ArrayList<>();
        if (seen.size() != report.ranks().size()) {
            out.add("the job started " + seen.size() + " process(es), explain shows " + report.ranks().size());
        }
        for (Seen s : seen) {
            List<Rank> same = report.ranks().stream().filter(x -> x.rank().equals(s.rank()) && x.host().equals(s.host())).toList();
            if (same.size() != 1) {
                out.add("rank " + s.rank() + " on " + s.host() + ": explain has " + same.size() + " such row(s)");
                continue;
            }
            Rank x = same.get(0);
            String argv = argvAfterProgram(x.command());
            if (!argv.equals(s.argv())) {
                out.add("rank " + s.rank() + ": arguments " + s.argv() + ", explain " + argv + " (" + x.command() + ")");
            }
            out.addAll(compare("rank " + s.rank() + " on " + s.host(), s.env(), x.env()));
        }
        return out;
    }

    /** The arguments after the program file (argv[1:] as python sees it), joined by ",", "-" for none. */
    static String argvAfterProgram(List<String> cmd) {
        int i = 0;
        if (!cmd.isEmpty() && cmd.get(0).matches(".*python[0-9.]*")) {
            i = 1;
            while (i < cmd.size() && cmd.get(i).startsWith("-")) {
                i++;
            }
        }
        List<String> rest = cmd.subList(Math.min(cmd.size(), i + 1), cmd.size());
        return rest.isEmpty() ? "-" : String.join(",", rest).replace(' ', '_');
    }

    /**
     * What srun exports to a heterogeneous step's tasks from one component's options or another's, depending on the run
     * (docs/explain.md): the same script on the same testbed gave the first component's tasks SLURM_DISTRIBUTION=block and
     * SLURM_NTASKS_PER_NODE=2 (their own) in some runs and the last component's cyclic and 1 in others, on Slurm 22.05
     * and 24.11 alike; the partition likewise.
     */
    static final Set<String> HET_STEP_RACE = Set.of("SLURM_JOB_PARTITION", "SLURM_DISTRIBUTION", "SLURM_NTASKS_PER_NODE");

    /** The rule of the class comment, variable by variable. */
    public static List<String> compare(String who, Map<String, String> real, Map<String, String> sim) {
        List<String> out = new ArrayList<>();
        Set<String> all = new TreeSet<>(real.keySet());
        all.addAll(sim.keySet());
        for (String k : all) {
            String a = real.get(k);
            String b = sim.get(k);
            if (b == null && Unsimulated.reason(k) == null && !SHELL_STATE.contains(k) && !k.equals("SLURM_CONF")) {
                out.add(who + ": " + k + "=" + a + " missing in explain");
            } else if (a == null && b != null && !ADDED.contains(k)) {
                out.add(who + ": " + k + "=" + b + " in explain only");
            } else if (a != null && b != null && !a.equals(b) && !VALUE_FREE.contains(k)
                    && !(HET_STEP_RACE.contains(k) && real.containsKey("SLURM_HET_SIZE"))) { // a het step's: docs/explain.md
                out.add(who + ": " + k + "=" + b + " in explain, " + a + " in the job");
            }
        }
        return out;
    }
}
