package dev.clusterjob.submit;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.TransientSlurmException;

import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Repeats a Slurm call that is safe to repeat (a query, a cancel) while it fails transiently, with
 * jittered backoff between tries; the last transient failure is thrown as it is. Not for sbatch:
 * {@link Submitter} looks the job up before any resubmit.
 */
public final class Retry {
    private Retry() {
    }

    public static <T> T idempotent(Supplier<T> call, int tries, Backoff backoff, TimeSource time, Consumer<String> notices) {
        for (int attempt = 1; ; attempt++) {
            try {
                return call.get();
            } catch (TransientSlurmException e) {
                if (attempt >= tries) {
                    throw e;
                }
                notices.accept(e.getMessage() + "; trying again (" + (attempt + 1) + " of " + tries + ")");
                try {
                    time.sleep(backoff.next());
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    throw new ClusterjobException(ExitCodes.INTERRUPTED, "interrupted while retrying: " + e.getMessage());
                }
            }
        }
    }
}
