package dev.clusterjob.cli;

import dev.clusterjob.ExitCodes;
import dev.clusterjob.quote.TerminalText;
import dev.clusterjob.slurm.Scancel;
import dev.clusterjob.submit.JobIds;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.util.ArrayList;
import java.util.List;

/** {@code clusterjob cancel}: scancel, with a word for every id it could not cancel. */
@Command(name = "cancel", mixinStandardHelpOptions = true,
        description = "Cancel jobs (scancel).",
        footer = {"",
                "Examples:",
                "  clusterjob cancel 12345",
                "  clusterjob cancel 12345 12346",
                "  clusterjob cancel --remote login1 12345   # default: where it was submitted",
                "",
                "Exit codes: 0 cancelled (or already finished), 3 scancel failed or did not know",
                "a job id."})
public final class CancelCommand extends SlurmCommand {
    @Parameters(paramLabel = "JOBID", arity = "1..*", description = "Job ids.")
    List<String> ids = new ArrayList<>();

    @Override
    int run() {
        JobIds.check(ids);
        List<Scancel.Complaint> complaints = jobs().cancel(ids);
        int code = ExitCodes.OK;
        for (String id : ids) {
            Scancel.Complaint c = complaints.stream().filter(x -> x.jobId().equals(id)).findFirst().orElse(null);
            if (c == null) {
                out().println("cancel requested for " + id);
            } else if (c.alreadyDone()) {
                out().println(id + " had already finished");
            } else {
                err().println("clusterjob: cannot cancel " + id + ": " + TerminalText.line(c.message()));
                code = ExitCodes.EXTERNAL;
            }
        }
        return code;
    }
}
