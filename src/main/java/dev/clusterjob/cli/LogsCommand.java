package dev.clusterjob.cli;

import dev.clusterjob.submit.JobIds;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.util.List;

/** {@code clusterjob logs}: a job's stdout/stderr files, once or followed until the job ends. */
@Command(name = "logs", mixinStandardHelpOptions = true,
        description = "Print a job's output (stdout to stdout, a separate stderr file to stderr); --follow streams it until the job ends.",
        footer = {"",
                "Examples:",
                "  clusterjob logs 12345",
                "  clusterjob logs 12345 --follow",
                "  clusterjob logs --remote login1 12345   # a job the journal does not know",
                "",
                "The files come from the script's --output/--error patterns (%%j %%x %%u %%N %%A %%a",
                "expanded) as recorded at submit time, or from scontrol show job for jobs not",
                "submitted with clusterjob. On a login node the files are read over SFTP from the",
                "last offset (only new bytes travel)."})
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
        return jobs().logs(id, follow, cancelOnInterrupt);
    }
}
