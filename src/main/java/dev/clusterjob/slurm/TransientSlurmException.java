package dev.clusterjob.slurm;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;

/** A Slurm call failed in a way that may pass (timeout, controller unreachable): callers may retry. */
public class TransientSlurmException extends ClusterjobException {
    private static final long serialVersionUID = 1L;

    public TransientSlurmException(String message) {
        super(ExitCodes.EXTERNAL, message);
    }
}
