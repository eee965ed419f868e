package dev.clusterjob.exec;

/**
 * The one door to external programs (sbatch, squeue, scontrol, scancel, sacct ...): argv in; exit
 * code, stdout, stderr and duration out. The local runner (commons-exec) and the SSH runner (JSch)
 * implement it, so everything above can be tested with a recording fake and moved to a login node
 * by swapping the runner.
 */
public interface CommandRunner extends AutoCloseable {

    /**
     * Runs {@code command} to completion (or to its timeout). A program that cannot be started at all
     * (not installed, unreachable host) is an {@link ExecException}; a non-zero exit is a normal result.
     */
    CommandResult run(ExternalCommand command) throws ExecException;

    /** A short description for messages, e.g. "local" or "ssh login1:2222". */
    String describe();

    @Override
    default void close() {
    }
}
