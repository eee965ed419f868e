package dev.clusterjob.submit;

import dev.clusterjob.slurm.JobInfo;
import dev.clusterjob.slurm.JobState;
import dev.clusterjob.spec.SpecBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The example of docs/java-api.md, run as written against the fake Slurm and clock: the page's code
 * block must be the text between the markers below, so the example cannot rot.
 */
class JavaApiExampleTest {
    @TempDir
    Path dir;

    /** What the example prints, and how it ended. */
    record Outcome(String script, int exit, List<JobInfo> rows) {
    }

    Outcome example(Context context, PrintWriter out, PrintWriter err) {
        // example:start
        Jobs jobs = new Jobs(context, Jobs.Options.DEFAULT, out, err);
        String script = Jobs.render(context.cwd().resolve("job.yaml"));
        List<Submitter.Prepared> prepared = jobs.prepare(List.of("job.yaml"), List.of("train.py", "--epochs", "3"),
                spec -> spec.nodes(2, SpecBuilder.at("my-program")));
        int exit = jobs.submit(prepared, Submission.Request.waiting());
        StatusQuery.Result status = jobs.status(List.of(), 20);
        StatusQuery.table(out, status.rows());
        // example:end
        return new Outcome(script, exit, status.rows());
    }

    @Test
    void theDocumentedExampleRendersSubmitsWaitsAndShowsStatus() throws IOException {
        Files.writeString(dir.resolve("job.yaml"), "name: sft\nprofile: tcp\nnodes: 1\ncommand: [train.py]\n");
        FakeTime time = new FakeTime();
        FakeSlurmRunner slurm = new FakeSlurmRunner(time);
        Context context = Context.system().withRunners(Runners.fixed(slurm)).withTime(time).withStateDir(dir.resolve("state"))
                .withCwd(dir).withPrompt(q -> null);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();

        Outcome o = example(context, new PrintWriter(out, true), new PrintWriter(err, true));

        assertTrue(o.script().startsWith("#!/bin/bash"), o.script());
        assertTrue(o.script().contains("#SBATCH --nodes=1"), o.script());
        assertEquals(0, o.exit(), err.toString());
        List<String> sbatch = slurm.calls("sbatch").get(0);
        String submitted = Files.readString(Path.of(sbatch.get(sbatch.size() - 1)));
        assertTrue(submitted.contains("#SBATCH --nodes=2"), submitted);
        assertTrue(submitted.contains("    train.py\n    --epochs\n    3\n"), submitted);
        assertEquals(1, o.rows().size());
        assertEquals(JobState.COMPLETED, o.rows().get(0).state());
        assertTrue(out.toString().startsWith("submitted 1000 (sft) "), out.toString());
        assertTrue(out.toString().contains("JOBID  NAME  STATE"), out.toString());
    }

    @Test
    void theDocsShowThisExampleVerbatim() throws IOException {
        String source = Files.readString(Path.of("src/test/java/dev/clusterjob/submit/JavaApiExampleTest.java"));
        Matcher m = Pattern.compile("// example:start\n(.*?)\n\\s*// example:end", Pattern.DOTALL).matcher(source);
        assertTrue(m.find());
        String code = m.group(1).stripIndent().strip();
        String page = Files.readString(Path.of("docs/java-api.md"));
        assertTrue(page.contains("```java\n" + code + "\n```"), "docs/java-api.md must show, in a ```java block:\n" + code);
    }
}
