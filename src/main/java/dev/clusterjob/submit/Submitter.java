package dev.clusterjob.submit;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.fs.AtomicFile;
import dev.clusterjob.profile.LoginSettings;
import dev.clusterjob.render.JobRenderer;
import dev.clusterjob.slurm.BatchDirectives;
import dev.clusterjob.slurm.Sbatch;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.slurm.Squeue;
import dev.clusterjob.slurm.TransientSlurmException;
import dev.clusterjob.spec.JobSpec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * Submits batch scripts with sbatch so that a retry never creates a second job. Every submission
 * carries a unique tag in {@code --comment} ({@code clusterjob:<uuid>}). When sbatch fails in a
 * transient way (timeout, controller unreachable: the job may exist all the same, Nextflow #970)
 * the submitter waits, looks for a job with that tag ({@code squeue --me}), and only submits again
 * when none exists; after a retried submit it checks once more and cancels any duplicate.
 *
 * <p>Why the comment and not a job-name suffix: the name is visible to users and to Slurm's own
 * logic ({@code %x} in output file names, {@code --dependency=singleton}); the comment is free
 * text nobody else keys on. A comment the script already sets is kept in front of the tag.
 *
 * @param slurm the Slurm calls (sbatch, squeue, scancel)
 * @param time clock and sleep between tries
 * @param backoff the waits between tries
 * @param retries how many times a transiently failed sbatch may be repeated (0: never)
 * @param notices where the word about a retry goes
 */
public record Submitter(SlurmClient slurm, TimeSource time, Backoff backoff, int retries, Consumer<String> notices) {
    /** The tag prefix in the job comment. */
    public static final String TAG_PREFIX = "clusterjob:";
    /** How often the tag lookup is tried before the submitter admits it cannot know whether the job exists. */
    static final int LOOKUP_TRIES = 6;

    /**
     * A script ready for sbatch.
     *
     * @param script absolute path of the batch script
     * @param directives its #SBATCH output/error/job-name/chdir/comment/array
     * @param workDir where sbatch runs: the job's working directory unless the script sets --chdir
     * @param rendered true when clusterjob rendered the script from a spec
     * @param login the login: block of the spec's profile ({@link LoginSettings#NONE} for a script or a profile without one)
     * @param options sbatch options before the script (they override its #SBATCH lines): --exclude=... of a
     *                resubmission, --no-requeue when clusterjob resubmits after NODE_FAIL itself
     */
    public record Prepared(Path script, String text, Map<String, String> directives, String workDir, String tag, boolean rendered,
                           LoginSettings login, List<String> options) {
        public Prepared {
            options = List.copyOf(options);
        }

        /** The same submission on a login node: the script uploaded to {@code remoteScript}, sbatch run in {@code remoteWorkDir}. */
        public Prepared onLoginNode(String remoteScript, String remoteWorkDir) {
            return new Prepared(Path.of(remoteScript), text, directives, remoteWorkDir, tag, rendered, login, options);
        }

        /** The same script with a new tag and these sbatch options (a resubmission is a new job: it needs its own tag). */
        public Prepared with(String newTag, List<String> newOptions) {
            return new Prepared(script, text, directives, workDir, newTag, rendered, login, newOptions);
        }

        /** The comment sbatch gets: the script's own comment (if any), then the tag. */
        public String comment() {
            String own = directives.get("comment");
            return own == null || own.isBlank() ? tag : own + " " + tag;
        }

        /** The exact sbatch argv. */
        public List<String> argv() {
            return Sbatch.argv(script.toString(), comment(), options);
        }

        /** The job name Slurm will use: --job-name, else the script's file name (sbatch's default). */
        public String jobName() {
            String n = directives.get("job-name");
            return n != null ? n : script.getFileName().toString();
        }

        /** The job's working directory as Slurm resolves it: --chdir (relative to the submit dir) or the submit dir. */
        public String jobWorkDir() {
            String chdir = directives.get("chdir");
            return chdir == null ? workDir : Path.of(workDir).resolve(chdir).normalize().toString();
        }
    }

    /** A new unique tag. */
    public static String newTag() {
        return TAG_PREFIX + UUID.randomUUID();
    }

    /** Reads a hand-written batch script (bad input when it is missing or has no #! line). */
    public static Prepared fromScript(Path script, Path submitDir, String tag) {
        Path abs = script.toAbsolutePath().normalize();
        if (!Files.isRegularFile(abs)) {
            throw ClusterjobException.badInput(script.toString(), "no such file (expected a batch script or a .yaml job spec)");
        }
        String text;
        try {
            text = Files.readString(abs);
        } catch (IOException e) {
            throw ClusterjobException.badInput(script.toString(), "cannot read: " + e.getMessage());
        }
        if (!text.startsWith("#!")) {
            throw ClusterjobException.badInput(script + ":1", "a batch script must start with '#!' (e.g. #!/bin/bash), as sbatch requires");
        }
        return new Prepared(abs, text, BatchDirectives.parse(text), submitDir.toAbsolutePath().normalize().toString(), tag, false,
                LoginSettings.NONE, List.of());
    }

    /**
     * Renders a spec and writes the script to {@code scriptsDir/<name>-<tag>.sbatch} (kept so that what ran can be
     * read later). Never to the spec's {@code output:}: that file is checked in, and only {@code render} changes it
     * (flags such as --nodes or --gate would otherwise rewrite it, even for a job sbatch then refuses). With
     * {@code write} false (dry run) nothing is written.
     */
    public static Prepared fromSpec(JobSpec spec, JobRenderer renderer, Path scriptsDir, Path submitDir, String tag, boolean write) {
        return fromSpec(spec, renderer, scriptsDir, submitDir, tag, write, r -> { });
    }

    /** As above; {@code check} sees the rendered job first and may refuse it by throwing (nothing is written then). */
    public static Prepared fromSpec(JobSpec spec, JobRenderer renderer, Path scriptsDir, Path submitDir, String tag, boolean write,
                                    java.util.function.Consumer<JobRenderer.Rendered> check) {
        if (spec.target() == JobSpec.Target.MPIRUN) {
            throw ClusterjobException.badInput(spec.where("target"), "target mpirun renders a plain mpirun script; submit needs target sbatch");
        }
        JobRenderer.Rendered r = renderer.render(spec);
        check.accept(r);
        String base = r.plan().name().replaceAll("[^A-Za-z0-9._-]", "_");
        Path target = scriptsDir.resolve(base + "-" + tag.substring(TAG_PREFIX.length(), TAG_PREFIX.length() + 8) + ".sbatch");
        if (write) {
            try {
                AtomicFile.write(target, r.text(), true);
            } catch (IOException e) {
                throw new ClusterjobException(ExitCodes.USAGE, target + ": cannot write the rendered script: " + e.getMessage());
            }
        }
        return new Prepared(target.toAbsolutePath().normalize(), r.text(), r.plan().batchDirectives(),
                submitDir.toAbsolutePath().normalize().toString(), tag, true, r.plan().profile().login(), List.of());
    }

    /**
     * What a submit ended with.
     *
     * @param attempts sbatch calls made
     * @param foundByTag true when the job was found by its tag after a failed sbatch (no resubmit)
     * @param cancelledDuplicates ids of duplicates a retry created and the submitter cancelled
     */
    public record Submission(String jobId, String cluster, int attempts, boolean foundByTag, List<String> cancelledDuplicates) {
    }

    /** Submits {@code p}, retrying transient failures only after the tag lookup found no job. */
    public Submission submit(Prepared p) {
        backoff.reset();
        int attempt = 0;
        while (true) {
            attempt++;
            Sbatch.Submitted s;
            try {
                s = slurm.submit(p.script(), p.comment(), p.options(), p.workDir());
            } catch (TransientSlurmException e) {
                notices.accept(e.getMessage() + "; looking for the job by its tag");
                List<String> found = lookup(p.tag());
                if (!found.isEmpty()) {
                    notices.accept("sbatch did create job " + found.get(0) + " (found by tag " + p.tag() + "); not submitting again");
                    return new Submission(found.get(0), null, attempt, true, cancelDuplicates(found));
                }
                if (attempt > retries) {
                    throw new ClusterjobException(ExitCodes.EXTERNAL, e.getMessage() + "; no job was created (none carries tag "
                            + p.tag() + "); gave up after " + attempt + " attempt" + (attempt == 1 ? "" : "s") + " (--retries " + retries + ")");
                }
                notices.accept("no job carries tag " + p.tag() + "; submitting again (attempt " + (attempt + 1) + " of " + (retries + 1) + ")");
                continue;
            } catch (ClusterjobException e) {
                // A refusal for the node count reads like one for per-node resources: say which it is (sinfo).
                String why = new PartitionRoom(slurm).refusal(p, e.getMessage());
                if (why.isEmpty()) {
                    throw e;
                }
                throw new ClusterjobException(e.exitCode(), e.getMessage() + why);
            }
            if (attempt == 1) {
                return new Submission(s.jobId(), s.cluster(), attempt, false, List.of());
            }
            // An earlier attempt may have been created after our lookup: keep the oldest job, cancel the rest.
            List<String> found = lookup(p.tag());
            if (found.isEmpty() || found.get(0).equals(s.jobId())) {
                return new Submission(s.jobId(), s.cluster(), attempt, false, cancelDuplicates(found));
            }
            return new Submission(found.get(0), s.cluster(), attempt, false, cancelDuplicates(found));
        }
    }

    /** Ids of the caller's jobs carrying {@code tag}, oldest first; the lookup itself waits out transient errors. */
    private List<String> lookup(String tag) {
        for (int tries = 1; ; tries++) {
            try {
                time.sleep(backoff.next());
                List<String> ids = new ArrayList<>();
                for (Squeue.Tagged t : slurm.myJobs()) {
                    if (t.comment() != null && List.of(t.comment().split("\\s+")).contains(tag)) {
                        ids.add(t.jobId());
                    }
                }
                ids.sort(Comparator.comparingLong(Submitter::numericId).thenComparing(Comparator.naturalOrder()));
                return ids;
            } catch (TransientSlurmException e) {
                if (tries >= LOOKUP_TRIES) {
                    throw new ClusterjobException(ExitCodes.EXTERNAL, "cannot tell whether sbatch created the job: " + e.getMessage()
                            + "; look for comment " + tag + " (squeue --me -O JobID,Comment) before submitting again");
                }
                notices.accept(e.getMessage() + "; asking again");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ClusterjobException(ExitCodes.INTERRUPTED, "interrupted while looking for job " + tag);
            }
        }
    }

    private List<String> cancelDuplicates(List<String> found) {
        if (found.size() < 2) {
            return List.of();
        }
        List<String> extra = found.subList(1, found.size());
        notices.accept("tag found on " + found.size() + " jobs; keeping " + found.get(0) + ", cancelling duplicate(s) " + String.join(", ", extra));
        slurm.cancel(extra);
        return List.copyOf(extra);
    }

    private static long numericId(String id) {
        int end = 0;
        while (end < id.length() && Character.isDigit(id.charAt(end))) {
            end++;
        }
        return end == 0 || end > 18 ? Long.MAX_VALUE : Long.parseLong(id.substring(0, end));
    }
}
