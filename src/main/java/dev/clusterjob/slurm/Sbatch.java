package dev.clusterjob.slurm;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** sbatch: the submit argv and its {@code --parsable} answer. */
public final class Sbatch {
    private static final Pattern PARSABLE = Pattern.compile("([0-9]+)(?:;(\\S+))?");
    private static final Pattern PLAIN = Pattern.compile("Submitted batch job ([0-9]+)(?: on cluster (\\S+))?");

    private Sbatch() {
    }

    /** A submitted job: its id and, in a multi-cluster setup, the cluster that took it (else null). */
    public record Submitted(String jobId, String cluster) {
    }

    /**
     * {@code sbatch --parsable --comment=COMMENT [OPTIONS...] SCRIPT}. The comment carries the
     * submit tag; command-line options override the script's {@code #SBATCH} lines
     * (<a href="https://slurm.schedmd.com/sbatch.html#SECTION_DESCRIPTION">sbatch(1)</a>), so the
     * caller passes the script's own comment along inside it.
     */
    public static List<String> argv(String script, String comment, List<String> options) {
        List<String> a = new ArrayList<>(List.of("sbatch", "--parsable"));
        if (comment != null) {
            a.add("--comment=" + comment);
        }
        a.addAll(options);
        a.add(script);
        return a;
    }

    /**
     * Parses sbatch's standard output: {@code 123}, {@code 123;cluster} ({@code --parsable}) or
     * {@code Submitted batch job 123[ on cluster X]}; the last matching line wins. Null when none matches.
     */
    public static Submitted parse(String stdout) {
        Submitted found = null;
        for (String line : stdout.split("\n")) {
            String l = line.trim();
            Matcher m = PARSABLE.matcher(l);
            if (m.matches()) {
                found = new Submitted(m.group(1), m.group(2));
                continue;
            }
            m = PLAIN.matcher(l);
            if (m.matches()) {
                found = new Submitted(m.group(1), m.group(2));
            }
        }
        return found;
    }
}
