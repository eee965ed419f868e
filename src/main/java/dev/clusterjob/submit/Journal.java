package dev.clusterjob.submit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.fs.LockedFile;
import dev.clusterjob.slurm.ExitStatus;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The jobs this user submitted with clusterjob, so that status, wait and logs work in a later
 * process: one small JSON file ({@code jobs.json}) in the state directory, rewritten atomically
 * (temporary file + rename) under a lock file so concurrent invocations do not lose entries, and
 * bounded to the newest {@link #DEFAULT_MAX} jobs (a dropped job's script rendered into
 * {@code scripts/} is deleted with it). Jobs of different places (this machine, login nodes reached
 * over SSH) and of different clusters (a home folder shared by two clusters' login nodes, another
 * {@code SLURM_CONF}) share the file; {@link #at(RemoteLogin)} is the view of one place and
 * {@link #ofCluster} narrows this machine's jobs to one Slurm ClusterName, since job ids of two
 * clusters can be equal. Entries without a cluster (written before clusters were recorded) belong to
 * every cluster, as they did then.
 */
public final class Journal {
    /** How many jobs are kept; older ones are dropped on the next write. */
    public static final int DEFAULT_MAX = 500;
    private static final JsonFactory JSON = new JsonFactory();

    private final Path file;
    private final int max;
    /** Only entries of this place count for find and update (see {@link #at}); {@code ALL} for none. */
    private final Object place;
    private static final Object ALL = new Object();
    /** This machine's ClusterName, asked only when an entry of this machine with a cluster is looked at; null: every cluster. */
    private final Supplier<String> cluster;

    public Journal(Path file, int max) {
        this(file, max, ALL, null);
    }

    private Journal(Path file, int max, Object place, Supplier<String> cluster) {
        this.file = file;
        this.max = max;
        this.place = place;
        this.cluster = cluster;
    }

    /**
     * The view of one place: {@code login} null is this machine, else a login node. {@link #find},
     * {@link #update} and {@link #add} see only that place's entries; {@link #load} still returns all.
     */
    public Journal at(RemoteLogin login) {
        return new Journal(file, max, login, cluster);
    }

    /**
     * This view with this machine's jobs narrowed to the cluster {@code current} names (Slurm's
     * ClusterName, asked only when needed; null from it: cannot tell, every cluster). A login node's
     * jobs are that login node's cluster's: they are not narrowed.
     */
    public Journal ofCluster(Supplier<String> current) {
        return new Journal(file, max, place, current);
    }

    private boolean inScope(Entry e) {
        return (place == ALL || RemoteLogin.samePlace(e.login(), (RemoteLogin) place)) && ofThisCluster(e);
    }

    /** Whether {@code e} is a job of the current cluster (see {@link #ofCluster}). */
    public boolean ofThisCluster(Entry e) {
        if (cluster == null || e.login() != null || e.cluster() == null) {
            return true;
        }
        String current = cluster.get();
        return current == null || current.equals(e.cluster());
    }

    /** Whether two entries may be of one cluster (an entry without a cluster may be of any). */
    static boolean sameCluster(Entry a, Entry b) {
        return a.cluster() == null || b.cluster() == null || a.cluster().equals(b.cluster());
    }

    /**
     * The state directory: {@code $CLUSTERJOB_STATE_DIR}, else {@code $XDG_STATE_HOME/clusterjob},
     * else {@code ~/.local/state/clusterjob} (the XDG base-directory default).
     */
    public static Path stateDir(Map<String, String> env, String userHome) {
        String dir = env.get("CLUSTERJOB_STATE_DIR");
        if (dir != null && !dir.isBlank()) {
            return Path.of(dir);
        }
        String xdg = env.get("XDG_STATE_HOME");
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
            return Path.of(xdg, "clusterjob");
        }
        return Path.of(userHome, ".local", "state", "clusterjob");
    }

    /** The journal file in {@code stateDir}. */
    public static Journal in(Path stateDir) {
        return new Journal(stateDir.resolve("jobs.json"), DEFAULT_MAX);
    }

    public Path file() {
        return file;
    }

    /**
     * One submitted job.
     *
     * @param where the runner that submitted it ("local", "ssh login1"): status calls must go there
     * @param script the submitted script (absolute)
     * @param workDir the job's working directory (relative output patterns resolve against it)
     * @param stdout the --output pattern as submitted (null: Slurm's default slurm-%j.out)
     * @param stderr the --error pattern (null: stderr goes to the output file)
     * @param state the last state seen, null before the first poll
     * @param exit the exit status once final, else null
     * @param nodeList the allocated nodes once known (for %N)
     * @param elapsed the run time last seen
     * @param login the login node it was submitted on over SSH (script and workDir are paths there), null: this machine
     * @param cluster Slurm's ClusterName where it runs (sbatch's {@code ;cluster}, else {@code scontrol show config}), null when unknown
     * @param reason Slurm's Reason last seen (JobLaunchFailure, NonZeroExitCode ...), for the line of a job that ended badly
     */
    public record Entry(String id, String cluster, String name, String tag, Instant submitted, String where,
                        String script, String workDir, String stdout, String stderr, String user,
                        JobState state, ExitStatus exit, String nodeList, String elapsed, RemoteLogin login, String reason) {

        /** An entry without a reason seen yet. */
        public Entry(String id, String cluster, String name, String tag, Instant submitted, String where,
                     String script, String workDir, String stdout, String stderr, String user,
                     JobState state, ExitStatus exit, String nodeList, String elapsed, RemoteLogin login) {
            this(id, cluster, name, tag, submitted, where, script, workDir, stdout, stderr, user, state, exit, nodeList, elapsed, login, null);
        }

        /** A job submitted on this machine. */
        public Entry(String id, String cluster, String name, String tag, Instant submitted, String where,
                     String script, String workDir, String stdout, String stderr, String user,
                     JobState state, ExitStatus exit, String nodeList, String elapsed) {
            this(id, cluster, name, tag, submitted, where, script, workDir, stdout, stderr, user, state, exit, nodeList, elapsed, null);
        }

        /** This entry with what a status call saw. */
        public Entry with(JobInfo info) {
            return new Entry(id, cluster, name != null ? name : info.name(), tag, submitted, where, script, workDir,
                    stdout, stderr, user, info.state(), info.exit() != null ? info.exit() : exit,
                    info.nodeList() != null ? info.nodeList() : nodeList, info.elapsed() != null ? info.elapsed() : elapsed, login,
                    info.reason());
        }

        /** Whether the journal already holds this job's final state (no need to ask Slurm again). */
        public boolean isFinal() {
            return state != null && state.terminal() && state != JobState.UNKNOWN;
        }
    }

    /** All entries, oldest first; a missing file is an empty journal. */
    public List<Entry> load() {
        if (!Files.exists(file)) {
            return new ArrayList<>();
        }
        try {
            return parsed(Files.readString(file));
        } catch (IOException e) {
            throw unreadable(e);
        }
    }

    /**
     * Checks, before anything is submitted, that this journal can record a job: the file reads (or is absent) and
     * its folder and lock file can be made. A job submitted into a journal that cannot take it would be lost to
     * status and wait, and a retry would submit it twice.
     */
    public void checkUsable() {
        load();
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Path lock = file.resolveSibling(file.getFileName() + ".lock");
            try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(lock,
                    java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.WRITE)) {
                ch.size();
            }
        } catch (IOException e) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, file + ": cannot write the job journal: " + e.getMessage());
        }
    }

    private List<Entry> parsed(String text) {
        try {
            return parse(text);
        } catch (IOException e) {
            throw unreadable(e);
        }
    }

    private ClusterjobException unreadable(IOException e) {
        return new ClusterjobException(ExitCodes.EXTERNAL, file + ": cannot read the job journal (" + e.getMessage()
                + "); move it away to start a new one");
    }

    /** The newest entry of {@code id} (of this view's place). */
    public Optional<Entry> find(String id) {
        List<Entry> all = load();
        for (int i = all.size() - 1; i >= 0; i--) {
            if (all.get(i).id().equals(id) && inScope(all.get(i))) {
                return Optional.of(all.get(i));
            }
        }
        return Optional.empty();
    }

    /** Adds (or replaces, by id and place) an entry. */
    public void add(Entry e) {
        modify(list -> {
            list.removeIf(x -> x.id().equals(e.id()) && RemoteLogin.samePlace(x.login(), e.login()) && sameCluster(x, e));
            list.add(e);
            return list;
        });
    }

    /** Records what a status call saw for jobs that are in the journal; other ids are ignored. */
    public void update(Map<String, JobInfo> seen) {
        if (seen.isEmpty() || !Files.exists(file)) {
            return;
        }
        modify(list -> {
            list.replaceAll(x -> seen.containsKey(x.id()) && inScope(x) ? x.with(seen.get(x.id())) : x);
            return list;
        });
    }

    /** Lock, read, change, atomic replace: {@link LockedFile} (which also serialises threads of one JVM). */
    private void modify(UnaryOperator<List<Entry>> change) {
        modifyLocked(change);
    }

    private void modifyLocked(UnaryOperator<List<Entry>> change) {
        try {
            LockedFile.update(file, current -> {
                List<Entry> before = current == null ? new ArrayList<>() : parsed(current);
                List<Entry> list = change.apply(new ArrayList<>(before));
                while (list.size() > max) {
                    forgetScript(list.remove(0), list);
                }
                return !list.equals(before) || current == null ? render(list) : null;
            });
        } catch (IOException e) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, file + ": cannot write the job journal: " + e.getMessage());
        }
    }

    /**
     * A dropped local job's rendered script goes too when clusterjob wrote it into the state dir's scripts/,
     * unless a job still in the journal ran the same file (a resubmission reuses its script).
     */
    private void forgetScript(Entry dropped, List<Entry> kept) {
        if (dropped.script() == null || dropped.login() != null) {
            // A remote job's script path names a file on the login node, not here.
            return;
        }
        if (kept.stream().anyMatch(e -> dropped.script().equals(e.script()) && e.login() == null)) {
            return;
        }
        Path scripts = file.toAbsolutePath().getParent().resolve("scripts");
        Path script = Path.of(dropped.script()).toAbsolutePath().normalize();
        if (script.startsWith(scripts)) {
            try {
                Files.deleteIfExists(script);
            } catch (IOException e) {
                // A script that cannot be deleted only takes space; the journal entry is gone either way.
            }
        }
    }

    static String render(List<Entry> entries) throws IOException {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = JSON.createGenerator(w)) {
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeNumberField("version", 1);
            g.writeArrayFieldStart("jobs");
            for (Entry e : entries) {
                g.writeStartObject();
                field(g, "id", e.id());
                field(g, "cluster", e.cluster());
                field(g, "name", e.name());
                field(g, "tag", e.tag());
                field(g, "submitted", e.submitted() == null ? null : e.submitted().toString());
                field(g, "where", e.where());
                field(g, "script", e.script());
                field(g, "workdir", e.workDir());
                field(g, "stdout", e.stdout());
                field(g, "stderr", e.stderr());
                field(g, "user", e.user());
                field(g, "state", e.state() == null ? null : e.state().name());
                field(g, "exit", e.exit() == null ? null : e.exit().toString());
                field(g, "nodelist", e.nodeList());
                field(g, "elapsed", e.elapsed());
                field(g, "reason", e.reason());
                if (e.login() != null) {
                    field(g, "remote", e.login().target());
                    field(g, "remote_endpoint", e.login().endpoint());
                    field(g, "remote_identity", e.login().identity());
                    field(g, "remote_known_hosts", e.login().knownHosts());
                }
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        return w + "\n";
    }

    private static void field(JsonGenerator g, String name, String value) throws IOException {
        if (value != null) {
            g.writeStringField(name, value);
        }
    }

    static List<Entry> parse(String text) throws IOException {
        List<Entry> out = new ArrayList<>();
        try (JsonParser p = JSON.createParser(text)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new IOException("not a JSON object");
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String top = p.currentName();
                JsonToken t = p.nextToken();
                if (!"jobs".equals(top) || t != JsonToken.START_ARRAY) {
                    p.skipChildren();
                    continue;
                }
                while (p.nextToken() == JsonToken.START_OBJECT) {
                    Map<String, String> f = new HashMap<>();
                    while (p.nextToken() == JsonToken.FIELD_NAME) {
                        String name = p.currentName();
                        JsonToken v = p.nextToken();
                        if (v.isScalarValue()) {
                            f.put(name, p.getValueAsString());
                        } else {
                            p.skipChildren();
                        }
                    }
                    String id = f.get("id");
                    if (id != null && !id.isBlank()) {
                        out.add(new Entry(id, f.get("cluster"), f.get("name"), f.get("tag"), instant(f.get("submitted")),
                                f.get("where"), f.get("script"), f.get("workdir"), f.get("stdout"), f.get("stderr"),
                                f.get("user"), f.get("state") == null ? null : JobState.parse(f.get("state")),
                                ExitStatus.parseColon(f.get("exit")), f.get("nodelist"), f.get("elapsed"), login(f), f.get("reason")));
                    }
                }
            }
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IOException("malformed JSON at line " + e.getLocation().getLineNr(), e);
        }
        return out;
    }

    private static RemoteLogin login(Map<String, String> f) {
        String target = f.get("remote");
        String endpoint = f.get("remote_endpoint");
        if (target == null || target.isBlank() || endpoint == null || endpoint.isBlank()) {
            return null;
        }
        return new RemoteLogin(target, endpoint, f.get("remote_identity"), f.get("remote_known_hosts"));
    }

    private static Instant instant(String s) {
        try {
            return s == null ? null : Instant.parse(s);
        } catch (java.time.format.DateTimeParseException e) {
            return null;
        }
    }
}
