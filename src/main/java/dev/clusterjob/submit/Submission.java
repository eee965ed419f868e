package dev.clusterjob.submit;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.profile.LoginSettings;
import dev.clusterjob.quote.BashQuote;
import dev.clusterjob.quote.TerminalText;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.slurm.TransientSlurmException;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.stream.Collectors;

/**
 * One {@code submit}: placement (this machine, or the login node of --remote or the specs' login:
 * block), upload staging, sbatch with tag lookup and retries, the journal, then optionally waiting and
 * the resubmit loop ({@link Resubmitter}). Made by {@link Jobs#submit}.
 */
public final class Submission {
    /**
     * What to do, as submit's flags say (docs/submit.md).
     *
     * @param waitForJobs wait until the jobs end
     * @param follow stream the one job's output (implies waiting)
     * @param json one JSON object on stdout instead of the "submitted" lines
     * @param dryRun print the sbatch command and the script; submit nothing
     * @param retries retries of a transiently failed sbatch (and, with bad-node exclusion, resubmissions)
     * @param policy the resubmission policy (bad nodes, NODE_FAIL); enabled implies waiting
     * @param cancelOnInterrupt on Ctrl-C while waiting, cancel without asking
     * @param cancelUnstartable cancel a job that cannot start instead of leaving it queued
     * @param remoteDir the remote working directory, or null (login.remote_dir, else {@link Uploads#DEFAULT_REMOTE_DIR})
     * @param uploads files and directories to upload into the remote working directory
     * @param quarantine whether the quarantine applies (quarantined nodes of the job's partition excluded)
     *                   and whether the gate's convictions are added to it (docs/sweep.md)
     */
    public record Request(boolean waitForJobs, boolean follow, boolean json, boolean dryRun, int retries, Resubmitter.Policy policy,
                          boolean cancelOnInterrupt, boolean cancelUnstartable, String remoteDir, List<Path> uploads,
                          QuarantineUse quarantine) {
        /** Submit and wait, nothing else. */
        public static Request waiting() {
            return new Request(true, false, false, false, 3, Resubmitter.Policy.OFF, false, false, null, List.of(), QuarantineUse.ON);
        }

        /** The same with {@code q} as the quarantine's use. */
        public Request with(QuarantineUse q) {
            return new Request(waitForJobs, follow, json, dryRun, retries, policy, cancelOnInterrupt, cancelUnstartable, remoteDir,
                    uploads, q);
        }
    }

    /**
     * What a submit does with the quarantine.
     *
     * @param apply exclude the quarantined nodes of the job's partition ({@code --ignore-quarantine} turns it off)
     * @param record add the nodes the gate convicts for certain ({@code --no-quarantine} turns it off)
     */
    public record QuarantineUse(boolean apply, boolean record) {
        public static final QuarantineUse ON = new QuarantineUse(true, true);
        public static final QuarantineUse OFF = new QuarantineUse(false, false);
    }

    private final Jobs jobs;
    private final Request req;
    private final Context ctx;
    /** A job sbatch created that the journal could not record (submit then exits JOB_NOT_RECORDED instead of 0). */
    private boolean unrecorded;
    /** The ClusterName of the place jobs are submitted to, asked before the first sbatch (null: unknown). */
    private String cluster;

    Submission(Jobs jobs, Request request) {
        this.jobs = jobs;
        this.req = request;
        this.ctx = jobs.context();
    }

    int run(List<Submitter.Prepared> given) {
        Resubmitter.Policy policy = req.policy();
        List<Submitter.Prepared> prepared = given.stream().map(policy::first).toList();
        for (Submitter.Prepared p : prepared) {
            if (policy.nodeFail() > 0 && "yes".equals(p.directives().get("requeue"))) {
                throw ClusterjobException.badInput("--resubmit-on-node-fail", p.script().getFileName() + " asks Slurm to requeue it"
                        + " (#SBATCH --requeue, as a spec's requeue: block renders): Slurm then requeues it after a node failure itself"
                        + " and it never ends NODE_FAIL; use one or the other");
            }
        }
        if (req.follow() && prepared.size() != 1) {
            throw ClusterjobException.badInput("--follow", "follows one job; " + prepared.size() + " were given");
        }
        LoginSettings block = loginBlock(prepared);
        RemoteLogin login = jobs.login(block);
        if (login == null && (req.remoteDir() != null || !req.uploads().isEmpty())) {
            throw ClusterjobException.badInput(req.remoteDir() != null ? "--remote-dir" : "--upload",
                    "applies to remote submission: add --remote [USER@]HOST[:PORT] (or a login: block in the profile)");
        }
        String workDir = req.remoteDir() != null ? req.remoteDir() : block.remoteDir() != null ? block.remoteDir() : Uploads.DEFAULT_REMOTE_DIR;
        List<Uploads.Upload> extra = login == null ? List.of() : Uploads.walk(ctx.cwd(), req.uploads());
        PrintWriter out = jobs.out();
        if (req.dryRun()) {
            for (Uploads.Upload u : extra) {
                out.println("# upload " + u.local() + " -> " + Uploads.join(workDir, u.remote()) + " on " + RemoteLogin.describe(login));
            }
            for (Submitter.Prepared p : prepared) {
                Submitter.Prepared q = login == null ? p
                        : p.onLoginNode(Uploads.join(Uploads.scriptDir(workDir, p), p.script().getFileName().toString()), workDir);
                out.println("# " + q.argv().stream().map(BashQuote::quote).collect(Collectors.joining(" "))
                        + "   (in " + q.workDir() + (login == null ? "" : " on " + RemoteLogin.describe(login)) + ")");
                out.print(p.text());
                if (!p.text().endsWith("\n")) {
                    out.println();
                }
            }
            return ExitCodes.OK;
        }
        Path scripts = ctx.stateDir().resolve("scripts");
        if (login == null) {
            prepared.stream().filter(Submitter.Prepared::rendered).forEach(p -> Uploads.write(p.script(), p.text()));
        }
        try (SlurmPlace place = jobs.open(login)) {
            try {
                place.journal.checkUsable();
            } catch (ClusterjobException e) {
                throw new ClusterjobException(e.exitCode(), e.getMessage() + "; nothing was submitted");
            }
            if (login != null) {
                prepared = Uploads.send(place.files(), prepared, extra, workDir, scripts);
            }
            int code = submit(place, prepared, policy);
            return unrecorded && code == ExitCodes.OK ? ExitCodes.JOB_NOT_RECORDED : code;
        }
    }

    private Jobs.WaitOptions waitOptions() {
        return new Jobs.WaitOptions(req.follow(), req.cancelOnInterrupt(), req.json() || req.follow(), req.cancelUnstartable());
    }

    private int submit(SlurmPlace place, List<Submitter.Prepared> given, Resubmitter.Policy policy) {
        cluster = clusterOf(place);
        Submitter submitter = new Submitter(place.slurm, ctx.time(),
                new Backoff(Duration.ofSeconds(2), Duration.ofSeconds(60), new Random()), req.retries(), jobs::notice);
        QuarantineStep quarantine = new QuarantineStep(jobs, place, cluster);
        List<Submitter.Prepared> prepared = req.quarantine().apply() ? quarantine.apply(given) : given;
        Resubmitter resubmitter = new Resubmitter(policy, place.slurm, Resubmitter.tail(place.logSource()), ctx.time(), jobs::notice);
        if (req.quarantine().record()) {
            resubmitter.onConviction(quarantine::convicted);
        }
        List<Resubmitter.Chain> chains = prepared.stream().map(resubmitter::start).toList();
        List<Journal.Entry> entries = new ArrayList<>();
        for (Resubmitter.Chain c : chains) {
            Submitter.Prepared p = c.current();
            Journal.Entry e;
            try {
                e = submitOne(place, submitter, p);
            } catch (ClusterjobException x) {
                if (!entries.isEmpty()) {
                    jobs.notice("submitted before the failure: " + entries.stream().map(Journal.Entry::id).collect(Collectors.joining(" ")));
                }
                throw new ClusterjobException(x.exitCode(), p.script().getFileName() + ": " + x.getMessage());
            }
            c.submitted(e.id());
            entries.add(e);
        }
        List<String> ids = entries.stream().map(Journal.Entry::id).toList();
        if (!req.waitForJobs() && !req.follow() && !policy.enabled()) {
            warnUnstartable(place, ids);
            if (req.json()) {
                jobs.out().println(JobsJson.write(List.of(), entries, -1));
            }
            return ExitCodes.OK;
        }
        if (!policy.enabled()) {
            Waiter.Result r = jobs.await(place, ids, waitOptions());
            if (req.quarantine().record()) {
                r.jobs().forEach(j -> resubmitter.verdictOnly(j, place.journal.find(j.id()).orElse(null)));
            }
            if (req.json()) {
                jobs.out().println(JobsJson.write(r.jobs(), entries, r.exitCode()));
            }
            return r.exitCode();
        }
        return waitAndResubmit(place, submitter, resubmitter, chains, entries);
    }

    /**
     * Without waiting: one squeue of the new jobs, and a line for each that cannot start (the job stays
     * submitted, exit 0; --wait would end with 87). A Slurm that does not answer now says nothing.
     */
    private void warnUnstartable(SlurmPlace place, List<String> ids) {
        try {
            Unstartables u = new Unstartables(place.slurm);
            for (JobInfo j : place.slurm.queue(ids, true).values()) {
                String why = j.state() == JobState.PENDING ? u.why(j) : null;
                if (why != null) {
                    jobs.notice(why);
                }
            }
        } catch (TransientSlurmException e) {
            // the jobs are submitted; status and wait show the reason later
        }
    }

    /**
     * The ClusterName the journal records the jobs with (docs/submit.md, "The journal"): this machine's
     * (asked once per command), or the login node's; null when Slurm does not say (the job is submitted all the same).
     */
    private String clusterOf(SlurmPlace place) {
        if (place.login == null) {
            return jobs.localCluster();
        }
        try {
            return place.slurm.clusterName();
        } catch (ClusterjobException e) {
            return null;
        }
    }

    /** sbatch of one prepared script; records the job in the place's journal and prints the "submitted" line. */
    private Journal.Entry submitOne(SlurmPlace place, Submitter submitter, Submitter.Prepared p) {
        Submitter.Submission s = submitter.submit(p);
        String user = place.login == null ? System.getProperty("user.name") : place.login.user();
        Journal.Entry e = new Journal.Entry(s.jobId(), s.cluster() != null ? s.cluster() : cluster, p.jobName(), p.tag(), ctx.time().now(), place.where(),
                p.script().toString(), p.jobWorkDir(), p.directives().get("output"), p.directives().get("error"),
                user, JobState.PENDING, null, null, null, place.login);
        try {
            place.journal.add(e);
        } catch (ClusterjobException x) {
            // the job exists: say which, and how to find it, so that nobody submits it again
            unrecorded = true;
            jobs.notice("job " + s.jobId() + " was submitted but not recorded (" + x.getMessage() + "); do not submit it again:"
                    + " `squeue --me -O JobID,Comment` shows it with the comment " + p.tag());
        }
        if (!req.json()) {
            jobs.out().println(TerminalText.line("submitted " + s.jobId() + (s.cluster() != null ? " on cluster " + s.cluster() : "")
                    + " (" + p.jobName() + ") " + p.script() + (place.login == null ? "" : " on " + place.where())));
            jobs.out().flush();
        }
        return e;
    }

    /**
     * Waits for the chains' jobs; each job that ended because of its nodes is submitted again as the
     * {@link Resubmitter} decides (one line each), and the new jobs are waited for, until no chain goes on.
     * The exit code is that of the first chain (in input order) whose last job did not complete.
     */
    private int waitAndResubmit(SlurmPlace place, Submitter submitter, Resubmitter resubmitter, List<Resubmitter.Chain> chains,
                                List<Journal.Entry> entries) {
        PrintWriter lines = req.json() || req.follow() ? jobs.err() : jobs.out();
        Map<String, JobInfo> finals = new LinkedHashMap<>();
        List<String> open = chains.stream().map(Resubmitter.Chain::jobId).toList();
        while (!open.isEmpty()) {
            Waiter.Result r = jobs.await(place, open, waitOptions());
            r.jobs().forEach(j -> finals.put(j.id(), j));
            if (r.interrupted()) {
                return finish(entries, finals, r.exitCode());
            }
            List<String> next = new ArrayList<>();
            for (Resubmitter.Chain c : chains) {
                JobInfo end = finals.get(c.jobId());
                if (!open.contains(c.jobId()) || end == null || !end.state().terminal()) {
                    continue; // a job that cannot start (87) is not resubmitted: nothing about its nodes failed
                }
                Resubmitter.Decision d = resubmitter.after(c, end, place.journal.find(c.jobId()).orElse(null));
                if (d.line() != null) {
                    lines.println(TerminalText.line(d.line()));
                    lines.flush();
                }
                if (d.next() == null) {
                    continue;
                }
                try {
                    Journal.Entry e = submitOne(place, submitter, d.next());
                    c.submitted(e.id());
                    entries.add(e);
                    next.add(e.id());
                } catch (ClusterjobException x) {
                    lines.println(TerminalText.lines(end.id() + ": the resubmission failed: " + x.getMessage()));
                    lines.flush();
                }
            }
            open = next;
        }
        List<JobInfo> last = chains.stream().map(c -> finals.get(c.jobId())).filter(Objects::nonNull).toList();
        return finish(entries, finals, Waiter.exitCode(last));
    }

    private int finish(List<Journal.Entry> entries, Map<String, JobInfo> finals, int code) {
        if (req.json()) {
            List<JobInfo> jobInfos = entries.stream().map(e -> finals.getOrDefault(e.id(), JobInfo.of(e.id(), null))).toList();
            jobs.out().println(JobsJson.write(jobInfos, entries, code));
        }
        return code;
    }

    /**
     * The login: block of the specs' profiles (NONE when none has one); specs whose blocks name
     * different login nodes are refused: one submit goes to one place.
     */
    private static LoginSettings loginBlock(List<Submitter.Prepared> prepared) {
        LoginSettings found = LoginSettings.NONE;
        for (Submitter.Prepared p : prepared) {
            LoginSettings l = p.login();
            if (l.isEmpty()) {
                continue;
            }
            if (!found.isEmpty() && !sameBlock(found, l)) {
                throw ClusterjobException.badInput(p.script().getFileName().toString(), "its profile's login: block ("
                        + l.origin("host") + ") differs from another spec's (" + found.origin("host")
                        + "); submit specs for different login nodes separately");
            }
            found = l;
        }
        return found;
    }

    private static boolean sameBlock(LoginSettings a, LoginSettings b) {
        return Objects.equals(a.host(), b.host()) && Objects.equals(a.port(), b.port()) && Objects.equals(a.user(), b.user())
                && Objects.equals(a.identity(), b.identity()) && Objects.equals(a.remoteDir(), b.remoteDir())
                && Objects.equals(a.knownHosts(), b.knownHosts());
    }
}
