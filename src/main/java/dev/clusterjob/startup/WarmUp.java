package dev.clusterjob.startup;

import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.profile.ProfileCatalog;
import dev.clusterjob.render.JobRenderer;

/**
 * The start-up's background threads for a render, check or submit: one builds the shared renderer
 * ({@link JobRenderer#sharedRendererWork()}), one parses the built-in profiles and then the
 * knowledge-base entries of their variables (render's environment check). At start-up they cost about
 * as much as reading the spec and planning the job, which the main thread does meanwhile
 * (docs/performance.md). Daemon threads: an early exit never waits for them.
 */
final class WarmUp {
    private WarmUp() {
    }

    static void start() {
        daemon("clusterjob-warm-up", JobRenderer.sharedRendererWork());
        daemon("clusterjob-profiles", () -> {
            ProfileCatalog.warmUp();
            KnowledgeBase.warmUp(ProfileCatalog.builtinEnvNames());
        });
    }

    private static void daemon(String name, Runnable work) {
        Thread t = new Thread(work, name);
        t.setDaemon(true);
        t.start();
    }
}
