package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.submit.JobIds;
import dev.clusterjob.submit.Jobs;
import dev.clusterjob.submit.JobsJson;
import dev.clusterjob.submit.Waiter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/** {@code clusterjob wait}: follows jobs to their end with one squeue call per poll for all of them. */
@Command(name = "wait", mixinStandardHelpOptions = true,
        description = "Wait for jobs to end, printing each state change on one line; the exit code tells how they ended.",
        footer = {"",
                "Examples:",
                "  clusterjob wait 12345",
                "  clusterjob wait 12345 12346 12347 --json",
                "  clusterjob wait 12345 --follow",
                "  clusterjob wait --remote alice@login1:2222 12345   # not in the journal",
                "",
                "One squeue call per poll however many jobs (1 s, 2 s, 4 s ... up to 30 s while",
                "nothing changes).",
                "A job squeue has forgotten is looked up with sacct (accounting on) or scontrol.",
                "Exit codes (docs/submit.md):",
                WaitExitCodes.HELP})
public final class WaitCommand extends SlurmCommand {
    @Parameters(paramLabel = "JOBID", arity = "1..*", description = "Job ids.")
    List<String> ids = new ArrayList<>();

    @Option(names = "--follow", description = "Stream the job's stdout/stderr while it runs (one job).")
    boolean follow;

    @Option(names = "--json", description = "Print one JSON object with the end states on stdout.")
    boolean json;

    @Option(names = "--cancel-on-interrupt", description = "On Ctrl-C, cancel the jobs without asking.")
    boolean cancelOnInterrupt;

    @Option(names = "--cancel-unstartable", description = "Cancel a job that cannot start (pending for a reason that never clears"
            + " by itself, exit 87) instead of leaving it queued.")
    boolean cancelUnstartable;

    @Override
    int run() {
        List<String> wanted = List.copyOf(new LinkedHashSet<>(JobIds.check(ids)));
        if (follow && wanted.size() != 1) {
            throw ClusterjobException.badInput("--follow", "follows one job; " + wanted.size() + " were given");
        }
        Waiter.Result r = jobs().await(wanted, new Jobs.WaitOptions(follow, cancelOnInterrupt, json || follow, cancelUnstartable));
        if (json) {
            out().println(JobsJson.write(r.jobs(), List.of(), r.exitCode()));
        }
        return r.exitCode();
    }
}
