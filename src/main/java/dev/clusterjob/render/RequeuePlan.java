package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.Launcher;
import dev.clusterjob.spec.RequeueSettings;
import dev.clusterjob.slurm.TimeLimit;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The requeue step as rendered (templates/lib/requeue.sh; docs/long-runs.md, "requeue"): {@link RequeueSettings}
 * with every default filled in and checked against the job's time limit and launcher.
 *
 * @param signal USR1 or USR2
 * @param secondsBeforeLimit rendered as {@code #SBATCH --signal=B:SIGNAL@SECONDS}
 * @param graceS seconds the batch shell waits for the training step after forwarding the signal
 * @param maxRestarts requeue while SLURM_RESTART_COUNT is below this
 * @param resumeArgs appended to the command when RESTART_COUNT > 0
 */
public record RequeuePlan(String signal, int secondsBeforeLimit, int graceS, int maxRestarts, List<String> resumeArgs) {

    public static final String DEFAULT_SIGNAL = "USR1";
    public static final int DEFAULT_SECONDS_BEFORE_LIMIT = 300;
    public static final int DEFAULT_MAX_RESTARTS = 3;
    /** grace_s defaults to this share of seconds_before_limit (300 -> 180), leaving the rest for the requeue itself. */
    public static final double DEFAULT_GRACE_SHARE = 0.6;

    /** Variables the requeue step exports to the training command; refused in env while requeue is on. */
    public static final Set<String> DERIVED_ENV = Set.of("RESTART_COUNT", "CLUSTERJOB_RESUME");

    /** sbatch options the requeue step writes itself. */
    static final Set<String> OWN_SBATCH = Set.of("signal", "requeue", "no-requeue", "open-mode");

    public RequeuePlan {
        resumeArgs = List.copyOf(resumeArgs);
    }

    /**
     * The requeue step of {@code spec}, or null when it is off. The signal has to reach the training
     * processes through a Slurm step (scancel --signal), so launchers that start them from the batch
     * shell over ssh or mpirun's own daemons are refused, as is a target without Slurm.
     */
    static RequeuePlan resolve(JobSpec spec, JobSpec.Target target, Launcher launcher, JobSpec.LaunchMode mode,
                               Map<String, String> sbatch) {
        RequeueSettings s = spec.requeue();
        if (s == null || !Boolean.TRUE.equals(s.enabled())) {
            return null;
        }
        String where = spec.where("requeue");
        if (target == JobSpec.Target.MPIRUN) {
            throw ClusterjobException.badInput(where, "requeue: needs Slurm (sbatch --signal, scontrol requeue); target mpirun has none");
        }
        if (launcher == Launcher.MPIRUN || launcher == Launcher.HOROVOD || (launcher == Launcher.DEEPSPEED && mode == JobSpec.LaunchMode.SSH)) {
            throw ClusterjobException.badInput(where, "requeue: launcher " + launcher.id()
                    + (launcher == Launcher.DEEPSPEED ? " with launch_mode ssh" : "")
                    + " starts the training processes outside a Slurm step, where the forwarded signal cannot reach them;"
                    + " use torchrun, srun, llamafactory, accelerate or deepspeed (launch_mode srun)");
        }
        for (String own : OWN_SBATCH) {
            if (sbatch.containsKey(own) && !(own.equals("open-mode") && "append".equals(sbatch.get(own)))) {
                throw ClusterjobException.badInput(spec.origins().containsKey("sbatch." + own) ? spec.where("sbatch." + own) : where,
                        "sbatch." + own + ": requeue: writes --signal, --requeue and --open-mode=append itself"
                                + " (set the signal with requeue.signal and seconds_before_limit)");
            }
        }
        int before = s.secondsBeforeLimit() != null ? s.secondsBeforeLimit() : DEFAULT_SECONDS_BEFORE_LIMIT;
        int grace = s.graceS() != null ? s.graceS() : (int) Math.floor(before * DEFAULT_GRACE_SHARE);
        if (grace >= before) {
            throw ClusterjobException.badInput(where, "requeue.grace_s: " + grace + " s must be below seconds_before_limit (" + before
                    + " s): the requeue has to happen before the time limit ends the job");
        }
        String time = sbatch.get("time");
        if (time != null) {
            Long limit = TimeLimit.seconds(time);
            if (limit != null && limit > 0 && before >= limit) {
                throw ClusterjobException.badInput(where, "requeue.seconds_before_limit: " + before + " s is not below the time limit "
                        + time + " (" + limit + " s)" + (s.secondsBeforeLimit() == null ? "; that is the default, set a smaller one in the spec's requeue: block" : ""));
            }
        }
        return new RequeuePlan(s.signal() != null ? s.signal() : DEFAULT_SIGNAL, before, grace,
                s.maxRestarts() != null ? s.maxRestarts() : DEFAULT_MAX_RESTARTS,
                s.resumeArgs() != null ? s.resumeArgs() : List.of());
    }

    /** The #SBATCH options, in the order they are written after --output. */
    List<Directive> directives() {
        return List.of(new Directive("open-mode", "append"), new Directive("requeue", null),
                new Directive("signal", "B:" + signal + "@" + secondsBeforeLimit));
    }
}
