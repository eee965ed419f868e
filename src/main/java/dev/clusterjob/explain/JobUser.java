package dev.clusterjob.explain;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The user the simulated job runs as (SLURM_JOB_USER/UID/GID, USER): the one running explain, except
 * root: clusters run jobs as ordinary users (and Open MPI refuses root), so root's simulation runs as
 * "user" (1000).
 */
public record JobUser(String name, long uid, long gid) {
    static final JobUser ORDINARY = new JobUser("user", 1000, 1000);

    /** The job's user: this process's (from /proc/self/status and user.name), or {@link #ORDINARY} for root or where unknown. */
    public static JobUser current() {
        long uid = 1000;
        long gid = 1000;
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Uid:")) {
                    uid = Long.parseLong(line.substring(4).strip().split("\\s+")[0]);
                } else if (line.startsWith("Gid:")) {
                    gid = Long.parseLong(line.substring(4).strip().split("\\s+")[0]);
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: keep the defaults
        }
        String name = System.getProperty("user.name", "user");
        if (uid == 0 || !name.matches("[A-Za-z0-9._-]{1,32}")) {
            return ORDINARY;
        }
        return new JobUser(name, uid, gid);
    }
}
