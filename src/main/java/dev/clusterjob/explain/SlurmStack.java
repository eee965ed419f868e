package dev.clusterjob.explain;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The cluster software a simulation imitates: the Slurm version (which variables the batch shell and
 * srun's tasks get, and how srun reads them) and the Open MPI that goes with it on the testbeds
 * (4.1 with Slurm 22.05, 5.0 with 24.11; docs/explain.md, "What is simulated").
 */
public enum SlurmStack {
    SLURM_22_05("slurm-22.05", "22.05", 4),
    SLURM_24_11("slurm-24.11", "24.11", 5);

    private final String id;
    private final String version;
    private final int openMpi;

    SlurmStack(String id, String version, int openMpi) {
        this.id = id;
        this.version = version;
        this.openMpi = openMpi;
    }

    /** The name on the command line: slurm-22.05 or slurm-24.11. */
    public String id() {
        return id;
    }

    /** The Slurm version, e.g. 24.11. */
    public String version() {
        return version;
    }

    /** The major Open MPI version whose mpirun is simulated (4 or 5). */
    public int openMpi() {
        return openMpi;
    }

    public boolean atLeast2411() {
        return this == SLURM_24_11;
    }

    /** The stack named {@code id}, or null. */
    public static SlurmStack parse(String id) {
        for (SlurmStack s : values()) {
            if (s.id.equals(id)) {
                return s;
            }
        }
        return null;
    }

    /** "slurm-22.05|slurm-24.11" for messages. */
    public static String choices() {
        return Arrays.stream(values()).map(SlurmStack::id).collect(Collectors.joining("|"));
    }
}
