package dev.clusterjob.cli;

import dev.clusterjob.quote.TerminalText;
import dev.clusterjob.submit.Context;
import dev.clusterjob.submit.Jobs;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

/** The base of submit, wait, status, cancel, logs and probe: the Slurm options, the streams and the {@link Jobs} API over them. */
abstract class SlurmCommand implements Callable<Integer> {
    @CommandLine.Mixin
    SlurmOptions slurmOptions = new SlurmOptions();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** The streams and surroundings when run by FastPath (picocli's model of this command alone, no top command). */
    private PrintWriter fastOut;
    private PrintWriter fastErr;
    private Context fastContext;

    PrintWriter out() {
        return fastOut != null ? fastOut : spec.commandLine().getOut();
    }

    PrintWriter err() {
        return fastErr != null ? fastErr : spec.commandLine().getErr();
    }

    /** Runs with these streams and surroundings instead of the top command's (FastPath). */
    final int runWithout(PrintWriter out, PrintWriter err, Context context) {
        this.fastOut = out;
        this.fastErr = err;
        this.fastContext = context != null ? context : Context.system();
        return call();
    }

    void notice(String line) {
        err().println("clusterjob: " + TerminalText.lines(line));
        err().flush();
    }

    /** The job API over this command's options, streams and surroundings. */
    Jobs jobs() {
        Context ctx = fastContext != null ? fastContext : ClusterjobCommand.context(spec);
        return new Jobs(ctx, slurmOptions.jobsOptions(), out(), err());
    }

    @Override
    public final Integer call() {
        return run();
    }

    /** The command itself. */
    abstract int run();
}
