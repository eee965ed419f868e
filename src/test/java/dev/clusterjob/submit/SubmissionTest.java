package dev.clusterjob.submit;

import dev.clusterjob.testing.Cli;
import dev.clusterjob.ClusterjobException;
import dev.clusterjob.slurm.JobState;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static dev.clusterjob.submit.FakeSlurmRunner.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One submit as its request says, on the fake Slurm and clock: what is refused before anything is sent (exit 2, one line
 * naming the flag), a dry run, submitting without waiting, and waiting for the job's end. Resubmission and the quarantine
 * are ResubmitterTest's, QuarantineStepTest's and ResubmitCliTest's; flags through picocli are SubmitCliTest's.
 */
class SubmissionTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        // case | extra #SBATCH line | scripts | wait | follow | dry run | --resubmit-on-node-fail | --remote-dir | --upload | job ends
        //   | exit | expected in stdout, stderr or the error | sbatch calls
        "submitted without waiting | | 1 | false | false | false | 0 | | | COMPLETED | 0 | submitted 1000 (t) | 1",
        "two scripts, in order | | 2 | false | false | false | 0 | | | COMPLETED | 0 | submitted 1001 (t) | 2",
        "waiting: the job's end is the exit | | 1 | true | false | false | 0 | | | FAILED | 1 | 1000 RUNNING -> FAILED after | 1",
        "waiting for a job that completes | | 1 | true | false | false | 0 | | | COMPLETED | 0 | 1000 RUNNING -> COMPLETED after | 1",
        "a dry run prints the command and the script | | 1 | false | false | true | 0 | | | COMPLETED | 0 | #SBATCH -J t | 0",
        "--resubmit-on-node-fail refuses a script Slurm requeues | #SBATCH --requeue | 1 | false | false | false | 1 | | | COMPLETED | 2"
            + " | --resubmit-on-node-fail: t.sh asks Slurm to requeue it | 0",
        "--requeue alone is fine | #SBATCH --requeue | 1 | false | false | false | 0 | | | COMPLETED | 0 | submitted 1000 (t) | 1",
        "--follow follows one job | | 2 | false | true | false | 0 | | | COMPLETED | 2 | --follow: follows one job; 2 were given | 0",
        "--remote-dir needs --remote | | 1 | false | false | false | 0 | /scratch/me | | COMPLETED | 2 | --remote-dir: applies to remote"
            + " submission: add --remote [USER@]HOST[:PORT] (or a login: block in the profile) | 0",
        "--upload needs --remote | | 1 | false | false | false | 0 | | data | COMPLETED | 2 | --upload: applies to remote submission | 0",
    })
    void aSubmitAsItsRequestSays(String name, String extra, int scripts, boolean wait, boolean follow, boolean dryRun, int nodeFail,
                                 String remoteDir, String upload, JobState ends, int exit, String expected, int sbatch) throws Exception {
        FakeTime time = new FakeTime();
        FakeSlurmRunner slurm = new FakeSlurmRunner(time);
        slurm.nextTimeline = List.of(at(0, JobState.PENDING), at(2, JobState.RUNNING, "node1"),
                at(10, ends, "node1", ends == JobState.COMPLETED ? null : "NonZeroExitCode", ends == JobState.COMPLETED ? 0 : 1 << 8));
        Context ctx = Cli.onFakeSlurm(slurm, time, dir);
        List<String> inputs = new ArrayList<>();
        for (int i = 0; i < scripts; i++) {
            Files.writeString(dir.resolve("t" + i + ".sh"), "#!/bin/bash\n#SBATCH -J t\n" + (extra == null ? "" : extra + "\n") + "srun train\n");
            inputs.add("t" + i + ".sh");
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Jobs jobs = new Jobs(ctx, Jobs.Options.DEFAULT, new PrintWriter(out, true), new PrintWriter(err, true));
        Submission.Request request = new Submission.Request(wait, follow, false, dryRun, 3, new Resubmitter.Policy(0, nodeFail), false, false,
                remoteDir, upload == null ? List.of() : List.of(Path.of(upload)), Submission.QuarantineUse.ON);
        int code;
        String said;
        try {
            code = jobs.submit(jobs.prepare(inputs, List.of(), b -> { }), request);
            said = out + "\n" + err;
        } catch (ClusterjobException e) {
            code = e.exitCode();
            said = e.getMessage().replace("t0.sh", "t.sh");
            assertEquals("", out.toString(), "nothing printed before a refusal");
        }
        assertEquals(exit, code, name + ": " + said);
        assertTrue(said.contains(expected), name + ": " + said);
        assertEquals(sbatch, slurm.calls("sbatch").size(), name);
    }
}
