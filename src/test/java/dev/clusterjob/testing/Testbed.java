package dev.clusterjob.testing;

import dev.clusterjob.slurm.Hostlist;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The real Slurm testbed of {@code testbed/testbed.sh} (docs/testing.md) for e2e tests (tag "e2e").
 *
 * <p>{@link #get()} brings it up once per JVM ({@code testbed.sh up} is idempotent: it installs,
 * starts or only checks) and fails the calling test with the script's own message when it cannot:
 * an e2e test never skips. Tests never run {@code down}: the cluster is shared by every test class
 * of the run, and {@code ./run-tests} tears it down at the end.
 *
 * <p>Typical use: {@code Job j = tb.submit(script)} (plain {@code sbatch --parsable} in a per-test
 * directory under the testbed's jobs/), then {@code Finished f = j.await(Duration.ofMinutes(5))} and
 * assertions on {@code f.state()}, {@code f.output()}. Submit several jobs before awaiting any: the
 * {@code debug} partition oversubscribes, so they run at the same time.
 */
public final class Testbed {
    /** The repository (surefire runs tests in the project's base directory). */
    public static final Path REPO = Path.of("").toAbsolutePath();
    public static final Path SCRIPT = REPO.resolve("testbed/testbed.sh");
    /** Programs and profiles the e2e jobs run: allreduce_env.py, bin/llamafactory-cli, testbed-profiles.yaml. */
    public static final Path E2E = REPO.resolve("src/test/e2e");
    /** Profile file with the {@code testbed} profile (extends tcp: debug partition, 2 processes per node, bond0, no GPU request). */
    public static final Path PROFILES = E2E.resolve("testbed-profiles.yaml");
    /** The gloo all_reduce program whose per-rank lines {@link RankReport} reads; run it with {@link #python()}. */
    public static final Path ALLREDUCE = E2E.resolve("allreduce_env.py");
    /** The labelled llamafactory-cli test stand-in (not LLaMA-Factory), for {@code --launcher-command}. */
    public static final Path LLAMAFACTORY_STAND_IN = E2E.resolve("bin/llamafactory-cli");
    /** PATH of every client command and, through sbatch's --export=ALL, of every job, when testbed.env does not name one. */
    public static final String PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
    /** A cold {@code up} installs Debian packages (measured 122 s); a warm one takes under a second. */
    static final Duration UP_TIMEOUT = Duration.ofMinutes(15);
    static final Duration CLIENT_TIMEOUT = Duration.ofSeconds(90);
    /** slurmctld-start / node-start wait up to CJ_TESTBED_UP_TIMEOUT (60 s) for the nodes. */
    static final Duration SCRIPT_TIMEOUT = Duration.ofMinutes(3);
    /** Job states after which a job does not run again (scontrol's names; COMPLETING is not one). */
    public static final Set<String> FINAL_STATES = Set.of("COMPLETED", "FAILED", "CANCELLED", "TIMEOUT", "NODE_FAIL",
            "OUT_OF_MEMORY", "PREEMPTED", "BOOT_FAIL", "DEADLINE", "SPECIAL_EXIT", "REVOKED");
    private static final Pattern JOB_ID = Pattern.compile("^(\\d+)(;\\S+)?$");

    private static Testbed shared;
    private static AssertionError unavailable;

    private final Map<String, String> env;
    private final String upOutput;

    private Testbed(Map<String, String> env, String upOutput) {
        this.env = env;
        this.upOutput = upOutput;
    }

    /**
     * The running testbed. The first call in a JVM runs {@code testbed/testbed.sh up} (with this
     * JVM's environment, so the {@code CJ_TESTBED_*} knobs apply); when that fails, this and every
     * later call throw an AssertionError carrying the script's message (never an assumption failure).
     */
    public static synchronized Testbed get() {
        if (shared != null) {
            return shared;
        }
        if (unavailable != null) {
            throw unavailable;
        }
        Run up;
        try {
            up = run(List.of("bash", SCRIPT.toString(), "up"), scriptEnv(), REPO, UP_TIMEOUT);
        } catch (RuntimeException e) {
            unavailable = new AssertionError("cannot run " + SCRIPT + " up: " + e.getMessage(), e);
            throw unavailable;
        }
        if (!up.ok()) {
            unavailable = new AssertionError("the Slurm testbed (CJ_TESTBED_INSTANCE=" + instance() + ") did not come up: " + up.describe()
                    + "\ne2e tests (tag e2e) need it: run them as root on Debian 12 through ./run-tests (docs/testing.md; CJ_TESTBED_STACK="
                    + requestedStack() + "),"
                    + " or leave them out with mvn -DexcludedGroups=e2e");
            throw unavailable;
        }
        Path envFile;
        try {
            envFile = envFile();
        } catch (RuntimeException e) {
            unavailable = new AssertionError("testbed.sh up succeeded but " + SCRIPT + " env did not name testbed.env: " + e.getMessage(), e);
            throw unavailable;
        }
        try {
            shared = new Testbed(readEnvFile(envFile), up.stderr() + up.stdout());
        } catch (IOException | RuntimeException e) {
            unavailable = new AssertionError("testbed.sh up succeeded but " + envFile + " is unreadable: " + e, e);
            throw unavailable;
        }
        return shared;
    }

    /**
     * This JVM's instance. Several instances run side by side on one machine, each with its own names,
     * ports and directory. With the system properties {@code cj.testbed.instances} (a comma-separated
     * list) and {@code cj.testbed.fork} (surefire's fork number, 1-based), each forked JVM of a parallel
     * e2e run takes its own: the fork-th of the list (pom.xml's e2e executions, ./run-tests). Otherwise
     * {@code CJ_TESTBED_INSTANCE} (0 when unset: the default cluster).
     */
    public static String instance() {
        String list = System.getProperty("cj.testbed.instances", "").strip();
        String fork = System.getProperty("cj.testbed.fork", "").strip();
        if (!list.isEmpty()) {
            String[] all = list.split("\\s*,\\s*");
            int i = fork.matches("\\d+") ? Integer.parseInt(fork) : 1;
            if (i < 1 || i > all.length) {
                throw new IllegalStateException("surefire fork " + fork + " has no testbed instance in cj.testbed.instances=" + list
                        + " (give one instance per fork)");
            }
            return all[i - 1];
        }
        return System.getenv().getOrDefault("CJ_TESTBED_INSTANCE", "0");
    }

    /** The stack {@code up} brings up: system property {@code cj.testbed.stack}, else {@code CJ_TESTBED_STACK}, else debian12. */
    public static String requestedStack() {
        String p = System.getProperty("cj.testbed.stack", "").strip();
        return !p.isEmpty() ? p : System.getenv().getOrDefault("CJ_TESTBED_STACK", "debian12");
    }

    /** This JVM's environment with the instance and stack it uses: what testbed.sh runs with. */
    static Map<String, String> scriptEnv() {
        Map<String, String> e = new LinkedHashMap<>(System.getenv());
        e.put("CJ_TESTBED_INSTANCE", instance());
        e.put("CJ_TESTBED_STACK", requestedStack());
        return e;
    }

    /** Where this JVM's instance keeps testbed.env, as {@code testbed.sh env} says (it knows CJ_TESTBED_INSTANCE / CJ_TESTBED_DIR). */
    static Path envFile() {
        Run env = run(List.of("bash", SCRIPT.toString(), "env"), scriptEnv(), REPO, CLIENT_TIMEOUT);
        Matcher m = Pattern.compile("(?m)^export CJ_TESTBED_ENV=(\\S+)$").matcher(env.stdout());
        if (!env.ok() || !m.find()) {
            throw new IllegalStateException(env.describe());
        }
        return Path.of(m.group(1));
    }

    static Map<String, String> readEnvFile(Path file) throws IOException {
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            p.load(in);
        }
        Map<String, String> m = new LinkedHashMap<>();
        p.stringPropertyNames().stream().sorted().forEach(k -> m.put(k, p.getProperty(k).trim()));
        return m;
    }

    // ---- what testbed.env says -------------------------------------------------------------------

    /** A key of testbed.env (docs/testing.md lists them); a missing key fails the test. */
    public String value(String key) {
        String v = env.get(key);
        if (v == null || v.isEmpty()) {
            throw new AssertionError("testbed.env has no " + key + " (keys: " + env.keySet() + ")");
        }
        return v;
    }

    public Map<String, String> values() {
        return env;
    }

    /** What {@code testbed.sh up} printed in this JVM. */
    public String upOutput() {
        return upOutput;
    }

    public Path dir() {
        return Path.of(value("CJ_TESTBED_DIR"));
    }

    public Path slurmConf() {
        return Path.of(value("SLURM_CONF"));
    }

    public Path jobsDir() {
        return Path.of(value("CJ_TESTBED_JOBS_DIR"));
    }

    public Path logDir() {
        return Path.of(value("CJ_TESTBED_LOG_DIR"));
    }

    /** The node names in order: node1, node2, node3 on instance 0; n1node1 ... on instance 1 (never hard-code them). */
    public List<String> nodes() {
        return List.of(value("CJ_TESTBED_NODES").split(","));
    }

    /** The {@code index}-th node's name (1-based). */
    public String node(int index) {
        return value("CJ_TESTBED_NODE" + index + "_NAME");
    }

    /** The node's address on bond0 (10.77.N.1x). */
    public String address(String node) {
        return value("CJ_TESTBED_NODE" + (nodes().indexOf(node) + 1) + "_ADDR");
    }

    /** The host end of the node's veth (cjv-node2, cjv1-node2 ...): where {@code tc} throttles its link. */
    public String veth(String node) {
        return value("CJ_TESTBED_NODE" + (nodes().indexOf(node) + 1) + "_VETH");
    }

    /** The partition that oversubscribes (debug): use it so that tests' jobs run at the same time. */
    public String partition() {
        return value("CJ_TESTBED_OVERSUBSCRIBED_PARTITION");
    }

    /** The default partition (gpu), as named by the built-in profiles. */
    public String defaultPartition() {
        return value("CJ_TESTBED_DEFAULT_PARTITION");
    }

    public int cpusPerNode() {
        return Integer.parseInt(value("CJ_TESTBED_CPUS_PER_NODE"));
    }

    public int gpusPerNode() {
        return Integer.parseInt(value("CJ_TESTBED_GPUS_PER_NODE"));
    }

    /** /usr/bin/python3: Debian's python3-torch belongs to it. */
    public String python() {
        return value("CJ_TESTBED_PYTHON");
    }

    /**
     * The stack the cluster runs ({@code CJ_TESTBED_STACK}: debian12 = Slurm 22.05 / Open MPI 4.1 / torch 1.13,
     * debian13 = Slurm 24.11 / Open MPI 5.0 / torch 2.6 in a root file system); tests do not branch on it.
     */
    public String stack() {
        return env.getOrDefault("CJ_TESTBED_STACK", "debian12");
    }

    /** PATH for clients and jobs: testbed.env's (debian13 puts its client wrappers first), else {@link #PATH}. */
    public String path() {
        return env.getOrDefault("CJ_TESTBED_PATH", PATH);
    }

    /** Environment for Slurm clients and submitted jobs: SLURM_CONF, the testbed's PATH, HOME, LANG; nothing else leaks in. */
    public Map<String, String> clientEnv() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("PATH", path());
        m.put("HOME", System.getProperty("user.home"));
        m.put("LANG", "C.UTF-8");
        m.put("SLURM_CONF", slurmConf().toString());
        return m;
    }

    // ---- commands --------------------------------------------------------------------------------

    /** Runs {@code argv} with {@link #clientEnv()} in the jobs directory (90 s limit). */
    public Run client(String... argv) {
        return client(jobsDir(), argv);
    }

    /** Runs {@code argv} with {@link #clientEnv()} in {@code dir} (90 s limit). */
    public Run client(Path dir, String... argv) {
        return run(List.of(argv), clientEnv(), dir, CLIENT_TIMEOUT);
    }

    /** Runs {@code argv} inside {@code node}'s network + UTS namespace ({@code testbed.sh exec}). */
    public Run exec(String node, String... argv) {
        List<String> cmd = new ArrayList<>(List.of("exec", node));
        cmd.addAll(Arrays.asList(argv));
        return script(CLIENT_TIMEOUT, cmd);
    }

    /**
     * {@code testbed.sh ARGS...} against this JVM's instance, e.g. {@code script("slurmctld-stop")}: as it is,
     * for fault injection. A test that stops something starts it again in a {@code finally}; never {@code down}.
     */
    public Run script(String... args) {
        return script(SCRIPT_TIMEOUT, Arrays.asList(args));
    }

    private Run script(Duration limit, List<String> args) {
        List<String> cmd = new ArrayList<>(List.of("bash", SCRIPT.toString()));
        cmd.addAll(args);
        Map<String, String> e = scriptEnv();
        e.putAll(clientEnv());
        e.put("CJ_TESTBED_INSTANCE", value("CJ_TESTBED_INSTANCE"));
        e.put("CJ_TESTBED_STACK", stack());
        e.put("CJ_TESTBED_DIR", value("CJ_TESTBED_DIR"));
        return run(cmd, e, jobsDir(), limit);
    }

    /** A new directory {@code jobs/e2e-NAME-XXXX} for one test's scripts and job output (kept for post-mortems). */
    public Path workDir(String name) {
        try {
            Path d = Files.createTempDirectory(jobsDir(), "e2e-" + name.replaceAll("[^A-Za-z0-9._-]", "_") + "-");
            Files.setPosixFilePermissions(d, PosixFilePermissions.fromString("rwxr-xr-x"));
            return d;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Renders with the real CLI in-process: {@code clusterjob render -o OUT ARGS...}; fails the test with clusterjob's message. */
    public static Path render(Path out, String... args) {
        List<String> a = new ArrayList<>(List.of("render", "-o", out.toString()));
        a.addAll(Arrays.asList(args));
        Cli.Result r = Cli.run(a.toArray(String[]::new));
        if (r.code() != 0) {
            throw new AssertionError("clusterjob " + String.join(" ", a) + " -> exit " + r.code() + ": " + r.err());
        }
        return out;
    }

    /** {@code sbatch ARGS... SCRIPT} in the script's directory, as it is: for --test-only and expected rejections. */
    public Run sbatch(Path script, String... args) {
        List<String> cmd = new ArrayList<>();
        cmd.add("sbatch");
        cmd.addAll(Arrays.asList(args));
        cmd.add(script.toAbsolutePath().toString());
        return run(cmd, clientEnv(), script.toAbsolutePath().getParent(), CLIENT_TIMEOUT);
    }

    /** Submits {@code script} with plain {@code sbatch --parsable ARGS...} from its directory; fails the test if sbatch does. */
    public Job submit(Path script, String... args) {
        List<String> all = new ArrayList<>(List.of("--parsable"));
        all.addAll(Arrays.asList(args));
        Run r = sbatch(script, all.toArray(String[]::new));
        Matcher m = JOB_ID.matcher(r.stdout().strip());
        if (!r.ok() || !m.matches()) {
            throw new AssertionError("sbatch of " + script + " failed: " + r.describe());
        }
        return new Job(this, m.group(1), script.toAbsolutePath().getParent(), script.toAbsolutePath());
    }

    /**
     * {@code clusterjob ARGS...} in a NEW JVM (java -cp of this test run, main class dev.clusterjob.Main), in {@code dir},
     * with {@link #clientEnv()} plus {@code env} (e.g. CLUSTERJOB_STATE_DIR, a PATH with a wrapper first): what a user's
     * second shell does, with nothing shared with this JVM. Killed (with its children) at {@code limit}.
     */
    public Run clusterjob(Path dir, Map<String, String> env, Duration limit, String... args) {
        return startClusterjob(dir, env, args).await(limit);
    }

    /** {@link #clusterjob} in the background: for a {@code wait} that must be running while the test acts. */
    public Background startClusterjob(Path dir, Map<String, String> env, String... args) {
        // the JVM options of the clusterjob launcher (C1 only, serial GC, no perf data), as a user's shell runs it;
        // they cut a render's CPU by about a fifth (docs/testing.md, "What the suite costs"), and a both-stack
        // run starts about 250 of these JVMs
        List<String> argv = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData",
                "-cp", System.getProperty("java.class.path"), "dev.clusterjob.Main"));
        argv.addAll(Arrays.asList(args));
        Map<String, String> e = clientEnv();
        e.putAll(env);
        try {
            // kept beside the test's files for post-mortems: cj-<command>-XXXX.out / .err
            Path out = Files.createTempFile(dir, "cj-" + (args.length > 0 ? args[0] : "") + "-", ".out");
            Path err = Path.of(out.toString().replaceAll("\\.out$", ".err"));
            ProcessBuilder pb = new ProcessBuilder(argv).directory(dir.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            pb.environment().clear();
            pb.environment().putAll(e);
            return new Background(List.of(args), pb.start(), out, err);
        } catch (IOException x) {
            throw new UncheckedIOException("cannot start clusterjob " + String.join(" ", args), x);
        }
    }

    /**
     * A clusterjob process running in its own JVM; {@link #await} collects it. Opened in try-with-resources, so
     * that a test failing before {@link #await} does not leave it running (a {@code wait} left behind would poll
     * on until the testbed went down and then fail with "Protocol authentication error").
     */
    public record Background(List<String> args, Process process, Path out, Path err) implements AutoCloseable {
        /** Kills it and its children if it is still running; a no-op after {@link #await}. */
        @Override
        public void close() {
            if (process.isAlive()) {
                Processes.killTree(process);
            }
        }

        /** Waits up to {@code limit}; at the limit kills it and its children and returns it with timedOut set. */
        public Run await(Duration limit) {
            List<String> argv = new ArrayList<>(List.of("clusterjob"));
            argv.addAll(args);
            try {
                boolean done = process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
                if (!done) {
                    close();
                    process.waitFor(10, TimeUnit.SECONDS);
                }
                return new Run(argv, done ? process.exitValue() : -1, Files.readString(out), Files.readString(err), !done);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for " + argv, e);
            }
        }
    }

    /** {@code scontrol show job -o ID} as a map (JobState, ExitCode, NodeList, StdOut, Reason ...); empty when Slurm does not know it (any more). */
    public Map<String, String> showJob(String id) {
        Run r = client("scontrol", "show", "job", "-o", id);
        return r.ok() ? parseShowJob(r.stdout()) : Map.of();
    }

    /**
     * {@code scontrol show job -o} of every job slurmctld knows, as {@link #showJob} maps by JobId: one call (a
     * process, a munge credential and an RPC) however many jobs a class waits on.
     */
    public Map<String, Map<String, String>> showJobs() {
        Run r = client("scontrol", "show", "job", "-o");
        Map<String, Map<String, String>> jobs = new LinkedHashMap<>();
        if (r.ok()) {
            r.stdout().lines().map(Testbed::parseShowJob).filter(m -> m.containsKey("JobId")).forEach(m -> jobs.putIfAbsent(m.get("JobId"), m));
        }
        return jobs;
    }

    /** Parses one-line {@code scontrol show job -o} output: KEY=VALUE words; a word without '=' continues the previous value. */
    public static Map<String, String> parseShowJob(String text) {
        Map<String, String> m = new LinkedHashMap<>();
        String last = null;
        for (String word : text.strip().split(" ")) {
            int eq = word.indexOf('=');
            if (eq > 0) {
                last = word.substring(0, eq);
                m.put(last, word.substring(eq + 1));
            } else if (last != null && !word.isEmpty()) {
                m.put(last, m.get(last) + " " + word);
            }
        }
        return m;
    }

    /** A submitted job. */
    public record Job(Testbed testbed, String id, Path workDir, Path script) {
        /**
         * Waits (polling scontrol once a second) until the job is in a final state and returns it with
         * its output; after {@code limit} it cancels the job and fails the test with its state and output.
         */
        public Finished await(Duration limit) {
            long deadline = System.nanoTime() + limit.toNanos();
            Map<String, String> info = Map.of();
            while (System.nanoTime() < deadline) {
                info = testbed.showJob(id);
                if (FINAL_STATES.contains(info.getOrDefault("JobState", ""))) {
                    return Finished.of(this, info);
                }
                sleep(1000);
            }
            cancel();
            Finished now = Finished.of(this, info);
            throw new AssertionError("job " + id + " did not finish within " + limit.toSeconds() + " s (cancelled it); last seen "
                    + info.getOrDefault("JobState", "unknown to scontrol") + " Reason=" + info.getOrDefault("Reason", "?")
                    + "\n" + now.describe());
        }

        public void cancel() {
            testbed.client("scancel", id);
        }
    }

    /**
     * Waits for all {@code jobs} at once, polling each once a second, and returns each one's {@link Finished}
     * taken when it ended (job id -> record). A class that submits its jobs up front collects them this way:
     * slurmctld forgets a finished job MinJobAge (300 s) after its end, so awaiting them one after another
     * would, on a busy machine, ask too late for a job that ended while earlier ones were awaited (and wait on
     * a job scontrol no longer knows). Each poll asks for all of them in one {@link #showJobs} (the jobs of
     * one testbed). Jobs still unfinished at {@code limit}
     * are cancelled and missing from the map.
     */
    public static Map<String, Finished> awaitAll(List<Job> jobs, Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        Map<String, Finished> done = new LinkedHashMap<>();
        while (done.size() < jobs.size() && System.nanoTime() < deadline) {
            Map<String, Map<String, String>> known = jobs.get(0).testbed().showJobs();
            for (Job j : jobs) {
                if (!done.containsKey(j.id())) {
                    Map<String, String> info = known.getOrDefault(j.id(), Map.of());
                    if (FINAL_STATES.contains(info.getOrDefault("JobState", ""))) {
                        done.put(j.id(), Finished.of(j, info));
                    }
                }
            }
            if (done.size() < jobs.size()) {
                sleep(1000);
            }
        }
        jobs.stream().filter(j -> !done.containsKey(j.id())).forEach(Job::cancel);
        return done;
    }

    /**
     * A job in a final state: {@code state} and {@code exitCode} (e.g. COMPLETED, 0:0) from scontrol, the
     * hosts of its allocation in Slurm's order (SLURM_NODEID order), its output file's text, and the lines
     * its e2e programs also wrote to files of their own ({@code reported}: src/test/e2e/e2e_report.py, because
     * srun can lose a task's output).
     */
    public record Finished(String id, String state, String exitCode, List<String> hosts, Path outputFile, String output,
                           Map<String, String> info, List<String> reported) {
        /** A job whose programs wrote no report files. */
        public Finished(String id, String state, String exitCode, List<String> hosts, Path outputFile, String output, Map<String, String> info) {
            this(id, state, exitCode, hosts, outputFile, output, info, List.of());
        }

        static Finished of(Job job, Map<String, String> info) {
            String nodeList = info.getOrDefault("NodeList", "");
            List<String> hosts = nodeList.isEmpty() || nodeList.equals("(null)") ? List.of() : Hostlist.expand(nodeList, "NodeList");
            Path out = info.containsKey("StdOut") ? Path.of(info.get("StdOut")) : findOutput(job);
            String text = "";
            try {
                if (out != null && Files.isReadable(out)) {
                    text = new String(Files.readAllBytes(out), StandardCharsets.UTF_8);
                }
            } catch (IOException e) {
                text = "(cannot read " + out + ": " + e + ")";
            }
            return new Finished(job.id(), info.getOrDefault("JobState", "?"), info.getOrDefault("ExitCode", "?"), hosts, out, text, info,
                    reported(job.workDir(), job.id()));
        }

        private static Path findOutput(Job job) {
            try (Stream<Path> s = Files.list(job.workDir())) {
                return s.filter(p -> p.getFileName().toString().endsWith("-" + job.id() + ".out")).findFirst().orElse(null);
            } catch (IOException e) {
                return null;
            }
        }

        /** The lines of {@code dir}'s files cj-e2e-report.ID.*.txt, file by file in name order. */
        public static List<String> reported(Path dir, String id) {
            String prefix = "cj-e2e-report." + id + ".";
            try (Stream<Path> s = Files.list(dir)) {
                List<Path> files = s.filter(p -> p.getFileName().toString().startsWith(prefix)).sorted().toList();
                List<String> lines = new ArrayList<>();
                for (Path f : files) {
                    lines.addAll(Files.readAllLines(f, StandardCharsets.UTF_8));
                }
                return List.copyOf(lines);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the report files in " + dir, e);
            }
        }

        /** COMPLETED with exit code 0:0. */
        public boolean completed() {
            return state.equals("COMPLETED") && exitCode.equals("0:0");
        }

        /**
         * The output's lines that contain {@code marker}, from the marker on (launcher prefixes such as "[default0]:"
         * dropped), then the reported lines with the marker that the output lacks.
         */
        public List<String> lines(String marker) {
            List<String> shown = output.lines().filter(l -> l.contains(marker)).map(l -> l.substring(l.indexOf(marker))).toList();
            Set<String> seen = new HashSet<>(shown);
            List<String> all = new ArrayList<>(shown);
            reported.stream().filter(l -> l.startsWith(marker) && seen.add(l)).forEach(all::add);
            return List.copyOf(all);
        }

        public String tail(int n) {
            List<String> l = output.lines().toList();
            return String.join("\n", l.subList(Math.max(0, l.size() - n), l.size()));
        }

        /** One paragraph for assertion messages: id, state, exit code, hosts, output file and its last 60 lines. */
        public String describe() {
            return "job " + id + " " + state + " (exit " + exitCode + ") on " + hosts + ", Reason=" + info.getOrDefault("Reason", "?")
                    + "; output " + outputFile + ":\n" + tail(60);
        }
    }

    // ---- processes -------------------------------------------------------------------------------

    /** What one command did; exitCode -1 when it was killed at its time limit. */
    public record Run(List<String> argv, int exitCode, String stdout, String stderr, boolean timedOut) {
        public boolean ok() {
            return exitCode == 0 && !timedOut;
        }

        public String describe() {
            return String.join(" ", argv) + " -> " + (timedOut ? "timed out" : "exit " + exitCode)
                    + (stdout.isBlank() ? "" : "\nstdout:\n" + lastLines(stdout, 40))
                    + (stderr.isBlank() ? "" : "\nstderr:\n" + lastLines(stderr, 40));
        }

        private static String lastLines(String s, int n) {
            List<String> l = s.strip().lines().toList();
            return String.join("\n", l.subList(Math.max(0, l.size() - n), l.size()));
        }
    }

    /** Runs {@code argv} with exactly {@code env}, stdin empty, output to temporary files; kills the process tree at {@code limit}. */
    static Run run(List<String> argv, Map<String, String> env, Path dir, Duration limit) {
        Path out = null;
        Path err = null;
        try {
            out = Files.createTempFile("cj-testbed-", ".out");
            err = Files.createTempFile("cj-testbed-", ".err");
            ProcessBuilder pb = new ProcessBuilder(resolve(argv, env)).directory(dir.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            pb.environment().clear();
            pb.environment().putAll(env);
            Process p = pb.start();
            boolean done = p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
            if (!done) {
                Processes.killTree(p);
                p.waitFor(10, TimeUnit.SECONDS);
            }
            return new Run(List.copyOf(argv), done ? p.exitValue() : -1, new String(Files.readAllBytes(out), StandardCharsets.UTF_8),
                    new String(Files.readAllBytes(err), StandardCharsets.UTF_8), !done);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + argv, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + argv, e);
        } finally {
            deleteQuietly(out);
            deleteQuietly(err);
        }
    }

    /**
     * {@code argv} with a bare program name looked up in {@code env}'s PATH: Java looks it up in this JVM's own
     * PATH, which does not have the debian13 client wrappers that {@link #clientEnv()} puts first.
     */
    static List<String> resolve(List<String> argv, Map<String, String> env) {
        String prog = argv.get(0);
        if (prog.contains("/") || env.get("PATH") == null) {
            return argv;
        }
        for (String d : env.get("PATH").split(":")) {
            Path c = Path.of(d.isEmpty() ? "." : d, prog);
            if (Files.isRegularFile(c) && Files.isExecutable(c)) {
                List<String> r = new ArrayList<>(argv);
                r.set(0, c.toString());
                return r;
            }
        }
        return argv;
    }

    private static void deleteQuietly(Path p) {
        if (p != null) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException ignored) {
                // a leftover temporary file is harmless
            }
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a job", e);
        }
    }
}
