package dev.clusterjob.render;

import dev.clusterjob.Version;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.trace.Trace;

/** Spec in, script out: plan the job, then render it with the process-wide {@link Renderer}. */
public final class JobRenderer {
    /** Completes as soon as the shared FreeMarker Configuration exists (templates parse on afterwards). */
    private static java.util.concurrent.CompletableFuture<Renderer> shared;

    /** Templates every sbatch render parses; the warm-up thread parses them while the spec is read. */
    private static final String[] COMMON = {"sbatch.sh.ftl", "lib/header.ftl", "lib/env.ftl", "lib/task.ftl",
            "lib/srun-per-node.ftl", "lib/runtime.ftl"};

    private final Renderer renderer;
    private final ScriptRenderer scripts;

    private JobRenderer(Renderer renderer) {
        this.renderer = renderer;
        this.scripts = new ScriptRenderer(renderer);
    }

    /**
     * Reserves the shared renderer and returns the work that builds it (FreeMarker's Configuration, then
     * the common templates), for a start-up thread to run while the caller reads the spec and plans the
     * job: FreeMarker's parser is most of a cold render. A later {@link #bundled()} waits for that work
     * instead of building a second renderer. When the shared renderer exists already, the work is empty.
     */
    public static synchronized Runnable sharedRendererWork() {
        if (shared != null) {
            return () -> { };
        }
        java.util.concurrent.CompletableFuture<Renderer> ready = new java.util.concurrent.CompletableFuture<>();
        shared = ready;
        return new WarmUp(ready);
    }

    /** The warm-up thread's work: the shared Configuration, then the common templates. */
    private static final class WarmUp implements Runnable {
        private final java.util.concurrent.CompletableFuture<Renderer> ready;

        WarmUp(java.util.concurrent.CompletableFuture<Renderer> ready) {
            this.ready = ready;
        }

        @Override
        public void run() {
            Renderer r;
            try {
                Trace.mark("warm start");
                r = new Renderer(null);
                Trace.mark("cfg done");
            } catch (RuntimeException | Error e) {
                ready.completeExceptionally(e);
                return;
            }
            ready.complete(r);
            r.prepare(COMMON);
            Trace.mark("common parsed");
        }
    }

    /** The renderer over the bundled templates, created once per process. */
    public static JobRenderer bundled() {
        java.util.concurrent.CompletableFuture<Renderer> f;
        synchronized (JobRenderer.class) {
            if (shared == null) {
                shared = java.util.concurrent.CompletableFuture.completedFuture(new Renderer(null));
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

    /** Renders {@code spec}: resolve its profiles ({@link ResolvedJob}), plan ({@link PlanBuilder}), then the templates. */
    public Rendered render(JobSpec spec) {
        JobPlan plan = PlanBuilder.build(ResolvedJob.resolve(spec), Version.get());
        Trace.mark("planned");
        renderer.prepare(planTemplates(plan));
        Trace.mark("plan templates parsed");
        String text = scripts.render(plan);
        Trace.mark("processed");
        return new Rendered(plan, text);
    }

    /**
     * Renders the sweep job (docs/sweep.md) of {@code spec}: planned as a job of its profile (directives,
     * fabric environment, the gate's probe settings), with {@code sweep}'s values for the sweep step.
     */
    public Rendered renderSweep(JobSpec spec, java.util.Map<String, Object> sweep) {
        JobPlan plan = PlanBuilder.build(ResolvedJob.resolve(spec), Version.get());
        return new Rendered(plan, scripts.renderSweep(plan, sweep));
    }

    /**
     * The templates this plan includes besides the common ones (parsed here, on the caller's thread,
     * sharing the work with the warm-up thread). Only those the render will include: preflight and
     * gate templates are skipped when they are off. A template left out is parsed when included.
     */
    static String[] planTemplates(JobPlan plan) {
        String launcher = "launchers/" + plan.launch().launcher().id() + ".ftl";
        if (plan.target() == dev.clusterjob.spec.JobSpec.Target.MPIRUN) {
            return new String[] {plan.templateName(), "lib/runtime.ftl"};
        }
        java.util.List<String> names = new java.util.ArrayList<>(java.util.List.of(plan.templateName(), launcher,
                "lib/launch-begin.ftl"));
        if (plan.steps().gate() != null) {
            names.add("lib/gate.ftl");
        }
        return names.toArray(new String[0]);
    }
}
