package dev.clusterjob.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.clusterjob.ClusterjobException;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.exec.ExecException;
import dev.clusterjob.exec.ssh.RemoteFiles;
import dev.clusterjob.exec.ssh.SshException;
import dev.clusterjob.exec.ssh.SshFileChunk;
import dev.clusterjob.profile.LoginSettings;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.submit.Backoff;
import dev.clusterjob.submit.Journal;
import dev.clusterjob.submit.LogFollower;
import dev.clusterjob.submit.Outcome;
import dev.clusterjob.submit.RemoteLogin;
import dev.clusterjob.submit.Retry;
import dev.clusterjob.submit.Tracker;
import dev.clusterjob.submit.Waiter;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The shared plumbing of submit, wait, status, cancel and logs: where the jobs live (this machine or
 * a login node: {@code --remote}, else the journal), one runner per place, journal, waiting, JSON.
 */
abstract class SlurmCommand implements Callable<Integer> {
    @CommandLine.Mixin
    SlurmOptions slurmOptions = new SlurmOptions();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** The streams when run by {@link FastPath} (no picocli model, so no {@link #spec}). */
    private PrintWriter fastOut;
    private PrintWriter fastErr;

    PrintWriter out() {
        return spec != null ? spec.commandLine().getOut() : fastOut;
    }

    PrintWriter err() {
        return spec != null ? spec.commandLine().getErr() : fastErr;
    }

    /** Runs without picocli: the fields were set as picocli would set them (FastPathTest compares). */
    final int runWithout(PrintWriter out, PrintWriter err) {
        this.fastOut = out;
        this.fastErr = err;
        return call();
    }

    void notice(String line) {
        err().println("clusterjob: " + line);
        err().flush();
    }

    /** The whole journal (every place). */
    Journal journal() {
        return Journal.in(SubmitContext.stateDir.get());
    }

    @Override
    public final Integer call() {
        return run();
    }

    /** The command itself. */
    abstract int run();

    /**
     * One place where Slurm commands run, open: this machine or one SSH session to a login node
     * (kept for every command, upload and log read of this clusterjob process), a client over it,
     * and the journal's view of that place.
     */
    final class Site implements AutoCloseable {
        final RemoteLogin login;
        final CommandRunner runner;
        final SlurmClient slurm;
        final Journal journal;

        private Site(RemoteLogin login, CommandRunner runner) {
            this.login = login;
            this.runner = runner;
            this.slurm = new SlurmClient(runner, slurmOptions.callTimeout());
            this.journal = journal().at(login);
        }

        /** "local" or "ssh user@host:port". */
        String where() {
            return runner.describe();
        }

        /** File transfer to the login node; null on this machine. */
        RemoteFiles files() {
            if (login == null) {
                return null;
            }
            if (runner instanceof RemoteFiles f) {
                return f;
            }
            throw new IllegalStateException(runner.describe() + " cannot transfer files");
        }

        /** How job output files are read: local files, or over SFTP from the login node by offset. */
        LogFollower.Source logSource() {
            RemoteFiles f = files();
            if (f == null) {
                return LogFollower.LOCAL;
            }
            return (file, offset, max) -> {
                try {
                    SshFileChunk c = f.read(file.toString(), offset, max);
                    return new LogFollower.Chunk(c.data(), c.size());
                } catch (ExecException e) {
                    // Connection trouble: the follower keeps its offset and reads again at the next poll.
                    throw new IOException(e.getMessage(), e);
                }
            };
        }

        @Override
        public void close() {
            runner.close();
        }
    }

    /** Opens the place {@code login} (null: this machine); an SSH session is made on first use. */
    Site open(RemoteLogin login) {
        return new Site(login, RunnerFactory.open(login, slurmOptions.acceptNewHostKey, this::notice));
    }

    /** {@code --remote} as a login record, or null without the flag. */
    RemoteLogin remoteFlag() {
        return slurmOptions.remote == null ? null : RunnerFactory.login(slurmOptions.remote, LoginSettings.NONE);
    }

    /** A job id with the place it lives and its journal entry (null when the journal does not know it there). */
    record Placed(String id, RemoteLogin login, Journal.Entry entry) {
    }

    /**
     * Where each id lives: at {@code --remote} when given; else where the journal recorded it (its
     * newest entry); else this machine. Order kept.
     */
    List<Placed> place(List<String> ids) {
        Journal all = journal();
        RemoteLogin flag = remoteFlag();
        List<Placed> out = new ArrayList<>();
        for (String id : ids) {
            if (flag != null) {
                out.add(new Placed(id, flag, all.at(flag).find(id).orElse(null)));
            } else {
                Optional<Journal.Entry> e = all.find(id);
                out.add(new Placed(id, e.map(Journal.Entry::login).orElse(null), e.orElse(null)));
            }
        }
        return out;
    }

    /** {@code placed} grouped by place (first appearance order); the key is the place's endpoint, "" for this machine. */
    static Map<String, List<Placed>> byPlace(List<Placed> placed) {
        Map<String, List<Placed>> m = new LinkedHashMap<>();
        for (Placed p : placed) {
            m.computeIfAbsent(p.login() == null ? "" : p.login().endpoint(), k -> new ArrayList<>()).add(p);
        }
        return m;
    }

    /** The one place all of {@code placed} live; bad input when they live in several (one command waits in one place). */
    static RemoteLogin onePlace(List<Placed> placed, String what) {
        Map<String, List<Placed>> m = byPlace(placed);
        if (m.size() > 1) {
            throw ClusterjobException.badInput("JOBID", what + " jobs of one place at a time; these live in "
                    + m.values().stream().map(l -> RemoteLogin.describe(l.get(0).login()) + " ("
                            + l.stream().map(Placed::id).collect(Collectors.joining(" ")) + ")").collect(Collectors.joining(", ")));
        }
        return placed.isEmpty() ? null : placed.get(0).login();
    }

    /** Runs a query or cancel, repeating it (4 tries, jittered backoff from 2 s) while it fails transiently. */
    <T> T retrying(Supplier<T> call) {
        return Retry.idempotent(call, 4, new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(30), new Random()),
                SubmitContext.time, this::notice);
    }

    /**
     * Waits for {@code ids} at {@code site} with the Ctrl-C policy: {@code cancelOnInterrupt} cancels
     * without asking; on a terminal the user is asked; otherwise the jobs are left running and the user told so.
     */
    Waiter.Result await(Site site, List<String> ids, boolean follow, boolean cancelOnInterrupt, boolean linesToErr) {
        return await(site, ids, follow, cancelOnInterrupt, linesToErr, false);
    }

    /** As above; a job that cannot start (exit 87) is cancelled when {@code cancelUnstartable}, else left queued. */
    Waiter.Result await(Site site, List<String> ids, boolean follow, boolean cancelOnInterrupt, boolean linesToErr,
                        boolean cancelUnstartable) {
        Journal journal = site.journal;
        boolean mine = ids.stream().allMatch(id -> journal.find(id).isPresent());
        Tracker tracker = new Tracker(site.slurm, SubmitContext.time, SubmitContext.policy, new Random())
                .stopWhenUnstartable(new dev.clusterjob.submit.Unstartables(site.slurm));
        PrintWriter lineSink = linesToErr ? err() : out();
        Waiter waiter = new Waiter(site.slurm, journal, SubmitContext.time, tracker, l -> {
            lineSink.println(l);
            lineSink.flush();
        }, this::notice).cancelUnstartable(cancelUnstartable);
        LogFollower follower = follow
                ? new LogFollower(new WriterOutputStream(out()), new WriterOutputStream(err()), site.logSource()) : null;
        Waiter.OnInterrupt policy = running -> {
            if (cancelOnInterrupt) {
                return true;
            }
            String answer = SubmitContext.prompt.apply("\nclusterjob: cancel job(s) " + String.join(" ", running) + "? [y/N] ");
            if (answer == null) {
                notice("not a terminal: leaving the job(s) running (--cancel-on-interrupt cancels them)");
                return false;
            }
            return answer.trim().toLowerCase(Locale.ROOT).startsWith("y");
        };
        try {
            if (SubmitContext.interrupt != null) {
                return waiter.await(ids, mine, follower, SubmitContext.interrupt, policy);
            }
            try (Interrupts ctrlC = Interrupts.install()) {
                BooleanSupplier raised = ctrlC::raised;
                return waiter.await(ids, mine, follower, raised, policy);
            }
        } catch (SshException e) {
            notice("lost " + site.where() + "; job(s) " + String.join(" ", ids) + " keep running there: clusterjob wait "
                    + String.join(" ", ids) + " follows them again");
            throw e;
        }
    }

    /** Writes {@code {"jobs":[...],"exit_code":N}} for jobs that were waited for (exit_code omitted when negative). */
    static String jobsJson(List<JobInfo> jobs, List<Journal.Entry> submitted, int exitCode) {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = new JsonFactory().createGenerator(w)) {
            g.writeStartObject();
            g.writeArrayFieldStart("jobs");
            for (int i = 0; i < Math.max(jobs.size(), submitted.size()); i++) {
                JobInfo j = i < jobs.size() ? jobs.get(i) : null;
                Journal.Entry e = i < submitted.size() ? submitted.get(i) : null;
                g.writeStartObject();
                str(g, "id", j != null ? j.id() : e.id());
                str(g, "name", j != null && j.name() != null ? j.name() : e != null ? e.name() : null);
                if (e != null) {
                    str(g, "cluster", e.cluster());
                    str(g, "script", e.script());
                    str(g, "tag", e.tag());
                    if (e.login() != null) {
                        str(g, "remote", e.login().endpoint());
                    }
                }
                if (j != null) {
                    str(g, "state", j.state() == null ? null : j.state().name());
                    str(g, "elapsed", j.elapsed());
                    if (j.nodes() != null) {
                        g.writeNumberField("nodes", j.nodes());
                    }
                    str(g, "nodelist", j.nodeList());
                    str(g, "reason", j.reason());
                    str(g, "exit", j.exit() == null ? null : j.exit().toString());
                    if (j.state() != null && j.state().terminal()) {
                        g.writeNumberField("exit_code", Outcome.exitCode(j.state(), j.exit()));
                    }
                }
                g.writeEndObject();
            }
            g.writeEndArray();
            if (exitCode >= 0) {
                g.writeNumberField("exit_code", exitCode);
            }
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }

    private static void str(JsonGenerator g, String name, String value) throws IOException {
        if (value != null) {
            g.writeStringField(name, value);
        }
    }
}
