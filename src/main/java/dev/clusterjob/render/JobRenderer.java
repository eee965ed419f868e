package dev.clusterjob.render;

import dev.clusterjob.Version;
import dev.clusterjob.spec.JobSpec;

/** Spec in, script out: plan the job, then render it with the process-wide {@link Renderer}. */
public final class JobRenderer {
    private static java.util.concurrent.Future<Renderer> shared;

    /** Templates nearly every sbatch render parses (the launcher's own is parsed when first used). */
    private static final String[] COMMON = {"sbatch.sh.ftl", "lib/header.ftl", "lib/env.ftl", "lib/preflight.ftl",
            "lib/srun-per-node.ftl", "launchers/torchrun.ftl", "launchers/llamafactory.ftl"};

    private final ScriptRenderer scripts;

    private JobRenderer(Renderer renderer) {
        this.scripts = new ScriptRenderer(renderer);
    }

    /**
     * Starts building the shared renderer (FreeMarker's Configuration and the common templates) and
     * parsing the built-in profiles on background threads: at start-up they cost about as much as
     * reading the spec and planning the job, which the caller does meanwhile.
     */
    public static synchronized void warmUp() {
        if (shared == null) {
            java.util.concurrent.FutureTask<Renderer> task = new java.util.concurrent.FutureTask<>(() -> {
                Renderer r = new Renderer(null);
                r.prepare(COMMON);
                return r;
            });
            shared = task;
            Thread t = new Thread(task, "clusterjob-warm-up");
            t.setDaemon(true);
            t.start();
            Thread profiles = new Thread(dev.clusterjob.profile.ProfileCatalog::warmUp, "clusterjob-profiles");
            profiles.setDaemon(true);
            profiles.start();
        }
    }

    /** The renderer over the bundled templates, created once per process. */
    public static JobRenderer bundled() {
        java.util.concurrent.Future<Renderer> f;
        synchronized (JobRenderer.class) {
            if (shared == null) {
                java.util.concurrent.FutureTask<Renderer> task = new java.util.concurrent.FutureTask<>(() -> new Renderer(null));
                shared = task;
                task.run();
            }
            f = shared;
        }
        try {
            return new JobRenderer(f.get());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** A renderer whose templates may be overridden from {@code templateDir}. */
    public static JobRenderer withTemplates(java.nio.file.Path templateDir) {
        return templateDir == null ? bundled() : new JobRenderer(new Renderer(templateDir));
    }

    /** A rendered job: the plan it came from and the script text. */
    public record Rendered(JobPlan plan, String text) {
    }

    public Rendered render(JobSpec spec) {
        JobPlan plan = PlanBuilder.build(spec, Version.get());
        return new Rendered(plan, scripts.render(plan));
    }
}
