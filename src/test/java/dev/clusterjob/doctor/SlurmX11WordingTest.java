package dev.clusterjob.doctor;

import org.junit.jupiter.params.provider.Arguments;

import java.util.stream.Stream;

/**
 * Slurm's X11 forwarding: srun/salloc --x11 set up the forwarding before any step starts (src/common/x11_util.c,
 * each error followed by exit(-1)), slurmstepd forwards the node's port back (mgr.c); a real capture of the first wording is in the
 * open corpus (realworld/doctor). One row per wording and version, from the format strings (the last column names file, function and
 * releases, read at slurm-20-11-0-1, slurm-23-02-0-1 and slurm-24-11-0-1): the codes of the findings in order ("-": no finding of
 * severity error) and the host of the first.
 */
class SlurmX11WordingTest extends WordingTable {
    /** text | codes in order | host of the first | source */
    private static final String ROWS = """
            srun: error: No DISPLAY variable set, cannot setup x11 forwarding. | slurm.launch-failed | | x11_util.c x11_get_display (20.11-25.11) "No DISPLAY variable set, cannot setup x11 forwarding." from srun --x11 in a login without X forwarding
            salloc: error: No DISPLAY variable set, cannot setup x11 forwarding. | slurm.launch-failed | | the same from salloc --x11
            srun: error: Cannot stat() local X11 socket `/tmp/.X11-unix/X0` | slurm.launch-failed | | x11_util.c x11_get_display (20.11-25.11) "Cannot stat() local X11 socket `%s`" for a local DISPLAY (:0)
            srun: error: Error parsing DISPLAY environment variable. Cannot use X11 forwarding. | slurm.launch-failed | | x11_util.c x11_get_display (20.11-25.11) "Error parsing DISPLAY environment variable. Cannot use X11 forwarding."
            srun: error: Problem running xauth command. Cannot use X11 forwarding. | slurm.launch-failed | | x11_util.c x11_get_xauth (20.11-25.11) "Problem running xauth command. Cannot use X11 forwarding."
            srun: error: x11_get_xauth: Could not retrieve magic cookie. Cannot use X11 forwarding. | slurm.launch-failed | | x11_util.c x11_get_xauth (20.11-25.11) "%s: Could not retrieve magic cookie. Cannot use X11 forwarding."
            slurmstepd-gpu-07: error: x11 port forwarding setup failed | slurm.launch-failed | gpu-07 | slurmstepd mgr.c _fork_all_tasks (20.11-24.11) "x11 port forwarding setup failed": the step fails on that node
            srun: warning: X11 forwarding may not work reliably in combination with --clusters. | - | | srun/opt.c (20.11-25.11) warning, no failure
            slurmstepd: X11 forwarding established on DISPLAY=gpu-07:6010.0 | - | | slurmstepd x11_forwarding.c (20.11-25.11) info "X11 forwarding established on DISPLAY=%s:%d.0", no failure
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rowsWithoutPeer(ROWS, "\\|");
    }

    @Override
    boolean warningsMayStand() {
        return true;
    }

}
