package dev.clusterjob.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.clusterjob.exec.CommandRunner;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.submit.Backoff;
import dev.clusterjob.submit.Journal;
import dev.clusterjob.submit.Retry;
import dev.clusterjob.submit.LogFollower;
import dev.clusterjob.submit.Outcome;
import dev.clusterjob.submit.Tracker;
import dev.clusterjob.submit.Waiter;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** The shared plumbing of submit, wait, status, cancel and logs: runner, journal, waiting, JSON. */
abstract class SlurmCommand implements Callable<Integer> {
    @CommandLine.Mixin
    SlurmOptions slurmOptions = new SlurmOptions();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    PrintWriter out() {
        return spec.commandLine().getOut();
    }

    PrintWriter err() {
        return spec.commandLine().getErr();
    }

    void notice(String line) {
        err().println("clusterjob: " + line);
        err().flush();
    }

    Journal journal() {
        return Journal.in(SubmitContext.stateDir.get());
    }

    @Override
    public final Integer call() {
        try (CommandRunner runner = RunnerFactory.open(slurmOptions)) {
            return run(new SlurmClient(runner, slurmOptions.callTimeout()), runner.describe());
        }
    }

    /** Runs a query or cancel, repeating it (4 tries, jittered backoff from 2 s) while it fails transiently. */
    <T> T retrying(Supplier<T> call) {
        return Retry.idempotent(call, 4, new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(30), new Random()),
                SubmitContext.time, this::notice);
    }

    /** The command itself, with a client over the one runner. */
    abstract int run(SlurmClient slurm, String where);

    /**
     * Waits for {@code ids} with the Ctrl-C policy: {@code cancelOnInterrupt} cancels without asking;
     * on a terminal the user is asked; otherwise the jobs are left running and the user told so.
     */
    Waiter.Result await(SlurmClient slurm, List<String> ids, boolean follow, boolean cancelOnInterrupt, boolean linesToErr) {
        Journal journal = journal();
        boolean mine = ids.stream().allMatch(id -> journal.find(id).isPresent());
        Tracker tracker = new Tracker(slurm, SubmitContext.time, SubmitContext.policy, new Random());
        PrintWriter lineSink = linesToErr ? err() : out();
        Waiter waiter = new Waiter(slurm, journal, SubmitContext.time, tracker, l -> {
            lineSink.println(l);
            lineSink.flush();
        }, this::notice);
        LogFollower follower = follow ? new LogFollower(new WriterOutputStream(out()), new WriterOutputStream(err())) : null;
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
        if (SubmitContext.interrupt != null) {
            return waiter.await(ids, mine, follower, SubmitContext.interrupt, policy);
        }
        try (Interrupts ctrlC = Interrupts.install()) {
            BooleanSupplier raised = ctrlC::raised;
            return waiter.await(ids, mine, follower, raised, policy);
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
