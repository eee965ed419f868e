package dev.clusterjob.startup;

import dev.clusterjob.cli.CommandRunner;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The class-archive training run: {@code ./clusterjob} runs it once per jar, in the background, with
 * {@code -XX:AOTCacheOutput} (Java 25+) or {@code -XX:ArchiveClassesAtExit} (Java 17-24). Only the
 * classes a training run loads come from the archive; any other class is read from the jar or the JDK
 * image and verified at run time (the cost per class is in docs/performance.md). So it
 * runs what users run most, in one JVM: render of a spec file to a file (reading YAML with flow
 * sequences, an atomic write), to stdout, with preflight and the gate, from flags only, a check, a
 * render through picocli's model (what every other command builds), and a status.
 * Nothing it does touches the user's files: it works in a temporary folder it removes.
 */
public final class ClassArchiveTraining {
    private static final String SPEC = """
            # training spec: a LLaMA-Factory job on two H800 nodes
            name: train
            profile: h800
            nodes: 2
            launcher: llamafactory
            command: [train, examples/train_full/llama3_full_sft.yaml]
            sbatch:
              time: "72:00:00"
              exclusive: true
            env:
              HF_HUB_OFFLINE: "1"
            preflight: false
            output: train.sbatch
            """;

    private static final String GATED = """
            name: gated
            profile: h800
            nodes: 2
            launcher: torchrun
            command: [train.py, --config, "a b.yaml"]
            gate:
              min_busbw_gbps: 20
              spare_nodes: 1
            output: gated.sbatch
            """;

    private ClassArchiveTraining() {
    }

    /**
     * {@code status} of two jobs, when the launcher gave a folder of its own at the head of PATH
     * ({@code CLUSTERJOB_TRAIN_DIR}) and a state folder inside it ({@code CLUSTERJOB_STATE_DIR}): a
     * stand-in squeue there prints two lines in the tracker's format, so no Slurm is asked and the
     * user's journal is not touched. Its exit status (a failed job) does not matter here.
     */
    private static void statusAgainstStandIn(PrintWriter sink) throws IOException {
        String dir = System.getenv("CLUSTERJOB_TRAIN_DIR");
        String state = System.getenv("CLUSTERJOB_STATE_DIR");
        String path = System.getenv("PATH");
        if (dir == null || state == null || path == null || !path.startsWith(dir + ":") || !Path.of(state).startsWith(Path.of(dir))) {
            return;
        }
        Path squeue = Path.of(dir, "squeue");
        Files.writeString(squeue, "#!/bin/sh\nprintf '%s\\n' '6|COMPLETED|0:00|1|node2|None|0|train-ok' "
                + "'5|FAILED|0:00|1|node2|None|3|train-fail'\n");
        if (squeue.toFile().setExecutable(true)) {
            CommandRunner.run(new String[] {"status", "6", "5"}, sink, sink, null);
        }
    }

    public static void main(String[] args) throws IOException, InterruptedException, ClassNotFoundException {
        // The warm-up threads finish first: a command then never waits on them, so no run loads a class
        // that only a lost race needs, and a release build's archive is reproducible (src/dist/build.sh).
        WarmUp.await();
        // The entry point's own classes, which the commands below do not reach: without them every run read
        // Main and NameEncoding from the jar before main() could start.
        NameEncoding.problem(args);
        Class.forName("dev.clusterjob.Main", false, ClassArchiveTraining.class.getClassLoader());
        Path dir = Files.createTempDirectory("clusterjob-train");
        PrintWriter sink = new PrintWriter(Writer.nullWriter());
        int worst = 0;
        try {
            Path spec = Files.writeString(dir.resolve("train.yaml"), SPEC);
            Path gated = Files.writeString(dir.resolve("gated.yaml"), GATED);
            worst |= CommandRunner.run(new String[] {"render", spec.toString()}, sink, sink, null);
            worst |= CommandRunner.run(new String[] {"render", gated.toString()}, sink, sink, null);
            worst |= CommandRunner.run(new String[] {"render", spec.toString(), "-o", "-"}, sink, sink, null);
            worst |= CommandRunner.run(new String[] {"check", dir.toString()}, sink, sink, null);
            worst |= CommandRunner.run(new String[] {"render", "--profile", "h800", "--nodes", "2", "--", "train.py"}, sink, sink, null);
            // picocli's model of render (submit, wait, logs, cancel and every other command always go through it)
            worst |= CommandRunner.picocli(new String[] {"render", gated.toString(), "-o", "-"}, sink, sink, null);
            statusAgainstStandIn(sink);
        } finally {
            try (Stream<Path> s = Files.walk(dir)) {
                for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
        // A failing step would train the archive on an error path: the launcher then keeps no archive.
        System.exit(worst == 0 ? 0 : 1);
    }
}
