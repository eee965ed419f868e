package dev.clusterjob.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The one option table of render and submit: picocli's options made from it, the values it holds, the command after '--'. */
class JobOptionsTest {
    private static RenderCommand parsed(String... args) {
        RenderCommand r = new RenderCommand();
        new CommandLine(r).parseArgs(args);
        return r;
    }

    @Test
    void eachRowIsOnePicocliOptionOfRender() {
        Map<String, CommandLine.Model.OptionSpec> byName = new java.util.HashMap<>();
        for (CommandLine.Model.OptionSpec o : new CommandLine(new RenderCommand()).getCommandSpec().mixins().get("job").options()) {
            for (String n : o.names()) {
                byName.put(n, o);
            }
        }
        record Case(String name, String label, boolean negatable) { }
        for (Case c : List.of(
                new Case("--nodes", "N", false),
                new Case("--profile", "P", false),
                new Case("-o", "FILE", false),
                new Case("--output", "FILE", false),
                new Case("--env", "NAME=VALUE", false),
                new Case("--gate", null, true),
                new Case("--requeue", null, true))) {
            CommandLine.Model.OptionSpec o = byName.get(c.name());
            assertEquals(c.negatable(), o.negatable(), c.name());
            if (c.label() != null) {
                assertEquals(c.label(), o.paramLabel(), c.name());
            }
        }
        assertEquals(JobOptions.Flag.values().length + 1, byName.size(), "every row's names, -o and --output for OUTPUT: " + byName.keySet());
    }

    @Test
    void valuesAreStoredInTheTable() {
        record Case(String args, JobOptions.Flag flag, Object stored) { }
        for (Case c : List.of(
                new Case("--profile h800", JobOptions.Flag.PROFILE, "h800"),
                new Case("--nodes 4", JobOptions.Flag.NODES, 4),
                new Case("--nodes=4", JobOptions.Flag.NODES, 4),
                new Case("--templates t", JobOptions.Flag.TEMPLATES, Path.of("t")),
                new Case("--profile-file a.yaml --profile-file b.yaml", JobOptions.Flag.PROFILE_FILE, List.of(Path.of("a.yaml"), Path.of("b.yaml"))),
                new Case("--module cuda --module nccl", JobOptions.Flag.MODULE, List.of("cuda", "nccl")),
                new Case("--env A=1 --env B=x=y", JobOptions.Flag.ENV, Map.of("A", "1", "B", "x=y")),
                new Case("--gate", JobOptions.Flag.GATE, true),
                new Case("--no-gate", JobOptions.Flag.GATE, false),
                new Case("-o -", JobOptions.Flag.OUTPUT, "-"),
                new Case("job.yaml", JobOptions.Flag.NODES, null))) {
            RenderCommand r = parsed(c.args().split(" "));
            assertEquals(c.stored(), r.job.get(c.flag()), c.args());
            assertEquals(c.stored() != null && c.flag().jobFlag(), r.job.anyJobFlag(), c.args());
        }
    }

    @Test
    void malformedValuesAreRefusedByPicocli() {
        for (String args : List.of("--nodes two", "--env novalue", "--nodes 1 --nodes 2", "--gate=yes")) {
            assertThrows(CommandLine.ParameterException.class, () -> parsed(args.split(" ")), args);
        }
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
