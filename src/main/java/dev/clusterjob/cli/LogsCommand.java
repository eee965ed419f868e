package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.SlurmClient;
import dev.clusterjob.submit.Journal;
import dev.clusterjob.submit.LogFollower;
import dev.clusterjob.submit.LogPaths;
import dev.clusterjob.submit.Waiter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.List;

/** {@code clusterjob logs}: a job's stdout/stderr files, once or followed until the job ends. */
@Command(name = "logs", mixinStandardHelpOptions = true,
        description = "Print a job's output (stdout to stdout, a separate stderr file to stderr); --follow streams it until the job ends.",
        footer = {"", "Examples:",
                "  clusterjob logs 12345",
                "  clusterjob logs 12345 --follow",
                "  clusterjob logs --remote login1 12345   # a job the journal does not know",
                "",
                "The files come from the script's --output/--error patterns (%%j %%x %%u %%N %%A %%a expanded) as recorded at",
                "submit time, or from scontrol show job for jobs not submitted with clusterjob. On a login node the files",
                "are read over SFTP from the last offset (only new bytes travel)."})
public final class LogsCommand extends SlurmCommand {
    @Parameters(paramLabel = "JOBID", description = "Job id.")
    String id;

    @Option(names = "--follow", description = "Keep printing what is appended until the job ends.")
    boolean follow;

    @Option(names = "--cancel-on-interrupt", description = "With --follow: on Ctrl-C, cancel the job without asking.")
    boolean cancelOnInterrupt;

    @Override
    int run() {
        JobIds.check(List.of(id));
        Placed placed = place(List.of(id)).get(0);
        try (Site site = open(placed.login())) {
            if (follow) {
                Waiter.Result r = await(site, List.of(id), true, cancelOnInterrupt, true);
                return r.exitCode();
            }
            LogPaths paths = paths(site.slurm, placed.entry());
            LogFollower f = new LogFollower(new WriterOutputStream(out()), new WriterOutputStream(err()), site.logSource());
            if (!f.exists(paths.stdout())) {
                err().println("clusterjob: " + paths.stdout() + (placed.login() == null ? "" : " on " + site.where())
                        + " does not exist (yet): the job may not have started");
                return ExitCodes.OK;
            }
            f.follow(paths);
            f.poll();
            return ExitCodes.OK;
        }
    }

    private LogPaths paths(SlurmClient slurm, Journal.Entry entry) {
        if (entry != null) {
            Journal.Entry x = entry;
            String nodes = x.nodeList();
            LogPaths p = LogPaths.resolve(x.stdout(), x.stderr(), x.workDir(), id, x.name(), x.user(), nodes);
            if (p == null) {
                JobInfo j = retrying(() -> slurm.queue(List.of(id), true)).get(id);
                p = LogPaths.resolve(x.stdout(), x.stderr(), x.workDir(), id, x.name(), x.user(), j == null ? null : j.nodeList());
            }
            if (p == null) {
                throw new ClusterjobException(ExitCodes.EXTERNAL, "job " + id + " has no node yet, and its output pattern needs one (%N)");
            }
            return p;
        }
        JobInfo j = retrying(() -> slurm.showJob(id)).orElseThrow(() -> new ClusterjobException(ExitCodes.EXTERNAL,
                "job " + id + " is not in the journal and Slurm no longer knows it (scontrol show job)"));
        if (j.stdout() == null) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, "scontrol show job " + id + " names no output file");
        }
        LogPaths p = LogPaths.resolve(j.stdout(), j.stderr(), j.workDir(), id, j.name(), j.user(), j.nodeList());
        if (p == null) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, "job " + id + " has no node yet, and its output pattern needs one (%N)");
        }
        return p;
    }
}
