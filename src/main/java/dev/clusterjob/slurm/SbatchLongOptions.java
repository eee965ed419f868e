package dev.clusterjob.slurm;

import java.util.Set;

/**
 * sbatch's own long options, and how getopt_long reads them: a name may be shortened to an unambiguous
 * prefix; most take a value, the word after them when not given with '='; a few take none, or only one
 * written with '='.
 */
public final class SbatchLongOptions {
    /**
     * sbatch's own long options: {@code sbatch --help} of Slurm 22.05 plus those added up to 24.11
     * (--extra, --prefer, --segment, --tres-bind, --tres-per-task, --container-id). sbatch refuses any
     * other {@code #SBATCH --NAME} unless a plugin registered it, so an unknown name is a typo or a plugin's.
     */
    public static final Set<String> NAMES = Set.of(
            "account", "acctg-freq", "array", "batch", "bb", "bbf", "begin", "chdir", "cluster-constraint", "clusters",
            "comment", "constraint", "container", "container-id", "contiguous", "core-spec", "cores-per-socket", "cpu-freq",
            "cpus-per-gpu", "cpus-per-task", "deadline", "delay-boot", "dependency", "distribution", "error", "exclude",
            "exclusive", "export", "export-file", "extra", "extra-node-info", "get-user-env", "gid", "gpu-bind", "gpu-freq",
            "gpus", "gpus-per-node", "gpus-per-socket", "gpus-per-task", "gres", "gres-flags", "hint", "hold", "ignore-pbs",
            "input", "job-name", "kill-on-invalid-dep", "licenses", "mail-type", "mail-user", "mcs-label", "mem", "mem-bind",
            "mem-per-cpu", "mem-per-gpu", "mincpus", "network", "nice", "no-kill", "no-requeue", "nodefile", "nodelist",
            "nodes", "ntasks", "ntasks-per-core", "ntasks-per-gpu", "ntasks-per-node", "ntasks-per-socket", "open-mode",
            "output", "overcommit", "oversubscribe", "parsable", "partition", "power", "prefer", "priority", "profile",
            "propagate", "qos", "quiet", "reboot", "requeue", "reservation", "segment", "signal", "sockets-per-node",
            "spread-job", "switches", "test-only", "thread-spec", "threads-per-core", "time", "time-min", "tmp", "tres-bind",
            "tres-per-task", "uid", "use-min-nodes", "verbose", "wait", "wait-all-nodes", "wckey", "wrap");

    /**
     * Options that never take the next word as their value (sbatch --help: no value, or an optional one that
     * must be written with '=', such as {@code --exclusive[=user]}).
     */
    static final Set<String> FLAGS = Set.of("contiguous", "exclusive", "get-user-env", "hold", "ignore-pbs", "nice", "no-kill",
            "no-requeue", "overcommit", "oversubscribe", "parsable", "propagate", "quiet", "reboot", "requeue", "spread-job",
            "test-only", "use-min-nodes", "verbose", "wait");

    private SbatchLongOptions() {
    }

    /** A long option as written, or the one sbatch option it is an unambiguous prefix of (getopt_long). */
    public static String longName(String written) {
        if (NAMES.contains(written)) {
            return written;
        }
        String found = null;
        for (String o : NAMES) {
            if (o.startsWith(written) && !written.isEmpty()) {
                if (found != null) {
                    return written;
                }
                found = o;
            }
        }
        return found != null ? found : written;
    }

    /** Whether {@code name} (a long name) is one that never takes the next word as its value. */
    public static boolean flag(String name) {
        return FLAGS.contains(name);
    }
}
