package dev.clusterjob.render;

import dev.clusterjob.Version;
import dev.clusterjob.spec.JobSpec;

/** Spec in, script out: plan the job, then render it with the process-wide {@link Renderer}. */
public final class JobRenderer {
    private static Renderer shared;

    private final ScriptRenderer scripts;

    private JobRenderer(Renderer renderer) {
        this.scripts = new ScriptRenderer(renderer);
    }

    /** The renderer over the bundled templates, created once per process. */
    public static synchronized JobRenderer bundled() {
        if (shared == null) {
            shared = new Renderer(null);
        }
        return new JobRenderer(shared);
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
