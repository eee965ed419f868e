package dev.clusterjob.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The one option table of render and submit: names, values as picocli stores them, the command after '--'. */
class JobOptionsTest {
    @Test
    void namesFindTheirFlag() {
        record Case(String name, JobOptions.Flag flag) { }
        for (Case c : List.of(
                new Case("--nodes", JobOptions.Flag.NODES),
                new Case(new StringBuilder("--no").append("des").toString(), JobOptions.Flag.NODES),
                new Case("-o", JobOptions.Flag.OUTPUT),
                new Case("--output", JobOptions.Flag.OUTPUT),
                new Case("--gate", JobOptions.Flag.GATE),
                new Case("--no-gate", JobOptions.Flag.GATE),
                new Case(new StringBuilder("--no-").append("preflight").toString(), JobOptions.Flag.PREFLIGHT),
                new Case("--no-nodes", null),
                new Case("--no-output", null),
                new Case("--nodez", null),
                new Case("nodes", null),
                new Case("--wait", null))) {
            assertEquals(c.flag(), JobOptions.Flag.named(c.name()), c.name());
        }
    }

    @Test
    void valuesAreStoredAsPicocliStoresThem() {
        record Case(String name, List<String> values, Object stored) { }
        for (Case c : List.of(
                new Case("--profile", List.of("h800"), "h800"),
                new Case("--nodes", List.of("4"), 4),
                new Case("--templates", List.of("t"), Path.of("t")),
                new Case("--profile-file", List.of("a.yaml", "b.yaml"), List.of(Path.of("a.yaml"), Path.of("b.yaml"))),
                new Case("--module", List.of("cuda", "nccl"), List.of("cuda", "nccl")),
                new Case("--env", List.of("A=1", "B=x=y", "A=2"), Map.of("A", "2", "B", "x=y")),
                new Case("--gate", List.of(""), true),
                new Case("--no-gate", List.of(""), false))) {
            JobOptions o = new JobOptions();
            JobOptions.Flag f = JobOptions.Flag.named(c.name());
            c.values().forEach(v -> o.set(f, c.name(), v));
            assertEquals(c.stored(), o.get(f), c.name());
            CommandLine cl = new CommandLine(new RenderCommand());
            List<String> args = new java.util.ArrayList<>();
            c.values().forEach(v -> args.addAll(f.isSwitch() ? List.of(c.name()) : List.of(c.name(), v)));
            cl.parseArgs(args.subList(0, f.isSwitch() ? 1 : args.size()).toArray(String[]::new));
            assertEquals(c.stored(), ((RenderCommand) cl.getCommand()).job.get(f), c.name() + " through picocli");
        }
    }

    @Test
    void malformedValuesAreRefused() {
        JobOptions o = new JobOptions();
        assertThrows(NumberFormatException.class, () -> o.set(JobOptions.Flag.NODES, "--nodes", "two"));
        assertThrows(IllegalArgumentException.class, () -> o.set(JobOptions.Flag.ENV, "--env", "novalue"));
        assertThrows(IllegalArgumentException.class, () -> o.set(JobOptions.Flag.SBATCH, "--sbatch", "=x"));
    }

    @Test
    void theCommandAfterDoubleDashIsCountedOnce() {
        record Case(String args, int after) { }
        for (Case c : List.of(
                new Case("job.yaml", 0),
                new Case("job.yaml --nodes 2", 0),
                new Case("-- train.py", 1),
                new Case("job.yaml -- train.py --x a", 3),
                new Case("--nodes 2 -- train.py -- --nodes", 3),
                new Case("job.yaml --", 0))) {
            CommandLine cl = new CommandLine(new RenderCommand());
            cl.parseArgs(c.args().split(" "));
            assertEquals(c.after(), JobOptions.afterDoubleDash(cl.getCommandSpec()), c.args());
        }
    }
}
