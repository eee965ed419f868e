package dev.clusterjob.e2e;

import dev.clusterjob.slurm.BatchDirectives;
import dev.clusterjob.slurm.FilenamePattern;
import dev.clusterjob.testing.Testbed;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link BatchDirectives} reads a script's {@code #SBATCH} lines as real sbatch does: held jobs (they never run)
 * of scripts with '#' inside values, quotes, a backslash, an indented directive, an abbreviated option, a value
 * on the next line, an empty word, a second het component; for each, what Slurm recorded (scontrol show job:
 * JobName, StdOut, StdErr, Comment) equals what BatchDirectives read. Runs on both stacks (Slurm 22.05 and 24.11).
 */
@Tag("e2e")
class BatchDirectivesE2ETest {
    static final Map<String, String> SCRIPTS = new LinkedHashMap<>();

    static {
        SCRIPTS.put("hash", """
                #!/bin/bash
                #SBATCH --hold
                #SBATCH --job-name="a b#c"
                #SBATCH --output=run#1-%j.out
                #SBATCH --error=e\\#1-%j.err
                #SBATCH --comment='x # y'
                  #SBATCH --partition=no-such-partition
                # a comment line, then the first command
                true
                #SBATCH --job-name=after-the-first-command
                """);
        SCRIPTS.put("getopt", """
                #!/bin/bash
                #SBATCH --hold -J first
                #SBATCH --outp=abbreviated-%j.out
                #SBATCH --error
                #SBATCH next-line-%j.err
                #SBATCH --job-name=kept "" --comment=after-an-empty-word
                true
                """);
        SCRIPTS.put("het", """
                #!/bin/bash
                #SBATCH --hold --job-name=component0 --output=c0-%j.out --comment=hetjob-in-a-value
                #SBATCH hetjob
                #SBATCH --job-name=component1 --comment=second
                true
                """);
    }

    @Test
    void whatSbatchRecordsIsWhatBatchDirectivesReads() throws IOException {
        Testbed tb = Testbed.get();
        Path dir = tb.workDir("batch-directives");
        List<String> problems = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        try {
            for (Map.Entry<String, String> s : SCRIPTS.entrySet()) {
                Path script = dir.resolve(s.getKey() + ".sh");
                Files.writeString(script, s.getValue());
                Testbed.Job job = tb.submit(script);
                ids.add(job.id());
                Testbed.Run show = tb.client("scontrol", "show", "job", "-o", job.id());
                assertTrue(show.ok(), show.describe());
                // a het job prints one line per component: the batch script's options are component 0's
                Map<String, String> slurm = Testbed.parseShowJob(show.stdout().lines().findFirst().orElse(""));
                compare(s.getKey(), BatchDirectives.parse(s.getValue()), slurm, job.id(), dir, problems);
            }
        } finally {
            for (String id : ids) {
                tb.client("scancel", id);
            }
        }
        assertEquals(List.of(), problems, tb.stack());
    }

    private static void compare(String name, Map<String, String> read, Map<String, String> slurm, String id, Path dir, List<String> problems) {
        String jobName = read.getOrDefault("job-name", name + ".sh");
        FilenamePattern.Context ctx = new FilenamePattern.Context(id, jobName, null, null, null, null);
        Map<String, String> ours = new LinkedHashMap<>();
        ours.put("JobName", jobName);
        ours.put("StdOut", dir.resolve(FilenamePattern.expand(read.getOrDefault("output", "slurm-%j.out"), ctx)).toString());
        ours.put("StdErr", dir.resolve(FilenamePattern.expand(read.getOrDefault("error", read.getOrDefault("output", "slurm-%j.out")), ctx)).toString());
        ours.put("Comment", read.getOrDefault("comment", "(null)"));
        for (Map.Entry<String, String> e : ours.entrySet()) {
            String theirs = slurm.getOrDefault(e.getKey(), "(null)").strip();
            if (!e.getValue().equals(theirs)) {
                problems.add(name + ": " + e.getKey() + ": sbatch recorded '" + theirs + "', BatchDirectives read '" + e.getValue() + "'");
            }
        }
    }
}
