package dev.clusterjob.e2e;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.clusterjob.exec.LocalCommandRunner;
import dev.clusterjob.submit.Context;
import dev.clusterjob.submit.Runners;
import dev.clusterjob.testing.Cli;
import dev.clusterjob.testing.Testbed;
import dev.clusterjob.testing.Testbed.Run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the sweep e2e tests share: clusterjob in its own JVM with the test's own state folder, the testbed's
 * sweep profile (one gloo rank per node), and reading a sweep's JSON. The testbed's figures: a healthy pair of
 * 1 rank per node printed 0.32-0.49 GB/s at 256 KiB on a quiet machine, a pair through an 8 Mbit/s link 0.00;
 * under the whole suite's load a healthy gloo pair has printed as little as 0.02 (docs/testing.md, "The fabric gate"), so
 * the tests judge with {@code --outlier-below 0.01}: only a pair that printed 0.00 against any figure with a
 * digit is an outlier, which the throttle always is and a healthy node never was (the gate's floor, 0.01 GB/s,
 * has the same reason).
 */
final class SweepRuns {
    static final Duration LIMIT = Duration.ofMinutes(15);

    private SweepRuns() {
    }

    static Map<String, String> env(Path dir) {
        return Map.of("CLUSTERJOB_STATE_DIR", dir.resolve("state").toString());
    }

    static Run clusterjob(Testbed tb, Path dir, String... args) {
        return tb.clusterjob(dir, env(dir), LIMIT, args);
    }

    /**
     * A clusterjob command in this JVM ({@link Cli#run}) as {@link #clusterjob} runs it in one of its own: the test's
     * state folder and working directory, Slurm's commands with the testbed's client environment, no prompt, no
     * Ctrl-C. For the commands around a sweep (submit, status, quarantine, history): each JVM of its own cost about
     * 1.3 CPU s, and none of these tests is about the launcher (the sweep itself keeps its JVM).
     */
    static Run inProcess(Testbed tb, Path dir, String... args) {
        Context context = Context.system().withStateDir(dir.resolve("state")).withCwd(dir).withPrompt(q -> null)
                .withInterrupt(() -> false).withRunners(Runners.fixed(new LocalCommandRunner(tb.clientEnv())));
        Cli.Result r = Cli.run(context, args);
        List<String> argv = new ArrayList<>(List.of("clusterjob"));
        argv.addAll(List.of(args));
        return new Run(argv, r.code(), r.out(), r.err(), false);
    }

    /** {@code clusterjob sweep} of the testbed's 3 nodes in its oversubscribed partition, with {@code extra} flags. */
    static Run sweep(Testbed tb, Path dir, String... extra) {
        List<String> args = new ArrayList<>(List.of("sweep", "--partition", tb.partition(), "--profile", "testbed-sweep", "--profile-file",
                Testbed.PROFILES.toString(), "--nodes", "3", "--max-bytes", "256K", "--outlier-below", "0.01", "--pair-timeout", "120", "--json"));
        args.addAll(List.of(extra));
        return clusterjob(tb, dir, args.toArray(String[]::new));
    }

    /** A plain 2-node (or {@code nodes}-node) job that prints its hosts, in the oversubscribed partition. */
    static Path hostsJob(Testbed tb, Path dir, String name, int nodes) {
        Path script = dir.resolve(name + ".sh");
        try {
            Files.writeString(script, "#!/bin/bash\n#SBATCH -J " + name + "\n#SBATCH -p " + tb.partition() + "\n#SBATCH -N " + nodes
                    + "\n#SBATCH -o %x-%j.out\nsrun hostname\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return script;
    }

    /** Throttles the host end of a node's link to 8 Mbit/s, as GateE2ETest does ({@link GateE2ETest#TBF}). */
    static void throttle(Testbed tb, String veth) {
        Run r = tb.client("sh", "-c", String.format(GateE2ETest.TBF, veth));
        if (!r.ok()) {
            throw new AssertionError(r.describe());
        }
    }

    static void unthrottle(Testbed tb, String veth) {
        tb.client("tc", "qdisc", "del", "dev", veth, "root");
    }

    /** The string values of {@code field} of each object in the top-level array {@code array} of a JSON object. */
    static List<String> strings(String json, String array, String field) {
        List<String> out = new ArrayList<>();
        try (JsonParser p = new JsonFactory().createParser(json)) {
            p.nextToken();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                p.nextToken();
                if (!name.equals(array)) {
                    p.skipChildren();
                    continue;
                }
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    if (p.currentToken() == JsonToken.VALUE_STRING) {
                        out.add(p.getText());
                        continue;
                    }
                    while (p.nextToken() == JsonToken.FIELD_NAME) {
                        String f = p.currentName();
                        p.nextToken();
                        if (f.equals(field)) {
                            out.add(p.getValueAsString());
                        } else {
                            p.skipChildren();
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("not a sweep's JSON: " + json, e);
        }
        return out;
    }

    /** The nodes a job ran on, from its output (one hostname per node), sorted. */
    static List<String> hosts(Path dir, String name, String id) throws IOException {
        return Files.readString(dir.resolve(name + "-" + id + ".out")).lines().map(String::trim).filter(l -> !l.isEmpty()).sorted().toList();
    }

    /** The job id of submit's "submitted ID (...)" line. */
    static String submitted(Run r) {
        return r.stdout().lines().filter(l -> l.startsWith("submitted ")).findFirst().orElseThrow(() -> new AssertionError(r.describe()))
                .split(" ")[1];
    }
}
