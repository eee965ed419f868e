package dev.clusterjob.spec;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.yaml.YamlBlock;
import dev.clusterjob.yaml.YamlNode;

import java.util.List;
import java.util.Locale;

/**
 * The spec's {@code requeue:} block as written (every field may be null: "not set here"). {@code
 * requeue: true|false} sets only {@link #enabled}; a mapping turns requeueing on and sets its keys.
 * The spec, then --requeue/--no-requeue/--max-restarts, merge key by key (later wins).
 *
 * @param signal USR1 or USR2: what Slurm sends the batch shell and the script forwards to the training step
 * @param secondsBeforeLimit {@code --signal=B:SIG@SECONDS}: how long before the time limit Slurm signals
 * @param graceS how long the script waits for the training processes to checkpoint and exit before it requeues
 * @param maxRestarts requeue only while SLURM_RESTART_COUNT is below this (0: forward the signal, never requeue)
 * @param resumeArgs words appended to the command when the job runs again (RESTART_COUNT > 0), e.g. [--resume]
 */
public record RequeueSettings(
        Boolean enabled,
        String signal,
        Integer secondsBeforeLimit,
        Integer graceS,
        Integer maxRestarts,
        List<String> resumeArgs) {

    /** The keys of a {@code requeue:} mapping. */
    public static final List<String> KEYS = List.of("signal", "seconds_before_limit", "grace_s", "max_restarts", "resume_args");

    /** Signals the script may trap: not TERM/INT (scancel and the time limit send those) and not KILL/STOP. */
    public static final List<String> SIGNALS = List.of("USR1", "USR2");

    /** Nothing set. */
    public static final RequeueSettings UNSET = new RequeueSettings(null, null, null, null, null, null);

    /** Only {@code enabled} set (--requeue / --no-requeue, or {@code requeue: true|false}). */
    public static RequeueSettings enabled(boolean on) {
        return new RequeueSettings(on, null, null, null, null, null);
    }

    /** Only {@code max_restarts} set, which also turns requeueing on (--max-restarts N). */
    public static RequeueSettings maxRestarts(int n) {
        return new RequeueSettings(true, null, null, null, n, null);
    }

    /** Reads {@code requeue:}; errors are one line naming file:line and {@code field}.key. */
    public static RequeueSettings parse(YamlNode node, String field) {
        Boolean on = YamlBlock.toggle(node);
        if (on != null) {
            return enabled(on);
        }
        YamlBlock b = YamlBlock.read(node, field, KEYS, "true, false or a mapping of requeue keys", RequeueSettings::value);
        @SuppressWarnings("unchecked")
        List<String> resume = b.get("resume_args", List.class);
        return new RequeueSettings(true, b.get("signal", String.class), b.get("seconds_before_limit", Integer.class),
                b.get("grace_s", Integer.class), b.get("max_restarts", Integer.class), resume);
    }

    private static Object value(YamlBlock.Entry e) {
        return switch (e.key()) {
            case "signal" -> signal(e.string(), e.where(), e.field());
            case "seconds_before_limit" -> secondsBeforeLimit(e);
            case "grace_s", "max_restarts" -> e.integer(0);
            case "resume_args" -> List.copyOf(e.strings());
            default -> throw new IllegalStateException("key not in KEYS: " + e.key());
        };
    }

    private static int secondsBeforeLimit(YamlBlock.Entry e) {
        int before = e.integer(1);
        if (before > 65535) {
            throw e.bad("expected 1..65535 seconds (Slurm's --signal limit), got " + before);
        }
        return before;
    }

    /** USR1 / SIGUSR1 / usr1 -> USR1; anything but USR1 and USR2 is refused at {@code where}. */
    public static String signal(String text, String where, String field) {
        String s = text.trim().toUpperCase(Locale.ROOT);
        if (s.startsWith("SIG")) {
            s = s.substring(3);
        }
        if (!SIGNALS.contains(s)) {
            throw ClusterjobException.badInput(where, field + ": expected USR1 or USR2, got '" + text + "'"
                    + " (TERM and INT also come from scancel and the time limit, so they cannot mean 'checkpoint and requeue')");
        }
        return s;
    }

    /** {@code over}'s set fields replace this one's. */
    public RequeueSettings with(RequeueSettings over) {
        if (over == null) {
            return this;
        }
        return new RequeueSettings(pick(over.enabled, enabled), pick(over.signal, signal),
                pick(over.secondsBeforeLimit, secondsBeforeLimit), pick(over.graceS, graceS),
                pick(over.maxRestarts, maxRestarts), pick(over.resumeArgs, resumeArgs));
    }

    private static <T> T pick(T over, T base) {
        return over != null ? over : base;
    }
}
