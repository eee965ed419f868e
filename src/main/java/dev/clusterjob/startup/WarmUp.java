package dev.clusterjob.startup;

import dev.clusterjob.know.KnowledgeBase;
import dev.clusterjob.profile.ProfileCatalog;
import dev.clusterjob.render.JobRenderer;

/**
 * The start-up's background threads for a render, check or submit: one builds the shared renderer
 * ({@link JobRenderer#sharedRendererWork()}), one parses the built-in profiles and then the
 * knowledge-base entries of their variables (render's environment check). At start-up they cost about
 * as much as reading the spec and planning the job, which the main thread does meanwhile
 * (docs/performance.md). Daemon threads: an early exit never waits for them. Started once per process
 * (what they prepare is shared by every later command of the process).
 */
public final class WarmUp {
    private static Thread[] threads;

    private WarmUp() {
    }

    /** Starts the threads, once per process. */
    public static synchronized void start() {
        if (threads == null) {
            threads = new Thread[] {daemon("clusterjob-warm-up", JobRenderer.sharedRendererWork()),
                    daemon("clusterjob-profiles", () -> {
                        ProfileCatalog.warmUp();
                        KnowledgeBase.warmUp(ProfileCatalog.builtinEnvNames());
                    })};
        }
    }

    /**
     * Starts the threads if needed and waits until they have done all their work. Only the class-archive
     * training run ({@link ClassArchiveTraining}) calls it: with nothing left to race, every training run loads the same
     * classes, so a release's class-data archive is the same bytes for the same commit (src/dist/build.sh).
     */
    static void await() throws InterruptedException {
        start();
        Thread[] started;
        synchronized (WarmUp.class) {
            started = threads;
        }
        for (Thread t : started) {
            t.join();
        }
    }

    private static Thread daemon(String name, Runnable work) {
        Thread t = new Thread(work, name);
        t.setDaemon(true);
        t.start();
        return t;
    }
}
